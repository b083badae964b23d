// Local search cannot be locked up: a very long token, a long run of Chinese text and a query of many words
// each answer within the worker's time budget, the dialog says the query was cut, and a normal search right
// after still answers. (The plugin's query builder took half a minute to a minute on such input and left every
// later search in the tab without results.) How fast they answer is a benchmark figure
// (search-lockup-answer in scripts/bench/budgets.mjs): here the limit is the budget, which a lock-up breaks and
// a busy machine does not.
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { loadConstants, open, usePage, useBuiltSite } from './support.mjs';
import { LOCKUP_QUERIES } from '../../scripts/search/lockupQueries.mjs';
import { timedAnswer } from '../../scripts/search/dialog.mjs';

const { SEARCH } = await loadConstants();
// What one answer may take in Chromium here, index already built: the worker's budget plus rendering.
const ANSWER_LIMIT_MS = SEARCH.localQueryBudgetMs + 1000;

const site = useBuiltSite();

const dialogOf = (page) => page.getByRole('dialog');

describe('search lock-ups', () => {
  const shared = usePage(site);
  let page;
  before(() => ({ page } = shared));

  for (const { name, prefix, query, warm, normal } of LOCKUP_QUERIES) {
    it(
      `answers ${name} within ${ANSWER_LIMIT_MS} ms, says it was cut, and answers a normal search right after`,
      { timeout: 120000 },
      async () => {
        await open(page, site.origin, prefix);
        await page.keyboard.press('Control+k');
        // Builds the index first, so the figures are about the query, not the download.
        const warmMs = await timedAnswer(page, warm);
        assert.ok(warmMs < 15000, `first search took ${warmMs} ms`);
        const longMs = await timedAnswer(page, query);
        assert.ok(longMs < ANSWER_LIMIT_MS, `${name}: ${longMs} ms`);
        const note = dialogOf(page).getByRole('note');
        assert.match(await note.innerText(), new RegExp(`${SEARCH.maxQueryChars}|${SEARCH.maxQueryTerms}`));
        const normalMs = await timedAnswer(page, normal);
        assert.ok(normalMs < ANSWER_LIMIT_MS, `normal search after it: ${normalMs} ms`);
        assert.ok((await dialogOf(page).getByRole('option').count()) > 0, 'no hits for the normal search');
        assert.equal(await note.count(), 0, 'the cut note stayed for a short query');
      },
    );
  }
});
