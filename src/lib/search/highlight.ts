/**
 * Highlight ranges and snippets. Everything here works on plain strings: the dialog renders the segments as
 * React text nodes and <mark> elements, so neither page content nor the query is ever parsed as HTML.
 */
import type { HighlightedText, TextRange } from './types';

/** Ranges clipped to the text, sorted, with overlapping or touching ones merged. */
export function normalizeRanges(ranges: readonly TextRange[], textLength: number): TextRange[] {
  const clipped = ranges
    .map(({ start, length }) => ({ start: Math.max(0, start), end: Math.min(textLength, start + length) }))
    .filter(({ start, end }) => end > start)
    .sort((a, b) => a.start - b.start);
  const merged: TextRange[] = [];
  for (const { start, end } of clipped) {
    const last = merged.at(-1);
    if (last && start <= last.start + last.length) last.length = Math.max(last.length, end - last.start);
    else merged.push({ start, length: end - start });
  }
  return merged;
}

/** The distinct, lower-cased, non-empty terms. */
export const lowerTerms = (terms: readonly string[]) => [
  ...new Set(terms.map((term) => term.trim().toLowerCase()).filter(Boolean)),
];

/** The words of a query, as the dialog highlights them when a provider gives no match positions. */
export function queryTerms(query: string): string[] {
  return query.split(/[\s,，。、;；:：!?！？()（）[\]{}"'“”‘’<>]+/u).filter(Boolean);
}

const ELLIPSIS = '…';
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;
/** How far back the excerpt may move its start to begin at a word instead of mid-word. */
const WORD_START_SLACK = 12;

/**
 * An excerpt of about `maxLength` characters around the first highlighted range (a third of the room before
 * it, the rest after), with an ellipsis on each cut side and the ranges moved into it. With `focus`, the
 * excerpt is about the text from that index: around the first range within `maxLength` of it, else from it.
 */
export function cutSnippet(
  text: string,
  ranges: readonly TextRange[],
  maxLength: number,
  focus?: number,
): HighlightedText {
  const clean = normalizeRanges(ranges, text.length);
  if (text.length <= maxLength) return { text, ranges: clean };
  const anchor =
    focus === undefined
      ? clean[0]
      : (clean.find((range) => range.start + range.length > focus && range.start < focus + maxLength) ?? {
          start: focus,
          length: 0,
        });
  const before =
    anchor && anchor.length > 0 ? Math.floor((maxLength - Math.min(anchor.length, maxLength)) / 3) : 0;
  let start = anchor ? Math.max(0, Math.min(anchor.start - before, text.length - maxLength)) : 0;
  if (start > 0 && start <= WORD_START_SLACK) start = 0;
  else if (start > 0) {
    const space = text.lastIndexOf(' ', start);
    if (space !== -1 && start - space <= WORD_START_SLACK) start = space + 1;
  }
  let end = Math.min(text.length, start + maxLength);
  if (start > 0 && isLowSurrogate(text.charCodeAt(start))) start += 1;
  if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end -= 1;
  const prefix = start > 0 ? ELLIPSIS : '';
  const suffix = end < text.length ? ELLIPSIS : '';
  const moved = clean
    .map((range) => {
      const from = Math.max(range.start, start);
      const to = Math.min(range.start + range.length, end);
      return { start: from - start + prefix.length, length: to - from };
    })
    .filter((range) => range.length > 0);
  return { text: prefix + text.slice(start, end) + suffix, ranges: moved };
}

/** The text split into plain and highlighted runs, in order; joined, they give the text back unchanged. */
export function highlightSegments({ text, ranges }: HighlightedText) {
  const segments: Array<{ text: string; highlighted: boolean }> = [];
  let at = 0;
  for (const range of normalizeRanges(ranges, text.length)) {
    if (range.start > at) segments.push({ text: text.slice(at, range.start), highlighted: false });
    segments.push({ text: text.slice(range.start, range.start + range.length), highlighted: true });
    at = range.start + range.length;
  }
  if (at < text.length) segments.push({ text: text.slice(at), highlighted: false });
  return segments;
}
