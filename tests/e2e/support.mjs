// Shared set-up of the end-to-end suite: the built site served on 127.0.0.1, Debian's Chromium driven by
// playwright-core, which resolves no other host (scripts/lib/browser.mjs), so the tests never touch the
// network; requests to other hosts are recorded per context.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { after, before, beforeEach } from 'node:test';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import serveHandler from 'serve-handler';
import { launchBrowser } from '../../scripts/lib/browser.mjs';
import { closeServer } from '../../scripts/lib/closeServer.mjs';
import { applyHostRules, loadHostRules } from '../../scripts/lib/markdownNegotiation.mjs';
import { sourceHash, temporaryProjectCopy } from '../../scripts/lib/projectCopy.mjs';
import { runQuerySet } from '../../scripts/search/dialog.mjs';
import { QUERY_SET } from '../../scripts/search/querySets.mjs';
import { STUB_INDEXES, STUB_PATH, STUB_PORT } from './stub-search-api.mjs';
import { acquireLock } from './between-files.mjs';

export { CHROMIUM, launchBrowser } from '../../scripts/lib/browser.mjs';

/**
 * @typedef {{ origin: string, close: () => Promise<void> }} TestServer
 * @typedef {{ readonly server: TestServer, readonly browser: import('playwright-core').Browser,
 *   readonly origin: string }} BuiltSite
 * @typedef {import('playwright-core').BrowserContextOptions & { firstVisit?: boolean }} ContextOptions
 * @typedef {import('playwright-core').BrowserContext & { problems: string[], externalRequests: string[] }} TestContext
 * @typedef {import('playwright-core').Page & { problems: string[] }} TestPage (a page of a TestContext)
 */

export const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? 'build');
/** The site's URL (`SITE.url` of config/site.ts): absolute links, twins' URLs and printed links carry it. */
export const SITE_URL = 'https://rsbuild.dev';

/** The rule of src/lib/markdownTwin.ts, written out so that the tests check it rather than reuse it. */
export const twinPathOf = (route) => (route.endsWith('/') ? `${route}index.md` : `${route}.md`);

/**
 * The Markdown twin of a built route as a site path (`/a.md`, or `/a/index.md` for a folder route, with or
 * without its trailing slash), or undefined when the build has none.
 * @param {string} route
 */
export const builtTwinOf = (route) =>
  [twinPathOf(route), twinPathOf(`${route}/`)].find((twin) => fs.existsSync(path.join(BUILD_DIR, twin)));
const PROJECT_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** The header rules of build/_headers (Netlify format), as serve-handler `headers` entries. */
export function headerRules(buildDir = BUILD_DIR) {
  const file = path.join(buildDir, '_headers');
  if (!fs.existsSync(file)) return [];
  /** @type {{ source: string, headers: { key: string, value: string }[] }[]} */
  const rules = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    // A Netlify splat (`/assets/*`, `/*`, `/*.md`) covers nested paths, which serve-handler spells `**`.
    if (!/^\s/.test(line))
      rules.push({
        source: line
          .trim()
          .replace(/^\//, '')
          .replace(/(^|\/)\*$/, '$1**')
          .replace(/^\*\./, '**/*.'),
        headers: [],
      });
    else {
      const [key, ...value] = line.trim().split(':');
      rules.at(-1)?.headers.push({ key: key.trim(), value: value.join(':').trim() });
    }
  }
  return rules;
}

/**
 * How a static host answers a path it has no file for (the host behaviours of tests/README.md, "Gates"):
 * `root` serves the root 404.html (GitHub Pages, Vercel, Netlify), `nearest` the 404.html of the nearest
 * folder up the path (Cloudflare Pages: /zh/404.html for /zh/...), `none` a bare 404 with no page of the site.
 * @typedef {'root' | 'nearest' | 'none'} NotFoundMode
 */

/** Each host behaviour with a name for test titles; tests of 404s and redirects run under every one. */
export const HOST_404_BEHAVIOURS = /** @type {const} */ ([
  { notFound: 'root', name: 'host answering with the root 404.html (GitHub Pages, Vercel)' },
  { notFound: 'nearest', name: 'host answering with the nearest 404.html (Cloudflare Pages)' },
  { notFound: 'none', name: 'host without a 404 page' },
]);

/**
 * The 404.html a host of `mode` answers `pathname` with, or undefined for none. `nearest` walks up from the
 * folder of the path (a trailing slash names a folder) to the build root.
 * @param {string} buildDir
 * @param {string} pathname the request path, still %-encoded
 * @param {NotFoundMode} mode
 */
export function notFoundPage(buildDir, pathname, mode) {
  const root = path.join(buildDir, '404.html');
  if (mode === 'root') return root;
  if (mode === 'none') return undefined;
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: look up the folders as written.
  }
  let folder = path.resolve(buildDir, `.${path.posix.dirname(`${decoded}x`)}`);
  while (folder.startsWith(buildDir) && folder !== buildDir) {
    const page = path.join(folder, '404.html');
    if (fs.existsSync(page)) return page;
    folder = path.dirname(folder);
  }
  return root;
}

/**
 * Serves the build like a static host: clean URLs, the headers of _headers, and unknown paths answered with
 * status 404 and the 404 page of `notFound` (see NotFoundMode). `hostRules`: also apply the rewrites and
 * headers of vercel.json (Markdown for `Accept: text/markdown`), as a host that rewrites on request headers
 * does.
 * @param {string} [buildDir]
 * @param {{ cleanUrls?: boolean, notFound?: NotFoundMode, hostRules?: boolean }} [options]
 * @returns {Promise<TestServer>}
 */
