/** The prose of a split index as the engine sees it: lengths up front, Chinese runs once fetched. */
export interface LazyBody {
  /** Per section, the number of English word keys of its prose (the BM25 length). */
  words: readonly number[];
  /** [section, its runs that may hold `term`, newline-joined] from the term's shard (none until fetched). */
  hanRuns(term: string): ReadonlyArray<readonly [number, string]>;
  /** Code postings the head carries (the synonyms' English words), flat [section, occurrences, ...]. */
  code?: Readonly<Record<string, readonly number[]>>;
}

/**
 * The shards a query fetched (term and Chinese shard numbers). Ranked within them only, a query finds the
 * same whatever earlier queries or keystrokes left in the engine.
 */
export interface ShardScope {
  term: ReadonlySet<number>;
  han: ReadonlySet<number>;
}
