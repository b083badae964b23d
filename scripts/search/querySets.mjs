// Every query set of the search, by the name the bench, the trainer and `npm run search:ranks` print: the
// fixed sets ([query, expected route or routes] per language) and the two generated from a build.
import { QUERY_SET } from '../bench/searchQuerySet.mjs';
import { heldOut, tuning } from '../bench/searchReaderSet.mjs';
import { SECOND_WRITER_SET } from '../bench/searchSecondWriterSet.mjs';
import { SPLIT_WRITER_SETS } from '../bench/searchWriterSets.mjs';
import { generatedQueries, headingQueries } from '../bench/searchGeneratedSet.mjs';

/** @typedef {Array<[string, string | string[]]>} QueryList */

/** @type {Record<string, Record<'en' | 'zh', QueryList>>} */
export const FIXED_SETS = {
  'hand-tuned': QUERY_SET,
  'reader tuning': tuning,
  'second writer (tuning)': SECOND_WRITER_SET,
  ...Object.fromEntries(
    Object.entries(SPLIT_WRITER_SETS).flatMap(([writer, set]) => [
      [`${writer} writer tuning`, set.tuning],
      [`${writer} writer held-out`, set.heldOut],
    ]),
  ),
  'reader held-out': heldOut,
};

/**
 * The sets made from a build's search index head: every page title and option key (expected first) and every
 * heading of one page only (expected among the 7 hits).
 * @param {string} buildDir
 * @param {'en' | 'zh'} locale
 * @returns {Record<string, QueryList>}
 */
export function generatedSets(buildDir, locale) {
  return {
    'titles and keys': generatedQueries(buildDir, locale),
    headings: headingQueries(buildDir, locale).queries,
  };
}
