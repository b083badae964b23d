/**
 * How the engine orders matching sections. In order: every query term in the page title (an option key in
 * any written form: `distPath`, `output.distPath`, `dist path`), or a heading that asks what the query asks,
 * question words and all → every term in a heading (with the page title; one the query names whole or quotes
 * first), or in the page's reader keywords just below a heading of the same coverage → every term in the
 * page's description → every term anywhere on the section → some terms. Within a rank, the share of the
 * title or heading the query covers, reference pages (config, plugins, API) above guides (below them when
 * the query is phrased with function words), and guides above FAQ pages, release posts and the home page;
 * then a BM25 score over the fields.
 * One page takes at most 2 of the first 3 hits (unless nothing else matches) and MAX_HITS_PER_PAGE in all.
 */
import { withoutLocalePrefix } from '@site/config/locales';
import { keywordEntries, type CompactPage } from '../format/compactIndex';
import { englishWords, hanFunctionChars, type QueryTerm } from '../format/tokenize';
import { MAX_HITS_PER_PAGE } from '../hitsPerPage';
import { BODY, KEYWORDS } from './matching';

/** Of the first FIRST_HITS hits, one page takes at most MAX_FIRST_HITS_PER_PAGE. */
const FIRST_HITS = 3;
const MAX_FIRST_HITS_PER_PAGE = 2;

/** BM25 weight of a match in each field, in index order: title, heading, description, body, code, keywords. */
const FIELD_WEIGHT = [8, 5, 3, 1, 1.2, 3];
/** BM25's term-frequency saturation (k1) and length normalisation (b) of the body. */
const BM25_K1 = 1.2;
const BM25_B = 0.75;

export type PageKind = 'reference' | 'guide' | 'faq' | 'release' | 'home';

