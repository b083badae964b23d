import React, { cloneElement, isValidElement } from 'react';
import type { Placement } from '@floating-ui/react';
import { POPUP } from '@site/config/constants';
import { useDeferredFloating, type TriggerOwnProps } from '@site/src/lib/floating/useDeferredFloating';
import { useIsMobile } from '@site/src/lib/viewport';
import { floatingPopupModule } from './floatingPopupModule';
import { resolveTriggers, type PopupTrigger } from './triggers';

export interface PopupControls {
  close: () => void;
}

export interface PopupProps {
  /** The element the popup belongs to: a focusable DOM element (it gets the popup's ref and trigger props). */
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
  /** Widest the popup may get, in px. Tooltips default to 250 px, the required tooltip width. */
  maxWidth?: number;
  /** Gap between the trigger and the popup, in px. */
  gap?: number;
  className?: string;
  disabled?: boolean;
}

/**
 * A tooltip or popover anchored to its child. Opens and closes on hover (0.1 s enter and leave delays), click,
 * keyboard focus or context menu; a click outside or Escape closes it. Positioned and kept on screen by
 * Floating UI, rendered in a portal above the page (z-index from 1000).
 *
 * Floating UI is not in the first load: this renders the trigger as a closed popup's, and the Floating UI half
 * (./FloatingPopup) comes at the first sign of use and takes over what the reader did meanwhile (see
 * useDeferredFloating).
 */
export default function Popup({
  children,
  content,
  trigger = 'hover',
  placement = 'bottom',
  role = 'dialog',
  open,
  onOpenChange,
  maxWidth = role === 'tooltip' ? POPUP.tooltipMaxWidth : undefined,
  gap = 8,
  className,
  disabled = false,
}: PopupProps): React.ReactElement {
  const triggers = resolveTriggers(trigger, useIsMobile());
  // React 18 keeps an element's ref on the element, not among its props.
  const ownProps = (
    isValidElement(children)
      ? { ...(children.props as object), ref: (children as { ref?: unknown }).ref }
      : {}
  ) as TriggerOwnProps;
  const { loaded, reference, triggerProps, onReferenceProps } = useDeferredFloating(floatingPopupModule, {
    triggers,
    role,
    ownProps,
    open,
    disabled,
  });
  const FloatingPopup = loaded?.default;
  return (
    <>
      {cloneElement(children, triggerProps)}
      {FloatingPopup && reference && (
        <FloatingPopup
          reference={reference}
          triggers={triggers}
          content={content}
          placement={placement}
          role={role}
          open={open}
          onOpenChange={onOpenChange}
          maxWidth={maxWidth}
          gap={gap}
          className={className}
          disabled={disabled}
          onReferenceProps={onReferenceProps}
        />
      )}
    </>
  );
}

/** A short description of its trigger, shown on hover and keyboard focus, at most 250 px wide. */
export function Tooltip({
  trigger = ['hover', 'focus'],
  placement = 'top',
  ...props
}: Omit<PopupProps, 'role'>): React.ReactElement {
  return <Popup {...props} trigger={trigger} placement={placement} role="tooltip" />;
}

/** Interactive content opened by a click on its trigger. */
export function Popover({ trigger = 'click', ...props }: PopupProps): React.ReactElement {
  return <Popup {...props} trigger={trigger} />;
}
