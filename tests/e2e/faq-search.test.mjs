// The FAQ entries of maintainers/faq-sources.md on the built site: a reader who types the error text (or the
// entry's search words) or the heading's words into the search dialog gets that entry, page and anchor, as the
// first hit; in English on /, and for the Chinese heading on /zh/.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import { newContext, runQuerySetInTabs, useBuiltSite } from './support.mjs';
import { faqSourceRows } from '../../scripts/lib/faqSources.mjs';

const require = createRequire(import.meta.url);
const { headingsOf } = require('../../scripts/lib/headingAnchors.cjs');

const SOURCES = {
  en: 'docs',
  zh: 'i18n/zh/docusaurus-plugin-content-docs/current',
};

/** The heading text of `anchor` on the page in the locale's source, as the reader sees it. */
function headingWords(locale, page, anchor) {
  const file = new URL(`../../${SOURCES[locale]}/${page}.mdx`, import.meta.url);
  const heading = headingsOf(fs.readFileSync(file, 'utf8')).find((item) => item.anchor === anchor);
  if (!heading) throw new Error(`${locale}: no heading #${anchor} on ${page}`);
  return heading.text;
}

const rows = faqSourceRows();
/**
 * [query, expected page#anchor] per locale: search words and heading words in English, heading in Chinese.
 * @type {Record<'en' | 'zh', Array<[string, string]>>}
 */
const QUERIES = {
  en: rows.flatMap(({ page, anchor, searchWords }) => [
    /** @type {[string, string]} */ ([searchWords, `/${page}#${anchor}`]),
    /** @type {[string, string]} */ ([headingWords('en', page, anchor), `/${page}#${anchor}`]),
  ]),
  zh: rows.map(
    ({ page, anchor }) =>
      /** @type {[string, string]} */ ([headingWords('zh', page, anchor), `/zh/${page}#${anchor}`]),
  ),
};

const site = useBuiltSite();

describe('FAQ entries found first by their words', { concurrency: true }, () => {
  for (const locale of /** @type {const} */ (['en', 'zh'])) {
    it(`${locale}: every entry is the first hit for its words`, { timeout: 240000 }, async () => {
      const context = await newContext(site.browser, site.origin);
      try {
        const results = await runQuerySetInTabs(context, site.origin, locale, QUERIES[locale], 2);
        const misses = results
          .filter(({ first, expected }) => first !== expected)
          .map(({ query, expected, first }) => `"${query}": want ${expected}, first ${first || 'none'}`);
        assert.deepEqual(misses, []);
        assert.deepEqual(context.problems, []);
      } finally {
        await context.close();
      }
    });
  }
});
