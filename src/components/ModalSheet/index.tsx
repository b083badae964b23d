import React from 'react';
import {
  FloatingFocusManager,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
  type FloatingContext,
} from '@floating-ui/react';

/*
 * The modal behaviour shared by the doc sidebar drawer (src/components/MobileSidebar) and the hamburger's nav
 * screen (src/theme/Navbar/MobileSidebar): a dialog over the page. Floating UI: import this only from modules
 * that are themselves loaded on demand, so it stays out of the first load of a page.
 */

export interface ModalSheetOptions {
  /** The button that opens the sheet; focus goes back to it when the sheet closes. */
  reference: HTMLElement | null;
  /** The sheet itself, when its owner renders it (otherwise set it with `refs.setFloating`). */
  floating?: HTMLElement | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whether a click on `reference` opens and closes the sheet (false when the button handles its clicks). */
  toggleOnClick?: boolean;
  /** Whether a click outside the sheet closes it (false when a backdrop of the owner's handles it). */
  closeOnOutsideClick?: boolean;
}

/**
 * Open state, Escape and (optionally) outside clicks for a modal sheet. `sheetProps` go on the sheet element:
 * role dialog, aria-modal, an id; give it a name (`aria-label`) too.
 */
export function useModalSheet({
  reference,
  floating,
  open,
  onOpenChange,
  toggleOnClick = true,
  closeOnOutsideClick = true,
}: ModalSheetOptions) {
  const { refs, context } = useFloating({
    open,
    onOpenChange,
    elements: { reference, ...(floating !== undefined && { floating }) },
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context, { enabled: toggleOnClick }),
    // A click rather than a pointerdown closes it, so the click cannot land on the page under the backdrop.
    useDismiss(context, { outsidePress: closeOnOutsideClick, outsidePressEvent: 'click' }),
    useRole(context, { role: 'dialog' }),
  ]);
  return {
    refs,
    context,
    getReferenceProps,
    sheetProps: getFloatingProps({ 'aria-modal': true }),
  };
}

export interface ModalSheetFocusProps {
  context: FloatingContext;
  /** What gets the focus on opening; the first focusable element of the sheet by default. */
  initialFocus?: React.MutableRefObject<HTMLElement | null>;
  /** Elements outside the sheet that stay usable while it is open (a backdrop that closes it on click). */
  getInsideElements?: () => Element[];
  children: React.ReactNode;
}

/**
 * Focus of a modal sheet (WCAG 2.4.3, 2.4.11): moves in on opening, Tab and Shift+Tab cycle inside, the rest of
 * the page is inert (out of the Tab order, the pointer's reach and the accessibility tree), and the focus goes
 * back to the sheet's button on closing. Stays mounted while closed, so a sheet that is always rendered (the
 * nav screen, shown and hidden by CSS) keeps its element.
 */
export function ModalSheetFocus({
  context,
  initialFocus,
  getInsideElements,
  children,
}: ModalSheetFocusProps): React.ReactElement {
  return (
    <FloatingFocusManager
      context={context}
      disabled={!context.open}
      initialFocus={initialFocus ?? 0}
      outsideElementsInert
      getInsideElements={getInsideElements}
    >
      <>{children}</>
    </FloatingFocusManager>
  );
}
