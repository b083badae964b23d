/**
 * Text of hits from a search service, in time that does not grow with the number of matches: a title is cut
 * to a bounded length and a snippet only looks for matches in the stretch of text it can show.
 */
import { cutSnippet, lowerTerms, normalizeRanges } from '../highlight';
import type { HighlightedText, TextRange } from '../types';

/** Longest title or heading shown, in characters: a service could send a page-long title. */
export const HIT_TEXT_MAX_LENGTH = 200;

/** The occurrences of `terms` in `lower` (both lower-cased) starting in [from, to), sorted, overlaps kept. */
export function rangesBetween(
  lower: string,
  terms: readonly string[],
  from: number,
  to: number,
): TextRange[] {
  const ranges: TextRange[] = [];
  for (const term of terms) {
    for (
      let at = lower.indexOf(term, Math.max(0, from));
      at !== -1 && at < to;
      at = lower.indexOf(term, at + term.length)
    )
      ranges.push({ start: at, length: term.length });
  }
  return ranges.sort((a, b) => a.start - b.start);
}

/** cutSnippet's excerpt from `focus`, looking only for the matches that can fall into it. */
export function snippetAt(
  text: string,
  terms: readonly string[],
  maxLength: number,
  focus: number,
  lower = text.toLowerCase(),
): HighlightedText {
  const wanted = lowerTerms(terms);
  const longest = Math.max(0, ...wanted.map((term) => term.length));
  const from = Math.min(focus, text.length) - maxLength - longest;
  return cutSnippet(text, rangesBetween(lower, wanted, from, focus + 2 * maxLength), maxLength, focus);
}

/** `text` with the query terms highlighted, cut to about `maxLength` characters around its first match. */
export function markTerms(text: string, terms: readonly string[], maxLength: number): HighlightedText {
  const wanted = lowerTerms(terms);
  const lower = text.toLowerCase();
  if (text.length <= maxLength)
    return { text, ranges: normalizeRanges(rangesBetween(lower, wanted, 0, text.length), text.length) };
  const first = Math.min(...wanted.map((term) => lower.indexOf(term)).filter((at) => at !== -1));
  if (first === Infinity) return cutSnippet(text, [], maxLength);
  return cutSnippet(text, rangesBetween(lower, wanted, first, first + 2 * maxLength), maxLength);
}
