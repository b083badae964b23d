// Hits before their snippets: the local search shows its ranked hits as soon as the shards are in, and fills
// the snippets in when the page texts arrive, without moving the list; the shards of a query's words start
// downloading on the keystroke, before the debounce.
import { render, screen, within } from '@testing-library/react';
import { splitIndex } from '@site/plugins/search-index/shards';
import { SEARCH } from '@site/config/constants';
import { SEARCH_INDEX, englishPages } from './fixtures/searchIndex';
import { createLocalProvider } from '@site/src/lib/search/client/searchEngine';
import { LocalSearchEngine } from '@site/src/lib/search/worker/engine';
import { createSearchSession, LruCache } from '@site/src/lib/search/client/searchSession';
import { ShardedSearch } from '@site/src/lib/search/worker/shardedSearch';
import type { SearchGroup, SearchHit, SearchProvider } from '@site/src/lib/search/types';
import { loadedSearchWorker } from '@site/tests/support/loadedSearchWorker';
import type { WorkerRequest, WorkerResponse } from '@site/src/lib/search/worker/protocol';
import { SearchHits } from '@site/src/components/Search/SearchHits';

const options = {
  limit: SEARCH.resultLimit,
  snippetLength: SEARCH.snippetLength,
  maxTerms: SEARCH.maxQueryTerms,
  budgetMs: 1500,
};

// English pages only: every hit of the index then has prose to snippet.
const index = englishPages(SEARCH_INDEX);

function setUp() {
  const { head, files } = splitIndex(index, '0');
  const fetched: string[] = [];
  const fetchJson = async (url: string) => {
    const name = url.slice(url.lastIndexOf('/') + 1);
    fetched.push(name);
    const content = files.get(name);
    if (content === undefined) throw new Error(`no file ${name}`);
    return JSON.parse(content) as unknown;
  };
  return { fetched, search: new ShardedSearch(head, 'https://docs.test/search-index-0.json', fetchJson) };
}

describe('hits before their snippets (split index)', () => {
  it('warming fetches only the shards of the words typed, no page text', async () => {
    const { fetched, search } = setUp();
    await search.warm('port', SEARCH.maxQueryTerms);
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.every((name) => name.startsWith('search-shard-'))).toBe(true);
  });

  it('answers first with the ranked hits, snippets pending, then the same hits with their snippets', async () => {
    const { fetched, search } = setUp();
    // Shards already in (the keystroke warmed them): the texts are what the search still waits for.
    await search.warm('port', SEARCH.maxQueryTerms);
    const partials: SearchHit[][] = [];
    const hits = await search.search('port', options, { onPartial: (early) => partials.push(early) });
    expect(partials).toHaveLength(1);
    const [early] = partials;
    expect(early.map((hit) => hit.id)).toEqual(hits.map((hit) => hit.id));
    expect(early.map((hit) => hit.title)).toEqual(hits.map((hit) => hit.title));
    expect(early.map((hit) => hit.headings)).toEqual(hits.map((hit) => hit.headings));
    expect(early.every((hit) => hit.snippetPending === true && hit.snippet === undefined)).toBe(true);
    expect(hits.every((hit) => !hit.snippetPending && hit.snippet && hit.snippet.ranges.length > 0)).toBe(
      true,
    );
    // The final answer is the whole index's, snippets and highlights included.
    expect(hits).toEqual(new LocalSearchEngine(index).search('port', options));
    expect(fetched.some((name) => name.startsWith('search-text-'))).toBe(true);
  });

  it('sends no early answer when every text is already in', async () => {
    const { search } = setUp();
    await search.search('port', options);
    const partials: SearchHit[][] = [];
    await search.search('port', options, { onPartial: (early) => partials.push(early) });
    expect(partials).toEqual([]);
  });
});

describe('the worker client and the provider pass the early hits on', () => {
  it("hands the worker's partial answer to the caller before the result", async () => {
    const { posted, worker, client } = loadedSearchWorker();
    const provider = createLocalProvider({
      indexUrl: '/search-index-0123abcd.json',
      indexName: 'i',
      index: client,
    });
    provider.warm?.('por');
    const early: SearchGroup[][] = [];
    const answer = provider.search('port', 7, (groups) => early.push(groups));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The shards the main thread provides (expect, file) are covered in search-query-shards.test.ts.
    const requests = posted.filter((message) => message.type !== 'expect' && message.type !== 'file');
    expect(requests.map((message) => message.type)).toEqual(['load', 'warm', 'search']);
    expect(requests[1]).toEqual({ type: 'warm', query: 'por', maxTerms: 10 });
    const search = requests[2] as Extract<WorkerRequest, { type: 'search' }>;
    const hit: SearchHit = {
      id: '/a',
      url: '/a',
      external: false,
      title: { text: 'A', ranges: [] },
      headings: [],
      breadcrumb: [],
    };
    const send = (data: WorkerResponse) => worker.onmessage?.({ data } as MessageEvent<WorkerResponse>);
    send({ type: 'partial', id: search.id, hits: [{ ...hit, snippetPending: true }], queryMs: 3 });
    expect(client.stats.lastQueryMs).toBe(3);
    expect(early).toEqual([[{ index: 'i', label: 'i', hits: [{ ...hit, snippetPending: true }] }]]);
    const full = { ...hit, snippet: { text: 'a port', ranges: [{ start: 2, length: 4 }] } };
    send({ type: 'result', id: search.id, hits: [full], queryMs: 1 });
    await expect(answer).resolves.toEqual([{ index: 'i', label: 'i', hits: [full] }]);
  });
});

