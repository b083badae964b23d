// The quality floors of `npm test` (tests/e2e/search-*.test.mjs and `search:ranks -- --check`): per set and
// language, how many queries missed when last measured, and how many more may miss before a test fails. The
// slack lets an ordinary page edit move a query or two; a real regression moves more. `npm run search:ranks`
// (and `npm run bench`) prints today's figures beside these; lower a `measured` figure only with the reason
// in the commit, and raise the floor (lower the figure) when the search improves.

/** Queries a set may miss beyond its measured misses: top-1 (first hit) and top-7 (among the hits). */
export const SLACK = { top1: 3, top7: 2 };

/**
 * Misses when measured (build of 2026-11-28, `npm run search:ranks`): queries whose expected page is not the
 * first hit (`top1`) or not among the 7 hits (`top7`), of `queries`. A measure left out has no floor. The
 * generated sets grow with the content: their misses are scaled to the set's size before the slack is added.
 * @type {Record<string, Record<'en' | 'zh', { queries: number, top1?: number, top7?: number }>>}
 */
export const MEASURED = {
  'hand-tuned': { en: { queries: 47, top1: 0, top7: 0 }, zh: { queries: 42, top1: 2, top7: 0 } },
  'reader held-out': { en: { queries: 85, top1: 8, top7: 0 }, zh: { queries: 70, top1: 6, top7: 0 } },
  'titles and keys': { en: { queries: 343, top1: 1 }, zh: { queries: 343, top1: 0 } },
  headings: { en: { queries: 626, top7: 3 }, zh: { queries: 621, top7: 1 } },
};

/**
 * The most queries of `queries` that may miss `measure` in `set`: the measured misses, scaled to the set's
 * size, plus the slack; undefined when the measure has no floor.
 * @param {string} set
 * @param {'en' | 'zh'} locale
 * @param {'top1' | 'top7'} measure
 * @param {number} queries
 */
export function allowedMisses(set, locale, measure, queries) {
  const measured = MEASURED[set]?.[locale];
  const misses = measured?.[measure];
  if (!measured || misses === undefined) return undefined;
  return Math.ceil((misses * queries) / measured.queries) + SLACK[measure];
}

/**
 * Whether `results` ({ rank } per query, 0 when missing) hold the set's floor; `failures` says which measure
 * fell below it and by how much.
 * @param {string} set
 * @param {'en' | 'zh'} locale
 * @param {Array<{ rank: number }>} results
 */
export function checkFloor(set, locale, results) {
  const measured = MEASURED[set]?.[locale];
  if (!measured) throw new Error(`no measured figures for ${set} (${locale}) in scripts/search/floors.mjs`);
  const misses = {
    top1: results.filter(({ rank }) => rank !== 1).length,
    top7: results.filter(({ rank }) => !(rank > 0 && rank <= 7)).length,
  };
  const failures = [];
  for (const measure of /** @type {const} */ (['top1', 'top7'])) {
    const allowed = allowedMisses(set, locale, measure, results.length);
    if (allowed !== undefined && misses[measure] > allowed)
      failures.push(
        `${set} (${locale}) ${measure}: ${misses[measure]} of ${results.length} queries miss, at most ` +
          `${allowed} may (measured ${measured[measure]} of ${measured.queries}, slack ${SLACK[measure]}); ` +
          'which queries moved: npm run build && npm run search:ranks (maintainers/search.md, "A floor fails")',
      );
  }
  return { misses, failures };
}
