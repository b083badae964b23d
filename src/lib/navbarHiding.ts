import type { HideNavbarMode } from '@site/config/site';

export interface ScrollStep {
  /** Scroll position now. */
  scrollY: number;
  /** Scroll position at the previous (throttled) handler run. */
  previousScrollY: number;
  /** Height of the navbar: this close to the top the navbar always shows. */
  navbarHeight: number;
}

/**
 * The `auto` mode's reading of one scroll step: scrolling down past the navbar hides it, scrolling up or
 * reaching the top brings it back, no movement keeps the current state.
 */
export function hiddenAfterScroll(wasHidden: boolean, step: ScrollStep): boolean {
  if (step.scrollY <= step.navbarHeight) return false;
  if (step.scrollY > step.previousScrollY) return true;
  if (step.scrollY < step.previousScrollY) return false;
  return wasHidden;
}

/**
 * Whether the navbar is out of view. The mobile nav screen lives inside the navbar, so an open nav screen keeps
 * an auto-hiding navbar in view.
 */
export function isNavbarHidden(
  mode: HideNavbarMode,
  state: { hiddenByScroll: boolean; navScreenOpen: boolean },
): boolean {
  switch (mode) {
    case 'never':
      return false;
    case 'always':
      return true;
    case 'auto':
      return state.hiddenByScroll && !state.navScreenOpen;
  }
}
