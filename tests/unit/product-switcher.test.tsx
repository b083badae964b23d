import { act, fireEvent, render, screen } from '@testing-library/react';
import { floatingPopupModule } from '@site/src/components/Popup/floatingPopupModule';
import ProductSwitcher, { entryAfterKey } from '@site/src/components/ProductSwitcher';
import { switcherGroups } from '@site/src/components/ProductSwitcher/entries';
import type { ProductGroup } from '@site/config/site';

let mockLocale = 'en';
jest.mock(
  '@docusaurus/useDocusaurusContext',
  () => ({ __esModule: true, default: () => ({ i18n: { currentLocale: mockLocale } }) }),
  { virtual: true },
);

const groups: ProductGroup[] = [
  {
    title: '工具',
    titleEn: 'Tools',
    links: [
      {
        name: 'A',
        desc: '中文描述',
        descEn: 'English description',
        logo: 'https://x/a.png',
        url: 'https://a.dev/zh',
        urlEn: 'https://a.dev',
      },
      { name: 'B', desc: '只有中文', logo: 'https://x/b.png', logoScale: 1.1, url: 'https://b.dev' },
    ],
  },
];

describe('switcherGroups', () => {
  it('uses the English description, URL and title on English pages when they exist', () => {
    expect(switcherGroups(groups, 'en')).toEqual([
      {
        title: 'Tools',
        links: [
          {
            name: 'A',
            description: 'English description',
            url: 'https://a.dev',
            logo: 'https://x/a.png',
            logoScale: 1,
          },
          {
            name: 'B',
            description: '只有中文',
            url: 'https://b.dev',
            logo: 'https://x/b.png',
            logoScale: 1.1,
          },
        ],
      },
    ]);
  });

  it('uses the Chinese texts on Chinese pages', () => {
    const [group] = switcherGroups(groups, 'zh');
    expect(group.title).toBe('工具');
    expect(group.links.map((link) => [link.description, link.url])).toEqual([
      ['中文描述', 'https://a.dev/zh'],
      ['只有中文', 'https://b.dev'],
    ]);
  });
});

describe('ProductSwitcher', () => {
  const setWidth = (width: number) => {
    window.matchMedia = ((query: string) => {
      const max = /max-width:\s*(\d+)px/.exec(query);
      return {
        matches: max ? width <= Number(max[1]) : false,
        media: query,
        addEventListener() {},
        removeEventListener() {},
      };
    }) as unknown as typeof window.matchMedia;
  };
  const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

  // The switcher once its Floating UI half has arrived (the first click before that: popup-lazy.test.tsx).
  beforeAll(() => floatingPopupModule.load());

  beforeEach(() => {
    jest.useFakeTimers();
    mockLocale = 'en';
    setWidth(1280);
  });
  afterEach(() => jest.useRealTimers());

  const trigger = () => screen.getByRole('button', { name: 'Rs family products' });
  const isOpen = () => screen.queryByRole('menu') !== null;

  it('opens on click as a menu of the tools and closes on a click outside', () => {
    render(
      <>
        <ProductSwitcher groups={groups} />
        <p>elsewhere</p>
      </>,
    );
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: /A English description/ })).toHaveAttribute(
      'href',
      'https://a.dev',
    );
    fireEvent.pointerDown(screen.getByText('elsewhere'));
    fireEvent.mouseDown(screen.getByText('elsewhere'));
    expect(isOpen()).toBe(false);
  });

  it('opens on hover after the enter delay and closes after the leave delay', () => {
    render(<ProductSwitcher groups={groups} />);
    fireEvent.mouseEnter(trigger());
    advance(50);
    expect(isOpen()).toBe(false);
    advance(60);
    expect(isOpen()).toBe(true);
    fireEvent.mouseLeave(trigger());
    advance(150);
    expect(isOpen()).toBe(false);
  });

  it('closes on Escape', () => {
    render(<ProductSwitcher groups={groups} />);
    fireEvent.click(trigger());
    expect(isOpen()).toBe(true);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(isOpen()).toBe(false);
  });

  it('keys of the WAI-ARIA menu button: arrows, Home and End move; entries are out of the Tab order; Tab closes', () => {
    const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 0;
    });
    render(<ProductSwitcher groups={groups} />);
    fireEvent.click(trigger());
    const [first, last] = screen.getAllByRole('menuitem');
    expect(first).toHaveAttribute('tabindex', '-1');
    expect(last).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: 'End' });
    expect(last).toHaveFocus();
    fireEvent.keyDown(last, { key: 'Home' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: 'ArrowUp' });
    expect(last).toHaveFocus();
    // On the button, Home and End are left to the page.
    trigger().focus();
    expect(fireEvent.keyDown(trigger(), { key: 'End' })).toBe(true);
    expect(trigger()).toHaveFocus();
    // Tab from the button with the menu open closes it and is not prevented: the browser moves the focus on.
    expect(fireEvent.keyDown(trigger(), { key: 'Tab' })).toBe(true);
    expect(isOpen()).toBe(false);
    frame.mockRestore();
  });

  it('opens links in a new tab without leaking the opener', () => {
    render(<ProductSwitcher groups={groups} />);
    fireEvent.click(trigger());
    for (const link of screen.getAllByRole('menuitem')) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('ignores hover on touch-sized screens, where a click opens it', () => {
    setWidth(1000);
    render(<ProductSwitcher groups={groups} />);
    fireEvent.mouseEnter(trigger());
    advance(500);
    expect(isOpen()).toBe(false);
    fireEvent.click(trigger());
    expect(isOpen()).toBe(true);
  });

  it('is a list item in the mobile nav screen, whose items sit in a <ul>', () => {
    const { container } = render(
      <ul>
        <ProductSwitcher groups={groups} mobile />
      </ul>,
    );
    const list = container.querySelector('ul') as HTMLUListElement;
    expect([...list.children].map((child) => child.tagName)).toEqual(['LI']);
    const { container: desktop } = render(<ProductSwitcher groups={groups} />);
    expect(desktop.firstElementChild?.tagName).toBe('DIV');
  });
});

describe('entryAfterKey (menu button keys)', () => {
  it('moves one step with the arrows, wrapping around; Home and End go to the ends', () => {
    expect(entryAfterKey('ArrowDown', 0, 4)).toBe(1);
    expect(entryAfterKey('ArrowDown', 3, 4)).toBe(0);
    expect(entryAfterKey('ArrowUp', 0, 4)).toBe(3);
    expect(entryAfterKey('ArrowUp', -1, 4)).toBe(3);
    expect(entryAfterKey('ArrowDown', -1, 4)).toBe(0);
    expect(entryAfterKey('Home', 2, 4)).toBe(0);
    expect(entryAfterKey('End', 1, 4)).toBe(3);
    expect(entryAfterKey('End', -1, 4)).toBe(3);
  });
});
