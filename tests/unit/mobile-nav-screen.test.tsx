import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import NavbarMobileSidebar from '@site/src/theme/Navbar/MobileSidebar';
import { installViewport, type FakeViewport } from './mobileViewportMock';

// The stock nav-screen state (Docusaurus's NavbarMobileSidebarProvider): shown + toggle, plus a location.
const mockLocation = { pathname: '/guide/start/' };
const NavScreenContext = createContext<{ shown: boolean; toggle: () => void; disabled: boolean } | null>(
  null,
);

jest.mock('@docusaurus/theme-common', () => ({
  ThemeClassNames: { layout: { navbar: { mobileSidebar: { container: 'nav-screen', panel: 'nav-panel' } } } },
}));
jest.mock('@docusaurus/theme-common/internal', () => ({
  useNavbarMobileSidebar: () => useContext(NavScreenContext),
  useNavbarSecondaryMenu: () => ({ shown: false }),
  useLockBodyScroll: () => {},
  useLocationChange: (onChange: () => void) => {
    const previous = useRef(mockLocation.pathname);
    useEffect(() => {
      if (previous.current === mockLocation.pathname) return;
      previous.current = mockLocation.pathname;
      onChange();
    });
  },
}));
jest.mock(
  '@theme/Navbar/MobileSidebar/Header',
  () => () => (
    <div className="navbar-sidebar__brand">
      <a href="/">Rsbuild</a>
      <button type="button">Close navigation bar</button>
    </div>
  ),
  { virtual: true },
);
jest.mock(
  '@theme/Navbar/MobileSidebar/PrimaryMenu',
  () => () => (
    <ul className="menu__list">
      <li>
        <a className="menu__link" href="/guide/start/">
          Guide
        </a>
      </li>
      <li>
        <a className="menu__link" href="/config/">
          Config
        </a>
      </li>
    </ul>
  ),
  { virtual: true },
);
jest.mock('@theme/Navbar/MobileSidebar/SecondaryMenu', () => () => null, { virtual: true });

function Harness() {
  const [shown, setShown] = useState(false);
  const toggle = useCallback(() => setShown((value) => !value), []);
  const value = useMemo(() => ({ shown, toggle, disabled: false }), [shown, toggle]);
  // The stock navbar: the hamburger and a page link before the nav screen, the backdrop beside it.
  return (
    <NavScreenContext.Provider value={value}>
      <nav>
        <div className="navbar__inner">
          <button type="button" className="navbar__toggle" aria-expanded={shown} onClick={toggle}>
            hamburger
          </button>
          <a href="/search">Behind</a>
        </div>
        <div role="presentation" className="navbar-sidebar__backdrop" onClick={toggle} />
        <NavbarMobileSidebar />
      </nav>
      <main>
        <a href="/page">Page link</a>
      </main>
    </NavScreenContext.Provider>
  );
}

let viewport: FakeViewport;
afterEach(() => viewport.restore());
// The modal part (Floating UI) is imported on first use; importing it once here keeps each test within its
// time on a busy machine.
beforeAll(() => import('@site/src/components/ModalSheet/NavScreenModal'), 30_000);
jest.setTimeout(15_000);

// While the nav screen is open the page behind it, hamburger included, is inert (out of the accessibility tree).
const hamburger = () => screen.getByRole('button', { name: 'hamburger', hidden: true });
const isOpen = () => hamburger().getAttribute('aria-expanded') === 'true';
const navScreen = () => document.querySelector('.navbar-sidebar');
const dialog = () => screen.getByRole('dialog', { name: 'Navigation bar' });
const focused = () => document.activeElement as HTMLElement;
// jsdom has no `inert`: Floating UI falls back to aria-hidden there (Chromium gets inert: tests/e2e/mobile.test.mjs).
const behind = (element: Element) => element.closest('[inert], [aria-hidden="true"]') !== null;