/** Where a page sits, from its route: reference pages rank above guides, guides above FAQs and releases. */
export function pageKind(url: string): PageKind {
  const route = withoutLocalePrefix(url);
  if (/^\/(config|plugins|api)\//.test(route)) return 'reference';
  if (route.startsWith('/guide/faq/')) return 'faq';
  if (route.startsWith('/community/releases/')) return 'release';
  if (route === '/') return 'home';
  return 'guide';
}

/** How a page whose description has every term compares with a heading match (its share of the heading). */
const DESCRIPTION_SHARE = 0.5;
/** What the share of its title the query covers adds to such a page's share. */
const TITLE_SHARE_IN_DESCRIPTION = 0.25;

/** Every term in the page title, or a heading that asks what the query asks: the top tier. */
export const TITLE_TIER = 5;
/** A heading of 2+ words the query names whole or quotes (an error message): just below a title match. */
const WHOLE_HEADING_TIER = 4.75;
/** A reader keyword the query names whole: below such a heading, above a description match. */
const WHOLE_KEYWORD_TIER = 4.7;
/**
 * A reader keyword the query names whole on a page whose title or description has the words too: two fields
 * say the page is about it, above a heading of another page that names it (图片压缩 on the Image Compress
 * plugin's page, whose title is English, against the guide's heading).
 */
const NAMED_TWICE_TIER = 4.76;
/** How a keyword match compares with a heading match of the same coverage (just below it). */
const KEYWORD_SHARE = 0.9;
/** Every term in a heading (with the page title), in the keywords, or in a description. */
export const HEADING_TIER = 4;
/** Every term somewhere in the section. */
export const EVERY_WORD_TIER = 2;
/** Every term in the section or its page's title, some only in the title. */
const WITH_PAGE_TITLE_TIER = 1;

const KIND_BOOST: Record<PageKind, number> = { reference: 1.3, guide: 1, faq: 0.8, release: 0.7, home: 0.7 };
/**
 * A query phrased with function words (`image url in css background`, `how to ...`) describes a task, which
 * a guide explains: there a reference page ranks a little below a guide instead of above it.
 */
const PHRASED_REFERENCE_BOOST = 0.9;

export interface Match {
  section: number;
  /** Terms matched per field: bit i of fieldTerms[f] is term i. */
  fieldTerms: number[];
  /** The same for the words as typed (not their synonyms or corrections). */
  ownTerms: number[];
  score: number;
}

/**
 * Adds one term's occurrences per field (`tf`) to a match's BM25 score. `words` is the section's body
 * length; only the body's length is normalised (titles and headings are short anyway).
 */
export function addScore(
  match: Match,
  tf: readonly number[],
  { idf, bit, quality, own }: { idf: number; bit: number; quality: number; own: boolean },
  words: number,
  averageWords: number,
) {
  for (let field = 0; field < tf.length; field += 1) {
    const count = tf[field];
    if (!count) continue;
    match.fieldTerms[field] |= bit;
    if (own) match.ownTerms[field] |= bit;
    const norm =
      field === BODY ? BM25_K1 * (1 - BM25_B + (BM25_B * words) / Math.max(1, averageWords)) : BM25_K1;
    match.score += FIELD_WEIGHT[field] * idf * quality * ((count * (BM25_K1 + 1)) / (count + norm));
  }
}

/** The query as the rules read it, once per query. */
export interface RuleQuery {
  terms: number;
  /** Characters of the terms' keys. */
  characters: number;
  /** English keys that cover a title's word: the terms', their parts', alternatives' and completions. */
  keys: ReadonlySet<string>;
  /** Chinese terms and alternatives, each covering its characters where a title contains it. */
  han: readonly string[];
  /** The query has function words: a task, which guides explain (PHRASED_REFERENCE_BOOST). */
  phrased: boolean;
}

/** `completions`: the index keys the unfinished last word was completed to (`polyfil` → polyfill). */
export function ruleQuery(terms: QueryTerm[], completions: Iterable<string>, phrased: boolean): RuleQuery {
  const atoms = terms.flatMap((term) => [term, ...(term.alternatives ?? []).flat()]);
  const keys = new Set(terms.filter((term) => !term.han).flatMap((term) => [term.key, ...term.parts]));
  for (const atom of atoms) if (!atom.han) keys.add(atom.key);
  for (const key of completions) keys.add(key);
  return {
    terms: terms.length,
    characters: terms.reduce((sum, term) => sum + term.key.length, 0),
    keys,
    han: atoms.filter((atom) => atom.han).map((atom) => atom.key),
    phrased,
  };
}

/** Where a section sits: its page, heading, and what its page title and heading say of the query. */
export interface Place {
  page: CompactPage;
  heading: string;
  /** Bits of the terms the section's page title matches. */
  pageTitleTerms: number;
  /** The query asks, function words and all, what the section's heading asks: it ranks as a title. */
  asks: boolean;
  /** The heading quotes the query, function words and all (an error message): as a heading it names. */
  quotes: boolean;
}

/** [tier, share of the matched title or heading × page kind, score] for the terms `all`: compared in order. */
export function rankOf(match: Match, place: Place, query: RuleQuery, all: number): [number, number, number] {
  const { page, pageTitleTerms } = place;
  const has = (bits: number) => (bits & all) === all;
  const kind = pageKind(page[0]);
  const boost = kind === 'reference' && query.phrased ? PHRASED_REFERENCE_BOOST : KIND_BOOST[kind];
  const [title, heading, description] = match.fieldTerms;
  const anywhere = union(match.fieldTerms);
  let tier = 0;
  let share = 0;
  if (place.asks && has(heading | pageTitleTerms)) {
    tier = TITLE_TIER;
    share = 1;
  } else if (has(title)) {
    tier = TITLE_TIER;
    share = coverage(page[1], query);
  } else if (has(heading | pageTitleTerms) && heading !== 0) {
    share = coverage(has(heading) ? place.heading : `${page[1]} ${place.heading}`, query);
    // A heading of several words that the query names whole is what the reader looks for: above a page
    // whose description merely mentions the words. (One word names a topic: its reference page stays first.)
    tier = share === 1 && has(heading) && bitCount(all) >= 2 ? WHOLE_HEADING_TIER : HEADING_TIER;
  } else if (has(title | description)) {
    // The description names what the page is about: the shorter it is, the closer.
    const closeness = (query.characters / Math.max(1, page[3].length)) * 8;
    tier = HEADING_TIER;
    share =
      DESCRIPTION_SHARE * Math.min(1, closeness) + TITLE_SHARE_IN_DESCRIPTION * coverage(page[1], query);
  } else if (has(anywhere | pageTitleTerms)) {
    tier = has(anywhere) ? EVERY_WORD_TIER : WITH_PAGE_TITLE_TIER;
  }
  if (place.quotes && tier < WHOLE_HEADING_TIER) {
    tier = WHOLE_HEADING_TIER;
    share = 1;
  }
  const keywords = match.fieldTerms[KEYWORDS];
  if (tier < WHOLE_KEYWORD_TIER && keywords !== 0 && has(keywords | pageTitleTerms)) {
    // The words a reader types for what the page answers (`serve react from a cdn` on output.externals):
    // ranked as a heading of the page would be, a little below one.
    const covered = Math.max(
      ...keywordEntries(page).map((entry) => coverage(has(keywords) ? entry : `${page[1]} ${entry}`, query)),
    );
    const whole = covered === 1 && has(keywords) && bitCount(all) >= 2;
    const keywordTier = !whole
      ? HEADING_TIER
      : has(title | description)
        ? NAMED_TWICE_TIER
        : WHOLE_KEYWORD_TIER;
    if (keywordTier > tier || (keywordTier === tier && covered * KEYWORD_SHARE > share)) {
      tier = keywordTier;
      share = covered * KEYWORD_SHARE;
    }
  }
  const matched = bitCount(anywhere | pageTitleTerms) / query.terms;
  return [tier, share * boost, match.score * boost * matched * matched];
}

/** Orders ranks (tuples compared element by element, higher first). */
export function compareRanks(a: readonly number[], b: readonly number[]): number {
  for (let at = 0; at < a.length; at += 1) if (a[at] !== b[at]) return b[at] - a[at];
  return 0;
}

export function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest; rest &= rest - 1) count += 1;
  return count;
}

