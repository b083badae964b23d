/**
 * Text of hits from a search service, in time linear in the text: the service decides how long its fields
 * are, so titles are cut to a bounded length and a snippet only looks at the ranges near where it is cut.
 */
import { cutSnippet, rangesOfTerms } from './highlight';
import type { HighlightedText, TextRange } from './types';

/** `text` with the query terms highlighted, cut to about `maxLength` characters around the first match. */
export function markTerms(text: string, terms: readonly string[], maxLength: number): HighlightedText {
  const ranges = rangesOfTerms(text, terms);
  return text.length <= maxLength ? { text, ranges } : cutSnippet(text, ranges, maxLength);
}

/** Index of the first of the sorted, disjoint `ranges` that ends after `at` (ranges.length when none). */
function firstEndingAfter(ranges: readonly TextRange[], at: number): number {
  let low = 0;
  let high = ranges.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (ranges[middle].start + ranges[middle].length > at) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * cutSnippet(text, ranges, maxLength, focus), given only the ranges that can fall into that excerpt (it lies
 * within maxLength of focus on either side, plus the first match after it): cutSnippet sorts every range it
 * gets, so passing all of a long text's ranges for each snippet would make a page's hits quadratic.
 * `ranges` must be sorted and disjoint, as rangesOfTerms gives them.
 */
export function snippetNear(text: string, ranges: readonly TextRange[], maxLength: number, focus: number): HighlightedText {
  const from = firstEndingAfter(ranges, focus - maxLength);
  const to = firstEndingAfter(ranges, focus + 2 * maxLength);
  return cutSnippet(text, ranges.slice(from, to + 1), maxLength, focus);
}
