/**
 * @jest-environment node
 */
// Algolia mode: the query sent through the client (index, contextual filters, plain fields only), DocSearch
// records mapped to the dialog's hits without any of the answer's markup, records off the site dropped, the
// client created once on demand, and every failure logged and shown as no results.
import { liteClient } from 'algoliasearch/lite';
import { SEARCH } from '@site/config/constants';
import {
  contextualFacetFilters,
  createAlgoliaProvider,
  createGuardedRequester,
  hitFromRecord,
  parseAlgoliaAnswer,
  type AlgoliaQuery,
  type DocSearchRecord,
} from '@site/src/lib/search/hosted/algolia';
import { AnswerRejected } from '@site/src/lib/search/hosted/answerGuard';
import type { SearchConfig } from '@site/config/search';

jest.mock('algoliasearch/lite', () => ({ liteClient: jest.fn() }));
const { liteClient: realLiteClient } = jest.requireActual<{ liteClient: typeof liteClient }>(
  'algoliasearch/lite',
);
const createClient = jest.mocked(liteClient);

const LIMITS = {
  maxBytes: SEARCH.remoteMaxAnswerBytes,
  maxDepth: SEARCH.remoteMaxJsonDepth,
  sliceMs: SEARCH.answerSliceMs,
};
const CONFIG: SearchConfig = {
  mode: 'algolia',
  versioned: false,
  appId: 'APP',
  apiKey: 'search-key',
  indexName: 'rsbuild',
};
const CONTEXT = {
  query: 'proxy',
  snippetLength: SEARCH.snippetLength,
  baseUrl: '/',
  siteOrigins: ['https://rsbuild.dev'],
};

const record = (
  url: string,
  type: string,
  hierarchy: DocSearchRecord['hierarchy'],
  content: string | null = null,
) => ({
  url,
  type,
  content,
  hierarchy: {
    lvl0: null,
    lvl1: null,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
    ...hierarchy,
  },
  _highlightResult: { hierarchy: { lvl1: { value: '<em>proxy</em>' } } },
});

const marked = ({ text, ranges }: { text: string; ranges: Array<{ start: number; length: number }> }) =>
  ranges.map(({ start, length }) => text.slice(start, start + length));

/** A provider whose client answers `answer` (or runs `search`), with the queries it was sent. */
function provider(
  search: (params: { requests: AlgoliaQuery[] }) => Promise<unknown>,
  config: Partial<SearchConfig> = {},
  version = '',
) {
  const queries: AlgoliaQuery[] = [];
  const logError = jest.fn();
  createClient.mockReset();
  createClient.mockImplementation(
    () =>
      ({
        search: (params: { requests: AlgoliaQuery[] }) => {
          queries.push(...params.requests);
          return search(params);
        },
      }) as unknown as ReturnType<typeof liteClient>,
  );
  const algolia = createAlgoliaProvider({
    config: { ...CONFIG, ...config },
    locale: 'zh',
    version,
    baseUrl: '/',
    siteOrigins: ['https://rsbuild.dev', 'http://127.0.0.1:3000'],
    snippetLength: SEARCH.snippetLength,
    fetch: globalThis.fetch,
    timeoutMs: 200,
    limits: LIMITS,
    logError,
  });
  return { algolia, queries, logError };
}

describe('query', () => {
  it("asks for `limit` records of the reader's language, plain fields, no highlighting", async () => {
    const { algolia, queries } = provider(async () => ({ results: [{ hits: [] }] }));
    await algolia.search('proxy', 7);
    expect(queries).toEqual([
      {
        indexName: 'rsbuild',
        query: 'proxy',
        hitsPerPage: 7,
        facetFilters: ['language:zh'],
        attributesToRetrieve: ['hierarchy', 'content', 'type', 'url', 'anchor'],
        attributesToHighlight: [],
        attributesToSnippet: [],
      },
    ]);
    // Algolia's own hosts: no `hosts` option.
    expect(createClient).toHaveBeenCalledWith('APP', 'search-key', { requester: expect.anything() });
  });

  it('filters on the docs version too when versioned, as Docusaurus tags its pages', () => {
    expect(contextualFacetFilters('en', false, '')).toEqual(['language:en']);
    expect(contextualFacetFilters('en', true, '')).toEqual([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
    ]);
    expect(contextualFacetFilters('zh', true, '0.5')).toEqual([
      'language:zh',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-0.5'],
    ]);
  });

  it('creates the client once, when first needed', async () => {
    const { algolia } = provider(async () => ({ results: [{ hits: [] }] }));
    expect(createClient).not.toHaveBeenCalled();
    await algolia.search('a', 7);
    await algolia.search('b', 7);
    expect(createClient).toHaveBeenCalledTimes(1);
  });
});

