import React, { cloneElement, createContext, isValidElement, useCallback, useContext, useMemo, useState } from 'react';
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
  useMergeRefs,
  useRole,
  type ElementProps,
  type FloatingRootContext,
  type Placement,
} from '@floating-ui/react';
import { POPUP } from '@site/src/constants';
import { HOVER_DELAY_MS, popupZIndex, resolveTriggers, type PopupTrigger } from './triggers';
import { useIsMobile } from '@site/src/lib/viewport';
import styles from './styles.module.css';

export type { PopupTrigger } from './triggers';
export type { Placement as PopupPlacement } from '@floating-ui/react';

export interface PopupControls {
  close: () => void;
}

export interface PopupProps {
  /** The element the popup belongs to. It must pass a ref and DOM props on to a focusable element. */
  children: React.ReactElement;
  /** Popup body; a function gets `close` (for menu entries that should close the popup). */
  content: React.ReactNode | ((controls: PopupControls) => React.ReactNode);
  /** What opens and closes it. On mobile widths hover becomes click. */
  trigger?: PopupTrigger | readonly PopupTrigger[];
  placement?: Placement;
  /**
   * ARIA pattern. `tooltip` describes its trigger (aria-describedby); `dialog` and `menu` are popovers whose
   * trigger gets aria-haspopup, aria-expanded and aria-controls.
   */
  role?: 'tooltip' | 'dialog' | 'menu';
  /** Controlled open state; leave out to let the popup manage it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Widest the popup may get, in px. Tooltips default to the spec's 250. */
  maxWidth?: number;
  /** Gap between the trigger and the popup, in px. */
  gap?: number;
  className?: string;
  disabled?: boolean;
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
 * A tooltip or popover anchored to its child. Opens and closes on hover (0.1 s enter and leave delays), click,
 * keyboard focus or context menu; a click outside or Escape closes it. Positioned and kept on screen by
 * Floating UI, rendered in a portal above the page (z-index from 1000).
 */
export default function Popup({
  children,
  content,
  trigger = 'hover',
  placement = 'bottom',
  role = 'dialog',
  open: controlledOpen,
  onOpenChange,
  maxWidth = role === 'tooltip' ? POPUP.tooltipMaxWidth : undefined,
  gap = 8,
  className,
  disabled = false,
}: PopupProps): React.ReactElement {
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

  const triggers = resolveTriggers(trigger, useIsMobile());
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
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

  const childProps = (isValidElement(children) ? children.props : {}) as Record<string, unknown> & { ref?: React.Ref<Element> };
  const referenceRef = useMergeRefs([refs.setReference, childProps.ref]);
  const close = useCallback(() => setOpen(false), [setOpen]);

  const floating = (
    <div
      ref={refs.setFloating}
      className={clsx(styles.popup, role === 'tooltip' ? styles.tooltip : styles.popover, className)}
      style={{ ...floatingStyles, zIndex: popupZIndex(depth), maxWidth }}
      {...interactions.getFloatingProps()}
    >
      <PopupDepthContext.Provider value={depth + 1}>{typeof content === 'function' ? content({ close }) : content}</PopupDepthContext.Provider>
    </div>
  );

  return (
    <>
      {cloneElement(children, interactions.getReferenceProps({ ...childProps, ref: referenceRef }))}
      {open && (
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
      )}
    </>
  );
}

/** A short description of its trigger, shown on hover and keyboard focus, at most 250 px wide. */
export function Tooltip({ trigger = ['hover', 'focus'], placement = 'top', ...props }: Omit<PopupProps, 'role'>): React.ReactElement {
  return <Popup {...props} trigger={trigger} placement={placement} role="tooltip" />;
}

/** Interactive content opened by a click on its trigger. */
export function Popover({ trigger = 'click', ...props }: PopupProps): React.ReactElement {
  return <Popup {...props} trigger={trigger} />;
}
