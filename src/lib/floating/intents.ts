import type React from 'react';
import type { TriggerHandlers } from './triggerAttributes';

/** What opens and closes a floating element. `contextMenu` is a right click (or a long press on touch screens). */
export type FloatingTrigger = 'hover' | 'click' | 'focus' | 'contextMenu';

/**
 * What a reader did to a trigger before Floating UI was there to see it. Hover and focus are states: they are
 * handed on only if they still hold. A press (click, Enter or Space, right click) is handed on as it came.
 * `prepare` announces a press (a pointer went down): it loads Floating UI and is not handed on.
 */
export type Intent =
  | { kind: 'hover'; event: React.MouseEvent }
  | { kind: 'focus'; event: React.FocusEvent }
  | {
      kind: 'press';
      prop: 'onClick' | 'onKeyDown' | 'onKeyUp' | 'onContextMenu';
      event: React.SyntheticEvent;
    }
  | { kind: 'prepare' };

/** The trigger's React event props watched until Floating UI takes over. */
export const INTENT_EVENT_PROPS = [
  'onMouseEnter',
  'onMouseLeave',
  'onFocus',
  'onPointerDown',
  'onClick',
  'onKeyDown',
  'onKeyUp',
  'onContextMenu',
] as const;

/** Keys that activate a trigger that is not a button. */
const PRESS_KEYS = new Set(['Enter', ' ']);

/** A button turns Enter and Space into a click itself; Floating UI leaves them to it. */
const isKeyPress = (event: React.KeyboardEvent) =>
  PRESS_KEYS.has(event.key) && (event.target as Element | null)?.tagName !== 'BUTTON';

/** What an event on the trigger asks of a floating element with these triggers; undefined when nothing. */
export function intentOf(
  prop: string,
  event: React.SyntheticEvent,
  triggers: ReadonlySet<FloatingTrigger>,
): Intent | undefined {
  const click = triggers.has('click');
  switch (prop) {
    case 'onMouseEnter':
      return triggers.has('hover') ? { kind: 'hover', event: event as React.MouseEvent } : undefined;
    case 'onFocus':
      // A keyboard reader on a click trigger is about to press Enter.
      return triggers.has('focus')
        ? { kind: 'focus', event: event as React.FocusEvent }
        : click
          ? { kind: 'prepare' }
          : undefined;
    case 'onPointerDown':
      return click || triggers.has('contextMenu') ? { kind: 'prepare' } : undefined;
    case 'onClick':
      return click ? { kind: 'press', prop, event } : undefined;
    case 'onKeyDown':
    case 'onKeyUp':
      return click && isKeyPress(event as React.KeyboardEvent) ? { kind: 'press', prop, event } : undefined;
    case 'onContextMenu':
      return triggers.has('contextMenu') ? { kind: 'press', prop, event } : undefined;
    default:
      return undefined;
  }
}

/**
 * The waiting intents with `intent` added. Of hover and focus only the latest counts. Of presses only the
 * first (with the key release that completes it): nothing showed while Floating UI loaded, so a second click
 * means "open" as much as the first, not "close again".
 */
export function queueIntent(queue: readonly Intent[], intent: Intent): Intent[] {
  if (intent.kind === 'prepare') return [...queue];
  if (intent.kind !== 'press') return [...queue.filter((waiting) => waiting.kind !== intent.kind), intent];
  const presses = queue.filter((waiting) => waiting.kind === 'press');
  if (presses.length === 0 || completesKeyPress(presses, intent)) return [...queue, intent];
  return [...queue];
}

/** Whether `intent` is the release of the key whose press is the only one waiting (Space acts on release). */
function completesKeyPress(presses: readonly Intent[], intent: Intent & { kind: 'press' }): boolean {
  const [first] = presses;
  return (
    presses.length === 1 &&
    first.kind === 'press' &&
    first.prop === 'onKeyDown' &&
    intent.prop === 'onKeyUp' &&
    (first.event as React.KeyboardEvent).key === (intent.event as React.KeyboardEvent).key
  );
}

/**
 * Hands Floating UI's trigger handlers the focus the trigger still has and the press, as if it had seen them.
 * Floating UI decides, as it would have: a click opens, a tooltip opens on focus only if the focus is visible,
 * and so on.
 */
export function replayFocusAndPresses(
  queue: readonly Intent[],
  element: HTMLElement,
  handlers: TriggerHandlers,
): void {
  for (const intent of queue) {
    if (intent.kind === 'focus' && element.ownerDocument.activeElement === element)
      handlers.onFocus?.(intent.event);
    if (intent.kind === 'press') handlers[intent.prop]?.(intent.event);
  }
}

/**
 * Tells Floating UI that the pointer is on the trigger, if it still is, as the pointer's arrival would have:
 * the enter delay starts now. Floating UI listens for it on the element itself, not through React. After a
 * press the press decides: a hover delay starting late could reopen a popup that a second click closed.
 */
export function replayHover(queue: readonly Intent[], element: HTMLElement, stillHovered: boolean): void {
  const hover = queue.find((intent) => intent.kind === 'hover');
  if (!hover || !stillHovered || queue.some((intent) => intent.kind === 'press')) return;
  const { clientX, clientY } = hover.event;
  element.dispatchEvent(new MouseEvent('mouseenter', { clientX, clientY }));
}