export async function startServer(
  buildDir = BUILD_DIR,
  { cleanUrls = true, notFound = 'root', hostRules = false } = {},
) {
  if (!fs.existsSync(path.join(buildDir, 'index.html')))
    throw new Error(`No build in ${buildDir}: run "npm run build" first.`);
  const rootNotFound = path.join(path.resolve(buildDir), '404.html');
  const rules = hostRules ? loadHostRules() : undefined;
  const server = http.createServer((req, res) => {
    if (req.url === BLANK_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Between tests</title><link rel="icon" href="data:,">');
      return;
    }
    if (req.url === AXE_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'max-age=3600' });
      res.end(axeSource());
      return;
    }
    if (rules) applyHostRules(rules, buildDir, req, res);
    // serve-handler answers a miss with <public>/404.html: the file lookups of that path are sent to the page
    // this host answers with (no other request reads it: /404.html itself is nearest to the root). A host
    // without a 404 page answers with a line of plain text (serve-handler's own page has an inline style).
    const page = notFoundPage(path.resolve(buildDir), (req.url ?? '/').split('?')[0], notFound);
    const swap = (/** @type {string} */ file) => (file === rootNotFound && page ? page : file);
    /** @type {Parameters<typeof serveHandler>[3]} */
    const methods = {
      lstat: (file) => fs.promises.lstat(swap(file)),
      createReadStream: (file, options) => fs.createReadStream(swap(file), options),
    };
    if (notFound === 'none')
      methods.sendError = async (_path, response, _json, _current, _handlers, _config, spec) => {
        response.writeHead(spec.statusCode, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end(`${spec.statusCode} ${spec.message}`);
      };
    return serveHandler(
      req,
      res,
      {
        public: buildDir,
        cleanUrls,
        directoryListing: false,
        trailingSlash: undefined,
        headers: headerRules(buildDir),
      },
      methods,
    );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => closeServer(server),
  };
}

/** The window of a context that names none. */
const DEFAULT_VIEWPORT = { width: 1280, height: 900 };

/**
 * A browser context whose requests stay on the test server. Records console errors, page errors and failed
 * same-origin requests in `context.problems` (and per page in `page.problems`).
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin
 * @param {ContextOptions} [options]
 * @returns {Promise<TestContext>}
 */
export async function newContext(browser, origin, { firstVisit = false, ...options } = {}) {
  const context = /** @type {TestContext} */ (
    await browser.newContext({ viewport: DEFAULT_VIEWPORT, ...options })
  );
  // The site redirects a first visit to the browser's language; tests are returning readers unless they
  // test that redirect (firstVisit: true).
  // A new page starts on about:blank, whose storage access throws: only site pages get the flag.
  if (!firstVisit)
    await context.addInitScript(
      () =>
        window.location.protocol.startsWith('http') &&
        window.localStorage.setItem('docusaurus-locale-visited', '1'),
    );
  // Whether the document has started leaving for another one (settleNavigation): set at once when its code
  // calls location.replace, before the browser reports the request.
  await context.addInitScript(() => {
    const win = /** @type {any} */ (window);
    win.__leavingDocument = false;
    win.navigation?.addEventListener('navigate', (/** @type {any} */ event) => {
      if (!event.destination.sameDocument) win.__leavingDocument = true;
    });
  });
  context.problems = [];
  context.externalRequests = [];
  // Recorded, not intercepted: the browser resolves no other host (scripts/lib/browser.mjs), and interception
  // would turn off the HTTP cache.
  context.on('request', (request) => {
    if (new URL(request.url()).hostname !== new URL(origin).hostname)
      context.externalRequests.push(request.url());
  });
  context.on('page', (page) => watchPage(page, origin, context.problems));
  return context;
}

function watchPage(page, origin, contextProblems) {
  page.problems = [];
  const problems = { push: (problem) => (page.problems.push(problem), contextProblems.push(problem)) };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error on ${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error on ${page.url()}: ${error.message}`));
  page.on('requestfailed', (request) => {
    // ERR_ABORTED is the browser cancelling a prefetch when the page navigates on, not a failure.
    if (request.url().startsWith(origin) && request.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.push(`failed request ${request.url()}: ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (
      response.url().startsWith(origin) &&
      response.status() >= 400 &&
      response.request().resourceType() !== 'document'
    ) {
      problems.push(`HTTP ${response.status()} for ${response.url()}`);
    }
  });
}

/** Every route of the build in both locales, read from the sitemaps the build writes. */
export function builtRoutes(buildDir = BUILD_DIR) {
  const routes = [];
  for (const sitemap of ['sitemap.xml', 'zh/sitemap.xml']) {
    const file = path.join(buildDir, sitemap);
    if (!fs.existsSync(file)) throw new Error(`Missing ${file}`);
    const xml = fs.readFileSync(file, 'utf8');
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) routes.push(new URL(loc).pathname);
  }
  return [...new Set(routes)];
}

/**
 * @typedef {{ use: <T>(visit: (page: TestPage) => Promise<T>) => Promise<T> }} TabPool
 */

