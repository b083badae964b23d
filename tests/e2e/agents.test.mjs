// Docs for AI agents beyond the twins of llms.test.mjs (AFDocs checks, `npm run bench`): the hidden pointer in
// each HTML page, the blockquote each twin starts with, robots.txt, TechArticle JSON-LD on doc pages, "Open in
// ChatGPT / Claude", and Markdown for `Accept: text/markdown` with the host rules of vercel.json.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  compileHostRoutes,
  hasFile,
  loadHostRules,
  routeRequest,
} from '../../scripts/lib/markdownNegotiation.mjs';
import {
  BUILD_DIR,
  SITE_URL,
  builtRoutes,
  builtTwinOf,
  cleanTabs,
  open,
  startServer,
  twinPathOf,
  useBuiltSite,
} from './support.mjs';

const routes = builtRoutes();
const site = useBuiltSite();
/** A new reader's tab for the browser tests, made clean between them: a new tab costs a renderer's start. */
const readerTabs = cleanTabs(site, 1);
const htmlOf = (route) => {
  const base = path.join(BUILD_DIR, route);
  const file = fs.existsSync(path.join(base, 'index.html')) ? path.join(base, 'index.html') : `${base}.html`;
  return fs.readFileSync(file, 'utf8');
};
/** The file of a route's twin, if the build has one. */
const twinOf = (route) => {
  const twin = builtTwinOf(route);
  return twin && path.join(BUILD_DIR, twin);
};
const llmsTxtOf = (route) => `${SITE_URL}${route.startsWith('/zh/') ? '/zh' : ''}/llms.txt`;

describe('Pointer for AI agents in each HTML page', () => {
  it('is the first element of <body> in every page with a twin, naming the twin and llms.txt', () => {
    const wrong = [];
    for (const route of routes) {
      const twin = builtTwinOf(route);
      if (!twin) continue;
      const twinUrl = SITE_URL + twin;
      const match = /<body[^>]*><div class="llms-pointer" aria-hidden="true">([^<]*)<\/div>/.exec(
        htmlOf(route),
      );
      if (!match || !match[1].includes(twinUrl) || !match[1].includes(llmsTxtOf(route)))
        wrong.push(`${route}: ${match?.[1] ?? 'no pointer'}`);
    }
    assert.deepEqual(wrong, []);
  });

  it('is met by no reader: visually hidden (not display: none), out of the accessibility tree, not focusable', () =>
    readerTabs.use(async (page, context) => {
      await open(page, site.origin, '/zh/guide/start/quick-start');
      const pointer = page.locator('.llms-pointer');
      const box = await pointer.boundingBox();
      assert.ok(box && box.width <= 1 && box.height <= 1, `a 1 px box, not none: ${JSON.stringify(box)}`);
      assert.notEqual(await pointer.evaluate((element) => getComputedStyle(element).display), 'none');
      assert.match(
        (await pointer.textContent()) ?? '',
        /^供 AI 智能体阅读：.*https:\/\/rsbuild\.dev\/zh\/llms\.txt/,
      );
      const snapshot = await page.locator('body').ariaSnapshot();
      assert.doesNotMatch(snapshot, /llms\.txt|AI 智能体/, 'screen readers do not meet it');
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.closest('.llms-pointer') ?? null), null);
      assert.deepEqual(context.problems, [], 'hydration is not disturbed');
    }));
});

describe('Markdown twins for agents', () => {
  it('each start with a one-line blockquote pointing to the llms.txt of their locale, then the title', () => {
    const wrong = [];
    for (const route of routes) {
      const twin = twinOf(route);
      if (!twin) continue;
      const [first, blank, title] = fs.readFileSync(twin, 'utf8').split('\n');
      if (
        !first.startsWith('> ') ||
        !first.includes(llmsTxtOf(route)) ||
        blank !== '' ||
        !/^# \S/.test(title)
      )
        wrong.push(`${route}: ${first}`);
    }
    assert.deepEqual(wrong, []);
  });
});

