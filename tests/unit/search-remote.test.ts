/**
 * @jest-environment node
 */
// Remote mode: the GET request's shape, the answer read as groups shown as tabs, and every failure
// (network, status, malformed body, timeout) logged and read as an empty list.
import { SEARCH } from '@site/config/constants';
import {
  createRemoteProvider,
  headingPath,
  hitsFromRemotePage,
  parseRemoteGroups,
  versionedIndexName,
  type RemotePage,
} from '@site/src/lib/search/hosted/remote';
import type { SearchConfig } from '@site/config/search';

const API = 'https://search.example.com/api/search';
const ORIGIN = 'https://rsbuild.dev';

const portPage: RemotePage = {
  routePath: '/config/server/port',
  title: 'server.port',
  content:
    'server.port Type: number Default: 3000 Sets the port. Example Set the port in rsbuild.config.ts. Strict mode Combine with strictPort.',
  toc: [
    { text: 'Example', id: 'example', depth: 2, charIndex: 55 },
    { text: 'Strict mode', id: 'strict-mode', depth: 3, charIndex: 97 },
  ],
  domain: '',
};

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function remoteConfig(overrides: Partial<SearchConfig> = {}): SearchConfig {
  return {
    mode: 'remote',
    versioned: false,
    apiUrl: API,
    searchIndexes: [{ value: 'rsbuild', label: 'Rsbuild' }, 'rspack'],
    ...overrides,
  };
}

function provider(fetch: typeof globalThis.fetch, overrides: Partial<SearchConfig> = {}, version = '') {
  const logError = jest.fn();
  const remote = createRemoteProvider({
    config: remoteConfig(overrides),
    locale: 'zh',
    version,
    siteOrigins: [ORIGIN],
    snippetLength: SEARCH.snippetLength,
    fetch,
    timeoutMs: SEARCH.remoteTimeoutMs,
    logError,
  });
  return { remote, logError };
}

