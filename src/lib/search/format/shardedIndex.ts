/**
 * The split search index: what the build writes per locale (plugins/search-index/shards.ts) and the search
 * worker reads. A first search downloads the small head, the term shards of the query's words and the text
 * of the pages it shows, never the whole site's prose (the prose alone is more than the first search's
 * byte budget).
 *
 * - Head (`search-index-<hash>.json`, fetched on intent): pages (with their reader keywords), headings,
 *   anchors, the length of each section's prose, the Chinese dictionary and the file names of the page texts.
 * - English term shards (`search-shard-<index hash>-<n>.json`): the prose and code postings of every word key
 *   whose first two characters hash to shard n. A prefix of two characters or more lies in one shard, so the
 *   last query word still expands by prefix within the shard. (Code identifiers are a fifth of the head's
 *   bytes when kept there, and a query needs those of its own words only.)
 * - Chinese shards (`search-han-<index hash>-<n>.json`): per section, the runs of Chinese characters of its prose
 *   that contain a character hashing to the shard, repeated as often as they occur. A Chinese term lies
 *   inside one run, so counting it in the runs of one of its characters gives the same count as searching
 *   the whole prose.
 * - Texts (`search-text-<hash>.json`): the prose of a page's sections, for the snippets of the hits.
 *
 * Shards are named by the head's hash and their number, not by their own content: the browser can name the
 * shards of a query from the query alone (shardsOfQuery) and fetch them alongside the head, instead of a
 * round trip after it. The head's hash covers every source the built pages come from, so a content change
 * still renames every file.
 */
import type { CompactPage, IndexRanker } from './compactIndex';

export const SHARDED_INDEX_VERSION = 5;

/**
 * One place on a page: index of its page, heading ('' before the first heading), anchor ('' likewise),
 * and the number of English word keys of its prose (BM25 length).
 */
export type HeadSection = [page: number, heading: string, anchor: string, bodyWords: number];

export interface SearchHead {
  v: typeof SHARDED_INDEX_VERSION;
  pages: CompactPage[];
  sections: HeadSection[];
  /** Chinese words cut by the build (jieba), space-separated: the dictionary for Chinese queries. */
  words: string;
  /** File name of the text file holding each page's prose ('' for a page without prose). */
  texts: string[];
  /**
   * The code postings of the English words of the search synonyms (also in their shards): a query's
   * synonyms are looked up in code without fetching their shards, as in the headings and titles.
   */
  code?: TermPostings;
  /** The locale's learned reordering (CompactIndex's `ranker`), when it has one. */
  ranker?: IndexRanker;
}

/** Postings of word keys: key → flat [section, occurrences, section, occurrences, ...]. */
export type TermPostings = Record<string, number[]>;

/** English shard: the postings of the prose, then of the code blocks' identifiers. */
export type TermShard = [body: TermPostings, code: TermPostings];

/** Chinese shard: [section, its runs joined by newlines (a run once per occurrence)]. */
export type HanShard = Array<[section: number, runs: string]>;

/** Text file of a page: [section, prose] for each of its sections that has prose. */
export type PageTexts = Array<[section: number, text: string]>;

/** Shard counts: a first search touches few shards, each a small share of the prose. */
export const TERM_SHARDS = 48;
export const HAN_SHARDS = 192;
/**
 * Pages per text file. One: the hits of a query are spread over unrelated pages (measured on the query set,
 * files of 2 to 6 neighbouring pages saved under one request per search and cost a third more bytes).
 */
export const TEXT_PAGES = 1;
/**
 * The most common characters of the Chinese docs each get a shard of their own after the hashed ones:
 * sharing a shard with one of them would make a rare character's shard as large as the common one's. A fixed
 * list (the 64 most common of the prose when it was drawn up), so the browser knows a character's shard
 * without the head; content drift only makes a few shards somewhat larger.
 */
export const DEDICATED_HAN =
  '的件用中会以在置文可个为一如时项配是插使目建对器你类认入默不构下它数行这码于例开到面产型值代有和包过要果生模选加需发式了并通后设';
export const DEDICATED_HAN_SHARDS = Array.from(DEDICATED_HAN).length;

/** FNV-1a of a short string, for shard numbers (the same in the build and the worker). */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < text.length; at += 1) {
    hash ^= text.charCodeAt(at);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Shard of an English word key (or of any word starting with the same two characters). */
export function termShardOf(key: string): number {
  return hashOf(key.slice(0, 2)) % TERM_SHARDS;
}

/** Rank of a character in DEDICATED_HAN (most common first), -1 for a rarer one. */
export function dedicatedRank(char: string): number {
  return DEDICATED_HAN.indexOf(char);
}

/** Shard of the runs containing a Chinese character. */
export function hanShardOf(char: string): number {
  const rank = dedicatedRank(char);
  return rank !== -1 ? HAN_SHARDS + rank : hashOf(char) % HAN_SHARDS;
}

/** The hash in the head's name (`search-index-<hash>.json`), which names its shards. */
export function indexHashOf(headUrl: string): string {
  return /search-index-([0-9a-z]+)\.json(?:$|[?#])/.exec(headUrl)?.[1] ?? 'unhashed';
}

/** File name, relative to the head, of English term shard `n` or Chinese run shard `n`. */
export function shardFile(kind: 'shard' | 'han', indexHash: string, n: number): string {
  return `search-${kind}-${indexHash}-${n}.json`;
}

/** File names of the English term shards `terms` and the Chinese run shards `han`, in that order. */
export function shardFiles(indexHash: string, terms: Iterable<number>, han: Iterable<number>): string[] {
  return [
    ...[...terms].map((n) => shardFile('shard', indexHash, n)),
    ...[...han].map((n) => shardFile('han', indexHash, n)),
  ];
}

/** Runs of Chinese characters of a text (a Chinese query term never spans two). */
export function hanRuns(text: string): string[] {
  return text.match(/\p{Script=Han}+/gu) ?? [];
}

/**
 * The character whose shard a Chinese term is looked up in: the first outside DEDICATED_HAN, else the rarest
 * in it (the later). A rule the browser applies from the query alone (client/queryShards.ts), so it fetches
 * the very shard the worker reads. (Ranking the rarer characters too, by a fixed list of the next 236 most
 * common, would read 5 % smaller shards but add that list to every page's main bundle.)
 */
export function hanKeyChar(term: string): string {
  let best = '';
  let bestScore = -1;
  for (const char of term) {
    const common = dedicatedRank(char);
    const score = common !== -1 ? common : DEDICATED_HAN.length;
    if (score > bestScore) {
      best = char;
      bestScore = score;
    }
  }
  return best;
}

/** Shard a Chinese term is looked up in: that of its key character. */
export function hanTermShardOf(term: string): number {
  return hanShardOf(hanKeyChar(term));
}
