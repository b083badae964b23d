/**
 * The parts of the search dialog that the navbar's shell (SearchShell, in the main bundle) renders too while
 * the dialog's chunk loads: the modal panel (frame, search row, footer) and the loading status. Both render
 * them from here so that the shell looks and behaves like the dialog it gives way to; nothing here may import
 * the search engine, or it would land in every page's bundle.
 */
import React, { useId, useLayoutEffect, useRef } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import { trapTab } from './trapTab';
import { SearchIcon } from './SearchIcon';
import styles from './SearchPanel.module.css';

/**
 * Opens the dialog as a modal (the page behind is inert) with the focus in its input, the caret after any
 * text already typed, and the page's scrolling locked while it is open.
 */
function useModalDialog(
  dialogRef: React.RefObject<HTMLDialogElement>,
  inputRef: React.RefObject<HTMLInputElement>,
): void {
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    const input = inputRef.current;
    if (input) {
      input.focus();
      // The text typed in the shell stays where the reader left it: at the end.
      input.setSelectionRange(input.value.length, input.value.length);
    }
    const root = document.documentElement;
    root.dataset.searchOpen = 'true';
    return () => {
      delete root.dataset.searchOpen;
    };
  }, [dialogRef, inputRef]);
}

interface FrameProps {
  dialogRef: React.RefObject<HTMLDialogElement>;
  onClose: () => void;
  children: React.ReactNode;
}

/** The <dialog> and its panel: Escape, the browser's cancel and a click on the backdrop close it; Tab stays inside. */
function SearchDialogFrame({ dialogRef, onClose, children }: FrameProps): React.ReactElement {
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
      <div className={styles.panel}>{children}</div>
    </dialog>
  );
}

/** What else differs between the shell's input and the dialog's: the key and composition handlers. */
type InputExtras = Pick<
  React.InputHTMLAttributes<HTMLInputElement>,
  'aria-activedescendant' | 'aria-describedby' | 'onKeyDown' | 'onCompositionStart' | 'onCompositionEnd'
>;

interface RowProps {
  inputRef: React.RefObject<HTMLInputElement>;
  query: string;
  onQueryChange: (query: string) => void;
  onClose: () => void;
  /** The combobox's list of hits (the dialog renders it once there are hits to show). */
  listId: string;
  expanded: boolean;
  inputProps: InputExtras;
}

/** The search row: icon, the combobox input, the clear button while there is a query, and Esc/Cancel. */
function SearchRow({
  inputRef,
  query,
  onQueryChange,
  onClose,
  listId,
  expanded,
  inputProps,
}: RowProps): React.ReactElement {
  const placeholder = translate({ id: 'theme.SearchBar.placeholder', message: 'Search Docs' });
  return (
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
        aria-controls={listId}
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
  );
}

/** Shown while the local index loads and builds (remote and Algolia modes have nothing to build). */
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

function SearchFooter(): React.ReactElement {
  return (
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
  );
}

interface PanelProps extends Omit<RowProps, 'inputRef' | 'listId' | 'expanded'> {
  /** The combobox's list of hits; the shell has none. */
  listId?: string;
  expanded?: boolean;
  /** What goes between the search row and the footer. */
  children: React.ReactNode;
}

/** The modal dialog with the focus in its search row, what the caller puts below it, and the footer. */
export function SearchPanel({
  children,
  onClose,
  listId,
  expanded = false,
  ...row
}: PanelProps): React.ReactElement {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const ownListId = useId();
  useModalDialog(dialogRef, inputRef);
  return (
    <SearchDialogFrame dialogRef={dialogRef} onClose={onClose}>
      <SearchRow
        {...row}
        inputRef={inputRef}
        onClose={onClose}
        listId={listId ?? ownListId}
        expanded={expanded}
      />
      {children}
      <SearchFooter />
    </SearchDialogFrame>
  );
}
