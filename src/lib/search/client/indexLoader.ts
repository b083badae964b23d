/**
 * The index state behind the dialog's loading state. The first load of an index counts as taking at least
 * `minBuildMs` (the required minimum duration of the index build state), measured from when loading started,
 * so an early start (hovering the search button) shortens the wait, or from when the loading state was first
 * shown if that was earlier (the dialog's shell shows it before the dialog's code, and this loader, are in).
 * A loaded index is ready at once: reopening the dialog never shows the loading state again.
 */
export interface IndexLoader {
  /** True once the index is loaded and the minimum build time has passed. */
  isReady(): boolean;
  /**
   * Starts loading (once) and resolves when ready. Rejects if loading failed; the next call retries.
   * `shownSince`: when the loading state was first shown (clock time), if the minimum counts from there.
   */
  ensure(shownSince?: number): Promise<void>;
}

export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export function createIndexLoader(
  load: () => Promise<void>,
  minBuildMs: number,
  clock: Clock = realClock,
): IndexLoader {
  let ready = false;
  let pending: Promise<void> | undefined;
  let startedAt = Infinity;
  return {
    isReady: () => ready,
    ensure(shownSince) {
      if (ready) return Promise.resolve();
      // Also when loading is already under way: a hover may have started it after the shell showed the state.
      if (shownSince !== undefined) startedAt = Math.min(startedAt, shownSince);
      pending ??= (async () => {
        startedAt = Math.min(startedAt, clock.now());
        try {
          await load();
        } catch (error) {
          pending = undefined;
          startedAt = Infinity;
          throw error;
        }
        const elapsed = clock.now() - startedAt;
        if (elapsed < minBuildMs) await clock.sleep(minBuildMs - elapsed);
        ready = true;
      })();
      return pending;
    },
  };
}
