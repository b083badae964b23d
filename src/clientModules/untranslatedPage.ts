import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import routes from '@generated/routes';
import { isLeavingPage, leavePage } from '../lib/pageExit';
import { canonicalPathOf, pageRouteFor } from '../lib/routeMatch';
import { untranslatedPageTarget } from '../lib/untranslatedPage';

// A document of a missing page under a locale prefix (a host's 404 page for /zh/x): the reader goes on to
// the path without the prefix before the 404 page hydrates, rather than after it (the 404 page's
// useUntranslatedPageRedirect, which stays for navigations inside the app): the page is not rendered twice
// and the reader arrives sooner. After normalizePath and localeRedirect (client modules run in order), which
// may already be leaving. A page served at its own path (its canonical path) skips the walk of the route table.
if (ExecutionEnvironment.canUseDOM && !isLeavingPage()) {
  const { pathname, search, hash } = window.location;
  const target = canonicalPathOf(document) === pathname ? undefined : untranslatedPageTarget(pathname);
  if (target !== undefined && pageRouteFor(routes, pathname) === undefined) leavePage(target + search + hash);
}
