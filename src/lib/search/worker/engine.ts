/**
 * The local search engine, run in the search worker: builds the inverted index (matching.ts) from the
 * compact index, finds the sections that match a query, ranks them (ranking.ts; a page's first section
 * stands for the page), orders the first of them again with a learned model (rerank.ts) and shows them as
 * hits (snippets.ts). A section must match every term (a query of three terms or more may miss one when
 * nothing matches them all).
 */
import { keywordEntries, pageWords, type CompactIndex } from '../format/compactIndex';
import { hanTermShardOf, termShardOf } from '../format/shardedIndex';
import {
  cutChinese,
  englishWords,
  forEachWordKey,
  isWeakWord,
  spokenWords,
  stem,
  WEAK_HAN_WORDS,
  queryTerms,
  type Alternative,
  type Atom,
  type QueryTerm,
} from '../format/tokenize';
import type { SearchHit } from '../types';
import type { LazyBody, ShardScope } from './lazyBody';
import { BODY, CODE, emptyFields, KEYWORDS, PREFIX_QUALITY, shownTerms, TermIndex, TITLE } from './matching';
import {
  addScore,
  bitCount,
  compareRanks,
  EVERY_WORD_TIER,
  HEADING_TIER,
  pickDiverse,
  rankOf,
  rarityOf,
  ruleQuery,
  union,
  type Match,
} from './ranking';
import { isScripted, namedFirst, RERANK_DEPTH, rerank, rerankFeatures, rerankModel } from './rerank';
import { highlight, snippetOf } from './snippets';
import { SYNONYM_HAN_WORDS, withSynonyms } from './synonyms';
import { MIN_TYPO_LENGTH, nearestHanWord, nearestWord } from './typos';

/** How a synonym's match weighs against the word's own, and a corrected word's. */
const SYNONYM_QUALITY = 0.9;
const CORRECTED_QUALITY = 0.7;
/** Scales an alternative's quality below every quality of the word itself (a prefix match is 0.6). */
const ALTERNATIVE = 0.5;
/**
 * A section missing one of three or more words, with the rest (at least this share of the query's rarity)
 * in its title, a heading or the description, ranks with the full matches that have the words in their prose
 * only (tier 2), by its score; with the rest in its prose, just below those (and below full matches by
 * synonyms), where it would otherwise give way to every full match, however weak.
 */
const PROMOTED_SHARE = 0.6;
const PROMOTED_TIER = 2;
const PROSE_PROMOTED_TIER = 1.25;
/**
 * The first element of a rank: sections with every required word are in this group; a partial match's
 * group is the share of the query's rarity it has (below 1), so every full match ranks above it.
 */
const FULL_MATCH_GROUP = 2;
/** What matching by synonyms or corrections, or without the weak words, costs a rank's tier (each). */
const HALF_TIER = 0.5;

/** How a query is read (step 1 of `match`), and how its words are looked up within its shards. */
interface QueryReading {
  query: string;
  endsWithSpace: boolean;
  /** The reader calls Rsbuild from their own code (rerank.ts). */
  scripted: boolean;
  phrased: boolean;
  /** The query's words as a bag, when it asks in 2+ words: a heading with the same bag answers it. */
  asked: string;
  /** The query's words in order, when it asks in 3+ words: a heading containing them quotes it. */
  quoted: string;
  postingsOf: (key: string) => readonly { section: number; tf: number[] }[];
  known: (key: string) => boolean;
  findChinese: (word: string) => Map<number, number[]>;
}

/** What the terms found (step 3 of `match`). */
interface Collected {
  matches: Map<number, Match>;
  /** Per term, the rarity (IDF) of its rarest word found: what a partial match's terms weigh. */
  rarity: number[];
  matched: Set<string>;
  /**
   * Keys an unfinished last word that is no index word itself (`polyfil`) was completed to: they cover a
   * title's word as the word would.
   */
  completions: Set<string>;
}

/** A section with its rank by the rules: [group, tier, share × page kind, score]. */
interface Ranked {
  match: Match;
  rank: number[];
}

