import React from 'react';
import { render, screen } from '@testing-library/react';
import MDXPage from '@site/src/theme/MDXPage';

jest.mock(
  '@theme-original/MDXPage',
  () => ({ __esModule: true, default: () => <div data-testid="stock-page" /> }),
  { virtual: true },
);
jest.mock(
  '@theme/Layout',
  () => ({
    __esModule: true,
    default: ({ children, noFooter }: { children: React.ReactNode; noFooter?: boolean }) => (
      <div data-testid="layout" data-footer={noFooter ? 'no' : 'yes'}>
        {children}
      </div>
    ),
  }),
  { virtual: true },
);
jest.mock(
  '@docusaurus/useDocusaurusContext',
  () => ({ __esModule: true, default: () => ({ i18n: { currentLocale: 'en' } }) }),
  { virtual: true },
);
jest.mock(
  '@theme/MDXContent',
  () => ({ __esModule: true, default: ({ children }: { children: React.ReactNode }) => <>{children}</> }),
  { virtual: true },
);
jest.mock(
  '@docusaurus/theme-common',
  () => ({
    __esModule: true,
    HtmlClassNameProvider: ({ className, children }: { className: string; children: React.ReactNode }) => (
      <div data-testid="html-class" data-class={className}>
        {children}
      </div>
    ),
    PageMetadata: () => null,
    ThemeClassNames: { wrapper: { mdxPages: 'mdx-wrapper' } },
  }),
  { virtual: true },
);

function pageWith(frontMatter: Record<string, unknown>) {
  const Content = Object.assign(() => <p>Page body</p>, {
    metadata: { title: 'T', description: 'D', frontMatter },
  });
  return <MDXPage content={Content as never} />;
}

describe('MDXPage page types', () => {
  it('renders a home page with its hero from front matter', () => {
    render(pageWith({ pageType: 'home', hero: { name: 'Rsbuild', text: 'Line' } }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Rsbuild Line');
    expect(screen.getByText('Page body')).toBeInTheDocument();
    expect(screen.getByTestId('html-class').dataset.class).toContain('page-type-home');
    expect(screen.getByTestId('layout').dataset.footer).toBe('yes');
  });

  it('renders custom and blank pages as content only, without the footer, blank marked to hide the navbar', () => {
    const { unmount } = render(pageWith({ pageType: 'custom' }));
    expect(screen.getByText('Page body')).toBeInTheDocument();
    expect(screen.getByTestId('html-class').dataset.class).toContain('page-type-custom');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByTestId('layout').dataset.footer).toBe('no');
    unmount();
    render(pageWith({ pageType: 'blank' }));
    expect(screen.getByTestId('html-class').dataset.class).toContain('page-type-blank');
    expect(screen.getByTestId('layout').dataset.footer).toBe('no');
  });

  it('leaves other pages to the stock component', () => {
    render(pageWith({}));
    expect(screen.getByTestId('stock-page')).toBeInTheDocument();
  });
});
