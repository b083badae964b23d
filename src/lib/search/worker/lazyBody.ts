/** The prose of a split index as the engine sees it: lengths up front, Chinese runs once fetched. */
export interface LazyBody {
  /** Per section, the number of English word keys of its prose (the BM25 length). */
  words: readonly number[];
  /** [section, its runs that may hold `term`, newline-joined] from the term's shard (none until fetched). */
  hanRuns(term: string): ReadonlyArray<readonly [number, string]>;
}
