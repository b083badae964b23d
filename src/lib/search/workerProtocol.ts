/** Messages between the dialog's side (localIndexClient.ts) and the search worker (searchWorker.ts). */
import type { SearchHit } from './types';

export type WorkerRequest =
  /** The compact index as downloaded (JSON text): the worker parses it and builds its inverted index. */
  | { type: 'load'; text: string }
  | { type: 'search'; id: number; query: string; limit: number; snippetLength: number; maxTerms: number; budgetMs: number };

export type WorkerResponse =
  | { type: 'loaded'; parseMs: number; buildMs: number; sections: number }
  | { type: 'load-failed'; message: string }
  | { type: 'result'; id: number; hits: SearchHit[]; queryMs: number }
  | { type: 'failed'; id: number; timeout: boolean; message: string };
