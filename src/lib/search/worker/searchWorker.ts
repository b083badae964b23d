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

function load({ text, url }: { text: string; url: string }): void {
  try {
    const started = performance.now();
    const index = JSON.parse(text) as SearchHead;
    const parsed = performance.now();
    // Every build writes the split index; a head of another version (a stale cache) is not searched.
    if (index.v !== SHARDED_INDEX_VERSION)
      throw new Error(`Search index version ${String(index.v)} is unknown.`);
    engine = new ShardedSearch(index, new URL(url, self.location.href).href, fetchIndexFile);
    const buildMs = performance.now() - parsed;
    self.postMessage({ type: 'loaded', parseMs: parsed - started, buildMs, sections: index.sections.length });
  } catch (error) {
    self.postMessage({ type: 'load-failed', message: String(error) });
  }
}

async function search(data: Extract<WorkerRequest, { type: 'search' }>): Promise<void> {
  const { id } = data;
  // queryMs is the engine's work only: the time spent waiting for files is left out.
  let workMs = 0;
  let workingSince: number | undefined = performance.now();
  const worked = () => workMs + (workingSince === undefined ? 0 : performance.now() - workingSince);
  try {
    if (!engine) throw new Error('The search index is not loaded.');
    let understood: QueryUnderstood = {};
    const hits = await engine.search(data.query, data, {
      onNetwork: (waiting) => {
        workMs = worked();
        workingSince = waiting ? undefined : performance.now();
        self.postMessage({ type: 'network', id, waiting });
      },
      onUnderstood: (heard) => (understood = heard),
      onPartial: (partial) => self.postMessage({ type: 'partial', id, hits: partial, queryMs: worked() }),
    });
    self.postMessage({ type: 'result', id, hits, queryMs: worked(), ...understood });
  } catch (error) {
    // A shard or text that could not be fetched: no hits and no message, as for a query nothing matches.
    if (error instanceof FileMissing) self.postMessage({ type: 'result', id, hits: [], queryMs: worked() });
    else {
      const timeout = error instanceof SearchTimeout;
      self.postMessage({ type: 'failed', id, timeout, message: String(error) });
    }
  }
}

function onMessage({ data }: MessageEvent<WorkerRequest>): void {
  if (data.type === 'load') load(data);
  // The same work as the search (its files stay cached in the worker), without an answer.
  else if (data.type === 'prefetch') engine?.search(data.query, data).catch(() => undefined);
  else if (data.type === 'expect') for (const name of data.names) expect(name);
  else if (data.type === 'file') provided.get(data.name)?.settle(data.text);
  else if (data.type === 'warm') engine?.warm(data.query, data.maxTerms).catch(() => undefined);
  // A message handler cannot be awaited; the search reports its own failures as messages.
  else void search(data);
}

self.onmessage = onMessage;
