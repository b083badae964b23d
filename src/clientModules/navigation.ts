import type { ClientModule } from '@docusaurus/types';
import mediumZoom, { type Zoom } from 'medium-zoom';
import { CONTENT_RELOAD_EVENT, TIMING } from '../constants';
import { startContentTransition } from '../lib/viewTransition';

let zoom: Zoom | undefined;
let finishTransition: (() => void) | undefined;
let zoomTimer: number | undefined;

/** Images in the doc area that should zoom on click (not linked images, not icons in widgets). */
const ZOOMABLE_IMAGES = '.markdown img:not(a img)';

const navigation: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    // A real page change (not a hash jump) swaps the content inside a view transition where supported.
    if (previousLocation && location.pathname !== previousLocation.pathname) {
      finishTransition = startContentTransition();
    }
  },
  onRouteDidUpdate() {
    finishTransition?.();
    finishTransition = undefined;
    window.dispatchEvent(new Event(CONTENT_RELOAD_EVENT));
    window.clearTimeout(zoomTimer);
    zoomTimer = window.setTimeout(() => {
      zoom?.detach();
      zoom = mediumZoom(ZOOMABLE_IMAGES, { background: 'var(--ifm-background-color)', margin: 24 });
    }, TIMING.imageZoomDelayMs);
  },
};

export default navigation;
