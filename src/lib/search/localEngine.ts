/**
 * The local search engine, run in the search worker: builds an inverted index from the compact index and
 * ranks sections (a page's first section stands for the page) by where the query matches.
 *
 * Ranking, in order: every query term in the page title (an option key in any written form: `distPath`,
 * `output.distPath`, `dist path`) → every term in a heading (with the page title) → every term in the
 * page's description → every term anywhere on the section → some terms. Within a rank, the share of the
 * title or heading the query covers, reference pages (config, plugins, API) above guides, and guides above
 * FAQ pages, release posts and the home page; then a BM25 score over the fields. A section must match every
 * term (a query of three terms or more may miss one when nothing matches them all). One page takes at most 2 of
 * the first 3 hits (unless nothing else matches) and MAX_HITS_PER_PAGE hits in all.
 */
import { withoutLocalePrefix } from '@site/config/locales';
import type { CompactIndex } from './compactIndex';
import type { LazyBody } from './lazyBody';
import { cutSnippet, normalizeRanges } from './highlight';
import { MAX_HITS_PER_PAGE } from './localResults';
import { englishWords, forEachWordKey, queryTerms, stem, type QueryTerm } from './tokenize';
import type { HighlightedText, SearchHit, TextRange } from './types';

/** Of the first FIRST_HITS hits, one page takes at most MAX_FIRST_HITS_PER_PAGE. */
const FIRST_HITS = 3;
const MAX_FIRST_HITS_PER_PAGE = 2;
/** Index keys an English term may expand to by prefix ("env" → "environment"). */
const MAX_PREFIX_EXPANSIONS = 24;

/** Fields of a section, in index order: title, heading, description, body, code. */
const TITLE = 0;
const BODY = 3;
const FIELD_COUNT = 5;
/** BM25 weight of a match in each field, in the same order: title, heading, description, body, code. */
const FIELD_WEIGHT = [8, 5, 3, 1, 1.2];

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

const KIND_BOOST: Record<PageKind, number> = { reference: 1.3, guide: 1, faq: 0.8, release: 0.7, home: 0.7 };

export class SearchTimeout extends Error {
  constructor() {
    super('The search took longer than its time budget and was abandoned.');
    this.name = 'SearchTimeout';
  }
}

interface Section {
  page: number;
  url: string;
  heading: string;
  /** English words of the body. */
  words: number;
}

/**
 * One field of every section, lower-cased and joined into one string, so that a Chinese term is found by
 * the engine's native substring search over the whole site at once; `starts` maps a position to its section.
 */
interface JoinedField {
  text: string;
  starts: number[];
}

interface Posting {
  section: number;
  /** Occurrences per field. */
  tf: number[];
}

export interface QueryOptions {
  limit: number;
  snippetLength: number;
  maxTerms: number;
  /** performance.now() value after which the search gives up (throws SearchTimeout). */
  deadline?: number;
  now?: () => number;
}

interface Match {
  section: number;
  /** Terms matched per field: bit i of fieldTerms[f] is term i. */
  fieldTerms: number[];
  score: number;
}

/** What a query matched, ranked and cut to the hits shown: `hits` turns it into SearchHits. */
export interface MatchResult {
  terms: QueryTerm[];
  matches: Match[];
}

export class LocalSearchEngine {
  private readonly sections: Section[] = [];
  private readonly postings = new Map<string, Posting[]>();
  private keys: string[];
  /** Set when body postings arrived since `keys` was sorted. */
  private keysStale = false;
  /** Prose of sections fetched for hits (with a lazy body, the index's own text is empty). */
  private readonly texts = new Map<number, string>();
  private readonly dictionary: Set<string>;
  private readonly averageWords: number;
  private readonly joined: JoinedField[] = [];
  /** Per page: its first section (title and intro text). */
  private readonly firstSections: number[] = [];
  /** Per page: its lower-cased title and the index keys of the title's words. */
  private readonly titles: Array<{ lower: string; keys: Set<string> }>;

