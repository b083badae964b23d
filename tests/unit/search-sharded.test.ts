// The split index (head, term shards, page texts): a search over it answers exactly as the whole index
// does, fetching only the shards of the query's words and the texts of the pages it shows; a file that
// cannot be fetched gives no hits and is fetched again by the next query; the main side's budget does not
// run while the worker waits for files.
import { loadedSearchWorker, TEST_INDEX_HASH, TEST_INDEX_URL } from '@site/tests/support/loadedSearchWorker';
import { splitIndex } from '@site/plugins/search-index/shards';
import { SEARCH } from '@site/config/constants';
import { onePerPage, SEARCH_INDEX } from './fixtures/searchIndex';
import {
  createLocalIndexClient,
  SearchAbandoned,
  shardsOfQuery,
  type WorkerLike,
} from '@site/src/lib/search/client/workerClient';
import { createSearchSession, LruCache } from '@site/src/lib/search/client/searchSession';
import type { SearchProvider } from '@site/src/lib/search/types';
import { LocalSearchEngine } from '@site/src/lib/search/worker/engine';
import {
  hanKeyChar,
  HAN_SHARDS,
  DEDICATED_HAN,
  DEDICATED_HAN_SHARDS,
  hanShardOf,
  shardFile,
  TERM_SHARDS,
  termShardOf,
  type TermShard,
} from '@site/src/lib/search/format/shardedIndex';
import { ShardedSearch } from '@site/src/lib/search/worker/shardedSearch';
import {
  FILE_FETCH_TIMEOUT_MS,
  type WorkerRequest,
  type WorkerResponse,
} from '@site/src/lib/search/worker/protocol';

const options = {
  limit: SEARCH.resultLimit,
  snippetLength: SEARCH.snippetLength,
  maxTerms: SEARCH.maxQueryTerms,
  budgetMs: 1500,
};

const index = SEARCH_INDEX;

const QUERIES = [
  'distPath',
  'output.distPath',
  'dist path',
  'dis',
  'port',
  'server port',
  'env',
  'environment variables',
  'constructor',
  'strictPort',
  '端口',
  '热更新',
  '开发服务器端口',
  '配置代理',
  '模块',
  'HMR',
  'nothing here',
  'how to change the port',
  'the',
  'output.distPath 端口',
  'eaddrinuse',
  'address taken',
  '启动失败',
];

/** The hash in the head's name (search-index-<hash>.json), which names the shards. */
const INDEX_HASH = '0123abcd';
const termShard = (key: string) => shardFile('shard', INDEX_HASH, termShardOf(key));

function setUpSharded(failing: Set<string> = new Set()) {
  const { head, files } = splitIndex(index, INDEX_HASH);
  const fetched: string[] = [];
  const fetchJson = jest.fn(async (url: string) => {
    const name = url.slice(url.lastIndexOf('/') + 1);
    fetched.push(name);
    if (failing.has(name)) throw new Error(`GET ${url} failed`);
    const content = files.get(name);
    if (content === undefined) throw new Error(`no file ${name}`);
    return JSON.parse(content) as unknown;
  });
  return {
    head,
    files,
    fetched,
    fetchJson,
    search: new ShardedSearch(head, `https://docs.test/zh/search-index-${INDEX_HASH}.json`, fetchJson),
  };
}

