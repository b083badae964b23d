import React, { useEffect, useId, useRef, useState } from 'react';
import { useHistory } from '@docusaurus/router';
import Translate from '@docusaurus/Translate';
import { SEARCH } from '@site/config/constants';
import { capQuery, createSearchSession, type SearchSession } from '@site/src/lib/search/client/searchSession';
import type { SearchGroup, SearchHit } from '@site/src/lib/search/types';
import { searchEngine, type SearchTarget } from '@site/src/lib/search/client/searchEngine';
import { queryTerms } from '@site/src/lib/search/highlight';
import { optionId, SearchHits } from './SearchHits';
import { LoadingStatus, SearchPanel } from './DialogParts';
import { RecentSearches } from './RecentSearches';
import { markPageMatches } from './pageMarks';
import {
  readRecentHits,
  withRecentHit,
  withoutRecentHit,
  writeRecentHits,
  type RecentHit,
} from './recentSearches';
import panelStyles from './SearchPanel.module.css';
import styles from './SearchHits.module.css';

export { warmUp } from '@site/src/lib/search/client/searchEngine';

interface Props {
  target: SearchTarget;
  onClose: () => void;
  /** What the reader typed in the navbar's shell while this dialog's code was loading. */
  initialQuery?: string;
  /** When the shell began showing the loading state (Date.now()): the minimum loading time counts from there. */
  loadingSince?: number;
}

/**
 * States: loading (the index is being built), empty query (recent searches), hits, no hits. The input keeps
 * the focus while the arrow keys move through the hits (ARIA combobox with a listbox).
 */