/** Words regardless of their order. */
const bagOf = (words: readonly string[]) => [...words].sort().join(' ');

export class SearchTimeout extends Error {
  constructor() {
    super('The search took longer than its time budget and was abandoned.');
    this.name = 'SearchTimeout';
  }
}

export interface QueryOptions {
  limit: number;
  snippetLength: number;
  maxTerms: number;
  /** performance.now() value after which the search gives up (throws SearchTimeout). */
  deadline?: number;
  now?: () => number;
  /** Return the first ranked sections before the learned reordering, with their features (for training). */
  explain?: boolean;
  /** With a split index: the shards the query fetched; prose in other shards is not looked at. */
  shards?: ShardScope;
}

/** What a query matched, ranked and cut to the hits shown: `hits` turns it into SearchHits. */
export interface MatchResult {
  terms: QueryTerm[];
  matches: Match[];
  /** The query with its misspelt words corrected, when some were. */
  correctedQuery?: string;
  /** The words found (typed, their synonyms and corrections), lower-cased, for marking them. */
  matchedTerms?: string[];
  /** How many sections have every required word. */
  strict?: number;
  /**
   * With `explain`: the first hit as the rules ranked it, how many first hits the query names (kept in
   * place), and the URLs and features of the sections after them that the learned model reorders.
   */
  candidates?: { top?: string; named: number; urls: string[]; features: number[][] };
}

export class LocalSearchEngine {
  /** Per section: its page, URL, heading and the number of English words of its body. */
  private readonly sections: Array<{ page: number; url: string; heading: string; words: number }> = [];
  private readonly termIndex: TermIndex;
  /** Prose of sections fetched for hits (with a lazy body, the index's own text is empty). */
  private readonly texts = new Map<number, string>();
  private readonly dictionary: Set<string>;
  private readonly averageWords: number;
  /** Per English index key, the forms the head's text writes it in (built on first use). */
  private surfaces: Map<string, string[]> | undefined;
  /** Per section: its heading's words, function words included, once a query needed them. */
  private readonly spokenHeadings = new Map<number, { bag: string; run: string }>();
  private readonly firstSections: number[] = [];
  /** Per page: its lower-cased title and the index keys of the title's words. */
  private readonly titles: Array<{ lower: string; keys: Set<string> }>;
  /** The learned reordering's model for the index's locale (rerank.ts), if it has one. */
  private readonly reranker;

  /**
   * `index` holds every field; or, with `body`, every field but the prose (the sections' text is empty):
   * the postings of the prose and code and the prose's Chinese runs arrive per query (addShardPostings,
   * body.hanRuns) and its text per hit (setText), which ranks exactly as the whole index once the query's
   * shards are in.
   */
  constructor(
    private readonly index: CompactIndex,
    body?: LazyBody,
    /** `learned: false` keeps the rules' order (what the ranking rules' own tests pin down). */
    { learned = true }: { learned?: boolean } = {},
  ) {
    this.termIndex = new TermIndex(body);
    this.dictionary = new Set([...index.words.split(' '), ...SYNONYM_HAN_WORDS, ...WEAK_HAN_WORDS]);
    this.titles = index.pages.map(([, title]) => ({
      lower: title.toLowerCase(),
      keys: new Set(englishWords(title).flatMap((word) => word.keys)),
    }));
    let totalWords = 0;
    index.sections.forEach(([page, heading, anchor, text, codeTerms], section) => {
      const [url, title, , description] = index.pages[page];
      if (anchor === '') this.firstSections[page] = section;
      // A page's keywords are searched like its title, on its first section; one entry per line, so that
      // a Chinese term is never found across two of them.
      const fields =
        anchor === ''
          ? [title, heading, description, text, codeTerms, keywordEntries(index.pages[page]).join('\n')]
          : ['', heading, '', text, codeTerms, ''];
      let bodyWords = body ? body.words[section] : 0;
      fields.forEach((field, fieldIndex) =>
        forEachWordKey(field, (key) => {
          if (fieldIndex === BODY) bodyWords += 1;
          this.termIndex.add(key, section, fieldIndex);
        }),
      );
      totalWords += bodyWords;
      this.termIndex.addFields(fields);
      this.sections.push({ page, url: url + anchor, heading, words: bodyWords });
    });
    for (const [key, flat] of Object.entries(body?.code ?? {}))
      this.termIndex.addShardPostings(key, CODE, flat);
    this.termIndex.seal();
    this.averageWords = totalWords / Math.max(1, this.sections.length);
    this.reranker = learned ? rerankModel(index.ranker) : undefined;
  }