describe('request', () => {
  it('GETs apiUrl with keyword, limit, comma-joined searchIndexes and lang', async () => {
    const fetch = jest.fn(async () => jsonResponse([]));
    const { remote } = provider(fetch);
    await remote.search('端口 & proxy', SEARCH.resultLimit);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [[url, init]] = fetch.mock.calls as unknown as Array<[string, RequestInit]>;
    const request = new URL(url);
    expect(request.origin + request.pathname).toBe(API);
    expect(Object.fromEntries(request.searchParams)).toEqual({
      keyword: '端口 & proxy',
      limit: String(SEARCH.resultLimit),
      searchIndexes: 'rsbuild,rspack',
      lang: 'zh',
    });
    expect(init.method ?? 'GET').toBe('GET');
    expect(init.credentials).toBe('omit');
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('keeps a query string already in apiUrl', async () => {
    const fetch = jest.fn(async () => jsonResponse([]));
    await provider(fetch, { apiUrl: `${API}?key=public` }).remote.search('hmr', 7);
    const [[requested]] = fetch.mock.calls as unknown as Array<[string]>;
    const url = new URL(requested);
    expect(url.searchParams.get('key')).toBe('public');
    expect(url.searchParams.get('keyword')).toBe('hmr');
  });

  it('asks for versioned index names when versioned and on an older docs version', async () => {
    expect(versionedIndexName('rsbuild', '')).toBe('rsbuild');
    expect(versionedIndexName('rsbuild', '0.5')).toBe('rsbuild.0_5');
    const fetch = jest.fn(async () => jsonResponse([]));
    await provider(fetch, { versioned: true }, '0.5').remote.search('port', 7);
    const [[url]] = fetch.mock.calls as unknown as Array<[string]>;
    expect(new URL(url).searchParams.get('searchIndexes')).toBe('rsbuild.0_5,rspack.0_5');
    const unversioned = jest.fn(async () => jsonResponse([]));
    await provider(unversioned, { versioned: false }, '0.5').remote.search('port', 7);
    expect(
      new URL((unversioned.mock.calls as unknown as Array<[string]>)[0][0]).searchParams.get('searchIndexes'),
    ).toBe('rsbuild,rspack');
  });
});

describe('answer', () => {
  it('gives one group per configured index, in config order, labelled for the tabs', async () => {
    const fetch = jest.fn(async () =>
      jsonResponse([
        { index: 'rspack', hits: [] },
        { index: 'rsbuild', hits: [portPage] },
      ]),
    );
    const groups = await provider(fetch).remote.search('port', SEARCH.resultLimit);
    expect(groups.map(({ index, label }) => [index, label])).toEqual([
      ['rsbuild', 'Rsbuild'],
      ['rspack', 'rspack'],
    ]);
    expect(groups[0].hits.map((hit) => hit.url)).toEqual([
      '/config/server/port',
      '/config/server/port#example',
      '/config/server/port#strict-mode',
    ]);
    expect(groups[1].hits).toEqual([]);
  });

  it('turns a page into hits for its title, matching headings (with their path) and matching sections', () => {
    const hits = hitsFromRemotePage(portPage, 'strict', SEARCH.snippetLength, ORIGIN);
    expect(hits.map((hit) => [hit.url, hit.headings.map((heading) => heading.text)])).toEqual([
      ['/config/server/port#strict-mode', ['Example', 'Strict mode']],
    ]);
    expect(hits[0].snippet?.text).toContain('strictPort');
  });

  it('links hits of another site there, in a new tab, and hits of this site by path', () => {
    const [external] = hitsFromRemotePage(
      { ...portPage, domain: 'https://rspack.dev' },
      'port',
      SEARCH.snippetLength,
      ORIGIN,
    );
    expect(external).toMatchObject({ url: 'https://rspack.dev/config/server/port', external: true });
    const [own] = hitsFromRemotePage({ ...portPage, domain: ORIGIN }, 'port', SEARCH.snippetLength, ORIGIN);
    expect(own).toMatchObject({ url: '/config/server/port', external: false });
  });

  it('still lists a page the server matched without any visible word', () => {
    const hits = hitsFromRemotePage(portPage, 'prot', SEARCH.snippetLength, ORIGIN);
    expect(hits.map((hit) => hit.url)).toEqual(['/config/server/port']);
  });

  it('builds heading paths from the toc depths', () => {
    const toc = [
      { text: 'A', id: 'a', depth: 2, charIndex: 0 },
      { text: 'B', id: 'b', depth: 3, charIndex: 1 },
      { text: 'C', id: 'c', depth: 4, charIndex: 2 },
      { text: 'D', id: 'd', depth: 3, charIndex: 3 },
    ];
    expect(headingPath(toc, 2).map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
    expect(headingPath(toc, 3).map((entry) => entry.id)).toEqual(['a', 'd']);
  });
});

describe('failures: logged, read as an empty list, no message', () => {
  const run = async (fetch: typeof globalThis.fetch, timeoutMs: number = SEARCH.remoteTimeoutMs) => {
    const logError = jest.fn();
    const options = {
      config: remoteConfig(),
      locale: 'en',
      version: '',
      siteOrigins: [ORIGIN],
      fetch,
      timeoutMs,
      logError,
    };
    const remote = createRemoteProvider({ ...options, snippetLength: SEARCH.snippetLength });
    const groups = await remote.search('port', 7);
    return { hits: groups.flatMap((group) => group.hits), logError };
  };

  it('on a network error', async () => {
    const { hits, logError } = await run(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(hits).toEqual([]);
    expect(logError).toHaveBeenCalledWith(expect.stringContaining(API), expect.any(TypeError));
  });

  it('on an error status', async () => {
    const { hits, logError } = await run(async () => jsonResponse({ error: 'down' }, 503));
    expect(hits).toEqual([]);
    expect(String(logError.mock.calls[0][1])).toContain('503');
  });

  it.each([
    ['a body that is not JSON', () => new Response('<html>oops</html>', { status: 200 })],
    ['an object instead of a list', () => jsonResponse({ hits: [] })],
    ['a group without hits', () => jsonResponse([{ index: 'rsbuild' }])],
    [
      'a hit without routePath',
      () => jsonResponse([{ index: 'rsbuild', hits: [{ title: 'x', content: '' }] }]),
    ],
  ])('on %s', async (_case, answer) => {
    const { hits, logError } = await run(async () => answer());
    expect(hits).toEqual([]);
    expect(logError).toHaveBeenCalledTimes(1);
  });

  it('on a timeout: the request is aborted', async () => {
    let signal: AbortSignal | undefined;
    const hanging = (_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        signal = init?.signal ?? undefined;
        signal?.addEventListener('abort', () => reject(signal?.reason as Error));
      });
    const { hits, logError } = await run(hanging, 20);
    expect(signal?.aborted).toBe(true);
    expect(hits).toEqual([]);
    expect(String(logError.mock.calls[0][1])).toContain('no answer within 20 ms');
  });

  it('and the provider then answers empty groups, which the dialog shows as no results', async () => {
    const { remote, logError } = provider(async () => jsonResponse('nope'));
    const groups = await remote.search('port', 7);
    expect(groups.map((group) => group.hits)).toEqual([[], []]);
    expect(logError).toHaveBeenCalledTimes(1);
  });

  it('accepts a well-formed answer with defaults for missing content, toc and domain', () => {
    expect(parseRemoteGroups([{ index: 'a', hits: [{ routePath: '/x', title: 'X' }] }])).toEqual([
      { index: 'a', hits: [{ routePath: '/x', title: 'X', content: '', toc: [], domain: '' }] },
    ]);
  });
});