describe('records to hits', () => {
  it('maps the page title, the heading path, the section and the paragraph, marked from the query', () => {
    const hit = hitFromRecord(
      parseAlgoliaAnswer({
        results: [
          {
            hits: [
              record(
                'https://rsbuild.dev/config/server/proxy#ws',
                'content',
                { lvl0: 'Config', lvl1: 'server.proxy', lvl2: 'Proxy WebSocket' },
                'To proxy WebSocket connections, set ws.',
              ),
            ],
          },
        ],
      })[0],
      CONTEXT,
    );
    expect(hit).toMatchObject({
      id: '/config/server/proxy#ws',
      url: '/config/server/proxy#ws',
      external: false,
      breadcrumb: ['Config'],
    });
    expect(hit?.title.text).toBe('server.proxy');
    expect(hit?.headings.map((heading) => heading.text)).toEqual(['Proxy WebSocket']);
    expect(hit?.snippet?.text).toBe('To proxy WebSocket connections, set ws.');
    expect([hit!.title, ...hit!.headings, hit!.snippet!].map(marked)).toEqual([
      ['proxy'],
      ['Proxy'],
      ['proxy'],
    ]);
  });

  it("keeps headings down to the record's own level and no snippet for a heading record", () => {
    const [lvl2] = parseAlgoliaAnswer({
      results: [
        {
          hits: [
            record(
              'https://rsbuild.dev/a#b',
              'lvl2',
              { lvl0: 'Guide', lvl1: 'Page', lvl2: 'Section', lvl3: 'Stale deeper level' },
              'text',
            ),
          ],
        },
      ],
    });
    const hit = hitFromRecord(lvl2, CONTEXT);
    expect(hit?.headings.map((heading) => heading.text)).toEqual(['Section']);
    expect(hit?.snippet).toBeUndefined();
  });

  it("keeps markup of every field as text and ignores Algolia's highlight fields", () => {
    const [markup] = parseAlgoliaAnswer({
      results: [
        {
          hits: [
            record(
              'https://rsbuild.dev/p',
              'content',
              { lvl0: '<b>S</b>', lvl1: '<img src=x onerror=alert(1)>proxy' },
              '<script>proxy</script>',
            ),
          ],
        },
      ],
    });
    const hit = hitFromRecord(markup, CONTEXT);
    expect(hit?.title).toEqual({
      text: '<img src=x onerror=alert(1)>proxy',
      ranges: [{ start: 28, length: 5 }],
    });
    expect(hit?.snippet?.text).toBe('<script>proxy</script>');
    expect(JSON.stringify(hit)).not.toContain('<em>');
  });

  it.each([
    'https://evil.example/config',
    '//evil.example/config',
    'javascript:alert(1)//',
    'https://rsbuild.dev.evil.example/config',
    'http://rsbuild.dev/config',
  ])('drops a record whose URL %s is not on this site', (url) => {
    expect(
      hitFromRecord(
        parseAlgoliaAnswer({ results: [{ hits: [record(url, 'lvl1', { lvl1: 'proxy' })] }] })[0],
        CONTEXT,
      ),
    ).toBeUndefined();
  });

  it("gives one hit per URL, at most `limit`, in Algolia's order, with a paragraph's text", async () => {
    const hits = [
      record('https://rsbuild.dev/config/server/proxy', 'lvl1', { lvl0: 'Config', lvl1: 'server.proxy' }),
      record('https://evil.example/x', 'lvl1', { lvl1: 'proxy' }),
      record('https://rsbuild.dev/config/server/proxy#ws', 'lvl2', {
        lvl1: 'server.proxy',
        lvl2: 'Proxy WebSocket',
      }),
      record(
        'https://rsbuild.dev/config/server/proxy#ws',
        'content',
        { lvl1: 'server.proxy', lvl2: 'Proxy WebSocket' },
        'Set ws to proxy.',
      ),
      record('http://127.0.0.1:3000/guide/proxy', 'lvl1', { lvl1: 'Proxy guide' }),
      record('https://rsbuild.dev/extra', 'lvl1', { lvl1: 'proxy extra' }),
    ];
    const { algolia } = provider(async () => ({ results: [{ hits }] }));
    const [group] = await algolia.search('proxy', 3);
    expect(group.hits.map((hit) => [hit.url, hit.snippet?.text])).toEqual([
      ['/config/server/proxy', undefined],
      ['/config/server/proxy#ws', 'Set ws to proxy.'],
      ['/guide/proxy', undefined],
    ]);
  });
});

