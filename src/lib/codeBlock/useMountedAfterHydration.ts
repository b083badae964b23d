import { startTransition, useEffect, useState } from 'react';

/**
 * False on the server and during hydration, true once the component has mounted, like `useIsBrowser`, but the
 * re-render it causes is a transition. `useIsBrowser` flips one context for the whole page right after
 * hydration, and React renders every consumer of it in one task it cannot interrupt: on a page with dozens of
 * code blocks that task is long enough to count as blocking time on a phone. A transition renders in slices
 * of about 5 ms that give way to input.
 */
export function useMountedAfterHydration(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted;
}
