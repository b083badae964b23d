/**
 * @jest-environment node
 */
// Asked words: what at least two writers of the tuning queries typed for a page that its head entry lacks,
// derived by `npm run search:train` (scripts/search/askedWords.ts), put in the page's head entry by the
// build and searched as one more keyword entry.
import ASKED from '@site/config/searchAskedWords.json';
import { tuningSetsByWriter } from '@site/scripts/search/querySets.mjs';
import { SEARCH } from '@site/config/constants';
import type { CompactIndex } from '@site/src/lib/search/format/compactIndex';
import { keywordEntries } from '@site/src/lib/search/format/compactIndex';
import { LocalSearchEngine } from '@site/src/lib/search/worker/engine';
import { withAskedWords } from '@site/plugins/search-index/askedWords';
import { askedWords, MIN_WRITERS, queryWordsOf, type QuerySet } from '@site/scripts/search/askedWords';

const options = {
  limit: SEARCH.resultLimit,
  snippetLength: SEARCH.snippetLength,
  maxTerms: SEARCH.maxQueryTerms,
};

describe('the words of a query', () => {
  it('keeps the words that can name a page, with their index keys', () => {
    expect(queryWordsOf('How do I serve the favicons from a CDN with Rsbuild?', new Set())).toEqual([
      { word: 'favicons', key: 'favicon' },
      { word: 'cdn', key: 'cdn' },
    ]);
    expect(queryWordsOf('package.json version', new Set()).map(({ word }) => word)).toEqual([
      'package.json',
      'version',
    ]);
  });

  it('cuts Chinese with the dictionary, without question words and lone characters', () => {
    const dictionary = new Set(['如何', '修改', '输出', '目录']);
    expect(queryWordsOf('如何修改输出目录的 dist', dictionary).map(({ word }) => word)).toEqual([
      '修改',
      '输出',
      '目录',
      'dist',
    ]);
  });
});

describe('asked words of the query sets', () => {
  const sets: Record<string, QuerySet> = {
    first: [
      ['tab icon', '/config/html/favicon'],
      ['rename output folder', ['/config/output/dist-path', '/guide/basic/output-files#dist']],
    ],
    second: [
      ['browser tab icons', '/config/html/favicon'],
      ['output folders', '/config/output/dist-path'],
    ],
    third: [['icon in the Tab', '/config/html/favicon']],
  };
  const keepAll = () => true;

  it(`teaches a page the words at least ${MIN_WRITERS} writers asked for it with, sorted`, () => {
    expect(askedWords(sets, new Set(), keepAll)).toEqual({
      '/config/html/favicon': 'icon tab',
      '/config/output/dist-path': 'folder output',
    });
  });

  it('leaves a writer out, drops what `keep` refuses, and spells a word as most writers did', () => {
    expect(askedWords(sets, new Set(), keepAll, ['first'])).toEqual({ '/config/html/favicon': 'icon tab' });
    const keep = (route: string, word: string) => word !== 'icon' && route !== '/config/output/dist-path';
    expect(askedWords(sets, new Set(), keep)).toEqual({ '/config/html/favicon': 'tab' });
    const spelt = { a: [['folders', '/p']], b: [['folders', '/p']], c: [['folder', '/p']] } as const;
    expect(askedWords(spelt, new Set(), keepAll)).toEqual({ '/p': 'folders' });
  });

  it('commits only words that at least two writers asked for that page with (the file is derived, not hand-written)', () => {
    for (const [locale, routes] of Object.entries(ASKED as Record<string, Record<string, string>>)) {
      const writerSets: Record<string, QuerySet> = tuningSetsByWriter(locale as 'en');
      const committed = Object.values(routes).flatMap((words) => words.split(' '));
      const derived = askedWords(writerSets, new Set(committed), () => true);
      for (const [route, words] of Object.entries(routes))
        for (const word of words.split(' '))
          expect([route, derived[route]?.split(' ')]).toEqual([route, expect.arrayContaining([word])]);
    }
    expect(Object.keys(ASKED.en).length).toBeGreaterThan(50);
  });
});

describe('asked words in the index', () => {
  const index: CompactIndex = {
    v: 2,
    pages: [
      ['/zh/config/html/favicon', 'html.favicon', ['Config'], 'Sets the page icon.', ['favicon.ico']],
      ['/zh/guide/basic/html-template', 'HTML Template', ['Guide'], 'The page around the app.'],
      ['/zh/', 'Home', [], 'A build tool.'],
    ],
    sections: [
      [0, '', '', 'The icon of the page.', ''],
      [1, '', '', 'Set the browser tab title and icon in the template.', ''],
      [2, '', '', 'Fast.', ''],
    ],
    words: '',
  };

  it('adds them to the page entry as one keyword entry after the reader keywords', () => {
    const asked = withAskedWords(index, { '/config/html/favicon': 'browser tab' }, '/zh/', 'asked.json');
    expect(keywordEntries(asked.pages[0])).toEqual(['favicon.ico', 'browser tab']);
    expect(asked.pages[1]).toEqual(index.pages[1]);
    // A page without reader keywords gets an empty list before its asked words.
    const home = withAskedWords(index, { '/': 'speed' }, '/zh/', 'asked.json');
    expect(home.pages[2].slice(4)).toEqual([[], 'speed']);
    expect(index.pages[0]).toHaveLength(5);
  });

  it('fails the build naming the file and the route when a route is not a page', () => {
    expect(() => withAskedWords(index, { '/config/html/icon': 'tab' }, '/zh/', 'config/asked.json')).toThrow(
      'config/asked.json: /config/html/icon is not a page of the site (under /zh/)',
    );
  });

  it('finds the page for the words readers asked with, above a page that has them in its prose', () => {
    const urls = (of: CompactIndex) =>
      new LocalSearchEngine(of, undefined, { learned: false })
        .search('browser tab icon', options)
        .map((hit) => hit.url);
    expect(urls(index)[0]).toBe('/zh/guide/basic/html-template');
    const asked = withAskedWords(index, { '/config/html/favicon': 'browser tab' }, '/zh/', 'asked.json');
    expect(urls(asked)[0]).toBe('/zh/config/html/favicon');
  });
});
