/** An origin no route can name, used to tell a path from anything that leaves the site. */
const PROBE_ORIGIN = 'https://site.invalid';

/**
 * The normalised path of `route`, a search service's link, when it is a path of this site under `baseUrl`
 * (`/…`, or a URL of one of `siteOrigins`); undefined for another host (`//host`, `/\host`), scheme or base.
 * The browser's own URL parser decides, so tricks such as newlines inside `//` resolve as in the link.
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
