// What a reader sees around the search dialog on the built site, in Chromium: `/` opens
// it unless they are typing; the long-query note is announced and describes the input; the hits they chose
// come back as recent searches when the dialog opens empty (per locale, removable with the keyboard, bad
// stored data ignored, nothing sent anywhere); a chosen hit's page marks the matched words in its section
// until the reader scrolls or presses Escape, without touching the page's DOM.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadConstants, open, useBuiltSite, useCleanTab, waitInPage } from './support.mjs';
/** @typedef {import('./support.mjs').TestContext} TestContext */
/** @typedef {import('./support.mjs').TestPage} TestPage */
import {
  dialogOf,
  inputOf,
  optionsOf,
  openDialogReady,
  openWithShortcut,
  waitForHits,
} from './search-support.mjs';

const { SEARCH } = await loadConstants();
const site = useBuiltSite();

// One tab for the file's tests, one after another, each starting as a reader the site has never seen
// (useCleanTab): a context per test cost more CPU time than the test's own page loads.
const tab = useCleanTab(site);

/** Runs `run` in the file's clean tab; no console error or failed request. */
async function withPage(run) {
  const { context, page } = /** @type {{ context: TestContext, page: TestPage }} */ (tab);
  await run(page, context);
  assert.deepEqual(context.problems, []);
}

/** Types `query` in the open dialog and waits for its hits. */
async function searchFor(page, query) {
  await inputOf(page).fill(query);
  await waitForHits(page);
}

/** The texts of the page's search-match highlight ranges (the CSS Custom Highlight API), or null. */
const pageMarks = (page) =>
  page.evaluate(() => {
    const highlight = CSS.highlights.get('search-match');
    return highlight ? [...highlight].map((range) => range.toString()) : null;
  });

