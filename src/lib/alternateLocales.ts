import { UNTRANSLATED_DOCS } from '@site/config/site';
import type { Locale } from '@site/config/locales';

/** Route of an untranslated doc file: guide/advanced/rem.mdx → /guide/advanced/rem. */
const routeOfDoc = (file: string) => `/${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1')}`;

/**
 * Locales in which the page at `pathname` exists. A page listed in UNTRANSLATED_DOCS for a locale has no
 * version there. `pathname` is the router path, which carries the current locale's prefix.
 */
export function localesOfPage(
  locales: string[],
  currentLocale: string,
  defaultLocale: string,
  pathname: string,
): string[] {
  const prefix = currentLocale === defaultLocale ? '' : `/${currentLocale}`;
  const route =
    (pathname.startsWith(prefix) ? pathname.slice(prefix.length) : pathname).replace(/\/$/, '') || '/';
  return locales.filter(
    (locale) =>
      !(UNTRANSLATED_DOCS[locale as Locale] ?? []).some(
        (file) => routeOfDoc(file).replace(/\/$/, '') === route,
      ),
  );
}
