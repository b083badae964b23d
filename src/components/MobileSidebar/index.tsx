import React, { useEffect, useState } from 'react';
import clsx from 'clsx';
import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import { useLocation } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import IconMenu from '@theme/Icon/Menu';
import type { FloatingTrigger } from '@site/src/lib/floating/intents';
import { useDeferredFloating } from '@site/src/lib/floating/useDeferredFloating';
import { lazyModule } from '@site/src/lib/lazyModule';
import { useIsMobile } from '@site/src/lib/viewport';
import styles from './styles.module.css';

/** The drawer and Floating UI: fetched at the first sign of use of the Menu button, not before. */
const drawerModule = lazyModule(() => import(/* webpackChunkName: "mobile-sidebar-drawer" */ './Drawer'));

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

/** The drawer's only trigger: a click (or Enter) on the Menu button. */
const MENU_TRIGGERS: ReadonlySet<FloatingTrigger> = new Set(['click']);

/**
 * The doc sidebar on mobile widths (1024 px or less): a "Menu" bar under the navbar whose button opens the
 * sidebar in a modal drawer. A click on the backdrop, Escape, the close button or a navigation closes it; focus
 * stays inside while it is open and goes back to the Menu button after. The bar is in the static HTML and
 * shown by CSS only on mobile widths, so the page does not shift when React takes over. The drawer and
 * Floating UI (./Drawer) come with the first use of the button (see useDeferredFloating).
 */
export default function MobileSidebar(): React.ReactElement | null {
  const sidebar = useDocsSidebar();
  const { pathname } = useLocation();
  const [open, setOpen] = useDrawerOpen();
  const { loaded, reference, triggerProps, onReferenceProps } = useDeferredFloating(drawerModule, {
    triggers: MENU_TRIGGERS,
    role: 'dialog',
    open,
  });
  if (!sidebar) return null;

  const Drawer = loaded?.default;
  const menuLabel = translate({
    id: 'theme.docs.mobileMenu.button',
    message: 'Menu',
    description: 'Button that opens the doc sidebar on mobile widths',
  });
  return (
    <>
      <div className={clsx('doc-mobile-menu-bar', styles.bar)}>
        <button
          type="button"
          className={clsx('clean-btn', 'doc-mobile-menu-button', styles.menuButton)}
          {...triggerProps}
        >
          <IconMenu width={18} height={18} />
          <span>{menuLabel}</span>
        </button>
        {/* Without JavaScript the button cannot work: this disclosure takes its place and shows the doc sidebar,
            which follows the bar in the page, by CSS alone (static/no-js.css). */}
        <details className="doc-no-js-menu">
          <summary className={styles.menuButton}>
            <IconMenu width={18} height={18} />
            <span>{menuLabel}</span>
          </summary>
        </details>
      </div>
      {Drawer && reference && (
        <Drawer
          reference={reference}
          open={open}
          onOpenChange={setOpen}
          items={sidebar.items}
          activePath={pathname}
          label={menuLabel}
          onReferenceProps={onReferenceProps}
        />
      )}
    </>
  );
}
