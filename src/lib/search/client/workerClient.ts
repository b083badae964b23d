/**
 * The main thread's side of the local search: downloads the index head, hands it to the search worker and
 * forwards queries. A query not answered within its budget is abandoned and the worker replaced, so a runaway
 * search never holds up the next one; while the worker waits for files, its fetch timeout bounds the wait.
 */
import { hanKeyChar, hanShardOf, indexHashOf, shardFiles, termShardOf } from '../format/shardedIndex';
import { HAN, identifierParts, isStopWord, WORD } from '../format/tokenize';
import type { SearchHit } from '../types';
import {
  FILE_FETCH_TIMEOUT_MS,
  type QueryUnderstood,
  type WorkerRequest,
  type WorkerResponse,
} from '../worker/protocol';

/** At most this many Chinese shards are guessed (a browser opens 6 connections per host over HTTP/1.1). */
const MAX_HAN_GUESSES = 6;

/**
 * The shard files a query needs, named from the query alone, fetched alongside the head instead of a round trip
 * after it (over half a second on a slow mobile network). Chinese cutting needs the head's dictionary, so each
 * pair of characters is guessed as a word; the worker fetches whatever the guess missed. English shards depend
 * on a key's first two characters, which stemming never changes: no stemmer here.
 */
export function shardsOfQuery(query: string, indexHash: string, maxTerms: number): string[] {
  const terms = new Set<number>();
  const han = new Set<number>();
  // A query of stop words only is searched for them after all.
  const stopWords = new Set<number>();
  for (const [word] of [...query.matchAll(WORD)].slice(0, maxTerms)) {
    if (HAN.test(word)) {
      const chars = Array.from(word);
      for (let at = 0; at < chars.length && han.size < MAX_HAN_GUESSES; at += 2)
        han.add(hanShardOf(hanKeyChar(chars.slice(at, at + 2).join(''))));
      continue;
    }
    const lower = word.toLowerCase();
    (isStopWord(lower) ? stopWords : terms).add(termShardOf(lower));
    for (const part of identifierParts(word)) if (!isStopWord(part)) terms.add(termShardOf(part));
  }
  if (terms.size === 0 && han.size === 0) for (const shard of stopWords) terms.add(shard);
  return shardFiles(indexHash, terms, han);
}

