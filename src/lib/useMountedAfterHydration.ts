import { startTransition, useEffect, useState } from 'react';

/** How many components the queue mounts per task: a long page's code blocks then commit a few at a time. */
const MOUNTS_PER_TASK = 6;

const waiting: Array<() => void> = [];
let flushScheduled = false;

function scheduleFlush(): void {
  if (flushScheduled) return;
  flushScheduled = true;
  setTimeout(() => {
    flushScheduled = false;
    const batch = waiting.splice(0, MOUNTS_PER_TASK);
    startTransition(() => batch.forEach((mount) => mount()));
    if (waiting.length > 0) scheduleFlush();
  }, 0);
}

/**
 * False on the server and during hydration, true once the component has mounted, like `useIsBrowser`, but the
 * re-render it causes is a transition, and the components that wait are mounted a few per browser task.
 * `useIsBrowser` flips one context for the whole page right after hydration, and React renders every consumer
 * of it in one task it cannot interrupt; one transition for all of them still commits in one piece. A page
 * with dozens of code blocks would spend a blocking task on either; batches of a few per task do not.
 */
export function useMountedAfterHydration(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    let current = true;
    waiting.push(() => {
      if (current) setMounted(true);
    });
    scheduleFlush();
    return () => {
      current = false;
    };
  }, []);
  return mounted;
}
