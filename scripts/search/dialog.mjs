// Runs query sets through the search dialog of a built site in Chromium (the e2e tests and the bench), and
// scores where each query's expected page ranks among the hits.
import { QUERY_SET } from './querySets.mjs';

const LOCALE_PREFIX = { en: '/', zh: '/zh/' };

/**
 * Where the expected page ranks among the hit pages (1-based; 0 when missing), from the hits' hrefs.
 * `expected` is a route, optionally with an anchor (the page counts), or a list of routes that answer the
 * query equally (the best-ranked one counts).
 * @param {string[]} hrefs
 * @param {string} locale
 * @param {string | string[]} expected
 */
export function rankOf(hrefs, locale, expected) {
  const pages = hrefs.map((href) => href.split('#')[0]);
  const ranks = [expected]
    .flat()
    .map((route) => pages.indexOf((locale === 'zh' ? '/zh' : '') + route.split('#')[0]) + 1)
    .filter((rank) => rank > 0);
  return ranks.length ? Math.min(...ranks) : 0;
}

/** Top-1, top-3 and top-7 shares (0..1) of a list of ranks. */
export function summarize(ranks) {
  const share = (n) => ranks.filter((rank) => rank > 0 && rank <= n).length / ranks.length;
  return { queries: ranks.length, top1: share(1), top3: share(3), top7: share(7) };
}

/**
 * Runs a query set (the locale's QUERY_SET unless `queries` is given: [query, expected] pairs) through the
 * search dialog of `page` (a Playwright page on the built site): opens it once, then for each query empties
 * the input (which clears the list at once), types the query and reads the hits. Returns one
 * { query, expected, rank, first, hits } per query (`hits`: how many hits the dialog listed).
 * @param {any} page
 * @param {string} origin
 * @param {string} locale
 * @param {Array<[string, string | string[]]>} [queries]
 */
export async function runQuerySet(
  page,
  origin,
  locale,
  queries = QUERY_SET[/** @type {'en' | 'zh'} */ (locale)],
) {
  const prefix = LOCALE_PREFIX[locale];
  await page.goto(new URL(prefix, origin).href);
  await page.waitForFunction(
    () => document.documentElement.getAttribute('data-has-hydrated') === 'true',
    null,
    { timeout: 15000 },
  );
  await page.keyboard.press('Control+k');
  const input = page.getByRole('dialog').getByRole('combobox');
  await input.waitFor();
  const results = [];
  for (const [query, expected] of queries) {
    await input.fill('');
    await page.waitForFunction(
      () => !document.querySelector('dialog [role="option"], dialog [class*="noResults"]'),
    );
    await input.fill(query);
    await page
      .locator('dialog [role="option"], dialog [class*="noResults"]')
      .first()
      .waitFor({ timeout: 15000 });
    const hrefs = await page
      .locator('dialog [role="option"]')
      .evaluateAll((options) =>
        options.map((option) => new URL(option.href).pathname + new URL(option.href).hash),
      );
    results.push({
      query,
      expected,
      rank: rankOf(hrefs, locale, expected),
      first: hrefs[0] ?? '',
      hits: hrefs.length,
    });
  }
  return results;
}
