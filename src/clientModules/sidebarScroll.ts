import type { ClientModule } from '@docusaurus/types';
import { revealCurrentSidebarItem } from '../lib/sidebarScroll';

/** The desktop doc sidebar's scrolling <nav> (the mobile drawer reveals its own item as it opens). */
const DESKTOP_SIDEBAR_MENU = '.theme-doc-sidebar-container nav.menu';

let frame: number | undefined;

/**
 * After the first render and every navigation, the desktop doc sidebar shows the current page. The read waits
 * for the next frame, when the browser lays the page out anyway.
 */
const sidebarScroll: ClientModule = {
  onRouteDidUpdate({ location, previousLocation }) {
    if (previousLocation && location.pathname === previousLocation.pathname) return;
    if (frame !== undefined) window.cancelAnimationFrame(frame);
    frame = window.requestAnimationFrame(() => {
      frame = undefined;
      revealCurrentSidebarItem(document.querySelector<HTMLElement>(DESKTOP_SIDEBAR_MENU));
    });
  },
};

export default sidebarScroll;
