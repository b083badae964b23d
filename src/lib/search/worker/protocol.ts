/** Messages between the dialog's side (client/workerClient.ts) and the search worker (searchWorker.ts). */
import type { SearchHit } from '../types';

export type WorkerRequest =
  /**
   * The index's head as downloaded (JSON text) and its URL (shards and texts are fetched relative to it):
   * the worker parses it and builds its inverted index.
   */
  | { type: 'load'; text: string; url: string }
  | ({ type: 'search'; id: number } & SearchParameters)
  /** Fetch the shards and page texts a search for `query` needs; answer nothing. */
  | ({ type: 'prefetch' } & SearchParameters)
  /** Fetch the shards of the words of `query` typed so far (each keystroke, before the debounce). */
  | { type: 'warm'; query: string; maxTerms: number }
  /**
   * Files (names relative to the head) the main thread is fetching for the worker: it started them as soon
   * as the query was typed, before the worker or the head were in. Wait for their `file` message instead of
   * fetching them again.
   */
  | { type: 'expect'; names: string[] }
  /** One expected file's JSON text, or null when the main thread could not fetch it (fetch it yourself). */
  | { type: 'file'; name: string; text: string | null };

interface SearchParameters {
  query: string;
  limit: number;
  snippetLength: number;
  maxTerms: number;
  budgetMs: number;
}

export type WorkerResponse =
  | { type: 'loaded'; parseMs: number; buildMs: number; sections: number }
  | { type: 'load-failed'; message: string }
  /** The search now waits for files (`waiting`) or works again: the client times only the work. */
  | { type: 'network'; id: number; waiting: boolean }
  /** The ranked hits of search `id` before their page texts arrived (pending snippets); `result` follows. */
  | ({ type: 'partial'; id: number; hits: SearchHit[]; queryMs: number } & QueryUnderstood)
  | ({ type: 'result'; id: number; hits: SearchHit[]; queryMs: number } & QueryUnderstood)
  | { type: 'failed'; id: number; timeout: boolean; message: string };

/** How the worker understood a query (the fields of the same name in SearchGroup). */
export interface QueryUnderstood {
  correctedQuery?: string;
  matchedTerms?: string[];
}

/** How long the worker waits for a shard or text file before answering without hits. */
export const FILE_FETCH_TIMEOUT_MS = 15000;