  /** Adds the prose or code postings of one word key (flat [section, occurrences, ...]) from a term shard. */
  addShardPostings(key: string, field: 'body' | 'code', flat: readonly number[]) {
    this.termIndex.addShardPostings(key, field === 'body' ? BODY : CODE, flat);
  }

  setText(section: number, text: string) {
    this.texts.set(section, text);
  }

  search(query: string, options: QueryOptions): SearchHit[] {
    return this.hits(this.match(query, options), options.snippetLength);
  }

  /** The query's terms, as the engine searches them (for fetching their shards first). */
  terms(query: string, maxTerms: number): QueryTerm[] {
    return withSynonyms(queryTerms(query, this.dictionary, maxTerms));
  }

  sectionsOf({ matches }: MatchResult): number[] {
    return matches.map((match) => match.section);
  }

  pageOf(section: number): number {
    return this.sections[section].page;
  }

  /**
   * The hits of a match result, with snippets from the prose (the index's, or fetched with setText); none for
   * a `snippetLength` of 0.
   */
  hits({ terms: typed, matches }: MatchResult, snippetLength: number): SearchHit[] {
    // Synonyms and corrections are marked like the words typed.
    const atoms = typed.flatMap((term) => [...(term.phrase ?? []), ...(term.alternatives ?? []).flat()]);
    const terms = [...typed, ...atoms.map(({ han, key }) => ({ text: key, han, key, parts: [] }))];
    return matches.map(({ section }) => {
      const { page, url, heading } = this.sections[section];
      const [, , anchor, ownText] = this.index.sections[section];
      const [, title, breadcrumb, description] = this.index.pages[page];
      // A page's first section shows the page's description while it has no prose.
      const text = ownText || this.texts.get(section) || (anchor ? '' : description);
      return {
        id: url,
        url,
        external: false,
        title: highlight(title, terms),
        headings: anchor ? [highlight(heading, terms)] : [],
        breadcrumb,
        ...(text && snippetLength > 0 && { snippet: snippetOf(text, terms, snippetLength) }),
      };
    });
  }

  /**
   * Finds and ranks the sections for a query, cut to `limit` (no snippets yet): the sections with every
   * word (or its synonym, or its correction); when fewer than `limit` have them all, the sections with the
   * most of them follow (recall before precision). The steps, in order: understand the query, expand its
   * terms, collect the sections they find, rank them by the rules, reorder the first with the learned model,
   * cut to the hits shown.
   */
  match(query: string, options: QueryOptions): MatchResult {
    const { limit, maxTerms, deadline = Infinity, now = () => performance.now(), explain } = options;
    const checkTime = () => {
      if (now() > deadline) throw new SearchTimeout();
    };
    const reading = this.understand(query, options.shards);
    const terms = this.expandTerms(reading, maxTerms);
    if (terms.length === 0) return { terms, matches: [] };
    const collected = this.collect(terms, reading, checkTime);
    checkTime();
    const { ranked, strict } = this.rankByRules(terms, reading, collected, limit);
    const { reordered, named, urls, features } = this.reorder(ranked, terms, reading, collected);
    checkTime();
    const correctedQuery = this.correctedQuery(query, terms);
    return {
      terms,
      ...(correctedQuery !== undefined && { correctedQuery }),
      matchedTerms: [...collected.matched],
      strict,
      ...(explain && {
        candidates: { top: ranked[0] && this.sections[ranked[0].match.section].url, named, urls, features },
      }),
      matches: this.cut(reordered, collected.matches, limit),
    };
  }

