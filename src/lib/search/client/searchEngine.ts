/**
 * One search engine per place searched (local index URL, remote API + indexes, Algolia index), kept for
 * the whole visit: its index state and answer cache outlive the dialog, so reopening it or searching again
 * after a navigation costs nothing.
 */
import { SEARCH } from '@site/config/constants';
import type { SearchConfig } from '@site/config/search';
import type { SearchGroup, SearchProvider } from '../types';
import { createIndexLoader, type IndexLoader } from './indexLoader';
import { createLocalProvider } from './localProvider';
import { LruCache } from './lruCache';
import { localIndex } from './localIndex';

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

export interface SearchEngine {
  provider: SearchProvider;
  loader: IndexLoader;
  cache: LruCache<string, SearchGroup[]>;
}

const engines = new Map<string, SearchEngine>();

/** A remote or Algolia provider whose code loads with its first use (a failed chunk load is retried). */
function hostedProvider(target: SearchTarget): SearchProvider {
  let loaded: Promise<SearchProvider> | undefined;
  const provider = () => {
    loaded ??= import('../hosted/providers').then((module) => module.hostedProvider(target));
    loaded.catch(() => (loaded = undefined));
    return loaded;
  };
  return {
    // The config is the build's: mode, locale and version tell one place searched from another.
    key: `${target.config.mode} ${target.locale} ${target.config.versioned ? target.version : ''}`,
    buildsIndex: false,
    load: async () => (await provider()).load(),
    search: async (query, limit) => (await provider()).search(query, limit),
  };
}

function providerFor(target: SearchTarget): SearchProvider {
  if (target.config.mode !== 'local') return hostedProvider(target);
  const { indexUrl } = target;
  return createLocalProvider({ indexUrl, indexName: SEARCH.indexName, index: localIndex(indexUrl) });
}

export function searchEngine(target: SearchTarget): SearchEngine {
  const provider = providerFor(target);
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
