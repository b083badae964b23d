// The generated query set, built from the content itself so it grows with the site: every page title, and
// every option key in its written forms (`distPath`, `dist-path`, `dist path`; the dotted key is the option
// page's title), each typed into the dialog of the built site and expecting its page first; and every H2/H3
// heading that only one page has, expecting its page among the first 7 hits (a heading several pages share,
// such as "Example", cannot name one page: those are counted and printed, not asked). Read from the built
// search index's head. Each holds its floor per language (scripts/search/floors.mjs): a few misses more than
// measured, scaled to the set's size.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BUILD_DIR, newContext, runQuerySetInTabs, useBuiltSite } from './support.mjs';
import { generatedQueries, headingQueries } from '../../scripts/search/generatedSets.mjs';
import { summarize } from '../../scripts/search/dialog.mjs';
import { checkFloor } from '../../scripts/search/floors.mjs';

const LOCALES = /** @type {const} */ (['en', 'zh']);

// The languages run at once, each in its own context and three tabs (support.mjs runQuerySetInTabs).
describe('generated query set: titles and option keys', { concurrency: true }, () => {
  const site = useBuiltSite();
  for (const locale of LOCALES)
    it(`${locale}: holds the top-1 floor`, { timeout: 600000 }, async () => {
      const queries = generatedQueries(BUILD_DIR, locale);
      assert.ok(queries.length >= 200, `${locale}: only ${queries.length} queries`);
      const context = await newContext(site.browser, site.origin);
      try {
        const results = await runQuerySetInTabs(context, site.origin, locale, queries);
        const { top1, top7 } = summarize(results.map((result) => result.rank));
        console.log(
          `${locale} generated: ${results.length} queries, top-1 ${(top1 * 100).toFixed(1)} %, ` +
            `top-7 ${(top7 * 100).toFixed(1)} %`,
        );
        const misses = results
          .filter((result) => result.rank !== 1)
          .map(
            ({ query, expected, rank, first }) =>
              `"${query}": ${expected} at ${rank || 'none'} (first: ${first})`,
          );
        const { failures } = checkFloor('titles and keys', locale, results);
        assert.deepEqual(failures, [], `not first:\n${misses.join('\n')}`);
        assert.deepEqual(context.problems, []);
      } finally {
        await context.close();
      }
    });
});

describe('generated query set: H2/H3 headings', { concurrency: true }, () => {
  const site = useBuiltSite();
  for (const locale of LOCALES)
    it(`${locale}: holds the top-7 floor`, { timeout: 900000 }, async () => {
      const { queries, shared } = headingQueries(BUILD_DIR, locale);
      assert.ok(queries.length >= 300, `${locale}: only ${queries.length} heading queries`);
      const context = await newContext(site.browser, site.origin);
      try {
        const results = await runQuerySetInTabs(context, site.origin, locale, queries);
        const { top1, top7 } = summarize(results.map((result) => result.rank));
        console.log(
          `${locale} headings: ${results.length} queries, top-1 ${(top1 * 100).toFixed(1)} %, ` +
            `top-7 ${(top7 * 100).toFixed(1)} %; ${shared.length} headings on several pages left out: ` +
            shared.join(' | '),
        );
        const misses = results
          .filter((result) => !(result.rank > 0 && result.rank <= 7))
          .map(({ query, expected, first }) => `"${query}": ${expected} not in the 7 hits (first: ${first})`);
        const { failures } = checkFloor('headings', locale, results);
        assert.deepEqual(failures, [], `missed:\n${misses.join('\n')}`);
        assert.deepEqual(context.problems, []);
      } finally {
        await context.close();
      }
    });
});
