// The reader query set of scripts/search/sets (reader.*): at least 100 queries per language, phrased as
// readers type them, split once at random into a tuning half and a held-out half. Checks the set itself (no
// query is a page title or heading, every expected page and anchor exists in the build, the examples of each
// kind are in it), then runs both halves through the dialog of the built site and prints them side by side.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_DIR, builtRoutes, newContext, runQuerySetInTabs, useBuiltSite } from './support.mjs';
import { summarize } from '../../scripts/search/dialog.mjs';
import {
  FIRST_HIT_EXAMPLES,
  QUERY_SET,
  READER_HELD_OUT as heldOut,
  READER_TUNING as tuning,
  SECOND_WRITER_SET,
  TYPOS_AND_SYNONYMS,
  SPLIT_WRITER_SETS,
} from '../../scripts/search/querySets.mjs';
import { checkFloor } from '../../scripts/search/floors.mjs';

const LOCALES = /** @type {const} */ (['en', 'zh']);
const CONTENT_DIRS = { en: 'docs', zh: 'i18n/zh/docusaurus-plugin-content-docs/current' };

/** Lower case, without punctuation, spaces or Markdown code marks: how two phrasings compare. */
const normalize = (text) =>
  text
    .toLowerCase()
    .replace(/\{#[^}]*\}/g, '')
    .replace(/[\s`'"?？。，、:：!！()（）.,/-]+/g, '');

/** Every page title, sidebar label and H1-H4 heading of a locale's docs, normalized. */
function titlesAndHeadings(locale) {
  const names = new Set();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.mdx?$/.test(entry.name))
        for (const [, name] of fs
          .readFileSync(file, 'utf8')
          .matchAll(/^(?:title:|sidebar_label:|#{1,4} )\s*(.+)$/gm))
          names.add(normalize(name));
    }
  };
  walk(CONTENT_DIRS[locale]);
  return names;
}

/** The build's HTML file of a route. */
const htmlOf = (route) => path.join(BUILD_DIR, route.replace(/\/?$/, '/'), 'index.html');

describe('reader query set: the data', () => {
  it('has at least 100 queries per language, none twice, none from the tuned set', () => {
    for (const locale of LOCALES) {
      const all = [...tuning[locale], ...heldOut[locale]];
      assert.ok(all.length >= 100, `${locale}: ${all.length} queries`);
      assert.ok(heldOut[locale].length >= 50, `${locale}: ${heldOut[locale].length} held out`);
      const queries = all.map(([query]) => query.toLowerCase());
      assert.equal(new Set(queries).size, queries.length, `${locale}: a query twice`);
      const tuned = new Set(QUERY_SET[locale].map(([query]) => query.toLowerCase()));
      assert.deepEqual(
        queries.filter((query) => tuned.has(query)),
        [],
        `${locale}: in the hand-tuned set`,
      );
    }
  });

  it('copies no page title, sidebar label or heading (the examples of each kind excepted)', () => {
    for (const locale of LOCALES) {
      const names = titlesAndHeadings(locale);
      const copied = [...tuning[locale], ...heldOut[locale]]
        .map(([query]) => query)
        .filter((query) => !FIRST_HIT_EXAMPLES[locale].includes(query) && names.has(normalize(query)));
      assert.deepEqual(copied, [], `${locale}: copied from a title or heading`);
    }
  });

  it('holds the example query of each kind', () => {
    for (const locale of LOCALES) {
      const queries = new Set([...tuning[locale], ...heldOut[locale]].map(([query]) => query));
      assert.deepEqual(
        FIRST_HIT_EXAMPLES[locale].filter((query) => !queries.has(query)),
        [],
        `${locale}: missing`,
      );
    }
  });

  it('expects pages and anchors that exist in the build', () => {
    const routes = new Set(builtRoutes());
    for (const locale of LOCALES)
      for (const [query, expected] of [...tuning[locale], ...heldOut[locale]])
        for (const target of [expected].flat()) {
          const [route, anchor] = (locale === 'zh' ? `/zh${target}` : target).split('#');
          assert.ok(routes.has(route), `"${query}": no page ${route}`);
          if (anchor)
            assert.ok(
              new RegExp(`\\sid="?${anchor}[">\\s]`).test(fs.readFileSync(htmlOf(route), 'utf8')),
              `"${query}": no #${anchor} on ${route}`,
            );
        }
  });

  it('and the other sets (the trainer learns from them) expect pages that exist in the build, as URLs', () => {
    const routes = new Set(builtRoutes());
    /** @type {Record<string, Record<'en' | 'zh', Array<[string, string | string[]]>>>} */
    const sets = {
      'hand-tuned': QUERY_SET,
      'second writer': SECOND_WRITER_SET,
      'typos and synonyms': TYPOS_AND_SYNONYMS,
    };
    for (const [writer, { tuning: learned, heldOut: validation }] of Object.entries(SPLIT_WRITER_SETS))
      Object.assign(sets, { [`${writer} writer`]: learned, [`${writer} writer, validation`]: validation });
    for (const [name, set] of Object.entries(sets))
      for (const locale of LOCALES)
        for (const [query, expected] of set[locale])
          for (const target of [expected].flat()) {
            // A hit's URL is compared as written: an index page ends with a slash (`/api/start/`).
            const route = (locale === 'zh' ? `/zh${target}` : target).split('#')[0];
            assert.ok(routes.has(route), `${name}, "${query}": no page ${route}`);
          }
  });
});

// The held-out half's floors (scripts/search/floors.mjs): a few queries below the measured level, so an
// ordinary page edit passes and a regression fails. Never tune on the held-out half to meet them.

// The languages run at once, each in its own context and three tabs (support.mjs runQuerySetInTabs).
describe('reader query set: the dialog of the built site', { concurrency: true }, () => {
  const site = useBuiltSite();
  for (const locale of LOCALES)
    it(`${locale}: tuning and held-out halves side by side`, { timeout: 300000 }, async () => {
      const context = await newContext(site.browser, site.origin);
      try {
        const lines = [];
        for (const [name, half] of Object.entries({ tuning, 'held-out': heldOut })) {
          const results = await runQuerySetInTabs(context, site.origin, locale, half[locale]);
          const { top1, top7 } = summarize(results.map((result) => result.rank));
          const empty = results.filter((result) => result.hits === 0).length;
          lines.push(
            `${locale} ${name.padEnd(8)}: ${results.length} queries, top-1 ${(top1 * 100).toFixed(1)} %, ` +
              `top-7 ${(top7 * 100).toFixed(1)} %, no hits ${empty}`,
          );
          assert.equal(results.length, half[locale].length);
          // Every reader query's words occur on the site: none may come back empty.
          assert.deepEqual(
            results.filter((result) => result.hits === 0).map((result) => result.query),
            [],
            `${locale} ${name}: no hits`,
          );
          if (name === 'held-out')
            assert.deepEqual(checkFloor('reader held-out', locale, results).failures, []);
          // Only the tuning half's misses are listed: the held-out half is for judging, not for tuning.
          if (name === 'tuning')
            for (const { query, expected, rank, first } of results.filter((result) => result.rank !== 1))
              lines.push(
                `  "${query}": ${[expected].flat().join(' | ')} at ${rank || 'none'} (first: ${first})`,
              );
        }
        console.log(lines.join('\n'));
        assert.deepEqual(context.problems, []);
      } finally {
        await context.close();
      }
    });
});
