/**
 * Splits the compact index into the head, the shards and the page texts (format/shardedIndex.ts). Shards are
 * named by the head's hash, page texts by their own: a content change renames every file, cached for a year.
 */
import crypto from 'node:crypto';
import type { CompactIndex } from '../../src/lib/search/format/compactIndex';
import {
  DEDICATED_HAN_SHARDS,
  HAN_SHARDS,
  hanRuns,
  hanShardOf,
  shardFile,
  SHARDED_INDEX_VERSION,
  TERM_SHARDS,
  termShardOf,
  type HanShard,
  type HeadSection,
  type PageTexts,
  type SearchHead,
  type TermShard,
} from '../../src/lib/search/format/shardedIndex';
import { forEachWordKey } from '../../src/lib/search/format/tokenize';

export interface SplitIndex {
  head: SearchHead;
  /** File name (relative to the head) → content. */
  files: Map<string, string>;
}

/** `headCodeKeys`: word keys whose code postings the head also carries (the synonyms' English words). */
export function splitIndex(
  index: CompactIndex,
  indexHash: string,
  headCodeKeys: ReadonlySet<string> = new Set(),
): SplitIndex {
  const files = new Map<string, string>();
  // Maps, not objects: word keys such as `constructor` must not meet Object.prototype.
  const termShards = Array.from({ length: TERM_SHARDS }, () => ({
    body: new Map<string, number[]>(),
    code: new Map<string, number[]>(),
  }));
  const hanShards: HanShard[] = Array.from({ length: HAN_SHARDS + DEDICATED_HAN_SHARDS }, () => []);
  const pageTexts: PageTexts[] = index.pages.map(() => []);
  const post = (field: 'body' | 'code', section: number, text: string): number => {
    let words = 0;
    const counts = new Map<string, number>();
    forEachWordKey(text, (key) => {
      words += 1;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    });
    for (const [key, count] of counts) {
      const shard = termShards[termShardOf(key)][field];
      let postings = shard.get(key);
      if (!postings) shard.set(key, (postings = []));
      postings.push(section, count);
    }
    return words;
  };
  const sections = index.sections.map(([page, heading, anchor, text, codeTerms], section): HeadSection => {
    const words = post('body', section, text);
    post('code', section, codeTerms);
    // The engine searches lower-cased prose; Chinese characters have no case, so the runs are the same.
    const byShard = new Map<number, string[]>();
    for (const run of hanRuns(text)) {
      for (const shard of new Set([...new Set(run)].map((char) => hanShardOf(char)))) {
        let runs = byShard.get(shard);
        if (!runs) byShard.set(shard, (runs = []));
        runs.push(run);
      }
    }
    for (const [shard, runs] of byShard) hanShards[shard].push([section, runs.join('\n')]);
    if (text) pageTexts[page].push([section, text]);
    return [page, heading, anchor, words];
  });
  const head: SearchHead = {
    v: SHARDED_INDEX_VERSION,
    pages: index.pages,
    sections,
    words: index.words,
    // One file per page with prose: grouping 2 to 6 pages saved under one request a search and cost a third
    // more bytes.
    texts: pageTexts.map((texts) => {
      if (texts.length === 0) return '';
      const content = JSON.stringify(texts);
      const name = `search-text-${crypto.createHash('md5').update(content).digest('hex').slice(0, 8)}.json`;
      files.set(name, content);
      return name;
    }),
  };
  const headCode = termShards.flatMap(({ code }) => [...code].filter(([key]) => headCodeKeys.has(key)));
  if (headCode.length > 0) head.code = Object.fromEntries(headCode.sort(([a], [b]) => (a < b ? -1 : 1)));
  // Every shard is written, empty or not: the browser asks for a query's shards without knowing which exist.
  termShards.forEach(({ body, code }, n) => {
    const postings: TermShard = [Object.fromEntries(body), Object.fromEntries(code)];
    files.set(shardFile('shard', indexHash, n), JSON.stringify(postings));
  });
  hanShards.forEach((shard, n) => files.set(shardFile('han', indexHash, n), JSON.stringify(shard)));
  return { head, files };
}
