// Crawl gate: every route of the built site, in both locales, visited once in Chromium. Each page answers
// 200, renders its h1, logs no console error or failed request, has a unique title and a meta description,
// names its other-language page with <link rel="alternate" hreflang> where one exists, links only to pages
// that exist, and shows each Type and Default block of the reference within its box at 1280 px (a reader sees
// the whole type without scrolling sideways); and in the same visit, at a phone's width, it passes the axe
// rules that depend on the width, with no skipped heading level. A tab loads every other page at 390 px and
// widens it, the others at 1280 px and narrows them: each page is resized once. Then unknown paths. The path
// variants of each page type (.html, /index, %-encoding) are path-variants.test.mjs's.
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  BUILD_DIR,
  HOST_404_BEHAVIOURS,
  WIDTH_RULES,
  axeViolations,
  builtRoutes,
  launchBrowser,
  newContext,
  open,
  skippedHeadingLevels,
  startServer,
  tabPool,
} from './support.mjs';

const LOCALE_PREFIX = '/zh';
const sitemapRoutes = builtRoutes();

/** Routes of every HTML page in the build (the sitemaps may leave some out), except 404.html. */
function htmlRoutes(dir = BUILD_DIR, base = '/') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return entry.name === 'assets' ? [] : htmlRoutes(path.join(dir, entry.name), `${base}${entry.name}/`);
    if (entry.name === 'index.html') return [base];
    return entry.name.endsWith('.html') && entry.name !== '404.html'
      ? [`${base}${entry.name.slice(0, -'.html'.length)}`]
      : [];
  });
}

const withoutSlash = (pathname) => (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
const builtPages = htmlRoutes();
const pageKeys = new Set(builtPages.map(withoutSlash));
const routes = [
  ...new Set([
    ...sitemapRoutes,
    ...builtPages.filter(
      (route) => !sitemapRoutes.some((known) => withoutSlash(known) === withoutSlash(route)),
    ),
  ]),
];

const isZh = (route) => route === `${LOCALE_PREFIX}/` || route.startsWith(`${LOCALE_PREFIX}/`);
/** The same page in the other language: /x ↔ /zh/x. */
const twinOf = (route) =>
  isZh(route) ? route.slice(LOCALE_PREFIX.length) || '/' : `${LOCALE_PREFIX}${route}`;
const isPage = (pathname) => pageKeys.has(withoutSlash(pathname));

// Tabs at once: a visit spends more than half its time waiting (the network going idle, animations ending),
// so two tabs a core keep both cores busy; more starve each page beside the other files running.
const CONCURRENCY = 4;
const DESKTOP_VIEWPORT = { width: 1280, height: 900 };
const PHONE_VIEWPORT = { width: 390, height: 844 };
// The accessibility check of every page at phone width (maintainers/accessibility.md): the axe rules whose
// outcome depends on the width (WIDTH_RULES: a table or code block that fits at 1280 px scrolls at 390 px; the
// viewport must allow zooming). The full rule set runs on each page type in a11y.test.mjs.

/**
 * Pages whose Type or Default lines were 77 to 366 characters long, before their blocks were wrapped: each
 * must still have such a block (so the check above finds them), in both languages.
 */
const SIGNATURE_PAGES = [
  '/config/output/dist-path',
  '/config/output/filename',
  '/config/output/minify',
  '/config/output/css-modules',
  '/config/output/targets',
  '/config/output/data-uri-limit',
  '/config/output/inline-scripts',
  '/config/output/inline-styles',
  '/config/source/transform-import',
  '/config/tools/html-plugin',
  '/config/tools/swc',
  '/config/tools/less',
  '/config/tools/postcss',
  '/config/tools/bundler-chain',
  '/config/plugins',
  '/config/dev/client',
  '/config/html/favicon',
  '/config/html/inject',
  '/config/html/template',
  '/config/html/title',
  '/config/source/entry',
  '/config/source/include',
  '/api/javascript-api/core',
  '/plugins/list/plugin-babel',
  // The hook fragments (docs/shared/on-*.mdx) write their label as a paragraph, not a list item.
  '/plugins/dev/hooks',
  '/api/javascript-api/instance',
];

/**
 * Pages that went from the h1 straight to h3 (every html.* option page and the FAQ): each now goes from its h1
 * to an h2, in both languages.
 */
const HEADING_PAGES = [
  ...[
    'app-icon',
    'crossorigin',
    'favicon',
    'inject',
    'meta',
    'mount-id',
    'output-structure',
    'script-loading',
    'tags',
    'template',
    'template-parameters',
    'title',
  ].map((name) => `config/html/${name}`),
  'config/dev/start-url',
  ...['general', 'features', 'exceptions', 'hmr'].map((name) => `guide/faq/${name}`),
];

let server;
let browser;
let context;
/** @type {import('./support.mjs').TabPool} */
let tabs;
/** What each route showed, for the checks across pages. */
const seen = new Map();
/** Same-origin URLs that are not pages (feeds, images, files), checked once over HTTP. */
const fileStatus = new Map();

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await newContext(browser, server.origin, { viewport: DESKTOP_VIEWPORT });
  tabs = await tabPool(context, CONCURRENCY);
});

