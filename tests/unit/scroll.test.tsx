import { act, render, renderHook, screen } from '@testing-library/react';
import { SCROLL } from '@site/config/constants';
import { THEME_OPTIONS } from '@site/config/site';
import { isScrolledPastTop, throttleScrollHandler, useThrottledScroll } from '@site/src/lib/scroll';
import BackToTopButton from '@site/src/theme/BackToTopButton';

jest.mock('@docusaurus/theme-common', () => ({
  ThemeClassNames: { common: { backToTopButton: 'theme-back-to-top-button' } },
}));
jest.mock(
  '@docusaurus/useDocusaurusContext',
  () => ({ __esModule: true, default: () => ({ siteConfig: { customFields: {} } }) }),
  { virtual: true },
);

/** Leaves more than one throttle interval since the last handler run, so the next event runs at once. */
const waitOutThrottle = () => jest.advanceTimersByTime(SCROLL.throttleMs + 1);

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  jest.useFakeTimers();
  scrollWindowTo(0);
});
afterEach(() => jest.useRealTimers());

describe('throttled scroll handlers', () => {
  it('run at once, then at most once per throttle interval, with a trailing run for the last position', () => {
    const handler = jest.fn();
    const throttled = throttleScrollHandler(handler);
    throttled(1);
    expect(handler).toHaveBeenCalledTimes(1);
    for (let y = 2; y <= 10; y += 1) {
      jest.advanceTimersByTime(10);
      throttled(y);
    }
    jest.advanceTimersByTime(SCROLL.throttleMs - 91);
    expect(handler).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(handler).toHaveBeenCalledTimes(2);
    expect(handler).toHaveBeenLastCalledWith(10);
  });

  it('useThrottledScroll reads the window position on mount and on throttled scroll events, and stops on unmount', () => {
    const seen: number[] = [];
    const { unmount } = renderHook(() => useThrottledScroll((y) => seen.push(y)));
    expect(seen).toEqual([0]);
    waitOutThrottle();
    act(() => {
      scrollWindowTo(100);
      scrollWindowTo(200);
      scrollWindowTo(300);
    });
    expect(seen).toEqual([0, 100]);
    act(() => {
      jest.advanceTimersByTime(SCROLL.throttleMs);
    });
    expect(seen).toEqual([0, 100, 300]);
    unmount();
    act(() => {
      waitOutThrottle();
      scrollWindowTo(400);
      waitOutThrottle();
    });
    expect(seen).toEqual([0, 100, 300]);
  });

  it('a disabled handler is never attached', () => {
    const onScroll = jest.fn();
    renderHook(() => useThrottledScroll(onScroll, false));
    act(() => scrollWindowTo(500));
    expect(onScroll).not.toHaveBeenCalled();
  });
});

describe('scroll-to-top button', () => {
  const button = () => screen.getByRole('button', { name: 'Scroll to top', hidden: true });

  it('shows once the page has left its top', () => {
    expect(isScrolledPastTop(0)).toBe(false);
    expect(isScrolledPastTop(1)).toBe(true);
    render(<BackToTopButton />);
    expect(button()).not.toHaveClass('shown');
    act(() => {
      waitOutThrottle();
      scrollWindowTo(40);
    });
    expect(button()).toHaveClass('shown');
    act(() => {
      waitOutThrottle();
      scrollWindowTo(0);
    });
    expect(button()).not.toHaveClass('shown');
  });

  it('is a named button that scrolls the window back to the top', () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as typeof window.scrollTo;
    render(<BackToTopButton />);
    expect(button().tagName).toBe('BUTTON');
    expect(button()).toHaveAttribute('type', 'button');
    button().click();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('is left out when the theme option enableScrollToTop is off', () => {
    THEME_OPTIONS.enableScrollToTop = false;
    try {
      const { container } = render(<BackToTopButton />);
      expect(container).toBeEmptyDOMElement();
    } finally {
      THEME_OPTIONS.enableScrollToTop = true;
    }
  });
});
