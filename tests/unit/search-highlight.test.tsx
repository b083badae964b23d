// Snippets of about 100 characters around the match, highlight ranges, and rendering that never turns page
// content or the query into markup.
import React from 'react';
import { render, screen } from '@testing-library/react';
import { SEARCH } from '@site/config/constants';
import {
  cutSnippet,
  highlightSegments,
  lowerTerms,
  normalizeRanges,
  queryTerms,
} from '@site/src/lib/search/highlight';
import { rangesBetween } from '@site/src/lib/search/hosted/hitText';
import type { SearchHit } from '@site/src/lib/search/types';
import { Highlighted, SearchHits } from '@site/src/components/Search/SearchHits';

/** Every occurrence of `terms` in `text`, found the way the search providers find them. */
const rangesOf = (text: string, terms: string[]) =>
  rangesBetween(text.toLowerCase(), lowerTerms(terms), 0, text.length);

const marked = (value: { text: string; ranges: Array<{ start: number; length: number }> }) =>
  value.ranges.map(({ start, length }) => value.text.slice(start, start + length));

const LONG =
  'Rsbuild starts the dev server on a free port. The server.port option sets the port that the Rsbuild server listens on, for the dev server and the preview server alike. When the port is taken, Rsbuild tries the next one unless server.strictPort is set.';

describe('snippet', () => {
  it(`cuts a long text to about ${SEARCH.snippetLength} characters around the first match, with ellipses`, () => {
    const at = LONG.indexOf('server.port');
    const snippet = cutSnippet(LONG, [{ start: at, length: 'server.port'.length }], SEARCH.snippetLength);
    expect(snippet.text.startsWith('…')).toBe(true);
    expect(snippet.text.endsWith('…')).toBe(true);
    expect(snippet.text.length).toBeLessThanOrEqual(SEARCH.snippetLength + 2);
    expect(snippet.text.length).toBeGreaterThan(SEARCH.snippetLength - 15);
    expect(marked(snippet)).toEqual(['server.port']);
    // More room after the match than before it.
    expect(snippet.text.indexOf('server.port')).toBeLessThan(snippet.text.length / 2);
  });

  it('starts at a word, not in the middle of one', () => {
    const at = LONG.indexOf('preview');
    const snippet = cutSnippet(LONG, [{ start: at, length: 7 }], SEARCH.snippetLength);
    expect(snippet.text).toMatch(/^…\S/);
    expect(LONG).toContain(` ${snippet.text.slice(1).split(' ')[0]} `);
  });

  it('keeps a short text whole and its ranges as they are', () => {
    expect(cutSnippet('Sets the port.', [{ start: 9, length: 4 }], SEARCH.snippetLength)).toEqual({
      text: 'Sets the port.',
      ranges: [{ start: 9, length: 4 }],
    });
  });

  it('shows the beginning when nothing is highlighted', () => {
    const snippet = cutSnippet(LONG, [], SEARCH.snippetLength);
    expect(snippet.text).toBe(`${LONG.slice(0, SEARCH.snippetLength)}…`);
  });

  it('cuts Chinese text around a word found inside unspaced text', () => {
    const text = `${'配置项说明。'.repeat(20)}设置开发服务器端口，默认值为 3000。${'其他内容。'.repeat(20)}`;
    const snippet = cutSnippet(text, rangesOf(text, ['端口']), SEARCH.snippetLength);
    expect(marked(snippet)).toEqual(['端口']);
    expect(snippet.text).toContain('开发服务器端口');
  });

  it('never splits a surrogate pair at either end', () => {
    const text = '🚀'.repeat(120);
    // 97 puts the window's start on the second half of a pair, 99 its end on the first half of one.
    for (const length of [97, 99]) {
      const snippet = cutSnippet(text, [{ start: 100, length: 2 }], length);
      expect(snippet.text.replace(/…/g, '')).toMatch(/^(🚀)+$/u);
      expect(marked(snippet)).toEqual(['🚀']);
    }
  });

  it('centres on the first match after a focus position, else starts there', () => {
    const focus = LONG.indexOf('When');
    const snippet = cutSnippet(LONG, rangesOf(LONG, ['rsbuild']), 60, focus);
    expect(marked(snippet)).toContain('Rsbuild');
    expect(snippet.text).toContain('tries the next');
  });
});