/**
 * A few tabs of one context, lent to the tests of a sweep that run at the same time (a describe with
 * `{ concurrency: size }`): `use(visit)` waits for an idle tab, empties its problem list and gives it back
 * when `visit` ends. Opening a tab costs more than most visits, and more tabs than the machine can render at
 * once only queue for the CPU.
 * @param {TestContext} context
 * @param {number} size
 * @returns {Promise<TabPool>}
 */
export async function tabPool(context, size) {
  /** @type {TestPage[]} */
  const idle = [];
  /** @type {WeakSet<TestPage>} */
  const crashed = new WeakSet();
  const openTab = async () => {
    const page = /** @type {TestPage} */ (await context.newPage());
    page.on('crash', () => crashed.add(page));
    return page;
  };
  for (let index = 0; index < size; index += 1) idle.push(await openTab());
  // One slot of the limit per tab: a visit that holds a slot always finds an idle tab.
  const limit = concurrencyLimit(size);
  return {
    use: (visit) =>
      limit(async () => {
        const page = /** @type {TestPage} */ (idle.pop());
        page.problems.length = 0;
        try {
          return await visit(page);
        } catch (error) {
          // A renderer that crashed fails the visit it crashed in, and only that one: the next visit gets a
          // fresh tab instead of a dead one. The crash event can come just after the failed call: a probe
          // of the tab waits for it.
          if (!crashed.has(page)) await page.evaluate('1').catch(() => {});
          throw error;
        } finally {
          if (crashed.has(page)) {
            await page.close().catch(() => {});
            idle.push(await openTab());
          } else idle.push(page);
        }
      }),
  };
}

/**
 * For a describe block (not the top level: Node 20 starts top-level before hooks together, and this one
 * needs `site`'s browser): `size` tabs of one context on `site`, opened in the block's before hook and closed
 * after it, lent by `use(visit)` as tabPool lends them.
 * @param {BuiltSite} site
 * @param {number} size
 * @returns {TabPool}
 */
export function useTabPool(site, size) {
  /** @type {TestContext | undefined} */
  let context;
  /** @type {TabPool | undefined} */
  let pool;
  before(async () => {
    context = await newContext(site.browser, site.origin);
    pool = await tabPool(context, size);
  });
  after(() => context?.close());
  return {
    use: (visit) => {
      if (!pool) throw new Error('The tabs open in the before hook.');
      return pool.use(visit);
    },
  };
}

/**
 * At most `size` tasks at a time, for a sweep whose tests each open their own context (a reader's language, a
 * first visit, a host's 404 behaviour) and spend most of a visit waiting for its redirects to settle: every
 * test of the file starts at once (describes with `{ concurrency: true }`) and `limit(task)` runs `task` when
 * one of the slots is free, so those waits overlap while the CPU renders other pages.
 * @param {number} size
 * @returns {<T>(task: () => Promise<T>) => Promise<T>}
 */
