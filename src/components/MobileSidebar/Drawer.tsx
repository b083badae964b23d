import React, { useLayoutEffect } from 'react';
import clsx from 'clsx';
import { FloatingOverlay, FloatingPortal } from '@floating-ui/react';
import type { PropSidebar, PropSidebarItem } from '@docusaurus/plugin-content-docs';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';
import DocSidebarItems from '@theme/DocSidebarItems';
import IconClose from '@theme/Icon/Close';
import { ModalSheetFocus, useModalSheet } from '@site/src/components/ModalSheet';
import { revealCurrentSidebarItem } from '@site/src/lib/sidebarScroll';
import styles from './styles.module.css';

export interface MobileSidebarDrawerProps {
  /** The Menu button, rendered by MobileSidebar. */
  reference: HTMLElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: PropSidebar;
  activePath: string;
  /** Accessible name of the drawer, the Menu button's text. */
  label: string;
  /** Gets Floating UI's props for the Menu button after every render (MobileSidebar puts them on it). */
  onReferenceProps: (props: Record<string, unknown>) => void;
}

/** Entries whose click loads a page; a category without a page of its own only folds. */
const navigates = (item: PropSidebarItem): boolean =>
  item.type === 'link' || (item.type === 'category' && Boolean(item.href));

/**
 * The Floating UI half of MobileSidebar, loaded on demand: the modal drawer with the doc sidebar. A click on
 * the backdrop, Escape, the close button or a page link closes it; focus and the page behind are those of any
 * modal sheet (ModalSheetFocus).
 */
export default function MobileSidebarDrawer({
  reference,
  open,
  onOpenChange,
  items,
  activePath,
  label,
  onReferenceProps,
}: MobileSidebarDrawerProps): React.ReactElement | null {
  const { refs, context, getReferenceProps, sheetProps } = useModalSheet({ reference, open, onOpenChange });
  const referenceProps = getReferenceProps();
  useLayoutEffect(() => onReferenceProps(referenceProps));
  if (!open) return null;

  return (
    <FloatingPortal>
      <FloatingOverlay className={clsx('doc-mobile-sidebar-backdrop', styles.backdrop)} lockScroll>
        <ModalSheetFocus context={context}>
          <div
            ref={refs.setFloating}
            className={clsx('doc-mobile-sidebar', styles.drawer)}
            aria-label={label}
            {...sheetProps}
          >
            <div className={styles.drawerHeader}>
              <button
                type="button"
                className={clsx('clean-btn', styles.closeButton)}
                aria-label={translate({
                  id: 'theme.docs.mobileMenu.close',
                  message: 'Close menu',
                  description: 'Button that closes the doc sidebar drawer on mobile widths',
                })}
                onClick={() => onOpenChange(false)}
              >
                <IconClose width={16} height={16} />
              </button>
            </div>
            <nav
              // The drawer opens on the current page: the menu scrolls within itself as it mounts, before the
              // first paint (the portal mounts it a render after the drawer opens), and the page stays put.
              ref={revealCurrentSidebarItem}
              aria-label={translate({
                id: 'theme.docs.sidebar.navAriaLabel',
                message: 'Docs sidebar',
                description: 'The ARIA label for the sidebar navigation',
              })}
              className={clsx('menu thin-scrollbar', styles.menu)}
            >
              <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
                <DocSidebarItems
                  items={items}
                  activePath={activePath}
                  level={1}
                  onItemClick={(item) => navigates(item) && onOpenChange(false)}
                />
              </ul>
            </nav>
          </div>
        </ModalSheetFocus>
      </FloatingOverlay>
    </FloatingPortal>
  );
}
