/**
 * @jest-environment node
 */
// The learned reordering of the first hits: a score over features of the rules' ranking (linear weights plus
// regression trees) per locale, fitted by `npm run search:train` (config/searchRanker.json) and shipped in
// the locale's index; hits the query names stay put.
import { SEARCH } from '@site/config/constants';
import type { CompactIndex, IndexRanker } from '@site/src/lib/search/format/compactIndex';
import { LocalSearchEngine } from '@site/src/lib/search/worker/engine';
import {
  isScripted,
  namedFirst,
  RERANK_FEATURES,
  rerank,
  rerankFeatures,
  rerankModel,
  rerankScore,
  type Candidate,
} from '@site/src/lib/search/worker/rerank';
import TRAINED from '@site/config/searchRanker.json';

// A model that favours guides above everything.
const GUIDE_FIRST: IndexRanker = {
  features: [...RERANK_FEATURES],
  weights: RERANK_FEATURES.map((name) => (name === 'guide' ? 10 : 0)),
  trees: [],
};

const options = {
  limit: SEARCH.resultLimit,
  snippetLength: SEARCH.snippetLength,
  maxTerms: SEARCH.maxQueryTerms,
};

const candidate = (url: string, page: number, rank: number[]): Candidate => ({
  url,
  page,
  heading: url.includes('#') ? 'Some heading' : '',
  rank,
  fieldTerms: [0, 0, 0, 1, 0, 0],
  ownTerms: [0, 0, 0, 1, 0, 0],
  pageTitleTerms: 0,
  pageTitle: 'A page',
  descriptionLength: 20,
  words: 40,
});

const feature = (rows: number[][], name: (typeof RERANK_FEATURES)[number]) =>
  rows.map((row) => row[RERANK_FEATURES.indexOf(name)]);

describe('the trained model', () => {
  it('is fitted for the features the worker computes, for both locales, with well-formed trees', () => {
    expect(TRAINED.features).toEqual([...RERANK_FEATURES]);
    const trees = TRAINED.trees as unknown as Record<string, IndexRanker['trees']>;
    const wellFormed = (tree: IndexRanker['trees'][number]): boolean =>
      typeof tree === 'number'
        ? Number.isFinite(tree)
        : Number.isInteger(tree[0]) &&
          tree[0] >= 0 &&
          tree[0] < RERANK_FEATURES.length &&
          Number.isFinite(tree[1]) &&
          wellFormed(tree[2]) &&
          wellFormed(tree[3]);
    for (const locale of ['en', 'zh'] as const) {
      expect(TRAINED.weights[locale]).toHaveLength(RERANK_FEATURES.length);
      expect(TRAINED.weights[locale].every(Number.isFinite)).toBe(true);
      expect(trees[locale].length).toBeGreaterThan(0);
      expect(trees[locale].every(wellFormed)).toBe(true);
    }
  });
});

