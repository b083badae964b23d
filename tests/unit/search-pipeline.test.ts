/**
 * @jest-environment node
 */
// The dialog's query pipeline: 150 ms debounce, an LRU cache of 100 answers, only the latest answer shown,
// an empty query clearing at once, and the index loading state of at least 1 s on a first build only.
import { SEARCH } from '@site/config/constants';
import {
  createIndexLoader,
  searchEngine,
  type Clock,
  type SearchTarget,
} from '@site/src/lib/search/client/searchEngine';
import { createSearchSession, LruCache } from '@site/src/lib/search/client/searchSession';
import type { SearchGroup, SearchProvider } from '@site/src/lib/search/types';

// The Algolia mode's code as a chunk that fails to load once.
let mockChunkFails = false;
const mockCreateAlgoliaProvider = jest.fn(() => ({ search: async () => [] }));
jest.mock('@site/src/lib/search/hosted/algolia', () => {
  if (mockChunkFails) {
    mockChunkFails = false;
    throw new Error('ChunkLoadError');
  }
  return { createAlgoliaProvider: mockCreateAlgoliaProvider };
});

const groupFor = (query: string): SearchGroup[] => [
  {
    index: SEARCH.indexName,
    label: SEARCH.indexName,
    hits: [
      {
        id: query,
        url: `/${query}`,
        external: false,
        title: { text: query, ranges: [] },
        headings: [],
        breadcrumb: [],
      },
    ],
  },
];

function fakeProvider(delayMs = 0): SearchProvider & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    key: 'test',
    buildsIndex: true,
    load: async () => undefined,
    search: (query) => {
      calls.push(query);
      if (delayMs === 0) return Promise.resolve(groupFor(query));
      return new Promise((resolve) => setTimeout(() => resolve(groupFor(query)), delayMs));
    },
  };
}

function session(provider: SearchProvider, cache = new LruCache<string, SearchGroup[]>(SEARCH.cacheSize)) {
  const answers: Array<[string, SearchGroup[] | null]> = [];
  const search = createSearchSession({
    provider,
    whenReady: () => Promise.resolve(),
    limit: SEARCH.resultLimit,
    debounceMs: SEARCH.debounceMs,
    cache,
    onResults: (query, groups) => answers.push([query, groups]),
  });
  return { search, answers, cache };
}