describe('failures: logged, no results, no message', () => {
  it.each([
    [
      'a rejected search (4xx, 5xx, unreachable host)',
      async () => Promise.reject(new Error('Unreachable hosts')),
    ],
    ['an answer without results', async () => ({ message: 'nope' })],
    ['a record without url', async () => ({ results: [{ hits: [{ hierarchy: {} }] }] })],
    [
      'a hierarchy level that is not text',
      async () => ({
        results: [{ hits: [record('https://rsbuild.dev/a', 'lvl1', { lvl1: { html: '<b>' } as never })] }],
      }),
    ],
    ['no answer in time', () => new Promise(() => undefined)],
  ])('on %s', async (_case, search) => {
    const { algolia, logError } = provider(search);
    expect(await algolia.search('proxy', 7)).toEqual([{ index: 'rsbuild', label: 'rsbuild', hits: [] }]);
    expect(logError).toHaveBeenCalledWith(
      expect.stringContaining('failed; showing no results'),
      expect.anything(),
    );
  });
});

describe('requester', () => {
  const request = {
    url: 'https://APP-dsn.algolia.net/1/indexes/*/queries',
    method: 'POST' as const,
    headers: {},
    data: '{}',
    connectTimeout: 1000,
    responseTimeout: 50,
  };

  it('sends no credentials and refuses redirects', async () => {
    const fetch = jest.fn(async () => new Response('{"results":[]}', { status: 200 }));
    await expect(createGuardedRequester(fetch, LIMITS).send(request)).resolves.toEqual({
      content: '{"results":[]}',
      status: 200,
      isTimedOut: false,
    });
    expect(fetch).toHaveBeenCalledWith(
      request.url,
      expect.objectContaining({ method: 'POST', body: '{}', credentials: 'omit', redirect: 'error' }),
    );
  });

  it('hands a network error (a refused redirect included) and a timeout to the client to retry', async () => {
    const refused = createGuardedRequester(
      async () => Promise.reject(new TypeError('Failed to fetch')),
      LIMITS,
    );
    await expect(refused.send(request)).resolves.toMatchObject({ status: 0, isTimedOut: false });
    const hanging = createGuardedRequester(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
      LIMITS,
    );
    await expect(hanging.send(request)).resolves.toMatchObject({ status: 0, isTimedOut: true });
  });

  it('rejects an answer over the size or nesting limits instead of handing it on', async () => {
    const huge = createGuardedRequester(async () => new Response(' '.repeat(LIMITS.maxBytes + 1)), LIMITS);
    await expect(huge.send(request)).rejects.toBeInstanceOf(AnswerRejected);
    const nested = createGuardedRequester(
      async () => new Response(`{"results":${'['.repeat(100)}${']'.repeat(100)}}`),
      LIMITS,
    );
    await expect(nested.send(request)).rejects.toBeInstanceOf(AnswerRejected);
  });
});

describe('client', () => {
  it('sends the multi-query request to the configured host through the guarded requester', async () => {
    createClient.mockReset();
    createClient.mockImplementation(realLiteClient);
    const sent: Array<{ url: string; init: RequestInit }> = [];
    const fetch = jest.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
      sent.push({ url: url as string, init });
      return new Response(JSON.stringify({ results: [{ hits: [] }] }));
    });
    const logError = jest.fn();
    const algolia = createAlgoliaProvider({
      config: { ...CONFIG, algoliaHosts: ['http://127.0.0.1:4518'] },
      locale: 'en',
      version: '',
      baseUrl: '/',
      siteOrigins: ['https://rsbuild.dev'],
      fetch,
      logError,
    });
    await expect(algolia.search('proxy', 7)).resolves.toEqual([
      { index: 'rsbuild', label: 'rsbuild', hits: [] },
    ]);
    expect(logError).not.toHaveBeenCalled();
    const url = new URL(sent[0].url);
    expect([url.origin, url.pathname, sent[0].init.method]).toEqual([
      'http://127.0.0.1:4518',
      '/1/indexes/*/queries',
      'POST',
    ]);
    expect(sent[0].init).toMatchObject({ credentials: 'omit', redirect: 'error' });
    // The browser build sends the keys as query parameters, the Node build (this test) as headers.
    const headers = sent[0].init.headers as Record<string, string>;
    const key = (name: string) => url.searchParams.get(name) ?? headers[name];
    expect([key('x-algolia-api-key'), key('x-algolia-application-id')]).toEqual(['search-key', 'APP']);
    expect(JSON.parse(sent[0].init.body as string)).toEqual({
      requests: [
        {
          indexName: 'rsbuild',
          query: 'proxy',
          hitsPerPage: 7,
          facetFilters: ['language:en'],
          attributesToRetrieve: ['hierarchy', 'content', 'type', 'url', 'anchor'],
          attributesToHighlight: [],
          attributesToSnippet: [],
        },
      ],
    });
  });
});
