// Translation notices on Chinese doc pages, built into the HTML: a page whose English source changed after its
// translation (git dates, the report of `npm run translation-status`, read here with the same code) says so
// above its title, with the date of the English change and a link to the English page; a current page says
// nothing; a page not translated yet shows its English text under the Chinese frame with a notice.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BUILD_DIR, SITE_URL, builtRoutes, builtTwinOf, cleanTabs, open, useBuiltSite } from './support.mjs';

const require = createRequire(import.meta.url);
const { localeStatus } = require('../../plugins/lib/translation-status.cjs');
const { docRoute, isPartialFile, splitFrontMatter } = require('../../plugins/lib/content.cjs');

const ROOT = path.resolve(import.meta.dirname, '../..');
const ZH_DOCS = 'i18n/zh/docusaurus-plugin-content-docs/current/';
const day = (ms) => new Date(ms).toISOString().slice(0, 10);
const withoutSlash = (route) => (route.length > 1 ? route.replace(/\/$/, '') : route);

/** The doc route of a translated file below ZH_DOCS (its slug front matter counts), without the /zh prefix. */
const routeOf = (file) =>
  docRoute(file.slice(ZH_DOCS.length), splitFrontMatter(fs.readFileSync(path.join(ROOT, file), 'utf8')).data);

/** The outdated Chinese doc pages of the status report: route → date of the English change. */
const outdated = new Map(
  localeStatus(ROOT, 'zh')
    .sections.flatMap((section) => section.outdated)
    .filter(
      (pair) =>
        pair.translation.startsWith(ZH_DOCS) && !isPartialFile(pair.translation.slice(ZH_DOCS.length)),
    )
    .map((pair) => [withoutSlash(`/zh${routeOf(pair.translation)}`), day(pair.sourceDate)]),
);

/** The served HTML of a built route. */
const htmlOf = (route) => {
  const file = path.join(BUILD_DIR, route.endsWith('/') ? `${route}index.html` : `${route}/index.html`);
  return fs.readFileSync(fs.existsSync(file) ? file : path.join(BUILD_DIR, `${route}.html`), 'utf8');
};
const NOTICE = /<div role="?note"? class="?[^">]*theme-translation-notice[^>]*>([\s\S]*?)<\/div>/;

const site = useBuiltSite();
/** A new reader's tab for each browser test, made clean between them: a new tab costs a renderer's start. */
const readerTabs = cleanTabs(site, 1);
/** TRANSLATION_GUIDE_URL of config/site.ts, which the notice of an untranslated page links. */
const GUIDE_URL =
  /TRANSLATION_GUIDE_URL = '([^']+)'/.exec(fs.readFileSync(path.join(ROOT, 'config/site.ts'), 'utf8'))?.[1] ??
  'TRANSLATION_GUIDE_URL not found in config/site.ts';
/** The text of a route's Markdown twin. */
const twinText = (route) => {
  const twin = builtTwinOf(withoutSlash(route));
  assert.ok(twin, `${route} has a twin`);
  return fs.readFileSync(path.join(BUILD_DIR, twin), 'utf8');
};
const zhDocRoutes = builtRoutes().filter(
  (route) => route.startsWith('/zh/') && /class="?[^">]*docs-doc-page/.test(htmlOf(route)),
);

describe('outdated Chinese pages', () => {
  it('the Chinese build has doc pages to check', () => {
    assert.ok(zhDocRoutes.length > 100, `${zhDocRoutes.length} Chinese doc pages`);
    for (const route of outdated.keys())
      assert.ok(zhDocRoutes.includes(route) || zhDocRoutes.includes(`${route}/`), route);
  });

  it('carry the notice with the date of the English change and a link to the English page, in the HTML', () => {
    for (const [route, date] of outdated) {
      const notice = NOTICE.exec(htmlOf(route))?.[0];
      assert.ok(notice, `${route} has no notice`);
      assert.ok(notice.length < 500, `${route}: a notice of ${notice.length} bytes`);
      assert.match(notice, new RegExp(`<time datetime="?${date}"?>${date}</time>`), route);
      assert.match(notice, new RegExp(`href="?${route.slice('/zh'.length)}"?[ >]`), route);
      assert.match(notice, /英文原文已于/);
    }
  });

  it('carry the same notice in their Markdown twin, after the title, linking the English twin', () => {
    assert.ok(outdated.size > 0, 'the status report lists outdated pages (a clone with history)');
    for (const [route, date] of outdated) {
      const twin = twinText(route);
      const english = SITE_URL + builtTwinOf(route.slice('/zh'.length));
      const notice = new RegExp(
        `^# .+\\n\\n> 英文原文已于 ${date} 更新.*\\[英文页面\\]\\(${english}\\)`,
        'm',
      );
      assert.match(twin, notice, route);
    }
    const untranslated = fs.readFileSync(path.join(BUILD_DIR, 'zh/guide/advanced/rem.md'), 'utf8');
    assert.ok(
      untranslated.includes(`> 本页尚未翻译，以下为英文原文。欢迎参与翻译（[翻译指南](${GUIDE_URL})）。`),
    );
    const current = zhDocRoutes.find(
      (route) => !outdated.has(withoutSlash(route)) && !route.endsWith('/rem'),
    );
    assert.doesNotMatch(twinText(current ?? ''), /英文原文已于|本页尚未翻译/);
  });

  it('and no other translated page has a notice', () => {
    const unexpected = zhDocRoutes.filter(
      (route) =>
        !outdated.has(withoutSlash(route)) &&
        route !== '/zh/guide/advanced/rem' &&
        NOTICE.test(htmlOf(route)),
    );
    assert.deepEqual(unexpected, []);
  });

  it('no English page has a notice', () => {
    const english = builtRoutes().filter((route) => !route.startsWith('/zh/') && route !== '/zh');
    assert.deepEqual(
      english.filter((route) => NOTICE.test(htmlOf(route))),
      [],
    );
  });
});

