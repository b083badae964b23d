/**
 * The split search index (written by plugins/search-index/shards.ts, read by the worker; the design:
 * maintainers/search.md, "The split index"): a first search downloads the head (`search-index-<hash>.json`),
 * the shards of the query's words and the texts of the pages it shows, never the whole prose (alone more
 * than the first search's byte budget). Shards are named by the head's hash, not their content, so the
 * browser names a query's shards from the query alone and fetches them alongside the head instead of a
 * round trip later.
 */
import type { CompactPage, IndexRanker } from './compactIndex';

export const SHARDED_INDEX_VERSION = 5;

/** A section: page, heading and anchor ('' before the first heading), English word keys of its prose (BM25). */
export type HeadSection = [page: number, heading: string, anchor: string, bodyWords: number];

export interface SearchHead {
  v: typeof SHARDED_INDEX_VERSION;
  pages: CompactPage[];
  sections: HeadSection[];
  /** Chinese words cut by the build (jieba), space-separated: the dictionary for Chinese queries. */
  words: string;
  /** The text file of each page's prose ('' for a page without prose). */
  texts: string[];
  /** Code postings of the synonyms' English words: a query's synonyms need no shard of their own. */
  code?: TermPostings;
  ranker?: IndexRanker;
}

/** Postings of word keys: key → flat [section, occurrences, section, occurrences, ...]. */
export type TermPostings = Record<string, number[]>;

/**
 * English shard: the postings of the prose, then of the code blocks' identifiers, of the word keys whose
 * first two characters hash to its number, so the last query word still expands by prefix within one shard.
 */
export type TermShard = [body: TermPostings, code: TermPostings];

/**
 * Chinese shard: [section, its runs joined by newlines] for the runs that hold a character of the shard, a
 * run once per occurrence: a term lies inside one run, so the counts are exact.
 */
export type HanShard = Array<[section: number, runs: string]>;

/** Text file of a page: [section, prose] for each of its sections that has prose. */
export type PageTexts = Array<[section: number, text: string]>;

export const TERM_SHARDS = 48;
export const HAN_SHARDS = 192;
/**
 * The 64 most common characters of the Chinese docs (when drawn up) each have a shard of their own, so that no
 * rare character's shard is as large as a common one's. Fixed, so the browser knows a shard without the head.
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

/** Shard of the runs containing a Chinese character. */
export function hanShardOf(char: string): number {
  const rank = DEDICATED_HAN.indexOf(char);
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
 * in it. The browser applies it to the query alone (client/workerClient.ts) and fetches the shard the worker reads.
 */
export function hanKeyChar(term: string): string {
  const rarity = (char: string) => (DEDICATED_HAN.includes(char) ? DEDICATED_HAN.indexOf(char) : Infinity);
  return Array.from(term).reduce((best, char) => (!best || rarity(char) > rarity(best) ? char : best), '');
}

/** Shard a Chinese term is looked up in: that of its key character. */
export function hanTermShardOf(term: string): number {
  return hanShardOf(hanKeyChar(term));
}
