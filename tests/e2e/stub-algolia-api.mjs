// A stand-in for Algolia's search REST API (search mode "algolia"), on 127.0.0.1 only: the multi-query
// endpoint POST /1/indexes/*/queries that the algoliasearch lite client calls, answering
// { results: [{ hits: [DocSearch record], nbHits, ... }] } from the fixture records below whose hierarchy or
// content contains the query, filtered by the `language:` facet filter as DocSearch's contextual search does.
// Tests record the requests and can make the next answers fail or misbehave.
//
// Alone: `node tests/e2e/stub-algolia-api.mjs [port]` serves it until Ctrl+C.
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { closeServer } from '../../scripts/lib/closeServer.mjs';
import { listenWhenFree } from './between-files.mjs';

/** Port the algolia variant of the site is built against (see tests/e2e/search-algolia.test.mjs). */
export const ALGOLIA_STUB_PORT = Number(process.env.ALGOLIA_STUB_PORT ?? 4518);
export const ALGOLIA_APP_ID = 'TESTAPP';
export const ALGOLIA_API_KEY = 'search-only-test-key';
export const ALGOLIA_INDEX = 'rsbuild';
/** The production origin the crawler indexed; the site treats its URLs as its own pages. */
const SITE = 'https://rsbuild.dev';

/** Markup in every field of one record: the dialog must show it as text. */
export const MARKUP_TITLE = '<img src=x onerror="window.__algoliaXss=1">Plugin <b>hooks</b>';
export const MARKUP_CONTENT =
  'Hooks run <script>window.__algoliaXss=2</script> in order: <i>modifyConfig</i> first.';

/**
 * A DocSearch record as the Docusaurus crawler template writes it, with Algolia's highlight fields.
 * @param {string} language
 * @param {string} url
 * @param {string} type
 * @param {Record<string, string>} hierarchy
 * @param {string | null} [content]
 */
function record(language, url, type, hierarchy, content = null) {
  const levels = {
    lvl0: null,
    lvl1: null,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
    ...hierarchy,
  };
  const anchor = url.includes('#') ? url.split('#')[1] : null;
  return {
    url,
    url_without_anchor: url.split('#')[0],
    anchor,
    content,
    type,
    hierarchy: levels,
    language,
    docusaurus_tag: 'docs-default-current',
    objectID: `${language}-${url}-${type}`,
    // What Algolia sends when highlighting is on: markup that must never reach the page.
    _highlightResult: {
      hierarchy: Object.fromEntries(
        Object.entries(levels)
          .filter(([, value]) => value !== null)
          .map(([level, value]) => [
            level,
            {
              value: `<span class="algolia-docsearch-suggestion--highlight">${value}</span>`,
              matchLevel: 'full',
            },
          ]),
      ),
    },
    _snippetResult: content
      ? { content: { value: `<em onmouseover="window.__algoliaXss=3">${content}</em>`, matchLevel: 'full' } }
      : undefined,
  };
}

const RECORDS = [
  record('en', `${SITE}/config/server/proxy`, 'lvl1', { lvl0: 'Config', lvl1: 'server.proxy' }),
  record('en', `${SITE}/config/server/proxy#proxy-websocket`, 'lvl2', {
    lvl0: 'Config',
    lvl1: 'server.proxy',
    lvl2: 'Proxy WebSocket',
  }),
  record(
    'en',
    `${SITE}/config/server/proxy#proxy-websocket`,
    'content',
    { lvl0: 'Config', lvl1: 'server.proxy', lvl2: 'Proxy WebSocket' },
    'To proxy WebSocket connections, set ws to true.',
  ),
  record(
    'en',
    `${SITE}/config/server/port`,
    'content',
    { lvl0: 'Config', lvl1: 'server.port' },
    'Sets the port that the Rsbuild server listens on.',
  ),
  record(
    'en',
    `${SITE}/plugins/dev/hooks#order`,
    'content',
    { lvl0: 'Plugins', lvl1: MARKUP_TITLE, lvl2: 'Order <u>of</u> hooks' },
    MARKUP_CONTENT,
  ),
  // Records that lead off the site: dropped by the dialog.
  record('en', 'https://evil.example/config/server/proxy-phish', 'lvl1', {
    lvl0: 'Config',
    lvl1: 'server.proxy phishing copy',
  }),
  record('en', 'javascript:alert(1)//config/server/proxy', 'lvl1', {
    lvl0: 'Config',
    lvl1: 'server.proxy script link',
  }),
  record(
    'zh',
    `${SITE}/zh/config/server/port`,
    'content',
    { lvl0: '配置', lvl1: 'server.port' },
    '设置 Rsbuild 开发服务器和预览服务器监听的端口。',
  ),
];

function matches(hit, query) {
  const needle = query.toLowerCase();
  return [...Object.values(hit.hierarchy), hit.content].some(
    (text) => typeof text === 'string' && text.toLowerCase().includes(needle),
  );
}

/** One result of a multi-query answer, as Algolia shapes it: `hits` on a single page. */
function resultOf(query, hits, hitsPerPage) {
  const paging = { nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage };
  return { hits, ...paging, processingTimeMS: 1, query, params: '', exhaustiveNbHits: true };
}

/** The answer to one query of a multi-query request: the matching records of the filtered language. */
export function resultFor({ query = '', hitsPerPage = 20, facetFilters = [] }) {
  const languages = facetFilters
    .flat()
    .filter((filter) => filter.startsWith('language:'))
    .map((filter) => filter.slice('language:'.length));
  const hits = RECORDS.filter(
    (hit) => (languages.length === 0 || languages.includes(hit.language)) && matches(hit, query),
  ).slice(0, hitsPerPage);
  return resultOf(query, hits, hitsPerPage);
}

