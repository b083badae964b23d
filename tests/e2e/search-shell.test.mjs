// The search dialog's shell on the built site: Ctrl+K shows the dialog's input at once, before the dialog's
// chunk has arrived; what the reader types there is searched as soon as the chunk is in. Here every script
// requested after the shortcut (the dialog's chunk among them; its name is a hash, so it is not named) is
// held back while the query is typed, and let through afterwards. The search worker's script is let
// through: the shell's keystrokes must already have the query's index files requested meanwhile.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { newContext, open, useBuiltSite } from './support.mjs';

const site = useBuiltSite();

const dialogOf = (page) => page.getByRole('dialog');
const SCRIPT = /\/assets\/js\/[^/?]+\.js(\?.*)?$/;
const WORKER_SCRIPT = /\/assets\/js\/search\.[0-9a-f]+\.js/;
// Shards are named by content hash, or by the head's hash and a number: either way the query's own files.
const INDEX_FILE = /\/search-(shard|han)-[\w-]+\.json$/;

/** Waits until `condition()` is true, polling every 50 ms; fails with `message` after `timeoutMs`. */
async function until(condition, message, timeoutMs = 30000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) assert.fail(message);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Holds back every script requested from now on but the worker's, until `release()`; `stop()` lets
 * everything through again. `held` lists what was held.
 */
async function holdScripts(context) {
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
  return {
    held,
    start: () => (holding = true),
    release,
    stop: async () => {
      release();
      await context.unroute(SCRIPT);
    },
  };
}

/** The hits' paths, once the first one shows. */
async function hitPaths(page) {
  await dialogOf(page).getByRole('option').first().waitFor({ timeout: 30000 });
  return dialogOf(page)
    .getByRole('option')
    .evaluateAll((options) => options.map((option) => new URL(option.href).pathname));
}

/** The focused element when it is an input: its role, value and caret. */
const focusedInput = (page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element instanceof HTMLInputElement
      ? { role: element.getAttribute('role'), value: element.value, caret: element.selectionStart }
      : null;
  });

/** Runs `test` in a page of its own context: nothing of the dialog's code is loaded or cached yet. */
async function inNewContext(test) {
  const context = await newContext(site.browser, site.origin);
  try {
    await test(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

describe('the dialog shell', () => {
  for (const [prefix, query, expected] of [
    ['/guide/start/', 'distPath', '/config/output/dist-path'],
    ['/zh/guide/start/', '端口', '/zh/config/server/port'],
  ]) {
    it(
      `takes the query typed while the dialog chunk is held, then shows its hits with the input as left (${prefix})`,
      { timeout: 120000 },
      () =>
        inNewContext(async (page, context) => {
          const scripts = await holdScripts(context);
          /** @type {string[]} */
          const indexFiles = [];
          const onRequest = (request) => {
            if (INDEX_FILE.test(request.url())) indexFiles.push(request.url());
          };
          context.on('request', onRequest);
          try {
            await open(page, site.origin, prefix);
            scripts.start();
            await page.keyboard.press('Control+k');
            const input = dialogOf(page).getByRole('combobox');
            await input.waitFor({ state: 'visible' });
            // Typed where the focus is: the shell's input has it from the start.
            await page.keyboard.type(query);
            assert.equal(await input.inputValue(), query);
            assert.equal(await input.getAttribute('aria-expanded'), 'false');
            assert.ok(await dialogOf(page).getByRole('status').isVisible(), 'the loading state shows');
            await until(
              () => scripts.held.length > 0,
              'the dialog chunk was requested after the shortcut and held',
            );
            await until(
              () => indexFiles.length > 0,
              "the shell's keystrokes had the query's index files requested before the dialog's code arrived",
            );
            assert.equal(await dialogOf(page).getByRole('option').count(), 0);

            scripts.release();
            const hrefs = await hitPaths(page);
            assert.ok(
              hrefs.some((href) => href.startsWith(expected)),
              `${expected} among ${hrefs.join(', ')}`,
            );
            assert.equal(await page.locator('dialog').count(), 1, 'one dialog, the shell gone');
            assert.deepEqual(await focusedInput(page), {
              role: 'combobox',
              value: query,
              caret: query.length,
            });
            await page.keyboard.press('Escape');
            await dialogOf(page).waitFor({ state: 'detached' });
          } finally {
            context.off('request', onRequest);
            await scripts.stop();
          }
        }),
    );
  }

  it('lets the dialog take over only once an input method composition ends', { timeout: 120000 }, () =>
    inNewContext(async (page, context) => {
      const scripts = await holdScripts(context);
      try {
        await open(page, site.origin, '/zh/guide/start/');
        scripts.start();
        await page.keyboard.press('Control+k');
        const input = dialogOf(page).getByRole('combobox');
        await input.waitFor({ state: 'visible' });
        await input.evaluate((element) => element.setAttribute('data-test-shell', ''));
        // What a pinyin input method does: the letters stay a composition until a word is chosen.
        const cdp = await context.newCDPSession(page);
        await cdp.send('Input.imeSetComposition', { text: 'duank', selectionStart: 5, selectionEnd: 5 });
        await until(() => scripts.held.length > 0, 'the dialog chunk was requested and held');
        scripts.release();
        // The dialog's code arrives and runs; the shell must stay while the composition goes on.
        await page.waitForFunction(
          (urls) => urls.every((url) => performance.getEntriesByName(url).length > 0),
          scripts.held,
          { timeout: 30000 },
        );
        await page.waitForTimeout(1000);
        assert.equal(
          await page.locator('dialog input[data-test-shell]').count(),
          1,
          'the shell is still there',
        );
        assert.equal(await input.inputValue(), 'duank');

        await cdp.send('Input.insertText', { text: '端口' });
        const hrefs = await hitPaths(page);
        assert.ok(
          hrefs.some((href) => href.startsWith('/zh/config/server/port')),
          hrefs.join(', '),
        );
        assert.equal(await page.locator('dialog input[data-test-shell]').count(), 0, 'the dialog took over');
        assert.deepEqual(await focusedInput(page), { role: 'combobox', value: '端口', caret: 2 });
        await cdp.detach();
        await page.keyboard.press('Escape');
        await dialogOf(page).waitFor({ state: 'detached' });
      } finally {
        await scripts.stop();
      }
    }),
  );
});
