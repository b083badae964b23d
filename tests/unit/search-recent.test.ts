// Recent searches: the last 5 hits the reader chose, per locale, in localStorage; stored data is
// untrusted, so anything malformed or pointing off the site is dropped, and a blocked storage is harmless.
import {
  parseRecentHits,
  readRecentHits,
  recentSearchesKey,
  withRecentHit,
  withoutRecentHit,
  writeRecentHits,
  type RecentHit,
} from '@site/src/components/Search/recentSearches';

const hit = (n: number): RecentHit => ({ url: `/config/page-${n}#part`, title: `Page ${n}` });

afterEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe('recent searches list', () => {
  it('puts the chosen hit first, once, and keeps the last 5', () => {
    let hits: RecentHit[] = [];
    for (const n of [1, 2, 3, 4, 5, 6]) hits = withRecentHit(hits, hit(n));
    expect(hits.map((item) => item.title)).toEqual(['Page 6', 'Page 5', 'Page 4', 'Page 3', 'Page 2']);
    hits = withRecentHit(hits, hit(3));
    expect(hits.map((item) => item.title)).toEqual(['Page 3', 'Page 6', 'Page 5', 'Page 4', 'Page 2']);
  });

  it('removes one entry by URL', () => {
    const hits = [hit(1), hit(2), hit(3)];
    expect(withoutRecentHit(hits, hit(2).url)).toEqual([hit(1), hit(3)]);
  });

  it('never records a hit that leaves the site', () => {
    for (const url of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)'])
      expect(withRecentHit([], { url, title: 'x' })).toEqual([]);
  });
});

describe('stored recent searches', () => {
  it('are kept per locale and read back', () => {
    writeRecentHits('en', [hit(1), { ...hit(2), section: 'Example' }]);
    writeRecentHits('zh', [hit(3)]);
    expect(readRecentHits('en')).toEqual([hit(1), { ...hit(2), section: 'Example' }]);
    expect(readRecentHits('zh')).toEqual([hit(3)]);
    expect(window.localStorage.getItem(recentSearchesKey('en'))).toContain('/config/page-1#part');
    writeRecentHits('en', []);
    expect(window.localStorage.getItem(recentSearchesKey('en'))).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"url":"/a","title":"A"}'],
    ['null', 'null'],
    ['a string', '"/config/"'],
  ])('ignore bad data (%s)', (_name, stored) => {
    expect(parseRecentHits(stored)).toEqual([]);
  });

  it('drop malformed, foreign, duplicate and surplus entries and unknown fields', () => {
    const stored = JSON.stringify([
      { url: '/a', title: 'A', extra: '<img src=x onerror=alert(1)>' },
      { url: 'https://evil.example/', title: 'Evil' },
      { url: '//evil.example/', title: 'Evil' },
      { url: '/b', title: '' },
      { url: '/c', title: 42 },
      { url: '/a', title: 'A again' },
      'text',
      null,
      { url: '/d', title: 'D', section: { nested: true } },
      { url: `/${'x'.repeat(600)}`, title: 'Long' },
      { url: '/e', title: 'E' },
      { url: '/f', title: 'F' },
      { url: '/g', title: 'G' },
      { url: '/h', title: 'H' },
    ]);
    expect(parseRecentHits(stored)).toEqual([
      { url: '/a', title: 'A' },
      { url: '/d', title: 'D' },
      { url: '/e', title: 'E' },
      { url: '/f', title: 'F' },
      { url: '/g', title: 'G' },
    ]);
  });

  it('survive a storage that throws', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(readRecentHits('en')).toEqual([]);
    expect(() => writeRecentHits('en', [hit(1)])).not.toThrow();
  });
});
