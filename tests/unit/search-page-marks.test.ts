// The words a search matched, marked on the page a hit opens: found in the hit's section only,
// at word starts for Latin terms and anywhere for Chinese ones; shown through the CSS Custom Highlight API
// (the page's DOM is never changed) until the reader scrolls or presses Escape, or another page opens.
import { CONTENT_RELOAD_EVENT, SEARCH } from '@site/config/constants';
import {
  PAGE_MARK_HIGHLIGHT,
  clearPageMarks,
  markPageMatches,
  markRoots,
  termOffsets,
  termRanges,
} from '@site/src/components/Search/pageMarks';

/** A stand-in for the Highlight API, which jsdom lacks: records the ranges of each highlight set. */
class FakeHighlight {
  ranges: Range[];
  constructor(...ranges: Range[]) {
    this.ranges = ranges;
  }
}
const registry = new Map<string, FakeHighlight>();

const PAGE = `
  <main><article><div class="markdown">
    <h1>output.sourceMap</h1>
    <p>Intro about the source map option.</p>
    <h2 id="js-source-map">JS Source Map</h2>
    <p>Set the source map type. SourceMaps help; a resource maps it.</p>
    <h3 id="deep">Deeper</h3>
    <p>Still inside: source.</p>
    <h2 id="css-source-map">CSS Source Map</h2>
    <p>Another source map section.</p>
    <script>var source = 1;</script>
  </div></article></main>`;

const marked = () => (registry.get(PAGE_MARK_HIGHLIGHT)?.ranges ?? []).map((range) => range.toString());

beforeAll(() => {
  Object.assign(globalThis, { Highlight: FakeHighlight });
  Object.assign(globalThis.CSS ?? Object.assign(globalThis, { CSS: {} }).CSS, { highlights: registry });
});

beforeEach(() => {
  jest.useFakeTimers();
  registry.clear();
  document.body.innerHTML = PAGE;
  window.history.replaceState(null, '', '/config/output/source-map');
});

afterEach(() => {
  clearPageMarks();
  jest.useRealTimers();
});

describe('terms on the page', () => {
  it('match Latin terms at word starts, case-insensitively, without overlaps', () => {
    const text = 'Source maps, a resource, SOURCEMAP and sourcemap.';
    const found = termOffsets(text, ['source', 'sourcemap']).map(({ start, end }) => text.slice(start, end));
    expect(found).toEqual(['Source', 'SOURCEMAP', 'sourcemap']);
  });

  it('match Chinese terms anywhere in the run of characters', () => {
    const text = '开启模块热更新后，热更新会替换模块。';
    const found = termOffsets(text, ['热更新']).map(({ start, end }) => text.slice(start, end));
    expect(found).toEqual(['热更新', '热更新']);
  });

  it('take the hit section: its heading down to the next heading of its level, subsections included', () => {
    const roots = markRoots(document, 'js-source-map') ?? [];
    expect(roots.map((element) => element.textContent)).toEqual([
      'JS Source Map',
      'Set the source map type. SourceMaps help; a resource maps it.',
      'Deeper',
      'Still inside: source.',
    ]);
    expect(markRoots(document, '')?.[0]?.className).toBe('markdown');
    expect(markRoots(document, 'missing')).toBeUndefined();
  });

  it('give ranges in the text only, never in scripts, up to the limit', () => {
    const all = termRanges(markRoots(document, '') ?? [], ['source'], 100);
    expect(all.map(String)).toEqual([
      'source', // output.sourceMap: a word starts after the dot
      'source',
      'Source',
      'source',
      'Source', // SourceMaps
      'source',
      'Source',
      'source',
    ]);
    expect(termRanges(markRoots(document, '') ?? [], ['source'], 3)).toHaveLength(3);
  });
});

describe('marking the page a hit opens', () => {
  it('marks the matched words of the hit section once the page shows it, without touching the DOM', () => {
    const html = document.body.innerHTML;
    markPageMatches('/config/output/source-map#js-source-map', ['source', 'map']);
    jest.advanceTimersByTime(100);
    expect(marked()).toEqual(['Source', 'Map', 'source', 'map', 'Source', 'map', 'source']);
    expect(document.body.innerHTML).toBe(html);
  });

  it('waits for the target page, marked at its content reload', () => {
    window.history.replaceState(null, '', '/guide/start/');
    markPageMatches('/config/output/source-map#css-source-map', ['source']);
    jest.advanceTimersByTime(300);
    expect(registry.has(PAGE_MARK_HIGHLIGHT)).toBe(false);
    window.history.replaceState(null, '', '/config/output/source-map');
    window.dispatchEvent(new Event(CONTENT_RELOAD_EVENT));
    expect(marked()).toEqual(['Source', 'source']);
  });

  it('leaves the page still shown unmarked while the route of a hit on another page loads', () => {
    window.history.replaceState(null, '', '/guide/start/');
    markPageMatches('/config/output/source-map', ['source']);
    // The router has moved the address; the old page stays on screen until the new route renders.
    window.history.replaceState(null, '', '/config/output/source-map');
    jest.advanceTimersByTime(300);
    expect(registry.has(PAGE_MARK_HIGHLIGHT)).toBe(false);
    window.dispatchEvent(new Event(CONTENT_RELOAD_EVENT));
    expect(registry.has(PAGE_MARK_HIGHLIGHT)).toBe(true);
  });

  it('gives up when the page never shows the target', () => {
    markPageMatches('/config/output/source-map#nowhere', ['source']);
    jest.advanceTimersByTime(SEARCH.pageMarkWaitMs + 200);
    document.body.insertAdjacentHTML('beforeend', '<h2 id="nowhere">source</h2>');
    jest.advanceTimersByTime(200);
    window.dispatchEvent(new Event(CONTENT_RELOAD_EVENT));
    expect(registry.has(PAGE_MARK_HIGHLIGHT)).toBe(false);
  });

  it.each([
    ['Escape', () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))],
    ['PageDown', () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageDown' }))],
    ['the wheel', () => window.dispatchEvent(new Event('wheel'))],
    ['a touch scroll', () => window.dispatchEvent(new Event('touchmove'))],
    [
      'another page',
      () => {
        window.history.replaceState(null, '', '/guide/start/');
        window.dispatchEvent(new Event(CONTENT_RELOAD_EVENT));
      },
    ],
  ])('clears the marks at %s', (_name, act) => {
    markPageMatches('/config/output/source-map#js-source-map', ['source']);
    jest.advanceTimersByTime(100);
    expect(registry.has(PAGE_MARK_HIGHLIGHT)).toBe(true);
    act();
    expect(registry.has(PAGE_MARK_HIGHLIGHT)).toBe(false);
  });

  it("keeps the marks through the page's own scrolling, clears them when the reader drags the scroll bar", () => {
    markPageMatches('/config/output/source-map#js-source-map', ['source']);
    jest.advanceTimersByTime(100);
    window.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(1000);
    window.dispatchEvent(new Event('scroll'));
    expect(registry.has(PAGE_MARK_HIGHLIGHT)).toBe(true);
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('scroll'));
    expect(registry.has(PAGE_MARK_HIGHLIGHT)).toBe(false);
  });

  it('does nothing in a browser without the Highlight API', () => {
    const saved = (globalThis as { Highlight?: unknown }).Highlight;
    delete (globalThis as { Highlight?: unknown }).Highlight;
    try {
      markPageMatches('/config/output/source-map', ['source']);
      jest.advanceTimersByTime(200);
      expect(registry.size).toBe(0);
    } finally {
      Object.assign(globalThis, { Highlight: saved });
    }
  });
});