export interface WorkerLike {
  postMessage(message: WorkerRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

export type LocalIndexClient = ReturnType<typeof createLocalIndexClient>;

export class SearchAbandoned extends Error {
  constructor(query: string) {
    super(`The search for "${query.slice(0, 40)}" ran over its time budget and was abandoned.`);
    this.name = 'SearchAbandoned';
  }
}

export interface LocalIndexOptions {
  indexUrl: string;
  spawn: () => WorkerLike;
  fetchText: (url: string) => Promise<string>;
  snippetLength: number;
  maxTerms: number;
  budgetMs: number;
  /** Extra time the main side waits for a worker's own timeout answer before replacing the worker. */
  graceMs?: number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

interface Pending {
  resolve: (hits: SearchHit[]) => void;
  reject: (error: Error) => void;
  onPartial?: (hits: SearchHit[]) => void;
  onUnderstood?: (understood: QueryUnderstood) => void;
  timer: unknown;
  query: string;
}

export function createLocalIndexClient({
  indexUrl,
  spawn,
  fetchText,
  snippetLength,
  maxTerms,
  budgetMs,
  graceMs = 500,
  setTimer = (callback, ms) => setTimeout(callback, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: LocalIndexOptions) {
  // For the benchmark (window.__searchStats in the browser).
  const stats: { fetchMs?: number; parseMs?: number; buildMs?: number; lastQueryMs?: number } = {};
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let text: Promise<string> | undefined;
  let worker: { instance: WorkerLike; ready: Promise<void> } | undefined;
  // Shard files the main thread fetched for the current worker.
  let provided = new Set<string>();
  const indexDir = indexUrl.slice(0, indexUrl.lastIndexOf('/') + 1);
  const indexHash = indexHashOf(indexUrl);

  function settle(id: number): Pending | undefined {
    const request = pending.get(id);
    pending.delete(id);
    if (request) clearTimer(request.timer);
    return request;
  }

  /** Starts a worker at once (its script downloads alongside the index), gives it the index once in. */
  function startWorker(indexText: Promise<string>) {
    const instance = spawn();
    const ready = new Promise<void>((resolve, reject) => {
      instance.onerror = (event) => reject(new Error(`The search worker failed: ${event.message}`));
      instance.onmessage = ({ data }) => {
        if (data.type === 'loaded') {
          Object.assign(stats, { parseMs: data.parseMs, buildMs: data.buildMs });
          resolve();
        } else if (data.type === 'load-failed') {
          reject(new Error(`The search index could not be read: ${data.message}`));
        } else if (data.type === 'network') {
          const request = pending.get(data.id);
          if (request) {
            clearTimer(request.timer);
            request.timer = watchdog(data.id, data.waiting ? FILE_FETCH_TIMEOUT_MS : budgetMs);
          }
        } else if (data.type === 'partial') {
          // The ranking's work is done: the benchmark reads the query time when the first hits show.
          stats.lastQueryMs = data.queryMs;
          pending.get(data.id)?.onPartial?.(data.hits);
        } else if (data.type === 'result') {
          stats.lastQueryMs = data.queryMs;
          const request = settle(data.id);
          request?.onUnderstood?.({
            ...(data.correctedQuery !== undefined && { correctedQuery: data.correctedQuery }),
            ...(data.matchedTerms !== undefined && { matchedTerms: data.matchedTerms }),
          });
          request?.resolve(data.hits);
        } else {
          const request = settle(data.id);
          request?.reject(data.timeout ? new SearchAbandoned(request.query) : new Error(data.message));
        }
      };
    });
    const given = indexText.then((body) => instance.postMessage({ type: 'load', text: body, url: indexUrl }));
    const started = { instance, ready: Promise.all([given, ready]).then(() => undefined) };
    worker = started;
    started.ready.catch(() => {
      if (worker === started) {
        worker = undefined;
        provided = new Set();
      }
      instance.terminate();
    });
    return started;
  }

  function watchdog(id: number, ms: number): unknown {
    return setTimer(() => {
      if (pending.has(id)) replaceWorker();
    }, ms + graceMs);
  }

  // Fetched now rather than a round trip later, once the worker has the head; the worker waits for them.
  function provideShards(query: string) {
    const target = worker?.instance;
    if (!target) return;
    const names = shardsOfQuery(query, indexHash, maxTerms).filter((name) => !provided.has(name));
    if (names.length === 0) return;
    for (const name of names) provided.add(name);
    target.postMessage({ type: 'expect', names });
    for (const name of names) {
      fetchText(indexDir + name).then(
        (text) => target.postMessage({ type: 'file', name, text }),
        () => target.postMessage({ type: 'file', name, text: null }),
      );
    }
  }

  function replaceWorker() {
    const stuck = worker;
    worker = undefined;
    provided = new Set();
    stuck?.instance.terminate();
    for (const id of [...pending.keys()]) {
      const request = settle(id);
      request?.reject(new SearchAbandoned(request.query));
    }
    void load().catch(() => undefined);
  }

  /** Downloads and builds the index (once; a failed load is retried by the next call). */
  async function load(): Promise<void> {
    if (!text) {
      const started = performance.now();
      text = fetchText(indexUrl);
      text.then(
        () => (stats.fetchMs = performance.now() - started),
        () => (text = undefined),
      );
    }
    await (worker ?? startWorker(text)).ready;
  }

  return {
    stats,
    load,
    /** Once the index is loaded, has the worker fetch the files a search for `query` needs. */
    prefetch(query: string, limit: number) {
      const message = { type: 'prefetch', query, limit, snippetLength, maxTerms, budgetMs } as const;
      load().then(
        () => worker?.instance.postMessage(message),
        () => undefined,
      );
    },
    /** Starts loading, fetches the shards `query` likely needs now, then whatever else the worker names. */
    warm(query: string) {
      const loading = load();
      provideShards(query);
      loading.then(
        () => worker?.instance.postMessage({ type: 'warm', query, maxTerms }),
        () => undefined,
      );
    },
    /**
     * Rejects with SearchAbandoned over budget. `onPartial` gets the ranked hits before their snippets;
     * `onUnderstood`, how the worker read the query (a correction, the words matched).
     */
    async search(
      query: string,
      limit: number,
      onPartial?: (hits: SearchHit[]) => void,
      onUnderstood?: (understood: QueryUnderstood) => void,
    ): Promise<SearchHit[]> {
      await load();
      const current = worker;
      if (!current) throw new SearchAbandoned(query);
      return new Promise<SearchHit[]>((resolve, reject) => {
        const id = nextId++;
        const timer = watchdog(id, budgetMs);
        pending.set(id, { resolve, reject, timer, query, onPartial, onUnderstood });
        current.instance.postMessage({ type: 'search', id, query, limit, snippetLength, maxTerms, budgetMs });
      });
    },
  };
}
