import type React from 'react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import { useLazyModule, type LazyModule } from '@site/src/lib/lazyModule';
import {
  INTENT_EVENT_PROPS,
  intentOf,
  queueIntent,
  replayFocusAndPresses,
  replayHover,
  type FloatingTrigger,
  type Intent,
} from './intents';
import {
  closedTriggerAttributes,
  sameTriggerProps,
  splitReferenceProps,
  type TriggerHandlers,
} from './triggerAttributes';

export type TriggerOwnProps = Record<string, unknown> & { ref?: React.Ref<HTMLElement>; id?: string };

export interface DeferredFloatingOptions {
  triggers: ReadonlySet<FloatingTrigger>;
  role: 'tooltip' | 'dialog' | 'menu';
  /** The trigger element's own props: its handlers run after Floating UI's, its attributes win over them. */
  ownProps?: TriggerOwnProps;
  /** Open by its owner's choice: Floating UI is loaded for it without waiting for the reader. */
  open?: boolean;
  disabled?: boolean;
}

export interface DeferredFloating<M> {
  /** The module with the Floating UI part, once the reader (or `open`) has asked for it and it has arrived. */
  loaded: M | undefined;
  /** The trigger element, for the Floating UI part: mount that part only with both. */
  reference: HTMLElement | null;
  /** Props for the trigger element: ARIA attributes, event handlers and ref. */
  triggerProps: Record<string, unknown>;
  /** For the Floating UI part, after each of its renders: Floating UI's props for the trigger. */
  onReferenceProps: (props: Record<string, unknown>) => void;
}

function assignRef<T>(ref: React.Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as React.MutableRefObject<T | null>).current = value;
}

/**
 * Keeps Floating UI out of the first load of a page: the trigger is rendered here, with the attributes Floating
 * UI gives a closed trigger (on the server too), and `module`, the Floating UI part, is loaded at the first sign
 * of use (see intentOf). What the reader did before it arrived is handed to it then (see intents.ts), so a
 * click made while it loads still opens the floating element. Once there, the part reports Floating UI's
 * trigger props (onReferenceProps) and this renders them on the same element: no remount, no lost focus, no
 * layout shift, no hydration mismatch.
 */
export function useDeferredFloating<M>(
  module: LazyModule<M>,
  { triggers, role, ownProps = {}, open, disabled = false }: DeferredFloatingOptions,
): DeferredFloating<M> {
  const generatedId = useId();
  const element = useRef<HTMLElement | null>(null);
  // The trigger element once Floating UI is wanted for it; null until then.
  const [reference, setReference] = useState<HTMLElement | null>(null);
  const { loaded, load } = useLazyModule(module, reference !== null);
  const active = Boolean(loaded && reference);

  const pending = useRef<Intent[]>([]);
  const hovered = useRef(false);
  // Floating UI's trigger props: the latest for their handlers, the rendered ones for attributes and events.
  const floatingHandlers = useRef<TriggerHandlers>({});
  const [floatingProps, setFloatingProps] = useState<Record<string, unknown>>();
  const renderedFloatingProps = useRef(floatingProps);

  const want = useCallback(() => {
    setReference((current) => current ?? element.current);
    void load().then((arrived) => {
      // Nothing opened for those: the reader tries again, and that is what counts then.
      if (!arrived) pending.current = [];
    });
  }, [load]);

  useEffect(() => {
    if (open && !disabled) want();
  }, [open, disabled, want]);

  // A child's effects run before its parent's. Layout effects: the Floating UI part has reported its handlers.
  // Passive effects: Floating UI listens to the trigger element itself (hover).
  useIsomorphicLayoutEffect(() => {
    if (!active || !reference) return;
    replayFocusAndPresses(pending.current, reference, floatingHandlers.current);
    pending.current = pending.current.filter((intent) => intent.kind === 'hover');
  }, [active, reference]);
  useEffect(() => {
    if (!active || !reference) return;
    replayHover(pending.current, reference, hovered.current);
    pending.current = [];
  }, [active, reference]);

  const onReferenceProps = useCallback((props: Record<string, unknown>) => {
    floatingHandlers.current = props as TriggerHandlers;
    if (renderedFloatingProps.current && sameTriggerProps(renderedFloatingProps.current, props)) return;
    renderedFloatingProps.current = props;
    setFloatingProps(props);
  }, []);

  const ownRef = ownProps.ref;
  const ref = useCallback(
    (node: HTMLElement | null) => {
      element.current = node;
      // A new element for a trigger Floating UI already serves: Floating UI follows it.
      if (node) setReference((current) => (current ? node : current));
      assignRef(ownRef, node);
    },
    [ownRef],
  );

  const onTriggerEvent = (prop: string, event: React.SyntheticEvent) => {
    if (active) {
      floatingHandlers.current[prop]?.(event);
    } else if (!disabled) {
      if (prop === 'onMouseEnter' || prop === 'onMouseLeave') hovered.current = prop === 'onMouseEnter';
      const intent = intentOf(prop, event, triggers);
      if (intent) {
        // The browser menu shows now or never: keep it closed for the popup that is on its way.
        if (prop === 'onContextMenu') event.preventDefault();
        pending.current = queueIntent(pending.current, intent);
        want();
      }
    }
    (ownProps[prop] as ((event: React.SyntheticEvent) => void) | undefined)?.(event);
  };

  const { attributes, handlers } = floatingProps
    ? splitReferenceProps(floatingProps)
    : { attributes: closedTriggerAttributes(role, ownProps.id ?? generatedId), handlers: {} };
  const triggerProps: Record<string, unknown> = { ref };
  for (const [name, value] of Object.entries(attributes)) if (!(name in ownProps)) triggerProps[name] = value;
  for (const prop of new Set([...INTENT_EVENT_PROPS, ...Object.keys(handlers)])) {
    triggerProps[prop] = (event: React.SyntheticEvent) => onTriggerEvent(prop, event);
  }
  return { loaded, reference, triggerProps, onReferenceProps };
}
