/**
 * Finds text that was corrupted on its way into the build: U+FFFD (what a decoder or the HTML minimizer puts
 * where bytes were not valid UTF-8) and NUL (what React 18's stream left between characters, see
 * config/ssrTemplate.ts; the minimizer turns those in attributes into U+FFFD and drops the others). No page
 * of the site contains either character on purpose.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

/** Extensions of the built files readers and tools read as text. */
export const CHECKED_EXTENSIONS = ['.html', '.json', '.md', '.txt'] as const;

/** The two characters; in JSON also their escapes (`"\ufffd"` is the same text once parsed). */
// eslint-disable-next-line no-control-regex -- NUL is one of the two characters looked for
const CORRUPT = /\uFFFD|\u0000/g;
// eslint-disable-next-line no-control-regex -- as above
const CORRUPT_IN_JSON = /\uFFFD|\u0000|\\u(?:fffd|0000)/gi;
/** Characters shown on each side of a finding. */
const CONTEXT = 30;

export interface Corruption {
  file: string;
  line: number;
  column: number;
  /** `U+FFFD` or `U+0000`. */
  character: string;
  /** The text around it, on one line, with each corrupt character shown as its code. */
  context: string;
}

const codeOf = (match: string) => (/fffd/i.test(match) || match === '\uFFFD' ? 'U+FFFD' : 'U+0000');

/** Every corrupt character of one file's text, with its line, column and context. */
export function findCorruption(file: string, text: string): Corruption[] {
  const corrupt = file.endsWith('.json') ? CORRUPT_IN_JSON : CORRUPT;
  const visible = (part: string) =>
    part.replace(corrupt, (match) => `[${codeOf(match)}]`).replace(/\s+/g, ' ');
  const found: Corruption[] = [];
  for (const match of text.matchAll(corrupt)) {
    const at = match.index;
    const before = text.slice(0, at);
    const line = before.split('\n').length;
    const column = at - before.lastIndexOf('\n');
    const context = visible(text.slice(Math.max(0, at - CONTEXT), at + match[0].length + CONTEXT));
    found.push({ file, line, column, character: codeOf(match[0]), context });
  }
  return found;
}

async function textFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && CHECKED_EXTENSIONS.some((ext) => entry.name.endsWith(ext)))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Every corrupt character in the html, json, md and txt files under `dir`. */
export async function scanBuiltText(dir: string): Promise<Corruption[]> {
  const files = await textFiles(dir);
  const found = await Promise.all(
    files.map(async (file) => findCorruption(file, await fs.readFile(file, 'utf8'))),
  );
  return found.flat();
}

/** Findings shown in the error; the rest are counted. */
const SHOWN = 20;

/** The build error: one line per finding (file:line:column, character, context), paths from `from`. */
export function corruptionReport(found: readonly Corruption[], from: string): string {
  const lines = found
    .slice(0, SHOWN)
    .map(
      (item) =>
        `- ${path.relative(from, item.file)}:${item.line}:${item.column}: ${item.character} in "${item.context}"`,
    );
  if (found.length > SHOWN) lines.push(`- and ${found.length - SHOWN} more`);
  const files = new Set(found.map((item) => item.file)).size;
  return [
    `Corrupt text in the build: ${found.length} replacement or NUL character(s) in ${files} file(s).`,
    'A multi-byte character was split or padded between rendering and writing (see plugins/built-text-check).',
    ...lines,
  ].join('\n');
}
