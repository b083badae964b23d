type StartViewTransition = (callback: () => Promise<void>) => { finished: Promise<void> };

/** Longest wait for the new content before the transition gives up (browsers abort a stuck one anyway). */
const MAX_TRANSITION_WAIT_MS = 1000;

/**
 * Starts a view transition that captures the current content and animates to the new one once the returned
 * callback is called (after the router has rendered the new page). Without browser support, or when the
 * reader prefers reduced motion, it does nothing.
 */
export function startContentTransition(doc: Document = document, win: Window = window): () => void {
  const start = (doc as Document & { startViewTransition?: StartViewTransition }).startViewTransition;
  if (typeof start !== 'function' || win.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
    return () => {};
  let done!: () => void;
  const rendered = new Promise<void>((resolve) => {
    done = resolve;
    win.setTimeout(resolve, MAX_TRANSITION_WAIT_MS);
  });
  try {
    start.call(doc, () => rendered).finished.catch(() => {});
  } catch {
    return () => {};
  }
  return done;
}
