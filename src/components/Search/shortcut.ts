/** The dialog's keyboard shortcut: Ctrl+K or ⌘K opens it; the hint shows the platform's modifier. */

const SHORTCUT_KEY = 'k';

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

/** The modifier as the hint shows it. */
export function shortcutModifier(apple: boolean): string {
  return apple ? '⌘' : 'Ctrl';
}

/** The same shortcut for aria-keyshortcuts. */
export const ARIA_KEYSHORTCUTS = 'Control+K Meta+K';

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
    event.key.toLowerCase() === SHORTCUT_KEY
  );
}
