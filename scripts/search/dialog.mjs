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
 * Waits until the dialog shows an answer (hits or its no-results line; `shown` true) or none (false), and
 * resolves with the hits' paths with their anchors. Watched in the page for changes of the DOM, not polled
 * at every frame: a query spent two thirds of its CPU time in the polls rather than in the search.
 * @param {any} page
 * @param {boolean} shown
 * @param {number} timeout ms
 */
function answerShown(page, shown, timeout) {
  return page.evaluate(
    (/** @type {{ shown: boolean, timeout: number }} */ { shown, timeout }) =>
      new Promise((resolve, reject) => {
        const read = () =>
          (document.querySelector('dialog [role="option"], dialog [class*="noResults"]') !== null) === shown
            ? [...document.querySelectorAll('dialog [role="option"]')].map((option) => {
                const url = new URL(/** @type {HTMLAnchorElement} */ (option).href);
                return url.pathname + url.hash;
              })
            : undefined;
        const now = read();
        if (now) return resolve(now);
        const observer = new MutationObserver(() => {
          const hrefs = read();
          if (!hrefs) return;
          clearTimeout(timer);
          observer.disconnect();
          resolve(hrefs);
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`the dialog ${shown ? 'showed no answer' : 'kept its answer'} for ${timeout} ms`));
        }, timeout);
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
      }),
    { shown, timeout },
  );
}

/**
 * Sets the open dialog's input to `text` as one input event, as typing or pasting it ends: what a query set
 * measures is the ranking, and Playwright's fill checked the input's actionability each time, a quarter of a
 * query's CPU time.
 * @param {any} page
 * @param {string} text
 */
function setQuery(page, text) {
  return page.evaluate((/** @type {string} */ value) => {
    const input = /** @type {HTMLInputElement} */ (document.querySelector('dialog [role="combobox"]'));
    const descriptor = /** @type {PropertyDescriptor} */ (
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')
    );
    // The prototype's setter, not `input.value =`: React ignores a value set through the element's own one.
    /** @type {(this: HTMLInputElement, value: string) => void} */ (descriptor.set).call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}

/**
 * Empties the open dialog's input, then types `query` and resolves with the ms until its hits or its
 * no-results line show (a Playwright page with the dialog open).
 * @param {any} page
 * @param {string} query
 * @param {number} [timeout] ms to wait for the answer
 */
export async function timedAnswer(page, query, timeout = 60000) {
  const input = page.getByRole('dialog').getByRole('combobox');
  await input.fill('');
  await answerShown(page, false, 30000);
  const started = Date.now();
  await input.fill(query);
  await answerShown(page, true, timeout);
  return Date.now() - started;
}

/**
 * Runs a query set (the locale's QUERY_SET unless `queries` is given: [query, expected] pairs) through the
 * search dialog of `page` (a Playwright page on the built site): opens it once, then for each query empties
 * the input (which clears the list at once), sets the query (setQuery) and reads the hits. Returns one
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
    await setQuery(page, '');
    await answerShown(page, false, 30000);
    await setQuery(page, query);
    const hrefs = /** @type {string[]} */ (await answerShown(page, true, 15000));
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
