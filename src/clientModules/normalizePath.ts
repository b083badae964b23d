import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import routes from '@generated/routes';
import i18n from '@generated/i18n';
import { SITE } from '@site/config/site';
import { localeOfPath } from '@site/config/locales';
import { normalizeUrlPath } from '../lib/paths';
import { leavePage } from '../lib/pageExit';
import { canonicalPathOf, pageRouteFor } from '../lib/routeMatch';
import { safeSitePath } from '../lib/safePath';

const { currentLocale } = i18n;

/**
 * Where the reader must go instead of hydrating this document, if anywhere. The served HTML is the page of its
 * canonical link; the router will render the page route of the normalised path. When the two differ (the host
 * answered `/Guide/Start/` or `/x.html` with its 404 page, which the case-insensitive, `.html`-stripping router
 * reads as a real page), hydrating would mix two pages: the reader goes to the router's page, which the host
 * serves as itself. A 404 page for a path of the other locale (`/zh/…` served by the English 404 page) goes to
 * the normalised path, which the other locale's build answers.
 */
function redirectTarget(cleanPath: string): string | undefined {
  const served = canonicalPathOf(document);
  if (served === undefined) return undefined;
  // The usual load, a page served at its own path in its locale: both matches would be the same route, and
  // skipping them saves two walks of the route table in the start-up's longest slice.
  if (served === cleanPath && localeOfPath(cleanPath.toLowerCase()) === currentLocale) return undefined;
  const servedPage = pageRouteFor(routes, served);
  const clientPage = pageRouteFor(routes, cleanPath);
  if (clientPage && clientPage !== servedPage && typeof clientPage.path === 'string') return clientPage.path;
  if (!servedPage && !clientPage && localeOfPath(cleanPath.toLowerCase()) !== currentLocale) {
    return cleanPath.toLowerCase();
  }
  return undefined;
}

// Runs before the first render (client modules load before the app), so the router matches the clean path
// and hydration sees the same page the server rendered. Every path written to the address bar goes through
// safeSitePath: a decoded `%2F%2Fhost` or `%5Chost` must never leave the site (replaceState would even throw).
if (ExecutionEnvironment.canUseDOM) {
  const { pathname, search, hash } = window.location;
  const cleanPath = safeSitePath(normalizeUrlPath(pathname), SITE.baseUrl);
  const redirect = cleanPath === undefined ? undefined : redirectTarget(cleanPath);
  const target = redirect === undefined ? undefined : safeSitePath(redirect, SITE.baseUrl);
  if (target !== undefined && target !== pathname) {
    leavePage(target + search + hash);
  } else if (cleanPath !== undefined && cleanPath !== pathname) {
    window.history.replaceState(window.history.state, '', cleanPath + search + hash);
  }
}