/** The terms matched in any of the fields. */
export const union = (fieldTerms: readonly number[]) => fieldTerms.reduce((all, bits) => all | bits, 0);

/** The sum of the rarities of the terms `bits`. */
export const rarityOf = (rarity: readonly number[], bits: number) =>
  rarity.reduce((sum, idf, term) => (bits & (1 << term) ? sum + idf : sum), 0);

/** What coverage reads of a title: its words' keys, and how many of its Chinese characters count. */
interface TitleWords {
  words: ReadonlyArray<readonly string[]>;
  han: number;
  text: string;
}

/**
 * Titles, headings and keyword entries already read: a query ranks hundreds of sections and their titles
 * repeat from query to query, and reading one (its words, stems and Chinese characters) cost more than
 * the rest of coverage. Bounded like tokenize.ts's word cache.
 */
const titleWords = new Map<string, TitleWords>();
const MAX_CACHED_TITLES = 20000;

function titleWordsOf(title: string): TitleWords {
  const cached = titleWords.get(title);
  if (cached) return cached;
  // An option's title is its key: the namespace (`output.`) says where it sits, not what it is.
  const text = /^[a-z]\w*(\.\w+)+$/i.test(title) ? title.slice(title.lastIndexOf('.') + 1) : title;
  const read = {
    words: englishWords(text).map((word) => word.keys),
    han: [...text.matchAll(/\p{Script=Han}/gu)].length - hanFunctionChars(text),
    text,
  };
  if (titleWords.size < MAX_CACHED_TITLES) titleWords.set(title, read);
  return read;
}

/** Share of a title's words (English words and Chinese characters) that the query's terms cover. */
function coverage(title: string, query: RuleQuery): number {
  const { words, han, text } = titleWordsOf(title);
  const total = words.length + han;
  if (total === 0) return 0;
  const { keys } = query;
  let coveredWords = 0;
  for (const wordKeys of words)
    if (keys.has(wordKeys[0]) || (wordKeys.length > 1 && wordKeys.slice(1).every((key) => keys.has(key))))
      coveredWords += 1;
  const coveredHan = query.han.reduce((sum, key) => (text.includes(key) ? sum + key.length : sum), 0);
  return Math.min(1, (coveredWords + coveredHan) / total);
}

/**
 * The first `limit` items in order, at most MAX_HITS_PER_PAGE per page, and at most MAX_FIRST_HITS_PER_PAGE
 * of one page among the first FIRST_HITS unless nothing else is left to fill them.
 */
export function pickDiverse<T>(ranked: readonly T[], pageOf: (item: T) => number, limit: number): T[] {
  const picked = new Set<T>();
  const perPage = new Map<number, number>();
  const fill = (upTo: number, cap: number) => {
    for (const item of ranked) {
      if (picked.size >= upTo) return;
      const taken = perPage.get(pageOf(item)) ?? 0;
      if (picked.has(item) || taken >= cap) continue;
      picked.add(item);
      perPage.set(pageOf(item), taken + 1);
    }
  };
  fill(Math.min(FIRST_HITS, limit), MAX_FIRST_HITS_PER_PAGE);
  fill(limit, MAX_HITS_PER_PAGE);
  return [...picked];
}
