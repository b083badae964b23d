// The hostile-answer cases of the hosted search modes (remote and Algolia), one suite for both: each mode's
// file calls hostileAnswerTests inside its own describe, against its own variant build and stub API.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { open } from './support.mjs';
import {
  RESPONSIVE_BUDGET_MS,
  assertSilentFailure,
  hitsOf,
  inputOf,
  openWithShortcut,
  optionsOf,
  trackResponsiveness,
} from './search-support.mjs';

/**
 * @typedef {{ failNext: (kind: string) => void, redirectTargetHits: string[] }} HostileStub
 * @typedef {object} HostileMode
 * @property {() => { server: { origin: string }, stub: HostileStub, page: import('./support.mjs').TestPage }} state
 *   the mode's server, stub and page, as its `before` set them
 * @property {number} timeoutMs the mode's request timeout (SEARCH.remoteTimeoutMs)
 * @property {string[]} failures the stub's failure kinds that must end in no results
 * @property {(page: import('playwright-core').Page, query: string, timeout: number) => Promise<void>}
 *   waitForNoResults the mode's no-results state
 * @property {RegExp} [errorWords] words no failed search may show (assertSilentFailure's default otherwise)
 * @property {(hits: { href: string | null, text: string }[]) => void} assertLongHits what the mode makes of
 *   the stub's 'long' answer (huge fields, many matches)
 */

/** Registers the shared cases: every failure kind, then the answer of huge fields. @param {HostileMode} mode */
export function hostileAnswerTests(mode) {
  const { timeoutMs } = mode;

  for (const failure of mode.failures) {
    it(
      `shows no results for a ${failure} answer with no message, stays responsive, answers the next query`,
      { timeout: timeoutMs * 6 },
      async () => {
        const { server, stub, page } = mode.state();
        await open(page, server.origin, '/');
        page.problems.length = 0;
        stub.redirectTargetHits.length = 0;
        stub.failNext(failure);
        await openWithShortcut(page);
        const responsiveness = await trackResponsiveness(page);
        const startedAt = Date.now();
        await inputOf(page).fill('proxy');
        await mode.waitForNoResults(page, 'proxy', timeoutMs + 5000);
        const elapsed = Date.now() - startedAt;
        const maxGap = await responsiveness.stop();
        assert.ok(elapsed <= timeoutMs + 3000, `no results only after ${elapsed} ms`);
        assert.ok(maxGap <= RESPONSIVE_BUDGET_MS, `the page ran no task for ${Math.round(maxGap)} ms`);
        await assertSilentFailure(page, mode.errorWords);
        assert.deepEqual(stub.redirectTargetHits, []);
        await inputOf(page).fill('websocket');
        await optionsOf(page)
          .first()
          .waitFor({ timeout: timeoutMs * 2 });
      },
    );
  }

  it(
    'turns an answer of huge fields and many matches into a few short hits without blocking the page',
    { timeout: timeoutMs * 4 },
    async () => {
      const { server, stub, page } = mode.state();
      await open(page, server.origin, '/');
      stub.failNext('long');
      await openWithShortcut(page);
      const responsiveness = await trackResponsiveness(page);
      const startedAt = Date.now();
      await inputOf(page).fill('proxy');
      await optionsOf(page).first().waitFor({ timeout: timeoutMs });
      const elapsed = Date.now() - startedAt;
      const maxGap = await responsiveness.stop();
      assert.ok(maxGap <= RESPONSIVE_BUDGET_MS, `the page ran no task for ${Math.round(maxGap)} ms`);
      assert.ok(elapsed <= timeoutMs, `hits only after ${elapsed} ms`);
      const hits = await hitsOf(page);
      // Title, headings and snippet, each cut to a few hundred characters.
      assert.ok(
        hits.every((hit) => hit.text.length < 1000),
        JSON.stringify(hits.map((hit) => hit.text.length)),
      );
      mode.assertLongHits(hits);
      await inputOf(page).fill('websocket');
      await page.waitForFunction(() =>
        document.querySelector('dialog [role="option"]')?.textContent.includes('Proxy WebSocket'),
      );
    },
  );
}
