import { SITE } from '@site/config/site';
import { DEFAULT_LOCALE, localeOfPath, withoutLocalePrefix } from '@site/config/locales';
import { safeSitePath } from './safePath';

/**
 * Where a reader on a missing page under a locale prefix goes: the same path without the prefix (pages not
 * translated yet are built under /zh/ too: this is the safety net, also when a host answers with
 * /zh/404.html). Only ever a same-origin path under the site's base URL: `/zh//host` stays where it is
 * instead of going to `//host`. Undefined: stay.
 */
export function untranslatedPageTarget(pathname: string): string | undefined {
  if (localeOfPath(pathname) === DEFAULT_LOCALE) return undefined;
  const target = safeSitePath(withoutLocalePrefix(pathname), SITE.baseUrl);
  return target !== undefined && target !== pathname ? target : undefined;
}
