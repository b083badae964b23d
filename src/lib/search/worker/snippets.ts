/** What a hit shows: the page title, heading and snippet, with the query's terms marked. */
import { englishWords, stem, type QueryTerm } from '../format/tokenize';
import { cutSnippet, normalizeRanges } from '../highlight';
import type { HighlightedText, SearchHit, TextRange } from '../types';

/** A section as a hit shows it. */
export interface HitSource {
  url: string;
  title: string;
  heading: string;
  /** '' for a page's first section. */
  anchor: string;
  breadcrumb: string[];
  description: string;
  /** The section's prose ('' when not fetched). */
  text: string;
}

export function sectionHit(source: HitSource, terms: QueryTerm[], snippetLength: number): SearchHit {
  const { url, title, heading, anchor, breadcrumb, description, text } = source;
  const snippetSource = text || (anchor ? '' : description);
  return {
    id: url,
    url,
    external: false,
    title: highlight(title, terms),
    headings: anchor ? [highlight(heading, terms)] : [],
    breadcrumb,
    ...(snippetSource && {
      snippet: cutSnippet(snippetSource, termRanges(snippetSource, terms), snippetLength),
    }),
  };
}

/** Where the query's terms occur in `text`: whole English words by key or prefix, Chinese terms as substrings. */
export function termRanges(text: string, terms: QueryTerm[]): TextRange[] {
  const ranges: TextRange[] = [];
  const english = terms.filter((term) => !term.han);
  if (english.length > 0) {
    for (const word of englishWords(text)) {
      const lower = text.slice(word.start, word.start + word.length).toLowerCase();
      if (
        english.some(
          (term) =>
            word.keys.includes(term.key) ||
            lower.startsWith(term.text) ||
            (term.text.length >= 2 && stem(lower).startsWith(term.key)),
        )
      ) {
        ranges.push({ start: word.start, length: word.length });
      }
    }
  }
  const lower = text.toLowerCase();
  for (const term of terms) {
    if (!term.han) continue;
    for (let at = lower.indexOf(term.key); at !== -1; at = lower.indexOf(term.key, at + term.key.length))
      ranges.push({ start: at, length: term.key.length });
  }
  return normalizeRanges(ranges, text.length);
}

function highlight(text: string, terms: QueryTerm[]): HighlightedText {
  return { text, ranges: termRanges(text, terms) };
}
