import { renderToString } from 'react-dom/server';
import { act, render } from '@testing-library/react';
import { SCROLL } from '@site/config/constants';
import { THEME_OPTIONS, type HideNavbarMode } from '@site/config/site';
import { hiddenAfterScroll, isNavbarHidden } from '@site/src/lib/navbarHiding';
import Navbar from '@site/src/theme/Navbar';

const navScreen = { shown: false };
jest.mock('@theme-original/Navbar', () => () => <nav className="navbar">navbar</nav>, { virtual: true });
jest.mock('@docusaurus/theme-common/internal', () => ({ useNavbarMobileSidebar: () => navScreen }));
// The build's theme option overrides (docusaurus.config.ts customFields.themeOptions); none unless a test sets them.
const mockCustomFields: { themeOptions?: Record<string, unknown> } = {};
jest.mock(
  '@docusaurus/useDocusaurusContext',
  () => ({ __esModule: true, default: () => ({ siteConfig: { customFields: mockCustomFields } }) }),
  { virtual: true },
);

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  window.dispatchEvent(new Event('scroll'));
}

/** Scrolls once a full throttle interval has passed, so the handler sees this position. */
function scrollStep(y: number) {
  act(() => {
    jest.advanceTimersByTime(SCROLL.throttleMs + 1);
    scrollWindowTo(y);
  });
}

function renderNavbar(mode: HideNavbarMode) {
  THEME_OPTIONS.hideNavbar = mode;
  const view = render(<Navbar />);
  const state = () => view.container.querySelector('[data-hide-navbar]')!;
  return {
    ...view,
    hidden: () => state().getAttribute('data-navbar-hidden'),
    mode: () => state().getAttribute('data-hide-navbar'),
  };
}

const defaultMode = THEME_OPTIONS.hideNavbar;
beforeEach(() => {
  jest.useFakeTimers();
  scrollWindowTo(0);
  navScreen.shown = false;
});
afterEach(() => {
  jest.useRealTimers();
  THEME_OPTIONS.hideNavbar = defaultMode;
  delete mockCustomFields.themeOptions;
});

describe('hideNavbar mode mapping', () => {
  it('never hides, always hides, auto hides only as scrolling decided and never over an open nav screen', () => {
    for (const hiddenByScroll of [false, true]) {
      for (const navScreenOpen of [false, true]) {
        expect(isNavbarHidden('never', { hiddenByScroll, navScreenOpen })).toBe(false);
        expect(isNavbarHidden('always', { hiddenByScroll, navScreenOpen })).toBe(true);
        expect(isNavbarHidden('auto', { hiddenByScroll, navScreenOpen })).toBe(
          hiddenByScroll && !navScreenOpen,
        );
      }
    }
  });

  it('auto: scrolling down past the navbar hides it, scrolling up or reaching the top shows it', () => {
    const navbarHeight = 64;
    expect(hiddenAfterScroll(false, { scrollY: 300, previousScrollY: 100, navbarHeight })).toBe(true);
    expect(hiddenAfterScroll(true, { scrollY: 250, previousScrollY: 300, navbarHeight })).toBe(false);
    expect(hiddenAfterScroll(false, { scrollY: 40, previousScrollY: 10, navbarHeight })).toBe(false);
    expect(hiddenAfterScroll(true, { scrollY: 60, previousScrollY: 300, navbarHeight })).toBe(false);
    expect(hiddenAfterScroll(true, { scrollY: 300, previousScrollY: 300, navbarHeight })).toBe(true);
    expect(hiddenAfterScroll(false, { scrollY: 300, previousScrollY: 300, navbarHeight })).toBe(false);
  });

  it('the default is never', () => {
    expect(defaultMode).toBe('never');
  });
});

describe('navbar wrapper', () => {
  it('never: the navbar stays after scrolling down', () => {
    const { hidden, mode } = renderNavbar('never');
    expect(mode()).toBe('never');
    scrollStep(800);
    scrollStep(1600);
    expect(hidden()).toBe('false');
  });

  it('always: the navbar is hidden from the static HTML on', () => {
    THEME_OPTIONS.hideNavbar = 'always';
    expect(renderToString(<Navbar />)).toMatch(/data-navbar-hidden="true"/);
    const { hidden } = renderNavbar('always');
    scrollStep(400);
    scrollStep(100);
    expect(hidden()).toBe('true');
  });

  it('auto: hides while scrolling down, comes back on scrolling up, stays for an open nav screen', () => {
    const { hidden, rerender } = renderNavbar('auto');
    expect(hidden()).toBe('false');
    scrollStep(500);
    expect(hidden()).toBe('true');
    scrollStep(450);
    expect(hidden()).toBe('false');
    scrollStep(900);
    expect(hidden()).toBe('true');
    navScreen.shown = true;
    rerender(<Navbar />);
    expect(hidden()).toBe('false');
  });

  it("takes the build's override from customFields.themeOptions over THEME_OPTIONS", () => {
    mockCustomFields.themeOptions = { hideNavbar: 'always' };
    const { hidden, mode } = renderNavbar('never');
    expect(mode()).toBe('always');
    expect(hidden()).toBe('true');
  });

  it('auto: the scroll handler is throttled to 200 ms', () => {
    const { hidden } = renderNavbar('auto');
    scrollStep(500);
    expect(hidden()).toBe('true');
    // An upward scroll within the interval is only seen when the interval ends.
    act(() => scrollWindowTo(300));
    expect(hidden()).toBe('true');
    act(() => {
      jest.advanceTimersByTime(SCROLL.throttleMs);
    });
    expect(hidden()).toBe('false');
  });
});