describe('split index', () => {
  it('answers every query exactly as the whole index, snippets and highlights included', async () => {
    const whole = new LocalSearchEngine(index);
    for (const query of QUERIES) {
      // A fresh worker per query, so that no shard of an earlier query helps.
      const { search } = setUpSharded();
      expect({ query, hits: await search.search(query, options) }).toEqual({
        query,
        hits: whole.search(query, options),
      });
    }
    expect(whole.search('distPath', options).length).toBeGreaterThan(0);
    expect(whole.search('端口', options).some((hit) => hit.snippet?.ranges.length)).toBe(true);
  });

  it('ranks a query the same whatever was searched or typed before it in the same worker', async () => {
    const fresh = new Map<string, unknown>();
    for (const query of QUERIES) fresh.set(query, await setUpSharded().search.search(query, options));
    // Every shard of every query is in before any query runs, then each query runs after all the others.
    const { search } = setUpSharded();
    for (const query of QUERIES) await search.warm(query, options.maxTerms);
    for (const query of [...QUERIES].reverse())
      expect({ query, hits: await search.search(query, options) }).toEqual({ query, hits: fresh.get(query) });
  });

  it("leaves out the prose of shards the query did not fetch: a synonym's prose found or not by chance", async () => {
    // "folder" finds its page by its own word; its synonym "directory" is in another page's prose only, in
    // the shard "dist" fetches. Whether that shard was in from an earlier query must not change the hits.
    const small = onePerPage(
      [
        ['/folder', 'Output folder', ['Guide'], ''],
        ['/build', 'Build', ['Guide'], ''],
        ['/dist', 'Dist files', ['Guide'], ''],
      ],
      ['Where the folder goes.', 'The directory of the build.', 'Dist files of the build.'],
    );
    expect(termShardOf('directory')).toBe(termShardOf('dist'));
    expect(termShardOf('directory')).not.toBe(termShardOf('folder'));
    const { head, files } = splitIndex(small, INDEX_HASH);
    const searchOf = () =>
      new ShardedSearch(head, `https://docs.test/search-index-${INDEX_HASH}.json`, async (url: string) =>
        JSON.parse(files.get(url.slice(url.lastIndexOf('/') + 1)) ?? 'null'),
      );
    const urls = async (search: ShardedSearch, query: string) =>
      (await search.search(query, options)).map((hit) => hit.url);
    const after = searchOf();
    await after.search('dist', options);
    expect(await urls(searchOf(), 'folder')).toEqual(['/folder']);
    expect(await urls(after, 'folder')).toEqual(['/folder']);
    // Nor is a misspelling corrected to a word of such a shard ("idrectory" is looked up in shard "id").
    expect(await urls(searchOf(), 'idrectory')).toEqual([]);
    expect(await urls(after, 'idrectory')).toEqual([]);
  });

  it('keeps the prose and code out of the head, in shards and one text file per page with prose', () => {
    const { head, files } = setUpSharded();
    const headText = JSON.stringify(head);
    expect(headText).not.toContain('listens on');
    expect(headText).not.toContain('以外的地址');
    // A code block's identifier is in its key's shard, as a code posting (the engine weighs code apart).
    expect(headText.toLowerCase()).not.toContain('strictport');
    const [body, code] = JSON.parse(files.get(termShard('strictport')) ?? '[]') as TermShard;
    expect(code.strictport).toEqual([index.sections.findIndex((section) => section[4] === 'strictPort'), 1]);
    expect(body.strictport).toBeUndefined();
    // Every shard exists, named by the head's hash and its number (the browser asks for any of them).
    const shards = [
      ...Array.from({ length: TERM_SHARDS }, (_, n) => shardFile('shard', INDEX_HASH, n)),
      ...Array.from({ length: HAN_SHARDS + DEDICATED_HAN_SHARDS }, (_, n) => shardFile('han', INDEX_HASH, n)),
    ];
    for (const name of shards) {
      expect(name).toMatch(/^search-(shard|han)-0123abcd-\d+\.json$/);
      expect(files.has(name)).toBe(true);
    }
    expect(head.texts.filter(Boolean)).toHaveLength(index.pages.length);
    for (const name of head.texts.filter(Boolean)) {
      expect(name).toMatch(/^search-text-[0-9a-f]{8}\.json$/);
      expect(files.has(name)).toBe(true);
    }
    expect(files.size).toBe(shards.length + new Set(head.texts.filter(Boolean)).size);
  });

  it('keeps in the head the code postings of the keys it is given (the synonyms), found with no shard', () => {
    const fetchJson = jest.fn(async () => Promise.reject(new Error('offline')));
    const codeSection = index.sections.findIndex((section) => section[4] === 'strictPort');
    const plain = new ShardedSearch(
      splitIndex(index, INDEX_HASH).head,
      'https://docs.test/h.json',
      fetchJson,
    );
    const { head } = splitIndex(index, INDEX_HASH, new Set(['strictport']));
    expect(head.code).toEqual({ strictport: [codeSection, 1] });
    const withCode = new ShardedSearch(head, 'https://docs.test/h.json', fetchJson);
    const sections = (search: ShardedSearch) =>
      search.engine.sectionsOf(search.engine.match('strictport', { ...options, limit: 7 }));
    expect(sections(withCode)).toContain(codeSection);
    expect(sections(plain)).not.toContain(codeSection);
    expect(fetchJson).not.toHaveBeenCalled();
  });

  it('fetches the shards of the query words and the texts of the pages shown, nothing else, each once', async () => {
    const { head, fetched, search } = setUpSharded();
    const hits = await search.search('distPath', options);
    const shownPages = new Set(
      hits.map((hit) => index.pages.findIndex(([url]) => hit.url.split('#')[0] === url)),
    );
    const shards = new Set(['distpath', 'dist', 'path'].map(termShard));
    const texts = new Set([...shownPages].map((page) => head.texts[page]));
    expect(new Set(fetched)).toEqual(new Set([...shards, ...texts]));
    expect(fetched).toHaveLength(new Set(fetched).size);
    expect(fetched.some((name) => name.startsWith('search-han-'))).toBe(false);
    // The same query again needs nothing new.
    await search.search('distPath', options);
    expect(fetched).toHaveLength(new Set(fetched).size);
  });

  it('ranks the same without snippets, as the scripts that only read ranks ask (snippetLength 0)', async () => {
    for (const query of ['distPath', '端口', 'how to change the port']) {
      const withSnippets = await setUpSharded().search.search(query, options);
      const ranksOnly = await setUpSharded().search.search(query, { ...options, snippetLength: 0 });
      expect(ranksOnly.map((hit) => hit.url)).toEqual(withSnippets.map((hit) => hit.url));
      expect(withSnippets.some((hit) => hit.snippet)).toBe(true);
      expect(ranksOnly.filter((hit) => hit.snippet)).toEqual([]);
    }
  });

  it('looks a Chinese term up in the shard of one of its characters only', async () => {
    const { fetched, search } = setUpSharded();
    await search.search('热更新', options);
    const hanFiles = fetched.filter((name) => name.startsWith('search-han-'));
    expect(hanFiles).toHaveLength(1);
    expect(hanKeyChar('热更新')).toBe('热');
    expect(fetched.some((name) => name.startsWith('search-shard-'))).toBe(false);
  });

  it('rejects when a file cannot be fetched, and fetches it again for the next query', async () => {
    const failing = new Set([termShard('port')]);
    const { search, fetched } = setUpSharded(failing);
    await expect(search.search('port', options)).rejects.toThrow('failed');
    failing.clear();
    const hits = await search.search('port', options);
    expect(hits[0].url).toBe('/config/server/port');
    expect(fetched.filter((name) => name === termShard('port'))).toHaveLength(2);
  });
});

