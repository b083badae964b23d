// The generated query set, built from the content itself so it grows with the site: every page
// title, every option key in its written forms, and every H2/H3 heading of one page, read from the built
// search index's head. Held to their floors by `npm run search:ranks -- --check`; the ranker's trainer
// (train.mjs) learns from it too. The head's file is found here for the bench as well.
import fs from 'node:fs';
import path from 'node:path';

/** An option page's title is its dotted key: `output.distPath`. */
const OPTION_KEY = /^[a-z]\w*(\.\w+)+$/i;

/**
 * The path of a locale's built search index head: search-index-<hash>.json in its search/ folder.
 * @param {string} buildDir
 * @param {string} locale
 */
export function headFileOf(buildDir, locale) {
  const dir = path.join(buildDir, locale === 'zh' ? 'zh' : '', 'search');
  const head = fs.existsSync(dir)
    ? fs.readdirSync(dir).find((name) => /^search-index-\w+\.json$/.test(name))
    : undefined;
  if (!head) throw new Error(`${locale}: no search index head in ${dir} (run \`npm run build\` first)`);
  return path.join(dir, head);
}

/**
 * A locale's built search index head: pages [url, title, …] and sections [page, heading, anchor, …].
 * @param {string} buildDir
 * @param {string} locale
 * @returns {{ pages: Array<[string, string]>, sections: Array<[number, string, string]> }}
 */
function headOf(buildDir, locale) {
  return JSON.parse(fs.readFileSync(headFileOf(buildDir, locale), 'utf8'));
}

/** A route without the locale prefix. */
const routeOf = (/** @type {string} */ locale, /** @type {string} */ url) =>
  locale === 'zh' ? url.replace(/^\/zh(?=\/)/, '') : url;

/**
 * [query, expected routes] pairs: each title, and each option key as written in code, in kebab case and as
 * words. A query that several pages answer alike (`assetPrefix` of dev and output) expects any of them.
 * @param {string} buildDir
 * @param {string} locale
 * @returns {Array<[string, string[]]>}
 */
export function generatedQueries(buildDir, locale) {
  /** @type {Map<string, string[]>} */
  const expected = new Map();
  const expect = (/** @type {string} */ query, /** @type {string} */ route) => {
    const routes = expected.get(query) ?? [];
    if (!routes.includes(route)) routes.push(route);
    expected.set(query, routes);
  };
  for (const [url, title] of headOf(buildDir, locale).pages) {
    const route = routeOf(locale, url);
    expect(title, route);
    if (!OPTION_KEY.test(title)) continue;
    const key = title.slice(title.lastIndexOf('.') + 1);
    const kebab = key.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
    for (const form of [key, kebab, kebab.replace(/-/g, ' ')]) expect(form, route);
  }
  return [...expected];
}

/**
 * [heading, route#anchor] pairs: every H2/H3 heading (a section with an anchor) of one page only, and the
 * headings several pages share (compared in lower case), which are left out.
 * @param {string} buildDir
 * @param {string} locale
 */
export function headingQueries(buildDir, locale) {
  const { pages, sections } = headOf(buildDir, locale);
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
