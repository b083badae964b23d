import React, { useId, useRef } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import type { RecentHit } from './recentSearches';
import { isPlainClick } from './SearchHits';
import styles from './SearchHits.module.css';

interface Props {
  hits: RecentHit[];
  onOpen: (hit: RecentHit) => void;
  onRemove: (hit: RecentHit) => void;
}

/**
 * The hits the reader chose before, shown while the query is empty: links (↓ from the input, then ↑/↓; Delete
 * removes one) each with a remove button. Titles come from localStorage: rendered as text, never as HTML.
 */
export function RecentSearches({ hits, onOpen, onRemove }: Props): React.ReactElement {
  const list = useRef<HTMLUListElement>(null);
  const titleId = useId();
  const focusLink = (index: number) => list.current?.querySelectorAll('a')[index]?.focus();
  // Back to the search input: from the first entry, or when the last one is removed.
  const leave = () => list.current?.closest('dialog')?.querySelector('input')?.focus();

  function remove(index: number) {
    onRemove(hits[index]);
    // The focus stays in the list: on the entry that takes the removed one's place, else the one before.
    if (hits.length === 1) leave();
    else requestAnimationFrame(() => focusLink(Math.min(index, hits.length - 2)));
  }

  function onLinkKeyDown(event: React.KeyboardEvent<HTMLAnchorElement>, index: number) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (event.key === 'ArrowUp' && index === 0) leave();
      else focusLink(Math.min(hits.length - 1, index + (event.key === 'ArrowDown' ? 1 : -1)));
    } else if (event.key === 'Delete') {
      event.preventDefault();
      remove(index);
    }
  }

  return (
    <section className={styles.recent} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        <Translate
          id="theme.SearchBar.recent"
          description="Heading of the list of recently chosen search hits"
        >
          Recent
        </Translate>
      </h2>
      <ul ref={list} className={styles.list}>
        {hits.map((hit, index) => (
          <li key={hit.url} className={styles.item}>
            {/* eslint-disable-next-line @docusaurus/no-html-links -- a plain click navigates through onOpen */}
            <a
              href={hit.url}
              className={styles.link}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                onOpen(hit);
              }}
              onKeyDown={(event) => onLinkKeyDown(event, index)}
            >
              <span className={styles.hitTitle}>{hit.title}</span>
              {hit.section && <span className={styles.hitPath}>{hit.section}</span>}
            </a>
            <button
              type="button"
              className={styles.remove}
              aria-label={translate(
                {
                  id: 'theme.SearchBar.removeRecent',
                  message: 'Remove “{title}” from recent searches',
                  description: 'Accessible name of the button that removes one recent search',
                },
                { title: hit.section ? `${hit.title} › ${hit.section}` : hit.title },
              )}
              onClick={() => remove(index)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
