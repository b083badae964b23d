// The site frame a reader sees on every page: navbar, language switch, home page, doc page frame, 404,
// path handling, query switches and the release feeds.
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import {
  BUILD_DIR,
  HOST_404_BEHAVIOURS,
  linksColouredAsCurrent,
  newContext,
  open,
  startServer,
  useBuiltSite,
} from './support.mjs';

let context;
let page;
const site = useBuiltSite(async ({ browser, origin }) => {
  context = await newContext(browser, origin);
  page = await context.newPage();
});

extend([a11yPlugin]);

/**
 * Places inside `selector` where a line breaks between two letters of one word, as "before|after" (every text
 * node measured a character at a time with Range.getClientRects). Breaks at the <wbr> of src/lib/wordBreaks.ts
 * fall between text nodes; a break inside a node between a lower-case letter and a capital (a camelCase hump),
 * or before the last capital of a run of them, is one of those points too and is not reported.
 */
const wordCuts = (selector) =>
  page.locator(selector).evaluateAll((roots) => {
    const cuts = [];
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = /** @type {Text} */ (node).data;
        const rectOf = (at) => {
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + 1);
          return range.getClientRects()[0];
        };
        for (let at = 0; at + 1 < text.length; at += 1) {
          const pair = text.slice(at, at + 3);
          if (!/^[A-Za-z]{2}/.test(pair) || /^[a-z][A-Z]|^[A-Z][A-Z][a-z]/.test(pair)) continue;
          const [before, after] = [rectOf(at), rectOf(at + 1)];
          if (before && after && after.top >= before.bottom - 1)
            cuts.push(`${text.slice(0, at + 1)}|${text.slice(at + 1)}`);
        }
      }
    }
    return cuts;
  });

/** How many lines the element's text takes. */
const lineCount = (locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set(
      [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
    ).size;
  });

const navLinks = () => page.locator('.navbar__items--right > a.navbar__link:not(.navbar-social-link)');

describe('navbar', () => {
  it('shows the five sections in order, with the one of the current page active', async () => {
    await open(page, site.origin, '/config/output/dist-path');
    assert.deepEqual(await navLinks().allInnerTexts(), ['Guide', 'Config', 'Plugin', 'API', 'Community']);
    assert.deepEqual(await page.locator('.navbar__link--active').allInnerTexts(), ['Config']);
    await open(page, site.origin, '/zh/guide/basic/cli');
    assert.deepEqual(await navLinks().allInnerTexts(), ['指南', '配置', '插件', 'API', '社区']);
    assert.deepEqual(await page.locator('.navbar__link--active').allInnerTexts(), ['指南']);
  });

  it('links the code repository, X and Discord with accessible names, opening safely', async () => {
    await open(page, site.origin, '/');
    for (const [name, href] of [
      ['GitHub repository', 'https://github.com/web-infra-dev/rsbuild'],
      ['X (Twitter)', 'https://twitter.com/rspack_dev'],
      ['Discord chat', 'https://discord.gg/XsaKEEk4mW'],
    ]) {
      const link = page.getByRole('link', { name, exact: true });
      assert.equal(await link.getAttribute('href'), href);
      assert.equal(await link.getAttribute('target'), '_blank');
      assert.match(await link.getAttribute('rel'), /noopener/);
      assert.match(await link.getAttribute('rel'), /noreferrer/);
    }
  });

  it('switches language and keeps the current page', async () => {
    await open(page, site.origin, '/config/output/dist-path');
    await page.locator('.navbar__item.dropdown').filter({ hasText: 'English' }).hover();
    await page.getByRole('link', { name: '简体中文' }).click();
    await page.waitForURL(`${site.origin}/zh/config/output/dist-path`);
    assert.equal(await page.locator('html').getAttribute('lang'), 'zh-CN');
  });

  it('has a colour-mode toggle', async () => {
    await open(page, site.origin, '/');
    assert.equal(await page.locator('.navbar button[class*="toggleButton"]').count(), 1);
  });
});

