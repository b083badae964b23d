// Path variants a reader can type (letter case, `.html` and `/index` suffixes, %-escapes, doubled slashes,
// locale prefixes, and mixes of them), generated from one page of every page type in both languages
// (page-samples.mjs).
// Each must end on its page, with the page's h1, and log no error at all: no page error, no console error
// (React's hydration errors #418/#423 are console errors), except the browser's own line for a document the
// host answers with 404 before the client sends the reader on to the real page. They run on a host that
// answers misses with the root 404.html, and the Chinese ones also on one that answers with the nearest
// (/zh/404.html, the Chinese bundle); unknown paths run under every host behaviour (HOST_404_BEHAVIOURS).
// A path that another host answers exactly as the root 404.html host does (every document and every miss of
// the visit, byte for byte: support.mjs recordHostAnswers) behaves the same there; its test asserts that
// identity and the root host's outcome instead of loading the page again. Likewise a path the host only
// redirects (`.html`, `/index`: HTTP 301 to another path of the site, read with fetch) ends as a visit of the
// path it is sent to does, since the browser follows those redirects before it renders anything: its test
// asserts on that visit. So does a path whose page the site's code sends on to another URL (a host's 404 page
// for `/Guide/…` replacing itself with `/guide/…`): the tab stops at that navigation (support.mjs
// stopClientNavigations), the errors up to there count, and the rest is the visit of the URL it was sent to,
// made once for every path that leads there. The variants a static host serves as the page itself (`.html`,
// `/index`, a first letter %-escaped) also answer 200.
// Every test of the file starts at once and takes turns for VISITS_AT_ONCE slots: a visit mostly waits for
// its redirects to settle, so the waits overlap while the CPU renders other pages.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PAGE_TYPE_SAMPLES } from './page-samples.mjs';
import {
  HOST_404_BEHAVIOURS,
  answeredDifferently,
  newContext,
  recordHostAnswers,
  settleAtClientNavigation,
  startServer,
  stopClientNavigations,
  tabPool,
  useBuiltSite,
} from './support.mjs';
import { resultsOnce } from './results-once.mjs';

const site = useBuiltSite();
const VISITS_AT_ONCE = 6;

const SAMPLES = PAGE_TYPE_SAMPLES;

