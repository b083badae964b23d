import React from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { translate } from '@docusaurus/Translate';
import { ARIA_KEYSHORTCUTS, isApplePlatform, shortcutModifier } from '@site/src/components/Search/shortcut';
import { useSearchLauncher } from '@site/src/components/Search/useSearchLauncher';
import { SearchIcon } from '@site/src/components/Search/SearchIcon';
import { SearchShell } from '@site/src/components/Search/SearchShell';
import styles from '@site/src/components/Search/SearchButton.module.css';

/**
 * The navbar's search button (placeholder "Search Docs" and the Ctrl/⌘ K hint) and the search dialog it
 * opens; the state lives in useSearchLauncher. Replaces the search plugin's autocomplete box; the plugin
 * still builds the index. Until the dialog's chunk is in, an opening shows its shell at once.
 */
export default function SearchBar(): React.ReactElement {
  const launcher = useSearchLauncher();
  const isBrowser = useIsBrowser();
  const placeholder = translate({ id: 'theme.SearchBar.placeholder', message: 'Search Docs' });
  const modifier = isBrowser ? shortcutModifier(isApplePlatform(navigator)) : undefined;
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
        <SearchIcon className={styles.buttonIcon} />
        <span className={styles.placeholder}>{placeholder}</span>
        {/* The platform is only known in the browser; the hint appears after hydration. */}
        {modifier && (
          <span className={styles.shortcut} aria-hidden="true">
            <kbd>{modifier}</kbd>
            <kbd>K</kbd>
          </span>
        )}
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
