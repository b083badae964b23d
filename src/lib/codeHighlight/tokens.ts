/**
 * Code blocks are highlighted at build time (plugins/prerendered-highlight) so the client never downloads
 * Prism. The tokens travel with the page as one compact string per block: the token types and each token's
 * length, per line. The text itself is not repeated: the code block already has it.
 */

/** One highlighted token, as Prism's normalised output (prism-react-renderer `Token`) has it. */
export interface CodeToken {
  types: string[];
  content: string;
  empty?: boolean;
}

/** A line without text keeps one token that renders as an empty line (prism-react-renderer's convention). */
const EMPTY_LINE_CONTENT = '\n';
const NEWLINE = /\r\n|\r|\n/;

interface EncodedTokens {
  /** Distinct `types` lists, joined with spaces. */
  t: string[];
  /** Per line: [type index, length, type index, length, …]; an empty line is [type index, 0]. */
  l: number[][];
}

/**
 * Prism's normalised lines without the zero-length tokens it leaves at token boundaries: they render as empty
 * spans (about one in seven on this site's pages) that only add markup and hydration work. A line keeps one
 * token, which marks it as empty.
 */
export function withoutEmptyTokens(lines: CodeToken[][]): CodeToken[][] {
  return lines.map((line) => {
    const kept = line.filter((token) => token.empty || token.content !== '');
    return kept.length > 0 ? kept : line.slice(0, 1);
  });
}

/** The lines of Prism's normalised tokens (less the zero-length ones) as the string `decodeTokens` reads back. */
export function encodeTokens(lines: CodeToken[][]): string {
  const types: string[] = [];
  const indexOf = new Map<string, number>();
  const typeIndex = (token: CodeToken) => {
    const key = token.types.join(' ');
    if (!indexOf.has(key)) indexOf.set(key, types.push(key) - 1);
    return indexOf.get(key)!;
  };
  const encoded: EncodedTokens = {
    t: types,
    l: withoutEmptyTokens(lines).map((line) =>
      line.flatMap((token) => [typeIndex(token), token.empty ? 0 : token.content.length]),
    ),
  };
  return JSON.stringify(encoded);
}

function splitLines(code: string): string[] {
  return code.split(NEWLINE);
}

function plainLine(text: string): CodeToken[] {
  return text === ''
    ? [{ types: ['plain'], content: EMPTY_LINE_CONTENT, empty: true }]
    : [{ types: ['plain'], content: text }];
}

/** The tokens of one line of text, or null when the encoded lengths do not add up to the text. */
function decodeLine(text: string, encodedLine: number[], types: string[][]): CodeToken[] | null {
  if (encodedLine.length === 2 && encodedLine[1] === 0)
    return text === '' ? [{ types: types[encodedLine[0]], content: EMPTY_LINE_CONTENT, empty: true }] : null;
  const tokens: CodeToken[] = [];
  let offset = 0;
  for (let i = 0; i < encodedLine.length; i += 2) {
    const tokenTypes = types[encodedLine[i]];
    const length = encodedLine[i + 1];
    if (!tokenTypes || offset + length > text.length) return null;
    tokens.push({ types: tokenTypes, content: text.slice(offset, offset + length) });
    offset += length;
  }
  return offset === text.length ? tokens : null;
}

/**
 * Token lines for `code`, the code a block displays, from the tokens encoded for `source`, the code the block
 * was written with. Docusaurus drops magic-comment lines (`// highlight-next-line`) from the source; every
 * displayed line is matched, in order, to the source line with the same text. Falls back to plain lines when
 * there are no tokens or they do not fit the text, so a stale or missing highlight never loses code.
 */
export function decodeTokens(encoded: string | undefined, source: string, code: string): CodeToken[][] {
  const codeLines = splitLines(code);
  const plain = () => codeLines.map(plainLine);
  if (!encoded) return plain();
  let parsed: EncodedTokens;
  try {
    parsed = JSON.parse(encoded) as EncodedTokens;
  } catch {
    return plain();
  }
  const types = parsed.t.map((key) => key.split(' '));
  const sourceLines = splitLines(source.replace(/\r?\n$/, ''));
  if (sourceLines.length !== parsed.l.length) return plain();
  const result: CodeToken[][] = [];
  let sourceIndex = 0;
  for (const text of codeLines) {
    while (sourceIndex < sourceLines.length && sourceLines[sourceIndex] !== text) sourceIndex += 1;
    const line = sourceIndex < sourceLines.length ? decodeLine(text, parsed.l[sourceIndex], types) : null;
    if (!line) return plain();
    result.push(line);
    sourceIndex += 1;
  }
  return result;
}
