/**
 * The query pipeline of the dialog: debounce, an LRU cache of answers, and a guard so that only the answer
 * to the latest query is shown. Plain TypeScript with injectable timers, so tests drive it with fake time.
 */
import { LruCache } from './lruCache';
import { capQuery } from './queryLimits';
import type { SearchGroup, SearchProvider } from '../types';

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
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface SearchSession {
  /** Schedules a search for `query` after the debounce; an empty query clears the results at once. */
  setQuery(query: string): void;
  /** Searches now, skipping the debounce (tests). */
  flush(): Promise<void>;
  dispose(): void;
}

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
  setTimer = (callback, ms) => setTimeout(callback, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: SessionOptions): SearchSession {
  let timer: unknown;
  let latest = 0;
  let scheduled: string | undefined;
  let disposed = false;

  async function run(query: string, ticket: number): Promise<void> {
    const key = capQuery(query, maxQueryChars, maxQueryTerms).query;
    let groups = cache.get(key);
    let shownPartial = false;
    if (!groups) {
      try {
        // The network work of the search overlaps the loading state; its answer still waits for it.
        provider.prefetch?.(key, limit);
        await whenReady();
        groups = await provider.search(key, limit, (partial) => {
          if (ticket !== latest || disposed) return;
          shownPartial = true;
          onResults(query, partial);
        });
      } catch (error) {
        if (ticket === latest && !disposed) onError(query, error);
        return;
      }
      // Hosted providers answer a failed request with no hits: cached, one network hiccup would keep the
      // query empty for the rest of the visit.
      if (groups.some((group) => group.hits.length > 0)) cache.set(key, groups);
    }
    if (ticket === latest && !disposed) onResults(query, groups, shownPartial);
  }

  function cancelTimer() {
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
  }

  return {
    setQuery(query) {
      cancelTimer();
      latest += 1;
      if (!query.trim()) {
        scheduled = undefined;
        onResults(query, null);
        return;
      }
      scheduled = query;
      // The shards of the words typed so far start downloading now rather than after the debounce.
      const key = capQuery(query, maxQueryChars, maxQueryTerms).query;
      if (!cache.has(key)) provider.warm?.(key);
      const ticket = latest;
      timer = setTimer(() => {
        timer = undefined;
        scheduled = undefined;
        void run(query, ticket);
      }, debounceMs);
    },
    async flush() {
      if (scheduled === undefined) return;
      cancelTimer();
      const query = scheduled;
      scheduled = undefined;
      await run(query, latest);
    },
    dispose() {
      disposed = true;
      cancelTimer();
    },
  };
}