export function concurrencyLimit(size) {
  let running = 0;
  /** @type {(() => void)[]} */
  const waiting = [];
  return async (task) => {
    if (running < size) running += 1;
    else await new Promise((resolve) => waiting.push(() => resolve(undefined)));
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiting task, or is freed.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/** Per context, the tabs runQuerySetInTabs opened that no call is using: a new tab costs a renderer's start. */
const idleQueryTabs = new WeakMap();

/**
 * `runQuerySet` (scripts/search/dialog.mjs) in `tabs` pages of `context` at once, the queries dealt out in
 * turn: a query mostly waits for the dialog's debounce and answer, so the tabs' waits overlap. The tabs are
 * the context's idle ones from an earlier call (each query set starts by loading the home page) or new ones.
 * The results come back in the order of `queries`.
 * @param {TestContext} context
 * @param {string} origin
 * @param {string} locale
 * @param {Parameters<typeof runQuerySet>[3]} queries
 * @param {number} [tabs]
 */
export async function runQuerySetInTabs(context, origin, locale, queries = undefined, tabs = 3) {
  const all = queries ?? QUERY_SET[/** @type {'en' | 'zh'} */ (locale)];
  const shares = Array.from({ length: Math.min(tabs, all.length) }, (_, tab) =>
    all.filter((_, index) => index % tabs === tab),
  );
  /** @type {import('playwright-core').Page[]} */
  const idle = idleQueryTabs.get(context) ?? [];
  idleQueryTabs.set(context, idle);
  const pages = await Promise.all(shares.map(() => idle.pop() ?? context.newPage()));
  try {
    const results = await Promise.all(
      shares.map((share, tab) => runQuerySet(pages[tab], origin, locale, share)),
    );
    return all.map((_, index) => results[index % tabs][Math.floor(index / tabs)]);
  } finally {
    idle.push(...pages);
  }
}

/**
 * How long a test waits for the page to answer an action (a click, a key, a scroll). Generous: a loaded 2-core
 * machine can stall a tab for seconds, and how fast the page answers is the benchmark's to judge.
 */
export const REACTION_LIMIT_MS = 10000;

/** Goes to a path and waits until React has hydrated the page. */
export async function open(page, origin, pathname) {
  const response = await page.goto(origin + pathname, { waitUntil: 'load' });
  // A generous limit: on a 2-core machine running three files, a page can wait long for the CPU, and how fast
  // it hydrates is the benchmark's to judge (Lighthouse), not this wait's.
  await page.waitForFunction(
    () => document.documentElement.getAttribute('data-has-hydrated') === 'true',
    null,
    { timeout: 30000 },
  );
  return response;
}

/**
 * Waits for `predicate` in the page, polled every 100 ms of time rather than at every frame (a frame can wait
 * on a view transition, which a busy machine stretches); on timeout it fails with `describe()`'s words and
 * the page's URL.
 * @param {import('playwright-core').Page} page
 * @param {(arg: any) => unknown} predicate
 * @param {unknown} arg
 * @param {{ timeout?: number, describe: () => string | Promise<string> }} options
 */
export async function waitInPage(page, predicate, arg, { timeout = 30000, describe }) {
  await page.waitForFunction(predicate, arg, { timeout, polling: 100 }).catch(async (error) => {
    throw new Error(`${await describe()} on ${page.url()}`, { cause: error });
  });
}

/**
 * For a test file: serves the build and launches Chromium before its tests, closes both after them.
 * The returned object is filled in by the `before` hook; `setup(site)` runs in that same hook, because
 * Node 20 does not wait for one top-level `before` hook before starting the next.
 */
/** @param {(site: BuiltSite) => Promise<void>} [setup] */
export function useBuiltSite(setup = async () => {}) {
  /** @type {{ server?: TestServer, browser?: import('playwright-core').Browser }} */
  const started = {};
  /** @type {BuiltSite} */
  const site = {
    get server() {
      if (!started.server) throw new Error('The test server starts in the before hook.');
      return started.server;
    },
    get browser() {
      if (!started.browser) throw new Error('The browser starts in the before hook.');
      return started.browser;
    },
    get origin() {
      return this.server.origin;
    },
  };
  before(async () => {
    started.server = await startServer();
    started.browser = await launchBrowser();
    await setup(site);
  });
  after(async () => {
    await started.browser?.close();
    await started.server?.close();
  });
  return site;
}

/**
 * What a visit asked its host for that a host's 404 behaviour could answer differently: every document the
 * tab navigated to (redirect hops included) and every request the host answered with 404, as paths with
 * their query, in the order asked. Hosts of every behaviour serve each file of the build alike (startServer
 * differs only in the answer to a miss), so a visit whose requests are all answered alike by two hosts sees
 * the same bytes on both, and its page behaves the same: its outcome under one host is its outcome under the
 * other. Call before the visit starts; `paths()` stops recording and lists them.
 * @param {import('playwright-core').Page} page
 * @param {string} origin
 */
export function recordHostAnswers(page, origin) {
  /** @type {Set<string>} */
  const asked = new Set();
  const own = (/** @type {string} */ url) => (url.startsWith(`${origin}/`) ? url.slice(origin.length) : null);
  const onRequest = (/** @type {import('playwright-core').Request} */ request) => {
    const path = own(request.url());
    if (path && request.isNavigationRequest() && request.frame() === page.mainFrame()) asked.add(path);
  };
  const onResponse = (/** @type {import('playwright-core').Response} */ response) => {
    const path = own(response.url());
    if (path && response.status() === 404) asked.add(path);
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  return {
    paths: () => {
      page.off('request', onRequest);
      page.off('response', onResponse);
      return [...asked];
    },
  };
}

/**
 * The paths (from recordHostAnswers) that the hosts at `origin` and `otherOrigin` answer differently: another
 * status, redirect target, content type or body. Empty when the two hosts serve that visit alike.
 * @param {string} origin
 * @param {string} otherOrigin
 * @param {string[]} paths
 */
export async function answeredDifferently(origin, otherOrigin, paths) {
  const answer = async (/** @type {string} */ from, /** @type {string} */ path) => {
    const response = await fetch(from + path.replace(/#.*/, ''), { redirect: 'manual' });
    const body = crypto.createHash('sha256').update(Buffer.from(await response.arrayBuffer()));
    const headers = ['location', 'content-type'].map((name) => response.headers.get(name));
    return JSON.stringify([response.status, ...headers, body.digest('hex')]);
  };
  const different = await Promise.all(
    paths.map(async (path) =>
      (await answer(origin, path)) === (await answer(otherOrigin, path)) ? [] : [path],
    ),
  );
  return different.flat();
}

/**
 * For a describe block: the build served by a host of `notFound` behaviour (HOST_404_BEHAVIOURS), with the
 * browser of `site`. The returned object reads like `site`; its server starts in the block's `before` hook.
 * @param {BuiltSite} site
 * @param {NotFoundMode} notFound
 * @returns {BuiltSite}
 */
export function useHost(site, notFound) {
  /** @type {{ server?: TestServer }} */
  const started = {};
  before(async () => {
    started.server = await startServer(BUILD_DIR, { notFound });
  });
  after(async () => {
    await started.server?.close();
  });
  return {
    get server() {
      if (!started.server) throw new Error('The test server starts in the before hook.');
      return started.server;
    },
    get browser() {
      return site.browser;
    },
    get origin() {
      return this.server.origin;
    },
  };
}

/** The theme's constants (config/constants.ts), transpiled on the fly, so tests use the same figures. */
export async function loadConstants() {
  const { default: ts } = await import('typescript');
  const source = fs.readFileSync(new URL('../../config/constants.ts', import.meta.url), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
}

/**
 * The shared pages of describe blocks that have ended (usePage), by origin and options, for the next block
 * asking for the same: each test file runs in a process of its own, so they never cross files.
 * @type {Map<string, { context: TestContext, page: TestPage }[]>}
 */
const idleSharedPages = new Map();

/**
 * For a describe block: one context and page shared by its tests, taken in its `before` hook and left in
 * its `after` hook. A page that an earlier block of the file left with the same options is taken, made
 * clean (cleanTab), rather than a new context and page opened: a new one costs a renderer's start. The
 * browser closes them with the file. `.context` and `.page` of the returned object are set once that hook
 * has run. Not for the top level of a file, where `before` hooks do not wait for one another (see
 * useBuiltSite).
 * @param {BuiltSite} site
 * @param {ContextOptions} [options]
 */
export function usePage(site, options = {}) {
  /** @type {{ context: TestContext | undefined, page: TestPage | undefined }} */
  const shared = { context: undefined, page: undefined };
  const keyOf = () => `${site.origin} ${JSON.stringify(options)}`;
  before(async () => {
    const left = idleSharedPages.get(keyOf())?.pop();
    if (left) {
      await cleanTab(site.origin, left.context, left.page, options);
      Object.assign(shared, left);
    } else {
      shared.context = await newContext(site.browser, site.origin, options);
      shared.page = /** @type {TestPage} */ (await shared.context.newPage());
    }
  });
  after(() => {
    const { context, page } = shared;
    if (!context || !page || page.isClosed()) return;
    idleSharedPages.set(keyOf(), [...(idleSharedPages.get(keyOf()) ?? []), { context, page }]);
  });
  return shared;
}

/**
 * Removes what `origin` stored in `context` (localStorage, cookies, caches): the site remembers a reader's
 * first visit and colour mode there, which every tab of the context shares.
 * @param {TestContext} context
 * @param {TestPage} page
 * @param {string} origin
 */
export async function clearStoredData(context, page, origin) {
  const session = await context.newCDPSession(page);
  try {
    await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  } finally {
    await session.detach();
  }
}

/** A page of every test server's origin with nothing on it, where a reused tab waits between tests. */
const BLANK_PATH = '/__e2e__/blank';

/**
 * Makes a used tab of the test server at `origin` as a new reader's: it leaves the last test's page for a
 * blank page of the same origin (the same renderer, and no script of the site left running), the pointer
 * goes back to the corner, the origin's stored data and the clipboard are emptied, the problem and
 * external request lists cleared, the window and media features set back to `options`' (the context's),
 * and no medium emulated (a test may have set print). A new context and tab cost 1 to 2 CPU s more than a
 * visit (a renderer started, every bundle compiled again); this costs a fraction of that.
 * @param {string} origin
 * @param {TestContext} context
 * @param {TestPage} page
 * @param {ContextOptions} [options]
 */
export async function cleanTab(origin, context, page, options = {}) {
  await page.goto(origin + BLANK_PATH);
  // The pointer stays where the last test left it across pages: over the next page, it would hover there.
  await page.mouse.move(0, 0);
  await clearStoredData(context, page, origin);
  if (options.permissions?.includes('clipboard-write'))
    await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.setViewportSize(options.viewport ?? DEFAULT_VIEWPORT);
  await page.emulateMedia({
    media: null,
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: options.reducedMotion ?? 'no-preference',
  });
  context.problems.length = 0;
  context.externalRequests.length = 0;
  page.problems.length = 0;
}

/**
 * For a file whose tests each start as a reader the site has never seen, one after another: one context and
 * tab for all of them, made clean (cleanTab) before each test. `.context` and `.page` are set once the first
 * test's `beforeEach` has run.
 * @param {BuiltSite} site
 * @param {ContextOptions} [options]
 */
export function useCleanTab(site, options = {}) {
  /** @type {{ context: TestContext | undefined, page: TestPage | undefined }} */
  const shared = { context: undefined, page: undefined };
  beforeEach(async () => {
    if (!shared.context || !shared.page) {
      shared.context = await newContext(site.browser, site.origin, options);
      shared.page = /** @type {TestPage} */ (await shared.context.newPage());
    } else await cleanTab(site.origin, shared.context, shared.page, options);
  });
  after(async () => {
    await shared.context?.close();
  });
  return shared;
}

/**
 * For tests that each start as a reader the site has never seen, `size` at a time: `use(run)` lends `run` the
 * tab of an idle context of its own (a reader's storage is per context), made clean (cleanTab) if a test used
 * it before. Contexts open on first use and close after the file's tests.
 * @param {BuiltSite} site
 * @param {number} size
 * @param {ContextOptions} [options]
 */
export function cleanTabs(site, size, options = {}) {
  /** @type {{ context: TestContext, page: TestPage }[]} */
  const idle = [];
  /** @type {TestContext[]} */
  const opened = [];
  const limit = concurrencyLimit(size);
  after(async () => {
    await Promise.all(opened.map((context) => context.close()));
  });
  return {
    /**
     * @template T
     * @param {(page: TestPage, context: TestContext) => Promise<T>} run
     * @returns {Promise<T>}
     */
    use: (run) =>
      limit(async () => {
        let lane = idle.pop();
        if (lane) await cleanTab(site.origin, lane.context, lane.page, options);
        else {
          const context = await newContext(site.browser, site.origin, options);
          opened.push(context);
          lane = { context, page: /** @type {TestPage} */ (await context.newPage()) };
        }
        try {
          return await run(lane.page, lane.context);
        } finally {
          idle.push(lane);
        }
      }),
  };
}

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
/**
 * Where every test server serves axe-core: a script of the page's own origin passes the site's
 * Content-Security-Policy (build/_headers, applied by the test server), which refuses inline scripts, and the
 * browser caches its compiled code across the visits of a context instead of compiling it on every page.
 */
const AXE_PATH = '/__e2e__/axe.min.js';
/** @type {string | undefined} */
let axeText;
const axeSource = () =>
  (axeText ??= fs.readFileSync(new URL(import.meta.resolve('axe-core/axe.min.js')), 'utf8'));

/**
 * The texts of a sidebar's links drawn in the colour of its current item (`aria-current="page"`): a page
 * that looks current once has exactly one. `links` selects the links within `sidebar`.
 * @param {import('playwright-core').Locator} sidebar
 * @param {string} links
 */
export function linksColouredAsCurrent(sidebar, links) {
  return sidebar.evaluate((nav, selector) => {
    const colour = getComputedStyle(
      /** @type {Element} */ (nav.querySelector('[aria-current="page"]')),
    ).color;
    return [...nav.querySelectorAll(selector)]
      .filter((link) => getComputedStyle(link).color === colour)
      .map((link) => link.textContent);
  }, links);
}

/**
 * Waits until transitions and finite animations have ended, so that a check measures what a reader finally
 * sees; infinite ones (spinners) never would, nor do scroll-driven ones (the table's scroll cues), which follow
 * a scroll position rather than time.
 * @param {import('playwright-core').Page} page
 */
export async function animationsEnded(page) {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Infinity ||
            !(animation.timeline instanceof DocumentTimeline),
        ),
    null,
    { timeout: 15000 },
  );
}

/** The axe rules whose outcome depends on the window's width, which crawl.test.mjs runs on every page at 390 px. */
export const WIDTH_RULES = ['scrollable-region-focusable', 'meta-viewport', 'meta-viewport-large'];

/**
 * Runs axe-core on the page once it has settled (on the `include` selectors and the `rules` ids only, when
 * given) and returns its serious and critical violations as readable strings: rule, impact, help, then each
 * element with its fix summary. A violation counts when it or any of its elements is serious or critical, so
 * neither a per-rule nor a per-element impact below the one axe gives the other can hide it.
 *
 * `widthTargetsOnly` gives axe only what the width-dependent rules (`scrollable-region-focusable`,
 * `meta-viewport`, `meta-viewport-large`) apply to, found after the page settled: the viewport meta and every
 * element whose overflow is not `visible` and whose content is larger than its box (axe-core's getScroll).
 * Those rules find there what they find on the whole page, at two thirds of the cost. Where no target could
 * fail them, axe does not run at all (loading and running it cost a crawled page a third of its CPU time):
 * every scrolling element is hidden from everyone (axe leaves it out) or itself in the tab order (axe's
 * `focusable-element` check passes, and one passing check of the rule's `any` list passes the rule) and no
 * viewport meta names `maximum-scale` or `user-scalable` (the only keys the two viewport rules read). Any
 * other target, a scroller reached only through a link inside it for one, goes to axe.
 * @param {import('playwright-core').Page} page
 * @param {{ include?: string[], rules?: string[], widthTargetsOnly?: boolean }} [options]
 */
export async function axeViolations(page, { include, rules, widthTargetsOnly = false } = {}) {
  await animationsEnded(page);
  await page.waitForTimeout(100);
  if (widthTargetsOnly && (await page.evaluate(widthTargetsClear))) return [];
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ url: AXE_PATH });
  const violations = await page.evaluate(
    async ({ selectors, ruleIds, widthTargets }) => {
      const scrolls = (/** @type {Element} */ element) => {
        const style = getComputedStyle(element);
        return (
          (style.overflowX !== 'visible' && element.scrollWidth > element.clientWidth) ||
          (style.overflowY !== 'visible' && element.scrollHeight > element.clientHeight)
        );
      };
      const targets = widthTargets
        ? [
            ...document.querySelectorAll('meta[name="viewport"]'),
            ...[...document.querySelectorAll('body *')].filter(scrolls),
          ]
        : [];
      const included = selectors ? selectors.map((selector) => [selector]) : targets;
      const context = included.length ? { include: included } : document;
      const only = ruleIds ? { runOnly: { type: 'rule', values: ruleIds } } : {};
      const result = await window.axe.run(context, { resultTypes: ['violations'], ...only });
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map((node) => ({
          impact: node.impact ?? violation.impact,
          target: node.target.join(' '),
          summary: node.failureSummary,
        })),
      }));
    },
    { selectors: include ?? null, ruleIds: rules ?? null, widthTargets: widthTargetsOnly },
  );
  return violations
    .filter(
      (violation) =>
        BLOCKING_IMPACTS.has(violation.impact ?? '') ||
        violation.nodes.some((node) => BLOCKING_IMPACTS.has(node.impact ?? '')),
    )
    .map((violation) =>
      [
        `${violation.id} (${violation.impact}): ${violation.help}`,
        ...violation.nodes.map(
          (node) => `  - ${node.target} (${node.impact})\n    ${node.summary?.replace(/\n/g, '\n    ')}`,
        ),
      ].join('\n'),
    );
}

