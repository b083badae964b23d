// Search quality on the built site, in Chromium, through the dialog: the hand-tuned query set of
// scripts/search/sets (option keys in every written form, tasks, error words, plugin names, API
// calls, Chinese titles and questions) must hold its floor in each language: at most a few queries more
// than measured without the expected page first or among the 7 hits (scripts/search/floors.mjs).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { newContext, runQuerySetInTabs, useBuiltSite } from './support.mjs';
import { runQuerySet, summarize } from '../../scripts/search/dialog.mjs';
import { QUERY_SET } from '../../scripts/search/querySets.mjs';
import { checkFloor } from '../../scripts/search/floors.mjs';

const site = useBuiltSite();

// Its tests run at once, each in its own context (the query set in three tabs, support.mjs runQuerySetInTabs).
describe('search quality query set', { concurrency: true }, () => {
  it('has at least 40 queries per language, each expecting a page of the build', () => {
    for (const locale of ['en', 'zh']) {
      assert.ok(QUERY_SET[locale].length >= 40, `${locale}: ${QUERY_SET[locale].length} queries`);
      assert.equal(
        new Set(QUERY_SET[locale].map(([query]) => query)).size,
        QUERY_SET[locale].length,
        `${locale}: a query twice`,
      );
    }
  });

  for (const locale of /** @type {const} */ (['en', 'zh'])) {
    it(`${locale}: holds the top-1 and top-7 floors`, { timeout: 180000 }, async () => {
      const context = await newContext(site.browser, site.origin);
      try {
        const results = await runQuerySetInTabs(context, site.origin, locale);
        const summary = summarize(results.map((result) => result.rank));
        const misses = results
          .filter((result) => result.rank !== 1)
          .map(
            ({ query, expected, rank, first }) =>
              `"${query}": ${expected} at ${rank || 'none'} (first: ${first})`,
          );
        console.log(
          `${locale}: top-1 ${(summary.top1 * 100).toFixed(1)} %, top-3 ${(summary.top3 * 100).toFixed(1)} %, top-7 ${(summary.top7 * 100).toFixed(1)} %`,
        );
        const { failures } = checkFloor('hand-tuned', locale, results);
        assert.deepEqual(failures, [], `not first:\n${misses.join('\n')}`);
        assert.deepEqual(context.problems, []);
      } finally {
        await context.close();
      }
    });
  }

  // One query of each kind the search must understand, each typed into the dialog of the built site: a word
  // the page lacks (`serve`), a misspelling, a Chinese synonym or compound, a question with stop words and
  // weak words. Each exercises one rule, so each must find its page first.
  const EXAMPLES = {
    en: [
      ['serve react from a cdn', '/config/output/externals'],
      ['sorce map', '/config/output/source-map'],
      ['enviroment variables', '/guide/advanced/env-vars'],
    ],
    zh: [
      ['外部扩展', '/config/output/externals'],
      ['热替换', '/config/dev/hmr'],
      ['SourceMap 配置', '/config/output/source-map'],
      ['哈希值', '/config/output/filename-hash'],
      ['输出目录', '/config/output/dist-path'],
      ['在开发环境中如何配置代理服务器', '/config/server/proxy'],
    ],
  };

  for (const locale of ['en', 'zh']) {
    it(`${locale}: the example queries of each kind find their page first`, { timeout: 120000 }, async () => {
      const context = await newContext(site.browser, site.origin);
      try {
        const page = await context.newPage();
        const results = await runQuerySet(page, site.origin, locale, EXAMPLES[locale]);
        const misses = results.filter((result) => result.rank !== 1);
        assert.deepEqual(
          misses.map(({ query, rank, first }) => `"${query}" at ${rank || 'none'} (first: ${first})`),
          [],
        );
        assert.deepEqual(context.problems, []);
      } finally {
        await context.close();
      }
    });
  }
});
