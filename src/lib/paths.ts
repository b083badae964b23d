/**
 * The path normalisation of the spec: decode, drop a trailing `.html`, turn a trailing `/index` into `/`.
 * `/guide/start/quick-start.html`, `/guide/start/index` and `%`-encoded paths then match their page.
 */
export function normalizePathname(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape stays as it is; the router then shows the 404 page.
  }
  path = path.replace(/\.html$/, '');
  path = path.replace(/\/index$/, '/');
  return path || '/';
}

/** Links with these schemes leave the site. */
export const isExternalUrl = (href: string): boolean => /^(https?:|mailto:|tel:)/i.test(href);

/** The locale a path belongs to: `zh` when it is under /zh, else `en`. */
export function localeOfPath(pathname: string): 'en' | 'zh' {
  return /^\/zh(\/|$)/.test(pathname) ? 'zh' : 'en';
}

/** The same path in the default locale (the 404 page sends /zh/... readers there). */
export const withoutLocalePrefix = (pathname: string): string => pathname.replace(/^\/zh(?=\/|$)/, '') || '/';
