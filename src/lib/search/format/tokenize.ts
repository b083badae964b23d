/**
 * Words of the local search, the same for the index (built in the worker) and the query: English words
 * lower-cased and stemmed, identifiers also split at camelCase humps and underscores (`distPath` is found as
 * `distpath`, `dist path` and `dist`), dotted keys split at the dots; Chinese queries cut with the index's
 * dictionary of jieba words, at a cost linear in the query's length.
 */

const wordSet = (words: string) => new Set(words.split(' '));

/** Words too common to say anything about a page, left out of the index and of queries. */
const STOP_WORDS = wordSet(
  'a an the and or of to in on for is are be with by as at it its this that these how do does i my me can what when why which from you your we our if not no so',
);

/** Chinese question and function words of queries ("如何配置 Rspack"). */
const CHINESE_STOP_WORDS = wordSet(
  '如何 怎么 怎样 怎么样 什么 为什么 哪些 哪个 是否 能否 可以 吗 呢 的 了 在 中 里 到 和 与 及 或 把 将 从 对 后 时 前',
);

export const isStopWord = (word: string) => STOP_WORDS.has(word);
export const isChineseStopWord = (word: string) => CHINESE_STOP_WORDS.has(word);

/**
 * A light English stemmer (plurals, -ation, -ing, -ed, -ment, -ally, a final -e), enough to match
 * "configure", "configured", "configuring" and "configuration" or "plugin" and "plugins"; applied the same
 * way to the text and the query.
 */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3 || !/^[a-z]+$/.test(w)) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  // A noun in -ation is found by its verb: compilation and compiling, configuration and configure.
  if (w.endsWith('ation') && w.length > 8) w = w.slice(0, -5);
  else if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  // A noun in -ment and an adverb in -ally are found by their stem: requirement and required, manually
  // and manual, programmatically and programmatic.
  if (w.endsWith('ment') && w.length > 9) w = w.slice(0, -4);
  else if (w.endsWith('ically') && w.length > 8) w = w.slice(0, -4);
  else if (w.endsWith('ally') && w.length > 6) w = w.slice(0, -2);
  if (/([^aeiouls])\1$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

/** Runs of Latin letters, digits, `_` and `$`, or of Chinese characters. */
export const WORD = /[A-Za-z0-9_$\u00c0-\u024f]+|\p{Script=Han}+/gu;
export const HAN = /\p{Script=Han}/u;

/** The parts of an identifier: `distPath` → dist, path; `HTMLPlugin` → html, plugin; `a_b` → a, b. */
export function identifierParts(word: string): string[] {
  return word
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_$]+/)
    .filter(Boolean)
    .map((part) => part.toLowerCase());
}

export interface TextWord {
  /** Position and length in the text. */
  start: number;
  length: number;
  /** Index keys of the word: the stemmed word, plus the stemmed parts of an identifier. */
  keys: readonly string[];
}

/** The English words of a text, with their keys and positions (Chinese runs are searched as substrings). */
export function englishWords(text: string): TextWord[] {
  return [...text.matchAll(LATIN_WORD)]
    .map((match) => ({ start: match.index ?? 0, length: match[0].length, keys: keysOf(match[0]) }))
    .filter((word) => word.keys.length > 0);
}

/**
 * Calls `visit` with each index key of the text's English words: the allocation-free twin of englishWords,
 * for building the index, which runs over the whole site's text.
 */
export function forEachWordKey(text: string, visit: (key: string) => void): void {
  LATIN_WORD.lastIndex = 0;
  for (let match = LATIN_WORD.exec(text); match; match = LATIN_WORD.exec(text))
    for (const key of keysOf(match[0])) visit(key);
}

/** Index keys per word as written: a site's text repeats a few thousand words, so most lookups hit. */
const wordKeys = new Map<string, readonly string[]>();
const MAX_CACHED_WORDS = 50000;

/** The stemmed word, and the stemmed parts of an identifier; none for a stop word. */
function keysOf(word: string): readonly string[] {
  const cached = wordKeys.get(word);
  if (cached) return cached;
  const lower = word.toLowerCase();
  const keys = STOP_WORDS.has(lower) ? [] : [stem(lower)];
  // Only identifiers have parts: a capital after the first letter, or an underscore.
  if (keys.length > 0 && HUMP.test(word))
    for (const part of identifierParts(word))
      if (!STOP_WORDS.has(part) && !keys.includes(stem(part))) keys.push(stem(part));
  if (wordKeys.size < MAX_CACHED_WORDS) wordKeys.set(word, keys);
  return keys;
}

