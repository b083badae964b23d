import type React from 'react';

export type TriggerAttributes = Readonly<Record<string, string | undefined>>;
export type TriggerHandlers = Readonly<Record<string, ((event: React.SyntheticEvent) => void) | undefined>>;

/**
 * The attributes Floating UI's useRole gives the trigger of a closed popup. Popup renders them (on the server
 * too) until Floating UI is loaded, so the trigger does not change when it arrives; tests/unit/popup-lazy.test.tsx
 * compares both.
 */
export function closedTriggerAttributes(role: 'tooltip' | 'dialog' | 'menu', id: string): TriggerAttributes {
  if (role === 'tooltip') return {};
  return { 'aria-expanded': 'false', 'aria-haspopup': role, ...(role === 'menu' && { id }) };
}

/** Floating UI's props for the trigger, split into DOM attributes and event handlers. */
export function splitReferenceProps(props: Record<string, unknown>): {
  attributes: TriggerAttributes;
  handlers: TriggerHandlers;
} {
  const attributes: Record<string, string | undefined> = {};
  const handlers: Record<string, (event: React.SyntheticEvent) => void> = {};
  for (const [name, value] of Object.entries(props)) {
    if (typeof value === 'function') handlers[name] = value as (event: React.SyntheticEvent) => void;
    else
      attributes[name] =
        value === undefined ? undefined : typeof value === 'string' ? value : JSON.stringify(value);
  }
  return { attributes, handlers };
}

/** Whether two sets of trigger props render the same: same attributes, same handled events. */
export function sameTriggerProps(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every(
      (key) => key in b && (typeof a[key] === 'function' ? typeof b[key] === 'function' : a[key] === b[key]),
    )
  );
}
