// The blind writers' sets that were dealt into a tuning half and a validation half, by writer: one list for
// the ranker's trainer (learns from `tuning`), the bench's table beside Pagefind and the e2e check that every
// expected page is in the build. The reader set (searchReaderSet.mjs) and the second writer's set, which has
// no halves, are named where they are used, or joined to the others' tuning halves by tuningSetsByWriter.
import { tuning as READER_TUNING } from './searchReaderSet.mjs';
import { SECOND_WRITER_SET } from './searchSecondWriterSet.mjs';
import { THIRD_WRITER_SET } from './searchThirdWriterSet.mjs';
import { FOURTH_WRITER_SET } from './searchFourthWriterSet.mjs';
import { FIFTH_WRITER_SET } from './searchFifthWriterSet.mjs';
import { SIXTH_WRITER_SET } from './searchSixthWriterSet.mjs';
import { SEVENTH_WRITER_SET } from './searchSeventhWriterSet.mjs';
import { EIGHTH_WRITER_SET } from './searchEighthWriterSet.mjs';

export const SPLIT_WRITER_SETS = {
  third: THIRD_WRITER_SET,
  fourth: FOURTH_WRITER_SET,
  fifth: FIFTH_WRITER_SET,
  sixth: SIXTH_WRITER_SET,
  seventh: SEVENTH_WRITER_SET,
  eighth: EIGHTH_WRITER_SET,
};

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
