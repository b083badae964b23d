/**
 * One local index client per index URL for the visit, shared by the navbar button and the dialog's engine; out
 * of the dialog chunk so that the index, the worker and the dialog download in parallel.
 */
import { SEARCH } from '@site/config/constants';
import { createLocalIndexClient, type LocalIndexClient } from '@site/src/lib/search/client/workerClient';
import { FILE_FETCH_TIMEOUT_MS } from '@site/src/lib/search/worker/protocol';

const clients = new Map<string, LocalIndexClient>();

async function fetchText(url: string): Promise<string> {
  // The worker's own fetches give up after the same time; a file the main thread gives up on, it fetches.
  const response = await fetch(url, { signal: AbortSignal.timeout(FILE_FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}.`);
  return response.text();
}

export function localIndex(indexUrl: string): LocalIndexClient {
  let client = clients.get(indexUrl);
  if (!client) {
    client = createLocalIndexClient({
      indexUrl,
      spawn: () => new Worker(new URL('../worker/searchWorker.ts', import.meta.url), { name: 'search' }),
      fetchText,
      snippetLength: SEARCH.snippetLength,
      maxTerms: SEARCH.maxQueryTerms,
      budgetMs: SEARCH.localQueryBudgetMs,
    });
    clients.set(indexUrl, client);
    // The benchmark reads the worker's parse, build and query times here.
    (window as Window & { __searchStats?: LocalIndexClient['stats'] }).__searchStats = client.stats;
  }
  return client;
}

export function preloadLocalIndex(indexUrl: string): void {
  localIndex(indexUrl)
    .load()
    .catch((error) => console.error('Loading the search index failed.', error));
}

/** A query typed in the shell starts its downloads, as the dialog's keystrokes do through `warm`. */
export function warmLocalIndex(indexUrl: string, query: string): void {
  localIndex(indexUrl).warm(query);
}
