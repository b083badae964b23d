import React, { useId } from 'react';
import clsx from 'clsx';
import Translate, { translate } from '@docusaurus/Translate';
import { highlightSegments } from '@site/src/lib/search/highlight';
import type { HighlightedText, SearchGroup, SearchHit } from '@site/src/lib/search/types';
import { termOffsets } from './pageMarks';
import styles from './SearchHits.module.css';

interface Props {
  answer: { query: string; groups: SearchGroup[] };
  tab: number;
  onTabChange: (index: number) => void;
  /** In the selected tab. */
  active: number;
  onActiveChange: (index: number) => void;
  listId: string;
  /** Opens a hit of this site (client-side navigation). */
  onOpen: (hit: SearchHit) => void;
  /** After the browser opened an external hit in a new tab. */
  onExternalOpen: () => void;
}

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

export const isPlainClick = (event: React.MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Text with its matched words in <mark>, as React text nodes: no markup is interpreted. `terms` (the words
 * the search matched, synonyms included) are marked where the provider's ranges miss them.
 */
export function Highlighted({ value, terms = [] }: { value: HighlightedText; terms?: readonly string[] }) {
  const ranges = [
    ...value.ranges,
    ...termOffsets(value.text, terms).map(({ start, end }) => ({ start, length: end - start })),
  ];
  return highlightSegments({ text: value.text, ranges }).map((segment, index) =>
    segment.highlighted ? <mark key={index}>{segment.text}</mark> : segment.text,
  );
}

function HitPath({ hit, terms }: { hit: SearchHit; terms?: readonly string[] }) {
  if (hit.headings.length === 0)
    return hit.breadcrumb.length > 0 && <span className={styles.hitPath}>{hit.breadcrumb.join(' › ')}</span>;
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

type ListProps = Omit<Props, 'answer' | 'tab' | 'onTabChange'> & { group: SearchGroup; label: string };

function HitList({ group, label, active, onActiveChange, listId, onOpen, onExternalOpen }: ListProps) {
  const terms = group.matchedTerms;
  return (
    <div className={styles.hits} role="listbox" id={listId} aria-label={label}>
      {group.hits.map((hit, index) => (
        // A hit opens through onOpen (client navigation that keeps the dialog's state); href serves
        // modified clicks and external hits, which <Link> would route as internal pages.
        // eslint-disable-next-line @docusaurus/no-html-links
        <a
          key={hit.id}
          id={optionId(listId, index)}
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
    return groups[0]?.hits.length ? (
      <HitList group={groups[0]} label={resultsLabel} {...listProps} />
    ) : (
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

  const current = groups[tab] ?? groups[0];
  const tabId = (index: number) => `${tabsId}-tab-${index}`;
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
            aria-controls={`${tabsId}-panel`}
            tabIndex={index === tab ? 0 : -1}
            className={clsx(styles.tab, index === tab && styles.tabActive)}
            onClick={() => onTabChange(index)}
            onKeyDown={onTabKeyDown}
          >
            {group.label} <span className={styles.tabCount}>{group.hits.length}</span>
          </button>
        ))}
      </div>
      <div id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={tabId(tab)}>
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
          <HitList group={current} label={current.label} {...listProps} />
        )}
      </div>
    </>
  );
}
