// What a reader sees in the search dialog: the matched words marked in titles, heading
// paths and snippets (synonyms and corrections included); "Showing results for …" for a corrected query; the
// recent searches while the query is empty (removable, reachable with the keyboard, nothing but text from
// storage); the long-query note announced and describing the input; a chosen hit remembered and its words
// handed to the page marks.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { SEARCH } from '@site/config/constants';
import type { SearchEngine, SearchTarget } from '@site/src/lib/search/client/searchEngine';
import { LruCache } from '@site/src/lib/search/client/searchSession';
import type { SearchGroup, SearchProvider } from '@site/src/lib/search/types';

const mockPush = jest.fn();
jest.mock('@docusaurus/router', () => ({ useHistory: () => ({ push: mockPush }) }), { virtual: true });
const mockEngine: { current?: SearchEngine } = {};
jest.mock('@site/src/lib/search/client/searchEngine', () => ({
  searchEngine: jest.fn(() => mockEngine.current),
  warmUp: jest.fn(),
}));
jest.mock('@site/src/components/Search/pageMarks', () => ({
  ...jest.requireActual('@site/src/components/Search/pageMarks'),
  markPageMatches: jest.fn(),
}));

import SearchDialog from '@site/src/components/Search/SearchDialog';
import { markPageMatches } from '@site/src/components/Search/pageMarks';
import {
  readRecentHits,
  recentSearchesKey,
  writeRecentHits,
} from '@site/src/components/Search/recentSearches';

const target: SearchTarget = {
  config: { mode: 'local', versioned: false },
  indexBaseUrl: '/',
  indexUrl: '/search-index-0.json',
  locale: 'en',
  version: '',
};

/** The answer for "sorce map": corrected to "source map", with "sourcemap" matched as a synonym. */
const corrected: SearchGroup[] = [
  {
    index: 'i',
    label: 'i',
    correctedQuery: 'source map',
    matchedTerms: ['source', 'map', 'sourcemap'],
    hits: [
      {
        id: '1',
        url: '/config/output/source-map#js-source-map',
        external: false,
        title: { text: 'output.sourceMap', ranges: [] },
        headings: [{ text: 'JS Source Map', ranges: [] }],
        breadcrumb: [],
        snippet: { text: 'Sets the <b>source</b> map; a SourceMap file.', ranges: [] },
      },
    ],
  },
];

function setEngine(answer: (query: string) => SearchGroup[]) {
  const provider = {
    key: 'test',
    buildsIndex: false,
    load: async () => undefined,
    search: jest.fn(async (query: string) => answer(query)),
  } satisfies SearchProvider;
  mockEngine.current = {
    provider,
    loader: { isReady: () => true, ensure: async () => undefined },
    cache: new LruCache(10),
  };
}

const dialog = () => screen.getByRole('dialog');
const input = () => screen.getByRole('combobox');
/** The dialog's polite live region for its notes (not a status role: that is the loading state's). */
const notes = () => dialog().querySelector<HTMLElement>('[aria-live="polite"]')!;

async function type(query: string) {
  fireEvent.change(input(), { target: { value: query } });
  await act(async () => {
    jest.advanceTimersByTime(SEARCH.debounceMs + 10);
  });
}

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  Element.prototype.scrollIntoView = () => undefined;
});

beforeEach(() => {
  jest.useFakeTimers();
  jest.clearAllMocks();
  window.localStorage.clear();
  setEngine(() => corrected);
});

afterEach(() => jest.useRealTimers());

describe('hits of a corrected query', () => {
  it('say which query they answer', async () => {
    render(<SearchDialog target={target} onClose={() => undefined} />);
    await type('sorce map');
    const status = notes();
    expect(status).toHaveTextContent('Showing results for source map');
    expect(within(status).getByText('source map').tagName).toBe('STRONG');
  });

  it('say nothing of a correction when there was none', async () => {
    setEngine(() => [{ ...corrected[0], correctedQuery: undefined }]);
    render(<SearchDialog target={target} onClose={() => undefined} />);
    await type('source map');
    expect(notes()).toBeEmptyDOMElement();
  });

  it('mark the matched words, synonyms and corrections included, in title, heading path and snippet, as text', async () => {
    render(<SearchDialog target={target} onClose={() => undefined} />);
    await type('sorce map');
    const option = within(dialog()).getByRole('option');
    const marks = [...option.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['sourceMap', 'Source', 'Map', 'source', 'map', 'SourceMap']);
    // The snippet's markup is text, not elements.
    expect(option.querySelector('b')).toBeNull();
    expect(option).toHaveTextContent('Sets the <b>source</b> map');
  });
});

