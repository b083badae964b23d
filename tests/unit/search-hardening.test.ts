/**
 * @jest-environment node
 */
// What an answer from a search service may make the browser do: routes limited to this site, bodies cut off
// at a size limit while streaming, nesting checked before parsing, no redirects or credentials, work in
// slices under one deadline, and hit texts computed in time that does not grow with the number of matches.
import { SEARCH } from '@site/config/constants';
import {
  assertJsonDepth,
  createSlicer,
  guardedAnswer,
  readCappedText,
  sitePathUnder,
} from '@site/src/lib/search/hosted/answerGuard';
import {
  HIT_TEXT_MAX_LENGTH,
  markTerms,
  rangesBetween,
  snippetAt,
} from '@site/src/lib/search/hosted/hitText';
import { cutSnippet, lowerTerms } from '@site/src/lib/search/highlight';
import {
  createRemoteProvider,
  hitsFromRemotePage,
  parseRemoteGroups,
} from '@site/src/lib/search/hosted/remote';
import type { SearchConfig } from '@site/config/search';

/** Every occurrence of `terms` in `text`, found the way the search providers find them. */
const rangesOf = (text: string, terms: string[]) =>
  rangesBetween(text.toLowerCase(), lowerTerms(terms), 0, text.length);

const API = 'https://search.example.com/api/search';
const LIMITS = {
  maxBytes: SEARCH.remoteMaxAnswerBytes,
  maxDepth: SEARCH.remoteMaxJsonDepth,
  sliceMs: SEARCH.answerSliceMs,
};
const page = (routePath: string, extra: Record<string, unknown> = {}) => ({
  routePath,
  title: 'server.port',
  content: 'port',
  toc: [],
  ...extra,
});
const jsonResponse = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** Searches "port" through the remote provider the dialog uses, with `fetch` standing in for the API. */
async function remoteSearch(fetch: typeof globalThis.fetch) {
  const logError = jest.fn();
  const provider = createRemoteProvider({
    config: { mode: 'remote', versioned: false, apiUrl: API, searchIndexes: ['rsbuild'] },
    locale: 'en',
    version: '',
    siteOrigins: ['https://rsbuild.dev'],
    snippetLength: 100,
    fetch,
    timeoutMs: 1000,
    logError,
    limits: LIMITS,
  });
  const groups = await provider.search('port', 7);
  return { hits: groups.flatMap((group) => group.hits), logError };
}

/** A body streamed in `chunks` chunks of `size` bytes, counting how many were pulled. */
function streamedResponse(chunks: number, size: number) {
  const pulled = { count: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled.count += 1;
      if (pulled.count > chunks) controller.close();
      else controller.enqueue(new Uint8Array(size).fill(0x20));
    },
    cancel() {
      pulled.cancelled = true;
    },
  });
  return { response: new Response(body), pulled };
}