  /**
   * Step 1, understand the query: whether it calls from code, whether it asks in words (and the heading it
   * would then name whole), and how its words are looked up: only in the shards the query
   * fetched, so a query finds the same whatever was searched before it.
   */
  private understand(query: string, scope: ShardScope | undefined): QueryReading {
    const spoken = spokenWords(query);
    const asking = spoken.asks && spoken.words.length >= 2;
    const postingsOf = (key: string) =>
      this.termIndex.postingsOf(key, !scope || scope.term.has(termShardOf(key)));
    const chinese = new Map<string, Map<number, number[]>>();
    return {
      query,
      endsWithSpace: /\s$/.test(query),
      scripted: isScripted(query),
      phrased: spoken.asks,
      asked: asking ? bagOf(spoken.words) : '',
      quoted: asking && spoken.words.length >= 3 ? ` ${spoken.words.join(' ')} ` : '',
      postingsOf,
      known: (key) => postingsOf(key).length > 0,
      findChinese: (word) => {
        let found = chinese.get(word);
        if (!found) {
          const shard = !scope || scope.han.has(hanTermShardOf(word));
          chinese.set(word, (found = this.termIndex.findChinese(word, shard)));
        }
        return found;
      },
    };
  }

  /**
   * Step 2, expand the terms: the query's words with their synonyms; an identifier unknown as a whole by its
   * parts; a Chinese compound on no page by its parts or its one-character correction; a long English word
   * that matches nothing by the nearest index word.
   */
  private expandTerms(reading: QueryReading, maxTerms: number) {
    const { query, known, findChinese, postingsOf, endsWithSpace } = reading;
    let terms = this.terms(query, maxTerms);
    // An identifier unknown as a whole (`devServerPort`, `vue3`: the pages write "Vue 3") is searched by
    // its parts; a known name with a version number written together (`vue3` in a package name) also finds
    // the name and the number written apart.
    terms = terms.flatMap((term): QueryTerm[] => {
      if (term.han || term.alternatives) return [term];
      const versioned = /^([a-z]{3,})(\d+)$/.exec(term.key)?.slice(1) ?? [];
      const parts = term.parts.length > 0 ? term.parts : versioned;
      if (parts.length === 0) return [term];
      if (!known(term.key)) return parts.map((part) => ({ text: part, han: false, key: part, parts: [] }));
      return versioned.length > 0
        ? [{ ...term, alternatives: [versioned.map((key) => ({ han: false, key }))] }]
        : [term];
    });
    // A Chinese compound no page contains (外部扩展) is searched by its parts; where some part is on no page
    // either, a word of the index that differs from it in one character is taken for what the input method
    // meant (热跟新 → 热更新).
    terms = terms.flatMap((term) => {
      if (!term.han || term.alternatives || findChinese(term.key).size > 0) return [term];
      const parts = this.hanParts(term);
      if (parts.every((part) => findChinese(part.key).size > 0)) return parts;
      const corrected = nearestHanWord(term.key, this.dictionary, (word) => findChinese(word).size);
      return corrected ? [{ ...term, corrected, alternatives: [[{ han: true, key: corrected }]] }] : parts;
    });
    terms = terms.slice(0, maxTerms);
    // A word of 5 letters or more that matches nothing is taken for a misspelling of the nearest index word.
    return terms.map((term, termIndex) => {
      if (term.han || term.alternatives || term.text.length < MIN_TYPO_LENGTH || !/^[a-z]+$/.test(term.text))
        return term;
      const isLast = termIndex === terms.length - 1 && !endsWithSpace;
      if (this.termIndex.keysOf(term, isLast).length > 0) return term;
      const corrected = nearestWord(
        term.text === term.key ? [term.key] : [term.text, term.key],
        this.termIndex.vocabulary().filter(known),
        (key) => postingsOf(key).length,
      );
      if (!corrected) return term;
      // A word found by its spelling as typed may be indexed under its stem elsewhere (`alias`, `alia`).
      const stemmed = stem(corrected);
      const forms = stemmed !== corrected && known(stemmed) ? [corrected, stemmed] : [corrected];
      return { ...term, corrected, alternatives: forms.map((key) => [{ han: false, key }]) };
    });
  }

