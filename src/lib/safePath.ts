/**
 * The one gate of every client-side redirect and URL rewrite: a path that came from the address bar (or from
 * anything else a link can set) is only ever handed to `location.replace` or `history.replaceState` after it
 * has been turned into a same-origin path under the site's base URL here.
 *
 * Why a parser and not a prefix test: browsers read `//host`, `/\host`, `\/host` and `/<tab>/host` as
 * another host (backslashes count as slashes, tabs and newlines are dropped), and `/zh//host` becomes
 * `//host` once a prefix is stripped. The candidate is resolved the way the browser will resolve it, against a
 * reserved origin, and only accepted when it stays there.
 */

/** A reserved name (RFC 2606): nothing here ever resolves or is requested. */
const PROBE_ORIGIN = 'https://site.invalid';

/**
 * `candidate` (an absolute URL path, %-encoded as in `location.pathname`) as a same-origin path under
 * `basePath`, or undefined when it would leave the site or the base path. The result starts with exactly one
 * slash, has no repeated slashes and no dot segments, and never carries a query or fragment (those are
 * appended by the caller from the current location, which cannot change the origin).
 */
export function safeSitePath(candidate: string, basePath = '/'): string | undefined {
  // Only absolute paths: a scheme (`https:`, `javascript:`) or a relative path is never a redirect target.
  if (!candidate.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(candidate, `${PROBE_ORIGIN}/`);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN || url.search || url.hash || url.username || url.password) return undefined;
  // A path such as `/.//host` resolves to the pathname `//host`, which is another host again once assigned:
  // repeated slashes are collapsed after resolution.
  const path = url.pathname.replace(/\/{2,}/g, '/');
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  if (!path.startsWith(base) && `${path}/` !== base) return undefined;
  return path;
}