/**
 * In the page: whether no target of the width-dependent axe rules could fail them (axeViolations). A
 * conservative reading of the tab order: an explicit tabindex of 0 or more, or a natively focusable element,
 * neither disabled, inert nor aria-hidden; anything else counts as undecided.
 */
function widthTargetsClear() {
  const NATIVELY_FOCUSABLE =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, [contenteditable=""], [contenteditable="true"]';
  const inTabOrder = (/** @type {Element} */ element) => {
    const tabindex = element.getAttribute('tabindex');
    return (
      (tabindex === null ? element.matches(NATIVELY_FOCUSABLE) : Number(tabindex) >= 0) &&
      !element.matches(':disabled') &&
      !element.closest('[inert], [aria-hidden="true"]')
    );
  };
  // What axe-core's rule matches (its getScroll with a 13 px buffer): only these scroll for it.
  const SCROLL_BUFFER = 13;
  const scrollable = (/** @type {string} */ overflow) => overflow === 'auto' || overflow === 'scroll';
  const scrolls = (/** @type {Element} */ element) => {
    const style = getComputedStyle(element);
    return (
      (scrollable(style.overflowX) && element.scrollWidth > element.clientWidth + SCROLL_BUFFER) ||
      (scrollable(style.overflowY) && element.scrollHeight > element.clientHeight + SCROLL_BUFFER)
    );
  };
  // axe leaves out what is hidden from everyone (display, visibility, content-visibility: hidden).
  const hidden = (/** @type {Element} */ element) => !element.checkVisibility({ visibilityProperty: true });
  const viewportClear = [...document.querySelectorAll('meta[name="viewport"]')].every(
    (meta) => !/maximum-scale|user-scalable/i.test(meta.getAttribute('content') ?? ''),
  );
  return (
    viewportClear &&
    [...document.querySelectorAll('body *')]
      .filter(scrolls)
      .every((element) => hidden(element) || inTabOrder(element))
  );
}

