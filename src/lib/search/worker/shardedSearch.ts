/**
 * The worker's side of the split index (format in shardedIndex.ts): builds the engine from the head, and
 * for each query fetches, in parallel, the shards of its words, then the texts of the pages it shows.
 * Each file is fetched once per worker (a failed fetch is tried again by the next query).
 */
import { COMPACT_INDEX_VERSION, type CompactIndex } from '../format/compactIndex';
import type { ShardScope } from './lazyBody';
import { LocalSearchEngine, type MatchResult, type QueryOptions } from './engine';
import {
  hanTermShardOf,
  indexHashOf,
  shardFile,
  termShardOf,
  type HanShard,
  type PageTexts,
  type SearchHead,
  type TermShard,
} from '../format/shardedIndex';
import type { QueryTerm } from '../format/tokenize';
import type { SearchHit } from '../types';
import type { QueryUnderstood } from './protocol';

/** Hits beyond the shown ones whose page texts are fetched on the guess (a page text is about 1 kB gzip). */
const SPECULATIVE_HITS = 3;

/**
 * Requests of the first wave (shards, then guessed texts): a browser opens 6 connections per host over
 * HTTP/1.1, so a 7th request would wait for a whole round trip anyway.
 */
const FIRST_WAVE = 6;

export type FetchJson = (url: string) => Promise<unknown>;

export interface ShardedSearchHooks {
  /** Called before waiting for the network and after it, so the caller can time the two apart. */
  onNetwork?: (waiting: boolean) => void;
  /**
   * Called with the ranked hits when some of their page texts are still to be fetched: those hits come
   * without a snippet and with `snippetPending`. The final answer (same hits, same order) follows.
   */
  onPartial?: (hits: SearchHit[]) => void;
  /** Called once the ranking is final, with how the query was read (a correction, the words found). */
  onUnderstood?: (understood: QueryUnderstood) => void;
  /** Called with the final match (with `options.explain`, the reordering's candidates: for training). */
  onMatched?: (result: MatchResult) => void;
}

/** `scope` with `more`'s shards added, or undefined when it has them all already. */
function widened(scope: ShardScope, more: ShardScope): ShardScope | undefined {
  const adds = (own: ReadonlySet<number>, other: ReadonlySet<number>) => [...other].some((n) => !own.has(n));
  if (!adds(scope.term, more.term) && !adds(scope.han, more.han)) return undefined;
  return { term: new Set([...scope.term, ...more.term]), han: new Set([...scope.han, ...more.han]) };
}

export class ShardedSearch {
  readonly engine: LocalSearchEngine;
  private readonly files = new Map<string, Promise<unknown>>();
  /** Chinese shards fetched, by shard number: section → its runs. */
  private readonly hanShards = new Map<number, Array<readonly [number, string]>>();
  private readonly termShards = new Set<number>();
  private readonly textsLoaded = new Set<string>();
  private readonly indexHash: string;

  constructor(
    private readonly head: SearchHead,
    private readonly headUrl: string,
    private readonly fetchJson: FetchJson,
  ) {
    this.indexHash = indexHashOf(headUrl);
    const index: CompactIndex = {
      v: COMPACT_INDEX_VERSION,
      pages: head.pages,
      sections: head.sections.map(([page, heading, anchor]) => [page, heading, anchor, '', '']),
      words: head.words,
      ...(head.ranker && { ranker: head.ranker }),
    };
    this.engine = new LocalSearchEngine(index, {
      words: head.sections.map((section) => section[3]),
      hanRuns: (term) => this.hanShards.get(hanTermShardOf(term)) ?? [],
      ...(head.code && { code: head.code }),
    });
  }

  private file(name: string): Promise<unknown> {
    let pending = this.files.get(name);
    if (!pending) {
      pending = this.fetchJson(new URL(name, this.headUrl).href);
      pending.catch(() => this.files.delete(name));
      this.files.set(name, pending);
    }
    return pending;
  }

  /** Starts fetching the shards a query needs (its words' keys, their parts, the last word's prefix). */
  private loadShards(
    query: string,
    maxTerms: number,
    known: QueryTerm[] = this.engine.terms(query, maxTerms),
    alternatives = false,
  ): { loads: Array<Promise<void>>; scope: ShardScope } {
    const terms = new Set<number>();
    const han = new Set<number>();
    for (const term of known) {
      const keys = term.han ? [] : [term.key, term.text, ...term.parts].filter((key) => !key.includes(' '));
      // Synonyms are searched in the prose when the words typed found nothing; corrections always.
      const atoms = [
        ...(term.han ? [term] : keys.map((key) => ({ han: false, key }))),
        ...(term.phrase ?? []),
        ...(alternatives || term.corrected ? (term.alternatives ?? []).flat() : []),
      ];
      for (const atom of atoms)
        if (atom.han) han.add(hanTermShardOf(atom.key));
        else terms.add(termShardOf(atom.key));
    }
    const loads = [
      ...[...terms]
        .filter((shard) => !this.termShards.has(shard))
        .map(async (shard) => {
          const [body, code] = (await this.file(shardFile('shard', this.indexHash, shard))) as TermShard;
          if (this.termShards.has(shard)) return;
          this.termShards.add(shard);
          for (const key of Object.keys(body)) this.engine.addShardPostings(key, 'body', body[key]);
          for (const key of Object.keys(code)) this.engine.addShardPostings(key, 'code', code[key]);
        }),
      ...[...han]
        .filter((shard) => !this.hanShards.has(shard))
        .map(async (shard) => {
          this.hanShards.set(shard, (await this.file(shardFile('han', this.indexHash, shard))) as HanShard);
        }),
    ];
    return { loads, scope: { term: terms, han } };
  }

