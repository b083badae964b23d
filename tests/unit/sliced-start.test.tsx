import fs from 'node:fs';
import path from 'node:path';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { useWindowSize, windowSizeOf } from '@site/src/lib/windowSize';
import { useMountedAfterHydration } from '@site/src/lib/useMountedAfterHydration';
import useTabsMountKey from '@site/src/lib/tabsMountKey';
import {
  TABS_MOUNT_KEY_HOOK,
  UPSTREAM_TABS,
  UPSTREAM_WINDOW_SIZE_HOOK,
  WINDOW_SIZE_HOOK,
} from '@site/plugins/sliced-boot';

const root = path.join(__dirname, '../..');

const setWidth = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
};

describe('useWindowSize (replaces Docusaurus’s in the client bundle)', () => {
  it('is "ssr" in the first render, then the window’s size; resizes across 996 px switch it', async () => {
    setWidth(390);
    const seen: string[] = [];
    const { result } = renderHook(() => {
      const size = useWindowSize();
      seen.push(size);
      return size;
    });
    expect(seen[0]).toBe('ssr');
    await waitFor(() => expect(result.current).toBe('mobile'));
    act(() => {
      setWidth(1280);
      window.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toBe('desktop');
  });

  it('puts 996 px on the mobile side, as Infima’s CSS does', () => {
    expect(windowSizeOf(996)).toBe('mobile');
    expect(windowSizeOf(997)).toBe('desktop');
  });

  it('replaces a file that exists, with one that exists (an upgrade that moves either fails here)', () => {
    const file = path.join(root, 'node_modules/@docusaurus/theme-common/lib/hooks/useWindowSize.js');
    expect(file).toMatch(UPSTREAM_WINDOW_SIZE_HOOK);
    expect(fs.existsSync(path.join(root, WINDOW_SIZE_HOOK))).toBe(true);
    // The upstream contract the replacement keeps: same export, same breakpoint, "ssr" first.
    const source = fs.readFileSync(file, 'utf8');
    expect(source).toMatch(/export function useWindowSize\(/);
    expect(source).toMatch(/DesktopBreakpoint = 996;/);
    expect(source).toMatch(/'ssr'\);/);
  });
});

describe('Docusaurus’s Tabs mount once (their useIsBrowser replaced in the client bundle)', () => {
  it('replaces the hook of a Tabs file that exists, which uses it for the key of its tabs alone', () => {
    const file = path.join(root, 'node_modules/@docusaurus/theme-classic/lib/theme/Tabs/index.js');
    expect(file).toMatch(UPSTREAM_TABS);
    expect(fs.existsSync(path.join(root, TABS_MOUNT_KEY_HOOK))).toBe(true);
    const source = fs.readFileSync(file, 'utf8');
    expect(source).toMatch(/import useIsBrowser from '@docusaurus\/useIsBrowser';/);
    expect(source.match(/\bisBrowser\b/g)).toHaveLength(2);
    expect(source).toMatch(/const isBrowser = useIsBrowser\(\);/);
    expect(source).toMatch(/key=\{String\(isBrowser\)\}/);
  });

  it('leaves the stored or query-string choice to the layout effect that applies it after hydration', () => {
    const utils = fs.readFileSync(
      path.join(root, 'node_modules/@docusaurus/theme-common/lib/utils/tabsUtils.js'),
      'utf8',
    );
    expect(utils).toMatch(/useIsomorphicLayoutEffect\(\(\) => \{\s*if \(valueToSync\) \{\s*setSelectedValue/);
  });

  it('gives a key that never changes', () => {
    const { result, rerender } = renderHook(() => useTabsMountKey());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});

function Waiting({ id }: { id: number }) {
  return useMountedAfterHydration() ? <span data-testid="mounted">{id}</span> : null;
}

describe('useMountedAfterHydration', () => {
  afterEach(() => jest.useRealTimers());

  it('mounts nothing in the first render and everything later, a few per task', () => {
    jest.useFakeTimers();
    const ids = Array.from({ length: 14 }, (_, id) => id);
    render(
      <>
        {ids.map((id) => (
          <Waiting key={id} id={id} />
        ))}
      </>,
    );
    const counts = [screen.queryAllByTestId('mounted').length];
    // Each task mounts one batch, once the previous one has committed.
    for (let task = 0; task < 5; task += 1) {
      act(() => jest.advanceTimersToNextTimer());
      counts.push(screen.queryAllByTestId('mounted').length);
    }
    expect(counts).toEqual([0, 6, 12, 14, 14, 14]);
  });
});
