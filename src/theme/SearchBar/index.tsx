import React, { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluginData } from '@docusaurus/useGlobalData';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { translate } from '@docusaurus/Translate';
import { useActivePlugin, useActiveVersion } from '@docusaurus/plugin-content-docs/client';
import { SEARCH_CONFIG, type SearchConfig } from '@site/config/search';
import {
  ARIA_KEYSHORTCUTS,
  isApplePlatform,
  isSearchShortcut,
  shortcutModifier,
} from '@site/src/components/Search/shortcut';
import type { SearchIndexGlobalData } from '@site/src/lib/search/format/compactIndex';
import type { SearchTarget } from '@site/src/lib/search/client/searchEngine';
import { preloadLocalIndex, warmLocalIndex } from '@site/src/lib/search/client/localIndex';
import { loadDialog, loadedDialog, type DialogModule } from '@site/src/components/Search/loadDialog';
import { SearchIcon } from '@site/src/components/Search/SearchIcon';
import { SearchShell } from '@site/src/components/Search/SearchShell';
import styles from '@site/src/components/Search/styles.module.css';

/** What to search from the current page: the site config, the locale and, when versioned, the docs version. */
function useSearchTarget(): SearchTarget {
  const { siteConfig, i18n } = useDocusaurusContext();
  const config = (siteConfig.customFields?.search as SearchConfig | undefined) ?? SEARCH_CONFIG;
  const activePlugin = useActivePlugin();
  const activeVersion = useActiveVersion(activePlugin?.pluginId);
  const olderVersion = config.versioned && activeVersion && !activeVersion.isLast ? activeVersion : undefined;
  // Written by plugins/search-index: the locale's content-hashed index file name (none without the plugin).
  const indexData = usePluginData('@easyops-cn/docusaurus-search-local', undefined, { failfast: false }) as
    SearchIndexGlobalData | undefined;
  const indexFile = indexData?.indexFile ?? '';
  return useMemo(() => {
    const indexBaseUrl = olderVersion ? `${olderVersion.path.replace(/\/$/, '')}/` : siteConfig.baseUrl;
    return {
      config,
      indexBaseUrl,
      indexUrl: indexBaseUrl + indexFile,
      locale: i18n.currentLocale,
      version: olderVersion?.name ?? '',
    };
  }, [config, olderVersion, siteConfig.baseUrl, indexFile, i18n.currentLocale]);
}

/**
 * The navbar's search button (placeholder "Search Docs" and the Ctrl/⌘ K hint) and the search dialog it
 * opens. Replaces the search plugin's autocomplete box; the plugin still builds the index and runs the worker.
 * Until the dialog's chunk is in, an opening shows its shell at once (SearchShell, in this bundle), so the
 * query is typed, and its index files requested, while the chunk downloads; the dialog then takes over.
 */
export default function SearchBar(): React.ReactElement {
  const target = useSearchTarget();
  const isBrowser = useIsBrowser();
  const [open, setOpen] = useState(false);
  const isOpen = useRef(false);
  const [dialog, setDialog] = useState<DialogModule | undefined>(loadedDialog);
  const pendingDialog = useRef<Promise<DialogModule | undefined> | null>(null);
  const [shellQuery, setShellQuery] = useState('');
  // The reader sees the loading state from the shell on: the dialog's minimum loading time counts from there.
  const [loadingSince, setLoadingSince] = useState<number>();
  const [composing, setComposing] = useState(false);
  const composingRef = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const requestDialog = useCallback(() => {
    pendingDialog.current ??= loadDialog().then(
      (module) => {
        setDialog(module);
        return module;
      },
      (error: unknown) => {
        // The shell stays, still loading; the next hover or opening tries again.
        pendingDialog.current = null;
        console.error('Loading the search dialog failed.', error);
        return undefined;
      },
    );
    return pendingDialog.current;
  }, []);

  // Intent to search (pointer over or focus on the button, the shortcut) starts the downloads, never the page
  // load: in local mode the index and the worker, in parallel with the dialog's code.
  const preloadIndex = useCallback(() => {
    if (target.config.mode === 'local') preloadLocalIndex(target.indexUrl);
  }, [target]);

  // The shortcut and the click request the dialog's chunk now, while the shell renders; a failed chunk is
  // requested again at the next opening, not by a second shortcut in the same one.
  const openDialog = useCallback(() => {
    if (isOpen.current) return;
    isOpen.current = true;
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    preloadIndex();
    void requestDialog();
    setOpen(true);
  }, [preloadIndex, requestDialog]);

  const closeDialog = useCallback(() => {
    isOpen.current = false;
    setOpen(false);
    setShellQuery('');
    setLoadingSince(undefined);
    composingRef.current = false;
    setComposing(false);
  }, []);

  const shellShown = useCallback(() => setLoadingSince((since) => since ?? Date.now()), []);

  const changeComposing = useCallback((value: boolean) => {
    composingRef.current = value;
    setComposing(value);
  }, []);

  const changeShellQuery = useCallback(
    (query: string) => {
      setShellQuery(query);
      // The index files the query needs download now rather than once the dialog's code is in; the text of
      // an unfinished IME composition is not the query yet (pinyin letters would fetch English shards).
      if (target.config.mode === 'local' && !composingRef.current && query.trim())
        warmLocalIndex(target.indexUrl, query);
    },
    [target],
  );

  useEffect(() => {
    if (open) return;
    const element = returnFocusTo.current;
    returnFocusTo.current = null;
    if (!element) return;
    (element.isConnected && element !== document.body ? element : buttonRef.current)?.focus({
      preventScroll: true,
    });
  }, [open]);

  // Pointing at or focusing the button also starts the index loader early (its minimum loading time runs
  // from there); the shortcut opens the dialog at once, whose loading state then lasts the full minimum.
  const warmUp = useCallback(() => {
    preloadIndex();
    void requestDialog().then((module) => module?.warmUp(target));
  }, [preloadIndex, requestDialog, target]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      openDialog();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openDialog]);

  const placeholder = translate({ id: 'theme.SearchBar.placeholder', message: 'Search Docs' });
  const modifier = isBrowser ? shortcutModifier(isApplePlatform(navigator)) : undefined;
  const Dialog = dialog?.default;

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.searchButton}
        aria-haspopup="dialog"
        aria-keyshortcuts={ARIA_KEYSHORTCUTS}
        onClick={openDialog}
        onPointerEnter={warmUp}
        onPointerDown={warmUp}
        onFocus={warmUp}
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
      {open &&
        (Dialog && !composing ? (
          <Dialog
            target={target}
            onClose={closeDialog}
            initialQuery={shellQuery}
            loadingSince={loadingSince}
          />
        ) : (
          <SearchShell
            query={shellQuery}
            onQueryChange={changeShellQuery}
            onComposingChange={changeComposing}
            // As the dialog: a loading state only where an index is built in the browser.
            loading={target.config.mode === 'local'}
            onShown={shellShown}
            onClose={closeDialog}
          />
        ))}
    </>
  );
}
