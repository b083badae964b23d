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
  /** Where the hit leads: a site path with the heading anchor, or an absolute URL for another site. */
  url: string;
  /** True when `url` is on another site (remote hits with a foreign domain): it opens in a new tab. */
  external: boolean;
  /** The page title. */
  title: HighlightedText;
  /** Headings from the page title down to the matched section; empty for a match of the page itself. */
  headings: HighlightedText[];
  /** Where the page sits in the site (navbar and sidebar labels), shown when there is no heading path. */
  breadcrumb: string[];
  /** About SEARCH.snippetLength characters of the matched text. */
  snippet?: HighlightedText;
  /**
   * The snippet is still on its way (local mode shows ranked hits before their page texts arrive): the
   * dialog keeps its place, and the same hit with its snippet follows.
   */
  snippetPending?: boolean;
}

export interface SearchGroup {
  /** Index name: SEARCH.indexName locally, the remote index otherwise. */
  index: string;
  /** Tab label. */
  label: string;
  hits: SearchHit[];
  /**
   * Set when the search answered for a corrected query (a misspelt word matched nothing and was replaced by
   * the nearest word of the index: `sorce map` → `source map`): the dialog says "Showing results for …".
   */
  correctedQuery?: string;
  /**
   * The index words that matched, lower-cased: the query's words, their synonyms and corrections, so the
   * dialog and the opened page can mark them. Local mode only.
   */
  matchedTerms?: string[];
}

export interface SearchProvider {
  /** Stable key of what this provider searches (mode, index location), for its index state and cache. */
  readonly key: string;
  /** True when there is an index to build before the first query (local mode). */
  readonly buildsIndex: boolean;
  /** Loads and builds the index; resolves at once when there is none. */
  load(): Promise<void>;
  /**
   * Never rejects for a failed lookup: an empty list of groups stands for "no results". A provider may call
   * `onPartial` first with the ranked hits whose snippets are still pending (local mode); the promise
   * resolves with the same hits complete.
   */
  search(query: string, limit: number, onPartial?: (groups: SearchGroup[]) => void): Promise<SearchGroup[]>;
  /**
   * Starts fetching what a search for `query` will need (the local index's shards and page texts) while the
   * loading state still runs; the answer itself still waits for it. Optional, and never fails.
   */
  prefetch?(query: string, limit: number): void;
  /**
   * Starts fetching the cheapest part of what `query` will need (the local index's shards of its words),
   * on every keystroke before the debounce. Optional, and never fails.
   */
  warm?(query: string): void;
}
