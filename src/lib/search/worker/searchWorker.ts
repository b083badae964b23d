/**
 * The local search's Web Worker: parses the index's head, builds the inverted index and answers queries,
 * off the main thread, fetching the shards and page texts each query needs (shardedSearch.ts). Bundled as
 * its own chunk (`new Worker(new URL(...))` in client/localIndex.ts).
 */
import { SearchTimeout } from './engine';
import { SHARDED_INDEX_VERSION, type SearchHead } from '../format/shardedIndex';
import { ShardedSearch } from './shardedSearch';
import {
  FILE_FETCH_TIMEOUT_MS,
  type QueryUnderstood,
  type WorkerRequest,
  type WorkerResponse,
} from './protocol';

declare const self: {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerResponse): void;
  location: { href: string };
};

let engine: ShardedSearch | undefined;

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FILE_FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}.`);
  return response.json();
}

/** A file of the index that could not be fetched: the search answers without hits. */
class FileMissing extends Error {}

/**
 * Files the main thread fetches for the worker (`expect`), by name. Kept once settled: a query's shards are
 * a few small files, and the search keeps them anyway.
 */
const provided = new Map<string, { file: Promise<unknown>; settle: (text: string | null) => void }>();

function expect(name: string): void {
  if (provided.has(name)) return;
  let settle: (text: string | null) => void = () => undefined;
  const file = new Promise<string | null>((resolve) => {
    settle = resolve;
  }).then((text) => {
    if (text === null) throw new Error(`${name} was not provided.`);
    return JSON.parse(text) as unknown;
  });
  file.catch(() => undefined);
  provided.set(name, { file, settle });
}

function fetchIndexFile(url: string): Promise<unknown> {
  const given = provided.get(url.slice(url.lastIndexOf('/') + 1));
  // A file the main thread could not provide is fetched here after all.
  const file = given ? given.file.catch(() => fetchJson(url)) : fetchJson(url);
  return file.catch((error: unknown) => Promise.reject(new FileMissing(String(error))));
}

async function onMessage({ data }: MessageEvent<WorkerRequest>): Promise<void> {
  if (data.type === 'load') {
    try {
      const started = performance.now();
      const index = JSON.parse(data.text) as SearchHead;
      const parsed = performance.now();
      // Every build writes the split index; a head of another version (a stale cache) is not searched.
      const version: unknown = index.v;
      if (version !== SHARDED_INDEX_VERSION)
        throw new Error(`Search index version ${String(version)} is unknown.`);
      const headUrl = new URL(data.url, self.location.href).href;
      engine = new ShardedSearch(index, headUrl, fetchIndexFile);
      const buildMs = performance.now() - parsed;
      const sections = index.sections.length;
      self.postMessage({ type: 'loaded', parseMs: parsed - started, buildMs, sections });
    } catch (error) {
      self.postMessage({ type: 'load-failed', message: String(error) });
    }
    return;
  }
  if (data.type === 'prefetch') {
    // The same work as the search (its files stay cached in the worker), without an answer.
    engine?.search(data.query, data).catch(() => undefined);
    return;
  }
  if (data.type === 'expect') {
    for (const name of data.names) expect(name);
    return;
  }
  if (data.type === 'file') {
    provided.get(data.name)?.settle(data.text);
    return;
  }
  if (data.type === 'warm') {
    engine?.warm(data.query, data.maxTerms).catch(() => undefined);
    return;
  }
  const { id, query, limit, snippetLength, maxTerms, budgetMs } = data;
  // queryMs is the engine's work only: the time spent waiting for files is left out.
  let workMs = 0;
  let workingSince: number | undefined = performance.now();
  const pause = () => {
    if (workingSince !== undefined) workMs += performance.now() - workingSince;
    workingSince = undefined;
  };
  try {
    if (!engine) throw new Error('The search index is not loaded.');
    const options = { limit, snippetLength, maxTerms, deadline: performance.now() + budgetMs, budgetMs };
    const onNetwork = (waiting: boolean) => {
      if (waiting) pause();
      else workingSince = performance.now();
      self.postMessage({ type: 'network', id, waiting });
    };
    let understood: QueryUnderstood = {};
    const hits = await engine.search(query, options, {
      onNetwork,
      onUnderstood: (heard) => (understood = heard),
      onPartial: (partial) => {
        const queryMs = workMs + (workingSince === undefined ? 0 : performance.now() - workingSince);
        self.postMessage({ type: 'partial', id, hits: partial, queryMs });
      },
    });
    pause();
    self.postMessage({ type: 'result', id, hits, queryMs: workMs, ...understood });
  } catch (error) {
    pause();
    // A shard or text that could not be fetched: no hits and no message, as for a query nothing matches.
    if (error instanceof FileMissing) self.postMessage({ type: 'result', id, hits: [], queryMs: workMs });
    else {
      const timeout = error instanceof SearchTimeout;
      self.postMessage({ type: 'failed', id, timeout, message: String(error) });
    }
  }
}

// A message handler cannot be awaited; the handler reports its own failures as messages.
self.onmessage = (event: MessageEvent<WorkerRequest>) => void onMessage(event);
