/**
 * The path normalisation every route lookup applies: decode, drop trailing whitespace (`%20`, `%09`, `%0A`: what
 * a chat client leaves when it links a URL followed by a space), drop a trailing `.html`, turn a trailing
 * `/index` into `/`, each as often as it repeats (`.html.html`, `/index/index`, `.html/`).
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

/** One round of suffix stripping; cleanPath repeats it until nothing changes. */
const stripSuffix = (path: string) =>
  path
    .replace(/\s+(\/?)$/, '$1')
    .replace(/\/{2,}/g, '/')
    .replace(/\.html\/?$/i, '')
    .replace(/\/index\/?$/i, '/');

function cleanPath(path: string): string {
  let clean = path;
  for (let next = stripSuffix(clean); next !== clean; next = stripSuffix(clean)) clean = next;
  return clean || '/';
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