describe('robots.txt', () => {
  it('allows every crawler and names the sitemaps of both locales', () => {
    const robots = fs.readFileSync(path.join(BUILD_DIR, 'robots.txt'), 'utf8');
    assert.match(robots, /^User-agent: \*\nAllow: \/\n/);
    assert.doesNotMatch(robots, /Disallow: \/\S/);
    for (const sitemap of ['/sitemap.xml', '/zh/sitemap.xml']) {
      assert.ok(robots.includes(`Sitemap: ${SITE_URL}${sitemap}\n`), sitemap);
      assert.ok(fs.existsSync(path.join(BUILD_DIR, sitemap)), `${sitemap} exists`);
    }
  });
});

describe('TechArticle JSON-LD', () => {
  const articlesOf = (html) =>
    [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1]))
      .filter((data) => data['@type'] === 'TechArticle');

  it('describes every doc page beside the BreadcrumbList, in the page language', () => {
    const docRoutes = routes.filter((route) => /^(\/zh)?\/(guide|config|plugins|api)\//.test(route));
    assert.ok(docRoutes.length > 300, `${docRoutes.length} doc routes`);
    const wrong = [];
    for (const route of docRoutes) {
      const html = htmlOf(route);
      const [article, ...more] = articlesOf(html);
      const title = /<title[^>]*>([^<]*?) \| Rsbuild<\/title>/.exec(html)?.[1];
      if (
        !article ||
        more.length ||
        // Docusaurus's BreadcrumbList stays on every page that shows breadcrumbs (pages in a sidebar).
        (html.includes('theme-doc-breadcrumbs') && !html.includes('"@type":"BreadcrumbList"')) ||
        article.inLanguage !== (route.startsWith('/zh/') ? 'zh-CN' : 'en-US') ||
        !article.headline ||
        (title && article.headline !== title.replace(/&amp;/g, '&')) ||
        !article.description ||
        Number.isNaN(Date.parse(article.dateModified))
      )
        wrong.push(`${route}: ${JSON.stringify(article)}`);
    }
    assert.deepEqual(wrong, []);
  });

  it('is not on pages that are not articles (home, releases list)', () => {
    assert.deepEqual(articlesOf(htmlOf('/')), []);
    assert.deepEqual(articlesOf(htmlOf('/community/releases/')), []);
  });
});

describe('Open in ChatGPT / Claude', () => {
  it('are plain new-tab links in the menu of "Copy page" whose prompt carries the twin URL, in both languages', () =>
    readerTabs.use(async (page, context) => {
      /** @type {[string, string, (name: string) => string][]} */
      const pages = [
        ['/config/output/dist-path', 'More page actions', (name) => `Open in ${name}`],
        ['/zh/config/', '更多页面操作', (name) => `在 ${name} 中打开`],
      ];
      for (const [route, more, openIn] of pages) {
        // In the served HTML for agents that read no script, the menu closed or not.
        for (const host of ['chatgpt.com', 'claude.ai'])
          assert.ok(
            htmlOf(route).includes(`href="https://${host}/`),
            `${route}: no ${host} link in the HTML`,
          );
        await open(page, site.origin, route);
        await page.locator('.copy-page').getByRole('button', { name: more, exact: true }).click();
        for (const name of ['ChatGPT', 'Claude']) {
          const link = page.locator('.copy-page').getByRole('link', { name: openIn(name) });
          assert.ok(await link.isVisible(), `${openIn(name)} is not shown in the open menu`);
          const href = new URL((await link.getAttribute('href')) ?? '');
          assert.ok(['chatgpt.com', 'claude.ai'].includes(href.hostname), href.hostname);
          assert.ok(href.searchParams.get('q')?.includes(SITE_URL + twinPathOf(route)), href.search);
          assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
          assert.equal(await link.getAttribute('target'), '_blank');
        }
      }
      assert.deepEqual(context.externalRequests, [], 'showing the links sends nothing anywhere');
    }));
});

