/**
 * The shard files a query needs, named from the query alone, fetched alongside the head instead of a round trip
 * after it (over half a second on a slow mobile network). Chinese cutting needs the head's dictionary, so each
 * pair of characters is guessed as a word; the worker fetches whatever the guess missed.
 */
import { hanKeyChar, hanShardOf, shardFiles, termShardOf } from '../format/shardedIndex';
import { HAN, identifierParts, isStopWord, WORD } from '../format/tokenize';

/** At most this many Chinese shards are guessed (a browser opens 6 connections per host over HTTP/1.1). */
const MAX_HAN_GUESSES = 6;

function hanGuesses(run: string): string[] {
  const chars = Array.from(run);
  const guesses: string[] = [];
  for (let at = 0; at < chars.length; at += 2) guesses.push(hanKeyChar(chars.slice(at, at + 2).join('')));
  return guesses;
}

/** English shards depend on a key's first two characters, which stemming never changes: no stemmer here. */
export function shardsOfQuery(query: string, indexHash: string, maxTerms: number): string[] {
  const terms = new Set<number>();
  const han = new Set<number>();
  // A query of stop words only is searched for them after all.
  const stopWords = new Set<number>();
  for (const [word] of [...query.matchAll(WORD)].slice(0, maxTerms)) {
    if (HAN.test(word)) {
      for (const char of hanGuesses(word)) if (han.size < MAX_HAN_GUESSES) han.add(hanShardOf(char));
      continue;
    }
    const lower = word.toLowerCase();
    (isStopWord(lower) ? stopWords : terms).add(termShardOf(lower));
    for (const part of identifierParts(word)) if (!isStopWord(part)) terms.add(termShardOf(part));
  }
  if (terms.size === 0 && han.size === 0) for (const shard of stopWords) terms.add(shard);
  return shardFiles(indexHash, terms, han);
}
