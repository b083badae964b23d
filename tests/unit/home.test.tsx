import { render, screen, within } from '@testing-library/react';
import HomeLayout from '@site/src/components/home/HomeLayout';
import { featureSpan, heroLineParts, heroLines } from '@site/src/components/home/featureSpan';

let mockLocale = 'en';
jest.mock(
  '@docusaurus/useDocusaurusContext',
  () => ({ __esModule: true, default: () => ({ i18n: { currentLocale: mockLocale } }) }),
  { virtual: true },
);

const frontMatter = {
  pageType: 'home',
  'link-rss': ['releases-rss', 'releases-atom'],
  hero: {
    name: 'Rsbuild',
    text: 'First line\nSecond line',
    tagline: 'Fast',
    actions: [
      { theme: 'brand' as const, text: 'Introduction', link: '/guide/start/' },
      { theme: 'alt' as const, text: 'Quick Start', link: '/guide/start/quick-start' },
    ],
    image: { src: '/img/brand/hero.svg', alt: 'Rsbuild Logo' },
  },
  features: [
    { icon: '/img/features/rspack.svg', title: 'One', details: 'First card' },
    { icon: '🦄', title: 'Two', details: 'Second card', link: '/guide/start/features', span: 6 },
  ],
};

describe('HomeLayout', () => {
  it('renders the hero with its lines, tagline, actions and image', () => {
    render(<HomeLayout frontMatter={frontMatter} />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(within(heading).getByText('First line')).toBeInTheDocument();
    expect(within(heading).getByText('Second line')).toBeInTheDocument();
    expect(screen.getByText('Fast')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Introduction' })).toHaveAttribute('href', '/guide/start/');
    expect(screen.getByRole('link', { name: 'Quick Start' })).toHaveAttribute(
      'href',
      '/guide/start/quick-start',
    );
    expect(screen.getByRole('img', { name: 'Rsbuild Logo' })).toHaveAttribute(
      'src',
      frontMatter.hero.image.src,
    );
  });

  it('renders one card per feature, linked when the feature has a link, with its span', () => {
    render(<HomeLayout frontMatter={frontMatter} />);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0].style.getPropertyValue('--feature-span')).toBe('4');
    expect(cards[1].style.getPropertyValue('--feature-span')).toBe('6');
    expect(within(cards[1]).getByRole('link')).toHaveAttribute('href', '/guide/start/features');
    expect(within(cards[0]).queryByRole('link')).toBeNull();
  });

  it('draws a file icon as a decorative shape in the accent colour, and shows an emoji icon as text', () => {
    render(<HomeLayout frontMatter={frontMatter} />);
    const [first, second] = screen.getAllByRole('listitem');
    // A mask, not an <img>: the file gives the shape, the theme's accent its colour in either mode.
    expect(first.querySelector('img')).toBeNull();
    const shape = first.querySelector<HTMLElement>('[aria-hidden="true"] > span');
    expect(shape?.style.getPropertyValue('--feature-icon')).toBe('url("/img/features/rspack.svg")');
    expect(second.querySelector('[aria-hidden="true"] > span')).toBeNull();
    expect(second).toHaveTextContent('🦄');
  });

  it('keeps a hyphenated word of the hero whole, so the line never ends on its hyphen', () => {
    render(
      <HomeLayout
        frontMatter={{ ...frontMatter, hero: { ...frontMatter.hero, text: 'The Rspack-based\nbuild tool' } }}
      />,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(within(heading).getByText('Rspack-based').tagName).toBe('SPAN');
    expect(heading).toHaveTextContent('Rsbuild The Rspack-based build tool');
    expect(heroLineParts('The Rspack-based build tool')).toEqual(['The ', 'Rspack-based', ' build tool']);
    expect(heroLineParts('No compound')).toEqual(['No compound']);
  });

  it('adds no second link for feeds the blog plugin already puts into every head', () => {
    mockLocale = 'en';
    render(<HomeLayout frontMatter={frontMatter} />);
    expect(document.querySelectorAll('link[rel="alternate"]')).toHaveLength(0);
  });

  it('puts alternate links for listed feeds of another locale into the head', () => {
    mockLocale = 'zh';
    try {
      render(<HomeLayout frontMatter={frontMatter} />);
      // React hoists <link> elements into document.head wherever they are rendered.
      const links = document.querySelectorAll('link[rel="alternate"]');
      expect([...links].map((link) => [link.getAttribute('type'), link.getAttribute('href')])).toEqual([
        ['application/rss+xml', '/community/releases/rss.xml'],
        ['application/atom+xml', '/community/releases/atom.xml'],
      ]);
    } finally {
      mockLocale = 'en';
    }
  });
});

describe('home helpers', () => {
  it('accepts spans of 2, 3, 4 and 6 columns and defaults to 4', () => {
    expect([2, 3, 4, 6, 5, undefined].map(featureSpan)).toEqual([2, 3, 4, 6, 4, 4]);
  });

  it('splits hero text on newlines', () => {
    expect(heroLines('a\nb\n')).toEqual(['a', 'b']);
    expect(heroLines(undefined)).toEqual([]);
  });
});