/** Sets the tab to a desktop's window, where motion is not reduced. */
async function toDesktop(page) {
  await page.setViewportSize(DESKTOP_VIEWPORT);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
}

/** Sets the tab to a phone's window, with reduced motion. */
async function toPhone(page) {
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.emulateMedia({ reducedMotion: 'reduce' });
}

/** Runs `visit` in an idle tab at desktop width whose problem list starts empty. */
function withTab(visit) {
  return tabs.use(async (page) => {
    await toDesktop(page);
    return visit(page);
  });
}

/** What the crawl saw of a page, whether its route ends with a slash or not. */
const seenAt = (pathname) => seen.get(pathname) ?? seen.get(`${pathname}/`);

after(async () => {
  await browser?.close();
  await server?.close();
});

/** The path a link on this site leads to, or null for a link that leaves the site. */
function ownPath(href, siteOrigin) {
  const url = new URL(href);
  if (url.origin !== server.origin && url.origin !== siteOrigin) return null;
  return url.pathname;
}

async function reaches(pathname) {
  if (isPage(pathname)) return true;
  if (!fileStatus.has(pathname))
    fileStatus.set(
      pathname,
      // A request the server never answers fails the check with its path instead of stalling the crawl.
      fetch(server.origin + pathname, { method: 'HEAD', signal: AbortSignal.timeout(30_000) }).then(
        (response) => response.status,
        (error) => assert.fail(`HEAD ${pathname}: ${error}`),
      ),
    );
  return (await fileStatus.get(pathname)) === 200;
}

async function readPage(page) {
  return page.evaluate(() => {
    const canonical = /** @type {HTMLLinkElement | null} */ (document.querySelector('link[rel="canonical"]'))
      ?.href;
    const ownOrigins = [location.origin, canonical && new URL(canonical).origin];
    const anchors = [
      .../** @type {NodeListOf<HTMLAnchorElement>} */ (document.querySelectorAll('a[href]')),
    ].filter((a) => /^https?:/.test(a.href));
    return {
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      canonical: canonical ?? '',
      alternates: [
        .../** @type {NodeListOf<HTMLLinkElement>} */ (
          document.querySelectorAll('link[rel="alternate"][hreflang]')
        ),
      ].map((link) => ({
        hreflang: link.hreflang,
        href: link.href,
      })),
      headLinks: [
        .../** @type {NodeListOf<HTMLLinkElement>} */ (
          document.querySelectorAll('head link[rel="alternate"], head link[rel="canonical"]')
        ),
      ].map((link) => link.href),
      links: [...new Set(anchors.map((a) => a.href))],
      // Links rendered in the browser too (the security test reads the served HTML).
      unsafeExternal: anchors
        .filter((a) => !ownOrigins.includes(new URL(a.href).origin))
        .filter(
          (a) =>
            a.target !== '_blank' || !a.relList.contains('noopener') || !a.relList.contains('noreferrer'),
        )
        .map((a) => a.outerHTML.slice(0, 160)),
      h1: document.querySelector('h1')?.innerText.trim() ?? '',
      docPage: document.documentElement.classList.contains('docs-doc-page'),
      feedback: document.querySelector('.page-feedback') !== null,
      headingLevels: [...document.querySelectorAll('main :is(h1, h2, h3, h4, h5, h6)')]
        .slice(0, 2)
        .map((heading) => Number(heading.tagName[1])),
      // The code blocks right after a "Type:"/"Default:" label (类型/默认值): the last item of the list before
      // the block (`- **Default:**` then the block), or the paragraph before it (the shared hook fragments).
      signatureBlocks: [...document.querySelectorAll('article .theme-code-block')]
        .filter((block) => {
          const previous = block.previousElementSibling;
          const label = previous?.matches('ul')
            ? previous.lastElementChild?.textContent
            : previous?.matches('p')
              ? previous.textContent
              : '';
          return /^\s*(Type|Default|类型|默认值)[:：]?\s*$/.test(label ?? '');
        })
        .map((block) => {
          const pre = /** @type {HTMLPreElement} */ (block.querySelector('pre'));
          return { first: pre.textContent?.split('\n')[0], scroll: pre.scrollWidth, width: pre.clientWidth };
        }),
    };
  });
}

