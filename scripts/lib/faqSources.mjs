// The one table of maintainers/faq-sources.md (a row per FAQ entry: page, anchor, question, search words,
// threads, proof), read by the content test that checks each row's heading and proof and by the e2e test
// that searches each row's words on the built site.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const FAQ_SOURCES_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'maintainers',
  'faq-sources.md',
);
export const FAQ_SOURCE_COLUMNS = ['Page', 'Anchor', 'Question', 'Search words', 'Threads', 'Proof'];

/** @param {string} line */
const cellsOf = (line) =>
  line
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());

/**
 * @typedef {{ page: string, anchor: string, question: string, searchWords: string, threads: string,
 *   proof: string }} FaqSourceRow
 */

/**
 * The rows of the table whose header is FAQ_SOURCE_COLUMNS; throws when there is no such header.
 * @param {string} markdown
 * @returns {FaqSourceRow[]}
 */
export function faqSourceRows(markdown = fs.readFileSync(FAQ_SOURCES_FILE, 'utf8')) {
  const lines = markdown.split('\n');
  const header = lines.findIndex((line) => line.startsWith('|') && cellsOf(line)[0] === 'Page');
  if (header < 0 || cellsOf(lines[header]).join('|') !== FAQ_SOURCE_COLUMNS.join('|')) {
    throw new Error(`faq-sources.md has no table with the columns ${FAQ_SOURCE_COLUMNS.join(', ')}`);
  }
  /** @type {FaqSourceRow[]} */
  const rows = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const [page, anchor, question, searchWords, threads, proof] = cellsOf(line);
    rows.push({ page, anchor, question, searchWords, threads, proof });
  }
  return rows;
}
