/**
 * The dialog's keyboard shortcuts: Ctrl+K or ⌘K anywhere, and `/`, as on most documentation sites, unless the
 * reader is typing in a text field; neither while an input method composes text.
 */
type NavigatorLike = Partial<Pick<Navigator, 'platform' | 'userAgent'>> & {
  userAgentData?: { platform?: string };
};

/** macOS, iOS and iPadOS, where the shortcut is written with the command symbol. */
export const isApplePlatform = (navigator: NavigatorLike | undefined): boolean =>
  /mac|iphone|ipad|ipod/i.test(
    navigator?.userAgentData?.platform || navigator?.platform || navigator?.userAgent || '',
  );

export const shortcutModifier = (apple: boolean): string => (apple ? '⌘' : 'Ctrl');

export const ARIA_KEYSHORTCUTS = 'Control+K Meta+K /';

type KeyEvent = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'isComposing'>;

/** Ctrl+K or Cmd+K on any platform, without Alt or Shift. */
export const isSearchShortcut = (event: KeyEvent): boolean =>
  (event.ctrlKey || event.metaKey) &&
  !event.altKey &&
  !event.shiftKey &&
  !event.isComposing &&
  event.key.toLowerCase() === 'k';

/** Where `/` is text the reader types: inputs that take no typed text (checkboxes, buttons…) are not. */
const TEXT_ENTRY =
  'textarea, select, [contenteditable]:not([contenteditable="false"]), input:not([type="button"], ' +
  '[type="checkbox"], [type="color"], [type="file"], [type="image"], [type="radio"], [type="range"], ' +
  '[type="reset"], [type="submit"])';

/** `/` alone, not typed into a text field. */
export const isSlashShortcut = (event: KeyEvent & { target: EventTarget | null }): boolean =>
  event.key === '/' &&
  !event.ctrlKey &&
  !event.metaKey &&
  !event.altKey &&
  !event.isComposing &&
  !(event.target instanceof Element && event.target.closest(TEXT_ENTRY));