describe('reordering', () => {
  it('orders the scored items by their weighted features, keeps ties in order and the rest after them', () => {
    const rows = [[0], [2], [1], [2]];
    expect(rerank(['a', 'b', 'c', 'd', 'e'], rows, { weights: [1], trees: [] })).toEqual([
      'b',
      'd',
      'c',
      'a',
      'e',
    ]);
    expect(rerank(['a', 'b'], [[1], [2]], { weights: [-1], trees: [] })).toEqual(['a', 'b']);
  });

  it("adds each tree's leaf for the row to the weighted features", () => {
    // Feature 1 at or below 0.5 → -1, else: feature 0 at or below 2 → 3, else 4.
    const model = {
      weights: [1, 0],
      trees: [[1, 0.5, -1, [0, 2, 3, 4]] as IndexRanker['trees'][number], 0.5],
    };
    expect(rerankScore([1, 0.5], model)).toBe(1 - 1 + 0.5);
    expect(rerankScore([2, 0.6], model)).toBe(2 + 3 + 0.5);
    expect(rerankScore([5, 0.6], model)).toBe(5 + 4 + 0.5);
    // The trees can overturn the line: a lower linear score ranks first.
    expect(
      rerank(
        ['a', 'b'],
        [
          [3, 0.4],
          [2, 0.6],
        ],
        model,
      ),
    ).toEqual(['b', 'a']);
  });

  it('keeps in place the first hits whose page title has every word of the query', () => {
    expect(
      namedFirst([
        [2, 5, 1.3, 9],
        [2, 5, 1, 8],
        [2, 4, 1, 20],
      ]),
    ).toBe(2);
    expect(
      namedFirst([
        [2, 4.75, 1, 9],
        [2, 5, 1, 8],
      ]),
    ).toBe(0);
    expect(namedFirst([])).toBe(0);
  });

  it('computes one row per candidate: where it ranked, its page, and the query words in its URL', () => {
    const rows = rerankFeatures(
      [
        candidate('/guide/basic/server#proxy', 3, [2, 2, 0, 40]),
        candidate('/config/server/proxy', 7, [2, 2, 0, 20]),
        candidate('/guide/basic/server', 3, [1, 2, 0, 10]),
      ],
      { query: 'dev server proxy', rarity: [1, 2, 3], scripted: isScripted('dev server proxy') },
    );
    expect(rows.every((row) => row.length === RERANK_FEATURES.length)).toBe(true);
    expect(feature(rows, 'position')).toEqual([1, 1 / 2, 1 / 3]);
    expect(feature(rows, 'logPageSections')).toEqual([Math.log(2), 0, Math.log(2)]);
    expect(feature(rows, 'firstOfPage')).toEqual([1, 1, 0]);
    expect(feature(rows, 'reference')).toEqual([0, 1, 0]);
    expect(feature(rows, 'pageTop')).toEqual([0, 1, 1]);
    expect(feature(rows, 'relativeScore')).toEqual([1, 0.5, 0.25]);
    // `dev server proxy` against /config/server/proxy: two of the three query words are in the URL, and
    // both of the URL's own words (config is where it sits, not what it is).
    expect(feature(rows, 'queryWordsInSlug')[1]).toBeCloseTo(2 / 3);
    expect(feature(rows, 'slugWordsInQuery')[1]).toBe(1);
    expect(feature(rows, 'queryWordsInAnchor')[0]).toBeCloseTo(1 / 3);
    expect(feature(rows, 'scriptedApi')).toEqual([0, 0, 0]);
  });

  it('marks the JavaScript API pages for a call from code', () => {
    const pages = ['/api/javascript-api/instance', '/config/dev/start-url', '/community/releases/v0-6'];
    const rowsFor = (query: string) =>
      rerankFeatures(
        pages.map((url) => candidate(url, 0, [2, 2, 0, 10])),
        { query, rarity: [1, 1, 1], scripted: isScripted(query) },
      );
    expect(feature(rowsFor('start dev server from a node script'), 'scriptedApi')).toEqual([1, 0, 0]);
    expect(feature(rowsFor('start dev server programmatically'), 'scriptedApi')).toEqual([1, 0, 0]);
    expect(feature(rowsFor('open browser on dev server start'), 'scriptedApi')).toEqual([0, 0, 0]);
  });
});

describe('in the engine', () => {
  const index = (prefix: string, ranker?: IndexRanker): CompactIndex => ({
    v: 2,
    ...(ranker && { ranker }),
    pages: [
      [
        `${prefix}/config/output/externals`,
        'output.externals',
        ['Config'],
        'Leave packages out of the bundle.',
      ],
      [`${prefix}/guide/optimization/cdn`, 'Loading faster', ['Guide'], 'Faster first loads.'],
    ],
    sections: [0, 1].map((page): [number, string, string, string, string] => [
      page,
      '',
      '',
      'Load react from a cdn with externals instead of bundling it.',
      '',
    ]),
    words: '',
  });
  const first = (engine: LocalSearchEngine, query: string) => engine.search(query, options)[0].url;

  it("reorders the first hits with the model in the locale's index", () => {
    // Equal prose matches: the rules put the reference page first, the model the guide.
    expect(
      first(new LocalSearchEngine(index('', GUIDE_FIRST), undefined, { learned: false }), 'react cdn'),
    ).toBe('/config/output/externals');
    expect(first(new LocalSearchEngine(index('', GUIDE_FIRST)), 'react cdn')).toBe('/guide/optimization/cdn');
  });

  it('keeps a page the query names first, whatever the model', () => {
    expect(first(new LocalSearchEngine(index('', GUIDE_FIRST)), 'externals')).toBe(
      '/config/output/externals',
    );
  });

  it('keeps the rules’ order for an index without a model, or with one fitted for other features', () => {
    expect(first(new LocalSearchEngine(index('/zh')), 'react cdn')).toBe('/zh/config/output/externals');
    const stale = { ...GUIDE_FIRST, features: [...RERANK_FEATURES.slice(1), 'retired'] };
    expect(rerankModel(stale)).toBeUndefined();
    expect(first(new LocalSearchEngine(index('', stale)), 'react cdn')).toBe('/config/output/externals');
  });

  it('explains the first hits as the rules ranked them, for the trainer', () => {
    const engine = new LocalSearchEngine(index('', GUIDE_FIRST));
    const { candidates } = engine.match('react cdn', { ...options, explain: true });
    expect(candidates?.top).toBe('/config/output/externals');
    expect(candidates?.named).toBe(0);
    expect(candidates?.urls).toEqual(['/config/output/externals', '/guide/optimization/cdn']);
    expect(candidates?.features).toHaveLength(2);
    expect(engine.match('react cdn', options).candidates).toBeUndefined();
  });
});