  /**
   * Step 3, collect: every section a term (its words, phrase, synonyms or correction) is found in, with its
   * BM25 score and the terms it has per field; per term, its rarity; the words found, for marking them.
   */
  private collect(terms: QueryTerm[], reading: QueryReading, checkTime: () => void): Collected {
    const { postingsOf, known, findChinese, endsWithSpace } = reading;
    const matches = new Map<number, Match>();
    const rarity = new Array<number>(terms.length).fill(0);
    const matched = new Set<string>();
    const completions = new Set<string>();
    const total = this.sections.length;
    const idfOf = (found: number) => Math.log(1 + total / Math.max(1, found));
    const score = (section: number, tf: number[], idf: number, bit: number, quality: number) => {
      let match = matches.get(section);
      if (!match) {
        match = { section, fieldTerms: emptyFields(), ownTerms: emptyFields(), score: 0 };
        matches.set(section, match);
      }
      // A word as typed, or its completion: not a synonym or a correction.
      const own = quality >= PREFIX_QUALITY;
      addScore(match, tf, { idf, bit, quality, own }, this.sections[section].words, this.averageWords);
    };
    terms.forEach((term, termIndex) => {
      checkTime();
      const bit = 1 << termIndex;
      /** Scores the sections a word or words found; they weigh the term's rarity and are marked. */
      const scoreFound = (found: Map<number, number[]>, words: string[], bits: number, quality: number) => {
        const idf = idfOf(found.size);
        if (found.size > 0) {
          rarity[termIndex] = Math.max(rarity[termIndex], idf);
          for (const word of words) matched.add(word);
        }
        for (const [section, tf] of found) score(section, tf, idf, bits, quality);
      };
      /** Scores the sections that have every word of a phrase or an alternative. */
      const scoreAtoms = (atoms: Alternative, bits: number, quality: number) => {
        const words = atoms.map((atom) => (atom.han ? atom.key : this.surfaceOf(atom.key)));
        scoreFound(this.alternativeSections(atoms, reading), words, bits, quality);
      };
      if (term.han) scoreFound(findChinese(term.key), [term.key], bit, 1);
      else {
        const isLast = termIndex === terms.length - 1 && !endsWithSpace;
        for (const [key, quality] of this.termIndex.keysOf(term, isLast)) {
          const list = postingsOf(key);
          const idf = idfOf(list.length);
          if (list.length > 0 && quality === 1) {
            rarity[termIndex] = Math.max(rarity[termIndex], idf);
            matched.add(term.text);
          } else if (list.length > 0) {
            matched.add(this.surfaceOf(key));
            if (!known(term.key)) completions.add(key);
          }
          for (const { section, tf } of list) score(section, tf, idf, bit, quality);
        }
        // An identifier whose parts are all in a page title names that page: `pluginReact` → "React Plugin".
        if (term.parts.length > 1)
          this.titles.forEach(({ keys }, page) => {
            if (!term.parts.every((part) => keys.has(part))) return;
            const tf = emptyFields();
            tf[TITLE] = 1;
            score(this.firstSections[page], tf, idfOf(1), bit, 1);
          });
      }
      if (term.phrase) scoreAtoms(term.phrase, bit, 1);
      // Synonyms rank a little below the word itself, a correction below every exact match.
      const quality = (term.corrected ? CORRECTED_QUALITY : SYNONYM_QUALITY) * ALTERNATIVE;
      // A run's synonym stands for the run's words too: `dev server` found as 开发服务器 has `dev` and `server`.
      const runBits = terms.reduce(
        (bits, other, at) =>
          !other.han && !other.phrase && term.phrase?.some((atom) => !atom.han && atom.key === other.key)
            ? bits | (1 << at)
            : bits,
        0,
      );
      for (const alternative of term.alternatives ?? []) scoreAtoms(alternative, bit | runBits, quality);
    });
    return { matches, rarity, matched, completions };
  }

