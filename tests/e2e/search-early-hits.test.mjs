// On a slow network the local search shows its ranked hits before the page texts of their snippets arrive:
// here the page texts are held back, the hits must show (titles, heading paths, a busy placeholder in place
// of each snippet), then fill in their snippets in the same order once the texts are let through.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { open, usePage, useBuiltSite } from './support.mjs';

const site = useBuiltSite();

const dialogOf = (page) => page.getByRole('dialog');

/** The hits as shown: link, whether the snippet is pending, and the text of the option. */
const shownHits = (page) =>
  dialogOf(page)
    .getByRole('option')
    .evaluateAll((options) =>
      options.map((option) => ({
        href: option.getAttribute('href'),
        busy: option.getAttribute('aria-busy') === 'true',
        text: option.innerText,
      })),
    );

for (const [prefix, query] of [
  ['/guide/start/', 'distPath'],
  ['/zh/guide/start/', '端口'],
]) {
  describe(`hits before their snippets (${prefix})`, () => {
    const shared = usePage(site);
    let page;
    let context;
    before(() => ({ page, context } = shared));

    it(
      'shows the ranked hits while the page texts are on their way, then their snippets in place',
      {
        timeout: 120000,
      },
      async () => {
        const held = [];
        /** @type {() => void} */
        let release = () => {};
        const released = new Promise((resolve) => (release = () => resolve(undefined)));
        await context.route(/\/search-text-[0-9a-f]{8}\.json$/, async (route) => {
          held.push(route.request().url());
          await released;
          await route.continue();
        });
        await open(page, site.origin, prefix);
        await page.keyboard.press('Control+k');
        await dialogOf(page).getByRole('combobox').fill(query);
        await dialogOf(page).getByRole('option').first().waitFor({ timeout: 30000 });
        const early = await shownHits(page);
        assert.ok(held.length > 0, 'the page texts were requested and held');
        assert.ok(early.length > 0);
        assert.ok(
          early.every((hit) => hit.busy),
          'every hit waits for its snippet',
        );
        // Title (and heading path) only: one or two lines, no snippet text yet.
        assert.ok(
          early.every((hit) => hit.text.trim().split('\n').length <= 2),
          JSON.stringify(early),
        );
        release();
        await page.waitForFunction(() => !document.querySelector('dialog [aria-busy="true"]'), null, {
          timeout: 30000,
        });
        const late = await shownHits(page);
        assert.deepEqual(
          late.map((hit) => hit.href),
          early.map((hit) => hit.href),
        );
        assert.ok(
          late.some(
            (hit) => hit.text.length > early.find((shown) => shown.href === hit.href).text.length + 20,
          ),
          'snippets were filled in',
        );
        await context.unroute(/\/search-text-[0-9a-f]{8}\.json$/);
      },
    );
  });
}
