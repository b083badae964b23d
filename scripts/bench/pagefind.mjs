// Pagefind 1.6, the reference search of `npm run bench`: it indexes the same build into a folder
// beside it (the build is not touched) and answers in Chromium through its own pagefind.js, as a site using
// Pagefind would. A dev dependency of the bench only: nothing here is built into the site.
// What it indexes of each page: <main> (the page text, as our index) without the table of contents,
// breadcrumbs, page controls and heading anchors, which every page repeats.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Page parts inside <main> that are not the page's text. */
const EXCLUDE_SELECTORS = [
  '.theme-doc-toc-desktop',
  '.theme-doc-toc-mobile',
  '.theme-doc-breadcrumbs',
  '.theme-doc-footer',
  '.pagination-nav',
  '.copy-page',
  '.hash-link',
  'button',
];

/** How many hits a search shows: the dialog's list holds 7 pages at most, as the query sets count. */
export const SHOWN_HITS = 7;

/** Every file under `dir`, with its size. */
function filesOf(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => fs.statSync(path.join(entry.parentPath, entry.name)).size);
}

/**
 * Indexes `buildDir` with Pagefind into a temporary folder holding `pagefind/`. Returns that folder (to serve
 * under /pagefind/), the page count and the bundle's size on disk (Pagefind gzips its index files itself).
 */
export async function buildPagefindIndex(buildDir) {
  const pagefind = await import('pagefind');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pagefind-'));
  try {
    const { index, errors } = await pagefind.createIndex({
      rootSelector: 'main',
      excludeSelectors: EXCLUDE_SELECTORS,
    });
    if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
    const added = await index.addDirectory({ path: buildDir });
    if (added.errors.length) throw new Error(`Pagefind: ${added.errors.join('; ')}`);
    const written = await index.writeFiles({ outputPath: path.join(dir, 'pagefind') });
    if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
    const sizes = filesOf(path.join(dir, 'pagefind'));
    return { dir, pages: added.page_count, files: sizes.length, bytes: sizes.reduce((a, b) => a + b, 0) };
  } finally {
    await pagefind.close();
  }
}

/** A route without its trailing slash (Pagefind's URLs end in one, the dialog's do not). */
export const pagePath = (url) => new URL(url, 'http://x').pathname.replace(/(.)\/$/, '$1');

/**
 * One Pagefind search on `page` (a page of the served build whose <html lang> picks the index): the result
 * list and the data of its first SHOWN_HITS results, as a search UI needs them to show the hits. Returns
 * their page paths, the result count and the time taken.
 * @param {any} page
 * @param {string} query
 */
export async function pagefindSearch(page, query) {
  return page.evaluate(
    /** @param {{ query: string, shown: number }} args */
    async ({ query, shown }) => {
      const global = /** @type {any} */ (window);
      global.__pagefind ??= await import(/* webpackIgnore: true */ `${location.origin}/pagefind/pagefind.js`);
      const start = performance.now();
      const search = await global.__pagefind.search(query);
      const data = await Promise.all(
        search.results.slice(0, shown).map((/** @type {any} */ result) => result.data()),
      );
      return {
        urls: data.map((item) => item.url),
        count: search.results.length,
        ms: performance.now() - start,
      };
    },
    { query, shown: SHOWN_HITS },
  );
}

/**
 * Runs [query, expected] pairs through Pagefind on `page`. Returns one { query, rank, hits } per query:
 * the rank of the expected page (or the best of the expected pages) among the shown hits, 0 when missing.
 * @param {any} page
 * @param {string} locale
 * @param {Array<[string, string | string[]]>} queries
 */
export async function runPagefindSet(page, locale, queries) {
  const prefix = locale === 'zh' ? '/zh' : '';
  const results = [];
  for (const [query, expected] of queries) {
    const { urls, count } = await pagefindSearch(page, query);
    const pages = urls.map(pagePath);
    const ranks = [expected]
      .flat()
      .map((route) => pages.indexOf(pagePath(prefix + route.split('#')[0])) + 1)
      .filter((rank) => rank > 0);
    results.push({ query, rank: ranks.length ? Math.min(...ranks) : 0, hits: count });
  }
  return results;
}
