import { useEffect } from 'react';
import { useLocation } from '@docusaurus/router';
import { isLeavingPage, leavePage } from '@site/src/lib/pageExit';
import { untranslatedPageTarget } from '@site/src/lib/untranslatedPage';

/**
 * On the 404 page: a missing /zh/... page sends the reader to the same path without the prefix, keeping the
 * query and fragment (untranslatedPageTarget). A document load does it before hydration
 * (clientModules/untranslatedPage.ts); this covers a navigation inside the app to a missing page. The
 * redirect runs after rendering, never during it.
 */
export function useUntranslatedPageRedirect(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (isLeavingPage()) return;
    const target = untranslatedPageTarget(pathname);
    if (target !== undefined) leavePage(target + window.location.search + window.location.hash);
  }, [pathname]);
}