const LATIN_WORD = /[A-Za-z0-9_$\u00c0-\u024f]+/g;
const HUMP = /.[A-Z_$]/;

/** Longest dictionary word tried when cutting Chinese text. */
const MAX_WORD_LENGTH = 8;

/**
 * Cuts a run of Chinese characters into the fewest dictionary words (characters not in any word stand
 * alone). Dynamic programming over at most MAX_WORD_LENGTH candidates per character: linear in the length,
 * unlike the plugin's query builder, which tried every combination.
 */
export function cutChinese(run: string, dictionary: ReadonlySet<string>): string[] {
  const chars = Array.from(run);
  const n = chars.length;
  const cost = new Array<number>(n + 1).fill(Infinity);
  const from = new Array<number>(n + 1).fill(0);
  cost[0] = 0;
  for (let end = 1; end <= n; end += 1)
    for (let length = 1; length <= Math.min(MAX_WORD_LENGTH, end); length += 1) {
      const start = end - length;
      // A known word costs 1, a lone unknown character 2: known words win over splitting into characters.
      const step = dictionary.has(chars.slice(start, end).join('')) ? 1 : length === 1 ? 2 : Infinity;
      if (cost[start] + step < cost[end]) {
        cost[end] = cost[start] + step;
        from[end] = start;
      }
    }
  const words: string[] = [];
  for (let end = n; end > 0; end = from[end]) words.unshift(chars.slice(from[end], end).join(''));
  return words;
}

/**
 * Lone characters find too much on their own: each joins the next word (or the previous one at the end),
 * so 热 + 更新 is searched as 热更新, which the text contains even where the build cut it differently.
 */
export function joinLoneCharacters(words: string[]): string[] {
  const joined: string[] = [];
  let pending = '';
  for (const word of words) {
    if (Array.from(word).length === 1) pending += word;
    else {
      joined.push(pending + word);
      pending = '';
    }
  }
  if (pending) joined.push((joined.pop() ?? '') + pending);
  return joined;
}

/** One word the engine looks up: an English index key, or a Chinese substring. */
export interface Atom {
  han: boolean;
  key: string;
}

/** Words that stand for a query term when found together in a section (a synonym, a corrected word). */
export type Alternative = Atom[];

/** A phrase (a synonym group's member) as the words the engine looks up. */
export function phraseAtoms(phrase: string): Alternative {
  return [...phrase.matchAll(WORD)].flatMap(([word]): Alternative =>
    HAN.test(word)
      ? [{ han: true, key: word }]
      : englishWords(word).map(({ keys }) => ({ han: false, key: keys[0] })),
  );
}

export interface QueryTerm {
  /** The word as typed (lower case), for highlighting. */
  text: string;
  /** Chinese: searched as a substring. English: looked up by its index key. */
  han: boolean;
  /** English: the index key, and the keys of its parts (used when the whole identifier is unknown). */
  key: string;
  parts: string[];
  /** Several typed words searched as one term (a synonym of the run): found as the words themselves. */
  phrase?: Alternative;
  /** Other words that match the term, a little below the term itself (synonyms, a correction). */
  alternatives?: Alternative[];
  /** The index word a misspelt term was corrected to (its only alternative). */
  corrected?: string;
  /** A word too common to be required (配置): it ranks, but a section need not have it. */
  weak?: boolean;
}

/** Query words a section need not contain: they only rank. */
const WEAK_WORDS = wordSet(
  '配置 开发环境 serve use using get make want need load setup treat handle set up some custom working work ' +
    'stopped change modify 自定义 某些 一个 支持 不生效 生效 during while into per via own different another other all ' +
    'every each multiple several even just also still only really actually please instead anymore again 自己 ' +
    '多个 不同 所有 每个 其他 一些',
);

export const isWeakWord = (word: string) => WEAK_WORDS.has(word);

