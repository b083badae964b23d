/**
 * Marks the words a search matched on the page a hit opens, in the hit's section (or the article), until the
 * reader scrolls or presses Escape. The CSS Custom Highlight API leaves the DOM alone (React's tree, the CSP's
 * ban on inline styles); browsers without it show no marks.
 */
import { CONTENT_RELOAD_EVENT, SEARCH } from '@site/config/constants';
import { lowerTerms } from '@site/src/lib/search/highlight';

export const PAGE_MARK_HIGHLIGHT = 'search-match';

const HEADING = /^H([1-6])$/;
const WORD_CHARACTER = /[\p{L}\p{N}_]/u;
const SCROLL_KEYS = new Set(['PageUp', 'PageDown', 'ArrowUp', 'ArrowDown', 'Home', 'End', ' ']);
const POLL_MS = 100;

/** Han, kana and Hangul are written without spaces: their terms match anywhere, not only at word starts. */
const isSpacelessScript = (term: string) =>
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(term);

/** The distinct lower-cased terms, longest first (so a longer term wins where two overlap). */
const cleanTerms = (terms: readonly string[]) => lowerTerms(terms).sort((a, b) => b.length - a.length);

/** Where `terms` occur in `text`: latin terms at word starts, others anywhere. Sorted, no overlaps. */
export function termOffsets(
  text: string,
  terms: readonly string[],
  limit = Infinity,
): Array<{ start: number; end: number }> {
  const lower = text.toLowerCase();
  const found: Array<{ start: number; end: number }> = [];
  for (const term of cleanTerms(terms)) {
    const anywhere = isSpacelessScript(term);
    for (let at = lower.indexOf(term); at !== -1; at = lower.indexOf(term, at + term.length)) {
      if (!anywhere && at > 0 && WORD_CHARACTER.test(lower[at - 1] ?? '')) continue;
      const end = at + term.length;
      if (!found.some((range) => at < range.end && end > range.start)) found.push({ start: at, end });
    }
  }
  return found.sort((a, b) => a.start - b.start).slice(0, limit);
}

/** 1 to 6 for h1 to h6, 7 for any other element: a section runs on while its siblings rank lower. */
const rank = (element: Element) => Number(HEADING.exec(element.tagName)?.[1] ?? 7);

/** A heading and its siblings up to the next heading of its level or above; any other element alone. */
function sectionElements(heading: Element): Element[] {
  const level = rank(heading);
  const elements = [heading];
  for (let next = heading.nextElementSibling; next && rank(next) > level; next = next.nextElementSibling)
    elements.push(next);
  return elements;
}

/** Where a hit's words are marked; undefined while not rendered. */
export function markRoots(doc: Document, anchor: string): Element[] | undefined {
  if (anchor) {
    const heading = doc.getElementById(anchor);
    return heading ? sectionElements(heading) : undefined;
  }
  const article = doc.querySelector('article .markdown') ?? doc.querySelector('main article');
  return article ? [article] : undefined;
}

/** DOM ranges of the terms in the text under `roots`, scripts and styles skipped. */
export function termRanges(roots: readonly Element[], terms: readonly string[], limit: number): Range[] {
  const ranges: Range[] = [];
  for (const root of roots) {
    const doc = root.ownerDocument;
    const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.parentElement?.closest('script, style, template')
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    });
    for (let node = walker.nextNode(); node && ranges.length < limit; node = walker.nextNode()) {
      for (const { start, end } of termOffsets(node.nodeValue ?? '', terms, limit - ranges.length)) {
        const range = doc.createRange();
        range.setStart(node, start);
        range.setEnd(node, end);
        ranges.push(range);
      }
    }
  }
  return ranges;
}

let stopCurrent: (() => void) | undefined;

export function clearPageMarks(): void {
  stopCurrent?.();
}

/**
 * Waits for the page of `url` to render its target, marks `terms`; a later call replaces an earlier one.
 * Called before the navigation to `url` starts, so that the page shown until the next route renders is known.
 */
export function markPageMatches(url: string, terms: readonly string[]): void {
  clearPageMarks();
  const words = cleanTerms(terms);
  if (typeof Highlight === 'undefined' || !globalThis.CSS?.highlights || words.length === 0) return;
  const target = new URL(url, window.location.href);
  const anchor = decodeURIComponent(target.hash.slice(1));
  // The router moves the address at once but keeps the old page on screen while the new route loads (long,
  // on a busy device): until the next content reload, a hit on another page must not mark the old one.
  let targetShown = window.location.pathname === target.pathname;
  const cleanups: Array<() => void> = [];

  const stop = () => {
    cleanups.splice(0).forEach((cleanup) => cleanup());
    CSS.highlights.delete(PAGE_MARK_HIGHLIGHT);
    if (stopCurrent === stop) stopCurrent = undefined;
  };
  stopCurrent = stop;
  const listen = (type: string, handler: (event: Event) => void, options?: AddEventListenerOptions) => {
    window.addEventListener(type, handler, { capture: true, passive: true, ...options });
    cleanups.push(() => window.removeEventListener(type, handler, { capture: true }));
  };

  function clearOnReaderAction() {
    // Only the reader's own scrolling counts (wheel, touch, keys, the scroll bar dragged): the page also
    // scrolls by itself, to the hit's section or to the top, at a moment that depends on the route's load.
    let pointerDown = false;
    listen('pointerdown', () => (pointerDown = true));
    listen('pointerup', () => (pointerDown = false));
    listen('scroll', () => pointerDown && stop());
    listen('wheel', stop);
    listen('touchmove', stop);
    listen('keydown', (event) => {
      const { key } = event as KeyboardEvent;
      if (key === 'Escape' || SCROLL_KEYS.has(key)) stop();
    });
    listen(CONTENT_RELOAD_EVENT, () => {
      if (window.location.pathname !== target.pathname) stop();
    });
  }

  function tryMark(): boolean {
    if (!targetShown || window.location.pathname !== target.pathname) return false;
    const roots = markRoots(document, anchor);
    if (!roots) return false;
    const ranges = termRanges(roots, words, SEARCH.maxPageMarks);
    if (ranges.length === 0) {
      stop();
      return true;
    }
    cleanups.splice(0).forEach((cleanup) => cleanup());
    CSS.highlights.set(PAGE_MARK_HIGHLIGHT, new Highlight(...ranges));
    clearOnReaderAction();
    return true;
  }

  // The page renders after the navigation the dialog started: try at each content reload and, for a hit on
  // the page already shown (no reload of the content), at short intervals, until the wait runs out. Marking
  // (or finding nothing to mark) ends the wait: tryMark runs the cleanups, this interval's among them.
  const startedAt = Date.now();
  const poll = window.setInterval(() => {
    if (!tryMark() && Date.now() - startedAt > SEARCH.pageMarkWaitMs) stop();
  }, POLL_MS);
  cleanups.push(() => window.clearInterval(poll));
  listen(CONTENT_RELOAD_EVENT, () => {
    targetShown = true;
    tryMark();
  });
}
