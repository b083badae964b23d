/**
 * One search engine per place searched (local index URL, remote API + indexes, Algolia index), kept for
 * the whole visit: its index state and answer cache outlive the dialog, so reopening it or searching again
 * after a navigation costs nothing.
 */
import { SEARCH } from '@site/config/constants';
import type { SearchConfig } from '@site/config/search';
import type { SearchGroup, SearchHit, SearchProvider } from '../types';
import type { QueryUnderstood } from '../worker/protocol';
import { localIndex } from './localIndex';
import { LruCache } from './searchSession';
import type { LocalIndexClient } from './workerClient';

export interface SearchTarget {
  config: SearchConfig;
  /** Base URL of the local index: the site's, or the docs version's path when `versioned` applies. */
  indexBaseUrl: string;
  /** URL of the local index file (content-hashed name under indexBaseUrl). */
  indexUrl: string;
  locale: string;
  /** Docs version the reader is on; '' for the latest. */
  version: string;
}

export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * The index state behind the dialog's loading state. A first load lasts at least `minBuildMs` (the spec's
 * minimum), counted from when loading started (a hover shortens the wait) or, if earlier, from `shownSince`,
 * when the shell first showed the state. A loaded index is ready at once on every later opening.
 */
export function createIndexLoader(load: () => Promise<void>, minBuildMs: number, clock: Clock = realClock) {
  let ready = false;
  let pending: Promise<void> | undefined;
  let startedAt = Infinity;
  return {
    isReady: () => ready,
    /** Starts loading (once) and resolves when ready. Rejects if loading failed; the next call retries. */
    ensure(shownSince?: number): Promise<void> {
      if (ready) return Promise.resolve();
      if (shownSince !== undefined) startedAt = Math.min(startedAt, shownSince);
      pending ??= (async () => {
        startedAt = Math.min(startedAt, clock.now());
        try {
          await load();
        } catch (error) {
          pending = undefined;
          startedAt = Infinity;
          throw error;
        }
        const elapsed = clock.now() - startedAt;
        if (elapsed < minBuildMs) await clock.sleep(minBuildMs - elapsed);
        ready = true;
      })();
      return pending;
    },
  };
}

/** Local mode: the worker's hits in the dialog's group; `prefetch` and `warm` are optional for a plain index. */
export function createLocalProvider({
  indexUrl,
  indexName,
  index,
}: {
  indexUrl: string;
  indexName: string;
  index: Pick<LocalIndexClient, 'load' | 'search'> & Partial<Pick<LocalIndexClient, 'prefetch' | 'warm'>>;
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
      const partial = onPartial && ((hits: SearchHit[]) => onPartial(group(hits)));
      return group(await index.search(query, limit, partial, (heard) => (understood = heard)));
    },
  };
}

/** A remote or Algolia provider whose mode's code loads with its first use (a failed chunk load is retried). */
function hostedProvider(target: SearchTarget): SearchProvider {
  let loaded: Promise<Pick<SearchProvider, 'search'>> | undefined;
  const provider = () => {
    loaded ??=
      target.config.mode === 'algolia'
        ? import('../hosted/algolia').then((module) => module.createAlgoliaProvider(target))
        : import('../hosted/remote').then((module) => module.createRemoteProvider(target));
    loaded.catch(() => (loaded = undefined));
    return loaded;
  };
  return {
    // The config is the build's: mode, locale and version tell one place searched from another.
    key: `${target.config.mode} ${target.locale} ${target.config.versioned ? target.version : ''}`,
    buildsIndex: false,
    load: async () => void (await provider()),
    search: async (query, limit) => (await provider()).search(query, limit),
  };
}

export interface SearchEngine {
  provider: SearchProvider;
  loader: ReturnType<typeof createIndexLoader>;
  cache: LruCache<string, SearchGroup[]>;
}

const engines = new Map<string, SearchEngine>();

export function searchEngine(target: SearchTarget): SearchEngine {
  const { indexUrl } = target;
  const provider =
    target.config.mode === 'local'
      ? createLocalProvider({ indexUrl, indexName: SEARCH.indexName, index: localIndex(indexUrl) })
      : hostedProvider(target);
  let engine = engines.get(provider.key);
  if (!engine) {
    engine = {
      provider,
      loader: createIndexLoader(() => provider.load(), provider.buildsIndex ? SEARCH.minIndexBuildMs : 0),
      cache: new LruCache(SEARCH.cacheSize),
    };
    engines.set(provider.key, engine);
  }
  return engine;
}

/** Starts loading the index before the dialog opens (the reader pointed at or focused the search button). */
export function warmUp(target: SearchTarget): void {
  searchEngine(target)
    .loader.ensure()
    .catch((error) => console.error('Loading the search index failed.', error));
}
