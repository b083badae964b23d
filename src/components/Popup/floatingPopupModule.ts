import { lazyModule } from '@site/src/lib/lazyModule';

/**
 * Floating UI and the popup built on it, about 20 kB gzip that no page needs before a reader reaches a popup.
 * Prefetched (a low-priority `<link rel="prefetch">`, not run) once main.js has run, so that the first hover
 * or click rarely waits for the network.
 */
export const floatingPopupModule = lazyModule(() => import(/* webpackChunkName: "floating-popup", webpackPrefetch: true */ './FloatingPopup'));