describe('the session', () => {
  const hit = (id: string, pending: boolean): SearchHit => ({
    id,
    url: id,
    external: false,
    title: { text: id, ranges: [] },
    headings: [],
    breadcrumb: [],
    ...(pending ? { snippetPending: true } : { snippet: { text: `text of ${id}`, ranges: [] } }),
  });
  const group = (pending: boolean): SearchGroup[] => [
    { index: 'i', label: 'i', hits: [hit('/a', pending), hit('/b', pending)] },
  ];

  it('warms the query on each keystroke before the debounce, shows the early hits, then refines them', async () => {
    const calls: string[] = [];
    let finish: () => void = () => undefined;
    const provider: SearchProvider = {
      key: 'local test',
      buildsIndex: true,
      load: async () => undefined,
      warm: (query) => calls.push(`warm ${query}`),
      search: (query, _limit, onPartial) => {
        calls.push(`search ${query}`);
        onPartial?.(group(true));
        return new Promise((resolve) => (finish = () => resolve(group(false))));
      },
    };
    const answers: Array<[SearchGroup[] | null, boolean | undefined]> = [];
    const cache = new LruCache<string, SearchGroup[]>(10);
    const session = createSearchSession({
      provider,
      whenReady: () => Promise.resolve(),
      limit: 7,
      debounceMs: 150,
      cache,
      onResults: (_query, groups, refines) => answers.push([groups, refines]),
    });
    session.setQuery('p');
    session.setQuery('port');
    expect(calls).toEqual(['warm p', 'warm port']);
    const done = session.flush();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answers).toEqual([[group(true), undefined]]);
    finish();
    await done;
    expect(answers).toEqual([
      [group(true), undefined],
      [group(false), true],
    ]);
    // Only the complete answer is cached, and a cached query is not warmed again.
    expect(cache.get('port')).toEqual(group(false));
    session.setQuery('port');
    expect(calls).toEqual(['warm p', 'warm port', 'search port']);
    session.dispose();
  });

  it('drops the early hits of a query the reader has already changed', async () => {
    let finish: () => void = () => undefined;
    let early: (() => void) | undefined;
    const provider: SearchProvider = {
      key: 'local test',
      buildsIndex: true,
      load: async () => undefined,
      search: (_query, _limit, onPartial) => {
        early = () => onPartial?.(group(true));
        return new Promise((resolve) => (finish = () => resolve(group(false))));
      },
    };
    const answers: string[] = [];
    const session = createSearchSession({
      provider,
      whenReady: () => Promise.resolve(),
      limit: 7,
      debounceMs: 150,
      cache: new LruCache(10),
      onResults: (query) => answers.push(query),
    });
    session.setQuery('port');
    const done = session.flush();
    await new Promise((resolve) => setTimeout(resolve, 0));
    session.setQuery('host');
    early?.();
    finish();
    await done;
    session.dispose();
    expect(answers).toEqual([]);
  });
});

describe('the hit list while snippets are pending', () => {
  const hits = (pending: boolean): SearchHit[] =>
    ['/config/server/port', '/guide/basic/server#change-the-port', '/config/server/host'].map((url, at) => ({
      id: url,
      url,
      external: false,
      title: { text: `Hit ${at}`, ranges: [] },
      headings: [],
      breadcrumb: ['Config'],
      ...(pending
        ? { snippetPending: true }
        : { snippet: { text: `Snippet <b>${at}</b> about the port`, ranges: [] } }),
    }));
  const list = (pending: boolean) => (
    <SearchHits
      answer={{ query: 'port', groups: [{ index: 'i', label: 'i', hits: hits(pending) }] }}
      tab={0}
      onTabChange={() => undefined}
      active={1}
      onActiveChange={() => undefined}
      listId="list"
      onOpen={() => undefined}
      onExternalOpen={() => undefined}
    />
  );

  it('shows the titles at once with a busy placeholder, then the snippets in the same options', () => {
    const { rerender, container } = render(list(true));
    const before = screen.getAllByRole('option');
    expect(before.map((option) => option.getAttribute('href'))).toEqual(hits(true).map((hit) => hit.url));
    for (const [at, option] of before.entries()) {
      expect(option).toHaveAttribute('aria-busy', 'true');
      expect(within(option).getByText(`Hit ${at}`)).toBeInTheDocument();
      // The placeholder holds the snippet's place and is not read out.
      const placeholder = option.lastElementChild as HTMLElement;
      expect(placeholder).toHaveAttribute('aria-hidden', 'true');
      expect(placeholder).toBeEmptyDOMElement();
    }
    expect(before[1]).toHaveAttribute('aria-selected', 'true');
    rerender(list(false));
    const after = screen.getAllByRole('option');
    // Same elements in the same order: nothing was re-created or moved, the selection stayed.
    expect(after).toHaveLength(before.length);
    after.forEach((option, at) => expect(option).toBe(before[at]));
    expect(after[1]).toHaveAttribute('aria-selected', 'true');
    for (const [at, option] of after.entries()) {
      expect(option).not.toHaveAttribute('aria-busy');
      expect(option).toHaveTextContent(`Snippet <b>${at}</b> about the port`);
    }
    expect(container.querySelector('b')).toBeNull();
  });
});
