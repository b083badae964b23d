import { startTransition, useEffect, useRef, useState } from 'react';

/** How many components the queue mounts per commit: a long page's code blocks then commit a few at a time. */
const MOUNTS_PER_COMMIT = 6;

/** Components waiting to mount, and how many of the batch in progress have not committed yet. */
const waiting: Array<() => void> = [];
let inFlight = 0;
let flushScheduled = false;

// React renders all pending transitions together, so the next batch starts only once the last one committed.
function scheduleFlush(): void {
  if (flushScheduled || inFlight > 0 || waiting.length === 0) return;
  flushScheduled = true;
  setTimeout(() => {
    flushScheduled = false;
    const batch = waiting.splice(0, MOUNTS_PER_COMMIT);
    inFlight = batch.length;
    startTransition(() => batch.forEach((mount) => mount()));
  }, 0);
}

function settle(): void {
  inFlight -= 1;
  scheduleFlush();
}

/**
 * False on the server and during hydration, true once the component has mounted, like `useIsBrowser`, but the
 * re-render it causes is a transition, and the components that wait are mounted a few per commit.
 * `useIsBrowser` flips one context for the whole page right after hydration, and React renders every consumer
 * of it in one task it cannot interrupt; one transition for all of them still commits in one piece. A page
 * with dozens of code blocks would spend a blocking task on either; a few per commit do not.
 */
export function useMountedAfterHydration(): boolean {
  const [mounted, setMounted] = useState(false);
  // waiting → mounting (its batch is rendering) → settled (committed, or unmounted on the way).
  const stage = useRef<'waiting' | 'mounting' | 'settled'>('waiting');
  useEffect(() => {
    // Runs on mount only (again after a cleanup in React's strict mode): nothing is mounted yet.
    stage.current = 'waiting';
    const mount = () => {
      if (stage.current !== 'waiting') return;
      stage.current = 'mounting';
      setMounted(true);
    };
    waiting.push(mount);
    scheduleFlush();
    return () => {
      if (stage.current === 'waiting') waiting.splice(waiting.indexOf(mount), 1);
      if (stage.current === 'mounting') settle();
      stage.current = 'settled';
    };
  }, []);
  useEffect(() => {
    if (!mounted || stage.current !== 'mounting') return;
    stage.current = 'settled';
    settle();
  }, [mounted]);
  return mounted;
}
