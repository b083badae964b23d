import { matchRoutes, type RouteConfig } from 'react-router-config';

/**
 * The page route the client router renders for `pathname`: the deepest matching route marked `exact`, as
 * Docusaurus's own `normalizeLocation` decides it. Undefined when only the catch-all routes match, i.e. the
 * router shows the 404 page. Matching is case-insensitive, as React Router's is by default.
 */
export function pageRouteFor(routes: readonly RouteConfig[], pathname: string): RouteConfig | undefined {
  const pages = matchRoutes([...routes], pathname)
    .map(({ route }) => route)
    .filter((route) => route.exact === true);
  return pages[pages.length - 1];
}

/** The path of the page whose HTML this document is, from its canonical link (absent: undefined). */
export function canonicalPathOf(doc: Document): string | undefined {
  const href = doc.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute('href');
  if (!href) return undefined;
  try {
    return new URL(href, 'https://site.invalid/').pathname;
  } catch {
    return undefined;
  }
}
