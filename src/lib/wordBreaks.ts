import {
  Children,
  cloneElement,
  createElement,
  Fragment,
  isValidElement,
  type ElementType,
  type ReactNode,
} from 'react';

/**
 * Where a long API name may wrap. A name such as `rsbuild.onBeforeCreateCompiler` is one word to the browser,
 * which breaks it between any two letters once it is wider than its box (`rsbuild.onBeforeCreateCo|mpiler`).
 * Given break opportunities at its natural joints it wraps there instead: after the dot of a member access
 * (`rsbuild.|onBefore…`) and before the capital of a camelCase hump (`on|Before|Create|Compiler`, and
 * `get|HTML|Paths` at the end of a capital run). Only names that read as code get humps: a word with a dot
 * between names or one that starts in lower case. Capitalised names (JavaScript, TypeScript, GitHub) stay
 * whole, and no piece is shorter than two characters (`e.g.`, `iOS`).
 *
 * The opportunities are <wbr> elements: no character, so copying a heading, its anchor, the search index
 * (built from the page's text) and the Markdown twins (built from the sources) are unchanged.
 */

/** A run of characters that make one code word: letters, digits, `_`, `$` and the dots between them. */
const CODE_WORD = /[A-Za-z0-9_$]+(?:\.[A-Za-z0-9_$]+)*/g;
const MIN_PIECE = 2;

const isUpper = (char: string | undefined) => char !== undefined && char >= 'A' && char <= 'Z';
const isLower = (char: string | undefined) => char !== undefined && char >= 'a' && char <= 'z';
const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';
const isLetter = (char: string | undefined) => isUpper(char) || isLower(char);

/** Offsets in `word` (a code word) before which the line may break, in order. */
function joints(word: string): number[] {
  const camel = /[A-Za-z_$][\w$]*\.[A-Za-z_$]/.test(word) || (isLower(word[0]) && /[A-Z]/.test(word));
  const candidates: number[] = [];
  for (let at = 1; at < word.length; at++) {
    const before = word[at - 1];
    const here = word[at];
    const member = before === '.' && isLetter(here) && !isDigit(word[at - 2]);
    const hump = camel && isUpper(here) && (isLower(before) || isDigit(before));
    const capitalRunEnd = camel && isUpper(before) && isUpper(here) && isLower(word[at + 1]);
    if (member || hump || capitalRunEnd) candidates.push(at);
  }
  // A piece shorter than two characters (its dot aside) would read as a stray letter at a line's end or start.
  const length = (from: number, to: number) => word.slice(from, to).replace(/\.$/, '').length;
  const offsets: number[] = [];
  candidates.forEach((at, index) => {
    const pieceStart = offsets.at(-1) ?? 0;
    const pieceEnd = candidates[index + 1] ?? word.length;
    if (length(pieceStart, at) >= MIN_PIECE && length(at, pieceEnd) >= MIN_PIECE) offsets.push(at);
  });
  return offsets;
}

/** Offsets in `text` before which a line may break inside a code word. */
export function wordBreakOffsets(text: string): number[] {
  const offsets: number[] = [];
  for (const match of text.matchAll(CODE_WORD)) {
    for (const offset of joints(match[0])) offsets.push(match.index + offset);
  }
  return offsets;
}

/** `text` cut at its break offsets: the pieces, in order, joined back they are `text`. */
export function wordBreakPieces(text: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (const offset of wordBreakOffsets(text)) {
    pieces.push(text.slice(start, offset));
    start = offset;
  }
  pieces.push(text.slice(start));
  return pieces;
}

/**
 * `html` (markup as a TOC entry holds it) with a <wbr> at each break offset of its text. Tags and character
 * references are left whole; each text run between them is cut on its own.
 */
export function htmlWithWordBreaks(html: string): string {
  return html.replace(/(<[^>]*>|&[#\w]+;)|[^<&]+/g, (run, markup: string | undefined) =>
    markup ? run : wordBreakPieces(run).join('<wbr>'),
  );
}

/**
 * `node` with a <wbr> element at each break offset of its strings, through host elements and components
 * alike (a link, inline code). `substitutes` maps a component that reads its children's types to one that
 * renders them as given: MDX's `code` takes children that are not all strings for a code block.
 */
export function withWordBreaks(
  node: ReactNode,
  substitutes?: ReadonlyMap<ElementType, ElementType>,
): ReactNode {
  if (typeof node === 'string') {
    const pieces = wordBreakPieces(node);
    if (pieces.length === 1) return node;
    return createElement(
      Fragment,
      null,
      ...pieces.flatMap((piece, index) =>
        index === 0 ? [piece] : [createElement('wbr', { key: index }), piece],
      ),
    );
  }
  if (Array.isArray(node)) {
    return Children.map(node as ReactNode[], (child: ReactNode) => withWordBreaks(child, substitutes));
  }
  if (!isValidElement<{ children?: ReactNode }>(node) || node.props.children === undefined) return node;
  const children = withWordBreaks(node.props.children, substitutes);
  const substitute = substitutes?.get(node.type as ElementType);
  if (substitute) return createElement(substitute, { ...node.props, key: node.key }, children);
  return cloneElement(node, undefined, children);
}
