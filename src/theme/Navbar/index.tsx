import React, { useRef, useState } from 'react';
import clsx from 'clsx';
import OriginalNavbar from '@theme-original/Navbar';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import type { HideNavbarMode } from '@site/config/site';
import { hiddenAfterScroll, isNavbarHidden } from '@site/src/lib/navbarHiding';
import { useThrottledScroll } from '@site/src/lib/scroll';
import { useThemeOptions } from '@site/src/lib/themeOptions';
import styles from './styles.module.css';

/** Follows the page scroll (throttled) in `auto` mode; the other modes need no handler. */
function useHiddenByScroll(
  mode: HideNavbarMode,
  navbarContainer: React.RefObject<HTMLElement | null>,
): boolean {
  const [hiddenByScroll, setHiddenByScroll] = useState(false);
  const previousScrollY = useRef(0);
  useThrottledScroll((scrollY) => {
    const navbarHeight =
      navbarContainer.current?.querySelector('.navbar')?.getBoundingClientRect().height ?? 0;
    const step = { scrollY, previousScrollY: previousScrollY.current, navbarHeight };
    previousScrollY.current = scrollY;
    setHiddenByScroll((wasHidden) => hiddenAfterScroll(wasHidden, step));
  }, mode === 'auto');
  return hiddenByScroll;
}

/**
 * The navbar with the `hideNavbar` theme option (config/site.ts THEME_OPTIONS) instead of Docusaurus's
 * `hideOnScroll`, whose scroll handler is not throttled and which has no "always" mode. The wrapper takes no
 * box (display: contents), so the navbar keeps its sticky place in the page.
 */
export default function Navbar(): React.ReactElement {
  const mode = useThemeOptions().hideNavbar;
  const container = useRef<HTMLElement>(null);
  const hiddenByScroll = useHiddenByScroll(mode, container);
  const { shown: navScreenOpen } = useNavbarMobileSidebar();
  const hidden = isNavbarHidden(mode, { hiddenByScroll, navScreenOpen });
  // A <header> outside <main>: the banner landmark, so screen reader users can jump to the navbar.
  return (
    <header
      ref={container}
      className={clsx(styles.navbarVisibility, styles[mode], hidden && styles.hidden)}
      data-hide-navbar={mode}
      data-navbar-hidden={hidden}
    >
      <OriginalNavbar />
    </header>
  );
}
