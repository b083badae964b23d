import { lazyModule } from '@site/src/lib/lazyModule';

/**
 * Floating UI and the popup built on it, about 20 kB gzip that no page needs before a reader reaches a popup.
 * Fetched at the first sign of use (pointer over, focus, pointer down on a trigger), like route code: a reader
 * who never opens a popup does not pay for it.
 */
export const floatingPopupModule = lazyModule(
  () => import(/* webpackChunkName: "floating-popup" */ './FloatingPopup'),
);