export default function SearchDialog({
  target,
  onClose,
  initialQuery = '',
  loadingSince,
}: Props): React.ReactElement {
  const engine = searchEngine(target);
  const history = useHistory();
  const [query, setQuery] = useState(initialQuery);
  // The query a new session starts with (the shell's, or the one typed before the engine changed).
  const latestQuery = useRef(initialQuery);
  const [answer, setAnswer] = useState<{ query: string; groups: SearchGroup[] } | null>(null);
  // Remote mode has no index to build: no loading state at all.
  const [ready, setReady] = useState(() => !engine.provider.buildsIndex || engine.loader.isReady());
  const [tab, setTab] = useState(0);
  const [active, setActive] = useState(0);
  const listId = useId();
  const queryCutId = useId();
  // Read once per opening: the list only changes here, through `updateRecent`.
  const [recent, setRecent] = useState<RecentHit[]>(() => readRecentHits(target.locale));

  const session = useRef<SearchSession | null>(null);
  useEffect(() => {
    const current = createSearchSession({
      provider: engine.provider,
      whenReady: () => engine.loader.ensure(loadingSince),
      limit: SEARCH.resultLimit,
      debounceMs: SEARCH.debounceMs,
      cache: engine.cache,
      maxQueryChars: SEARCH.maxQueryChars,
      maxQueryTerms: SEARCH.maxQueryTerms,
      onResults: (answeredQuery, groups, refines) => {
        setAnswer(groups ? { query: answeredQuery, groups } : null);
        // Snippets filled in for hits already shown: the same list, so the tab and active hit stay.
        if (refines) return;
        // A tabbed answer opens on a tab that has something to show.
        setTab(Math.max(0, groups?.findIndex((group) => group.hits.length > 0) ?? 0));
        setActive(0);
      },
      onError: (failedQuery, error) => {
        console.error('Search failed.', error);
        setAnswer({ query: failedQuery, groups: [] });
      },
    });
    session.current = current;
    if (latestQuery.current.trim()) current.setQuery(latestQuery.current);
    return () => current.dispose();
  }, [engine, loadingSince]);

  useEffect(() => {
    if (ready) return;
    let current = true;
    void engine.loader
      .ensure(loadingSince)
      // On failure, the dialog's answers (none) instead of a loader that never ends; the next opening retries.
      .catch((error: unknown) => console.error('Loading the search index failed.', error))
      .then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, [engine, ready, loadingSince]);

  const groups = answer?.groups ?? [];
  const hits = groups[tab]?.hits ?? [];
  const activeHit: SearchHit | undefined = hits[active];

  useEffect(() => {
    if (activeHit) document.getElementById(optionId(listId, active))?.scrollIntoView({ block: 'nearest' });
  }, [active, activeHit, listId]);

  function changeQuery(value: string) {
    setQuery(value);
    latestQuery.current = value;
    session.current?.setQuery(value);
  }

  function updateRecent(change: (hits: RecentHit[]) => RecentHit[]) {
    // From what is stored now: another tab may have added entries since this dialog opened.
    const next = change(readRecentHits(target.locale));
    writeRecentHits(target.locale, next);
    setRecent(next);
  }

  function openRecent(hit: RecentHit) {
    updateRecent((hits) => withRecentHit(hits, hit));
    history.push(hit.url);
    onClose();
  }

  function openHit(hit: SearchHit) {
    if (hit.external) {
      window.open(hit.url, '_blank', 'noopener,noreferrer');
      onClose();
      return;
    }
    // The words the search matched (synonyms and corrections included, when the engine says which), else
    // the words typed, marked in the section the hit opens.
    markPageMatches(hit.url, groups[tab]?.matchedTerms ?? queryTerms(answer?.query ?? query));
    const section = hit.headings[hit.headings.length - 1]?.text;
    openRecent({ url: hit.url, title: hit.title.text, ...(section ? { section } : {}) });
  }

  function onInputKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' && showRecent) {
      // Into the recent searches: the first one takes the focus, ↑ from it comes back here.
      event.preventDefault();
      event.currentTarget.closest('dialog')?.querySelector<HTMLElement>('section a')?.focus();
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && hits.length > 0) {
      event.preventDefault();
      setActive((current) => (current + (event.key === 'ArrowDown' ? 1 : -1) + hits.length) % hits.length);
    } else if (event.key === 'Enter' && activeHit) {
      event.preventDefault();
      openHit(activeHit);
    }
  }

  const showList = ready && answer !== null && query.trim() !== '';
  const showRecent = query.trim() === '' && recent.length > 0;
  const queryCut = capQuery(query, SEARCH.maxQueryChars, SEARCH.maxQueryTerms).cut;
  const correctedQuery = showList ? groups[tab]?.correctedQuery : undefined;

  return (
    <SearchPanel
      listId={listId}
      expanded={showList && hits.length > 0}
      inputProps={{
        'aria-activedescendant': showList && activeHit ? optionId(listId, active) : undefined,
        // The long-query note describes the input while it shows (and is announced: a polite live region).
        'aria-describedby': queryCut ? queryCutId : undefined,
        onKeyDown: onInputKeyDown,
      }}
      query={query}
      onQueryChange={changeQuery}
      onClose={onClose}
    >
      {/* A polite live region, always in the DOM, so screen readers announce a note when it appears. */}
      <div aria-live="polite">
        {queryCut && (
          <p className={styles.queryCut} id={queryCutId} role="note">
            <Translate
              id="theme.SearchBar.queryCut"
              values={{ chars: SEARCH.maxQueryChars, words: SEARCH.maxQueryTerms }}
              description="Shown when the query is longer than what is searched"
            >
              {'Long query: only its first {chars} characters and {words} words are searched.'}
            </Translate>
          </p>
        )}
        {correctedQuery && (
          <p className={styles.corrected}>
            <Translate
              id="theme.SearchBar.correctedQuery"
              values={{ query: <strong className={styles.correctedQuery}>{correctedQuery}</strong> }}
              description="Shown above the hits when the search corrected a misspelt query; {query} is the corrected query"
            >
              {'Showing results for {query}'}
            </Translate>
          </p>
        )}
      </div>
      <div className={panelStyles.body}>
        {showRecent ? (
          <RecentSearches
            hits={recent}
            onOpen={openRecent}
            onRemove={(hit) => updateRecent((hits) => withoutRecentHit(hits, hit.url))}
          />
        ) : !ready ? (
          <LoadingStatus />
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
            onOpen={openHit}
            onExternalOpen={onClose}
          />
        ) : null}
      </div>
    </SearchPanel>
  );
}
