import React, { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
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
} from '@site/src/lib/search/shortcut';
import type { SearchIndexGlobalData } from '@site/src/lib/search/compactIndex';
import type { SearchTarget } from '@site/src/lib/search/engine';
import { preloadLocalIndex } from '@site/src/lib/search/localIndex';
import { SearchIcon } from '@site/src/components/Search/SearchIcon';
import styles from '@site/src/components/Search/styles.module.css';

// The dialog, the query pipeline and the worker client load on first use, not with every page.
const loadDialog = () => import('@site/src/components/Search/SearchDialog');
const SearchDialog = lazy(loadDialog);

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
 */
export default function SearchBar(): React.ReactElement {
  const target = useSearchTarget();
  const isBrowser = useIsBrowser();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const openDialog = useCallback(() => {
    setOpen((wasOpen) => {
      if (!wasOpen)
        returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return true;
    });
  }, []);

  const closeDialog = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (open) return;
    const element = returnFocusTo.current;
    returnFocusTo.current = null;
    if (!element) return;
    (element.isConnected && element !== document.body ? element : buttonRef.current)?.focus({
      preventScroll: true,
    });
  }, [open]);

  // Intent to search (pointer over or focus on the button, the shortcut) starts the downloads, never the page
  // load: in local mode the index and the worker, in parallel with the dialog's code.
  const preloadIndex = useCallback(() => {
    if (target.config.mode === 'local') preloadLocalIndex(target.indexUrl);
  }, [target]);

  // Pointing at or focusing the button also starts the index loader early (its minimum loading time runs
  // from there); the shortcut opens the dialog at once, whose loading state then lasts the full minimum.
  const warmUp = useCallback(() => {
    preloadIndex();
    loadDialog()
      .then((dialog) => dialog.warmUp(target))
      .catch((error) => console.error('Loading the search dialog failed.', error));
  }, [preloadIndex, target]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      preloadIndex();
      // The dialog's chunk is requested now, not after the render that mounts the lazy dialog.
      loadDialog().catch(() => undefined);
      openDialog();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openDialog, preloadIndex]);

  const placeholder = translate({ id: 'theme.SearchBar.placeholder', message: 'Search Docs' });
  const modifier = isBrowser ? shortcutModifier(isApplePlatform(navigator)) : undefined;

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
      {open && (
        <Suspense fallback={null}>
          <SearchDialog target={target} onClose={closeDialog} />
        </Suspense>
      )}
    </>
  );
}