/** A worker that reports it waits for files on every search and answers only when told to. */
class WaitingWorker implements WorkerLike {
  onmessage: WorkerLike['onmessage'] = null;
  onerror: WorkerLike['onerror'] = null;
  terminated = false;
  lastId = 0;
  postMessage(message: WorkerRequest) {
    if (message.type === 'load') this.send({ type: 'loaded', parseMs: 1, buildMs: 1, sections: 1 });
    else if (message.type === 'search') {
      this.lastId = message.id;
      this.send({ type: 'network', id: message.id, waiting: true });
    }
  }
  send(data: WorkerResponse) {
    queueMicrotask(() => this.onmessage?.({ data } as MessageEvent<WorkerResponse>));
  }
  terminate() {
    this.terminated = true;
  }
}

describe('local index client with a worker that fetches files', () => {
  it('gives the worker its fetch timeout while it waits for files, and the budget again once it works', async () => {
    const workers: WaitingWorker[] = [];
    const timers: Array<{ ms: number; callback: () => void; cleared: boolean }> = [];
    const client = createLocalIndexClient({
      indexUrl: '/search-index-0123abcd.json',
      spawn: () => {
        const worker = new WaitingWorker();
        workers.push(worker);
        return worker;
      },
      fetchText: async () => '{"v":2}',
      snippetLength: 100,
      maxTerms: 10,
      budgetMs: 1000,
      graceMs: 500,
      setTimer: (callback, ms) => {
        const timer = { ms, callback, cleared: false };
        timers.push(timer);
        return timer;
      },
      clearTimer: (timer) => {
        (timer as { cleared: boolean }).cleared = true;
      },
    });
    const answer = client.search('port', 7);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const live = () => timers.filter((timer) => !timer.cleared);
    expect(live().map((timer) => timer.ms)).toEqual([FILE_FETCH_TIMEOUT_MS + 500]);
    workers[0].send({ type: 'network', id: workers[0].lastId, waiting: false });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(live().map((timer) => timer.ms)).toEqual([1500]);
    // Stuck in its own work past the budget: abandoned and replaced.
    live()[0].callback();
    await expect(answer).rejects.toBeInstanceOf(SearchAbandoned);
    expect(workers[0].terminated).toBe(true);
  });
});