describe('routes', () => {
  it.each([
    ['/config/server/port', '/', '/config/server/port'],
    ['/config/server/port#strict-mode', '/', '/config/server/port#strict-mode'],
    ['/zh/guide/../config/', '/', '/zh/config/'],
    ['/docs/guide', '/docs/', '/docs/guide'],
    ['/docs', '/docs/', '/docs'],
    ['https://rsbuild.dev/guide/start#install', '/', '/guide/start#install'],
  ])('keeps %s under %s as %s', (route, baseUrl, path) => {
    expect(sitePathUnder(route, baseUrl, ['https://rsbuild.dev'])).toBe(path);
  });

  it.each([
    ['//evil.example/x', '/'],
    ['/\\evil.example/x', '/'],
    ['/\t/evil.example/x', '/'],
    ['/\n/evil.example/x', '/'],
    ['https://evil.example/x', '/'],
    ['https://site.invalid/x', '/'],
    ['javascript:alert(1)//', '/'],
    ['data:text/html,<script>alert(1)</script>', '/'],
    ['config/server/port', '/'],
    ['/other/page', '/docs/'],
    ['/docsearch', '/docs/'],
  ])('drops %j under %s', (route, baseUrl) => {
    expect(sitePathUnder(route, baseUrl, ['https://rsbuild.dev'])).toBeUndefined();
  });

  it('drops remote hits that leave the site or name a script domain, and keeps the rest', () => {
    const groups = parseRemoteGroups([
      {
        index: 'rsbuild',
        hits: [
          page('//evil.example/x'),
          page('/\t/evil.example/x'),
          page('https://evil.example/x'),
          page('/config/server/port', { domain: 'javascript:alert(1)//' }),
          page('/config/server/port'),
          page('/config/dev-server', { domain: 'https://rspack.dev' }),
        ],
      },
    ]);
    expect(groups[0].hits.map((hit) => [hit.routePath, hit.domain])).toEqual([
      ['/config/server/port', ''],
      ['/config/dev-server', 'https://rspack.dev'],
    ]);
  });

  it('drops hits of this site outside its base URL', () => {
    const groups = parseRemoteGroups([{ index: 'a', hits: [page('/blog/x'), page('/docs/x')] }], '/docs/');
    expect(groups[0].hits.map((hit) => hit.routePath)).toEqual(['/docs/x']);
  });
});

describe('reading an answer', () => {
  it('stops reading a streamed body past the size limit and cancels the stream', async () => {
    const { response, pulled } = streamedResponse(100, 1024);
    await expect(readCappedText(response, 10 * 1024)).rejects.toThrow(/10240-byte limit/);
    expect(pulled.count).toBeLessThanOrEqual(12);
    expect(pulled.cancelled).toBe(true);
  });

  it('refuses a declared Content-Length over the limit without reading', async () => {
    const { response, pulled } = streamedResponse(100, 1024);
    response.headers.set('content-length', String(100 * 1024));
    await expect(readCappedText(response, 1024)).rejects.toThrow(/102400 bytes/);
    expect(pulled.count).toBeLessThanOrEqual(1);
  });

  it('reads a body under the limit, multi-byte characters included', async () => {
    await expect(readCappedText(new Response('{"a":"端口"}'), 1024)).resolves.toBe('{"a":"端口"}');
  });

  it('checks nesting before parsing, ignoring brackets inside strings', () => {
    expect(() => assertJsonDepth(`${'['.repeat(25)}${']'.repeat(25)}`, 24)).toThrow(/deeper than 24/);
    expect(() => assertJsonDepth(`[{"a":"${'['.repeat(100)}\\"["}]`, 3)).not.toThrow();
    const deep = `${'['.repeat(400_000)}${']'.repeat(400_000)}`;
    const started = performance.now();
    expect(() => assertJsonDepth(deep, 24)).toThrow();
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('sends no credentials and refuses redirects', async () => {
    const fetch = jest.fn(async () => jsonResponse([]));
    await remoteSearch(fetch);
    expect(fetch).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ credentials: 'omit', redirect: 'error' }),
    );
  });

  it.each([
    ['a redirect', async () => Promise.reject(new TypeError('Failed to fetch (redirect mode is error)'))],
    ['an answer over the size limit', async () => new Response(' '.repeat(SEARCH.remoteMaxAnswerBytes + 1))],
    [
      'deeply nested arrays',
      async () => new Response(`[{"index":"rsbuild","hits":${'['.repeat(1000)}${']'.repeat(1000)}}]`),
    ],
  ])('reads %s as a failure: logged, no results', async (_case, fetch) => {
    const { hits, logError } = await remoteSearch(fetch);
    expect(hits).toEqual([]);
    expect(logError).toHaveBeenCalledTimes(1);
  });
});

