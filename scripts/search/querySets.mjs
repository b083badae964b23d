// Every query set of the search, read from sets/ (README.md there says what each is), by the names the
// bench, the trainer and `npm run search:ranks` print; and the two sets generated from a build.
import fs from 'node:fs';
import { generatedQueries, headingQueries } from './generatedSets.mjs';

/** @typedef {Array<[string, string | string[]]>} QueryList */
/** @typedef {Record<'en' | 'zh', QueryList>} BothLanguages */

const SETS_DIR = new URL('./sets/', import.meta.url);
const FILES = fs.readdirSync(SETS_DIR);

/** The queries of a set in both languages: sets/<audience>.<date>.<language>.<role>.json. */
function read(/** @type {string} */ audience, /** @type {string} */ role) {
  const load = (/** @type {string} */ locale) => {
    const name = FILES.find(
      (file) => file.startsWith(`${audience}.`) && file.endsWith(`.${locale}.${role}.json`),
    );
    if (!name) throw new Error(`no ${audience} ${role} set in ${locale} in scripts/search/sets`);
    return JSON.parse(fs.readFileSync(new URL(name, SETS_DIR), 'utf8'));
  };
  return { en: load('en'), zh: load('zh') };
}

/** The hand-tuned set. */
/** @type {BothLanguages} */
export const QUERY_SET = read('hand-tuned', 'tuning');
/** The reader set, split once at random into a tuning half and a held-out half (never tuned on). */
/** @type {BothLanguages} */
export const READER_TUNING = read('reader', 'tuning');
/** @type {BothLanguages} */
export const READER_HELD_OUT = read('reader', 'held-out');
/** One reader query of each kind the search must understand: each finds its page first. */
/** @type {Record<'en' | 'zh', string[]>} */
export const FIRST_HIT_EXAMPLES = /** @type {any} */ (read('reader', 'first-hit-examples'));
/** The second writer's set: tuning data only. */
/** @type {BothLanguages} */
export const SECOND_WRITER_SET = read('writer2', 'tuning');

/** Misspelt words and other tools' names for what the pages say: what typo correction and synonyms are for. */
/** @type {BothLanguages} */
export const TYPOS_AND_SYNONYMS = read('typos-and-synonyms', 'validation');

/** The third to eighth writers' sets, dealt into a tuning half and a validation half, by writer. */
/** @type {Record<string, { tuning: BothLanguages, heldOut: BothLanguages }>} */
export const SPLIT_WRITER_SETS = Object.fromEntries(
  /** @type {const} */ ([
    ['third', 3],
    ['fourth', 4],
    ['fifth', 5],
    ['sixth', 6],
    ['seventh', 7],
    ['eighth', 8],
  ]).map(([writer, number]) => [
    writer,
    { tuning: read(`writer${number}`, 'tuning'), heldOut: read(`writer${number}`, 'validation') },
  ]),
);

/**
 * Every writer's tuning queries in `locale`, by writer: the reader set's tuning half, the second writer's set
 * and the others' tuning halves (what the trainer learns from, and where the asked words come from).
 * @param {'en' | 'zh'} locale
 */
export function tuningSetsByWriter(locale) {
  return {
    reader: READER_TUNING[locale],
    second: SECOND_WRITER_SET[locale],
    ...Object.fromEntries(
      Object.entries(SPLIT_WRITER_SETS).map(([writer, set]) => [writer, set.tuning[locale]]),
    ),
  };
}

/** The fixed sets by the names the tables print. */
/** @type {Record<string, BothLanguages>} */
export const FIXED_SETS = {
  'hand-tuned': QUERY_SET,
  'reader tuning': READER_TUNING,
  'second writer (tuning)': SECOND_WRITER_SET,
  ...Object.fromEntries(
    Object.entries(SPLIT_WRITER_SETS).flatMap(([writer, set]) => [
      [`${writer} writer tuning`, set.tuning],
      [`${writer} writer held-out`, set.heldOut],
    ]),
  ),
  'reader held-out': READER_HELD_OUT,
  'typos and synonyms': TYPOS_AND_SYNONYMS,
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
