import React, { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState } from 'react';
import clsx from 'clsx';
import {
  FloatingFocusManager,
  FloatingPortal,
  autoUpdate,
  flip,
  offset,
  safePolygon,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useRole,
  type ElementProps,
  type FloatingRootContext,
  type Placement,
} from '@floating-ui/react';
import { HOVER_DELAY_MS, popupZIndex, type PopupTrigger } from './triggers';
import type { PopupControls } from './index';
import styles from './styles.module.css';

export interface FloatingPopupProps {
  /** The trigger, rendered by Popup; Floating UI positions against it and listens to it. */
  reference: HTMLElement;
  /** Already resolved for the viewport (hover is click on mobile). */
  triggers: ReadonlySet<PopupTrigger>;
  content: React.ReactNode | ((controls: PopupControls) => React.ReactNode);
  placement: Placement;
  role: 'tooltip' | 'dialog' | 'menu';
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  maxWidth?: number;
  gap: number;
  className?: string;
  disabled: boolean;
  /** Gets Floating UI's props for the trigger after every render (Popup puts them on the element). */
  onReferenceProps: (props: Record<string, unknown>) => void;
}

/** Nesting depth, so a popup opened from inside another one stacks above it. */
const PopupDepthContext = createContext(0);

/** Opens on a right click; the browser menu would otherwise cover the popup. */
function useContextMenuTrigger(context: FloatingRootContext, enabled: boolean): ElementProps {
  const { onOpenChange } = context;
  return useMemo(
    () =>
      enabled
        ? {
            reference: {
              onContextMenu(event: React.MouseEvent) {
                event.preventDefault();
                onOpenChange(true, event.nativeEvent, 'click');
              },
            },
          }
        : {},
    [enabled, onOpenChange],
  );
}

/**
 * The Floating UI half of Popup, loaded on demand: opens and closes on hover (0.1 s enter and leave delays),
 * click, keyboard focus or context menu, closes on a click outside or Escape, and renders the popup in a
 * portal above the page (z-index from 1000), positioned and kept on screen.
 */
export default function FloatingPopup({
  reference,
  triggers,
  content,
  placement,
  role,
  open: controlledOpen,
  onOpenChange,
  maxWidth,
  gap,
  className,
  disabled,
  onReferenceProps,
}: FloatingPopupProps): React.ReactElement | null {
  const depth = useContext(PopupDepthContext);
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const open = !disabled && (controlledOpen ?? uncontrolledOpen);
  const setOpen = useCallback(
    (next: boolean) => {
      if (controlledOpen === undefined) setUncontrolledOpen(next);
      onOpenChange?.(next);
    },
    [controlledOpen, onOpenChange],
  );

  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    // Given as an element, not through a ref callback: Floating UI listens to it from the first render on.
    elements: { reference },
    whileElementsMounted: autoUpdate,
    middleware: [offset(gap), flip({ padding: 8 }), shift({ padding: 8 })],
  });
  const interactions = useInteractions([
    useHover(context, {
      enabled: !disabled && triggers.has('hover'),
      delay: HOVER_DELAY_MS,
      // A popover's content can be interactive: the pointer may travel from the trigger into it.
      handleClose: role === 'tooltip' ? null : safePolygon(),
    }),
    useClick(context, { enabled: !disabled && triggers.has('click') }),
    useFocus(context, { enabled: !disabled && triggers.has('focus') }),
    useContextMenuTrigger(context, !disabled && triggers.has('contextMenu')),
    useDismiss(context),
    useRole(context, { role }),
  ]);

  const referenceProps = interactions.getReferenceProps();
  useLayoutEffect(() => onReferenceProps(referenceProps));

  const close = useCallback(() => setOpen(false), [setOpen]);
  if (!open) return null;

  const floating = (
    <div
      ref={refs.setFloating}
      className={clsx(styles.popup, role === 'tooltip' ? styles.tooltip : styles.popover, className)}
      style={{ ...floatingStyles, zIndex: popupZIndex(depth), maxWidth }}
      {...interactions.getFloatingProps()}
    >
      <PopupDepthContext.Provider value={depth + 1}>
        {typeof content === 'function' ? content({ close }) : content}
      </PopupDepthContext.Provider>
    </div>
  );
  return (
    <FloatingPortal>
      {role === 'tooltip' ? (
        floating
      ) : (
        // Keeps Tab order natural although the popover sits at the end of <body>.
        <FloatingFocusManager context={context} modal={false} initialFocus={-1}>
          {floating}
        </FloatingFocusManager>
      )}
    </FloatingPortal>
  );
}
