import React, { useId } from 'react';
import clsx from 'clsx';
import Translate, { translate } from '@docusaurus/Translate';
import type { SearchGroup, SearchHit } from '@site/src/lib/search/types';
import { Highlighted } from './Highlighted';
import styles from './SearchHits.module.css';

interface Props {
  answer: { query: string; groups: SearchGroup[] };
  tab: number;
  onTabChange: (index: number) => void;
  /** The active hit in the selected tab. */
  active: number;
  onActiveChange: (index: number) => void;
  listId: string;
  optionId: (index: number) => string;
  /** Opens a hit of this site (client-side navigation). */
  onOpen: (hit: SearchHit) => void;
  /** After the browser opened an external hit in a new tab. */
  onExternalOpen: () => void;
}

export const isPlainClick = (event: React.MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

function HitPath({ hit, terms }: { hit: SearchHit; terms?: readonly string[] }) {
  if (hit.headings.length > 0) {
    return (
      <span className={styles.hitPath}>
        {hit.headings.map((heading, index) => (
          <React.Fragment key={index}>
            {index > 0 && <span aria-hidden="true"> › </span>}
            <Highlighted value={heading} terms={terms} />
          </React.Fragment>
        ))}
      </span>
    );
  }
  return hit.breadcrumb.length > 0 ? (
    <span className={styles.hitPath}>{hit.breadcrumb.join(' › ')}</span>
  ) : null;
}

function HitList({
  hits,
  active,
  onActiveChange,
  listId,
  optionId,
  onOpen,
  onExternalOpen,
  label,
  terms,
}: Omit<Props, 'answer' | 'tab' | 'onTabChange'> & {
  hits: SearchHit[];
  label: string;
  terms?: readonly string[];
}) {
  return (
    <div className={styles.hits} role="listbox" id={listId} aria-label={label}>
      {hits.map((hit, index) => (
        // A hit opens through onOpen (client navigation that keeps the dialog's state); href serves
        // modified clicks and external hits, which <Link> would route as internal pages.
        // eslint-disable-next-line @docusaurus/no-html-links
        <a
          key={hit.id}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          aria-busy={hit.snippetPending ? true : undefined}
          tabIndex={-1}
          href={hit.url}
          {...(hit.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          className={clsx(styles.hit, index === active && styles.hitActive)}
          onMouseMove={() => index !== active && onActiveChange(index)}
          onClick={(event) => {
            if (hit.external) {
              onExternalOpen();
            } else if (isPlainClick(event)) {
              event.preventDefault();
              onOpen(hit);
            }
          }}
        >
          <span className={styles.hitTitle}>
            <Highlighted value={hit.title} terms={terms} />
          </span>
          <HitPath hit={hit} terms={terms} />
          {hit.snippetPending ? (
            // Holds the snippet's place (two lines) so the list does not move when it arrives; the option
            // is marked busy meanwhile, and its accessible name (title and heading path) is complete.
            <span className={clsx(styles.hitSnippet, styles.hitSnippetPending)} aria-hidden="true" />
          ) : (
            hit.snippet && (
              <span className={styles.hitSnippet}>
                <Highlighted value={hit.snippet} terms={terms} />
              </span>
            )
          )}
        </a>
      ))}
    </div>
  );
}

/** The answer: one list, or tabs (one per remote index) each with its list; or the no-results messages. */
export function SearchHits({ answer, tab, onTabChange, ...listProps }: Props): React.ReactElement {
  const tabsId = useId();
  const resultsLabel = translate({
    id: 'theme.SearchBar.results',
    message: 'Search results',
    description: 'Accessible name of the list of search hits',
  });
  const { groups, query } = answer;

  if (groups.length <= 1) {
    const hits = groups[0]?.hits ?? [];
    if (hits.length === 0) {
      return (
        <div className={styles.noResults}>
          <p>
            <Translate
              id="theme.SearchBar.noResultsFor"
              values={{ query: <span className={styles.query}>{query}</span> }}
              description="Search with no hits; {query} is the query"
            >
              {'No results for "{query}".'}
            </Translate>
          </p>
          <p>
            <Translate id="theme.SearchBar.tryAgain">Please try again with a different keyword.</Translate>
          </p>
        </div>
      );
    }
    return <HitList hits={hits} label={resultsLabel} terms={groups[0]?.matchedTerms} {...listProps} />;
  }

  const current = groups[tab] ?? groups[0];
  const tabId = (index: number) => `${tabsId}-tab-${index}`;
  const panelId = `${tabsId}-panel`;
  function onTabKeyDown(event: React.KeyboardEvent) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = (tab + (event.key === 'ArrowRight' ? 1 : -1) + groups.length) % groups.length;
    onTabChange(next);
    document.getElementById(tabId(next))?.focus();
  }
  return (
    <>
      <div className={styles.tabs} role="tablist" aria-label={resultsLabel}>
        {groups.map((group, index) => (
          <button
            key={group.index}
            id={tabId(index)}
            type="button"
            role="tab"
            aria-selected={index === tab}
            aria-controls={panelId}
            tabIndex={index === tab ? 0 : -1}
            className={clsx(styles.tab, index === tab && styles.tabActive)}
            onClick={() => onTabChange(index)}
            onKeyDown={onTabKeyDown}
          >
            {group.label} <span className={styles.tabCount}>{group.hits.length}</span>
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(tab)}>
        {current.hits.length === 0 ? (
          <p className={styles.noResults}>
            <Translate
              id="theme.SearchBar.noResultsFound"
              description="Tab of the search dialog whose index has no hits"
            >
              No results found
            </Translate>
          </p>
        ) : (
          <HitList hits={current.hits} label={current.label} terms={current.matchedTerms} {...listProps} />
        )}
      </div>
    </>
  );
}
