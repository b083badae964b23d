import { isLocale, localeOfPath, localePrefix, withoutLocalePrefix, type Locale } from '@site/config/locales';
import { safeSitePath } from './safePath';

/** The site locale a browser language matches (`zh`, `zh-CN`, `zh-Hans-CN` → zh; `en-*` → en), if any. */
export function matchLocale(language: string): Locale | undefined {
  const primary = language.toLowerCase().split('-')[0] ?? '';
  return isLocale(primary) ? primary : undefined;
}

/**
 * Where the first visit should go: the same page in the reader's language when that is another locale of
 * the site, or undefined (stay). The first browser language that matches a site locale decides. The target is
 * always a same-origin path under `basePath` (`/zh//host` would otherwise become `//host`), else undefined.
 */
export function localeRedirectTarget(
  pathname: string,
  browserLanguages: readonly string[],
  basePath = '/',
): string | undefined {
  const preferred = browserLanguages.map(matchLocale).find(Boolean);
  const current = localeOfPath(pathname);
  if (!preferred || preferred === current) return undefined;
  const base = withoutLocalePrefix(pathname);
  return safeSitePath(`${localePrefix(preferred)}${base}`, basePath);
}
