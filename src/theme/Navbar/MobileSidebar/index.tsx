import React, { useCallback, useEffect, useState } from 'react';
import {
  useLocationChange,
  useLockBodyScroll,
  useNavbarMobileSidebar,
} from '@docusaurus/theme-common/internal';
import { translate } from '@docusaurus/Translate';
import NavbarMobileSidebarHeader from '@theme/Navbar/MobileSidebar/Header';
import NavbarMobileSidebarPrimaryMenu from '@theme/Navbar/MobileSidebar/PrimaryMenu';
import NavbarMobileSidebarSecondaryMenu from '@theme/Navbar/MobileSidebar/SecondaryMenu';
import type { SheetProps } from '@site/src/components/ModalSheet/NavScreenModal';
import { lazyModule, useLazyModule } from '@site/src/lib/lazyModule';
import { NAV_SCREEN_CLOSE_MEDIA_QUERY, useIsMobile, useMediaQueryEnter } from '@site/src/lib/viewport';
import { useMountedAfterHydration } from '@site/src/lib/useMountedAfterHydration';
import NavbarMobileSidebarLayout from './Layout';

// The hamburger and the backdrop are rendered by other stock components; they meet in the DOM only.
const HAMBURGER_SELECTOR = '.navbar__toggle';
const BACKDROP_SELECTOR = '.navbar-sidebar__backdrop';

/** The modal part (Floating UI): fetched when the reader heads for the hamburger, not before. */
const modalModule = lazyModule(
  () => import(/* webpackChunkName: "nav-screen-modal" */ '@site/src/components/ModalSheet/NavScreenModal'),
);

/** Closes the nav screen on navigation and when the window reaches the nav-screen close width (768 px). */
function useNavScreenClosing(close: () => void): void {
  useLocationChange(close);
  useMediaQueryEnter(NAV_SCREEN_CLOSE_MEDIA_QUERY, close);
}

/**
 * Loads the modal part at the first sign of use of the hamburger (pointer down, keyboard focus) or when the nav
 * screen opens, so it is usually there when the nav screen shows.
 */
function useNavScreenModal(shown: boolean, hamburger: HTMLElement | null) {
  const { loaded, load } = useLazyModule(modalModule, true);
  useEffect(() => {
    if (shown) void load();
  }, [shown, load]);
  useEffect(() => {
    if (!hamburger || modalModule.current) return undefined;
    const prepare = () => void load();
    hamburger.addEventListener('pointerdown', prepare, { once: true });
    hamburger.addEventListener('focus', prepare, { once: true });
    return () => {
      hamburger.removeEventListener('pointerdown', prepare);
      hamburger.removeEventListener('focus', prepare);
    };
  }, [hamburger, load]);
  return loaded?.default;
}

/**
 * The hamburger's nav screen, rendered up to the site's mobile width (1024 px) instead of Docusaurus's 996 px
 * (src/css/mobile.css shows the hamburger in that band). A modal dialog like the docs Menu drawer
 * (src/components/ModalSheet): focus moves in, Tab stays inside, the page behind is inert, Escape closes it and
 * returns the focus to the hamburger. It also closes on navigation and on reaching 768 px. Rendered from the
 * first transition after hydration on.
 */
export default function NavbarMobileSidebar(): React.ReactElement | null {
  const mobileSidebar = useNavbarMobileSidebar();
  const { shown, toggle } = mobileSidebar;
  const isMobile = useIsMobile();
  // The closed nav screen (about a hundred components) is added in a transition, not in the blocking render
  // that follows hydration when the window turns out to be mobile.
  const mounted = useMountedAfterHydration();
  const [sheet, setSheet] = useState<HTMLDivElement | null>(null);
  const [hamburger, setHamburger] = useState<HTMLElement | null>(null);
  useEffect(() => setHamburger(document.querySelector<HTMLElement>(HAMBURGER_SELECTOR)), [isMobile]);
  const close = useCallback(() => {
    if (shown) toggle();
  }, [shown, toggle]);
  useLockBodyScroll(shown);
  useNavScreenClosing(close);
  const Modal = useNavScreenModal(shown, hamburger);
  if (mobileSidebar.disabled || !isMobile || !mounted) return null;

  const label = translate({
    id: 'theme.navbar.mobileScreen.ariaLabel',
    message: 'Navigation bar',
    description: 'Accessible name of the nav screen the hamburger opens on mobile widths',
  });
  // A dialog while shown; closed, it is a hidden element (visibility: hidden), not a dialog.
  const layout = (sheetProps: SheetProps) => (
    <NavbarMobileSidebarLayout
      ref={setSheet}
      {...(shown && { role: 'dialog', 'aria-label': label, ...sheetProps })}
      header={<NavbarMobileSidebarHeader />}
      primaryMenu={<NavbarMobileSidebarPrimaryMenu />}
      secondaryMenu={<NavbarMobileSidebarSecondaryMenu />}
    />
  );
  if (!Modal) return layout({});
  return (
    <Modal
      hamburger={hamburger}
      sheet={sheet}
      backdrop={sheet?.parentElement?.querySelector<HTMLElement>(BACKDROP_SELECTOR) ?? null}
      open={shown}
      onClose={close}
    >
      {layout}
    </Modal>
  );
}
