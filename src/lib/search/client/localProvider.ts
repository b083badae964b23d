/** Local mode: the worker's hits (workerClient.ts) in the dialog's group. */
import type { SearchHit, SearchProvider } from '../types';
import type { QueryUnderstood } from '../worker/protocol';
import type { LocalIndexClient } from './workerClient';

/** The worker client's interface; `prefetch` and `warm` are optional so a test can hand in a plain index. */
type LocalIndex = Pick<LocalIndexClient, 'load' | 'search'> &
  Partial<Pick<LocalIndexClient, 'prefetch' | 'warm'>>;

export function createLocalProvider({
  indexUrl,
  indexName,
  index,
}: {
  indexUrl: string;
  indexName: string;
  index: LocalIndex;
}): SearchProvider {
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
