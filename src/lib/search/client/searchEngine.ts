/**
 * One search engine per place searched (local index URL, remote API + indexes, Algolia index), kept for
 * the whole visit: its index state and answer cache outlive the dialog, so reopening it or searching again
 * after a navigation costs nothing.
 */
import { SEARCH } from '@site/config/constants';
import type { SearchConfig } from '@site/config/search';
import { SITE } from '@site/config/site';
import { createAlgoliaProvider } from '@site/src/lib/search/hosted/algolia';
import type { AnswerLimits } from '@site/src/lib/search/hosted/answerGuard';
import { createIndexLoader, type IndexLoader } from '@site/src/lib/search/client/indexLoader';
import { createLocalProvider } from '@site/src/lib/search/client/localProvider';
import { LruCache } from '@site/src/lib/search/client/lruCache';
import { localIndex } from './localIndex';
import { createRemoteProvider } from '@site/src/lib/search/hosted/remote';
import type { SearchGroup, SearchProvider } from '@site/src/lib/search/types';

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

/** What a search service's answer may cost the browser (see answerGuard.ts). */
const ANSWER_LIMITS: AnswerLimits = {
  maxBytes: SEARCH.remoteMaxAnswerBytes,
  maxDepth: SEARCH.remoteMaxJsonDepth,
  sliceMs: SEARCH.answerSliceMs,
};

function providerFor({ config, indexUrl, locale, version }: SearchTarget): SearchProvider {
  if (config.mode === 'algolia') {
    return createAlgoliaProvider({
      config,
      locale,
      version,
      baseUrl: SITE.baseUrl,
      // The crawler indexes the production site; a hit there is a page of this one.
      siteOrigins: [window.location.origin, new URL(SITE.url).origin],
      snippetLength: SEARCH.snippetLength,
      fetch: window.fetch.bind(window),
      timeoutMs: SEARCH.remoteTimeoutMs,
      limits: ANSWER_LIMITS,
      logError: (message, error) => console.error(message, error),
      // Only this mode loads the client's code.
      loadClient: () => import('@site/src/lib/search/hosted/algoliaClient'),
    });
  }
  if (config.mode === 'remote') {
    return createRemoteProvider({
      config,
      lang: locale,
      version,
      siteOrigin: window.location.origin,
      snippetLength: SEARCH.snippetLength,
      fetch: window.fetch.bind(window),
      timeoutMs: SEARCH.remoteTimeoutMs,
      logError: (message, error) => console.error(message, error),
      limits: ANSWER_LIMITS,
      baseUrl: SITE.baseUrl,
    });
  }
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
