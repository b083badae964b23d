/**
 * The navbar's search launcher (src/theme/SearchBar): whether the dialog is open, its chunk and the shell shown
 * until it is in, the shortcuts, the early index downloads, and where the focus returns on closing.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluginData } from '@docusaurus/useGlobalData';
import { useActivePlugin, useActiveVersion } from '@docusaurus/plugin-content-docs/client';
import { SEARCH_CONFIG, type SearchConfig } from '@site/config/search';
import type { SearchIndexGlobalData } from '@site/src/lib/search/format/compactIndex';
import type { SearchTarget } from '@site/src/lib/search/client/searchEngine';
import { preloadLocalIndex, warmLocalIndex } from '@site/src/lib/search/client/localIndex';
import { loadDialog, loadedDialog, type DialogModule } from './loadDialog';
import { isSearchShortcut, isSlashShortcut } from './shortcut';

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

export function useSearchLauncher() {
  const target = useSearchTarget();
  const [open, setOpen] = useState(false);
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

  // Intent to search (pointer, focus, the shortcut), never the page load, starts the index and the worker's
  // downloads, in parallel with the dialog's code.
  const preloadIndex = useCallback(() => {
    if (target.config.mode === 'local') preloadLocalIndex(target.indexUrl);
  }, [target]);

  // A failed chunk is requested again at the next opening, not by a second shortcut in the same one.
  const openDialog = useCallback(() => {
    if (open) return;
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    preloadIndex();
    void requestDialog();
    setOpen(true);
  }, [open, preloadIndex, requestDialog]);

  const changeComposing = useCallback((value: boolean) => {
    composingRef.current = value;
    setComposing(value);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    setShellQuery('');
    setLoadingSince(undefined);
    changeComposing(false);
  }, [changeComposing]);

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
    const element = returnFocusTo.current;
    if (open || !element) return;
    returnFocusTo.current = null;
    (element.isConnected && element !== document.body ? element : buttonRef.current)?.focus({
      preventScroll: true,
    });
  }, [open]);

  // Pointing at or focusing the button starts the loader's minimum loading time early.
  const warmUp = useCallback(() => {
    preloadIndex();
    void requestDialog().then((module) => module?.warmUp(target));
  }, [preloadIndex, requestDialog, target]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isSearchShortcut(event) && !isSlashShortcut(event)) return;
      // `/` opens the dialog, not the browser's quick find; Ctrl/⌘+K is not the address bar's search.
      event.preventDefault();
      openDialog();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openDialog]);

  return {
    target,
    open,
    // Not while an IME composition is under way in the shell.
    Dialog: composing ? undefined : dialog?.default,
    buttonRef,
    buttonHandlers: { onClick: openDialog, onPointerEnter: warmUp, onPointerDown: warmUp, onFocus: warmUp },
    close,
    shellQuery,
    loadingSince,
    changeShellQuery,
    changeComposing,
    shellShown: useCallback(() => setLoadingSince((since) => since ?? Date.now()), []),
  };
}
