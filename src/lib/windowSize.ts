import { startTransition, useEffect, useState } from 'react';

/**
 * Docusaurus's `useWindowSize` (@docusaurus/theme-common), which plugins/sliced-boot puts in its place in the
 * client bundle. Same contract: 'ssr' on the server and during hydration, then 'mobile' up to the breakpoint
 * and 'desktop' above it. One change: the first measurement, right after hydration, is a transition. Upstream
 * sets it as an ordinary update, which React renders in one task it cannot interrupt; on a phone it swaps the
 * desktop outline and the navbar's mobile parts on every page, the longest task of a long page's start-up.
 * Later resizes stay ordinary updates, so the layout follows the window at once.
 */
export type WindowSize = 'desktop' | 'mobile' | 'ssr';

/** Docusaurus's breakpoint, which Infima's CSS hard-codes too. */
const DESKTOP_BREAKPOINT = 996;

export function windowSizeOf(width: number, desktopBreakpoint = DESKTOP_BREAKPOINT): WindowSize {
  return width > desktopBreakpoint ? 'desktop' : 'mobile';
}

export function useWindowSize({
  desktopBreakpoint = DESKTOP_BREAKPOINT,
}: { desktopBreakpoint?: number } = {}): WindowSize {
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => setWindowSize(windowSizeOf(window.innerWidth, desktopBreakpoint));
    startTransition(update);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return windowSize;
}
