import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {
  INTENT_EVENTS,
  routeToPreload,
  withoutViewportPrefetch,
  type RouteLoader,
} from '../lib/routePreload';

// Client modules run before Docusaurus's client entry assigns `window.docusaurus` (its module body runs after
// its imports, which include the client modules), and Link reads `window.docusaurus` each time it calls it.
// An accessor installed here therefore sees the one assignment and hands every caller a loader without
// viewport prefetching. The object Docusaurus assigns is frozen, so it cannot be changed in place.
if (ExecutionEnvironment.canUseDOM) {
  let loader: RouteLoader | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    get: () => loader,
    set: (value: RouteLoader) => {
      loader = withoutViewportPrefetch(value);
    },
  });

  // Link already preloads on mouseenter and touchstart; keyboard focus is added here, and pointer and touch
  // intent on links Link does not render (plain anchors in Markdown or HTML) is covered by the same listener.
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || !loader) return;
    const route = routeToPreload(link, window.location);
    const pending = route ? loader.preload(route) : false;
    // A failed preload only means the chunks load on navigation instead, where a failure is reported.
    if (pending) pending.catch(() => undefined);
  };
  for (const type of INTENT_EVENTS)
    document.addEventListener(type, onIntent, { capture: true, passive: true });
}

export {};
