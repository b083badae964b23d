/** The search dialog's model: what a provider answers and what the dialog renders. */

/** A run of characters to highlight: `length` characters from `start`. */
export interface TextRange {
  start: number;
  length: number;
}

/** Plain text plus the ranges to highlight. Rendered as text nodes and <mark>, never as HTML. */
export interface HighlightedText {
  text: string;
  ranges: TextRange[];
}

export interface SearchHit {
  /** Unique within its group. */
  id: string;
  /** A site path with the heading anchor, or an absolute URL of another site (`external`: a new tab). */
  url: string;
  external: boolean;
  title: HighlightedText;
  /** Headings from the page title down to the matched section; empty for a match of the page itself. */
  headings: HighlightedText[];
  /** Navbar and sidebar labels, shown when there is no heading path. */
  breadcrumb: string[];
  snippet?: HighlightedText;
  /** Local mode shows ranked hits before their page texts arrive; the same hit with its snippet follows. */
  snippetPending?: boolean;
}

export interface SearchGroup {
  /** Index name: SEARCH.indexName locally, the remote index otherwise; `label` names its tab. */
  index: string;
  label: string;
  hits: SearchHit[];
  /** A misspelt query answered as corrected (`sorce map` → `source map`): "Showing results for …". */
  correctedQuery?: string;
  /** Local mode: the index words that matched (synonyms and corrections included), for the marks. */
  matchedTerms?: string[];
}

export interface SearchProvider {
  /** What this provider searches (mode, index location), the key of its index state and cache. */
  readonly key: string;
  /** True when there is an index to build before the first query (local mode). */
  readonly buildsIndex: boolean;
  load(): Promise<void>;
  /**
   * Never rejects for a failed lookup: no groups stand for "no results". `onPartial` may get the ranked hits
   * first, their snippets pending (local mode).
   */
  search(query: string, limit: number, onPartial?: (groups: SearchGroup[]) => void): Promise<SearchGroup[]>;
  /** Starts fetching the files a search for `query` needs while the loading state runs; never fails. */
  prefetch?(query: string, limit: number): void;
  /** Starts fetching the shards of `query`'s words, on every keystroke before the debounce; never fails. */
  warm?(query: string): void;
}
