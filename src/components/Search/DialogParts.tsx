/**
 * The search dialog's panel and loading status, rendered both by the dialog and by its shell (in the main
 * bundle, shown while the dialog's chunk loads), so that the one looks as the other it gives way to. Nothing
 * here may import the search engine, or it would land in every page's bundle.
 */
import React, { useId, useLayoutEffect, useRef } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import styles from './SearchPanel.module.css';

export function SearchIcon({ className }: { className?: string }): React.ReactElement {
  return (
    <svg className={className} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <path
        fill="currentColor"
        d="M6.03 10.2a4.17 4.17 0 1 1 4.17-4.17 4.16 4.16 0 0 1-4.17 4.17Zm9.69 4.22-4.82-4.82A5.88 5.88 0 0 0 12.06 6.03a6 6 0 1 0-2.46 4.87l4.82 4.82a.9.9 0 0 0 1.3 0 .9.9 0 0 0 0-1.3Z"
      />
    </svg>
  );
}

const FOCUSABLE =
  'a[href]:not([tabindex="-1"]), button:not([disabled]):not([tabindex="-1"]), input:not([disabled]), [tabindex="0"]';

/** Tab past a modal dialog's last control would reach the browser's own UI: it wraps to the first instead. */
function trapTab(event: React.KeyboardEvent, dialog: HTMLElement): void {
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0 || element === document.activeElement,
  );
  const [first, last] = [focusable[0], focusable[focusable.length - 1]];
  const current = document.activeElement;
  if (first && (!dialog.contains(current) || current === (event.shiftKey ? first : last))) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

export function LoadingStatus(): React.ReactElement {
  return (
    <p className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <Translate id="theme.SearchBar.loading" description="Shown while the search index loads">
        Loading the search index…
      </Translate>
    </p>
  );
}

interface PanelProps {
  query: string;
  onQueryChange: (query: string) => void;
  onClose: () => void;
  /** The combobox's list of hits; the shell has none. */
  listId?: string;
  expanded?: boolean;
  inputProps?: React.InputHTMLAttributes<HTMLInputElement>;
  children: React.ReactNode;
}

/**
 * A modal <dialog> (the page behind is inert, its scroll locked) with the search row, `children` and the key
 * hints. Escape, the browser's cancel and a click on the backdrop close it; Tab stays inside.
 */
export function SearchPanel({
  query,
  onQueryChange,
  onClose,
  listId,
  expanded = false,
  inputProps,
  children,
}: PanelProps): React.ReactElement {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const ownListId = useId();
  const placeholder = translate({ id: 'theme.SearchBar.placeholder', message: 'Search Docs' });

  useLayoutEffect(() => {
    if (!dialogRef.current?.open) dialogRef.current?.showModal();
    // The caret after any text typed in the shell.
    const input = inputRef.current;
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
    const root = document.documentElement;
    root.dataset.searchOpen = 'true';
    return () => {
      delete root.dataset.searchOpen;
    };
  }, []);

  function onKeyDown(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      // Handled here rather than by the dialog's own cancel, so closing always goes through onClose.
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab' && dialogRef.current) {
      trapTab(event, dialogRef.current);
    }
  }

  return (
    // <dialog> has the dialog role, whose key handlers jsx-a11y allows, but the plugin only knows the role
    // when it is written as an attribute (which would be redundant).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label={translate({
        id: 'theme.SearchBar.dialogLabel',
        message: 'Search the documentation',
        description: 'Accessible name of the search dialog',
      })}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={onClose}
      // A click on the dialog element itself is a click on the backdrop around the panel.
      onClick={(event) => event.target === dialogRef.current && onClose()}
    >
      <div className={styles.panel}>
        <div className={styles.searchRow}>
          <SearchIcon className={styles.inputIcon} />
          <input
            ref={inputRef}
            className={styles.input}
            type="search"
            role="combobox"
            aria-label={placeholder}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId ?? ownListId}
            placeholder={placeholder}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            {...inputProps}
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
          />
          {query && (
            <button
              type="button"
              className={styles.clearButton}
              aria-label={translate({
                id: 'theme.SearchBar.clear',
                message: 'Clear the query',
                description: 'Accessible name of the button that empties the search input',
              })}
              onClick={() => {
                onQueryChange('');
                inputRef.current?.focus();
              }}
            >
              ×
            </button>
          )}
          {/* Esc is the hint on keyboards; touch screens, which have no Esc key, see the word instead. */}
          <button type="button" className={styles.closeButton} onClick={onClose}>
            <kbd className={styles.closeKey}>Esc</kbd>
            <span className={styles.closeText}>
              <Translate id="theme.SearchBar.cancel" description="Button that closes the search dialog">
                Cancel
              </Translate>
            </span>
          </button>
        </div>
        {children}
        <footer className={styles.footer} aria-hidden="true">
          <span>
            <kbd>↑</kbd>
            <kbd>↓</kbd> <Translate id="theme.SearchBar.hint.navigate">to navigate</Translate>
          </span>
          <span>
            <kbd>↵</kbd> <Translate id="theme.SearchBar.hint.select">to select</Translate>
          </span>
          <span>
            <kbd>Esc</kbd> <Translate id="theme.SearchBar.hint.close">to close</Translate>
          </span>
        </footer>
      </div>
    </dialog>
  );
}

interface ShellProps extends Omit<PanelProps, 'children' | 'inputProps'> {
  /** The dialog must not take over in the middle of an IME word. */
  onComposingChange: (composing: boolean) => void;
  /** Whether the dialog would show its loading state (local mode). */
  loading: boolean;
  onShown: () => void;
}

/** The dialog as it looks before its chunk is in, so the reader can type at once; no session, no engine. */
export function SearchShell({
  onComposingChange,
  loading,
  onShown,
  ...panel
}: ShellProps): React.ReactElement {
  useLayoutEffect(() => onShown(), [onShown]);
  return (
    <SearchPanel
      {...panel}
      inputProps={{
        onCompositionStart: () => onComposingChange(true),
        onCompositionEnd: (event) => {
          // Firefox sends the input event of the committed text after compositionend: take the value now.
          onComposingChange(false);
          panel.onQueryChange(event.currentTarget.value);
        },
      }}
    >
      <div className={styles.body}>{loading && <LoadingStatus />}</div>
    </SearchPanel>
  );
}