/**
 * The headings of the page's main content that go down more than one level from the heading before them
 * (h1 then h3), as "h1 → h3 "text"" strings. The page title counts as the first h1.
 */
export async function skippedHeadingLevels(page) {
  return page.evaluate(() => {
    const headings = [...document.querySelectorAll('main h1, main h2, main h3, main h4, main h5, main h6')];
    const skips = [];
    headings.forEach((heading, index) => {
      const level = Number(heading.tagName[1]);
      const previous = index ? Number(headings[index - 1].tagName[1]) : 1;
      if (level > previous + 1) skips.push(`h${previous} → h${level} "${heading.textContent.trim()}"`);
    });
    return skips;
  });
}

/**
 * Runs a command, resolving when it exits with 0 and rejecting with its output tail otherwise.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<void>}
 */
export function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
    child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`)),
    );
  });
}

/** Where variant builds are kept between the test files of a run, and between runs while nothing changed. */
const VARIANT_CACHE_DIR = path.join(PROJECT_DIR, 'node_modules', '.cache', 'e2e-variants');
const DOCUSAURUS_BIN = 'node_modules/@docusaurus/core/bin/docusaurus.mjs';
/** Files no build reads: editing a test or a maintainer doc keeps the cached variants. */
const NOT_BUILT = /^(tests\/(unit|content|e2e)|maintainers|scripts\/bench)\//;

/**
 * A variant of the site built with build-time environment variables (search mode, fixtures, theme switches),
 * in a temporary copy of the project (scripts/lib/projectCopy.mjs), so build/ and the caches of the working
 * tree are never touched. The output is kept in node_modules/.cache/e2e-variants under a key made of the
 * variant (env, locales) and a hash of the files a build reads: a second test file asking for
 * the same variant, in this run or a later one with the same sources, gets that build without building again.
 * Older builds of the same variant name are deleted when a new one is made. `prebuiltDir` (a build made the
 * same way, from an environment variable) skips all that. Returns the output directory.
 */
export async function buildVariant({ name, env = {}, locales = ['en'], prebuiltDir }) {
  if (prebuiltDir) return { dir: path.resolve(prebuiltDir) };
  const variant = JSON.stringify({ env: Object.entries(env).sort(), locales });
  const sources = sourceHash(PROJECT_DIR, (file) => !NOT_BUILT.test(file));
  const key = crypto.createHash('sha256').update(`${variant}\0${sources}`).digest('hex').slice(0, 16);
  const dir = path.join(VARIANT_CACHE_DIR, `${name}-${key}`);
  // Files running at the same time that ask for one variant wait for the first one's build.
  const release = await acquireLock(path.join(VARIANT_CACHE_DIR, `${name}.lock`));
  try {
    if (!fs.existsSync(path.join(dir, 'index.html'))) await buildVariantInto(dir, name, env, locales);
  } finally {
    release();
  }
  return { dir };
}

/** Builds a variant into `dir` (see buildVariant), replacing older builds of the same variant name. */
async function buildVariantInto(dir, name, env, locales) {
  const copy = temporaryProjectCopy(PROJECT_DIR, `${name}-variant`);
  // Built beside its final place and renamed once complete: an interrupted build never counts as cached.
  const partial = `${dir}.partial-${process.pid}`;
  try {
    const localeArgs = locales.flatMap((locale) => ['--locale', locale]);
    await run(process.execPath, [DOCUSAURUS_BIN, 'build', ...localeArgs, '--out-dir', partial], {
      cwd: copy.site,
      env: { ...process.env, ...env },
    });
    for (const old of fs.existsSync(VARIANT_CACHE_DIR) ? fs.readdirSync(VARIANT_CACHE_DIR) : []) {
      const sameVariant = old.startsWith(`${name}-`) && /^[0-9a-f]{16}$/.test(old.slice(name.length + 1));
      if (sameVariant) fs.rmSync(path.join(VARIANT_CACHE_DIR, old), { recursive: true, force: true });
    }
    fs.renameSync(partial, dir);
  } finally {
    fs.rmSync(partial, { recursive: true, force: true });
    copy.remove();
  }
}

/**
 * The English variant that the fixture suite and the remote-mode search suites share, built once per run
 * (a build is a minute or two of the run): the pages of tests/fixtures/ with forced light mode and hideNavbar
 * 'auto' (fixtures.test.mjs), and search mode "remote" against the search stub's port (search.test.mjs,
 * search-remote-hardening.test.mjs). The switches touch different parts of a page: the search suites open
 * the dialog with the keyboard at the top of a page, where the 'auto' navbar is in view, and read no colour;
 * the fixture suite never searches. SHARED_VARIANT_BUILD_DIR points the suites at a build made the same way.
 */
export const sharedVariant = () =>
  buildVariant({
    name: 'fixtures-remote',
    env: {
      SITE_FIXTURES: '1',
      SITE_FORCE_LIGHT: '1',
      SITE_HIDE_NAVBAR: 'auto',
      SEARCH_MODE: 'remote',
      SEARCH_API_URL: `http://127.0.0.1:${STUB_PORT}${STUB_PATH}`,
      SEARCH_INDEXES: STUB_INDEXES,
    },
    prebuiltDir: process.env.SHARED_VARIANT_BUILD_DIR,
  });

