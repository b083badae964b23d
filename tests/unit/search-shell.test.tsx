// The search dialog's shell: the navbar renders it at once on Ctrl+K or a click, while the dialog's chunk
// loads, so the reader types without waiting for it; the dialog then takes over with what was typed (never
// in the middle of an IME composition), and the shell's keystrokes already start the index downloads.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { SearchConfig } from '@site/config/search';
import type { DialogModule } from '@site/src/components/Search/loadDialog';
import type { SearchEngine } from '@site/src/lib/search/client/searchEngine';
import { LruCache } from '@site/src/lib/search/client/searchSession';
import type { SearchGroup, SearchProvider } from '@site/src/lib/search/types';

const mockSite = { search: { mode: 'local', versioned: false } as SearchConfig };
jest.mock(
  '@docusaurus/useDocusaurusContext',
  () => ({
    __esModule: true,
    default: () => ({
      siteConfig: { baseUrl: '/', customFields: { search: mockSite.search } },
      i18n: { currentLocale: 'en' },
    }),
  }),
  { virtual: true },
);
jest.mock(
  '@docusaurus/useGlobalData',
  () => ({ usePluginData: () => ({ indexFile: 'search-index-0123abcd.json' }) }),
  { virtual: true },
);
jest.mock('@docusaurus/useIsBrowser', () => ({ __esModule: true, default: () => true }), { virtual: true });
jest.mock('@docusaurus/router', () => ({ useHistory: () => ({ push: jest.fn() }) }), { virtual: true });
jest.mock('@docusaurus/plugin-content-docs/client', () => ({
  useActivePlugin: () => undefined,
  useActiveVersion: () => undefined,
}));
jest.mock('@site/src/lib/search/client/localIndex', () => ({
  preloadLocalIndex: jest.fn(),
  warmLocalIndex: jest.fn(),
}));
// The dialog's chunk: each test decides when (and whether) it arrives.
jest.mock('@site/src/components/Search/loadDialog', () => ({
  loadDialog: jest.fn(),
  loadedDialog: jest.fn(() => undefined),
}));
// The engine stands in for the worker and the index: what the dialog's session asks of it is recorded.
const mockEngine: { current?: SearchEngine } = {};
jest.mock('@site/src/lib/search/client/searchEngine', () => ({
  searchEngine: jest.fn(() => mockEngine.current),
  warmUp: jest.fn(),
}));

import SearchBar from '@site/src/theme/SearchBar';
import * as dialogModule from '@site/src/components/Search/SearchDialog';
import { loadDialog } from '@site/src/components/Search/loadDialog';
import { preloadLocalIndex, warmLocalIndex } from '@site/src/lib/search/client/localIndex';
import { searchEngine } from '@site/src/lib/search/client/searchEngine';

const INDEX_URL = '/search-index-0123abcd.json';

const groupsFor = (query: string): SearchGroup[] => [
  {
    index: 'i',
    label: 'i',
    hits: [
      {
        id: `/config/${query}`,
        url: `/config/${query}`,
        external: false,
        title: { text: `Hit for ${query}`, ranges: [] },
        headings: [],
        breadcrumb: [],
        snippet: { text: `about ${query}`, ranges: [] },
      },
    ],
  },
];

function fakeEngine(buildsIndex: boolean) {
  const provider = {
    key: 'test',
    buildsIndex,
    load: async () => undefined,
    warm: jest.fn(),
    search: jest.fn(async (query: string) => groupsFor(query)),
  } satisfies SearchProvider;
  const engine: SearchEngine = {
    provider,
    loader: { isReady: () => false, ensure: jest.fn(async (_shownSince?: number) => undefined) },
    cache: new LruCache(100),
  };
  return { engine, provider };
}

/** The next loadDialog() call's answer, settled by the test. */
function holdDialogChunk() {
  let resolve: (module: DialogModule) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<DialogModule>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  jest.mocked(loadDialog).mockReturnValue(promise);
  return {
    arrive: () => act(async () => resolve(dialogModule)),
    fail: () => act(async () => reject(new Error('ChunkLoadError'))),
  };
}

