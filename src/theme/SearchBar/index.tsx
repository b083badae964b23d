import React from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { translate } from '@docusaurus/Translate';
import { ARIA_KEYSHORTCUTS, isApplePlatform, shortcutModifier } from '@site/src/components/Search/shortcut';
import { useSearchLauncher } from '@site/src/components/Search/useSearchLauncher';
import { SearchIcon, SearchShell } from '@site/src/components/Search/DialogParts';
import styles from '@site/src/components/Search/SearchButton.module.css';

/** The navbar's search button and the dialog it opens (or its shell until the dialog's chunk is in). */
export default function SearchBar(): React.ReactElement {
  const launcher = useSearchLauncher();
  const isBrowser = useIsBrowser();
  const placeholder = translate({ id: 'theme.SearchBar.placeholder', message: 'Search Docs' });
  // Unknown on the server: the hint's box is there from the first paint, its text shows once it is known.
  const platform = isBrowser ? (isApplePlatform(navigator) ? 'apple' : 'other') : undefined;
  const { Dialog, target } = launcher;

  return (
    <>
      <button
        ref={launcher.buttonRef}
        type="button"
        className={styles.searchButton}
        aria-haspopup="dialog"
        aria-keyshortcuts={ARIA_KEYSHORTCUTS}
        {...launcher.buttonHandlers}
      >
        <SearchIcon />
        <span className={styles.placeholder}>{placeholder}</span>
        {/* Both modifiers are in the server's HTML, stacked in one key cap as wide as the wider: the platform,
            known only in the browser, picks one without moving the navbar. */}
        <span className={styles.shortcut} data-platform={platform} aria-hidden="true">
          <kbd className={styles.modifier}>
            <span className={styles.otherModifier}>{shortcutModifier(false)}</span>
            <span className={styles.appleModifier}>{shortcutModifier(true)}</span>
          </kbd>
          <kbd>K</kbd>
        </span>
      </button>
      {/* The take-over waits for the end of an IME composition: unmounting its input would break the word. */}
      {launcher.open &&
        (Dialog ? (
          <Dialog
            target={target}
            onClose={launcher.close}
            initialQuery={launcher.shellQuery}
            loadingSince={launcher.loadingSince}
          />
        ) : (
          <SearchShell
            query={launcher.shellQuery}
            onQueryChange={launcher.changeShellQuery}
            onComposingChange={launcher.changeComposing}
            // As the dialog: a loading state only where an index is built in the browser.
            loading={target.config.mode === 'local'}
            onShown={launcher.shellShown}
            onClose={launcher.close}
          />
        ))}
    </>
  );
}