/**
 * The Chinese weak words, for the query's cutting dictionary: the index's jieba words may lack one
 * (开发环境), and cut into its parts it would be required.
 */
export const WEAK_HAN_WORDS: readonly string[] = [...WEAK_WORDS].filter((word) => HAN.test(word));

/**
 * A text's words in order, question and function words included (English words stemmed, Chinese by
 * character), and whether it has a function word: for telling a query that asks what a heading asks (`what is
 * rsbuild`, `rsbuild 是什么` against "What is Rsbuild?", "什么是 Rsbuild？") or quotes it (an error message).
 */
export function spokenWords(text: string): { words: string[]; asks: boolean } {
  const words: string[] = [];
  let asks = false;
  for (const [word] of text.toLowerCase().matchAll(WORD)) {
    if (HAN.test(word)) {
      if (LONG_HAN_STOP_WORDS.some((stopWord) => word.includes(stopWord))) asks = true;
      words.push(...Array.from(word));
    } else {
      if (STOP_WORDS.has(word)) asks = true;
      words.push(stem(word));
    }
  }
  return { words, asks };
}

/** Chinese question and function words of two characters or more, longest first. */
const LONG_HAN_STOP_WORDS = [...CHINESE_STOP_WORDS]
  .filter((word) => word.length >= 2)
  .sort((a, b) => b.length - a.length);
/** Those and 的: the function words a Chinese title or keyword may hold inside a run of characters. */
const HAN_FUNCTION_WORD = new RegExp([...LONG_HAN_STOP_WORDS, '的'].join('|'), 'g');

/**
 * How many Chinese characters of a text are question and function words, which a title or keyword needs no
 * query to repeat, as English stop words: a run that is one (与 in "Rsbuild 与 Rspack 区别"), and the longer
 * ones and 的 within runs (支持哪些功能: 2).
 */
export function hanFunctionChars(text: string): number {
  let count = 0;
  for (const [run] of text.matchAll(/\p{Script=Han}+/gu)) {
    if (CHINESE_STOP_WORDS.has(run)) count += run.length;
    else for (const [word] of run.matchAll(HAN_FUNCTION_WORD)) count += word.length;
  }
  return count;
}

/** The terms of a query, at most `maxTerms` (further words are dropped). */
export function queryTerms(query: string, dictionary: ReadonlySet<string>, maxTerms: number): QueryTerm[] {
  const terms: QueryTerm[] = [];
  const seen = new Set<string>();
  const add = (term: QueryTerm) => {
    const id = `${term.han}${term.key}`;
    if (seen.has(id) || terms.length >= maxTerms) return;
    seen.add(id);
    terms.push(term);
  };
  for (const [word] of query.matchAll(WORD)) {
    if (HAN.test(word)) {
      // Question and function words go before lone characters join their neighbours: 在开发环境中如何配置
      // is 开发环境 + 中配置, not 在开发环境 + 中如何配置.
      const cut = cutChinese(word, dictionary);
      const kept = cut.filter((item) => !CHINESE_STOP_WORDS.has(item));
      for (const item of joinLoneCharacters(kept.length > 0 ? kept : cut))
        add({ text: item, han: true, key: item, parts: [], ...(WEAK_WORDS.has(item) && { weak: true }) });
      continue;
    }
    const lower = word.toLowerCase();
    const parts = identifierParts(word)
      .filter((part) => !isStopWord(part))
      .map(stem);
    if (isStopWord(lower) && parts.length <= 1) continue;
    add({
      text: lower,
      han: false,
      key: stem(lower),
      parts: parts.length > 1 ? parts : [],
      ...(WEAK_WORDS.has(lower) && { weak: true }),
    });
  }
  // Lone Chinese characters (从, 的, 把) and question words say little once there are other terms.
  const meaningful = terms.filter(
    (term) => !term.han || (Array.from(term.key).length > 1 && !CHINESE_STOP_WORDS.has(term.key)),
  );
  if (meaningful.length > 0 && meaningful.length < terms.length) return meaningful;
  // A query of stop words only: search them after all.
  if (terms.length === 0)
    for (const [word] of query.matchAll(WORD))
      if (!HAN.test(word))
        add({ text: word.toLowerCase(), han: false, key: stem(word.toLowerCase()), parts: [] });
  return terms;
}