describe('slices and the deadline', () => {
  it('yields to the browser once a slice of work has passed, and stops at the deadline', async () => {
    let now = 0;
    const controller = new AbortController();
    const slicer = createSlicer(controller.signal, 8, () => now);
    const order: string[] = [];
    setTimeout(() => order.push('other task'), 0);
    await slicer.pause();
    order.push('work 1');
    now = 9;
    await slicer.pause();
    order.push('work 2');
    expect(order).toEqual(['work 1', 'other task', 'work 2']);
    controller.abort(new Error('too late'));
    await expect(slicer.pause()).rejects.toThrow('too late');
  });

  it('gives the fallback when a task ignores the deadline', async () => {
    const logError = jest.fn();
    const result = await guardedAnswer(() => new Promise<string>(() => undefined), {
      timeoutMs: 20,
      failureMessage: 'slow',
      logError,
      fallback: 'none',
    });
    expect(result).toBe('none');
    expect(String(logError.mock.calls[0][1])).toContain('no answer within 20 ms');
  });

  it('counts the time spent turning a long answer into hits against the deadline', async () => {
    const pages = Array.from({ length: 50 }, (_, at) => page(`/p/${at}`, { title: `port ${at}` }));
    const config: SearchConfig = {
      mode: 'remote',
      versioned: false,
      apiUrl: API,
      searchIndexes: ['rsbuild'],
    };
    const logError = jest.fn();
    let clock = 0;
    const realNow = performance.now.bind(performance);
    // Every page takes 10 ms of (pretend) work; the deadline is 30 ms after the answer.
    jest.spyOn(performance, 'now').mockImplementation(() => (clock += 10));
    const provider = createRemoteProvider({
      config,
      locale: 'en',
      version: '',
      siteOrigins: ['https://rsbuild.dev'],
      snippetLength: 100,
      fetch: async () => jsonResponse([{ index: 'rsbuild', hits: pages }]),
      timeoutMs: 30,
      logError,
      limits: { ...LIMITS, sliceMs: 5 },
    });
    const groups = await provider.search('port', 100);
    jest.spyOn(performance, 'now').mockImplementation(realNow);
    expect(groups).toEqual([{ index: 'rsbuild', label: 'rsbuild', hits: [] }]);
    expect(String(logError.mock.calls[0][1])).toContain('no answer within 30 ms');
  });
});

describe('hit texts in linear time', () => {
  const query = 'proxy';
  const long = 'proxy '.repeat(100_000);
  const toc = Array.from({ length: 3000 }, (_, at) => ({
    text: `proxy ${at}`,
    id: `h${at}`,
    depth: 2 + (at % 3),
    charIndex: at * 150,
  }));

  it('turns a 600 kB page, 100 000 matches and 3000 matching headings into 3 short hits quickly', () => {
    const started = performance.now();
    const hits = hitsFromRemotePage(
      { routePath: '/long', title: long, content: long, toc, domain: '' },
      query,
      100,
      'https://rsbuild.dev',
    );
    expect(performance.now() - started).toBeLessThan(500);
    expect(hits.map((hit) => hit.url)).toEqual(['/long', '/long#h0', '/long#h1']);
    for (const hit of hits) expect(hit.title.text.length).toBeLessThanOrEqual(HIT_TEXT_MAX_LENGTH + 2);
  });

  it('cuts a long title around its first match and highlights the matches in the cut', () => {
    const title = `${'x'.repeat(5000)} proxy ${'y'.repeat(5000)}`;
    const marked = markTerms(title, ['proxy'], 50);
    expect(marked.text.length).toBeLessThanOrEqual(52);
    expect(marked.ranges.map(({ start, length }) => marked.text.slice(start, start + length))).toEqual([
      'proxy',
    ]);
  });

  it('gives the same snippet as cutSnippet over all the ranges of the text', () => {
    const text = Array.from(
      { length: 200 },
      (_, at) => `word${at} ${at % 7 === 0 ? 'Proxy' : 'other'} text`,
    ).join(' ');
    for (const focus of [0, 150, 1234, text.length - 10]) {
      expect(snippetAt(text, ['proxy'], 100, focus)).toEqual(
        cutSnippet(text, rangesOf(text, ['proxy']), 100, focus),
      );
    }
  });
});