/**
 * Makes the documents of `context` stay where the site's code would send the reader on (a `location.replace`,
 * an assignment to `location`): the navigation is cancelled before its request leaves, and its destination is
 * kept for `settleAtClientNavigation`. A visit then costs one document; the destination, loaded as any other
 * visit of its URL is, can be visited once for all the paths that lead to it. Navigations the test starts
 * (`page.goto`) are not the document's and go ahead.
 * @param {import('playwright-core').BrowserContext} context
 */
export async function stopClientNavigations(context) {
  await context.addInitScript(() => {
    const win = /** @type {any} */ (window);
    win.navigation?.addEventListener('navigate', (/** @type {any} */ event) => {
      if (event.destination.sameDocument || !event.cancelable) return;
      event.preventDefault();
      win.__clientNavigation ??= event.destination.url;
      // newContext's listener, which ran first, marked the document as leaving: it stays.
      win.__leavingDocument = false;
    });
  });
}

/**
 * In a context of stopClientNavigations: waits until the page has hydrated (or has no app to hydrate, or
 * sent the reader on) and has kept still for SETTLED_QUIET_MS, as settleNavigation does; returns the URL the
 * site's code sent the reader to, if it did.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<string | undefined>}
 */
export async function settleAtClientNavigation(page) {
  const sentTo = () => page.evaluate(() => /** @type {any} */ (window).__clientNavigation);
  await hydrated(page, { orSentOn: true });
  // A redirect of the rendered page (the 404 page's, for a path of the other locale) comes after hydration.
  if ((await sentTo()) === undefined) await page.waitForTimeout(SETTLED_QUIET_MS);
  return sentTo();
}

