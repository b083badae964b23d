import type { ClientModule } from '@docusaurus/types';
import { CONTENT_RELOAD_EVENT, TIMING } from '@site/config/constants';
import { ANCHOR_NAVIGATION_ATTRIBUTE } from '@site/config/headScripts/anchorNavigation';
import { createImageZoom } from '../lib/imageZoom';
import { startContentTransition } from '../lib/viewTransition';

let finishTransition: (() => void) | undefined;
let zoomTimer: number | undefined;
const zoomImages = createImageZoom();

const navigation: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    // Docusaurus scrolls to the anchor of a link as soon as the route has rendered: the code blocks above it
    // must have their real heights by then (src/css/custom.css lays them out late otherwise).
    document.documentElement.toggleAttribute(ANCHOR_NAVIGATION_ATTRIBUTE, location.hash.length > 1);
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
    zoomTimer = window.setTimeout(() => void zoomImages(), TIMING.imageZoomDelayMs);
  },
};

export default navigation;
