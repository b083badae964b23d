// The generated query set of issue 22, built from the content itself so it grows with the site: every page
// title, and every option key in its written forms (`distPath`, `dist-path`, `dist path`; the dotted key is
// the option page's title), each typed into the dialog of the built site and expecting its page first for
// at least 97 % of the queries per language; and every H2/H3 heading that only one page has, expecting its
// page among the first 7 hits for at least 95 % of them (a heading several pages share, such as "Example",
// cannot name one page: those are counted and printed, not asked). Read from the built search index's head.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_DIR, newContext, runQuerySetInTabs, useBuiltSite } from './support.mjs';
import { summarize } from '../../scripts/bench/searchQuerySet.mjs';

const LOCALES = /** @type {const} */ (['en', 'zh']);
const TOP1_BUDGET = 0.97;
const HEADING_TOP7_BUDGET = 0.95;

/** An option page's title is its dotted key: `output.distPath`. */
const OPTION_KEY = /^[a-z]\w*(\.\w+)+$/i;

/** A locale's built search index head: pages [url, title, …] and sections [page, heading, anchor, …]. */
function headOf(locale) {
  const dir = path.join(BUILD_DIR, locale === 'zh' ? 'zh' : '', 'search');
  const head = fs.readdirSync(dir).find((name) => /^search-index-\w+\.json$/.test(name));
  assert.ok(head, `${locale}: no search index head in ${dir}`);
  return JSON.parse(fs.readFileSync(path.join(dir, head), 'utf8'));
}

/** A route without the locale prefix. */
const routeOf = (locale, url) => (locale === 'zh' ? url.replace(/^\/zh(?=\/)/, '') : url);

/** The pages ([route, title]) of a locale's built search index head, routes without the locale prefix. */
function pagesOf(locale) {
  return headOf(locale).pages.map(([url, title]) => [routeOf(locale, url), title]);
}

/**
 * [heading, route#anchor] pairs: every H2/H3 heading (a section with an anchor) of one page only, and the
 * headings several pages share (compared in lower case), which are left out.
 */
function headingQueries(locale) {
  const { pages, sections } = headOf(locale);
  /** @type {Map<string, { heading: string, target: string, routes: Set<string> }>} */
  const byHeading = new Map();
  for (const [page, heading, anchor] of sections) {
    if (!anchor || !heading.trim()) continue;
    const route = routeOf(locale, pages[page][0]);
    const key = heading.trim().toLowerCase();
    const entry = byHeading.get(key) ?? { heading, target: route + anchor, routes: new Set() };
    entry.routes.add(route);
    byHeading.set(key, entry);
  }
  const entries = [...byHeading.values()];
  return {
    queries: entries
      .filter(({ routes }) => routes.size === 1)
      .map(({ heading, target }) => /** @type {[string, string]} */ ([heading, target])),
    shared: entries.filter(({ routes }) => routes.size > 1).map(({ heading }) => heading),
  };
}

/**
 * [query, expected routes] pairs: each title, and each option key as written in code, in kebab case and as
 * words. A query that several pages answer alike (`assetPrefix` of dev and output) expects any of them.
 */
function generatedQueries(locale) {
  const expected = new Map();
  const expect = (query, route) => {
    const routes = expected.get(query) ?? [];
    if (!routes.includes(route)) routes.push(route);
    expected.set(query, routes);
  };
  for (const [route, title] of pagesOf(locale)) {
    expect(title, route);
    if (!OPTION_KEY.test(title)) continue;
    const key = title.slice(title.lastIndexOf('.') + 1);
    const kebab = key.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
    for (const form of [key, kebab, kebab.replace(/-/g, ' ')]) expect(form, route);
  }
  return [...expected];
}

// The languages run at once, each in its own context and three tabs (support.mjs runQuerySetInTabs).
describe('generated query set: titles and option keys', { concurrency: true }, () => {
  const site = useBuiltSite();
  for (const locale of LOCALES)
    it(`${locale}: at least ${TOP1_BUDGET * 100} % top-1`, { timeout: 600000 }, async () => {
      const queries = generatedQueries(locale);
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
        assert.ok(top1 >= TOP1_BUDGET, `top-1 ${top1}; not first:\n${misses.join('\n')}`);
        assert.deepEqual(context.problems, []);
      } finally {
        await context.close();
      }
    });
});

describe('generated query set: H2/H3 headings', { concurrency: true }, () => {
  const site = useBuiltSite();
  for (const locale of LOCALES)
    it(`${locale}: at least ${HEADING_TOP7_BUDGET * 100} % top-7`, { timeout: 900000 }, async () => {
      const { queries, shared } = headingQueries(locale);
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
        assert.ok(top7 >= HEADING_TOP7_BUDGET, `top-7 ${top7}; missed:\n${misses.join('\n')}`);
        assert.deepEqual(context.problems, []);
      } finally {
        await context.close();
      }
    });
});