  /**
   * Step 4, rank by the rules (ranking.ts): the sections with every required word, each at the best of its
   * ways to match; when too few have them all, or a section names all but one word where it counts, those
   * with the most words follow or join them.
   */
  private rankByRules(terms: QueryTerm[], reading: QueryReading, collected: Collected, limit: number) {
    const { phrased, asked, quoted } = reading;
    const { matches, rarity, completions } = collected;
    // Every term but the weak ones must match (the page title counts for its sections).
    const everyTerm = (1 << terms.length) - 1;
    // Asked once per page and view rather than for each of its sections and each way it may rank.
    const titleTerms = new Map<number, number>();
    const pageTitleTerms = (page: number, ownOnly = false) => {
      const key = page * 2 + Number(ownOnly);
      let bits = titleTerms.get(key);
      if (bits === undefined) titleTerms.set(key, (bits = this.pageTitleTerms(page, terms, ownOnly)));
      return bits;
    };
    const found = [...matches.values()].map((match) => ({
      match,
      bits: union(match.fieldTerms) | pageTitleTerms(this.sections[match.section].page),
    }));
    const typedWeak = terms.reduce((bits, term, index) => (term.weak ? bits | (1 << index) : bits), 0);
    // When no other word is on the site (a misspelling no correction reached), the weak ones are all the
    // query has left: they find the pages, as they would alone.
    const weakBits = found.some(({ bits }) => bits & everyTerm & ~typedWeak) ? typedWeak : 0;
    const required = everyTerm & ~weakBits || everyTerm;
    const query = ruleQuery(terms, completions, phrased);
    const rankedOf = (match: Match, all: number, group: number): Ranked => {
      const { page, heading } = this.sections[match.section];
      const place = (own: boolean) => ({
        page: this.index.pages[page],
        heading,
        pageTitleTerms: pageTitleTerms(page, own),
        asks: asked !== '' && this.spokenHeading(match.section).bag === asked,
        quotes: quoted !== '' && this.spokenHeading(match.section).run.includes(quoted),
      });
      const own = { ...match, fieldTerms: match.ownTerms };
      // The best of: the words as typed, with every word; then with synonyms and corrections, or without
      // the weak words, half a tier lower; then with both, a tier lower.
      const ways: Array<[Match, boolean, number, number]> = [
        [own, true, all, 0],
        [match, false, all, HALF_TIER],
      ];
      if (all & weakBits)
        ways.push([own, true, all & ~weakBits, HALF_TIER], [match, false, all & ~weakBits, 2 * HALF_TIER]);
      let best: number[] | undefined;
      for (const [view, isOwn, bits, penalty] of ways) {
        if (bits === 0) continue;
        const [tier, ...rest] = rankOf(view, place(isOwn), query, bits);
        const rank = [group, tier > 0 ? tier - penalty : 0, ...rest];
        if (!best || compareRanks(rank, best) < 0) best = rank;
      }
      return { match, rank: best ?? [group, 0, 0, 0] };
    };
    const ranked: Ranked[] = [];
    const partial: Array<{ match: Match; bits: number }> = [];
    for (const { match, bits } of found) {
      if ((bits & required) === required) ranked.push(rankedOf(match, everyTerm, FULL_MATCH_GROUP));
      else if ((bits & required) !== 0) partial.push({ match, bits: bits & required });
    }
    const strict = ranked.length;
    // Recall before precision: too few sections have every term, so those with the most of them follow,
    // each term weighing its rarity. Each section counts its own words (and its page title's): pooling a
    // page's sections ranked a long page that has each word somewhere above the section that has most.
    // A section that names all the query's words but one in its title, headings or description can beat
    // one that merely mentions every word in its prose: it is promoted among the full matches, below
    // their title, heading and description tiers.
    const promote = bitCount(required) >= 3;
    if ((strict < limit || promote) && bitCount(required) >= 2) {
      const whole = rarityOf(rarity, required);
      for (const { match, bits } of partial) {
        const weight = rarityOf(rarity, bits);
        // Below every full match: by the share of the query's rarity the section has.
        const group = Math.min(whole > 0 ? weight / whole : 0, 1 - 1e-9) + weight / whole / 1e3;
        const recalled = rankedOf(match, bits, group);
        const [, tier, ...rest] = recalled.rank;
        if (
          promote &&
          bitCount(required & ~bits) === 1 &&
          tier >= EVERY_WORD_TIER &&
          weight >= whole * PROMOTED_SHARE
        ) {
          const promoted = tier >= HEADING_TIER ? PROMOTED_TIER : PROSE_PROMOTED_TIER;
          ranked.push({ match, rank: [FULL_MATCH_GROUP, promoted, 0, rest[1]] });
        } else if (strict < limit) ranked.push(recalled);
      }
    }
    ranked.sort((a, b) => compareRanks(a.rank, b.rank));
    return { ranked, strict };
  }

