/**
 * The compact search index of a locale, before plugins/search-index splits it (shardedIndex.ts): plain text,
 * no inverted index and no token positions, several times smaller than a serialized lunr index.
 */

export const COMPACT_INDEX_VERSION = 2;

/**
 * A page: breadcrumb (navbar item and sidebar categories), front matter `keywords`, and its asked words
 * (config/searchAskedWords.json, space-separated); the last two left out when none.
 */
export type CompactPage = [
  url: string,
  title: string,
  breadcrumb: string[],
  description: string,
  keywords?: string[],
  asked?: string,
];

/** A page's keyword entries as the search reads them: its reader keywords, then its asked words as one. */
export function keywordEntries([, , , , keywords = [], asked]: CompactPage): string[] {
  return asked ? [...keywords, asked] : keywords;
}

/** The words of a page's head entry: its title, description and keyword entries, space-separated. */
export function pageWords(page: CompactPage): string {
  return `${page[1]} ${page[3]} ${keywordEntries(page).join(' ')}`;
}

/**
 * A section: page, heading and anchor ('' before the first heading), prose without code blocks, and the
 * identifiers found only in its code (option names and API calls stay searchable without the code's bulk).
 */
export type CompactSection = [page: number, heading: string, anchor: string, text: string, codeTerms: string];

/** A regression tree: a leaf's value, or [feature, threshold, tree at or below it, tree above it]. */
export type RankerTree = number | [number, number, RankerTree, RankerTree];

/** The locale's learned reordering of the first hits (config/searchRanker.json, read by worker/rerank.ts). */
export interface IndexRanker {
  features: string[];
  weights: number[];
  trees: RankerTree[];
}

export interface CompactIndex {
  v: typeof COMPACT_INDEX_VERSION;
  pages: CompactPage[];
  sections: CompactSection[];
  ranker?: IndexRanker;
  /** The Chinese words jieba cut from the text, space-separated: the dictionary for cutting queries. */
  words: string;
}

/** Global data of the search plugin in the browser: the locale's index file name, relative to its base URL. */
export interface SearchIndexGlobalData {
  indexFile: string;
}
