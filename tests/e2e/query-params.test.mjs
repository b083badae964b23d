// Crafted query parameters: Docusaurus copies `?docusaurus-theme=` into <html data-theme> and every
// `?docusaurus-data-<name>=` into <html data-<name>> before the page paints. The site accepts only the values
// it defines (light or dark; no data attribute): anything else is dropped from the address before that script
// runs, so a link can neither lock the page (data-search-open stops scrolling) nor set an unknown theme.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cleanTabs, open, REACTION_LIMIT_MS, useBuiltSite } from './support.mjs';

const site = useBuiltSite();
/** Checks run at the same time, each in a clean tab of a context of its own (a check mostly waits for the page). */
const CONCURRENCY = 4;
const tabs = cleanTabs(site, CONCURRENCY);
/** @typedef {import('./support.mjs').TestPage} TestPage */
/** @typedef {import('./support.mjs').TestContext} TestContext */

/**
 * Opens `search` on a page in a clean tab and runs `check` on it.
 * @param {string} search
 * @param {(page: TestPage, context: TestContext) => Promise<void>} check
 * @param {{ pathname?: string, viewport?: { width: number, height: number } }} [options]
 */
function visit(search, check, { pathname = '/guide/start/quick-start', viewport } = {}) {
  return tabs.use(async (page, context) => {
    if (viewport) await page.setViewportSize(viewport);
    await open(page, site.origin, pathname + search);
    await check(page, context);
  });
}

const htmlAttributes = (page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.documentElement.attributes].map((attribute) => [attribute.name, attribute.value]),
    ),
  );

describe('docusaurus-data-* parameters', { concurrency: CONCURRENCY }, () => {
  for (const search of [
    '?docusaurus-data-search-open=true',
    '?docusaurus-data-search-open',
    '?docusaurus-data-search-open=1&navbar=1',
    '?docusaurus-data-theme=dark',
    '?docusaurus-data-has-hydrated=false',
    '?docusaurus-data-x=%22%3E%3Cimg%20src%3Dx%3E',
  ]) {
    it(`${search} sets no attribute and leaves the page scrollable`, async () => {
      await visit(search, async (page, context) => {
        const attributes = await htmlAttributes(page);
        assert.equal('data-search-open' in attributes, false);
        assert.equal('data-x' in attributes, false);
        assert.notEqual(attributes['data-theme'], undefined);
        assert.equal(attributes['data-has-hydrated'], 'true');
        assert.ok(
          ['light', 'dark'].includes(attributes['data-theme']),
          `data-theme is ${attributes['data-theme']}`,
        );
        assert.equal(
          new URL(page.url()).searchParams.has([...new URLSearchParams(search).keys()][0]),
          false,
          'the parameter is still in the address',
        );
        await page.mouse.wheel(0, 800);
        await page.waitForFunction(() => window.scrollY > 100, null, { timeout: REACTION_LIMIT_MS });
        assert.deepEqual(context.problems, []);
      });
    });
  }

  it('on a phone too, the page scrolls and the Menu opens', async () => {
    await visit(
      '?docusaurus-data-search-open=true',
      async (page, context) => {
        await page.mouse.wheel(0, 800);
        await page.waitForFunction(() => window.scrollY > 100, null, { timeout: REACTION_LIMIT_MS });
        await page.getByRole('button', { name: 'Menu', exact: true }).click();
        const drawer = page.getByRole('dialog', { name: 'Menu' });
        await drawer.waitFor({ state: 'visible', timeout: REACTION_LIMIT_MS });
        assert.ok(
          await drawer.getByRole('navigation', { name: 'Docs sidebar' }).isVisible(),
          'the drawer shows the doc sidebar',
        );
        assert.equal('data-search-open' in (await htmlAttributes(page)), false);
        assert.deepEqual(context.problems, []);
      },
      {
        viewport: { width: 390, height: 844 },
      },
    );
  });
});

describe('docusaurus-theme parameter', { concurrency: CONCURRENCY }, () => {
  for (const mode of ['light', 'dark']) {
    it(`?docusaurus-theme=${mode} opens the page in that theme`, async () => {
      await visit(`?docusaurus-theme=${mode}`, async (page) => {
        assert.equal((await htmlAttributes(page))['data-theme'], mode);
        assert.equal(new URL(page.url()).searchParams.get('docusaurus-theme'), mode);
      });
    });
  }

  for (const value of ['evil', 'DARK', '', '%22%3E%3Cscript%3E', 'dark%00', 'light%20dark', 'system']) {
    it(`?docusaurus-theme=${value} is ignored: the page uses a theme the site has`, async () => {
      await visit(`?docusaurus-theme=${value}&sidebar=0`, async (page, context) => {
        const attributes = await htmlAttributes(page);
        assert.ok(
          ['light', 'dark'].includes(attributes['data-theme']),
          `data-theme is ${JSON.stringify(attributes['data-theme'])}`,
        );
        assert.ok(
          ['light', 'dark', 'system'].includes(attributes['data-theme-choice']),
          `data-theme-choice is ${attributes['data-theme-choice']}`,
        );
        const url = new URL(page.url());
        assert.equal(url.searchParams.has('docusaurus-theme'), false);
        assert.equal(url.searchParams.get('sidebar'), '0', 'other parameters are kept');
        assert.deepEqual(context.problems, []);
      });
    });
  }

  it('a repeated parameter with one bad value is dropped whole', async () => {
    await visit('?docusaurus-theme=dark&docusaurus-theme=evil', async (page) => {
      assert.ok(['light', 'dark'].includes((await htmlAttributes(page))['data-theme']));
      assert.equal(new URL(page.url()).searchParams.has('docusaurus-theme'), false);
    });
  });
});
