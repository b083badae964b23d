import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@site/config/constants';

/**
 * "Mobile" for this site: a window 1024 px wide or narrower. Docusaurus's own switch (useWindowSize, Infima) is at
 * 996 px, so the theme asks this query instead wherever the two differ (src/css/mobile.css covers the CSS side).
 */
export const MOBILE_MEDIA_QUERY = `(max-width: ${BREAKPOINTS.mobileMaxWidth}px)`;

/** The mobile nav screen closes when the window becomes at least this wide. */
export const NAV_SCREEN_CLOSE_MEDIA_QUERY = `(min-width: ${BREAKPOINTS.navScreenCloseWidth}px)`;

const canMatchMedia = (): boolean => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * Whether a media query matches, live. False during server rendering and hydration, so the first client render
 * equals the static HTML; media query change events fire only when a width is crossed, so no resize handler
 * (and no throttling) is needed.
 */
function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatchMedia()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => canMatchMedia() && window.matchMedia(query).matches,
    () => false,
  );
}

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY);
}

/**
 * Calls `onEnter` each time the window starts matching `query` (a crossing, not every resize: a tablet whose
 * browser bar collapses fires resize events without changing the layout).
 */
export function useMediaQueryEnter(query: string, onEnter: () => void): void {
  const callback = useRef(onEnter);
  useEffect(() => {
    callback.current = onEnter;
  });
  useEffect(() => {
    if (!canMatchMedia()) return undefined;
    const list = window.matchMedia(query);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) callback.current();
    };
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
}
