import React, { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import NavbarMobileSidebar from '@site/src/theme/Navbar/MobileSidebar';
import { installViewport, type FakeViewport } from './mobileViewportMock';

// The stock nav-screen state (Docusaurus's NavbarMobileSidebarProvider): shown + toggle, plus a location.
const mockLocation = { pathname: '/guide/start/' };
const NavScreenContext = createContext<{ shown: boolean; toggle: () => void; disabled: boolean } | null>(
  null,
);

jest.mock('@docusaurus/theme-common/internal', () => ({
  useNavbarMobileSidebar: () => useContext(NavScreenContext),
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
  '@theme/Navbar/MobileSidebar/Layout',
  () =>
    ({ header, primaryMenu }: { header: React.ReactNode; primaryMenu: React.ReactNode }) => (
      <div className="navbar-sidebar" data-testid="nav-screen">
        {header}
        {primaryMenu}
      </div>
    ),
  { virtual: true },
);
jest.mock('@theme/Navbar/MobileSidebar/Header', () => () => <div className="navbar-sidebar__brand" />, {
  virtual: true,
});
jest.mock(
  '@theme/Navbar/MobileSidebar/PrimaryMenu',
  () => () => (
    <ul className="menu__list">
      <li>
        <a className="menu__link" href="/guide/start/">
          Guide
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
  return (
    <NavScreenContext.Provider value={value}>
      <button type="button" className="navbar__toggle" aria-expanded={shown} onClick={toggle}>
        hamburger
      </button>
      <NavbarMobileSidebar />
    </NavScreenContext.Provider>
  );
}

let viewport: FakeViewport;
afterEach(() => viewport.restore());

const hamburger = () => screen.getByRole('button', { name: 'hamburger' });
const isOpen = () => hamburger().getAttribute('aria-expanded') === 'true';
const navScreen = () => screen.queryByTestId('nav-screen');

function openAt(width: number) {
  viewport = installViewport(width);
  mockLocation.pathname = '/guide/start/';
  const view = render(<Harness />);
  fireEvent.click(hamburger());
  expect(isOpen()).toBe(true);
  return view;
}

describe('mobile nav screen', () => {
  it('is rendered up to 1024 px, past Docusaurus’s 996 px, and not above', () => {
    viewport = installViewport(1000);
    const { unmount } = render(<Harness />);
    expect(navScreen()).toBeInTheDocument();
    unmount();
    viewport.resize(1280);
    render(<Harness />);
    expect(navScreen()).not.toBeInTheDocument();
  });

  it('opening moves focus to its first link', () => {
    openAt(390);
    expect(screen.getByRole('link', { name: 'Guide' })).toHaveFocus();
  });

  it('closes when the window reaches 768 px, and not before', () => {
    openAt(390);
    act(() => viewport.resize(700));
    expect(isOpen()).toBe(true);
    act(() => viewport.resize(800));
    expect(isOpen()).toBe(false);
  });

  it('stays open at 1000 px until a resize crosses a breakpoint', () => {
    openAt(1000);
    act(() => viewport.resize(1010));
    expect(isOpen()).toBe(true);
  });

  it('closes on navigation', () => {
    const { rerender } = openAt(390);
    mockLocation.pathname = '/config/';
    rerender(<Harness />);
    expect(isOpen()).toBe(false);
  });

  it('closes on Escape and gives focus back to the hamburger', () => {
    openAt(390);
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(isOpen()).toBe(false);
    expect(hamburger()).toHaveFocus();
  });
});
