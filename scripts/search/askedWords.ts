/**
 * Asked words (plugins/search-index/askedWords.ts), derived by `npm run search:train` from the committed
 * tuning queries (sets/, never the reader set's held-out half). A word counts for a page when at least
 * MIN_WRITERS writers asked for that page with it, so one writer's habit is not taught to the index.
 */
import type { AskedWords } from '../../plugins/search-index/askedWords';
import {
  cutChinese,
  englishWords,
  HAN,
  isChineseStopWord,
  isStopWord,
  isWeakWord,
} from '../../src/lib/search/format/tokenize';

/** Writers who must have asked for a page with a word before the page learns it. */
export const MIN_WRITERS = 2;

/** A query set: query, and the route (or routes) it expects, without the locale prefix. */
export type QuerySet = ReadonlyArray<readonly [string, string | readonly string[]]>;

/** The product's own name is on every page: it tells none apart. */
const SITE_NAME = 'rsbuild';

/**
 * The words of a query that can say what page it wants, each with its index key (a Chinese word is its own
 * key): lower-case English words and the dictionary's Chinese words, without function, weak and one-letter
 * words or the product's name.
 */
export function queryWordsOf(
  query: string,
  dictionary: ReadonlySet<string>,
): Array<{ word: string; key: string }> {
  const out: Array<{ word: string; key: string }> = [];
  for (const [token] of query.toLowerCase().matchAll(/[a-z0-9][a-z0-9._-]*[a-z0-9]|\p{Script=Han}+/gu)) {
    if (HAN.test(token)) {
      for (const word of cutChinese(token, dictionary))
        if (Array.from(word).length >= 2 && !isChineseStopWord(word) && !isWeakWord(word))
          out.push({ word, key: word });
      continue;
    }
    if (token === SITE_NAME || isStopWord(token) || isWeakWord(token)) continue;
    const key = englishWords(token)
      .flatMap((each) => each.keys)
      .join(' ');
    if (key) out.push({ word: token, key });
  }
  return out;
}

/**
 * Asked words per route from the writers' query sets (all but `without`, whose queries are being scored).
 * `keep(route, word, key)` drops what the page already has or what is a misspelling of a site word (the
 * search corrects those itself). Words sorted, so the file changes only when the queries do.
 */
export function askedWords(
  sets: Readonly<Record<string, QuerySet>>,
  dictionary: ReadonlySet<string>,
  keep: (route: string, word: string, key: string) => boolean,
  without: readonly string[] = [],
): AskedWords {
  /** Who asked with a word (per route, per word key) and how they spelt it. */
  type Ask = { writers: Set<string>; spellings: Map<string, number> };
  const byRoute = new Map<string, Map<string, Ask>>();
  for (const [writer, queries] of Object.entries(sets)) {
    if (without.includes(writer)) continue;
    for (const [query, expected] of queries) {
      const routes = new Set([expected].flat().map((route) => route.split('#')[0]));
      for (const { word, key } of queryWordsOf(query, dictionary))
        for (const route of routes) {
          const keys = byRoute.get(route) ?? new Map<string, Ask>();
          byRoute.set(route, keys);
          const entry: Ask = keys.get(key) ?? { writers: new Set(), spellings: new Map() };
          keys.set(key, entry);
          entry.writers.add(writer);
          entry.spellings.set(word, (entry.spellings.get(word) ?? 0) + 1);
        }
    }
  }
  const asked: AskedWords = {};
  for (const route of [...byRoute.keys()].sort()) {
    const words: string[] = [];
    for (const [key, { writers, spellings }] of byRoute.get(route) ?? []) {
      if (writers.size < MIN_WRITERS) continue;
      // The spelling most writers typed, then the first in alphabetical order.
      const [word] = [...spellings].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0];
      if (keep(route, word, key)) words.push(word);
    }
    if (words.length > 0) asked[route] = words.sort().join(' ');
  }
  return asked;
}
