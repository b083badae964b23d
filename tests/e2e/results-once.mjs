/**
 * Results computed once per key, for visits that lead on to other visits (a redirect's destination): a
 * computation may wait for another key's result, and two of them can end up waiting for each other, as two
 * tests reaching one redirect loop from its two ends do. A wait that would close such a circle gets
 * `onCircle(keys)` (the waiting key, the keys waited for in turn, and the waiting key again) instead of
 * waiting forever; a computation waits for one result at a time.
 * @template T
 * @param {(key: string, waitFor: (other: string) => Promise<T>) => Promise<T>} compute
 * @param {(circle: string[]) => T} onCircle
 * @returns {(key: string) => Promise<T>}
 */
export function resultsOnce(compute, onCircle) {
  /** @type {Map<string, Promise<T>>} */
  const results = new Map();
  /** @type {Map<string, string>} */
  const waitingFor = new Map();
  /** @param {string} key */
  const get = (key) => {
    let result = results.get(key);
    if (!result) {
      // Started after it is stored: a computation that at once waits for its own key finds it.
      result = Promise.resolve().then(() => compute(key, (other) => wait(key, other)));
      results.set(key, result);
    }
    return result;
  };
  /**
   * @param {string} waiter
   * @param {string} key
   * @returns {Promise<T>}
   */
  const wait = (waiter, key) => {
    const circle = [waiter];
    for (
      let next = /** @type {string | undefined} */ (key);
      next !== undefined;
      next = waitingFor.get(next)
    ) {
      circle.push(next);
      if (next === waiter) return Promise.resolve(onCircle(circle));
    }
    waitingFor.set(waiter, key);
    return get(key).finally(() => waitingFor.delete(waiter));
  };
  return get;
}
