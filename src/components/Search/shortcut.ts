/**
 * The dialog's keyboard shortcuts: Ctrl+K or ⌘K anywhere, and `/`, as on most documentation sites, unless the
 * reader is typing in a text field.
 */
interface NavigatorLike {
  platform?: string;
  userAgent?: string;
  userAgentData?: { platform?: string };
}

/** macOS, iOS and iPadOS, where the shortcut is written with the command symbol. */
export function isApplePlatform(navigator: NavigatorLike | undefined): boolean {
  if (!navigator) return false;
  const platform = navigator.userAgentData?.platform || navigator.platform || navigator.userAgent || '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}

export function shortcutModifier(apple: boolean): string {
  return apple ? '⌘' : 'Ctrl';
}

export const ARIA_KEYSHORTCUTS = 'Control+K Meta+K /';

interface KeyEventLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  isComposing?: boolean;
}

/** Ctrl+K or Cmd+K on any platform, without Alt or Shift, and not while an input method composes text. */
export function isSearchShortcut(event: KeyEventLike): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    !event.isComposing &&
    event.key.toLowerCase() === 'k'
  );
}

/** Elements where `/` is text the reader types, not a shortcut. */
const TEXT_ENTRY = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/** Input types that take no typed text: `/` there is still the shortcut. */
const NON_TEXT_INPUTS = new Set('button checkbox color file image radio range reset submit'.split(' '));

function isTextEntry(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = (target as Element).closest(TEXT_ENTRY);
  if (!element) return false;
  if (element instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(element.type);
  return true;
}

/** `/` alone, not while an input method composes text, and not typed into a text field. */
export function isSlashShortcut(event: KeyEventLike & { target: EventTarget | null }): boolean {
  return (
    event.key === '/' &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey &&
    !event.isComposing &&
    !isTextEntry(event.target)
  );
}
