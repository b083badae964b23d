/**
 * The path normalisation every route lookup applies: decode, drop a trailing `.html`, turn a trailing `/index` into `/`.
 * `/guide/start/quick-start.html`, `/guide/start/index` and `%`-encoded paths then match their page.
 * Both in any letter case (`/INDEX.HTML`), as the router matches routes. Repeated slashes are collapsed as well: static hosts serve `/guide//start/` as `/guide/start/`, and the
 * router must then show the same page, and a decoded `%2F%2F` must never become a `//host` URL.
 */
export function normalizePathname(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape stays as it is; the router then shows the 404 page.
  }
  return cleanPath(path);
}

function cleanPath(path: string): string {
  return (
    path
      .replace(/\/{2,}/g, '/')
      .replace(/\.html$/i, '')
      .replace(/\/index$/i, '/') || '/'
  );
}

/**
 * `normalizePathname` for the address bar: the same path %-encoded again (a path that cannot be decoded keeps
 * its escapes as they are). `encodeURI` leaves `?` and `#` alone, which would turn a decoded `%3F` into the
 * start of a query: those are encoded too.
 */
export function normalizeUrlPath(pathname: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return cleanPath(pathname);
  }
  return encodeURI(cleanPath(decoded)).replace(/[?#]/g, (character) => encodeURIComponent(character));
}
