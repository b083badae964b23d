import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { LOCALE_REDIRECT_FLAG_KEY } from '@site/config/constants';
import { SITE } from '@site/config/site';
import { localeRedirectTarget } from '../lib/localeRedirect';
import { isLeavingPage, leavePage } from '../lib/pageExit';

// First visit only: send the reader to the same page in the browser's language. The flag is written before
// anything else, so a reader who then switches language by hand is never redirected again.
// Production builds only: `npm start -- --locale zh` serves one locale, and translators must stay on it.
// After normalizePath (client modules run in order): the path is clean, or that module is already leaving.
if (ExecutionEnvironment.canUseDOM && process.env.NODE_ENV === 'production' && !isLeavingPage()) {
  try {
    if (!window.localStorage.getItem(LOCALE_REDIRECT_FLAG_KEY)) {
      window.localStorage.setItem(LOCALE_REDIRECT_FLAG_KEY, '1');
      const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
      const target = localeRedirectTarget(window.location.pathname, languages, SITE.baseUrl);
      if (target) leavePage(target + window.location.search + window.location.hash);
    }
  } catch {
    // Storage can be disabled (privacy modes); then there is no way to remember the visit: do not redirect.
  }
}