describe('Content negotiation (host rules of vercel.json)', () => {
  /** @type {{ origin: string, close: () => Promise<void> }} */
  let server;
  before(async () => {
    server = await startServer(BUILD_DIR, { hostRules: true });
  });
  after(() => server.close());

  it('answers Accept: text/markdown with the twin, anything else with the HTML page', async () => {
    for (const route of [
      '/',
      '/guide/start/quick-start',
      '/config/',
      '/zh/',
      '/zh/config/output/dist-path',
    ]) {
      const markdown = await fetch(server.origin + route, { headers: { Accept: 'text/markdown' } });
      assert.equal(markdown.status, 200, route);
      assert.match(markdown.headers.get('content-type') ?? '', /^text\/markdown/, route);
      assert.equal(await markdown.text(), fs.readFileSync(twinOf(route) ?? '', 'utf8'), route);
      assert.match(markdown.headers.get('vary') ?? '', /Accept/i, `${route} varies by Accept`);
      const html = await fetch(server.origin + route, { headers: { Accept: 'text/html,*/*;q=0.8' } });
      assert.match(html.headers.get('content-type') ?? '', /^text\/html/, route);
    }
  });

  it('leaves files alone: llms.txt, assets and the twins themselves', async () => {
    for (const file of ['/llms.txt', '/guide/start/quick-start.md', '/sitemap.xml']) {
      const response = await fetch(server.origin + file, { headers: { Accept: 'text/markdown' } });
      assert.equal(response.status, 200, file);
      assert.equal(await response.text(), fs.readFileSync(path.join(BUILD_DIR, file), 'utf8'), file);
    }
  });

  it("applies the rules in the host's order: routes before the filesystem step beat an existing page", () => {
    const accept = { accept: 'text/markdown' };
    const exists = (pathname) => hasFile(BUILD_DIR, pathname);
    const markdownRule = { has: [{ type: 'header', key: 'accept', value: '.*text/markdown.*' }] };
    const served = (config, pathname) =>
      routeRequest(compileHostRoutes(config), pathname, accept, exists).pathname;
    assert.ok(exists('/guide/start/quick-start') && exists('/config/'), 'the pages exist as files');
    // Vercel compiles `rewrites` after `{ handle: 'filesystem' }`: the existing page wins, no twin.
    const asRewrites = {
      rewrites: [{ source: '/((?!.*\\.\\w+$).*)', destination: '/$1.md', ...markdownRule }],
    };
    assert.equal(served(asRewrites, '/guide/start/quick-start'), '/guide/start/quick-start');
    assert.equal(served(asRewrites, '/no/such/page'), '/no/such/page.md', 'a rewrite applies on a miss');
    const before = {
      routes: [{ src: '/(.*)/', dest: '/$1/index.md', ...markdownRule }, { handle: 'filesystem' }],
    };
    assert.equal(served(before, '/config/'), '/config/index.md');
    const afterFiles = {
      routes: [{ handle: 'filesystem' }, { src: '/(.*)/', dest: '/$1/index.md', ...markdownRule }],
    };
    assert.equal(served(afterFiles, '/config/'), '/config/');
    assert.throws(() => compileHostRoutes({ ...before, ...asRewrites }), /cannot be used with/);
  });

  it('ships vercel.json with the Markdown routes before the filesystem step, and routes only', () => {
    const config = JSON.parse(fs.readFileSync(new URL('../../vercel.json', import.meta.url), 'utf8'));
    assert.deepEqual(
      Object.keys(config).sort(),
      ['$schema', 'routes'],
      'Vercel refuses routes mixed with rewrites or headers',
    );
    const { beforeFiles, afterFiles } = loadHostRules();
    assert.deepEqual(afterFiles, []);
    assert.deepEqual(
      beforeFiles.filter((route) => route.dest).map((route) => route.dest),
      ['/index.md', '/$1/index.md', '/$1.md'],
    );
  });

  it('is off in the default test server, as on a host without header rewrites', async () => {
    const response = await fetch(`${site.origin}/guide/start/quick-start`, {
      headers: { Accept: 'text/markdown' },
    });
    assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
  });
});
