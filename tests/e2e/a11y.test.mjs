// Accessibility gate: axe-core in Chromium on every page type of the site (home, doc, overview, release post,
// 404, search dialog open, mobile nav open), in light and dark, English and Chinese, then every page of the
// build at 390 px. A serious or critical violation fails the test and is listed with the elements it concerns.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  axeViolations,
  builtRoutes,
  newContext,
  open,
  skippedHeadingLevels,
  useBuiltSite,
  usePage,
} from './support.mjs';

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

for (const { locale, prefix, query } of LOCALES) {
  for (const mode of MODES) {
    describe(`accessibility, ${locale}, ${mode}`, () => {
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
        await dialog.getByRole('option').first().waitFor({ state: 'visible', timeout: 15000 });
        await assertAccessible(page, mode, `search dialog with results for "${query}"`);
      });

      it('mobile navigation open', async () => {
        const mobile = await newContext(
          site.browser,
          site.origin,
          optionsIn(mode, { viewport: MOBILE_VIEWPORT, isMobile: true, hasTouch: true }),
        );
        try {
          const mobilePage = await mobile.newPage();
          await open(mobilePage, site.origin, `${prefix}guide/start/`);
          await mobilePage.locator('.navbar__toggle').click();
          await mobilePage.locator('.navbar-sidebar').waitFor({ state: 'visible' });
          await assertAccessible(mobilePage, mode, `mobile navigation on ${prefix}guide/start/`);
        } finally {
          await mobile.close();
        }
      });
    });
  }
}

// Every route of the build (both locales, from the sitemaps) at phone width. A full axe run per page would
// take several minutes more on a 2-core CI machine, so this sweep runs the rules whose outcome depends on
// the width (a table or code block that fits at 1280 px scrolls at 390 px; the viewport must allow zooming)
// plus a skipped heading level; the full rule set runs on each page type above. A few tabs share one context.
const WIDTH_RULES = ['scrollable-region-focusable', 'meta-viewport', 'meta-viewport-large'];
const SWEEP_TABS = 3;

describe('every page at 390 px', { concurrency: SWEEP_TABS }, () => {
  const routes = builtRoutes();
  const idleTabs = [];
  let context;
  before(async () => {
    const phone = { viewport: MOBILE_VIEWPORT, isMobile: true, hasTouch: true };
    context = await newContext(site.browser, site.origin, optionsIn('light', phone));
    for (let index = 0; index < SWEEP_TABS; index += 1) idleTabs.push(await context.newPage());
  });
  after(() => context?.close());

  it('covers both locales', () => {
    const zh = routes.filter((route) => route.startsWith('/zh/'));
    assert.ok(zh.length > 0 && zh.length < routes.length, 'routes of both languages');
  });

  for (const route of routes) {
    it(route, async () => {
      const page = idleTabs.pop();
      try {
        const response = await open(page, site.origin, route);
        assert.equal(response.status(), 200);
        assert.deepEqual(await axeViolations(page, { rules: WIDTH_RULES }), [], `${route} at 390 px`);
        assert.deepEqual(await skippedHeadingLevels(page), [], `${route} skips a heading level`);
      } finally {
        idleTabs.push(page);
      }
    });
  }
});
