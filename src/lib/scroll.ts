import { useEffect, useRef } from 'react';
import { throttle } from 'throttle-debounce';
import { SCROLL } from '@site/config/constants';

/**
 * Rate-limits a scroll handler to the required 200 ms: the first event runs at once, later ones at most every
 * 200 ms, and a trailing call delivers the position where scrolling stopped.
 */
export function throttleScrollHandler<Args extends unknown[]>(handler: (...args: Args) => void) {
  return throttle(SCROLL.throttleMs, handler);
}

/**
 * Runs `onScroll(scrollY)` on window scrolls, throttled, and once on mount (a reload may restore a scrolled
 * position without a scroll event).
 */
export function useThrottledScroll(onScroll: (scrollY: number) => void, enabled = true): void {
  const callback = useRef(onScroll);
  useEffect(() => {
    callback.current = onScroll;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const handler = throttleScrollHandler(() => callback.current(window.scrollY));
    window.addEventListener('scroll', handler, { passive: true });
    handler();
    return () => {
      handler.cancel();
      window.removeEventListener('scroll', handler);
    };
  }, [enabled]);
}

/** The scroll-to-top button shows as soon as the page has left its top. */
export const isScrolledPastTop = (scrollY: number): boolean => scrollY > 0;

export function scrollToTop(): void {
  const reduceMotion =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
}
