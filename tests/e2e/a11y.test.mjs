// Accessibility gate: axe-core in Chromium on every page type of the site (home, doc, overview, release post,
// 404, search dialog open, mobile nav open), in light and dark, English and Chinese. A serious or critical
// violation fails the test and is listed with the elements it concerns. Every page of the build at 390 px is
// checked by crawl.test.mjs, in the visit that crawls it.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { WIDTH_RULES, axeViolations, cleanTabs, open, useBuiltSite, usePage } from './support.mjs';
import { waitForHits } from './search-support.mjs';

const MOBILE_VIEWPORT = { width: 390, height: 844 };

const LOCALES = [
  { locale: 'en', prefix: '/', query: 'proxy' },
  { locale: 'zh', prefix: '/zh/', query: '端口' },
];
/** @type {('light' | 'dark')[]} */
const MODES = ['light', 'dark'];

const site = useBuiltSite();

/**
 * Options of a context whose pages start in the given colour mode: a first-time reader in auto mode whose
 * system asks for it (each test also checks that the page really is in that mode).
 */
/**
 * @param {'light' | 'dark'} mode
 * @param {import('./support.mjs').ContextOptions} [options]
 * @returns {import('./support.mjs').ContextOptions}
 */
const optionsIn = (mode, options = {}) => ({ colorScheme: mode, reducedMotion: 'reduce', ...options });

async function assertAccessible(page, mode, where) {
  assert.equal(
    await page.locator('html').getAttribute('data-theme'),
    mode,
    `${where} is not in ${mode} mode`,
  );
  assert.deepEqual(
    await axeViolations(page),
    [],
    `${where} (${mode}) has serious or critical accessibility violations`,
  );
}

/** Per mode, a phone's tab for the mobile navigation of both languages, made clean between them. */
const phoneTabs = Object.fromEntries(
  MODES.map((mode) => [
    mode,
    cleanTabs(site, 1, optionsIn(mode, { viewport: MOBILE_VIEWPORT, isMobile: true, hasTouch: true })),
  ]),
);

// Two language and mode pairs at a time, each with a page of its own: a full axe run is mostly CPU, and two
// of them keep both cores busy.
describe('accessibility of every page type', { concurrency: 2 }, () => {
  for (const { locale, prefix, query } of LOCALES) {
    for (const mode of MODES) {
      // One test at a time here: they share one page (a suite's tests inherit its parent's concurrency).
      describe(`accessibility, ${locale}, ${mode}`, { concurrency: 1 }, () => {
        const shared = usePage(site, optionsIn(mode));
        let page;
        before(() => ({ page } = shared));

        for (const [pageType, path] of [
          ['home', prefix],
          ['doc', `${prefix}config/server/proxy`],
          ['overview', `${prefix}config/`],
          ['release post', `${prefix}community/releases/v0-6`],
        ]) {
          it(`${pageType} page ${path}`, async () => {
            const response = await open(page, site.origin, path);
            assert.equal(response.status(), 200);
            await assertAccessible(page, mode, path);
          });
        }

        it('404 page', async () => {
          const path = `${prefix}this-page-does-not-exist`;
          const response = await open(page, site.origin, path);
          assert.equal(response.status(), 404);
          await page.getByRole('link', { name: 'Take me home' }).waitFor();
          await assertAccessible(page, mode, path);
        });

        it('search dialog, open and with results', async () => {
          await open(page, site.origin, `${prefix}config/`);
          await page.keyboard.press('Control+k');
          const dialog = page.getByRole('dialog');
          await dialog.waitFor({ state: 'visible' });
          await assertAccessible(page, mode, `search dialog on ${prefix}config/`);
          await page.keyboard.type(query);
          await waitForHits(page);
          await assertAccessible(page, mode, `search dialog with results for "${query}"`);
        });

        it('mobile navigation open', () =>
          phoneTabs[mode].use(async (mobilePage) => {
            await open(mobilePage, site.origin, `${prefix}guide/start/`);
            await mobilePage.locator('.navbar__toggle').click();
            await mobilePage.locator('.navbar-sidebar').waitFor({ state: 'visible' });
            await assertAccessible(mobilePage, mode, `mobile navigation on ${prefix}guide/start/`);
          }));
      });
    }
  }
});

// The crawl's check of every page at 390 px leaves axe out where nothing could fail its width rules
// (support.mjs axeViolations); anything else still goes to axe, which decides.
describe('the width rules of the crawl', () => {
  const shared = usePage(site, { viewport: MOBILE_VIEWPORT, reducedMotion: 'reduce' });
  const tab = () => /** @type {import('playwright-core').Page} */ (shared.page);
  const widthViolations = () =>
    axeViolations(tab(), { rules: WIDTH_RULES, widthTargetsOnly: true }).then((found) => found.join('\n'));
  const axeLoaded = () => tab().evaluate(() => 'axe' in window);
  /** Adds a 100 px box with wider content to the article, scrolling when `overflow` is auto. */
  const addScroller = (/** @type {string} */ inner) =>
    tab().evaluate((html) => {
      const box = document.createElement('div');
      box.id = 'added-scroller';
      box.style.cssText = 'overflow: auto; width: 100px';
      box.innerHTML = `<p style="width: 400px; margin: 0">${html}</p>`;
      document.querySelector('article')?.append(box);
    }, inner);

  it('a page whose scrolling boxes all take the focus passes without loading axe', async () => {
    await open(tab(), site.origin, '/config/server/proxy');
    assert.equal(await widthViolations(), '');
    assert.equal(await axeLoaded(), false);
  });

  it('a scrolling box no key can reach is reported', async () => {
    await open(tab(), site.origin, '/config/server/proxy');
    await addScroller('Wide text that only a mouse can scroll to.');
    assert.match(await widthViolations(), /^scrollable-region-focusable \(serious\)[^]*#added-scroller/);
  });

  it('a box reached through a link inside it goes to axe, which passes it', async () => {
    await open(tab(), site.origin, '/config/server/proxy');
    await addScroller('Wide text with <a href="#top">a link</a> to tab to.');
    assert.equal(await widthViolations(), '');
    assert.equal(await axeLoaded(), true);
  });

  it('a viewport meta that limits zooming goes to axe', async () => {
    await open(tab(), site.origin, '/config/server/proxy');
    await tab().evaluate(() =>
      document
        .querySelector('meta[name="viewport"]')
        ?.setAttribute('content', 'width=device-width, initial-scale=1, maximum-scale=1'),
    );
    await widthViolations();
    assert.equal(await axeLoaded(), true);
  });
});
