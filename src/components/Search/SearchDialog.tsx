import React, { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useHistory } from '@docusaurus/router';
import Translate, { translate } from '@docusaurus/Translate';
import { SEARCH } from '@site/config/constants';
import { capQuery } from '@site/src/lib/search/queryLimits';
import { createSearchSession, type SearchSession } from '@site/src/lib/search/searchSession';
import type { SearchGroup, SearchHit } from '@site/src/lib/search/types';
import { searchEngine, type SearchTarget } from '@site/src/lib/search/engine';
import { SearchHits } from './SearchHits';
import { SearchIcon } from './SearchIcon';
import { trapTab } from '@site/src/lib/search/trapTab';
import styles from './styles.module.css';

export { warmUp } from '@site/src/lib/search/engine';

interface Props {
  target: SearchTarget;
  onClose: () => void;
}

interface Answer {
  query: string;
  groups: SearchGroup[];
}

/** Index of the first group with hits, so a tabbed answer opens on a tab that has something to show. */
const firstTabWithHits = (groups: SearchGroup[]) =>
  Math.max(
    0,
    groups.findIndex((group) => group.hits.length > 0),
  );

/**
 * The search dialog: a modal <dialog> (the page behind is inert), opened by the navbar button or Ctrl/⌘+K.
 * States: loading (the index is being built), empty query, hits, no hits. The input keeps the focus while
 * the arrow keys move through the hits (ARIA combobox with a listbox); Enter opens the active hit.
 */
export default function SearchDialog({ target, onClose }: Props): React.ReactElement {
  const engine = searchEngine(target);
  const history = useHistory();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  // Remote mode has no index to build: no loading state at all.
  const [ready, setReady] = useState(() => !engine.provider.buildsIndex || engine.loader.isReady());
  const [tab, setTab] = useState(0);
  const [active, setActive] = useState(0);
  const listId = useId();

  const session = useRef<SearchSession | null>(null);
  useEffect(() => {
    const current = createSearchSession({
      provider: engine.provider,
      whenReady: () => engine.loader.ensure(),
      limit: SEARCH.resultLimit,
      debounceMs: SEARCH.debounceMs,
      cache: engine.cache,
      maxQueryChars: SEARCH.maxQueryChars,
      maxQueryTerms: SEARCH.maxQueryTerms,
      onResults: (answeredQuery, groups, refines) => {
        setAnswer(groups ? { query: answeredQuery, groups } : null);
        // Snippets filled in for hits already shown: the same list, so the tab and active hit stay.
        if (refines) return;
        setTab(groups ? firstTabWithHits(groups) : 0);
        setActive(0);
      },
      onError: (failedQuery, error) => {
        console.error('Search failed.', error);
        setAnswer({ query: failedQuery, groups: [] });
      },
    });
    session.current = current;
    return () => current.dispose();
  }, [engine]);

  useEffect(() => {
    if (ready) return;
    let current = true;
    engine.loader.ensure().then(
      () => current && setReady(true),
      (error) => {
        console.error('Loading the search index failed.', error);
        // Show the dialog's answers (none) instead of a loader that never ends; the next opening retries.
        if (current) setReady(true);
      },
    );
    return () => {
      current = false;
    };
  }, [engine, ready]);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    inputRef.current?.focus();
    const root = document.documentElement;
    root.dataset.searchOpen = 'true';
    return () => {
      delete root.dataset.searchOpen;
    };
  }, []);

  const groups = answer?.groups ?? [];
  const hits = groups[tab]?.hits ?? [];
  const activeHit: SearchHit | undefined = hits[active];
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    if (activeHit)
      document.getElementById(`${listId}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, activeHit, listId]);

  function changeQuery(value: string) {
    setQuery(value);
    session.current?.setQuery(value);
  }

  function openHit(hit: SearchHit) {
    if (hit.external) window.open(hit.url, '_blank', 'noopener,noreferrer');
    else history.push(hit.url);
    onClose();
  }

  function onInputKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && hits.length > 0) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + hits.length) % hits.length);
    } else if (event.key === 'Enter' && activeHit) {
      event.preventDefault();
      openHit(activeHit);
    }
  }

  function onDialogKeyDown(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      // Handled here rather than by the dialog's own cancel, so closing always goes through onClose.
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab' && dialogRef.current) {
      trapTab(event, dialogRef.current);
    }
  }

  const placeholder = translate({ id: 'theme.SearchBar.placeholder', message: 'Search Docs' });
  const showList = ready && answer !== null && query.trim() !== '';
  const queryCut = capQuery(query, SEARCH.maxQueryChars, SEARCH.maxQueryTerms).cut;

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
      onKeyDown={onDialogKeyDown}
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
            aria-expanded={showList && hits.length > 0}
            aria-controls={listId}
            aria-activedescendant={showList && activeHit ? optionId(active) : undefined}
            placeholder={placeholder}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            value={query}
            onChange={(event) => changeQuery(event.target.value)}
            onKeyDown={onInputKeyDown}
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
                changeQuery('');
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
        {queryCut && (
          <p className={styles.queryCut} role="note">
            <Translate
              id="theme.SearchBar.queryCut"
              values={{ chars: SEARCH.maxQueryChars, words: SEARCH.maxQueryTerms }}
              description="Shown when the query is longer than what is searched"
            >
              {'Long query: only its first {chars} characters and {words} words are searched.'}
            </Translate>
          </p>
        )}
        <div className={styles.body}>
          {!ready ? (
            <p className={styles.loading} role="status">
              <span className={styles.spinner} aria-hidden="true" />
              <Translate id="theme.SearchBar.loading" description="Shown while the search index loads">
                Loading the search index…
              </Translate>
            </p>
          ) : showList && answer ? (
            <SearchHits
              answer={answer}
              tab={tab}
              onTabChange={(index) => {
                setTab(index);
                setActive(0);
              }}
              active={active}
              onActiveChange={setActive}
              listId={listId}
              optionId={optionId}
              onOpen={openHit}
              onExternalOpen={onClose}
            />
          ) : null}
        </div>
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