describe('the / shortcut', () => {
  it('opens the search with the focus in its input', () =>
    withPage(async (page) => {
      await open(page, site.origin, '/guide/start/');
      await page.keyboard.press('/');
      await dialogOf(page).waitFor({ state: 'visible' });
      // Where the focus is instead, should it ever not be in the input (seen once in a full run, not since).
      const focus = await inputOf(page).evaluate((input) => {
        const active = document.activeElement;
        return active === input ? 'input' : `${active?.tagName} ${active?.id} ${active?.className}`.trim();
      });
      assert.equal(focus, 'input');
      // The slash was the shortcut, not text.
      assert.equal(await inputOf(page).inputValue(), '');
      // In the dialog's input it is text.
      await page.keyboard.type('a/b');
      assert.equal(await inputOf(page).inputValue(), 'a/b');
    }));

  it('is text in a text field or an editable region of the page', () =>
    withPage(async (page) => {
      await open(page, site.origin, '/guide/start/');
      await page.evaluate(() => {
        const field = document.createElement('input');
        field.id = 'test-field';
        const editable = document.createElement('div');
        editable.id = 'test-editable';
        editable.contentEditable = 'true';
        document.body.append(field, editable);
      });
      for (const selector of ['#test-field', '#test-editable']) {
        await page.focus(selector);
        await page.keyboard.press('/');
        assert.equal(await dialogOf(page).count(), 0, `${selector}: the dialog opened`);
        assert.match(await page.locator(selector).evaluate((el) => el.value ?? el.textContent), /\//);
      }
    }));
});

describe('the long-query note', () => {
  it('is in a polite live region and describes the input while the query is cut', () =>
    withPage(async (page) => {
      await open(page, site.origin, '/guide/start/');
      await openWithShortcut(page);
      const region = dialogOf(page).locator('[aria-live="polite"]');
      // The dialog's own code renders the region; the shell shown while that code loads has none. Waiting is
      // strict: one region, and it is empty before the query is typed.
      await region.waitFor({ state: 'attached' });
      assert.equal(await region.getByRole('note').count(), 0, 'the live region is there before any note');
      await inputOf(page).fill('build '.repeat(30));
      const note = region.getByRole('note');
      await note.waitFor();
      assert.match(await note.innerText(), new RegExp(`${SEARCH.maxQueryChars}`));
      const noteId = await note.getAttribute('id');
      assert.equal(await inputOf(page).getAttribute('aria-describedby'), noteId);
      await inputOf(page).fill('build');
      await note.waitFor({ state: 'detached' });
      assert.equal(await inputOf(page).getAttribute('aria-describedby'), null);
    }));
});

describe('recent searches', () => {
  it('list the chosen hits when the dialog opens empty, per locale, and survive a reload', () =>
    withPage(async (page, context) => {
      const requests = [];
      const record = (request) => requests.push(request);
      context.on('request', record);
      await open(page, site.origin, '/guide/start/');
      await openDialogReady(page);
      assert.equal(await dialogOf(page).getByRole('region').count(), 0, 'a list before any choice');
      await searchFor(page, 'proxy');
      const first = await optionsOf(page).first().getAttribute('href');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname + url.hash === first);
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      await openDialogReady(page);
      const recent = dialogOf(page).getByRole('region', { name: 'Recent' });
      await recent.waitFor();
      assert.deepEqual(
        await recent.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
        [first],
      );
      // Nothing about the choice left the page: no request carries it.
      context.off('request', record);
      assert.deepEqual(
        requests.filter((request) => request.method() !== 'GET' || request.postData()),
        [],
      );
      // The Chinese site keeps its own list.
      await page.keyboard.press('Escape');
      await open(page, site.origin, '/zh/guide/start/');
      await openDialogReady(page);
      assert.equal(await dialogOf(page).getByRole('region').count(), 0);
    }));

  it('are reached and removed with the keyboard, and opened with Enter', () =>
    withPage(async (page) => {
      await page.addInitScript(() =>
        window.localStorage.setItem(
          'search-recent-en',
          JSON.stringify([
            { url: '/config/server/port', title: 'server.port' },
            { url: '/config/output/minify', title: 'output.minify' },
          ]),
        ),
      );
      await open(page, site.origin, '/guide/start/');
      await openDialogReady(page);
      const recent = dialogOf(page).getByRole('region', { name: 'Recent' });
      await recent.waitFor();
      await page.keyboard.press('ArrowDown');
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'server.port');
      // Tab from the entry reaches its remove button; Enter on it removes the entry.
      await page.keyboard.press('Tab');
      assert.equal(
        await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
        'Remove “server.port” from recent searches',
      );
      await page.keyboard.press('Enter');
      await recent.getByRole('link', { name: 'server.port' }).waitFor({ state: 'detached' });
      assert.deepEqual(
        JSON.parse((await page.evaluate(() => window.localStorage.getItem('search-recent-en'))) ?? '[]'),
        [{ url: '/config/output/minify', title: 'output.minify' }],
      );
      // The focus stays in the list, on the entry that took the removed one's place (a frame later).
      await page.waitForFunction(() => document.activeElement?.textContent === 'output.minify');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('ArrowDown');
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'output.minify');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${site.origin}/config/output/minify`);
      await dialogOf(page).waitFor({ state: 'detached' });
    }));

  it('ignore bad stored data: no list, no error', () =>
    withPage(async (page) => {
      await page.addInitScript(() => {
        window.localStorage.setItem('search-recent-en', '{"not": "a list"');
        window.localStorage.setItem(
          'search-recent-zh',
          JSON.stringify([{ url: 'https://evil.example/', title: '<img src=x onerror=alert(1)>' }]),
        );
      });
      for (const prefix of ['/', '/zh/']) {
        await open(page, site.origin, prefix);
        await openDialogReady(page);
        assert.equal(await dialogOf(page).getByRole('region').count(), 0, prefix);
        await page.keyboard.press('Escape');
      }
    }));
});

describe('matched words on the page a hit opens', () => {
  it('are marked in the section of the hit, without a change to the DOM, until Escape', () =>
    withPage(async (page) => {
      await open(page, site.origin, '/guide/start/');
      await openWithShortcut(page);
      await searchFor(page, 'proxy websocket');
      const hrefs = await optionsOf(page).evaluateAll((options) =>
        options.map((o) => o.getAttribute('href')),
      );
      const index = hrefs.findIndex((href) => href?.includes('#'));
      assert.ok(index >= 0, `no hit with an anchor: ${hrefs.join(', ')}`);
      for (let i = 0; i < index; i += 1) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname + url.hash === hrefs[index]);
      await page.waitForFunction(() => CSS.highlights.has('search-match'), null, { timeout: 15000 });
      const marks = await pageMarks(page);
      assert.ok(marks && marks.length > 0);
      assert.ok(
        marks.every((mark) => /^(proxy|websocket)/i.test(mark)),
        `marked: ${marks.join(', ')}`,
      );
      // The marks are ranges over the page's own text: no element was added.
      assert.equal(await page.locator('main mark').count(), 0);
      await page.keyboard.press('Escape');
      assert.equal(await pageMarks(page), null);
    }));

  it('are cleared when the reader scrolls', () =>
    withPage(async (page) => {
      await open(page, site.origin, '/guide/start/');
      await openWithShortcut(page);
      await searchFor(page, 'distPath');
      await page.keyboard.press('Enter');
      await waitInPage(page, () => CSS.highlights.has('search-match'), null, {
        timeout: 15000,
        describe: () => 'no marks',
      });
      // Past the jump to the section, a scroll of the reader's.
      await page.waitForTimeout(400);
      await page.mouse.move(600, 400);
      await page.mouse.wheel(0, 300);
      await page.waitForFunction(() => !CSS.highlights.has('search-match'));
    }));
});
