import { fireEvent, render, screen } from '@testing-library/react';
import PageFeedback from '@site/src/components/PageFeedback';

let pathname = '/guide/start/quick-start';
let currentLocale = 'en';
jest.mock('@docusaurus/router', () => ({ useLocation: () => ({ pathname }) }), { virtual: true });
jest.mock(
  '@docusaurus/useDocusaurusContext',
  () => ({
    __esModule: true,
    default: () => ({ siteConfig: { url: 'https://rsbuild.dev' }, i18n: { currentLocale } }),
  }),
  { virtual: true },
);

beforeEach(() => {
  pathname = '/guide/start/quick-start';
  currentLocale = 'en';
});

describe('PageFeedback', () => {
  it('asks whether the page helped, with a Yes button and a No link', () => {
    render(<PageFeedback title="Quick Start" />);
    expect(screen.getByText('Was this page helpful?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: /^No/ })).toBeInTheDocument();
  });

  it('thanks the reader for Yes in a status region, keeping the focus on the pressed button', () => {
    render(<PageFeedback title="Quick Start" />);
    const yes = screen.getByRole('button', { name: 'Yes' });
    expect(screen.getByRole('status')).toHaveTextContent('');
    yes.focus();
    fireEvent.click(yes);
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for your feedback!');
    expect(yes).toHaveAttribute('aria-pressed', 'true');
    expect(yes).toHaveFocus();
  });

  it('makes No a new-tab link to a prefilled issue: page title, URL and language, nothing else', () => {
    pathname = '/zh/config/output/dist-path';
    currentLocale = 'zh';
    render(<PageFeedback title="output.distPath" />);
    const no = screen.getByRole('link', { name: /^No\W+tell us on GitHub \(opens in a new tab\)$/ });
    expect(no).toHaveAttribute('target', '_blank');
    expect(no).toHaveAttribute('rel', 'noopener noreferrer');
    const url = new URL(no.getAttribute('href') ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://github.com/web-infra-dev/rsbuild/issues/new');
    expect([...url.searchParams.keys()]).toEqual(['title', 'body']);
    expect(url.searchParams.get('title')).toBe('Docs feedback: output.distPath');
    expect(url.searchParams.get('body')).toBe(
      'Page: https://rsbuild.dev/zh/config/output/dist-path\nLanguage: zh\n\nWhat was missing, unclear or wrong?\n',
    );
  });
});
