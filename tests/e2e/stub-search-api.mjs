// A stand-in for the remote search API of search mode "remote" (SPEC.md section 7), on 127.0.0.1 only.
// GET /api/search?keyword=&limit=&searchIndexes=a,b&lang= answers [{ index, hits: [search index entry] }]
// from the fixture pages below, whose title, headings or content contain the keyword. Tests record the
// requests and can make the next answers fail (status, malformed body, no answer at all).
//
// Alone: `node tests/e2e/stub-search-api.mjs [port]` serves it until Ctrl+C.
import http from 'node:http';
import { fileURLToPath } from 'node:url';

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
      entry('/config/server/port', 'server.port', 'server.port Type: number Default: 3000 Sets the port that the Rsbuild server listens on.'),
    ],
    zh: [entry('/zh/config/server/port', 'server.port', 'server.port 类型： number 默认值： 3000 设置 Rsbuild 开发服务器和预览服务器监听的端口。')],
  },
  rspack: {
    en: [entry('/config/dev-server', 'DevServer', 'devServer.proxy Proxy requests of the Rspack dev server to another server.', [], 'https://rspack.dev')],
    zh: [],
  },
};

function matches(page, keyword) {
  const needle = keyword.toLowerCase();
  return [page.title, page.content, ...page.toc.map((entry) => entry.text)].some((text) => text.toLowerCase().includes(needle));
}

/** The answer for a query: the groups of the requested indexes with the pages that match. */
export function answerFor({ keyword, limit, searchIndexes, lang }) {
  return searchIndexes.map((index) => ({
    index,
    hits: (PAGES[index]?.[lang] ?? []).filter((page) => matches(page, keyword)).slice(0, limit),
  }));
}

/**
 * Starts the stub. `failNext(kind)` makes the next answer a failure: 'status' (HTTP 500), 'malformed' (a
 * body that is not a list of groups) or 'hang' (no answer until the client gives up).
 */
export async function startSearchStub(port = STUB_PORT) {
  const requests = [];
  const failures = [];
  const hanging = new Set();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    // Simple GET requests need only this header; the site is served from another port, so another origin.
    res.setHeader('access-control-allow-origin', '*');
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
    requests.push({ params: Object.fromEntries(url.searchParams), ...query });
    const failure = failures.shift();
    if (failure === 'hang') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (failure === 'status') {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"index unavailable"}');
      return;
    }
    const body = failure === 'malformed' ? { results: 'not a list of groups' } : answerFor(query);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${server.address().port}${STUB_PATH}`,
    requests,
    failNext: (kind) => failures.push(kind),
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy();
        server.close(resolve);
      }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const stub = await startSearchStub(Number(process.argv[2] ?? STUB_PORT));
  console.log(`Search API stub on ${stub.url} (indexes ${STUB_INDEXES})`);
}
