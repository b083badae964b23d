/**
 * Routes of the docs a locale has no version of, by locale (`/guide/advanced/rem`, without locale prefix).
 * docusaurus.config.ts computes them at config time with the docs plugin's own rule (a `slug` front matter
 * counts) and passes them in `customFields.untranslatedRoutes`; the browser only compares paths.
 */
export type UntranslatedRoutes = Partial<Record<string, string[]>>;

const withoutTrailingSlash = (route: string) => route.replace(/\/$/, '') || '/';

/**
 * Locales in which the page at `pathname` exists: those whose untranslated routes do not include it.
 * `pathname` is the router path, which carries the current locale's prefix.
 */
export function localesOfPage(
  locales: string[],
  currentLocale: string,
  defaultLocale: string,
  pathname: string,
  untranslatedRoutes: UntranslatedRoutes,
): string[] {
  const prefix = currentLocale === defaultLocale ? '' : `/${currentLocale}`;
  const route = withoutTrailingSlash(pathname.startsWith(prefix) ? pathname.slice(prefix.length) : pathname);
  return locales.filter(
    (locale) =>
      !(untranslatedRoutes[locale] ?? []).some((missing) => withoutTrailingSlash(missing) === route),
  );
}
