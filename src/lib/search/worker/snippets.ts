/** What a hit shows: the page title, heading and snippet, with the query's terms marked. */
import { englishWords, stem, type QueryTerm } from '../format/tokenize';
import { cutSnippet, normalizeRanges } from '../highlight';
import type { HighlightedText, TextRange } from '../types';

export const snippetOf = (text: string, terms: QueryTerm[], length: number) =>
  cutSnippet(text, termRanges(text, terms), length);

/** Where the query's terms occur in `text`: whole English words by key or prefix, Chinese terms as substrings. */
export function termRanges(text: string, terms: QueryTerm[]): TextRange[] {
  const ranges: TextRange[] = [];
  const english = terms.filter((term) => !term.han);
  for (const { start, length, keys } of english.length > 0 ? englishWords(text) : []) {
    const word = text.slice(start, start + length).toLowerCase();
    const marked = (term: QueryTerm) =>
      keys.includes(term.key) ||
      word.startsWith(term.text) ||
      (term.text.length >= 2 && stem(word).startsWith(term.key));
    if (english.some(marked)) ranges.push({ start, length });
  }
  const lower = text.toLowerCase();
  for (const { key } of terms.filter((term) => term.han))
    for (let at = lower.indexOf(key); at !== -1; at = lower.indexOf(key, at + key.length))
      ranges.push({ start: at, length: key.length });
  return normalizeRanges(ranges, text.length);
}

export function highlight(text: string, terms: QueryTerm[]): HighlightedText {
  return { text, ranges: termRanges(text, terms) };
}