const hex = (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
const capitalise = (path) => path.replace(/\/([a-z])/g, (_, letter) => `/${letter.toUpperCase()}`);

/** The variants of a route, each with what it tests. */
function variantsOf(route) {
  const slash = route.endsWith('/');
  const bare = slash && route !== '/' ? route.slice(0, -1) : route;
  const file = slash ? `${route}index` : route;
  const segments = route.split('/');
  const last = segments.findLastIndex(Boolean);
  const variants = [
    [`${file}.html`, '.html'],
    [slash ? `${route}index` : `${route}/index`, '/index'],
    [slash ? `${route}index.html` : `${route}/index.html`, '/index.html'],
    [slash ? bare : `${route}/`, 'trailing slash toggled'],
    [route.toUpperCase(), 'upper case'],
    [capitalise(route), 'capitalised segments'],
    [`${file.toUpperCase()}.HTML`, 'upper case with .HTML'],
    [`/${route}`, 'leading double slash'],
    [route.replace(/\/([^/]+)\//, '/$1//'), 'inner double slash'],
    [`${route}//`.replace(/\/{3,}$/, '//'), 'trailing double slash'],
    [`//${route.slice(1).replace(/\//g, '///')}`, 'every slash tripled'],
    [`//${file.slice(1)}.html`, 'double slash with .html'],
    [
      route.replace(/\//g, (match, offset) => (offset > 0 && offset < route.length - 1 ? '%2F' : match)),
      'slashes escaped',
    ],
    [
      last < 0
        ? route
        : segments
            .map((segment, index) => (index === last ? [...segment].map(hex).join('') : segment))
            .join('/'),
      'last segment escaped',
    ],
    [
      last < 0
        ? route
        : segments
            .map((segment, index) =>
              index === last ? hex(segment[0]).toLowerCase() + segment.slice(1) : segment,
            )
            .join('/'),
      'lower-case escape',
    ],
    [route.replace(/([^/])([^/]*\/?)$/, (_, first, rest) => `${hex(first)}${rest}`), 'first letter escaped'],
    [`${route}${slash ? '' : '/'}index.html`.replace(/index\.html$/, 'index%2Ehtml'), 'escaped dot of .html'],
    // What a chat client leaves when it links a URL followed by a space, tab or line break.
    [`${route}%20`, 'trailing escaped space'],
    [`${route}%09`, 'trailing escaped tab'],
    [`${route}%0A`, 'trailing escaped line feed'],
    [`${bare}%20/`, 'escaped space before a trailing slash'],
    // Suffixes typed or pasted twice.
    [`${file}.html.html`, '.html twice'],
    [slash ? `${route}index/index` : `${route}/index/index`, '/index twice'],
    [`${file}.html/`, '.html with a trailing slash'],
  ];
  if (route.startsWith('/zh/'))
    variants.push(
      [route.replace(/^\/zh\//, '/ZH/'), 'locale prefix upper case'],
      [route.replace(/^\/zh\//, '/zh//'), 'locale prefix doubled slash'],
      [`/Zh${capitalise(file.slice(3))}.html`, 'locale prefix, case and .html'],
    );
  /** @type {Map<string, string>} */
  const kinds = new Map();
  for (const [variant, what] of variants)
    if (variant !== route) kinds.set(variant, kinds.has(variant) ? `${kinds.get(variant)}, ${what}` : what);
  return [...kinds];
}

/** Variant kinds a static host answers with the page's own file (after its HTTP redirects): status 200. */
const SERVED_AS_PAGE = ['.html', '/index', 'first letter escaped'];

const withoutSlash = (path) => (path.length > 1 ? path.replace(/\/$/, '') : path);
const isPageStatusLine = (text) =>
  /^Failed to load resource: the server responded with a status of 404/.test(text);

/**
 * @typedef {{ path: string, h1: string, status: number, errors: string[], asked: string[],
 *   sameAsRoot?: boolean, sentTo?: string }} VisitResult
 */

/** The server of each host behaviour, started on first use, closed after the file. */
const servers = new Map();
/** @param {import('./support.mjs').NotFoundMode} notFound */
function serverOf(notFound) {
  if (!servers.has(notFound)) servers.set(notFound, startServer(undefined, { notFound }));
  return servers.get(notFound);
}
/** @type {import('playwright-core').BrowserContext[]} */
const contexts = [];
after(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await Promise.all([...servers.values()].map(async (server) => (await server).close()));
});

/** @type {Promise<import('./support.mjs').TabPool> | undefined} */
let visitTabs;
/**
 * The tabs every visit of the file takes turns in, VISITS_AT_ONCE of one context, opened on first use: a
 * visit loads in a tab that earlier ones used (one renderer process each, their bundles compiled once)
 * rather than in a new one; the visits are a returning reader's, which keep nothing for the next one to read.
 */
function tabsForVisits() {
  visitTabs ??= (async () => {
    const context = await newContext(site.browser, (await serverOf('root')).origin);
    await stopClientNavigations(context);
    contexts.push(context);
    return tabPool(context, VISITS_AT_ONCE);
  })();
  return visitTabs;
}

/**
 * Opens `path` under the host of `notFound`, in one of the file's tabs.
 * @param {import('./support.mjs').NotFoundMode} notFound
 * @param {string} path
 * @returns {Promise<VisitResult>}
 */
async function visitUnder(notFound, path) {
  const { origin } = await serverOf(notFound);
  return (await tabsForVisits()).use((page) => visitIn(page, origin, path));
}

/** A visit's key: its host behaviour, route and path. */
const keyOf = (/** @type {import('./support.mjs').NotFoundMode} */ notFound, route, path) =>
  JSON.stringify([notFound, route ?? null, path]);

/**
 * Results by host behaviour, route and path: each visit is made once, the root host's for every host. A
 * redirect loop ends the visits that reach it with an error naming it, whether one test or two reach it.
 * @type {(key: string) => Promise<VisitResult>}
 */
const resultOfKey = resultsOnce(
  (key, waitFor) => {
    const [notFound, route, path] = JSON.parse(key);
    return resultOf(notFound, route ?? undefined, path, (...next) => waitFor(keyOf(...next)));
  },
  (circle) => {
    const paths = circle.map((key) => JSON.parse(key)[2]);
    return { path: paths[0], h1: '', status: 0, errors: [`redirect loop: ${paths.join(' → ')}`], asked: [] };
  },
);

/**
 * What a reader gets at `path` under the host of `notFound`: the root host's visit when this host answers
 * every request of that visit alike (`sameAsRoot`), a visit of its own otherwise.
 * @param {import('./support.mjs').NotFoundMode} notFound
 * @param {string | undefined} route
 * @param {string} path
 * @returns {Promise<VisitResult>}
 */
const resultUnder = (notFound, route, path) => resultOfKey(keyOf(notFound, route, path));

/**
 * The paths of the HTTP redirects the host of `origin` answers `path` with, in order, and the path they end
 * on, or undefined when that host answers `path` itself or sends it off the site.
 * @param {string} origin
 * @param {string} path
 */
async function httpRedirects(origin, path) {
  const hops = [];
  let url = new URL(origin + path);
  for (let hop = 0; hop < 10; hop += 1) {
    const response = await fetch(url, { redirect: 'manual' });
    await response.arrayBuffer();
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || location === null)
      return hops.length ? { hops, to: url.pathname + url.search } : undefined;
    hops.push(url.pathname + url.search);
    // Resolved as the browser resolves it: a Location of `//x` leaves the site, and is then visited.
    url = new URL(location, url);
    if (url.origin !== origin) return undefined;
  }
  return undefined;
}

/**
 * As resultUnder, not memoised. `waitFor(notFound, route, path)`: the result of a visit this one leads to.
 * @param {import('./support.mjs').NotFoundMode} notFound
 * @param {string | undefined} route
 * @param {string} path
 * @param {(notFound: import('./support.mjs').NotFoundMode, route: string | undefined, path: string) =>
 *   Promise<VisitResult>} waitFor
 * @returns {Promise<VisitResult>}
 */
async function resultOf(notFound, route, path, waitFor) {
  const { origin } = await serverOf(notFound);
  const redirected = await httpRedirects(origin, path);
  if (redirected) {
    const target = await waitFor(notFound, route, redirected.to);
    return { ...target, asked: [...redirected.hops, ...target.asked] };
  }
  if (notFound !== 'root') {
    const underRoot = await waitFor('root', route, path);
    const root = await serverOf('root');
    if ((await answeredDifferently(root.origin, origin, underRoot.asked)).length === 0)
      return { ...underRoot, sameAsRoot: true };
  }
  const visited = await visitUnder(notFound, path);
  if (visited.sentTo === undefined) return visited;
  // The site's code sent the reader on: the rest of the visit is the visit of that URL.
  const next = new URL(visited.sentTo);
  const nextPath = next.pathname + next.search + next.hash;
  if (next.origin !== origin) return { ...visited, path: visited.sentTo };
  const target = await waitFor(notFound, route, nextPath);
  return {
    ...target,
    asked: [...visited.asked, ...target.asked],
    errors: [...visited.errors, ...target.errors],
  };
}

/**
 * Runs the assertions on `result`; a failure of a result that the root host's visit stands for says so.
 * @param {VisitResult} result
 * @param {() => void} assertions
 */
function assertOn(result, assertions) {
  try {
    assertions();
  } catch (error) {
    if (result.sameAsRoot && error instanceof Error)
      error.message +=
        '\n(this host answers every request of the visit as the root 404.html host does: its outcome)';
    throw error;
  }
}

async function visitIn(page, origin, path) {
  const errors = [];
  const notFoundDocuments = new Set();
  let status = 0;
  const onResponse = (response) => {
    if (!response.request().isNavigationRequest() || response.frame() !== page.mainFrame()) return;
    status = response.status();
    if (status === 404) notFoundDocuments.add(response.url());
  };
  /** Console errors, judged once the visit is over: the browser may log a line before its response event. */
  const consoleErrors = [];
  const onConsole = (message) => {
    if (message.type() === 'error')
      consoleErrors.push({ text: message.text(), source: message.location().url, on: page.url() });
  };
  const onPageError = (error) => errors.push(`page error on ${page.url()}: ${error.message}`);
  page.on('response', onResponse);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  const answers = recordHostAnswers(page, origin);
  try {
    await page.goto(origin + path, { waitUntil: 'load' });
    const sentTo = await settleAtClientNavigation(page);
    const h1 = (await page.locator('h1').count())
      ? (await page.locator('h1').first().innerText()).trim()
      : '';
    // A document without icons (a host's bare 404) makes the browser ask for /favicon.ico on its own.
    const ownIconRequest =
      (await page.locator('link[rel~="icon"]').count()) === 0 ? `${origin}/favicon.ico` : undefined;
    for (const { text, source, on } of consoleErrors) {
      // The browser's own line for a document answered with 404 (the host's answer, not an error of the
      // page), or for the icon it asked for by itself.
      if (!(isPageStatusLine(text) && (notFoundDocuments.has(source) || source === ownIconRequest)))
        errors.push(`console error on ${on}: ${text}`);
    }
    return {
      path: decodeURIComponent(new URL(page.url()).pathname),
      h1,
      status,
      errors,
      asked: answers.paths(),
      sentTo,
    };
  } finally {
    answers.paths();
    page.off('response', onResponse);
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
}

/** Each sample's variants, under the root 404.html host; the Chinese samples under the nearest one too. */
const VARIANT_HOSTS = HOST_404_BEHAVIOURS.filter((host) => host.notFound !== 'none').map((host) => ({
  ...host,
  samples: host.notFound === 'root' ? SAMPLES : SAMPLES.filter((route) => route.startsWith('/zh/')),
}));

describe('path variants under every host behaviour', { concurrency: true }, () => {
  for (const host of VARIANT_HOSTS) {
    describe(`path variants reach their page without errors (${host.name})`, { concurrency: true }, () => {
      for (const route of host.samples) {
        describe(route, { concurrency: true }, () => {
          const expected = () => resultUnder(host.notFound, route, route);
          it('the route itself', async () => {
            const result = await expected();
            assertOn(result, () => {
              assert.equal(withoutSlash(result.path), withoutSlash(route));
              assert.notEqual(result.h1, 'PAGE NOT FOUND');
              assert.deepEqual(result.errors, []);
            });
          });
          for (const [variant, what] of variantsOf(route)) {
            it(`${what}: ${variant}`, async () => {
              const [result, { h1 }] = await Promise.all([
                resultUnder(host.notFound, route, variant),
                expected(),
              ]);
              assertOn(result, () => {
                if (SERVED_AS_PAGE.some((kind) => what.split(', ').includes(kind)))
                  assert.equal(result.status, 200, `answered ${result.status}`);
                assert.equal(
                  withoutSlash(result.path),
                  withoutSlash(route),
                  `${variant} ended on ${result.path}`,
                );
                assert.equal(result.h1, h1);
                assert.deepEqual(result.errors, []);
              });
            });
          }
        });
      }
    });
  }

  for (const host of HOST_404_BEHAVIOURS) {
    describe(`unknown paths and their variants (${host.name})`, { concurrency: true }, () => {
      for (const path of [
        '/no/such/page',
        '/No/Such/Page.html',
        '/no//such/page',
        '/no%2Fsuch',
        '/guide/start/nothing/index.html',
        '/no/such%20page',
        '/zh/NO/SUCH.html',
        '/no/such/page/index.html.html',
        '/zh/guide/advanced/nothing',
        '/zh/no/such/page%20',
      ]) {
        it(path, async () => {
          const result = await resultUnder(host.notFound, undefined, path);
          assertOn(result, () => {
            assert.equal(result.status, 404);
            // The site's 404 page, where the host has one; otherwise the host's own bare answer.
            assert.equal(result.h1, host.notFound === 'none' ? '' : 'PAGE NOT FOUND');
            assert.deepEqual(result.errors, []);
          });
        });
      }
    });
  }
});
