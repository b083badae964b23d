import { useEffect } from 'react';
import { useLocation } from '@docusaurus/router';
import { SITE } from '@site/config/site';
import { DEFAULT_LOCALE, localeOfPath, withoutLocalePrefix } from '@site/config/locales';
import { isLeavingPage, leavePage } from '@site/src/lib/pageExit';
import { safeSitePath } from '@site/src/lib/safePath';

/**
 * On the 404 page: a missing /zh/... page sends the reader to the same path without the prefix, keeping the
 * query and fragment (pages not translated yet are built under /zh/ too: this is the safety net, also when a
 * host answers with /zh/404.html). The redirect runs after
 * hydration, never during it, and only to a same-origin path under the site's base URL: `/zh//host` stays on
 * the 404 page instead of going to `//host`.
 */
export function useUntranslatedPageRedirect(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (localeOfPath(pathname) === DEFAULT_LOCALE || isLeavingPage()) return;
    const target = safeSitePath(withoutLocalePrefix(pathname), SITE.baseUrl);
    if (target !== undefined && target !== pathname)
      leavePage(target + window.location.search + window.location.hash);
  }, [pathname]);
}