describe('choosing a hit', () => {
  it('opens it, remembers it first in the recent searches and marks its words on the page', async () => {
    writeRecentHits('en', [{ url: '/guide/start/', title: 'Introduction' }]);
    const onClose = jest.fn();
    render(<SearchDialog target={target} onClose={onClose} />);
    await type('sorce map');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(mockPush).toHaveBeenCalledWith('/config/output/source-map#js-source-map');
    expect(markPageMatches).toHaveBeenCalledWith('/config/output/source-map#js-source-map', [
      'source',
      'map',
      'sourcemap',
    ]);
    expect(onClose).toHaveBeenCalled();
    expect(readRecentHits('en')).toEqual([
      { url: '/config/output/source-map#js-source-map', title: 'output.sourceMap', section: 'JS Source Map' },
      { url: '/guide/start/', title: 'Introduction' },
    ]);
    expect(readRecentHits('zh')).toEqual([]);
  });

  it('marks the typed words when the engine does not say which matched', async () => {
    setEngine(() => [{ ...corrected[0], matchedTerms: undefined, correctedQuery: undefined }]);
    render(<SearchDialog target={target} onClose={() => undefined} />);
    await type('source  map');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(markPageMatches).toHaveBeenCalledWith(expect.any(String), ['source', 'map']);
  });
});

describe('recent searches', () => {
  const stored = [
    { url: '/config/server/proxy', title: 'server.proxy' },
    { url: '/guide/advanced/hmr#faq', title: 'Hot Module Replacement', section: 'FAQ' },
    { url: '/config/output/minify', title: '<img src=x onerror=alert(1)>' },
  ];

  it('show when the dialog opens empty, as links to their pages, titles as text', () => {
    writeRecentHits('en', stored);
    render(<SearchDialog target={target} onClose={() => undefined} />);
    const list = within(dialog()).getByRole('region', { name: 'Recent' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(stored.map((hit) => hit.url));
    expect(links[1]).toHaveTextContent('Hot Module ReplacementFAQ');
    expect(links[2]).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(list.querySelector('img')).toBeNull();
  });

  it('hide while there is a query, and come back when it is emptied', async () => {
    writeRecentHits('en', stored);
    render(<SearchDialog target={target} onClose={() => undefined} />);
    await type('sorce map');
    expect(within(dialog()).queryByRole('region', { name: 'Recent' })).toBeNull();
    await type('');
    expect(within(dialog()).getByRole('region', { name: 'Recent' })).toBeInTheDocument();
  });

  it('are per locale, and absent when nothing was chosen yet or the stored data is bad', () => {
    writeRecentHits('zh', stored);
    window.localStorage.setItem(recentSearchesKey('en'), '{"broken"');
    render(<SearchDialog target={target} onClose={() => undefined} />);
    expect(within(dialog()).queryByRole('region')).toBeNull();
  });

  it('are removed one by one with their buttons, from the screen and the storage', () => {
    writeRecentHits('en', stored);
    render(<SearchDialog target={target} onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove “server.proxy” from recent searches' }));
    expect(readRecentHits('en').map((hit) => hit.url)).toEqual([stored[1].url, stored[2].url]);
    expect(within(dialog()).getAllByRole('link')).toHaveLength(2);
    expect(
      screen.getByRole('button', { name: 'Remove “Hot Module Replacement › FAQ” from recent searches' }),
    ).toBeVisible();
  });

  it('are reached with ↓ from the input, walked with ↑/↓, removed with Delete, opened with a click', () => {
    writeRecentHits('en', stored);
    const onClose = jest.fn();
    render(<SearchDialog target={target} onClose={onClose} />);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    const links = () => within(dialog()).getAllByRole('link');
    expect(links()[0]).toHaveFocus();
    fireEvent.keyDown(links()[0], { key: 'ArrowDown' });
    expect(links()[1]).toHaveFocus();
    fireEvent.keyDown(links()[1], { key: 'ArrowUp' });
    fireEvent.keyDown(links()[0], { key: 'ArrowUp' });
    expect(input()).toHaveFocus();
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(links()[0], { key: 'Delete' });
    expect(readRecentHits('en')).toHaveLength(2);
    fireEvent.click(links()[1]);
    expect(mockPush).toHaveBeenCalledWith('/config/output/minify');
    expect(onClose).toHaveBeenCalled();
    // Opened again: first in the list.
    expect(readRecentHits('en')[0].url).toBe('/config/output/minify');
  });

  it('give the focus back to the input when the last one is removed', () => {
    writeRecentHits('en', [stored[0]]);
    render(<SearchDialog target={target} onClose={() => undefined} />);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(within(dialog()).getByRole('link'), { key: 'Delete' });
    expect(input()).toHaveFocus();
    expect(within(dialog()).queryByRole('region')).toBeNull();
  });
});

describe('the long-query note', () => {
  it('is announced (a polite live region) and describes the input while the query is cut', async () => {
    render(<SearchDialog target={target} onClose={() => undefined} />);
    const status = notes();
    expect(status).toBeEmptyDOMElement();
    expect(input()).not.toHaveAttribute('aria-describedby');
    await type('x'.repeat(SEARCH.maxQueryChars + 5));
    const note = within(status).getByRole('note');
    expect(note).toHaveTextContent(`only its first ${SEARCH.maxQueryChars} characters`);
    expect(input()).toHaveAttribute('aria-describedby', note.id);
    expect(input()).toHaveAccessibleDescription(expect.stringContaining('Long query'));
    await type('short');
    expect(within(status).queryByRole('note')).toBeNull();
    expect(input()).not.toHaveAttribute('aria-describedby');
  });
});