  /**
   * Step 5, reorder: the hits the query names stay first (rerank.ts namedFirst); the next RERANK_DEPTH are
   * ordered again by the locale's learned model, when the index has one.
   */
  private reorder(ranked: Ranked[], terms: QueryTerm[], reading: QueryReading, { rarity }: Collected) {
    const named = namedFirst(ranked.map(({ rank }) => rank));
    const first = ranked.slice(named, named + RERANK_DEPTH).map(({ match, rank }) => {
      const section = this.sections[match.section];
      const [, pageTitle, , description] = this.index.pages[section.page];
      const pageTitleTerms = this.pageTitleTerms(section.page, terms);
      return { ...section, ...match, rank, pageTitleTerms, pageTitle, descriptionLength: description.length };
    });
    const features = rerankFeatures(first, { query: reading.query, rarity, scripted: reading.scripted });
    const reordered = this.reranker
      ? [...ranked.slice(0, named), ...rerank(ranked.slice(named), features, this.reranker)]
      : ranked;
    return { reordered, named, urls: first.map(({ url }) => url), features };
  }

  /** Step 6, cut: each hit at the section that shows its words, at most MAX_HITS_PER_PAGE a page, `limit`. */
  private cut(reordered: Ranked[], matches: ReadonlyMap<number, Match>, limit: number): Match[] {
    const shown = this.whereTheWordsAre(
      reordered.map(({ match }) => match),
      matches,
    );
    return pickDiverse(shown, (match) => this.sections[match.section].page, limit);
  }

  /** The query with its misspelt words corrected, when some were ("Showing results for …"). */
  private correctedQuery(query: string, terms: QueryTerm[]): string | undefined {
    if (!terms.some((term) => term.corrected)) return undefined;
    let corrected = query.trim();
    for (const { text, corrected: word } of terms) {
      const at = corrected.toLowerCase().indexOf(text);
      if (word && at !== -1)
        corrected = corrected.slice(0, at) + this.surfaceOf(word, text) + corrected.slice(at + text.length);
    }
    return corrected;
  }

  /**
   * The ranked matches, each match of a page found by its keywords replaced by the page's section that shows
   * those words (in its heading or prose), when one does: the reader lands where the words are, marked. Left
   * out when such a section is already shown above it.
   */
  private whereTheWordsAre(ranked: Match[], matches: ReadonlyMap<number, Match>): Match[] {
    let byPage: Map<number, Match[]> | undefined;
    const used = new Set<number>();
    const result: Match[] = [];
    for (const match of ranked) {
      if (used.has(match.section)) continue;
      let shown = match;
      const hidden = match.fieldTerms[KEYWORDS] & ~shownTerms(match.fieldTerms);
      if (hidden !== 0) {
        if (!byPage) {
          byPage = new Map();
          for (const other of matches.values()) {
            const page = this.pageOf(other.section);
            const list = byPage.get(page);
            if (list) list.push(other);
            else byPage.set(page, [other]);
          }
        }
        let shownAbove = false;
        for (const other of byPage.get(this.sections[match.section].page) ?? []) {
          if (other === match || (shownTerms(other.fieldTerms) & hidden) !== hidden) continue;
          if (used.has(other.section)) shownAbove = true;
          else if (shown === match || other.score > shown.score) shown = other;
        }
        // The page is already shown higher up at a section with the words: this match adds nothing.
        if (shown === match && shownAbove) continue;
      }
      used.add(shown.section);
      result.push(shown);
    }
    return result;
  }

