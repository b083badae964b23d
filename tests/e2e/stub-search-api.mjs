// A stand-in for the remote search API of search mode "remote", on 127.0.0.1 only.
// GET /api/search?keyword=&limit=&searchIndexes=a,b&lang= answers [{ index, hits: [search index entry] }]
// from the fixture pages below, whose title, headings or content contain the keyword. Tests record the
// requests and can make the next answers fail (status, malformed body, no answer at all).
//
// Alone: `node tests/e2e/stub-search-api.mjs [port]` serves it until Ctrl+C.
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { closeServer } from '../../scripts/lib/closeServer.mjs';
import { listenWhenFree } from './between-files.mjs';

/** Port the remote variant of the site is built against (see tests/e2e/search.test.mjs). */
export const STUB_PORT = Number(process.env.SEARCH_STUB_PORT ?? 4517);
export const STUB_PATH = '/api/search';
/** Index names and tab labels, as SEARCH_INDEXES gives them to the build. */
export const STUB_INDEXES = 'rsbuild:Rsbuild,rspack:Rspack';

/** A search index entry; each heading's charIndex is where its text starts in the content. */
const entry = (routePath, title, content, headings = [], domain = '') => ({
  routePath,
  title,
  content,
  toc: headings.map(([text, id, depth = 2]) => ({ text, id, depth, charIndex: content.indexOf(text) })),
  domain,
});

/** Search index entries per index and language. */
const PAGES = {
  rsbuild: {
    en: [
      entry(
        '/config/server/proxy',
        'server.proxy',
        'server.proxy Type: Record<string, string> | Record<string, ProxyDetail> Default: undefined Defines proxy rules for the dev server and the preview server. Proxy WebSocket To proxy WebSocket connections, set ws to true.',
        [['Proxy WebSocket', 'proxy-websocket']],
      ),
      entry(
        '/config/server/port',
        'server.port',
        'server.port Type: number Default: 3000 Sets the port that the Rsbuild server listens on.',
      ),
    ],
    zh: [
      entry(
        '/zh/config/server/port',
        'server.port',
        'server.port 类型： number 默认值： 3000 设置 Rsbuild 开发服务器和预览服务器监听的端口。',
      ),
    ],
  },
  rspack: {
    en: [
      entry(
        '/config/dev-server',
        'DevServer',
        'devServer.proxy Proxy requests of the Rspack dev server to another server.',
        [],
        'https://rspack.dev',
      ),
    ],
    zh: [],
  },
};