  /**
   * Starts fetching the shards of the words typed so far (no page texts): called on each keystroke, before
   * the debounce, so the shards are in or on their way when the search runs. A shard holds every key with
   * the same first two characters, so the next keystrokes of a word need no new file.
   */
  warm(query: string, maxTerms: number): Promise<void> {
    return Promise.all(this.loadShards(query, maxTerms).loads).then(() => undefined);
  }

  /** Starts fetching the text files of the pages of `sections` (in order), at most `max` files. */
  private loadTexts(sections: number[], max = Infinity): Array<Promise<void>> {
    const names = new Set(sections.map((section) => this.head.texts[this.engine.pageOf(section)]));
    return [...names]
      .filter((name) => name && !this.textsLoaded.has(name))
      .slice(0, Math.max(0, max))
      .map(async (name) => {
        const texts = (await this.file(name)) as PageTexts;
        if (this.textsLoaded.has(name)) return;
        this.textsLoaded.add(name);
        for (const [section, text] of texts) this.engine.setText(section, text);
      });
  }

  /**
   * Answers a query. `options.deadline` is ignored: the time budget (`budgetMs`) runs for the engine's work
   * only, from when the query's files are in, so a slow network cannot abandon a search that is not stuck.
   */
  async search(query: string, options: QueryOptions & { budgetMs: number }, hooks: ShardedSearchHooks = {}) {
    // Titles, headings and descriptions are in the head: ranked on them alone, the query already names most
    // of the pages it will show. Their texts are fetched alongside the shards, which saves the
    // second round trip whenever the guess holds; the final ranking is the same either way.
    // Only worth it while shards are still to be requested (a query prefetched earlier has its texts coming).
    const rank = (limit: number, shards?: ShardScope) =>
      this.engine.match(query, { ...options, limit, shards, deadline: performance.now() + options.budgetMs });
    const guess = rank(options.limit + SPECULATIVE_HITS);
    hooks.onNetwork?.(true);
    // Shards still on their way (requested now or by an earlier keystroke) take connections too.
    const shards = this.loadShards(query, options.maxTerms);
    const room = FIRST_WAVE - shards.loads.length;
    // The guessed texts are not waited for: the ranking needs the shards only, and the hits show before
    // their snippets (onPartial). A guessed text that fails is fetched again below if a hit needs it.
    if (shards.loads.length > 0)
      for (const text of this.loadTexts(this.engine.sectionsOf(guess), room)) text.catch(() => undefined);
    await Promise.all(shards.loads);
    hooks.onNetwork?.(false);
    let result = rank(options.limit, shards.scope);
    // A correction or a compound's parts, known once the shards are in, may need shards of their own; the
    // query is ranked again within them even when an earlier query fetched them.
    const more = this.loadShards(query, options.maxTerms, result.terms, result.strict === 0);
    const wider = widened(shards.scope, more.scope);
    if (wider) {
      hooks.onNetwork?.(true);
      await Promise.all(more.loads);
      hooks.onNetwork?.(false);
      result = rank(options.limit, wider);
    }
    hooks.onMatched?.(result);
    hooks.onUnderstood?.({
      ...(result.correctedQuery !== undefined && { correctedQuery: result.correctedQuery }),
      matchedTerms: result.matchedTerms ?? [],
    });
    const sections = this.engine.sectionsOf(result);
    // No snippets asked for (the scripts that only read where hits rank): no texts to wait for.
    const texts = options.snippetLength > 0 ? this.loadTexts(sections) : [];
    if (texts.length > 0) {
      // The ranking is final: the hits can be shown now and their snippets filled in a round trip later.
      const hits = this.engine.hits(result, options.snippetLength).map((hit, at) => {
        const name = this.head.texts[this.engine.pageOf(sections[at])];
        if (!name || this.textsLoaded.has(name)) return hit;
        const { snippet: _unknownYet, ...rest } = hit;
        return { ...rest, snippetPending: true };
      });
      hooks.onPartial?.(hits);
      hooks.onNetwork?.(true);
      await Promise.all(texts);
      hooks.onNetwork?.(false);
    }
    return this.engine.hits(result, options.snippetLength);
  }
}
