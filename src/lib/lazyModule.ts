import { useCallback, useSyncExternalStore } from 'react';

/** A module fetched on first use: `current` is there synchronously once it has arrived. */
export interface LazyModule<M> {
  load(): Promise<M>;
  readonly current: M | undefined;
  /** Calls `listener` when the module arrives; returns the function that stops that. */
  subscribe(listener: () => void): () => void;
}

/** Loads once however often it is asked; a failed load (a network error) is tried again on the next call. */
export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let pending: Promise<M> | undefined;
  let current: M | undefined;
  const listeners = new Set<() => void>();
  return {
    load() {
      pending ??= importer().then(
        (loaded) => {
          current = loaded;
          for (const listener of [...listeners]) listener();
          return loaded;
        },
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
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Nothing has arrived while the server renders, nor while the client hydrates what it rendered. */
const nothingYet = () => undefined;

/**
 * The module once `wanted` and loaded, and `load`, which fetches it (again after a failure) and tells whether
 * it arrived. The caller renders anew when it arrives. It is read as an external store, not a plain variable:
 * React skipped an effect whose dependencies came from such a variable when it rendered the caller for
 * another update and bailed out (the drawer then never replayed the click that opens it).
 */
export function useLazyModule<M>(
  module: LazyModule<M>,
  wanted: boolean,
): { loaded: M | undefined; load: () => Promise<boolean> } {
  const current = useSyncExternalStore(module.subscribe, () => module.current, nothingYet);
  const load = useCallback(async () => {
    if (module.current) return true;
    try {
      await module.load();
    } catch (error) {
      console.error('Loading a module failed.', error);
      return false;
    }
    return true;
  }, [module]);
  return { loaded: wanted ? current : undefined, load };
}