/** A valid answer of about `megabytes` MB: records whose content is long. */
function hugeAnswer(query, megabytes) {
  const filler = `${query} `.repeat(Math.ceil((megabytes * 1024 * 1024) / (query.length + 1) / 50));
  const hits = Array.from({ length: 50 }, (_, index) =>
    record(
      'en',
      `${SITE}/huge/${index}`,
      'content',
      { lvl0: 'Huge', lvl1: `Huge ${query} ${index}` },
      filler,
    ),
  );
  return JSON.stringify({ results: [resultOf(query, hits, 50)] });
}

/**
 * Long strings under the size limit: few records whose title, headings and content are hundreds of kilobytes
 * full of the query, so any work per match that is not linear shows.
 */
function longStringsAnswer(query) {
  const long = `${query} `.repeat(Math.floor(100_000 / (query.length + 1)));
  // One record: with Algolia's highlight copies of its levels, about 700 kB.
  const hits = [record('en', `${SITE}/long/0`, 'content', { lvl0: long, lvl1: long, lvl2: long }, long)];
  return JSON.stringify({ results: [resultOf(query, hits, 7)] });
}

/** Nesting far deeper than any answer: under the size limit, but expensive for JSON.parse. */
const nestedAnswer = () => `{"results":[{"hits":${'['.repeat(500_000)}${']'.repeat(500_000)}}]}`;

/**
 * Starts the stub. `failNext(kind)` changes the next answer: 'status4xx' (HTTP 403, Algolia's error body),
 * 'status5xx' (HTTP 500), 'malformed' (a body that is not JSON), 'shape' (JSON without results), 'hang' (no
 * answer until the client gives up), 'slow' (a valid answer after `slowMs`), 'huge' (a valid 5 MB answer),
 * 'long' (hundreds of kB per field), 'nested' (deep nesting), 'redirect' (302 to a path that answers).
 */
export async function startAlgoliaStub(port = ALGOLIA_STUB_PORT, { slowMs = 8000 } = {}) {
  const requests = [];
  const redirectTargetHits = [];
  const failures = [];
  const pending = new Set();
  const server = http.createServer(async (req, res) => {
    const url = new URL(/** @type {string} */ (req.url), 'http://127.0.0.1');
    res.setHeader('access-control-allow-origin', '*');
    if (req.method === 'OPTIONS') {
      res
        .writeHead(204, { 'access-control-allow-methods': 'POST, GET', 'access-control-allow-headers': '*' })
        .end();
      return;
    }
    let body = '';
    for await (const chunk of req) body += chunk;
    /** @type {(status: number, text: string, type?: string) => void} */
    const send = (status, text, type = 'application/json; charset=utf-8') => {
      res.writeHead(status, { 'content-type': type }).end(text);
    };
    if (url.pathname === '/redirected/1/indexes/*/queries') {
      redirectTargetHits.push(url.pathname);
      send(200, JSON.stringify({ results: [resultFor({ query: 'proxy' })] }));
      return;
    }
    if (req.method !== 'POST' || url.pathname !== '/1/indexes/*/queries') {
      send(404, JSON.stringify({ message: 'Not found', status: 404 }));
      return;
    }
    let params;
    try {
      params = JSON.parse(body);
    } catch {
      send(400, JSON.stringify({ message: 'Invalid JSON', status: 400 }));
      return;
    }
    requests.push({
      appId: url.searchParams.get('x-algolia-application-id'),
      apiKey: url.searchParams.get('x-algolia-api-key'),
      credentials: Boolean(req.headers.cookie || req.headers.authorization),
      requests: params.requests,
    });
    if (
      url.searchParams.get('x-algolia-api-key') !== ALGOLIA_API_KEY ||
      url.searchParams.get('x-algolia-application-id') !== ALGOLIA_APP_ID
    ) {
      send(403, JSON.stringify({ message: 'Invalid Application-ID or API key', status: 403 }));
      return;
    }
    const failure = failures.shift();
    const query = params.requests?.[0]?.query ?? '';
    switch (failure) {
      case 'status4xx':
        return send(403, JSON.stringify({ message: 'Method not allowed with this API key', status: 403 }));
      case 'status5xx':
        return send(500, JSON.stringify({ message: 'Internal error', status: 500 }));
      case 'malformed':
        return send(200, '{"results": [{"hits": [ not json');
      case 'shape':
        return send(200, JSON.stringify({ hits: 'not a list of results' }));
      case 'huge':
        return send(200, hugeAnswer(query, 5));
      case 'long':
        return send(200, longStringsAnswer(query));
      case 'nested':
        return send(200, nestedAnswer());
      case 'redirect':
        res
          .writeHead(302, {
            location: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}/redirected/1/indexes/*/queries`,
          })
          .end();
        return;
      case 'hang':
      case 'slow': {
        pending.add(res);
        res.on('close', () => pending.delete(res));
        if (failure === 'slow')
          setTimeout(
            () =>
              !res.writableEnded && send(200, JSON.stringify({ results: params.requests.map(resultFor) })),
            slowMs,
          ).unref();
        return;
      }
      default:
        send(200, JSON.stringify({ results: params.requests.map(resultFor) }));
    }
  });
  await listenWhenFree(server, port);
  return {
    origin: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
    requests,
    redirectTargetHits,
    failNext: (kind) => failures.push(kind),
    close: () => {
      for (const res of pending) res.destroy();
      return closeServer(server);
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const stub = await startAlgoliaStub(Number(process.argv[2] ?? ALGOLIA_STUB_PORT));
  console.log(`Algolia API stub on ${stub.origin} (app ${ALGOLIA_APP_ID}, index ${ALGOLIA_INDEX})`);
}