  /**
   * `index` holds every field; or, with `body`, every field but the prose (the sections' text is empty):
   * the prose's postings and Chinese runs arrive per query (addBodyPostings, body.hanRuns) and its text per
   * hit (setText), which ranks exactly as the whole index once the query's shards are in.
   */
  constructor(
    private readonly index: CompactIndex,
    private readonly body?: LazyBody,
  ) {
    this.dictionary = new Set(index.words ? index.words.split(' ') : []);
    this.titles = index.pages.map(([, title]) => ({
      lower: title.toLowerCase(),
      keys: new Set(englishWords(title).flatMap((word) => word.keys)),
    }));
    let totalWords = 0;
    const parts: string[][] = Array.from({ length: FIELD_COUNT }, () => []);
    const lengths = new Array<number>(FIELD_COUNT).fill(0);
    for (let field = 0; field < FIELD_COUNT; field += 1) this.joined.push({ text: '', starts: [] });
    index.sections.forEach(([page, heading, anchor, text, codeTerms], sectionIndex) => {
      const [url, title, , description] = index.pages[page];
      const isFirst = anchor === '';
      if (isFirst) this.firstSections[page] = sectionIndex;
      const fields = [isFirst ? title : '', heading, isFirst ? description : '', text, codeTerms];
      let words = body ? body.words[sectionIndex] : 0;
      fields.forEach((field, fieldIndex) => {
        if (!field) return;
        forEachWordKey(field, (key) => {
          if (fieldIndex === BODY) words += 1;
          this.addPosting(key, sectionIndex, fieldIndex);
        });
      });
      totalWords += words;
      fields.forEach((field, fieldIndex) => {
        this.joined[fieldIndex].starts.push(lengths[fieldIndex]);
        parts[fieldIndex].push(field.toLowerCase());
        lengths[fieldIndex] += field.length + 1;
      });
      this.sections.push({ page, url: url + anchor, heading, words });
    });
    parts.forEach((list, field) => (this.joined[field].text = list.join('\n')));
    this.averageWords = totalWords / Math.max(1, this.sections.length);
    this.keys = [...this.postings.keys()].sort();
  }

  /** Adds the prose postings of one word key (flat [section, occurrences, ...]) from a term shard. */
  addBodyPostings(key: string, flat: readonly number[]) {
    let list = this.postings.get(key);
    if (!list) {
      this.postings.set(key, (list = []));
      this.keysStale = true;
    } else if (list.some((posting) => posting.tf[BODY] > 0)) return;
    const bySection = new Map(list.map((posting) => [posting.section, posting]));
    for (let at = 0; at + 1 < flat.length; at += 2) {
      let posting = bySection.get(flat[at]);
      if (!posting) {
        list.push((posting = { section: flat[at], tf: new Array<number>(FIELD_COUNT).fill(0) }));
        bySection.set(flat[at], posting);
      }
      posting.tf[BODY] = flat[at + 1];
    }
  }

  /** The prose of a section fetched for a hit's snippet. */
  setText(section: number, text: string) {
    this.texts.set(section, text);
  }

  private addPosting(key: string, section: number, field: number) {
    let list = this.postings.get(key);
    if (!list) this.postings.set(key, (list = []));
    let last = list[list.length - 1];
    if (!last || last.section !== section)
      list.push((last = { section, tf: new Array<number>(FIELD_COUNT).fill(0) }));
    last.tf[field] += 1;
  }

