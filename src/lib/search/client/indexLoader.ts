/**
 * The index state behind the dialog's loading state. A first load lasts at least `minBuildMs` (the spec's
 * minimum), counted from when loading started (a hover shortens the wait) or, if earlier, from `shownSince`,
 * when the shell first showed the state. A loaded index is ready at once on every later opening.
 */
export interface IndexLoader {
  isReady(): boolean;
  /** Starts loading (once) and resolves when ready. Rejects if loading failed; the next call retries. */
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
