/**
 * Local mode: the compact static index of the locale (built by plugins/search-index), searched by our own
 * worker (worker/searchWorker.ts through workerClient.ts). This side only wraps the hits in the dialog's group.
 */
import type { SearchHit, SearchProvider } from '../types';
import type { QueryUnderstood } from '../worker/protocol';
import type { LocalIndexClient } from './workerClient';

/** The worker client's interface; `prefetch` and `warm` are optional so a test can hand in a plain index. */
type LocalIndex = Pick<LocalIndexClient, 'load' | 'search'> &
  Partial<Pick<LocalIndexClient, 'prefetch' | 'warm'>>;

export interface LocalProviderOptions {
  /** URL of the index file: under the site base URL, or the docs version's path for an older version. */
  indexUrl: string;
  /** Group name of the answers (SEARCH.indexName). */
  indexName: string;
  index: LocalIndex;
}

export function createLocalProvider({ indexUrl, indexName, index }: LocalProviderOptions): SearchProvider {
  return {
    key: `local ${indexUrl}`,
    buildsIndex: true,
    load: () => index.load(),
    prefetch: (query, limit) => index.prefetch?.(query, limit),
    warm: (query) => index.warm?.(query),
    async search(query, limit, onPartial) {
      let understood: QueryUnderstood = {};
      const group = (hits: SearchHit[]) => [{ index: indexName, label: indexName, hits, ...understood }];
      const hear = (heard: QueryUnderstood) => (understood = heard);
      const hits = onPartial
        ? await index.search(query, limit, (partial) => onPartial(group(partial)), hear)
        : await index.search(query, limit, undefined, hear);
      return group(hits);
    },
  };
}