  /** Index keys starting with `prefix` (the key itself excluded), at most MAX_PREFIX_EXPANSIONS. */
  private expansions(prefix: string): string[] {
    if (this.keysStale) {
      this.keys = [...this.postings.keys()].sort();
      this.keysStale = false;
    }
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.keys[mid] < prefix) low = mid + 1;
      else high = mid;
    }
    const found: string[] = [];
    for (
      let at = low;
      at < this.keys.length && this.keys[at].startsWith(prefix) && found.length < MAX_PREFIX_EXPANSIONS;
      at += 1
    ) {
      if (this.keys[at] !== prefix) found.push(this.keys[at]);
    }
    return found;
  }

  /** Sections containing `word`, with its occurrences per field. */
  private findChinese(word: string): Map<number, number[]> {
    const found = new Map<number, number[]>();
    this.joined.forEach(({ text, starts }, field) => {
      for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + word.length)) {
        const section = sectionAt(starts, at);
        let tf = found.get(section);
        if (!tf) found.set(section, (tf = new Array<number>(FIELD_COUNT).fill(0)));
        tf[field] += 1;
      }
    });
    for (const [section, runs] of this.body?.hanRuns(word) ?? []) {
      for (let at = runs.indexOf(word); at !== -1; at = runs.indexOf(word, at + word.length)) {
        let tf = found.get(section);
        if (!tf) found.set(section, (tf = new Array<number>(FIELD_COUNT).fill(0)));
        tf[BODY] += 1;
      }
    }
    return found;
  }

  /** The index keys an English term matches, each with how well (1 exact, less for a prefix). */
  private keysOf(term: QueryTerm, isLast: boolean): Array<[string, number]> {
    const keys: Array<[string, number]> = [];
    if (this.postings.has(term.key)) keys.push([term.key, 1]);
    // Only the last word may be unfinished ("env" while typing "environment"): it also matches by prefix.
    if (isLast && term.text.length >= 2)
      for (const key of this.expansions(term.text)) if (key !== term.key) keys.push([key, 0.6]);
    return keys;
  }

  search(query: string, options: QueryOptions): SearchHit[] {
    return this.hits(this.match(query, options), options.snippetLength);
  }

  /** The query's terms, as the engine searches them (for fetching their shards first). */
  terms(query: string, maxTerms: number): QueryTerm[] {
    return queryTerms(query, this.dictionary, maxTerms);
  }

  /** Sections of the hits a match result shows. */
  sectionsOf({ matches }: MatchResult): number[] {
    return matches.map((match) => match.section);
  }

  /** Page of a section. */
  pageOf(section: number): number {
    return this.sections[section].page;
  }

  /** The hits of a match result, with snippets from the prose (the index's, or fetched with setText). */
  hits({ terms, matches }: MatchResult, snippetLength: number): SearchHit[] {
    return matches.map((match) => this.hit(match, terms, snippetLength));
  }

  /** Finds and ranks the sections for a query, cut to `limit` (no snippets yet). */
  match(
    query: string,
    { limit, maxTerms, deadline = Infinity, now = () => performance.now() }: QueryOptions,
  ): MatchResult {
    const checkTime = () => {
      if (now() > deadline) throw new SearchTimeout();
    };
    const endsWithSpace = /\s$/.test(query);
    let terms = this.terms(query, maxTerms);
    // An identifier unknown as a whole (`devServerPort`) is searched by its parts.
    terms = terms.flatMap((term) =>
      term.han || term.parts.length === 0 || this.postings.has(term.key)
        ? [term]
        : term.parts.map((part) => ({ text: part, han: false, key: part, parts: [] })),
    );
    terms = terms.slice(0, maxTerms);
    if (terms.length === 0) return { terms, matches: [] };
    const matches = new Map<number, Match>();
    const matchOf = (section: number) => {
      let match = matches.get(section);
      if (!match)
        matches.set(
          section,
          (match = { section, fieldTerms: new Array<number>(FIELD_COUNT).fill(0), score: 0 }),
        );
      return match;
    };
    const total = this.sections.length;

    terms.forEach((term, termIndex) => {
      checkTime();
      const bit = 1 << termIndex;
      if (term.han) {
        const found = this.findChinese(term.key);
        const idf = Math.log(1 + total / Math.max(1, found.size));
        for (const [sectionIndex, tf] of found) this.score(matchOf(sectionIndex), tf, idf, bit, 1);
        return;
      }
      for (const [key, quality] of this.keysOf(term, termIndex === terms.length - 1 && !endsWithSpace)) {
        const list = this.postings.get(key) ?? [];
        const idf = Math.log(1 + total / Math.max(1, list.length));
        for (const posting of list) this.score(matchOf(posting.section), posting.tf, idf, bit, quality);
      }
      // An identifier whose parts are all in a page title names that page: `pluginReact` → "React Plugin".
      if (term.parts.length > 1) {
        this.titles.forEach(({ keys }, page) => {
          if (term.parts.every((part) => keys.has(part))) {
            const tf = new Array<number>(FIELD_COUNT).fill(0);
            tf[TITLE] = 1;
            this.score(matchOf(this.firstSections[page]), tf, Math.log(1 + total), bit, 1);
          }
        });
      }
    });
    checkTime();

    const all = (1 << terms.length) - 1;
    // Every term must match (the page title counts for its sections); with three terms or more, a section
    // missing one still answers when none has them all (a typo, a word the site does not use).
    const matchedCount = (match: Match) =>
      bitCount(
        match.fieldTerms.reduce((union, bits) => union | bits, 0) |
          this.pageTitleTerms(this.sections[match.section].page, terms),
      );
    let candidates = [...matches.values()].filter((match) => matchedCount(match) === terms.length);
    if (candidates.length === 0 && terms.length >= 3)
      candidates = [...matches.values()].filter((match) => matchedCount(match) === terms.length - 1);
    const ranked = candidates.map((match) => ({ match, rank: this.rank(match, terms, all) }));
    ranked.sort((a, b) => b.rank[0] - a.rank[0] || b.rank[1] - a.rank[1] || b.rank[2] - a.rank[2]);
    checkTime();
    return {
      terms,
      matches: pickDiverse(
        ranked.map(({ match }) => match),
        (match) => this.sections[match.section].page,
        limit,
      ),
    };
  }

  private score(match: Match, tf: number[], idf: number, bit: number, quality: number) {
    const section = this.sections[match.section];
    for (let field = 0; field < FIELD_COUNT; field += 1) {
      const count = tf[field];
      if (!count) continue;
      match.fieldTerms[field] |= bit;
      // BM25 saturation; only the body's length is normalised (titles and headings are short anyway).
      const norm =
        field === BODY ? 1.2 * (0.25 + (0.75 * section.words) / Math.max(1, this.averageWords)) : 1.2;
      match.score += FIELD_WEIGHT[field] * idf * quality * ((count * 2.2) / (count + norm));
    }
  }

  /** [tier, share of the matched title or heading × page kind, score]: compared in this order. */
  private rank(match: Match, terms: QueryTerm[], all: number): [number, number, number] {
    const section = this.sections[match.section];
    const page = this.index.pages[section.page];
    const boost = KIND_BOOST[pageKind(page[0])];
    const [title, heading, description] = match.fieldTerms;
    const anywhere = match.fieldTerms.reduce((union, bits) => union | bits, 0);
    const pageTitleTerms = this.pageTitleTerms(section.page, terms);
    let tier = 0;
    let share = 0;
    if (title === all) {
      tier = 5;
      share = coverage(page[1], terms);
    } else if ((heading | pageTitleTerms) === all && heading !== 0) {
      tier = 4;
      share = coverage(heading === all ? section.heading : `${page[1]} ${section.heading}`, terms);
    } else if ((title | description) === all) {
      // The description names what the page is about: for a Chinese query, an option page's Chinese name. A
      // reference page matched there ranks above heading matches; the shorter the description, the closer.
      tier = pageKind(page[0]) === 'reference' ? 4.5 : 4;
      share = DESCRIPTION_SHARE * Math.min(1, (termLength(terms) / Math.max(1, page[3].length)) * 8);
    } else if ((anywhere | pageTitleTerms) === all) {
      tier = anywhere === all ? 2 : 1;
    }
    const matched = bitCount(anywhere | pageTitleTerms) / terms.length;
    return [tier, share * boost, match.score * boost * matched * matched];
  }

  /** Bits of the terms that the page's title matches (for sections under a heading of a matching page). */
  private pageTitleTerms(page: number, terms: QueryTerm[]): number {
    const { lower, keys } = this.titles[page];
    let bits = 0;
    terms.forEach((term, index) => {
      if (term.han ? lower.includes(term.key) : keys.has(term.key)) bits |= 1 << index;
    });
    return bits;
  }

  private hit(match: Match, terms: QueryTerm[], snippetLength: number): SearchHit {
    const section = this.sections[match.section];
    const [, , anchor, ownText] = this.index.sections[match.section];
    const text = ownText || (this.texts.get(match.section) ?? '');
    const [, title, breadcrumb, description] = this.index.pages[section.page];
    const snippetSource = text || (anchor ? '' : description);
    return {
      id: section.url,
      url: section.url,
      external: false,
      title: highlight(title, terms),
      headings: anchor ? [highlight(section.heading, terms)] : [],
      breadcrumb,
      ...(snippetSource && {
        snippet: cutSnippet(snippetSource, termRanges(snippetSource, terms), snippetLength),
      }),
    };
  }
}

