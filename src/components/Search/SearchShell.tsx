import React, { useLayoutEffect } from 'react';
import { LoadingStatus, SearchPanel } from './DialogParts';
import styles from './SearchPanel.module.css';

interface Props {
  query: string;
  onQueryChange: (query: string) => void;
  /** True from compositionstart to compositionend: the dialog must not take over in the middle of an IME word. */
  onComposingChange: (composing: boolean) => void;
  /** Whether the dialog would show its loading state (local mode, whose index is built in the browser). */
  loading: boolean;
  /** Called once the shell is on screen, loading state included. */
  onShown: () => void;
  onClose: () => void;
}

/**
 * The search dialog as it looks before its code is in: rendered by the navbar's own code at the shortcut or
 * click, so the reader can type at once; the dialog takes over with the query once its chunk has loaded.
 * No session and no engine here: they are what the chunk brings.
 */
export function SearchShell({
  query,
  onQueryChange,
  onComposingChange,
  loading,
  onShown,
  onClose,
}: Props): React.ReactElement {
  useLayoutEffect(() => onShown(), [onShown]);
  return (
    <SearchPanel
      query={query}
      onQueryChange={onQueryChange}
      onClose={onClose}
      inputProps={{
        onCompositionStart: () => onComposingChange(true),
        onCompositionEnd: (event) => {
          // Firefox sends the input event of the committed text after compositionend: take the value now.
          onComposingChange(false);
          onQueryChange(event.currentTarget.value);
        },
      }}
    >
      <div className={styles.body}>{loading && <LoadingStatus />}</div>
    </SearchPanel>
  );
}