  /** A section's heading's words (spokenWords): as a bag, and in order between spaces; computed once. */
  private spokenHeading(section: number): { bag: string; run: string } {
    let spoken = this.spokenHeadings.get(section);
    if (!spoken) {
      const { words } = spokenWords(this.sections[section].heading);
      this.spokenHeadings.set(section, (spoken = { bag: bagOf(words), run: ` ${words.join(' ')} ` }));
    }
    return spoken;
  }

  /** Sections where every word of an alternative occurs, with the occurrences its words share per field. */
  private alternativeSections(alternative: Alternative, reading: QueryReading): Map<number, number[]> {
    const found = alternative.map((atom) =>
      atom.han
        ? reading.findChinese(atom.key)
        : new Map(reading.postingsOf(atom.key).map(({ section, tf }) => [section, tf])),
    );
    return found.reduce((both, own) => {
      const shared = new Map<number, number[]>();
      for (const [section, tf] of both) {
        const other = own.get(section);
        if (!other) continue;
        const counts = tf.map((count, field) => Math.min(count, other[field]));
        // The words are in the section, but in different fields: the section matches as prose.
        if (!counts.some((count) => count > 0)) counts[BODY] = 1;
        shared.set(section, counts);
      }
      return shared;
    });
  }

  /**
   * The parts a Chinese compound is searched by when no page contains it: its dictionary words of two
   * characters or more, or else its character pairs.
   */
  private hanParts(term: QueryTerm): QueryTerm[] {
    const chars = Array.from(term.key);
    if (chars.length < 3) return [term];
    const dictionary = new Set(this.dictionary);
    dictionary.delete(term.key);
    let parts = cutChinese(term.key, dictionary).filter((part) => Array.from(part).length >= 2);
    if (parts.length === 0) parts = chars.slice(1).map((char, at) => chars[at] + char);
    return parts.map((part) => ({
      text: part,
      han: true,
      key: part,
      parts: [],
      // The parts of a weak word (开发环境 → 开发, 环境) are as weak as the word.
      ...((term.weak || isWeakWord(part)) && { weak: true }),
    }));
  }

  /**
   * A word as the pages write it (lower-cased) for an index key (`sourc` → `source`), from the titles,
   * headings, descriptions, keywords and code terms; the key itself when none has it. `typed` breaks ties:
   * the form closest in length to what the reader typed.
   */
  private surfaceOf(key: string, typed = key): string {
    if (!this.surfaces) {
      const surfaces = new Map<string, string[]>();
      const texts = [
        ...this.index.pages.map(pageWords),
        ...this.index.sections.map(([, heading, , , codeTerms]) => `${heading} ${codeTerms}`),
      ];
      for (const text of texts)
        for (const word of englishWords(text)) {
          const lower = text.slice(word.start, word.start + word.length).toLowerCase();
          const forms = surfaces.get(word.keys[0]);
          if (!forms) surfaces.set(word.keys[0], [lower]);
          else if (!forms.includes(lower) && forms.length < 4) forms.push(lower);
        }
      this.surfaces = surfaces;
    }
    const forms = this.surfaces.get(key)?.filter((form) => /^[a-z]+$/.test(form)) ?? [];
    return forms.reduce(
      (best, form) =>
        Math.abs(form.length - typed.length) < Math.abs(best.length - typed.length) ? form : best,
      forms[0] ?? key,
    );
  }

  /** Bits of the terms that the page's title matches (for sections under a heading of a matching page). */
  private pageTitleTerms(page: number, terms: QueryTerm[], ownOnly = false): number {
    const { lower, keys } = this.titles[page];
    const has = (atom: Atom) => (atom.han ? lower.includes(atom.key) : keys.has(atom.key));
    return terms.reduce(
      (bits, term, index) =>
        has(term) ||
        term.phrase?.every(has) ||
        (!ownOnly && term.alternatives?.some((alternative) => alternative.every(has)))
          ? bits | (1 << index)
          : bits,
      0,
    );
  }
}
