/**
 * @jest-environment node
 */
// The main thread's side of local search: one download of the index, handed to the worker; a search over
// its time budget is abandoned, the stuck worker replaced, and the next search answers normally.
import {
  createLocalIndexClient,
  SearchAbandoned,
  type WorkerLike,
} from '@site/src/lib/search/client/workerClient';
import type { WorkerRequest, WorkerResponse } from '@site/src/lib/search/worker/protocol';

/** A worker that answers at once, except queries containing "stuck", which it never answers. */
class FakeWorker implements WorkerLike {
  static all: FakeWorker[] = [];
  onmessage: WorkerLike['onmessage'] = null;
  onerror: WorkerLike['onerror'] = null;
  received: WorkerRequest[] = [];
  terminated = false;
  constructor() {
    FakeWorker.all.push(this);
  }
  postMessage(message: WorkerRequest) {
    this.received.push(message);
    const answer = (data: WorkerResponse) =>
      queueMicrotask(() => this.onmessage?.({ data } as MessageEvent<WorkerResponse>));
    if (message.type === 'load') answer({ type: 'loaded', parseMs: 1, buildMs: 2, sections: 1 });
    else if (message.type === 'search' && !message.query.includes('stuck')) {
      answer({
        type: 'result',
        id: message.id,
        queryMs: 1,
        hits: [
          {
            id: message.query,
            url: '/x',
            external: false,
            title: { text: message.query, ranges: [] },
            headings: [],
            breadcrumb: [],
          },
        ],
      });
    }
  }
  terminate() {
    this.terminated = true;
  }
}

function setUp() {
  FakeWorker.all = [];
  const timers: Array<() => void> = [];
  const fetchText = jest.fn(async () => '{"v":1}');
  const client = createLocalIndexClient({
    indexUrl: '/search-index-0123abcd.json',
    spawn: () => new FakeWorker(),
    fetchText,
    snippetLength: 100,
    maxTerms: 10,
    budgetMs: 1000,
    setTimer: (callback) => timers.push(callback),
    clearTimer: () => undefined,
  });
  return { client, fetchText, fireTimers: () => timers.splice(0).forEach((callback) => callback()) };
}

describe('local index client', () => {
  it('downloads the index once and gives its text to one worker', async () => {
    const { client, fetchText } = setUp();
    await Promise.all([client.load(), client.load()]);
    await client.search('port', 7);
    expect(fetchText).toHaveBeenCalledTimes(1);
    expect(fetchText).toHaveBeenCalledWith('/search-index-0123abcd.json');
    expect(FakeWorker.all).toHaveLength(1);
    expect(FakeWorker.all[0].received[0]).toEqual({
      type: 'load',
      text: '{"v":1}',
      url: '/search-index-0123abcd.json',
    });
    expect(client.stats.buildMs).toBe(2);
  });

  it('abandons a search over budget, replaces the worker, and answers the next search', async () => {
    const { client, fireTimers } = setUp();
    await client.load();
    const stuck = client.search('stuck query', 7);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(FakeWorker.all[0].received.map((message) => message.type)).toEqual(['load', 'search']);
    fireTimers();
    await expect(stuck).rejects.toBeInstanceOf(SearchAbandoned);
    expect(FakeWorker.all[0].terminated).toBe(true);
    const hits = await client.search('port', 7);
    expect(hits.map((hit) => hit.id)).toEqual(['port']);
    expect(FakeWorker.all).toHaveLength(2);
    expect(FakeWorker.all[1].received[0].type).toBe('load');
  });

  it('retries a failed download on the next load', async () => {
    FakeWorker.all = [];
    const fetchText = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('{"v":1}');
    const client = createLocalIndexClient({
      indexUrl: '/i.json',
      spawn: () => new FakeWorker(),
      fetchText,
      snippetLength: 100,
      maxTerms: 10,
      budgetMs: 1000,
    });
    await expect(client.load()).rejects.toThrow('offline');
    await client.load();
    expect(fetchText).toHaveBeenCalledTimes(2);
  });
});