function matches(page, keyword) {
  const needle = keyword.toLowerCase();
  return [page.title, page.content, ...page.toc.map((entry) => entry.text)].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

/** The answer for a query: the groups of the requested indexes with the pages that match. */
export function answerFor({ keyword, limit, searchIndexes, lang }) {
  return searchIndexes.map((index) => ({
    index,
    hits: (PAGES[index]?.[lang] ?? []).filter((page) => matches(page, keyword)).slice(0, limit),
  }));
}

/** A valid answer of about `megabytes` MB: every index gets pages whose content repeats the keyword. */
function hugeAnswer({ keyword, searchIndexes }, megabytes) {
  const content = `${keyword} `.repeat(Math.ceil((megabytes * 1024 * 1024) / (keyword.length + 1) / 20));
  return searchIndexes.map((index) => ({
    index,
    hits: Array.from({ length: 10 }, (_, page) => entry(`/huge/${page}`, `Huge ${keyword} ${page}`, content)),
  }));
}

/**
 * Under the size limit, but built to make per-match work add up: one page whose content is the keyword
 * repeated for 600 kB, with thousands of headings that all contain it, and a title of 100 kB.
 */
function longStringsAnswer({ keyword, searchIndexes }) {
  const content = `${keyword} `.repeat(Math.floor(600_000 / (keyword.length + 1)));
  const toc = Array.from({ length: 3000 }, (_, at) => ({
    text: `${keyword} ${at}`,
    id: `h${at}`,
    depth: 2 + (at % 3),
    charIndex: at * 150,
  }));
  const title = `${keyword} `.repeat(Math.floor(100_000 / (keyword.length + 1)));
  return searchIndexes.map((index) => ({
    index,
    hits: index === searchIndexes[0] ? [{ routePath: '/long/page', title, content, toc, domain: '' }] : [],
  }));
}

/** Nesting far deeper than any answer: under the size limit, but expensive for JSON.parse. */
const nestedAnswer = () => `[{"index":"rsbuild","hits":${'['.repeat(500_000)}${']'.repeat(500_000)}}]`;

/** Hits that lead off the site (dropped by the dialog) next to the matching pages of the normal answer. */
function offsiteAnswer(query) {
  const offsite = [
    entry('//evil.example/config/server/proxy', 'server.proxy (protocol-relative)', 'proxy'),
    entry('/\\evil.example/config/server/proxy', 'server.proxy (backslash)', 'proxy'),
    entry('/\t/evil.example/config/server/proxy', 'server.proxy (tab)', 'proxy'),
    entry('https://evil.example/config/server/proxy', 'server.proxy (absolute)', 'proxy'),
    entry('javascript:alert(1)//', 'server.proxy (script)', 'proxy'),
    entry('/config/server/proxy', 'server.proxy (script domain)', 'proxy', [], 'javascript:alert(1)//'),
  ];
  return answerFor(query).map((group, at) =>
    at === 0 ? { ...group, hits: [...offsite, ...group.hits] } : group,
  );
}

/**
 * Starts the stub. `failNext(kind)` makes the next answer a failure: 'status' (HTTP 500), 'malformed' (a
 * body that is not a list of groups), 'hang' (no answer until the client gives up), 'slow' (the normal answer
 * after `slowMs`), 'huge' (a valid answer of 5 MB), 'nested' (deeply nested arrays), 'redirect' (302 to a
 * path that answers normally); or misbehave: 'long' (one page of huge fields under the size limit),
 * 'offsite' (hits leading off the site before the normal ones).
 */
export async function startSearchStub(port = STUB_PORT, { slowMs = 8000 } = {}) {
  const requests = [];
  const redirectTargetHits = [];
  const failures = [];
  const hanging = new Set();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    // Simple GET requests need only this header; the site is served from another port, so another origin.
    res.setHeader('access-control-allow-origin', '*');
    if (url.pathname === `${STUB_PATH}/redirected`) {
      redirectTargetHits.push(req.url);
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(
          JSON.stringify(
            answerFor({ keyword: 'proxy', limit: 7, searchIndexes: ['rsbuild', 'rspack'], lang: 'en' }),
          ),
        );
      return;
    }
    if (req.method !== 'GET' || url.pathname !== STUB_PATH) {
      res.writeHead(404).end();
      return;
    }
    const query = {
      keyword: url.searchParams.get('keyword') ?? '',
      limit: Number(url.searchParams.get('limit')),
      searchIndexes: (url.searchParams.get('searchIndexes') ?? '').split(',').filter(Boolean),
      lang: url.searchParams.get('lang') ?? '',
    };
    requests.push({
      params: Object.fromEntries(url.searchParams),
      ...query,
      credentials: Boolean(req.headers.cookie || req.headers.authorization),
    });
    const failure = failures.shift();
    if (failure === 'hang' || failure === 'slow') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      if (failure === 'slow') {
        const late = () =>
          !res.writableEnded &&
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answerFor(query)));
        setTimeout(late, slowMs).unref();
      }
      return;
    }
    const sendJson = (text) => res.writeHead(200, { 'content-type': 'application/json' }).end(text);
    if (failure === 'huge') {
      sendJson(JSON.stringify(hugeAnswer(query, 5)));
      return;
    }
    if (failure === 'long') {
      sendJson(JSON.stringify(longStringsAnswer(query)));
      return;
    }
    if (failure === 'nested') {
      sendJson(nestedAnswer());
      return;
    }
    if (failure === 'offsite') {
      sendJson(JSON.stringify(offsiteAnswer(query)));
      return;
    }
    if (failure === 'redirect') {
      res.writeHead(302, { location: `${STUB_PATH}/redirected${url.search}` }).end();
      return;
    }
    if (failure === 'status') {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"index unavailable"}');
      return;
    }
    const body = failure === 'malformed' ? { results: 'not a list of groups' } : answerFor(query);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await listenWhenFree(server, port);
  const { port: boundPort } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${boundPort}${STUB_PATH}`,
    requests,
    redirectTargetHits,
    failNext: (kind) => failures.push(kind),
    close: () => {
      for (const res of hanging) res.destroy();
      return closeServer(server);
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const stub = await startSearchStub(Number(process.argv[2] ?? STUB_PORT));
  console.log(`Search API stub on ${stub.url} (indexes ${STUB_INDEXES})`);
}
