// The shared test harness itself: a crawl lends a few tabs to hundreds of visits, so one crashed renderer
// must fail only the visit it crashed in (CI once lost 29 routes to one dead tab).
import { after, before, it } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, tabPool } from './support.mjs';

/** @type {import('playwright-core').Browser} */
let browser;

before(async () => {
  browser = await launchBrowser();
});

after(() => browser?.close());

it('replaces a tab whose renderer crashed, so the next visit works', async () => {
  const context = await browser.newContext();
  // The pool empties each tab's problem list, which newContext normally attaches.
  context.on('page', (page) => Object.assign(page, { problems: [] }));
  const pool = await tabPool(/** @type {any} */ (context), 1);
  await assert.rejects(pool.use((page) => page.goto('chrome://crash')));
  const text = await pool.use(async (page) => {
    await page.setContent('<p>still rendering</p>');
    return page.textContent('p');
  });
  assert.equal(text, 'still rendering');
});
