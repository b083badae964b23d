import { useCallback, useEffect, useRef, useState } from 'react';

/** The elements of a disclosure menu: its wrapper, the button that opens it and the list of links it shows. */
export interface DisclosureMenu {
  open: boolean;
  rootRef: React.RefObject<HTMLDivElement>;
  buttonRef: React.RefObject<HTMLButtonElement>;
  menuRef: React.RefObject<HTMLUListElement>;
  onButtonClick: (event: React.MouseEvent) => void;
  onButtonKeyDown: (event: React.KeyboardEvent) => void;
  onMenuKeyDown: (event: React.KeyboardEvent) => void;
  onRootBlur: (event: React.FocusEvent) => void;
  close: () => void;
}

type Target = 'first' | 'last';

const itemsOf = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('a[href], button:not([disabled])') ?? []),
];

/**
 * A button that shows a list of links below it (the disclosure pattern), run from the keyboard like a menu
 * button: Enter or Space opens it with the focus on its first link (a mouse click leaves the focus where it
 * is), ArrowDown / ArrowUp open it on the first / last link and move between the links, Home and End jump,
 * Escape closes it and gives the focus back to the button. Tab leaving it, a click outside or a choice
 * closes it. No positioning library: the list drops below its wrapper by CSS.
 */
export function useDisclosureMenu(): DisclosureMenu {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  // Where the focus goes once the list is shown (it cannot take the focus while display: none).
  const pendingFocus = useRef<Target | null>(null);

  const openAt = useCallback((target: Target | null) => {
    pendingFocus.current = target;
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return undefined;
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target) {
      const items = itemsOf(menuRef.current);
      items[target === 'first' ? 0 : items.length - 1]?.focus();
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onButtonClick = useCallback(
    (event: React.MouseEvent) => {
      if (open) setOpen(false);
      // A click with no pointer position (detail 0) came from Enter or Space.
      else openAt(event.detail === 0 ? 'first' : null);
    },
    [open, openAt],
  );

  const onButtonKeyDown = useCallback(
    (event: React.KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        openAt(event.key === 'ArrowDown' ? 'first' : 'last');
      } else if (event.key === 'Escape' && open) {
        event.preventDefault();
        setOpen(false);
      }
    },
    [open, openAt],
  );

  const onMenuKeyDown = useCallback((event: React.KeyboardEvent) => {
    const items = itemsOf(menuRef.current);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => {
      event.preventDefault();
      items[(index + items.length) % items.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        moveTo(at + 1);
        break;
      case 'ArrowUp':
        moveTo(at - 1);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(items.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        setOpen(false);
        buttonRef.current?.focus();
        break;
      default:
    }
  }, []);

  const onRootBlur = useCallback((event: React.FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !rootRef.current?.contains(next)) setOpen(false);
  }, []);

  return {
    open,
    rootRef,
    buttonRef,
    menuRef,
    onButtonClick,
    onButtonKeyDown,
    onMenuKeyDown,
    onRootBlur,
    close,
  };
}
