/**
 * The query pipeline of the dialog: the cap on a query, debounce, an LRU cache of answers, and a guard so that
 * only the answer to the latest query is shown.
 */
import type { SearchGroup, SearchProvider } from '../types';

/**
 * The cap on what one search looks at: a pasted page of text or a long run of Chinese characters would
 * otherwise cost the worker seconds. The dialog searches the capped query and tells the reader it was cut.
 */
export function capQuery(query: string, maxChars: number, maxTerms: number): { query: string; cut: boolean } {
  let capped = Array.from(query.trim()).slice(0, maxChars).join('');
  const words = capped.split(/\s+/).filter(Boolean);
  if (words.length > maxTerms) capped = words.slice(0, maxTerms).join(' ');
  return { query: capped, cut: capped !== query.trim() };
}

/** A least-recently-used cache: a Map iterates in insertion order, and a read re-inserts its key. */
export class LruCache<K, V extends NonNullable<unknown>> {
  readonly #entries = new Map<K, V>();

  constructor(readonly capacity: number) {}

  get size(): number {
    return this.#entries.size;
  }

  has(key: K): boolean {
    return this.#entries.has(key);
  }

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) this.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    while (this.#entries.size > this.capacity) this.#entries.delete(this.#entries.keys().next().value as K);
  }
}

export interface SessionOptions {
  provider: SearchProvider;
  /** Waits for the index (the loading state); resolves at once when it is ready. */
  whenReady: () => Promise<void>;
  limit: number;
  debounceMs: number;
  cache: LruCache<string, SearchGroup[]>;
  /** Longest query searched (capQuery). */
  maxQueryChars?: number;
  maxQueryTerms?: number;
  /**
   * The groups for the current query, or null when it was cleared. `refines`: the same hits as the last
   * call, their snippets filled in, so the dialog keeps the reader's place.
   */
  onResults: (query: string, groups: SearchGroup[] | null, refines?: boolean) => void;
  /** A provider bug, an index that cannot load. */
  onError?: (query: string, error: unknown) => void;
}

export type SearchSession = ReturnType<typeof createSearchSession>;

/** Answers are shared across dialog openings and pages: the cache lives as long as the provider. */
export function createSearchSession({
  provider,
  whenReady,
  limit,
  debounceMs,
  cache,
  onResults,
  maxQueryChars = Infinity,
  maxQueryTerms = Infinity,
  onError = (_query, error) => console.error(error),
}: SessionOptions) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The ticket of the latest query: only its answer is shown.
  let latest = 0;
  let scheduled: string | undefined;
  const keyOf = (query: string) => capQuery(query, maxQueryChars, maxQueryTerms).query;

  async function run(query: string, ticket: number): Promise<void> {
    const key = keyOf(query);
    let groups = cache.get(key);
    let shownPartial = false;
    if (!groups) {
      try {
        // The network work of the search overlaps the loading state; its answer still waits for it.
        provider.prefetch?.(key, limit);
        await whenReady();
        groups = await provider.search(key, limit, (partial) => {
          if (ticket !== latest) return;
          shownPartial = true;
          onResults(query, partial);
        });
      } catch (error) {
        if (ticket === latest) onError(query, error);
        return;
      }
      // Hosted providers answer a failed request with no hits: cached, one network hiccup would keep the
      // query empty for the rest of the visit.
      if (groups.some((group) => group.hits.length > 0)) cache.set(key, groups);
    }
    if (ticket === latest) onResults(query, groups, shownPartial);
  }

  return {
    /** Schedules a search for `query` after the debounce; an empty query clears the results at once. */
    setQuery(query: string) {
      clearTimeout(timer);
      latest += 1;
      if (!query.trim()) {
        scheduled = undefined;
        onResults(query, null);
        return;
      }
      scheduled = query;
      // The shards of the words typed so far start downloading now rather than after the debounce.
      const key = keyOf(query);
      if (!cache.has(key)) provider.warm?.(key);
      const ticket = latest;
      timer = setTimeout(() => {
        scheduled = undefined;
        void run(query, ticket);
      }, debounceMs);
    },
    /** Searches now, skipping the debounce (tests). */
    async flush() {
      if (scheduled === undefined) return;
      clearTimeout(timer);
      const query = scheduled;
      scheduled = undefined;
      await run(query, latest);
    },
    dispose() {
      clearTimeout(timer);
      scheduled = undefined;
      // No ticket is the latest any more: an answer still on its way is dropped.
      latest = NaN;
    },
  };
}
