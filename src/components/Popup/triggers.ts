import { POPUP } from '@site/config/constants';
import type { FloatingTrigger } from '@site/src/lib/floating/intents';

/** What opens and closes a popup. `contextMenu` is a right click (or a long press on touch screens). */
export type PopupTrigger = FloatingTrigger;

/**
 * The triggers a popup listens to. Touch screens have no hover, so on mobile widths a hover trigger becomes a
 * click trigger instead of leaving the popup unreachable.
 */
export function resolveTriggers(
  trigger: PopupTrigger | readonly PopupTrigger[],
  isMobile: boolean,
): ReadonlySet<PopupTrigger> {
  const triggers = new Set<PopupTrigger>(typeof trigger === 'string' ? [trigger] : trigger);
  if (isMobile && triggers.delete('hover')) triggers.add('click');
  return triggers;
}

/** Hover delays in the milliseconds the positioning library expects. */
export const HOVER_DELAY_MS = { open: POPUP.enterDelayS * 1000, close: POPUP.leaveDelayS * 1000 } as const;

/** z-index of a popup: the base, plus one per popup it is nested in, so an inner popup covers its parent. */
export function popupZIndex(depth: number): number {
  return POPUP.zIndexBase + depth;
}
