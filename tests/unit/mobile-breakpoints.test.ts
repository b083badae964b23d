import fs from 'node:fs';
import path from 'node:path';
import { act, renderHook } from '@testing-library/react';
import { BREAKPOINTS } from '@site/config/constants';
import {
  MOBILE_MEDIA_QUERY,
  NAV_SCREEN_CLOSE_MEDIA_QUERY,
  useIsMobile,
  useMediaQueryEnter,
} from '@site/src/lib/viewport';
import { installViewport, type FakeViewport } from './mobileViewportMock';

let viewport: FakeViewport;
afterEach(() => viewport?.restore());

describe('mobile breakpoint decisions', () => {
  it.each([
    [390, true],
    [996, true],
    [1000, true],
    [1024, true],
    [1025, false],
    [1280, false],
  ])('a %i px window is mobile: %s', (width, mobile) => {
    viewport = installViewport(width);
    expect(window.matchMedia(MOBILE_MEDIA_QUERY).matches).toBe(mobile);
    const { result } = renderHook(() => useIsMobile());
    expect(result.current).toBe(mobile);
  });

  it.each([
    [767, false],
    [768, true],
    [1000, true],
  ])('at %i px the nav screen close width is reached: %s', (width, reached) => {
    viewport = installViewport(width);
    expect(window.matchMedia(NAV_SCREEN_CLOSE_MEDIA_QUERY).matches).toBe(reached);
  });

  it('follows the window across the 1024 px line', () => {
    viewport = installViewport(1280);
    const { result } = renderHook(() => useIsMobile());
    expect(result.current).toBe(false);
    act(() => viewport.resize(1000));
    expect(result.current).toBe(true);
    act(() => viewport.resize(1100));
    expect(result.current).toBe(false);
  });

  it('reports reaching 768 px once per crossing, not on every resize', () => {
    viewport = installViewport(390);
    const onEnter = jest.fn();
    renderHook(() => useMediaQueryEnter(NAV_SCREEN_CLOSE_MEDIA_QUERY, onEnter));
    act(() => viewport.resize(700));
    expect(onEnter).not.toHaveBeenCalled();
    act(() => viewport.resize(768));
    expect(onEnter).toHaveBeenCalledTimes(1);
    act(() => viewport.resize(900));
    expect(onEnter).toHaveBeenCalledTimes(1);
    act(() => viewport.resize(500));
    act(() => viewport.resize(800));
    expect(onEnter).toHaveBeenCalledTimes(2);
  });

  it('keeps the CSS breakpoints equal to BREAKPOINTS.mobileMaxWidth', () => {
    const root = path.resolve(__dirname, '../..');
    for (const file of ['src/css/mobile.css', 'src/components/MobileSidebar/styles.module.css']) {
      const css = fs.readFileSync(path.join(root, file), 'utf8');
      const widths = [...css.matchAll(/@media \(max-width: (\d+)px\)/g)].map(([, px]) => Number(px));
      expect(widths.length).toBeGreaterThan(0);
      for (const width of widths) expect(width).toBe(BREAKPOINTS.mobileMaxWidth);
    }
  });
});
