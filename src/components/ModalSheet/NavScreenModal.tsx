import React, { useLayoutEffect, useRef } from 'react';
import { ModalSheetFocus, useModalSheet } from './index';

/** What the nav screen's container gets from the modal part: role dialog, aria-modal, an id. */
export type SheetProps = Record<string, unknown>;

export interface NavScreenModalProps {
  /** The hamburger (stock Navbar/MobileSidebar/Toggle): it opens and closes the nav screen by itself. */
  hamburger: HTMLElement | null;
  /** The nav screen's container (Navbar/MobileSidebar/Layout). */
  sheet: HTMLElement | null;
  /** The stock backdrop beside the nav screen: it closes the nav screen on click, so it stays usable. */
  backdrop: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  /** Renders the nav screen with the attributes for its container. */
  children: (sheetProps: SheetProps) => React.ReactElement;
}

/**
 * The first navigation link of the panel shown (the releases show their sidebar, the main menu beside it inert):
 * where the reader is heading, rather than the logo in the nav screen's header.
 */
const FIRST_LINK_SELECTOR = '.navbar-sidebar__item:not([inert]) .menu__link';

/**
 * The Floating UI part of the hamburger's nav screen, loaded on demand: the same modal sheet as the docs Menu
 * drawer (src/components/ModalSheet). Opening moves the focus to the first link, Tab stays inside, the page
 * behind is inert, Escape closes it and the focus goes back to the hamburger. The hamburger and the backdrop
 * keep their stock click handlers.
 */
export default function NavScreenModal({
  hamburger,
  sheet,
  backdrop,
  open,
  onClose,
  children,
}: NavScreenModalProps): React.ReactElement {
  const { context, sheetProps } = useModalSheet({
    reference: hamburger,
    floating: sheet,
    open,
    onOpenChange: (next) => {
      if (!next) onClose();
    },
    toggleOnClick: false,
    closeOnOutsideClick: false,
  });
  const firstLink = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    firstLink.current = sheet?.querySelector<HTMLElement>(FIRST_LINK_SELECTOR) ?? null;
  });
  return (
    <ModalSheetFocus
      context={context}
      initialFocus={firstLink}
      getInsideElements={() => (backdrop ? [backdrop] : [])}
    >
      {children(sheetProps)}
    </ModalSheetFocus>
  );
}