const pressShortcut = () => fireEvent.keyDown(document, { key: 'k', ctrlKey: true });
const combobox = () => screen.getByRole('combobox', { name: 'Search Docs' });

let provider: ReturnType<typeof fakeEngine>['provider'];

beforeAll(() => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  Element.prototype.scrollIntoView = () => undefined;
});

beforeEach(() => {
  jest.clearAllMocks();
  mockSite.search = { mode: 'local', versioned: false };
  const fake = fakeEngine(true);
  mockEngine.current = fake.engine;
  provider = fake.provider;
});

describe('the search dialog shell', () => {
  it('appears in the same render as Ctrl+K, its labelled combobox focused, while the chunk loads', () => {
    holdDialogChunk();
    render(<SearchBar />);
    pressShortcut();
    expect(loadDialog).toHaveBeenCalledTimes(1);
    expect(preloadLocalIndex).toHaveBeenCalledWith(INDEX_URL);
    expect(screen.getByRole('dialog', { name: 'Search the documentation' })).toBeInTheDocument();
    expect(combobox()).toHaveFocus();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveAttribute('placeholder', 'Search Docs');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the search index…');
    expect(screen.getByRole('button', { name: /Cancel/ })).toBeInTheDocument();
    expect(document.documentElement.dataset.searchOpen).toBe('true');
  });

  it('appears on a click on the search button too', () => {
    holdDialogChunk();
    render(<SearchBar />);
    fireEvent.click(screen.getByRole('button', { name: /Search Docs/ }));
    expect(combobox()).toHaveFocus();
    expect(searchEngine).not.toHaveBeenCalled();
  });

  it('hands the typed text to the dialog when its chunk arrives: caret at the end, search started', async () => {
    const chunk = holdDialogChunk();
    render(<SearchBar />);
    const openedAt = Date.now();
    pressShortcut();
    const shellInput = combobox();
    fireEvent.change(shellInput, { target: { value: 'distPath' } });
    expect(warmLocalIndex).toHaveBeenLastCalledWith(INDEX_URL, 'distPath');
    expect(searchEngine).not.toHaveBeenCalled();

    const arrivedAt = Date.now() + 1;
    await chunk.arrive();
    expect(shellInput).not.toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    const input = combobox() as HTMLInputElement;
    expect(input).toHaveValue('distPath');
    expect(input).toHaveFocus();
    expect([input.selectionStart, input.selectionEnd]).toEqual([8, 8]);
    expect(provider.warm).toHaveBeenCalledWith('distPath');
    // The loading state has been on screen since the shell: its minimum counts from there.
    const shownSince = jest.mocked(mockEngine.current!.loader.ensure).mock.calls[0][0];
    expect(shownSince).toBeGreaterThanOrEqual(openedAt);
    expect(shownSince).toBeLessThan(arrivedAt);
    await waitFor(() => expect(provider.search).toHaveBeenCalledWith('distPath', 7, expect.any(Function)));
    expect(await screen.findByRole('option', { name: /Hit for distPath/ })).toBeInTheDocument();
  });

  it('waits for the end of an IME composition before the dialog takes over', async () => {
    const chunk = holdDialogChunk();
    render(<SearchBar />);
    pressShortcut();
    const shellInput = combobox();
    fireEvent.compositionStart(shellInput);
    fireEvent.change(shellInput, { target: { value: 'duan' } });
    // Pinyin letters are not the query: nothing is fetched for them.
    expect(warmLocalIndex).not.toHaveBeenCalled();

    await chunk.arrive();
    expect(shellInput).toBeInTheDocument();
    expect(shellInput).toHaveFocus();
    expect(searchEngine).not.toHaveBeenCalled();

    // The committed text is in the input when compositionend fires (Firefox sends its input event after).
    (shellInput as HTMLInputElement).value = '端口';
    fireEvent.compositionEnd(shellInput);
    expect(shellInput).not.toBeInTheDocument();
    expect(warmLocalIndex).toHaveBeenCalledWith(INDEX_URL, '端口');
    expect(combobox()).toHaveValue('端口');
    expect(combobox()).toHaveFocus();
    await waitFor(() => expect(provider.search).toHaveBeenCalledWith('端口', 7, expect.any(Function)));
  });

  it('fetches nothing for the typed text in remote mode, and shows no loading state there', async () => {
    mockSite.search = { mode: 'remote', versioned: false, apiUrl: 'https://api.test/search' };
    const fake = fakeEngine(false);
    mockEngine.current = fake.engine;
    const chunk = holdDialogChunk();
    render(<SearchBar />);
    pressShortcut();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    fireEvent.change(combobox(), { target: { value: 'port' } });
    expect(warmLocalIndex).not.toHaveBeenCalled();
    expect(preloadLocalIndex).not.toHaveBeenCalled();

    await chunk.arrive();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(combobox()).toHaveValue('port');
    await waitFor(() => expect(fake.provider.search).toHaveBeenCalledWith('port', 7, expect.any(Function)));
  });

  it('closes on Escape and returns the focus to where it was', () => {
    holdDialogChunk();
    render(<SearchBar />);
    const button = screen.getByRole('button', { name: /Search Docs/ });
    button.focus();
    fireEvent.click(button);
    expect(combobox()).toHaveFocus();
    fireEvent.change(combobox(), { target: { value: 'port' } });
    fireEvent.keyDown(combobox(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(document.documentElement.dataset.searchOpen).toBeUndefined();
    // The next opening starts empty, as the dialog does.
    fireEvent.click(button);
    expect(combobox()).toHaveValue('');
  });

  it('closes on Cancel and on a click on the backdrop', () => {
    holdDialogChunk();
    render(<SearchBar />);
    pressShortcut();
    fireEvent.click(screen.getByRole('button', { name: /Cancel/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    pressShortcut();
    fireEvent.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the shell when the chunk fails, logs once, and tries again at the next opening', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const chunk = holdDialogChunk();
    render(
      <>
        <input aria-label="Page field" />
        <SearchBar />
      </>,
    );
    // The focus returns there, not to the search button (whose focus would request the chunk again).
    screen.getByRole('textbox', { name: 'Page field' }).focus();
    pressShortcut();
    fireEvent.change(combobox(), { target: { value: 'port' } });
    await chunk.fail();
    expect(combobox()).toHaveValue('port');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the search index…');
    expect(error).toHaveBeenCalledTimes(1);
    // Typing or a second shortcut in the same opening does not request it again.
    pressShortcut();
    expect(loadDialog).toHaveBeenCalledTimes(1);

    fireEvent.keyDown(combobox(), { key: 'Escape' });
    expect(screen.getByRole('textbox', { name: 'Page field' })).toHaveFocus();
    expect(loadDialog).toHaveBeenCalledTimes(1);
    const retry = holdDialogChunk();
    pressShortcut();
    expect(loadDialog).toHaveBeenCalledTimes(2);
    await retry.arrive();
    expect(searchEngine).toHaveBeenCalled();
    expect(error).toHaveBeenCalledTimes(1);
    await act(async () => undefined);
    error.mockRestore();
  });

  it('renders the dialog directly once its chunk is in', async () => {
    const chunk = holdDialogChunk();
    render(<SearchBar />);
    pressShortcut();
    await chunk.arrive();
    fireEvent.keyDown(combobox(), { key: 'Escape' });
    jest.mocked(searchEngine).mockClear();
    pressShortcut();
    // The dialog's engine is what renders now, not the shell: its input starts the session's searches.
    expect(searchEngine).toHaveBeenCalled();
    expect(combobox()).toHaveFocus();
    expect(loadDialog).toHaveBeenCalledTimes(1);
    await act(async () => undefined);
  });
});
