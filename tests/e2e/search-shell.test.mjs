// The search dialog's shell on the built site: Ctrl+K shows the dialog's input at once, before the dialog's
// chunk has arrived; what the reader types there is searched as soon as the chunk is in. Here every script
// requested after the shortcut (the dialog's chunk among them; its name is a hash, so it is not named) is
// held back while the query is typed, and let through afterwards. The search worker's script is let
// through: the shell's keystrokes must already have the query's index files requested meanwhile.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { open, usePage, useBuiltSite } from './support.mjs';

const site = useBuiltSite();

const dialogOf = (page) => page.getByRole('dialog');
const SCRIPT = /\/assets\/js\/[^/?]+\.js(\?.*)?$/;
const WORKER_SCRIPT = /\/assets\/js\/search\.[0-9a-f]+\.js/;
const INDEX_FILE = /\/search-(shard|han)-[0-9a-f]+\.json$/;

/** Waits until `condition()` is true, polling every 50 ms; fails with `message` after `timeoutMs`. */
async function until(condition, message, timeoutMs = 30000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) assert.fail(message);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

for (const [prefix, query, expected] of [
  ['/guide/start/', 'distPath', '/config/output/dist-path'],
  ['/zh/guide/start/', '端口', '/zh/config/server/port'],
]) {
  describe(`the dialog shell (${prefix})`, () => {
    const shared = usePage(site);
    let page;
    let context;
    before(() => ({ page, context } = shared));

    it(
      'takes the query typed while the dialog chunk is held, then shows its hits with the input as left',
      { timeout: 120000 },
      async () => {
        let holding = false;
        /** @type {string[]} */
        const held = [];
        /** @type {() => void} */
        let release = () => {};
        const released = new Promise((resolve) => (release = () => resolve(undefined)));
        await context.route(SCRIPT, async (route) => {
          const url = route.request().url();
          if (!holding || WORKER_SCRIPT.test(url)) return route.continue();
          held.push(url);
          await released;
          await route.continue();
        });
        /** @type {string[]} */
        const indexFiles = [];
        const onRequest = (request) => {
          if (INDEX_FILE.test(request.url())) indexFiles.push(request.url());
        };
        context.on('request', onRequest);
        try {
          await open(page, site.origin, prefix);
          holding = true;
          await page.keyboard.press('Control+k');
          const input = dialogOf(page).getByRole('combobox');
          await input.waitFor({ state: 'visible' });
          // Typed where the focus is: the shell's input has it from the start.
          await page.keyboard.type(query);
          assert.equal(await input.inputValue(), query);
          assert.equal(await input.getAttribute('aria-expanded'), 'false');
          assert.ok(await dialogOf(page).getByRole('status').isVisible(), 'the loading state shows');
          await until(() => held.length > 0, 'the dialog chunk was requested after the shortcut and held');
          await until(
            () => indexFiles.length > 0,
            "the shell's keystrokes had the query's index files requested before the dialog's code arrived",
          );
          assert.equal(await dialogOf(page).getByRole('option').count(), 0);

          release();
          const first = dialogOf(page).getByRole('option').first();
          await first.waitFor({ timeout: 30000 });
          const hrefs = await dialogOf(page)
            .getByRole('option')
            .evaluateAll((options) => options.map((option) => new URL(option.href).pathname));
          assert.ok(
            hrefs.some((href) => href.startsWith(expected)),
            `${expected} among ${hrefs.join(', ')}`,
          );
          assert.equal(await page.locator('dialog').count(), 1, 'one dialog, the shell gone');
          assert.deepEqual(
            await page.evaluate(() => {
              const element = document.activeElement;
              return element instanceof HTMLInputElement
                ? { role: element.getAttribute('role'), value: element.value, caret: element.selectionStart }
                : null;
            }),
            { role: 'combobox', value: query, caret: query.length },
          );
          await page.keyboard.press('Escape');
          await dialogOf(page).waitFor({ state: 'detached' });
        } finally {
          release();
          context.off('request', onRequest);
          await context.unroute(SCRIPT);
        }
      },
    );
  });
}
