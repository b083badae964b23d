import React, { useEffect, useState } from 'react';
import clsx from 'clsx';
import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';
import { useLocation } from '@docusaurus/router';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';
import DocSidebarItems from '@theme/DocSidebarItems';
import IconClose from '@theme/Icon/Close';
import IconMenu from '@theme/Icon/Menu';
import { useIsMobile } from '@site/src/lib/viewport';
import styles from './styles.module.css';

/** Entries whose click loads a page; a category without a page of its own only folds. */
const navigates = (item: PropSidebarItem): boolean => item.type === 'link' || (item.type === 'category' && Boolean(item.href));

/**
 * Open state of the drawer: closed again by any navigation and when the window grows past the mobile width
 * (the Menu bar is then hidden and the desktop sidebar shows).
 */
function useDrawerOpen(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const isMobile = useIsMobile();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!isMobile) setOpen(false);
  }, [isMobile]);
  return [open, setOpen];
}

/**
 * The doc sidebar on mobile widths (1024 px or less): a "Menu" bar under the navbar whose button opens the
 * sidebar in a modal drawer. A click on the backdrop, Escape, the close button or a navigation closes it; focus
 * stays inside while it is open and goes back to the Menu button after. The bar is in the static HTML and
 * shown by CSS only on mobile widths, so the page does not shift when React takes over.
 */
export default function MobileSidebar(): React.ReactElement | null {
  const sidebar = useDocsSidebar();
  const { pathname } = useLocation();
  const [open, setOpen] = useDrawerOpen();
  const { refs, context } = useFloating({ open, onOpenChange: setOpen });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context),
    // A click rather than a pointerdown closes it, so the click cannot land on the page under the backdrop.
    useDismiss(context, { outsidePressEvent: 'click' }),
    useRole(context, { role: 'dialog' }),
  ]);
  if (!sidebar) return null;

  const menuLabel = translate({ id: 'theme.docs.mobileMenu.button', message: 'Menu', description: 'Button that opens the doc sidebar on mobile widths' });
  return (
    <>
      <div className={clsx('doc-mobile-menu-bar', styles.bar)}>
        <button ref={refs.setReference} type="button" className={clsx('clean-btn', styles.menuButton)} {...getReferenceProps()}>
          <IconMenu width={18} height={18} />
          <span>{menuLabel}</span>
        </button>
      </div>
      {open && (
        <FloatingPortal>
          <FloatingOverlay className={clsx('doc-mobile-sidebar-backdrop', styles.backdrop)} lockScroll>
            <FloatingFocusManager context={context}>
              <div ref={refs.setFloating} className={clsx('doc-mobile-sidebar', styles.drawer)} aria-label={menuLabel} {...getFloatingProps()}>
                <div className={styles.drawerHeader}>
                  <button
                    type="button"
                    className={clsx('clean-btn', styles.closeButton)}
                    aria-label={translate({ id: 'theme.docs.mobileMenu.close', message: 'Close menu', description: 'Button that closes the doc sidebar drawer on mobile widths' })}
                    onClick={() => setOpen(false)}
                  >
                    <IconClose width={16} height={16} />
                  </button>
                </div>
                <nav
                  aria-label={translate({ id: 'theme.docs.sidebar.navAriaLabel', message: 'Docs sidebar', description: 'The ARIA label for the sidebar navigation' })}
                  className={clsx('menu thin-scrollbar', styles.menu)}
                >
                  <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
                    <DocSidebarItems items={sidebar.items} activePath={pathname} level={1} onItemClick={(item) => navigates(item) && setOpen(false)} />
                  </ul>
                </nav>
              </div>
            </FloatingFocusManager>
          </FloatingOverlay>
        </FloatingPortal>
      )}
    </>
  );
}
