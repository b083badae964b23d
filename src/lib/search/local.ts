/**
 * Local mode: the static index that @easyops-cn/docusaurus-search-local builds per locale (and per docs
 * version), searched in the plugin's web worker through `@theme/searchByWorker`. Index loading, lunr and the
 * Chinese word cutting stay in the worker; this side only shapes the answers.
 */
import { queryTerms } from './highlight';
import { hitsFromPluginResults, type PluginResult } from './localResults';
import type { SearchProvider } from './types';

export interface WorkerApi {
  fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
  searchByWorker(baseUrl: string, searchContext: string, input: string, limit: number): Promise<PluginResult[]>;
}

/**
 * Documents asked of the worker per hit shown: title, heading and text documents of one place merge into one
 * hit, and a page gives MAX_HITS_PER_PAGE hits at most, so more documents than hits keep the list full.
 */
const DOCUMENTS_PER_HIT = 5;

export interface LocalProviderOptions {
  /** Where the index file lives: the site base URL, or the docs version's path for an older version. */
  indexBaseUrl: string;
  /** Group name of the answers (SEARCH.indexName). */
  indexName: string;
  snippetLength: number;
  worker: WorkerApi;
}

export function createLocalProvider({ indexBaseUrl, indexName, snippetLength, worker }: LocalProviderOptions): SearchProvider {
  return {
    key: `local ${indexBaseUrl}`,
    buildsIndex: true,
    load: () => worker.fetchIndexesByWorker(indexBaseUrl, ''),
    async search(query, limit) {
      const results = await worker.searchByWorker(indexBaseUrl, '', query, limit * DOCUMENTS_PER_HIT);
      return [{ index: indexName, label: indexName, hits: hitsFromPluginResults(results, limit, snippetLength, queryTerms(query)) }];
    },
  };
}