/** Index of the last start at or before `position`. */
function sectionAt(starts: number[], position: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid] <= position) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** Characters of the query's terms. */
function termLength(terms: QueryTerm[]): number {
  return terms.reduce((sum, term) => sum + term.key.length, 0);
}

function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest; rest &= rest - 1) count += 1;
  return count;
}

/** Share of a title's words (English words and Chinese characters) that the query's terms cover. */
function coverage(text: string, terms: QueryTerm[]): number {
  const words = englishWords(text);
  const han = [...text.matchAll(/\p{Script=Han}/gu)].length;
  const total = words.length + han;
  if (total === 0) return 0;
  const keys = new Set(terms.filter((term) => !term.han).flatMap((term) => [term.key, ...term.parts]));
  const coveredWords = words.filter(
    (word) => keys.has(word.keys[0]) || word.keys.slice(1).every((key) => keys.has(key)),
  ).length;
  const coveredHan = terms
    .filter((term) => term.han && text.includes(term.key))
    .reduce((sum, term) => sum + term.key.length, 0);
  return Math.min(1, (coveredWords + coveredHan) / total);
}

/** Where the query's terms occur in `text`: whole English words by key or prefix, Chinese terms as substrings. */
function termRanges(text: string, terms: QueryTerm[]): TextRange[] {
  const ranges: TextRange[] = [];
  const english = terms.filter((term) => !term.han);
  if (english.length > 0) {
    for (const word of englishWords(text)) {
      const lower = text.slice(word.start, word.start + word.length).toLowerCase();
      if (
        english.some(
          (term) =>
            word.keys.includes(term.key) ||
            lower.startsWith(term.text) ||
            (term.text.length >= 2 && stem(lower).startsWith(term.key)),
        )
      ) {
        ranges.push({ start: word.start, length: word.length });
      }
    }
  }
  const lower = text.toLowerCase();
  for (const term of terms) {
    if (!term.han) continue;
    for (let at = lower.indexOf(term.key); at !== -1; at = lower.indexOf(term.key, at + term.key.length))
      ranges.push({ start: at, length: term.key.length });
  }
  return normalizeRanges(ranges, text.length);
}

function highlight(text: string, terms: QueryTerm[]): HighlightedText {
  return { text, ranges: termRanges(text, terms) };
}

/**
 * The first `limit` items in order, at most MAX_HITS_PER_PAGE per page, and at most MAX_FIRST_HITS_PER_PAGE
 * of one page among the first FIRST_HITS unless nothing else is left to fill them.
 */
export function pickDiverse<T>(ranked: readonly T[], pageOf: (item: T) => number, limit: number): T[] {
  const picked: T[] = [];
  const used = new Set<T>();
  const perPage = new Map<number, number>();
  const take = (item: T) => {
    picked.push(item);
    used.add(item);
    perPage.set(pageOf(item), (perPage.get(pageOf(item)) ?? 0) + 1);
  };
  for (const item of ranked) {
    if (picked.length >= Math.min(FIRST_HITS, limit)) break;
    if ((perPage.get(pageOf(item)) ?? 0) < MAX_FIRST_HITS_PER_PAGE) take(item);
  }
  for (const item of ranked) {
    if (picked.length >= limit) break;
    if (!used.has(item) && (perPage.get(pageOf(item)) ?? 0) < MAX_HITS_PER_PAGE) take(item);
  }
  return picked;
}
