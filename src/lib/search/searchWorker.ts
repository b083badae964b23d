/**
 * The local search's Web Worker: parses the compact index, builds the inverted index and answers queries,
 * off the main thread. Bundled as its own chunk (`new Worker(new URL(...))` in spawnSearchWorker.ts).
 */
import type { CompactIndex } from './compactIndex';
import { LocalSearchEngine, SearchTimeout } from './localEngine';
import type { WorkerRequest, WorkerResponse } from './workerProtocol';

declare const self: { onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null; postMessage(message: WorkerResponse): void };

let engine: LocalSearchEngine | undefined;

self.onmessage = ({ data }) => {
  if (data.type === 'load') {
    try {
      const started = performance.now();
      const index = JSON.parse(data.text) as CompactIndex;
      const parsed = performance.now();
      engine = new LocalSearchEngine(index);
      self.postMessage({ type: 'loaded', parseMs: parsed - started, buildMs: performance.now() - parsed, sections: index.sections.length });
    } catch (error) {
      self.postMessage({ type: 'load-failed', message: String(error) });
    }
    return;
  }
  const { id, query, limit, snippetLength, maxTerms, budgetMs } = data;
  const started = performance.now();
  try {
    if (!engine) throw new Error('The search index is not loaded.');
    const hits = engine.search(query, { limit, snippetLength, maxTerms, deadline: started + budgetMs });
    self.postMessage({ type: 'result', id, hits, queryMs: performance.now() - started });
  } catch (error) {
    self.postMessage({ type: 'failed', id, timeout: error instanceof SearchTimeout, message: String(error) });
  }
};