/**
 * Waits, 10 s at most, until the page has hydrated or has no app to hydrate (a host's bare 404); with
 * `orSentOn`, also until the site's code has sent the reader on (stopClientNavigations).
 * @param {import('playwright-core').Page} page
 * @param {{ orSentOn?: boolean }} [options]
 */
function hydrated(page, { orSentOn = false } = {}) {
  return page
    .waitForFunction(
      (sentOn) =>
        (sentOn && /** @type {any} */ (window).__clientNavigation !== undefined) ||
        !document.getElementById('__docusaurus') ||
        document.documentElement.getAttribute('data-has-hydrated') === 'true',
      orSentOn,
      { timeout: 10000 },
    )
    .catch(() => undefined);
}

/** How long a settled page keeps its URL with no navigation started: a redirect starts well within it. */
const SETTLED_QUIET_MS = 400;

/**
 * Waits until the page has hydrated and kept its URL, with no new navigation started, for SETTLED_QUIET_MS
 * (redirect chains have ended: a `location.replace` in flight shows as a navigation request before the URL
 * changes, and in a context of newContext the document says it is leaving as soon as its code asks, before
 * the browser reports the request). The site's redirects start before or as the page hydrates; the quiet time
 * is measured from the moment it has hydrated.
 * @param {import('playwright-core').Page} page
 */
export async function settleNavigation(page) {
  let navigations = 0;
  const count = (/** @type {import('playwright-core').Request} */ request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations += 1;
  };
  // The document's own word (a context of newContext) that it is leaving, or the request of a navigation.
  const settleState = async () => {
    const leaving = await page
      .evaluate(() => /** @type {any} */ (window).__leavingDocument === true)
      .catch(() => true);
    return `${page.url()} ${navigations}${leaving ? ' leaving' : ''}`;
  };
  page.on('request', count);
  try {
    let state = '';
    for (let round = 0; round < 20; round += 1) {
      await hydrated(page);
      await page.waitForLoadState('load');
      state = await settleState();
      await page.waitForTimeout(SETTLED_QUIET_MS);
      if (!state.endsWith(' leaving') && (await settleState()) === state) return;
    }
    throw new Error(`the page kept navigating: ${state}`);
  } finally {
    page.off('request', count);
  }
}
