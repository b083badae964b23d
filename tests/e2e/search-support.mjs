// Helpers of the search dialog tests for the hosted modes (remote, remote hardening, algolia): the
// remote-mode variant build they share, the set-up of a variant served next to a stub API, finding the dialog's parts,
// reading hits as a reader sees them, and measuring whether the page stays responsive.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { launchBrowser, newContext, sharedVariant, startServer } from './support.mjs';

/**
 * Longest the page may go without running a task while an answer is fetched and processed. Work on the answer
 * takes a few milliseconds per slice; the margin is for a loaded CI machine (gaps of 700 ms were seen on two
 * shared cores with nothing to process). Before the limits, these answers blocked the page for seconds.
 */
export const RESPONSIVE_BUDGET_MS = 1000;

/** The English site built with search mode "remote" against the search stub's port (support.mjs). */
export const remoteVariant = sharedVariant;

/**
 * For a describe block: the variant `variant()` builds (its output in `.dir`) served on 127.0.0.1, the stub
 * API `startStub()` starts, Chromium, one context and page on that server. The returned object is filled in
 * by the block's `before` hook; the `after` hook closes everything.
 */
export function useStubbedVariant({ variant, startStub }) {
  /**
   * @type {{ dir?: string, server?: import('./support.mjs').TestServer, stub?: { close: () => Promise<void> },
   *   browser?: import('playwright-core').Browser, context?: import('./support.mjs').TestContext,
   *   page?: import('playwright-core').Page }}
   */
  const shared = {};
  before(async () => {
    const dir = (await variant()).dir;
    const server = await startServer(dir);
    const browser = await launchBrowser();
    const context = await newContext(browser, server.origin);
    Object.assign(shared, {
      dir,
      server,
      browser,
      context,
      stub: await startStub(),
      page: await context.newPage(),
    });
  });
  after(async () => {
    await shared.context?.close();
    await shared.browser?.close();
    await shared.stub?.close();
    await shared.server?.close();
  });
  return shared;
}

export const dialogOf = (page) => page.getByRole('dialog');
export const inputOf = (page) => dialogOf(page).getByRole('combobox');
export const optionsOf = (page) => dialogOf(page).getByRole('option');

/**
 * A search whose request failed: no hits, no error text in the dialog (`errorWords`), and the failure logged
 * to the console for whoever debugs it.
 * @param {import('playwright-core').Page & { problems: string[] }} page
 */
export async function assertSilentFailure(page, errorWords = /error|failed|wrong/i) {
  assert.equal(await optionsOf(page).count(), 0);
  assert.doesNotMatch(await dialogOf(page).innerText(), errorWords);
  assert.ok(
    page.problems.some(
      (problem) => problem.includes('console error') && problem.includes('failed; showing no results'),
    ),
    `nothing logged: ${page.problems.join('\n')}`,
  );
}

export async function openWithShortcut(page, shortcut = 'Control+k') {
  await page.keyboard.press(shortcut);
  await dialogOf(page).waitFor({ state: 'visible' });
  return dialogOf(page);
}

/**
 * Opens the dialog and waits for its own code to replace the shell shown while that code loads (the shell
 * has no live region); what the dialog lists when it opens empty (recent searches) renders with it.
 */
export async function openDialogReady(page) {
  const dialog = await openWithShortcut(page);
  await dialog.locator('[aria-live="polite"]').waitFor({ state: 'attached' });
  return dialog;
}

/**
 * Waits for the hits of the query just typed with their snippets: the ranked hits show first with their
 * snippets pending (`aria-busy`), so reading them earlier reads titles only.
 */
export async function waitForHits(page, timeout = 15000) {
  await optionsOf(page).first().waitFor({ timeout });
  await page.waitForFunction(() => !document.querySelector('dialog [aria-busy="true"]'), null, {
    polling: 100,
    timeout,
  });
}

/** The hits as the reader sees them: the link, its text and the highlighted words. */
export async function hitsOf(page) {
  return optionsOf(page).evaluateAll((options) =>
    options.map((option) => ({
      href: option.getAttribute('href'),
      text: option.innerText,
      marks: [...option.querySelectorAll('mark')].map((mark) => mark.textContent),
    })),
  );
}

/** Waits for the no-results state of a single list ('No results for "query".'). */
export async function waitForNoResults(page, query, timeout) {
  await page.waitForFunction(
    (expected) =>
      (document.querySelector('dialog [class*="noResults"]')?.textContent ?? '').includes(
        `No results for "${expected}".`,
      ),
    query,
    { timeout },
  );
}

/** Waits for the tabbed no-results state of the first tab ('No results found'). */
export async function waitForNoResultsTab(page, timeout) {
  await page.waitForFunction(
    () =>
      /No results found/.test(
        /** @type {HTMLElement | null} */ (document.querySelector('dialog [role="tabpanel"]'))?.innerText ??
          '',
      ),
    null,
    { timeout },
  );
}

/**
 * Starts a chain of 10 ms timers in the page and records the longest gap between two of them: how long the
 * main thread was busy without letting anything else run. `stop()` ends the chain and returns that gap in ms.
 */
export async function trackResponsiveness(page) {
  await page.evaluate(() => {
    const beat = { last: performance.now(), maxGap: 0, running: true };
    window.__responsiveness = beat;
    const tick = () => {
      const now = performance.now();
      beat.maxGap = Math.max(beat.maxGap, now - beat.last);
      beat.last = now;
      if (beat.running) setTimeout(tick, 10);
    };
    setTimeout(tick, 10);
  });
  return {
    stop: () =>
      page.evaluate(() => {
        const beat = window.__responsiveness;
        if (!beat) throw new Error('The responsiveness probe was not started on this page.');
        beat.running = false;
        return Math.max(beat.maxGap, performance.now() - beat.last);
      }),
  };
}