/** Opens the nav screen and waits for its modal part (Floating UI, loaded on demand) to take the focus. */
async function openAt(width: number) {
  viewport = installViewport(width);
  mockLocation.pathname = '/guide/start/';
  const view = render(<Harness />);
  await waitFor(() => expect(navScreen()).toBeInTheDocument());
  fireEvent.click(hamburger());
  expect(isOpen()).toBe(true);
  // Rendering the modal part and its focus (next frame) can take a few seconds on a busy machine.
  await waitFor(() => expect(screen.getByRole('link', { name: 'Guide' })).toHaveFocus(), { timeout: 8000 });
  return view;
}

describe('mobile nav screen', () => {
  it('is rendered up to 1024 px, past Docusaurus’s 996 px, and not above', async () => {
    viewport = installViewport(1000);
    const { unmount } = render(<Harness />);
    await waitFor(() => expect(navScreen()).toBeInTheDocument());
    unmount();
    viewport.resize(1280);
    render(<Harness />);
    // Past the task that mounts the components waiting for hydration to end.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(navScreen()).not.toBeInTheDocument();
  });

  it('is added after the first render, in a later task (not in the render that follows hydration)', async () => {
    viewport = installViewport(390);
    render(<Harness />);
    expect(navScreen()).not.toBeInTheDocument();
    await waitFor(() => expect(navScreen()).toBeInTheDocument());
  });

  it('is a modal dialog named "Navigation bar"; opening moves focus to its first link', async () => {
    await openAt(390);
    expect(dialog()).toBe(navScreen());
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(dialog()).toContainElement(focused());
  });

  it('makes the page behind inert, except the backdrop that closes it, and restores it on closing', async () => {
    await openAt(390);
    expect(behind(hamburger())).toBe(true);
    expect(behind(screen.getByRole('link', { name: 'Page link', hidden: true }))).toBe(true);
    expect(behind(screen.getByRole('link', { name: 'Behind', hidden: true }))).toBe(true);
    const backdrop = document.querySelector('.navbar-sidebar__backdrop') as HTMLElement;
    expect(behind(backdrop)).toBe(false);
    expect(behind(dialog())).toBe(false);
    fireEvent.click(backdrop);
    expect(isOpen()).toBe(false);
    await waitFor(() => expect(behind(hamburger())).toBe(false));
    expect(behind(screen.getByRole('link', { name: 'Page link' }))).toBe(false);
  });

  it('keeps Tab inside: past the last control it wraps to the first, Shift+Tab back to the last', async () => {
    await openAt(390);
    // jsdom does not move the focus on Tab: the focus guards around the dialog do the wrapping.
    const guards = [...document.querySelectorAll<HTMLElement>('[data-floating-ui-focus-guard]')];
    expect(guards).toHaveLength(2);
    const [before, after] = guards;
    expect(
      before.compareDocumentPosition(navScreen() as Node) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    act(() => after.focus());
    await waitFor(() => expect(screen.getByRole('link', { name: 'Rsbuild' })).toHaveFocus());
    act(() => before.focus());
    await waitFor(() => expect(screen.getByRole('link', { name: 'Config' })).toHaveFocus());
  });

  it('closes when the window reaches 768 px, and not before', async () => {
    await openAt(390);
    act(() => viewport.resize(700));
    expect(isOpen()).toBe(true);
    act(() => viewport.resize(800));
    expect(isOpen()).toBe(false);
  });

  it('stays open at 1000 px until a resize crosses a breakpoint', async () => {
    await openAt(1000);
    act(() => viewport.resize(1010));
    expect(isOpen()).toBe(true);
  });

  it('closes on navigation', async () => {
    const { rerender } = await openAt(390);
    mockLocation.pathname = '/config/';
    rerender(<Harness />);
    expect(isOpen()).toBe(false);
  });

  it('closes on Escape and gives focus back to the hamburger', async () => {
    await openAt(390);
    fireEvent.keyDown(focused(), { key: 'Escape' });
    expect(isOpen()).toBe(false);
    await waitFor(() => expect(hamburger()).toHaveFocus());
  });
});
