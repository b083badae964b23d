/**
 * The index state behind the dialog's loading state. The first load of an index counts as taking at least
 * `minBuildMs` (the required minimum duration of the index build state), measured from when loading started, so an early start
 * (hovering the search button) shortens the wait. A loaded index is ready at once: reopening the dialog never
 * shows the loading state again.
 */
export interface IndexLoader {
  /** True once the index is loaded and the minimum build time has passed. */
  isReady(): boolean;
  /** Starts loading (once) and resolves when ready. Rejects if loading failed; the next call retries. */
  ensure(): Promise<void>;
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
  return {
    isReady: () => ready,
    ensure() {
      if (ready) return Promise.resolve();
      pending ??= (async () => {
        const startedAt = clock.now();
        try {
          await load();
        } catch (error) {
          pending = undefined;
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