describe('home page', () => {
  for (const [locale, prefix, actions, feeds] of [
    [
      'en',
      '/',
      ['Introduction', 'Quick Start'],
      ['/community/releases/rss.xml', '/community/releases/atom.xml'],
    ],
    [
      'zh',
      '/zh/',
      ['介绍', '快速上手'],
      ['/zh/community/releases/rss.xml', '/zh/community/releases/atom.xml'],
    ],
  ]) {
    it(`renders hero, two actions, six features and the feed links (${locale})`, async () => {
      await open(page, site.origin, prefix);
      assert.match(await page.locator('h1').innerText(), /Rsbuild/);
      const hero = page.locator('header').filter({ has: page.locator('h1') });
      const heroActions = hero.getByRole('link');
      assert.deepEqual(await heroActions.allInnerTexts(), actions);
      assert.deepEqual(
        await heroActions.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
        [`${prefix}guide/start/`, `${prefix}guide/start/quick-start`],
      );
      assert.equal(await page.locator('main ul > li h2').count(), 6);
      const alternates = await page
        .locator('head link[rel="alternate"][type$="xml"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      for (const feed of feeds)
        assert.ok(
          alternates.some((href) => href.endsWith(feed)),
          `missing alternate link ${feed}`,
        );
      assert.equal(await page.locator('.footer').innerText(), 'Copyright © 2024 ByteDance.');
    });
  }
});

describe('home hero and features', () => {
  it('balances the English hero at phone widths: no word cut at its hyphen, no word left alone on a line', async () => {
    await open(page, site.origin, '/');
    try {
      for (const width of [320, 390, 768]) {
        await page.setViewportSize({ width, height: 900 });
        const lines = await page.locator('header h1 > span:not(:first-child)').evaluateAll((spans) =>
          spans.map((span) => {
            // The words of the span, grouped by the line they sit on; a word on two lines is cut.
            const words = [];
            const walker = document.createTreeWalker(span, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              for (const match of /** @type {Text} */ (node).data.matchAll(/\S+/g)) {
                const range = document.createRange();
                range.setStart(node, match.index);
                range.setEnd(node, match.index + match[0].length);
                const rects = [...range.getClientRects()];
                words.push({ word: match[0], top: Math.round(rects[0].top), lines: rects.length });
              }
            }
            const tops = [...new Set(words.map((word) => word.top))];
            return {
              cut: words.filter((word) => word.lines > 1).map((word) => word.word),
              lines: tops.map((top) => words.filter((word) => word.top === top).map((word) => word.word)),
            };
          }),
        );
        assert.equal(lines.length, 2, 'two hero lines under the name');
        for (const line of lines) {
          assert.deepEqual(line.cut, [], `a word cut in two at ${width} px: ${JSON.stringify(line.lines)}`);
          if (line.lines.length > 1)
            assert.ok(
              line.lines.at(-1).length > 1,
              `a word alone on a line at ${width} px: ${JSON.stringify(line.lines)}`,
            );
        }
      }
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('draws the feature icons in the accent of each colour mode, at least 4.5:1 on their card', async () => {
    for (const colorScheme of /** @type {const} */ (['light', 'dark'])) {
      const modeContext = await newContext(site.browser, site.origin, { colorScheme });
      try {
        const modePage = await modeContext.newPage();
        await open(modePage, site.origin, '/');
        const icons = await modePage
          .locator('main ul > li [aria-hidden="true"] > span')
          .evaluateAll((shapes) =>
            shapes.map((shape) => ({
              icon: getComputedStyle(shape).backgroundColor,
              card: getComputedStyle(/** @type {Element} */ (shape.parentElement?.parentElement))
                .backgroundColor,
              accent: getComputedStyle(document.documentElement).getPropertyValue('--rs-brand-text').trim(),
            })),
          );
        assert.equal(icons.length, 6, `six feature icons (${colorScheme})`);
        for (const { icon, card, accent } of icons) {
          assert.ok(colord(icon).isEqual(accent), `${icon} is the ${colorScheme} accent ${accent}`);
          assert.ok(
            colord(icon).contrast(card) >= 4.5,
            `${icon} on ${card}: ${colord(icon).contrast(card)}:1`,
          );
        }
      } finally {
        await modeContext.close();
      }
    }
  });
});

describe('doc page frame', () => {
  it('wraps long API names only after a dot or before a camelCase hump, and stacks the previous/next cards on a phone', async () => {
    try {
      await open(page, site.origin, '/api/javascript-api/instance');
      const outlineEntry = page.locator('.theme-doc-toc-desktop a[href="#rsbuildonbeforecreatecompiler"]');
      assert.equal(await lineCount(outlineEntry), 2, 'the outline entry wraps');
      assert.deepEqual(await wordCuts('.theme-doc-toc-desktop'), []);
      await page.setViewportSize({ width: 390, height: 844 });
      const heading = page.locator('h2#rsbuildonbeforecreatecompiler');
      assert.equal(await lineCount(heading), 2, 'the heading wraps');
      assert.deepEqual(await wordCuts('article :is(h2, h3, h4), .breadcrumbs'), []);
      // The break opportunities are no characters: the heading reads and copies as its name.
      assert.equal(
        await heading.evaluate((element) => element.textContent?.replace(/\u200b$/, '')),
        'rsbuild.onBeforeCreateCompiler',
      );
      const copied = await heading.evaluate((element) => {
        const selection = /** @type {Selection} */ (window.getSelection());
        selection.selectAllChildren(element);
        const text = selection.toString();
        selection.removeAllRanges();
        return text;
      });
      // The heading's hash link is a zero-width space at its end (upstream's); nothing else is invisible.
      assert.equal(copied.trim().replace(/\u200b$/, ''), 'rsbuild.onBeforeCreateCompiler');

      await open(page, site.origin, '/config/output/data-uri-limit');
      const [previous, next] = await Promise.all(
        ['prev', 'next'].map((side) => page.locator(`.pagination-nav__link--${side}`).boundingBox()),
      );
      assert.ok(previous && next);
      assert.ok(next.y >= previous.y + previous.height, 'the next card sits under the previous one');
      assert.ok(next.width > 300, `the next card takes the column (${next.width} px)`);
      assert.deepEqual(await wordCuts('.pagination-nav'), []);

      await page.setViewportSize({ width: 1280, height: 900 });
      const sidebarEntry = page.locator(
        '.theme-doc-sidebar-container a[href="/config/performance/remove-moment-locale"]',
      );
      assert.equal(await lineCount(sidebarEntry), 2, 'the sidebar label wraps');
      assert.deepEqual(await wordCuts('.theme-doc-sidebar-container'), []);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('has the outline titled ON THIS PAGE with h2–h4 entries, and previous/next links (en)', async () => {
    await open(page, site.origin, '/guide/start/quick-start');
    const toc = page.locator('.theme-doc-toc-desktop');
    assert.equal(await toc.locator('.toc-title').innerText(), 'ON THIS PAGE');
    const tocLinks = await toc
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const headingIds = await page
      .locator('article :is(h2, h3, h4)[id]')
      .evaluateAll((headings) => headings.map((h) => `#${h.id}`));
    assert.deepEqual(tocLinks, headingIds);
    const pager = page.locator('nav.pagination-nav');
    assert.match(
      await pager.locator('.pagination-nav__link--prev .pagination-nav__sublabel').innerText(),
      /^Previous Page$/,
    );
    assert.match(
      await pager.locator('.pagination-nav__link--next .pagination-nav__sublabel').innerText(),
      /^Next page$/,
    );
  });

  it('uses the Chinese texts on Chinese pages', async () => {
    await open(page, site.origin, '/zh/guide/start/quick-start');
    assert.equal(await page.locator('.theme-doc-toc-desktop .toc-title').innerText(), '目录');
    assert.equal(
      await page.locator('.pagination-nav__link--prev .pagination-nav__sublabel').innerText(),
      '上一页',
    );
    assert.equal(
      await page.locator('.pagination-nav__link--next .pagination-nav__sublabel').innerText(),
      '下一页',
    );
  });

  it('shows the edit link and the last-updated line from git', async () => {
    await open(page, site.origin, '/config/output/dist-path');
    const edit = page.locator('a.theme-edit-this-page');
    // One icon: the theme's pencil, no emoji in the text beside it.
    assert.equal(await edit.innerText(), 'Edit this page on GitHub');
    assert.equal(await edit.locator('svg').count(), 1);
    assert.equal(
      await edit.getAttribute('href'),
      'https://github.com/web-infra-dev/rsbuild/tree/main/packages/document/docs/en/config/output/dist-path.mdx',
    );
    assert.match(await page.locator('.theme-last-updated').innerText(), /^Last Updated: \w+ \d{1,2}, \d{4}$/);
    await open(page, site.origin, '/zh/config/output/dist-path');
    assert.equal(await page.locator('a.theme-edit-this-page').innerText(), '在 GitHub 上编辑此页');
    assert.match(
      await page.locator('a.theme-edit-this-page').getAttribute('href'),
      /\/docs\/zh\/config\/output\/dist-path\.mdx$/,
    );
  });

  it('expands every sidebar group, and the group of the current page', async () => {
    await open(page, site.origin, '/guide/basic/cli');
    const groups = page.locator('.theme-doc-sidebar-item-category-level-1');
    assert.ok((await groups.count()) >= 8);
    assert.equal(
      await groups
        .filter({ has: page.locator('.menu__list-item-collapsible') })
        .locator('.menu__caret[aria-expanded="false"], [aria-expanded="false"]')
        .count(),
      0,
    );
    const basic = groups.filter({ hasText: 'Basic' }).first();
    await basic.locator('[aria-expanded]').first().click();
    assert.equal(await basic.locator('[aria-expanded]').first().getAttribute('aria-expanded'), 'false');
  });

  it('scrolls the sidebar, not the page, to the current page, the one item marked and coloured current', async () => {
    // Far down long sections: 2,736 px and 1,152 px below the top of an 836 px sidebar.
    for (const [pathname, current] of [
      ['/config/tools/css-loader', 'tools.cssLoader'],
      ['/zh/config/output/dist-path', 'output.distPath'],
    ]) {
      await open(page, site.origin, pathname);
      // Off the sidebar, so that no hover colours a link.
      await page.mouse.move(1279, 899);
      const sidebar = page.locator('.theme-doc-sidebar-container nav.menu');
      await sidebar
        .evaluate(
          (nav) =>
            new Promise((resolve, reject) => {
              const inView = () => {
                const item = nav.querySelector('[aria-current="page"]')?.getBoundingClientRect();
                const box = nav.getBoundingClientRect();
                return item && item.top >= box.top && item.bottom <= box.bottom;
              };
              const started = performance.now();
              (function poll() {
                if (inView()) resolve(undefined);
                else if (performance.now() - started > 2000) reject(new Error('not in view after 2 s'));
                else requestAnimationFrame(poll);
              })();
            }),
        )
        .catch((error) =>
          assert.fail(`${pathname}: the current item is below the sidebar's fold (${error})`),
        );
      assert.equal(await page.evaluate(() => window.scrollY), 0, `${pathname}: the page itself did not move`);
      const marked = await sidebar.locator('[aria-current="page"]').allInnerTexts();
      assert.deepEqual(marked, [current]);
      // One item looks current: the group holding it is not coloured as the page is.
      const coloured = await linksColouredAsCurrent(sidebar, '.menu__link');
      assert.deepEqual(coloured, [current], `${pathname}: links in the current page's colour`);
    }
  });

  it('lists the groups and pages of the sidebar on the config overview', async () => {
    await open(page, site.origin, '/config/');
    for (const group of [
      'dev',
      'source',
      'output',
      'html',
      'server',
      'security',
      'tools',
      'performance',
      'moduleFederation',
    ]) {
      assert.equal(
        await page.locator('article h2', { hasText: new RegExp(`^${group}$`) }).count(),
        1,
        `group ${group}`,
      );
    }
    assert.equal(await page.locator('article a[href="/config/output/dist-path"]').count(), 1);
    await open(page, site.origin, '/zh/config/');
    assert.equal(await page.locator('article a[href="/zh/config/output/dist-path"]').count(), 1);
  });
});

/**
 * Path handling on a plain static server (no clean-URL redirects), under one host 404 behaviour: the client
 * alone must turn these paths into the page. A path the host has no file for reaches the client through the
 * host's 404 page; a host without one answers with its own bare 404, where nothing of the site runs.
 */
function pathHandlingUnder(host) {
  describe(`path handling (${host.name})`, () => {
    let raw;
    before(async () => {
      raw = await startServer(BUILD_DIR, { cleanUrls: false, notFound: host.notFound });
    });
    after(() => raw.close());

    for (const [input, expected] of [
      ['/guide/start/index', '/guide/start/'],
      ['/guide/start/quick-start.html', '/guide/start/quick-start'],
      ['/guide/start/quick-start/index.html', '/guide/start/quick-start/'],
      ['/guide/start/quick%2Dstart', '/guide/start/quick-start'],
    ]) {
      it(`${input} shows ${expected}`, async () => {
        const problems = [];
        const onError = (error) => problems.push(error.message);
        page.on('pageerror', onError);
        try {
          const response = await page.goto(raw.origin + input, { waitUntil: 'load' });
          if (host.notFound === 'none' && response?.status() === 404) {
            assert.equal(await page.locator('h1, script').count(), 0, 'the host answers with its bare 404');
            return;
          }
          await page.waitForFunction(
            () => document.documentElement.getAttribute('data-has-hydrated') === 'true',
            null,
            { timeout: 15000 },
          );
          await page.waitForTimeout(300);
          await page.waitForLoadState('load');
          assert.equal(new URL(page.url()).pathname, expected);
          assert.notEqual(await page.locator('h1').first().innerText(), 'PAGE NOT FOUND');
          assert.equal(await page.locator('.theme-doc-markdown h1').count(), 1);
          assert.deepEqual(problems, []);
        } finally {
          page.off('pageerror', onError);
        }
      });
    }
  });
}

for (const host of HOST_404_BEHAVIOURS) pathHandlingUnder(host);

describe('query switches', () => {
  it('navbar=0, sidebar=0, outline=0 and footer=0 hide those components', async () => {
    await open(page, site.origin, '/guide/start/quick-start');
    for (const selector of ['.navbar', '.theme-doc-sidebar-container', '.theme-doc-toc-desktop', '.footer']) {
      assert.ok(await page.locator(selector).first().isVisible(), `${selector} visible by default`);
    }
    await open(page, site.origin, '/guide/start/quick-start?navbar=0&sidebar=0&outline=0&footer=0');
    for (const selector of ['.navbar', '.theme-doc-sidebar-container', '.theme-doc-toc-desktop', '.footer']) {
      assert.equal(await page.locator(selector).first().isVisible(), false, `${selector} hidden`);
    }
  });
});

describe('release posts and feeds', () => {
  it('lists every release on the overview, newest first', async () => {
    await open(page, site.origin, '/community/releases/');
    const posts = await page
      .locator('article ul a[href^="/community/releases/v0-"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    assert.deepEqual(
      posts,
      ['v0-6', 'v0-5', 'v0-4', 'v0-3', 'v0-2', 'v0-1'].map((slug) => `/community/releases/${slug}`),
    );
  });

  for (const [file, language] of [
    ['community/releases/rss.xml', 'en'],
    ['zh/community/releases/rss.xml', 'zh-CN'],
  ]) {
    it(`${file} is RSS 2.0 with six items in ${language}`, () => {
      const xml = fs.readFileSync(path.join(BUILD_DIR, file), 'utf8');
      assert.match(xml, /<rss version="2\.0"/);
      assert.match(xml, new RegExp(`<language>${language}</language>`));
      const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1]);
      assert.equal(items.length, 6);
      for (const item of items)
        for (const tag of ['title', 'link', 'guid', 'pubDate']) assert.match(item, new RegExp(`<${tag}[ >]`));
      assert.match(/** @type {string} */ (items.find((item) => item.includes('v0-6'))), /Wed, 10 Apr 2024/);
    });
  }

  for (const [file, language] of [
    ['community/releases/atom.xml', 'en'],
    ['zh/community/releases/atom.xml', 'zh-CN'],
  ]) {
    it(`${file} is Atom 1.0 with six entries`, () => {
      const xml = fs.readFileSync(path.join(BUILD_DIR, file), 'utf8');
      assert.match(xml, /<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom"/);
      for (const tag of ['id', 'title', 'updated']) assert.match(xml, new RegExp(`<${tag}>`));
      const entries = [...xml.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map((match) => match[1]);
      assert.equal(entries.length, 6);
      for (const entry of entries)
        for (const tag of ['title', 'id', 'updated', 'link']) assert.match(entry, new RegExp(`<${tag}[ >]`));
      assert.match(xml, new RegExp(`<feed [^>]*xml:lang="${language}"`));
    });
  }
});

describe('loading', () => {
  it('paints the server-rendered page before any script loads, then hydrates it', async () => {
    const fresh = await newContext(site.browser, site.origin);
    try {
      const tab = await fresh.newPage();
      await tab.addInitScript(() => {
        window.__firstPaint = undefined;
        new PerformanceObserver((list) => {
          // paintTime: when the browser rendered the frame; startTime is when it reached the screen, later.
          for (const entry of list.getEntries())
            if (entry.name === 'first-contentful-paint')
              window.__firstPaint =
                /** @type {PerformanceEntry & { paintTime?: number }} */ (entry).paintTime ?? entry.startTime;
        }).observe({ type: 'paint', buffered: true });
      });
      for (const pathname of ['/', '/guide/start/quick-start']) {
        await open(tab, site.origin, pathname);
        const timing = await tab.evaluate(() => ({
          firstPaint: window.__firstPaint,
          scripts: performance
            .getEntriesByType('resource')
            .filter(
              (entry) =>
                /** @type {PerformanceResourceTiming} */ (entry).initiatorType === 'script' &&
                entry.name.includes('/assets/js/'),
            )
            .map((entry) => entry.startTime),
        }));
        assert.ok(timing.firstPaint !== undefined && timing.firstPaint > 0, `no first paint on ${pathname}`);
        assert.ok(timing.scripts.length >= 2, `no bundle loaded on ${pathname}`);
        assert.ok(
          Math.min(...timing.scripts) >= timing.firstPaint,
          `${pathname}: a bundle was requested at ${Math.min(...timing.scripts)} ms, before the first paint at ${timing.firstPaint} ms`,
        );
      }
      // Docusaurus's wrong-baseUrl warning must not appear while the bundles are on their way.
      assert.equal(await tab.locator('#__docusaurus-base-url-issue-banner-container').count(), 0);
    } finally {
      await fresh.close();
    }
  });
});

describe('navbar after hydration', () => {
  it('keeps every navbar item where the server-rendered page put it (the search key hint included)', async () => {
    const fresh = await newContext(site.browser, site.origin);
    try {
      const tab = await fresh.newPage();
      // The bundles are held until the server-rendered navbar is measured; the page template requests them
      // after the first paint, so their first request also says that the page is painted, styles applied.
      /** @type {{ pathname: string, requested: () => void, release: Promise<void> }} */
      let hold = { pathname: '', requested: () => {}, release: Promise.resolve() };
      await tab.route(/\/assets\/js\//, async (route) => {
        // A late request of the previous page is not held.
        if (new URL(route.request().headers().referer ?? site.origin).pathname === hold.pathname) {
          hold.requested();
          await hold.release;
        }
        await route.continue();
      });
      const boxes = () =>
        tab
          .locator('.navbar__inner :is(.navbar__brand, .navbar__item, .navbar__items > *, button)')
          .evaluateAll((elements) =>
            elements
              .filter((element) => element.getClientRects().length > 0)
              .map((element, index) => {
                const { x, y, width, height } = element.getBoundingClientRect();
                return `${index} ${element.tagName}: ${[x, y, width, height].map(Math.round).join(' ')}`;
              }),
          );
      for (const [pathname, search] of [
        ['/config/output/dist-path', 'Search Docs'],
        ['/zh/guide/start/quick-start', '搜索文档'],
      ]) {
        /** @type {() => void} */
        let release = () => {};
        const painted = new Promise((resolve) => {
          hold = {
            pathname,
            requested: () => resolve(undefined),
            release: new Promise((resolveRelease) => (release = () => resolveRelease(undefined))),
          };
        });
        await tab.goto(site.origin + pathname, { waitUntil: 'commit' });
        await painted;
        const served = await boxes();
        release();
        await tab.waitForFunction(
          () => document.documentElement.getAttribute('data-has-hydrated') === 'true',
        );
        // The hint shows once the browser knows the platform's modifier.
        await tab.locator('.navbar').getByRole('button', { name: search }).locator('kbd').first().waitFor();
        assert.deepEqual(await boxes(), served, `${pathname}: navbar items moved after hydration`);
      }
    } finally {
      await fresh.close();
    }
  });
});

describe('caching', () => {
  it('serves the hashed search indexes and bundles with a year of immutable caching', async () => {
    for (const dir of ['', 'zh/']) {
      // The search files live in the locale's search/ folder, none of them beside the pages.
      const beside = fs.readdirSync(path.join(BUILD_DIR, dir)).filter((name) => name.startsWith('search-'));
      assert.deepEqual(beside, [], `search files at the root of build/${dir}`);
      const searchDir = path.join(BUILD_DIR, dir, 'search');
      const names = fs.readdirSync(searchDir);
      // The head, the split index's term shards, Chinese run shards and page texts, all content-hashed.
      for (const kind of ['index', 'shard', 'han', 'text']) {
        const file = names.find((name) =>
          new RegExp(`^search-${kind}-[0-9a-f]{8}[\\w-]*\\.json$`).test(name),
        );
        assert.ok(file, `no search-${kind} file in build/${dir}search/`);
        const response = await fetch(`${site.origin}/${dir}search/${file}`);
        assert.equal(response.status, 200);
        assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      }
      // Nothing else in the folder: every file there may be cached for a year.
      assert.deepEqual(
        names.filter((name) => !/^search-(index|shard|han|text)-[0-9a-f]{8}(-\d+)?\.json$/.test(name)),
        [],
      );
    }
    // A page is not cached for a year.
    const page = await fetch(`${site.origin}/guide/start/`);
    assert.doesNotMatch(page.headers.get('cache-control') ?? '', /immutable/);
    const html = await (await fetch(`${site.origin}/`)).text();
    // The page starts its bundles from an inline script (config/ssrTemplate.ts).
    const bundle = /"(\/assets\/js\/main\.[\w]+\.js)"/.exec(html)?.[1];
    assert.ok(bundle, 'no bundle in the home page');
    assert.match((await fetch(site.origin + bundle)).headers.get('cache-control') ?? '', /immutable/);
  });
});