/** Lets pending promise callbacks run under fake timers. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('debounce', () => {
  it('searches only once typing has paused for the debounce delay, for the last query typed', async () => {
    const provider = fakeProvider();
    const { search, answers } = session(provider);
    for (const query of ['p', 'pr', 'pro', 'prox', 'proxy']) {
      search.setQuery(query);
      jest.advanceTimersByTime(SEARCH.debounceMs - 1);
    }
    expect(provider.calls).toEqual([]);
    jest.advanceTimersByTime(1);
    await settle();
    jest.runOnlyPendingTimers();
    await settle();
    expect(provider.calls).toEqual(['proxy']);
    expect(answers.map(([query]) => query)).toEqual(['proxy']);
  });

  it('clears the results at once for an empty query and drops the search still waiting', async () => {
    const provider = fakeProvider();
    const { search, answers } = session(provider);
    search.setQuery('port');
    search.setQuery('  ');
    expect(answers).toEqual([['  ', null]]);
    jest.advanceTimersByTime(SEARCH.debounceMs * 2);
    await settle();
    expect(provider.calls).toEqual([]);
  });

  it('shows only the answer to the latest query when an older search answers later', async () => {
    const provider = fakeProvider(500);
    const { search, answers } = session(provider);
    search.setQuery('hmr');
    jest.advanceTimersByTime(SEARCH.debounceMs);
    search.setQuery('port');
    jest.advanceTimersByTime(SEARCH.debounceMs);
    await settle();
    jest.advanceTimersByTime(1000);
    await settle();
    expect(provider.calls).toEqual(['hmr', 'port']);
    expect(answers.map(([query]) => query)).toEqual(['port']);
  });
});

describe('index and errors', () => {
  it('searches only once the index is ready, then shows the answer', async () => {
    const provider = fakeProvider();
    let markReady: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (markReady = resolve));
    const answers: string[] = [];
    const search = createSearchSession({
      provider,
      whenReady: () => ready,
      limit: SEARCH.resultLimit,
      debounceMs: SEARCH.debounceMs,
      cache: new LruCache(SEARCH.cacheSize),
      onResults: (query) => answers.push(query),
    });
    search.setQuery('alias');
    jest.advanceTimersByTime(SEARCH.debounceMs);
    await settle();
    expect(provider.calls).toEqual([]);
    markReady();
    await settle();
    expect(provider.calls).toEqual(['alias']);
    expect(answers).toEqual(['alias']);
  });

  it('reports a search that throws with its query and caches nothing for it', async () => {
    const failing: SearchProvider = {
      key: 'failing',
      buildsIndex: false,
      load: async () => undefined,
      search: jest
        .fn()
        .mockRejectedValueOnce(new Error('worker crashed'))
        .mockResolvedValueOnce(groupFor('port')),
    };
    const errors: Array<[string, unknown]> = [];
    const answers: string[] = [];
    const search = createSearchSession({
      provider: failing,
      whenReady: () => Promise.resolve(),
      limit: SEARCH.resultLimit,
      debounceMs: SEARCH.debounceMs,
      cache: new LruCache(SEARCH.cacheSize),
      onResults: (query) => answers.push(query),
      onError: (query, error) => errors.push([query, error]),
    });
    search.setQuery('port');
    await search.flush();
    expect(errors).toEqual([['port', new Error('worker crashed')]]);
    expect(answers).toEqual([]);
    search.setQuery('port');
    await search.flush();
    expect(answers).toEqual(['port']);
  });
});

describe('result cache', () => {
  it('does not keep an answer without hits, so a query that failed once is searched again', async () => {
    const provider = fakeProvider();
    let down = true;
    const flaky: SearchProvider = {
      ...provider,
      search: (query, limit) => (down ? Promise.resolve([]) : provider.search(query, limit)),
    };
    const { search, answers, cache } = session(flaky);
    search.setQuery('proxy');
    await search.flush();
    expect(cache.has('proxy')).toBe(false);
    down = false;
    search.setQuery('proxy');
    await search.flush();
    expect(answers.map(([query, groups]) => [query, groups?.[0]?.hits[0]?.url])).toEqual([
      ['proxy', undefined],
      ['proxy', '/proxy'],
    ]);
    expect(cache.has('proxy')).toBe(true);
  });

  it('answers a repeated query from the cache without searching again', async () => {
    const provider = fakeProvider();
    const { search, answers } = session(provider);
    for (const query of ['alias', 'proxy', 'alias']) {
      search.setQuery(query);
      await search.flush();
    }
    expect(provider.calls).toEqual(['alias', 'proxy']);
    expect(answers.map(([query, groups]) => [query, groups?.[0].hits[0].url])).toEqual([
      ['alias', '/alias'],
      ['proxy', '/proxy'],
      ['alias', '/alias'],
    ]);
  });

  it(`keeps the ${SEARCH.cacheSize} most recently used queries and evicts the least recently used one`, () => {
    const cache = new LruCache<string, number>(SEARCH.cacheSize);
    for (let i = 0; i < SEARCH.cacheSize; i += 1) cache.set(`q${i}`, i);
    expect(cache.get('q0')).toBe(0); // q0 is now the most recently used; q1 the least
    cache.set('new', -1);
    expect(cache.size).toBe(SEARCH.cacheSize);
    expect(cache.has('q1')).toBe(false);
    expect(cache.has('q0')).toBe(true);
    expect(cache.has('new')).toBe(true);
  });

  it('searches again for a query evicted from the cache', async () => {
    const provider = fakeProvider();
    const { search } = session(provider, new LruCache(SEARCH.cacheSize));
    const run = async (query: string) => {
      search.setQuery(query);
      await search.flush();
    };
    await run('first');
    for (let i = 0; i < SEARCH.cacheSize; i += 1) await run(`other ${i}`);
    await run('first');
    expect(provider.calls.filter((query) => query === 'first')).toHaveLength(2);
    expect(provider.calls).toHaveLength(SEARCH.cacheSize + 2);
  });
});

describe('index loading state', () => {
  function clockAt(start: number) {
    const sleeps: number[] = [];
    let now = start;
    const clock: Clock = {
      now: () => now,
      sleep: async (ms) => {
        sleeps.push(ms);
        now += ms;
      },
    };
    return { clock, sleeps, advance: (ms: number) => (now += ms) };
  }

  it(`lasts at least ${SEARCH.minIndexBuildMs} ms from the start of a first index build`, async () => {
    const { clock, sleeps, advance } = clockAt(0);
    const loader = createIndexLoader(async () => void advance(300), SEARCH.minIndexBuildMs, clock);
    expect(loader.isReady()).toBe(false);
    await loader.ensure();
    expect(sleeps).toEqual([SEARCH.minIndexBuildMs - 300]);
    expect(loader.isReady()).toBe(true);
  });

  it("counts the minimum from when the dialog's shell first showed the state, when that was earlier", async () => {
    // The shell showed the loading state at 5000; the dialog's code (and this loader) came 700 ms later.
    const { clock, sleeps, advance } = clockAt(5700);
    const loader = createIndexLoader(async () => void advance(100), SEARCH.minIndexBuildMs, clock);
    await loader.ensure(5000);
    expect(sleeps).toEqual([SEARCH.minIndexBuildMs - 800]);
  });

  it('moves the start back to when the state was shown even when a hover started the load first', async () => {
    const { clock, sleeps, advance } = clockAt(5700);
    let finish: () => void = () => undefined;
    const loader = createIndexLoader(
      () => new Promise<void>((resolve) => (finish = resolve)),
      SEARCH.minIndexBuildMs,
      clock,
    );
    const hover = loader.ensure();
    const dialog = loader.ensure(5000);
    advance(100);
    finish();
    await Promise.all([hover, dialog]);
    expect(sleeps).toEqual([SEARCH.minIndexBuildMs - 800]);
  });

  it('does not wait longer when the build itself takes longer than the minimum', async () => {
    const { clock, sleeps, advance } = clockAt(0);
    const loader = createIndexLoader(async () => void advance(2500), SEARCH.minIndexBuildMs, clock);
    await loader.ensure();
    expect(sleeps).toEqual([]);
  });

  it('makes no one wait for an index already built, and loads it only once', async () => {
    const { clock, sleeps } = clockAt(0);
    const load = jest.fn(async () => undefined);
    const loader = createIndexLoader(load, SEARCH.minIndexBuildMs, clock);
    await Promise.all([loader.ensure(), loader.ensure()]);
    sleeps.length = 0;
    await loader.ensure();
    expect(load).toHaveBeenCalledTimes(1);
    expect(sleeps).toEqual([]);
    expect(loader.isReady()).toBe(true);
  });

  it('retries a failed load on the next attempt', async () => {
    const { clock } = clockAt(0);
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    const loader = createIndexLoader(load, 0, clock);
    await expect(loader.ensure()).rejects.toThrow('offline');
    await loader.ensure();
    expect(loader.isReady()).toBe(true);
  });
});

describe('hosted modes', () => {
  it("loads the mode's code with its first use, once, and again after a failed load", async () => {
    const target: SearchTarget = {
      config: { mode: 'algolia', versioned: false, appId: 'APP', apiKey: 'key', indexName: 'rsbuild' },
      indexBaseUrl: '/',
      indexUrl: '/search-index.json',
      locale: 'en',
      version: '',
    };
    mockChunkFails = true;
    const { provider } = searchEngine(target);
    expect(provider.buildsIndex).toBe(false);
    expect(mockCreateAlgoliaProvider).not.toHaveBeenCalled();
    await expect(provider.load()).rejects.toThrow('ChunkLoadError');
    await provider.load();
    await provider.search('a', 7);
    await provider.search('b', 7);
    expect(mockCreateAlgoliaProvider).toHaveBeenCalledTimes(1);
    expect(mockCreateAlgoliaProvider).toHaveBeenCalledWith(target);
  });
});
