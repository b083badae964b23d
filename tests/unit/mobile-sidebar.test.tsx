import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import MobileSidebar from '@site/src/components/MobileSidebar';
import { installViewport, type FakeViewport } from './mobileViewportMock';

type Item = { type: 'link' | 'category'; label: string; href?: string };

const location = { pathname: '/guide/start/' };
let sidebar: { name: string; items: Item[] } | null;

jest.mock('@docusaurus/router', () => ({ useLocation: () => location }), { virtual: true });
jest.mock('@docusaurus/plugin-content-docs/client', () => ({ useDocsSidebar: () => sidebar }));
jest.mock('@docusaurus/theme-common', () => ({
  ThemeClassNames: { docs: { docSidebarMenu: 'theme-doc-sidebar-menu' } },
}));
jest.mock('@theme/Icon/Menu', () => () => <svg aria-hidden="true" />, { virtual: true });
jest.mock('@theme/Icon/Close', () => () => <svg aria-hidden="true" />, { virtual: true });
// The stock sidebar items: each entry calls onItemClick, as DocSidebarItem does before navigating.
jest.mock(
  '@theme/DocSidebarItems',
  () =>
    ({ items, onItemClick }: { items: Item[]; onItemClick: (item: Item) => void }) => (
      <>
        {items.map((item) => (
          <li key={item.label}>
            <a
              href={item.href ?? '#'}
              onClick={(event) => {
                event.preventDefault();
                onItemClick(item);
              }}
            >
              {item.label}
            </a>
          </li>
        ))}
      </>
    ),
  { virtual: true },
);

let viewport: FakeViewport;
beforeEach(() => {
  viewport = installViewport(390);
  location.pathname = '/guide/start/';
  sidebar = {
    name: 'guide',
    items: [
      { type: 'link', label: 'Introduction', href: '/guide/start/' },
      { type: 'category', label: 'Basic' },
      { type: 'link', label: 'Quick Start', href: '/guide/start/quick-start' },
    ],
  };
});
afterEach(() => viewport.restore());

// While the modal drawer is open the rest of the page, Menu button included, is hidden from assistive tech.
const menuButton = () => screen.getByRole('button', { name: 'Menu', hidden: true });
const drawer = () => screen.queryByRole('dialog', { name: 'Menu' });

async function openDrawer() {
  fireEvent.click(menuButton());
  await waitFor(() => expect(drawer()).toBeInTheDocument());
}

describe('mobile doc sidebar', () => {
  it('opens from the Menu button with the sidebar inside and focus moved into it', async () => {
    render(<MobileSidebar />);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(drawer()).not.toBeInTheDocument();
    await openDrawer();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Docs sidebar' })).toContainElement(
      screen.getByRole('link', { name: 'Quick Start' }),
    );
    await waitFor(() => expect(drawer()).toContainElement(document.activeElement as HTMLElement));
  });

  it('closes on Escape and gives focus back to the Menu button', async () => {
    render(<MobileSidebar />);
    // Focus already starts loading the drawer (a state update).
    act(() => menuButton().focus());
    await openDrawer();
    await waitFor(() => expect(drawer()).toContainElement(document.activeElement as HTMLElement));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    await waitFor(() => expect(drawer()).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton()).toHaveFocus());
  });

  it('closes on a click on the backdrop but not on a click inside', async () => {
    render(<MobileSidebar />);
    await openDrawer();
    fireEvent.click(screen.getByRole('navigation', { name: 'Docs sidebar' }));
    expect(drawer()).toBeInTheDocument();
    fireEvent.click(document.querySelector('.doc-mobile-sidebar-backdrop')!);
    await waitFor(() => expect(drawer()).not.toBeInTheDocument());
  });

  it('closes with its close button', async () => {
    render(<MobileSidebar />);
    await openDrawer();
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(drawer()).not.toBeInTheDocument());
  });

  it('closes when a page link is chosen, stays when a category only folds', async () => {
    render(<MobileSidebar />);
    await openDrawer();
    fireEvent.click(screen.getByRole('link', { name: 'Basic' }));
    expect(drawer()).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Quick Start' }));
    await waitFor(() => expect(drawer()).not.toBeInTheDocument());
  });

  it('closes on any navigation', async () => {
    const { rerender } = render(<MobileSidebar />);
    await openDrawer();
    location.pathname = '/guide/start/quick-start';
    rerender(<MobileSidebar />);
    await waitFor(() => expect(drawer()).not.toBeInTheDocument());
  });

  it('closes when the window grows past the mobile width', async () => {
    viewport.resize(1000);
    render(<MobileSidebar />);
    await openDrawer();
    act(() => viewport.resize(1280));
    await waitFor(() => expect(drawer()).not.toBeInTheDocument());
  });

  it('renders nothing on pages without a sidebar', () => {
    sidebar = null;
    const { container } = render(<MobileSidebar />);
    expect(container).toBeEmptyDOMElement();
  });
});