describe('in the browser', () => {
  // The first outdated page of the report; with none (every translation current), the untranslated page.
  const [route, date] = [...outdated][0] ?? ['/zh/guide/advanced/rem', undefined];
  it(`the notice sits above the title of ${route}; its link opens the English page`, () =>
    readerTabs.use(async (page, context) => {
      await open(page, site.origin, route);
      const notice = page.locator('.theme-translation-notice');
      assert.equal(await notice.getAttribute('role'), 'note');
      const [noticeBox, titleBox] = [
        await notice.boundingBox(),
        await page.locator('article h1').boundingBox(),
      ];
      assert.ok(noticeBox && titleBox && noticeBox.y + noticeBox.height <= titleBox.y, 'above the title');
      if (date) {
        const english = await page
          .locator('.navbar .dropdown__menu a[lang="en-US"]')
          .first()
          .getAttribute('href');
        assert.equal(english, route.slice('/zh'.length), 'the language menu leads to the English page');
        assert.match(await notice.innerText(), new RegExp(date));
        await notice.getByRole('link', { name: '英文页面' }).click();
        await page.waitForURL(site.origin + route.slice('/zh'.length));
        assert.equal(await page.locator('html').getAttribute('lang'), 'en-US');
        assert.equal(await page.locator('.theme-translation-notice').count(), 0);
      }
      assert.deepEqual(context.problems, []);
    }));

  it('a current Chinese page shows no notice', () =>
    readerTabs.use(async (page) => {
      const route = zhDocRoutes.find(
        (candidate) => !outdated.has(withoutSlash(candidate)) && candidate !== '/zh/guide/advanced/rem',
      );
      await open(page, site.origin, route);
      assert.equal(await page.locator('.theme-translation-notice').count(), 0);
      assert.ok(await page.locator('article h1').isVisible());
    }));
});

describe('a page not translated yet', () => {
  // The Chinese page is the one for Chinese readers (Chinese frame, notice), so both pages name each other
  // with hreflang, as for a page whose template alone is translated, and the language menu links both.
  for (const [route, twin] of [
    ['/guide/advanced/rem', '/zh/guide/advanced/rem'],
    ['/zh/guide/advanced/rem', '/guide/advanced/rem'],
  ]) {
    it(`${route}: hreflang alternates and the language menu lead to ${twin}`, () =>
      readerTabs.use(async (page, context) => {
        await open(page, site.origin, route);
        const alternates = await page
          .locator('head link[rel="alternate"][hreflang]')
          .evaluateAll((links) =>
            /** @type {HTMLLinkElement[]} */ (links).map(
              (link) => `${link.hreflang} ${new URL(link.href).pathname}`,
            ),
          );
        assert.deepEqual(alternates.sort(), [
          'en-US /guide/advanced/rem',
          'x-default /guide/advanced/rem',
          'zh-CN /zh/guide/advanced/rem',
        ]);
        assert.equal(
          new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname,
          route,
        );
        const menu = await page
          .locator('.navbar .dropdown__menu a[lang]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        assert.ok(menu.includes(twin), `language menu: ${menu.join(', ')}`);
        assert.equal(
          (await page.locator('.theme-translation-notice').count()) === 1,
          route.startsWith('/zh/'),
          'the notice only on the Chinese page',
        );
        if (route.startsWith('/zh/')) {
          // The translation guide: an absolute link (the same from /zh/ as from anywhere), opened in a new tab
          // at that URL (answered here by a stub: the tests reach no other host).
          const guide = page.locator('.theme-translation-notice').getByRole('link', { name: '翻译指南' });
          assert.ok(GUIDE_URL.startsWith('https://github.com/'), GUIDE_URL);
          assert.equal(await guide.getAttribute('href'), GUIDE_URL);
          assert.equal(await guide.getAttribute('rel'), 'noopener noreferrer');
          await context.route(GUIDE_URL, (request) =>
            request.fulfill({ body: 'guide', contentType: 'text/plain' }),
          );
          const [tab] = await Promise.all([context.waitForEvent('page'), guide.click()]);
          await tab.waitForLoadState();
          assert.equal(tab.url(), GUIDE_URL);
          assert.equal(await tab.locator('body').innerText(), 'guide');
        }
        assert.deepEqual(context.problems, []);
      }));
  }
});
