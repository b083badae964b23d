import { useCallback, useState } from 'react';

/** A module fetched on first use: `current` is there synchronously once it has arrived. */
export interface LazyModule<M> {
  load(): Promise<M>;
  readonly current: M | undefined;
}

/** Loads once however often it is asked; a failed load (a network error) is tried again on the next call. */
export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let pending: Promise<M> | undefined;
  let current: M | undefined;
  return {
    load() {
      pending ??= importer().then(
        (loaded) => (current = loaded),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    get current() {
      return current;
    },
  };
}

/**
 * The module once `wanted` and loaded, and `load`, which fetches it (again after a failure), renders the caller
 * anew when it arrives and tells whether it did. A module that has arrived before is there in the same render.
 */
export function useLazyModule<M>(
  module: LazyModule<M>,
  wanted: boolean,
): { loaded: M | undefined; load: () => Promise<boolean> } {
  const [, setArrivals] = useState(0);
  const load = useCallback(async () => {
    if (module.current) return true;
    try {
      await module.load();
    } catch (error) {
      console.error('Loading a module failed.', error);
      return false;
    }
    setArrivals((count) => count + 1);
    return true;
  }, [module]);
  return { loaded: wanted ? module.current : undefined, load };
}
