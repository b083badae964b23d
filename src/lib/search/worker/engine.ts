/**
 * The local search engine, run in the search worker: builds the inverted index (matching.ts) from the
 * compact index, finds the sections that match a query, ranks them (ranking.ts; a page's first section
 * stands for the page) and shows them as hits (snippets.ts). A section must match every term (a query of
 * three terms or more may miss one when nothing matches them all).
 */
import type { CompactIndex } from '../format/compactIndex';
import { englishWords, forEachWordKey, queryTerms, type QueryTerm } from '../format/tokenize';
import type { SearchHit } from '../types';
import type { LazyBody } from './lazyBody';
import { BODY, emptyFields, FIELD_COUNT, TermIndex, TITLE } from './matching';
import { addScore, bitCount, compareRanks, pickDiverse, rankOf, type Match } from './ranking';
import { sectionHit } from './snippets';

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

export interface QueryOptions {
  limit: number;
  snippetLength: number;
  maxTerms: number;
  /** performance.now() value after which the search gives up (throws SearchTimeout). */
  deadline?: number;
  now?: () => number;
}

/** What a query matched, ranked and cut to the hits shown: `hits` turns it into SearchHits. */
export interface MatchResult {
  terms: QueryTerm[];
  matches: Match[];
}

export class LocalSearchEngine {
  private readonly sections: Section[] = [];
  private readonly termIndex: TermIndex;
  /** Prose of sections fetched for hits (with a lazy body, the index's own text is empty). */
  private readonly texts = new Map<number, string>();
  private readonly dictionary: Set<string>;
  private readonly averageWords: number;
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
    body?: LazyBody,
  ) {
    this.termIndex = new TermIndex(body);
    this.dictionary = new Set(index.words ? index.words.split(' ') : []);
    this.titles = index.pages.map(([, title]) => ({
      lower: title.toLowerCase(),
      keys: new Set(englishWords(title).flatMap((word) => word.keys)),
    }));
    let totalWords = 0;
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
          this.termIndex.add(key, sectionIndex, fieldIndex);
        });
      });
      totalWords += words;
      this.termIndex.addFields(fields);
      this.sections.push({ page, url: url + anchor, heading, words });
    });
    this.termIndex.seal();
    this.averageWords = totalWords / Math.max(1, this.sections.length);
  }

  /** Adds the prose postings of one word key (flat [section, occurrences, ...]) from a term shard. */
  addBodyPostings(key: string, flat: readonly number[]) {
    this.termIndex.addBodyPostings(key, flat);
  }

  /** The prose of a section fetched for a hit's snippet. */
  setText(section: number, text: string) {
    this.texts.set(section, text);
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
    return matches.map((match) => {
      const section = this.sections[match.section];
      const [, , anchor, ownText] = this.index.sections[match.section];
      const [, title, breadcrumb, description] = this.index.pages[section.page];
      const text = ownText || (this.texts.get(match.section) ?? '');
      const source = {
        url: section.url,
        title,
        heading: section.heading,
        anchor,
        breadcrumb,
        description,
        text,
      };
      return sectionHit(source, terms, snippetLength);
    });
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
      term.han || term.parts.length === 0 || this.termIndex.has(term.key)
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
    const score = (section: number, tf: number[], idf: number, bit: number, quality: number) => {
      const { words } = this.sections[section];
      addScore(matchOf(section), tf, { idf, bit, quality, words, averageWords: this.averageWords });
    };
    const total = this.sections.length;

    terms.forEach((term, termIndex) => {
      checkTime();
      const bit = 1 << termIndex;
      if (term.han) {
        const found = this.termIndex.findChinese(term.key);
        const idf = Math.log(1 + total / Math.max(1, found.size));
        for (const [sectionIndex, tf] of found) score(sectionIndex, tf, idf, bit, 1);
        return;
      }
      const isLast = termIndex === terms.length - 1 && !endsWithSpace;
      for (const [key, quality] of this.termIndex.keysOf(term, isLast)) {
        const list = this.termIndex.postingsOf(key);
        const idf = Math.log(1 + total / Math.max(1, list.length));
        for (const posting of list) score(posting.section, posting.tf, idf, bit, quality);
      }
      // An identifier whose parts are all in a page title names that page: `pluginReact` → "React Plugin".
      if (term.parts.length > 1) {
        this.titles.forEach(({ keys }, page) => {
          if (term.parts.every((part) => keys.has(part))) {
            const tf = emptyFields();
            tf[TITLE] = 1;
            score(this.firstSections[page], tf, Math.log(1 + total), bit, 1);
          }
        });
      }
    });
    checkTime();

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
    const ranked = candidates.map((match) => {
      const section = this.sections[match.section];
      const place = {
        page: this.index.pages[section.page],
        heading: section.heading,
        pageTitleTerms: this.pageTitleTerms(section.page, terms),
      };
      return { match, rank: rankOf(match, place, terms) };
    });
    ranked.sort((a, b) => compareRanks(a.rank, b.rank));
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

  /** Bits of the terms that the page's title matches (for sections under a heading of a matching page). */
  private pageTitleTerms(page: number, terms: QueryTerm[]): number {
    const { lower, keys } = this.titles[page];
    let bits = 0;
    terms.forEach((term, index) => {
      if (term.han ? lower.includes(term.key) : keys.has(term.key)) bits |= 1 << index;
    });
    return bits;
  }
}