describe('every route of the build', { concurrency: CONCURRENCY }, () => {
  it('covers both locales and only pages that exist', () => {
    assert.ok(routes.includes('/') && routes.includes(`${LOCALE_PREFIX}/`), 'home pages missing');
    assert.ok(
      routes.filter(isZh).length > 100 && routes.filter((route) => !isZh(route)).length > 100,
      'a locale is missing pages',
    );
    assert.deepEqual(
      sitemapRoutes.filter((route) => !isPage(route)),
      [],
      'the sitemap lists pages the build does not have',
    );
  });

  for (const route of routes) {
    it(route, () =>
      tabs.use(async (page) => {
        // Each visit starts at the width the tab's last visit ended at, and checks that width first: a tab
        // alternates between loading at 1280 and at 390 px, and narrows or widens each page once.
        const phoneFirst = page.viewportSize()?.width === PHONE_VIEWPORT.width;
        // Nothing a page loads may come from another host (pictures, fonts, scripts): it would fail offline.
        const external = [];
        const onRequest = (request) =>
          new URL(request.url()).hostname !== new URL(server.origin).hostname && external.push(request.url());
        page.on('request', onRequest);
        const response = await open(page, server.origin, route).finally(() =>
          page.waitForLoadState('networkidle').catch(() => {}),
        );
        page.off('request', onRequest);
        assert.deepEqual(external, [], 'requests to other hosts');
        assert.equal(response.status(), 200, `answered ${response.status()}`);
        // Crawlers and link previews read the served HTML, not the hydrated page.
        assert.match(
          await response.text(),
          /<meta[^>]+name="?description"?[^>]+content="?[^\s">]/,
          'no <meta name="description"> in the served HTML',
        );
        // The layout follows the window (media queries, the window-size hooks), so narrowing or widening the
        // page shows what a phone or a desktop shows, without loading it a second time.
        if (phoneFirst) {
          await atPhoneWidth(page, route);
          await toDesktop(page);
          await atDesktopWidth(page, route);
        } else {
          await atDesktopWidth(page, route);
          await toPhone(page);
          await atPhoneWidth(page, route);
        }
        assert.deepEqual(page.problems, [], 'logged problems');
      }),
    );
  }
});

/** The checks of a route at 1280 px. */
async function atDesktopWidth(page, route) {
  assert.ok(await page.locator('h1').first().isVisible(), 'shows no h1');
  const info = await readPage(page);
  seen.set(route, info);
  assert.ok(info.h1.length > 0, 'empty h1');
  assert.ok(info.title.trim().length > 0, 'empty <title>');
  assert.ok(info.description.trim().length > 0, 'no <meta name="description"> after hydration');
  assert.equal(info.feedback, info.docPage, '"Was this page helpful?" on doc pages, on no other page');

  const siteOrigin = info.canonical ? new URL(info.canonical).origin : server.origin;
  const twin = twinOf(route);
  // A page with a twin in the other language links to it; one without (English-only pages) does not.
  const linksTwin = info.alternates.some(
    (alternate) => withoutSlash(ownPath(alternate.href, siteOrigin) ?? '') === withoutSlash(twin),
  );
  assert.equal(
    linksTwin,
    isPage(twin),
    `<link rel="alternate" hreflang> to ${twin} (a page: ${isPage(twin)})`,
  );
  const broken = [];
  for (const href of [...info.headLinks, ...info.links]) {
    const target = ownPath(href, siteOrigin);
    if (target !== null && !(await reaches(target))) broken.push(href);
  }
  assert.deepEqual(broken, [], 'links to pages that do not exist');
  assert.deepEqual(
    info.unsafeExternal,
    [],
    'external links without target="_blank" rel="noopener noreferrer"',
  );
  assert.deepEqual(
    info.signatureBlocks.filter((block) => block.scroll > block.width),
    [],
    'a Type/Default block is wider than its box at 1280 px',
  );
}

/** The checks of a route at 390 px: the axe rules that depend on the width, and heading levels. */
async function atPhoneWidth(page, route) {
  assert.deepEqual(
    await axeViolations(page, { rules: WIDTH_RULES, widthTargetsOnly: true }),
    [],
    `${route} at 390 px`,
  );
  assert.deepEqual(await skippedHeadingLevels(page), [], `${route} skips a heading level`);
}

