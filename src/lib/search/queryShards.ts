/**
 * The shard files a query needs, named from the query alone: the browser fetches them alongside the head
 * instead of a round trip after it (on a slow mobile network, a request costs over half a second before its
 * first byte). A guess for Chinese: where a Chinese query is cut into words depends on the head's dictionary,
 * so every rarer character is fetched (the worker looks a word up by its rarest character). The worker
 * still names exactly what it needs and fetches whatever the guess missed.
 */
import { DEDICATED_HAN, hanShardOf, shardFile, termShardOf } from './shardedIndex';
import { queryTerms } from './tokenize';

/** At most this many Chinese shards are guessed (a browser opens 6 connections per host over HTTP/1.1). */
const MAX_HAN_GUESSES = 6;

const NO_DICTIONARY: ReadonlySet<string> = new Set();

/** Rank of a character among the dedicated (most common) ones, -1 for a rarer one. */
const commonRank = (char: string) => DEDICATED_HAN.indexOf(char);

/**
 * The characters of a Chinese run whose shards are guessed. The worker looks each word up by a rarer
 * character when it has one (which one depends on the head), else by its later one in DEDICATED_HAN
 * (hanKeyChar): so every rarer character, and the later of each pair of common ones (most words are two
 * characters long).
 */
function hanGuesses(run: string): string[] {
  const chars = Array.from(run);
  const guesses: string[] = [];
  for (let at = 0; at < chars.length; at += 2) {
    const pair = chars.slice(at, at + 2);
    const rare = pair.filter((char) => commonRank(char) === -1);
    guesses.push(
      ...(rare.length > 0 ? rare : [pair.reduce((a, b) => (commonRank(b) > commonRank(a) ? b : a))]),
    );
  }
  return guesses;
}

/** File names (relative to the head) of the English and Chinese shards a search for `query` likely reads. */
export function shardsOfQuery(query: string, indexHash: string, maxTerms: number): string[] {
  const terms = new Set<number>();
  const han = new Set<number>();
  for (const term of queryTerms(query, NO_DICTIONARY, maxTerms)) {
    if (!term.han) for (const key of [term.key, term.text, ...term.parts]) terms.add(termShardOf(key));
    else for (const char of hanGuesses(term.key)) if (han.size < MAX_HAN_GUESSES) han.add(hanShardOf(char));
  }
  return [
    ...[...terms].map((n) => shardFile('shard', indexHash, n)),
    ...[...han].map((n) => shardFile('han', indexHash, n)),
  ];
}
