/**
 * Route code loading on intent. Docusaurus's Link prefetches the chunks of every internal link as soon as it
 * scrolls into view and preloads them on mouseenter or touchstart. The site loads a route's code only when a
 * reader shows intent to follow a link (pointer over, keyboard focus, touch, click), so a reader's data is not
 * spent on pages they never open. This module holds the DOM-free decisions; src/clientModules/preloadOnIntent.ts
 * wires them to the page.
 */

/** The part of `window.docusaurus` the site touches (@docusaurus/core/lib/client/docusaurus.js). */
export interface RouteLoader {
  prefetch: (routePath: string) => false | Promise<unknown>;
  preload: (routePath: string) => false | Promise<unknown>;
}

/** DOM events that count as intent to follow a link. */
export const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * The same loader with viewport prefetching turned off. `prefetch` is only ever called by Link's
 * IntersectionObserver (a link scrolling into view); `preload` is what hover, touch and navigation use.
 */
export function withoutViewportPrefetch(loader: RouteLoader): RouteLoader {
  const noPrefetch = (): false => false;
  return Object.freeze({ prefetch: noPrefetch, preload: loader.preload });
}

interface LinkLike {
  href: string;
  target?: string;
  hasAttribute(name: string): boolean;
}

/**
 * The route path whose code a link leads to, or null when there is nothing to load: another origin, a download,
 * a link opening a new tab, a non-page file (feeds, images) or the page the reader is on (a hash link).
 */
export function routeToPreload(link: LinkLike, current: { origin: string; pathname: string }): string | null {
  let url: URL;
  try {
    url = new URL(link.href, current.origin);
  } catch {
    return null;
  }
  if (url.origin !== current.origin) return null;
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return null;
  // Pages have clean URLs; a path with an extension is a file (feed, image, search index), not a route.
  if (/\.[a-z0-9]+$/i.test(url.pathname) && !/\.html$/i.test(url.pathname)) return null;
  if (url.pathname === current.pathname) return null;
  return url.pathname;
}