describe('across pages', () => {
  it('"Was this page helpful?" ends every doc page, and no home page', () => {
    const withFeedback = [...seen].filter(([, { feedback }]) => feedback).map(([route]) => route);
    assert.ok(withFeedback.length > 200, `${withFeedback.length} pages with the feedback question`);
    for (const home of ['/', `${LOCALE_PREFIX}/`]) assert.equal(seen.get(home)?.feedback, false, home);
  });

  it('the reference pages with the longest types show them in Type/Default blocks, in both languages', () => {
    const without = SIGNATURE_PAGES.flatMap((page) => [page, `${LOCALE_PREFIX}${page}`]).filter(
      (page) => !(seenAt(page)?.signatureBlocks.length ?? 0),
    );
    assert.deepEqual(without, [], 'pages without a Type or Default code block');
  });

  it('the pages that went from the h1 straight to an h3 go to an h2, in both languages', () => {
    const skipping = HEADING_PAGES.flatMap((page) => [`/${page}`, `${LOCALE_PREFIX}/${page}`])
      .map((page) => [page, seenAt(page)?.headingLevels.join(' ')])
      .filter(([, levels]) => levels !== '1 2');
    assert.deepEqual(skipping, [], 'the first two heading levels of these pages');
  });

  it('every page has a title no other page of its language has', () => {
    assert.equal(seen.size, routes.length, 'not every route was visited');
    const byTitle = new Map();
    for (const [route, { title }] of seen) {
      const key = `${isZh(route) ? 'zh' : 'en'} ${title}`;
      byTitle.set(key, [...(byTitle.get(key) ?? []), route]);
    }
    assert.deepEqual(
      [...byTitle].filter(([, pages]) => pages.length > 1),
      [],
    );
  });
});

/**
 * Unknown paths under one host behaviour (HOST_404_BEHAVIOURS): the site's 404 page with status 404 where the
 * host has one (the root or the nearest 404.html), the host's own bare 404 otherwise; under /zh/, the reader is
 * sent on to the path without the prefix.
 */
function unknownPathsUnder(host) {
  describe(`unknown paths (${host.name})`, () => {
    let hostServer;
    before(async () => {
      hostServer = await startServer(BUILD_DIR, { notFound: host.notFound });
    });
    after(() => hostServer?.close());

    // /search/ holds the search files but is no page (the site has no search page).
    for (const unknown of [
      '/no/such/page',
      '/guide/no-such-page',
      '/no/such/page.html',
      '/no%2Fsuch',
      '/search/',
    ]) {
      it(`${unknown} answers 404 with the 404 page`, () =>
        withTab(async (page) => {
          const response = await page.goto(`${hostServer.origin}${unknown}`);
          assert.equal(response.status(), 404);
          if (host.notFound === 'none') {
            assert.equal(await page.locator('h1, script').count(), 0, 'the host answers with its bare 404');
            return;
          }
          await page.waitForFunction(
            () => document.documentElement.getAttribute('data-has-hydrated') === 'true',
          );
          assert.equal(await page.locator('main p').first().innerText(), '404');
          assert.equal(await page.locator('h1').innerText(), 'PAGE NOT FOUND');
          const home = page.getByRole('link', { name: 'Take me home' });
          assert.equal(await home.getAttribute('href'), '/');
        }));
    }

    it('under /zh/ send the reader to the same path without the prefix', () =>
      withTab(async (page) => {
        const response = await page.goto(`${hostServer.origin}${LOCALE_PREFIX}/guide/no-such-page`);
        assert.equal(response.status(), 404);
        if (host.notFound === 'none') return;
        await page.waitForURL(`${hostServer.origin}/guide/no-such-page`);
        await page.waitForFunction(
          () => document.documentElement.getAttribute('data-has-hydrated') === 'true',
        );
        assert.equal(await page.locator('h1').innerText(), 'PAGE NOT FOUND');
        assert.deepEqual(
          page.problems.filter((problem) => !/status of 404/.test(problem)),
          [],
        );
      }));

    it('the English-only page exists under /zh/, in English with the Chinese notice', () =>
      withTab(async (page) => {
        const response = await page.goto(`${hostServer.origin}${LOCALE_PREFIX}/guide/advanced/rem`);
        assert.equal(response.status(), 200);
        await page.waitForFunction(
          () => document.documentElement.getAttribute('data-has-hydrated') === 'true',
        );
        assert.equal(new URL(page.url()).pathname, `${LOCALE_PREFIX}/guide/advanced/rem`);
        assert.match(await page.locator('article h1').innerText(), /rem/i);
        assert.match(await page.locator('.theme-translation-notice').innerText(), /尚未翻译/);
        assert.deepEqual(page.problems, []);
      }));
  });
}

for (const host of HOST_404_BEHAVIOURS) unknownPathsUnder(host);
