/**
 * Misspelt words: the index word nearest to a query word that matches nothing. Within edit distance 1 for
 * words of 5 to 8 letters and 2 from 9 letters (a swap of two neighbours counts as one edit), the most
 * common of the nearest words wins. A Chinese word of 3 characters or more is corrected to a word of the
 * dictionary that differs from it in one character (an input method's slip: 热跟新 → 热更新).
 */
import { compareRanks } from './ranking';

/** Shortest query word that is corrected: shorter ones are too often another word already. */
export const MIN_TYPO_LENGTH = 5;

/** Edit distance with adjacent swaps (optimal string alignment), or `max + 1` once it exceeds `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, at) => at);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2] + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length];
}

/**
 * The nearest of `words` to any of `spellings` within maxEdits (of that spelling), ties to the earlier
 * spelling, then to the word `frequency` rates higher. The spellings are the word as typed and its index key:
 * a misspelt word's stem can be far from its word's (`compres` stems to `compr`, `compress` to itself). A
 * word reached by a later spelling starts with its letter.
 */
export function nearestWord(
  spellings: readonly string[],
  words: Iterable<string>,
  frequency: (candidate: string) => number,
): string | undefined {
  let best: { word: string; rank: number[] } | undefined;
  for (const candidate of words) {
    if (candidate.length < MIN_TYPO_LENGTH - 1) continue;
    for (let at = 0; at < spellings.length; at += 1) {
      const max = spellings[at].length >= 9 ? 2 : 1;
      if (Math.abs(candidate.length - spellings[at].length) > max || !/^[a-z]+$/.test(candidate)) continue;
      // By its stem a word is only nearer to words of its own first letter: `annotation` stems to `annot`,
      // one letter from `cannot`, a word it has nothing to do with.
      if (at > 0 && candidate[0] !== spellings[at][0]) continue;
      const distance = editDistance(spellings[at], candidate, max);
      if (distance > max) continue;
      const rank = [-distance, -at, frequency(candidate)];
      if (!best || compareRanks(rank, best.rank) < 0) best = { word: candidate, rank };
    }
  }
  return best?.word;
}

/**
 * The most frequent (by `frequency`, which must be above 0) of `words` that has as many characters as
 * `word`, 3 or more, and differs from it in exactly one.
 */
export function nearestHanWord(
  word: string,
  words: Iterable<string>,
  frequency: (candidate: string) => number,
): string | undefined {
  const chars = Array.from(word);
  if (chars.length < 3) return undefined;
  let best: string | undefined;
  let bestFrequency = 0;
  for (const candidate of words) {
    const other = Array.from(candidate);
    if (other.length !== chars.length || other.filter((char, at) => char !== chars[at]).length !== 1)
      continue;
    const often = frequency(candidate);
    if (often > bestFrequency) [best, bestFrequency] = [candidate, often];
  }
  return best;
}
