import React, { useCallback, useEffect } from 'react';
import {
  useLocationChange,
  useLockBodyScroll,
  useNavbarMobileSidebar,
} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebarLayout from '@theme/Navbar/MobileSidebar/Layout';
import NavbarMobileSidebarHeader from '@theme/Navbar/MobileSidebar/Header';
import NavbarMobileSidebarPrimaryMenu from '@theme/Navbar/MobileSidebar/PrimaryMenu';
import NavbarMobileSidebarSecondaryMenu from '@theme/Navbar/MobileSidebar/SecondaryMenu';
import { NAV_SCREEN_CLOSE_MEDIA_QUERY, useIsMobile, useMediaQueryEnter } from '@site/src/lib/viewport';

// The hamburger and the nav screen are rendered by different stock components; they meet in the DOM only.
const HAMBURGER_SELECTOR = '.navbar__toggle';
const NAV_SCREEN_FIRST_LINK_SELECTOR = '.navbar-sidebar .menu__link';

/**
 * Closes the nav screen on navigation, when the window reaches the nav-screen close width (768 px), and on
 * Escape (focus then goes back to the hamburger). Opening moves focus into it.
 */
function useNavScreenClosing(): void {
  const { shown, toggle } = useNavbarMobileSidebar();
  const close = useCallback(() => {
    if (shown) toggle();
  }, [shown, toggle]);

  useLocationChange(close);
  useMediaQueryEnter(NAV_SCREEN_CLOSE_MEDIA_QUERY, close);

  useEffect(() => {
    if (!shown) return undefined;
    document.querySelector<HTMLElement>(NAV_SCREEN_FIRST_LINK_SELECTOR)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      toggle();
      document.querySelector<HTMLElement>(HAMBURGER_SELECTOR)?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown, toggle]);
}

/**
 * The hamburger's nav screen, rendered up to the site's mobile width (1024 px) instead of Docusaurus's 996 px
 * (src/css/mobile.css shows the hamburger in that band).
 */
export default function NavbarMobileSidebar(): React.ReactElement | null {
  const mobileSidebar = useNavbarMobileSidebar();
  const isMobile = useIsMobile();
  useLockBodyScroll(mobileSidebar.shown);
  useNavScreenClosing();
  if (mobileSidebar.disabled || !isMobile) return null;
  return (
    <NavbarMobileSidebarLayout
      header={<NavbarMobileSidebarHeader />}
      primaryMenu={<NavbarMobileSidebarPrimaryMenu />}
      secondaryMenu={<NavbarMobileSidebarSecondaryMenu />}
    />
  );
}
