import { createLocalIndexClient, type WorkerLike } from '@site/src/lib/search/client/workerClient';
import type { WorkerRequest, WorkerResponse } from '@site/src/lib/search/worker/protocol';

export const TEST_INDEX_HASH = '0123abcd';
export const TEST_INDEX_URL = `/search-index-${TEST_INDEX_HASH}.json`;

/**
 * A worker stand-in that reports the index loaded as soon as it is sent, records every request, and a local
 * index client over it: tests then play the worker's answers with `send`.
 */
export function loadedSearchWorker({
  fetchText = async () => '{"v":2}',
}: { fetchText?: (url: string) => Promise<string> } = {}) {
  const posted: WorkerRequest[] = [];
  const worker: WorkerLike = {
    onmessage: null,
    onerror: null,
    terminate: () => undefined,
    postMessage(message) {
      posted.push(message);
      if (message.type === 'load')
        queueMicrotask(() =>
          worker.onmessage?.({
            data: { type: 'loaded', parseMs: 1, buildMs: 1, sections: 1 },
          } as MessageEvent<WorkerResponse>),
        );
    },
  };
  const client = createLocalIndexClient({
    indexUrl: TEST_INDEX_URL,
    spawn: () => worker,
    fetchText,
    snippetLength: 100,
    maxTerms: 10,
    budgetMs: 1000,
  });
  const send = (data: WorkerResponse) => worker.onmessage?.({ data } as MessageEvent<WorkerResponse>);
  return { posted, worker, client, send };
}