describe('prefetch during the loading state', () => {
  it('asks the provider to fetch the query files before the index is ready, and answers only once it is', async () => {
    const calls: string[] = [];
    const provider: SearchProvider = {
      key: 'local test',
      buildsIndex: true,
      load: async () => undefined,
      prefetch: (query) => calls.push(`prefetch ${query}`),
      search: async (query) => {
        calls.push(`search ${query}`);
        return [];
      },
    };
    let markReady: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (markReady = resolve));
    const answers: string[] = [];
    const session = createSearchSession({
      provider,
      whenReady: () => ready,
      limit: 7,
      debounceMs: 0,
      cache: new LruCache(10),
      onResults: (query) => answers.push(query),
    });
    session.setQuery('port');
    const done = session.flush();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual(['prefetch port']);
    expect(answers).toEqual([]);
    markReady();
    await done;
    expect(calls).toEqual(['prefetch port', 'search port']);
    expect(answers).toEqual(['port']);
  });

  it('has the loaded worker fetch the query files without answering', async () => {
    const { posted, client } = loadedSearchWorker();
    client.prefetch('端口', 7);
    await client.load();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(posted.map((message) => message.type)).toEqual(['load', 'prefetch']);
    expect(posted[1]).toMatchObject({ type: 'prefetch', query: '端口', limit: 7 });
  });
});

describe('shards named from the query, fetched by the main thread', () => {
  it('names every shard the worker reads for a query, from the query alone', async () => {
    for (const query of QUERIES) {
      const { fetched, search } = setUpSharded();
      await search.warm(query, SEARCH.maxQueryTerms);
      const guessed = shardsOfQuery(query, INDEX_HASH, SEARCH.maxQueryTerms);
      expect({ query, missed: fetched.filter((name) => !guessed.includes(name)) }).toEqual({
        query,
        missed: [],
      });
    }
  });

  it('guesses the shard the worker reads for each pair of a Chinese query, its rarest character, at most 6', () => {
    const hanShard = (char: string) => shardFile('han', INDEX_HASH, hanShardOf(char));
    // 端 and 口 are both outside the dedicated common characters: the first one's shard only, the worker's.
    expect(hanKeyChar('端口')).toBe('端');
    expect(shardsOfQuery('端口', INDEX_HASH, 10)).toEqual([hanShard('端')]);
    // 配 and 置 are both dedicated common characters: the later one, whose shard the worker reads for 配置.
    expect(DEDICATED_HAN.indexOf('配')).toBeGreaterThan(DEDICATED_HAN.indexOf('置'));
    expect(shardsOfQuery('配置', INDEX_HASH, 10)).toEqual([hanShard('配')]);
    expect(hanKeyChar('配置')).toBe('配');
    // A character outside them is taken before a dedicated one.
    expect(hanKeyChar('置热')).toBe('热');
    // 开发 (both dedicated) then 服务 (neither): one guess per pair.
    expect(shardsOfQuery('开发服务', INDEX_HASH, 10)).toEqual([hanShard('发'), hanShard('服')]);
    expect(hanKeyChar('开发')).toBe('发');
    // A long query stays within one wave of requests.
    expect(
      shardsOfQuery('浏览器兼容性问题排查与修复方案', INDEX_HASH, 10).filter((name) =>
        name.startsWith('search-han-'),
      ),
    ).toHaveLength(6);
  });

  it('fetches the guessed shards at once, hands them to the worker, and names each file once', async () => {
    const requested: string[] = [];
    const failing = `/${shardFile('shard', TEST_INDEX_HASH, termShardOf('dist'))}`;
    const { posted, client } = loadedSearchWorker({
      fetchText: async (url) => {
        requested.push(url);
        if (url === failing) throw new Error('offline');
        return url === TEST_INDEX_URL ? '{"v":3}' : `{"from":"${url}"}`;
      },
    });
    client.warm('distPath');
    const names = shardsOfQuery('distPath', TEST_INDEX_HASH, SEARCH.maxQueryTerms);
    expect(names.length).toBeGreaterThan(1);
    // Requested at once, next to the head: not a round trip after it.
    expect(requested).toEqual([TEST_INDEX_URL, ...names.map((name) => `/${name}`)]);
    expect(posted[0]).toEqual({ type: 'expect', names });
    await client.load();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const files = posted.filter((message) => message.type === 'file');
    expect(files).toHaveLength(names.length);
    for (const name of names)
      expect(files).toContainEqual({
        type: 'file',
        name,
        // The one the main thread could not fetch is left to the worker (null).
        text: `/${name}` === failing ? null : `{"from":"/${name}"}`,
      });
    // The same words again: nothing new is requested or announced.
    client.warm('distPath');
    expect(requested).toHaveLength(1 + names.length);
    expect(posted.filter((message) => message.type === 'expect')).toHaveLength(1);
  });
});