describe('highlight ranges', () => {
  it('merges overlapping ranges and cuts them at the end of the text', () => {
    expect(
      normalizeRanges(
        [
          { start: 4, length: 4 },
          { start: 0, length: 6 },
          { start: 20, length: 5 },
        ],
        22,
      ),
    ).toEqual([
      { start: 0, length: 8 },
      { start: 20, length: 2 },
    ]);
  });

  it('splits a query into words on spaces and punctuation of both languages', () => {
    expect(queryTerms('tree shaking')).toEqual(['tree', 'shaking']);
    expect(queryTerms('端口，热更新')).toEqual(['端口', '热更新']);
  });

  it('gives the text back unchanged when its segments are joined', () => {
    const value = { text: 'a <b>proxy</b> c', ranges: [{ start: 5, length: 5 }] };
    const segments = highlightSegments(value);
    expect(segments.map((segment) => segment.text).join('')).toBe(value.text);
    expect(segments.filter((segment) => segment.highlighted).map((segment) => segment.text)).toEqual([
      'proxy',
    ]);
  });
});

describe('rendering', () => {
  const XSS = '<img src=x onerror=alert(1)>';
  /** The hit list with its first tab and first hit active and no-op handlers. */
  const renderHits = (answer: React.ComponentProps<typeof SearchHits>['answer']) =>
    render(
      <SearchHits
        answer={answer}
        tab={0}
        onTabChange={() => undefined}
        active={0}
        onActiveChange={() => undefined}
        listId="list"
        onOpen={() => undefined}
        onExternalOpen={() => undefined}
      />,
    );

  it('renders markup in content as text and the match in <mark>', () => {
    const text = `Use ${XSS} carefully`;
    const { container } = render(<Highlighted value={{ text, ranges: rangesOf(text, [XSS]) }} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe(text);
    expect(container.querySelector('mark')?.textContent).toBe(XSS);
  });

  it('shows a query with markup as text in the no-results message', () => {
    const { container } = renderHits({
      query: XSS,
      groups: [{ index: 'search_index', label: 'search_index', hits: [] }],
    });
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('Please try again with a different keyword.')).toBeInTheDocument();
  });

  it('renders hits as options with title, heading path and snippet, none of it as markup', () => {
    const hit: SearchHit = {
      id: '/config/server/proxy#options',
      url: '/config/server/proxy#options',
      external: false,
      title: { text: 'server.proxy', ranges: [{ start: 7, length: 5 }] },
      headings: [{ text: `Options ${XSS}`, ranges: [] }],
      breadcrumb: ['Config', 'server'],
      snippet: { text: `Proxy rules ${XSS}`, ranges: [{ start: 0, length: 5 }] },
    };
    const { container } = renderHits({
      query: 'proxy',
      groups: [{ index: 'search_index', label: 'search_index', hits: [hit] }],
    });
    const option = screen.getByRole('option');
    expect(option).toHaveAttribute('href', '/config/server/proxy#options');
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(option.textContent).toContain(`Options ${XSS}`);
    expect(container.querySelector('img')).toBeNull();
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'proxy',
      'Proxy',
    ]);
  });

  it('shows one tab per group and "No results found" in a tab without hits', () => {
    renderHits({
      query: 'port',
      groups: [
        { index: 'docs', label: 'Docs', hits: [] },
        { index: 'blog', label: 'Blog', hits: [] },
      ],
    });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Docs 0', 'Blog 0']);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Docs');
    expect(screen.getByText('No results found')).toBeInTheDocument();
  });

  it('opens an external hit in a new tab without opener or referrer', () => {
    const hit: SearchHit = {
      id: 'x',
      url: 'https://rspack.dev/guide',
      external: true,
      title: { text: 'Guide', ranges: [] },
      headings: [],
      breadcrumb: [],
    };
    renderHits({ query: 'guide', groups: [{ index: 'rspack', label: 'Rspack', hits: [hit] }] });
    expect(screen.getByRole('option')).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('option')).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
