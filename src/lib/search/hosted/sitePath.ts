/**
 * Where a hit from a search service may lead. A service is another host; a route it returns becomes the href
 * of a link in the dialog, so only a path on this site, under its base URL, is kept.
 */

/** An origin no route can name, used to tell a path from anything that leaves the site. */
const PROBE_ORIGIN = 'https://site.invalid';

/**
 * The normalised path (with query and fragment) of `route` when it is a path on this site under `baseUrl`:
 * `/…`, or an absolute URL whose origin is in `siteOrigins` (a hosted index stores the production URLs).
 * Undefined for anything else: another host (`//host`, `/\host`, `https://other`), another scheme
 * (`javascript:`), a relative path, or a path outside the base URL. The browser's own URL parser decides,
 * so tricks such as tabs or newlines inside `//` resolve here as they would in the link.
 */
export function sitePathUnder(
  route: string,
  baseUrl: string,
  siteOrigins: readonly string[] = [],
): string | undefined {
  if (!route.startsWith('/') && !/^https?:/i.test(route)) return undefined;
  let url: URL;
  try {
    url = new URL(route, `${PROBE_ORIGIN}/`);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN && !siteOrigins.includes(url.origin)) return undefined;
  if (url.origin === PROBE_ORIGIN && !route.startsWith('/')) return undefined;
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  if (!`${url.pathname}/`.startsWith(base)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
