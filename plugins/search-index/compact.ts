/** The search plugin's documents (one list per kind) as the compact index of format/compactIndex.ts. */
import {
  COMPACT_INDEX_VERSION,
  pageWords,
  type CompactIndex,
  type CompactPage,
  type CompactSection,
} from '../../src/lib/search/format/compactIndex';
import { hanRuns } from '../../src/lib/search/format/shardedIndex';

/** A document of the plugin's scanner (its SearchDocument). */
export interface PluginDocument {
  i: number;
  t: string;
  u: string;
  h?: string;
  p?: number;
  s?: string;
  b?: string[];
}

/** Mark the identifiers of a code block inside section text between the page parse and compaction. */
const CODE_TERMS_START = '\u0002';
const CODE_TERMS_END = '\u0003';

/** Words of code that say nothing about a page: keywords and the most common names of config examples. */
const CODE_NOISE = new Set(
  (
    'import export default from const let var return function true false null undefined new this typeof async ' +
    'await require module exports config defineConfig rsbuild core src index json value name string boolean ' +
    'number type interface object array void any'
  ).split(' '),
);

/** Identifiers in a code block's text (at least 3 characters, dotted keys kept whole), noise left out. */
function identifiersOf(code: string): string[] {
  const found = new Set<string>();
  for (const [identifier] of code.matchAll(/[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*/g))
    if (identifier.length >= 3 && !CODE_NOISE.has(identifier)) found.add(identifier);
  return [...found];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] === '#')
      return String.fromCodePoint(
        code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1)),
      );
    return ENTITIES[code.toLowerCase()] ?? entity;
  });
}

/**
 * The HTML with each code block replaced by its identifiers between two markers: code is a third of the text,
 * its bulk only noise to a full-text search, while its names (option keys, API calls) are worth finding. On
 * the HTML string, not the parsed tree: a quarter less CPU for the page scan.
 */
export function stripCodeBlocks(html: string): string {
  return html.replace(
    /(<pre\b[^>]*>)([\s\S]*?)(<\/pre>)/gi,
    (_block, open: string, body: string, close: string) => {
      const code = decodeEntities(body.replace(/<[^>]*>/g, ''));
      return `${open}${CODE_TERMS_START}${identifiersOf(code).join(' ')}${CODE_TERMS_END}${close}`;
    },
  );
}

const CODE_TERMS = new RegExp(`${CODE_TERMS_START}([^${CODE_TERMS_END}]*)${CODE_TERMS_END}`, 'g');

/** Section text without the code markers, and the code identifiers that its prose does not already name. */
export function splitCodeTerms(text: string): { text: string; codeTerms: string } {
  const identifiers = new Set<string>();
  for (const match of text.matchAll(CODE_TERMS))
    for (const identifier of match[1].split(' ')) if (identifier) identifiers.add(identifier);
  const prose = text.replace(CODE_TERMS, ' ').replace(/\s+/g, ' ').trim();
  const lower = prose.toLowerCase();
  const codeTerms = [...identifiers].filter((identifier) => !lower.includes(identifier.toLowerCase()));
  return { text: prose, codeTerms: codeTerms.join(' ') };
}

/**
 * Builds the compact index from the plugin's document lists. `cutChinese` is the build's word cutter
 * (jieba); the words it yields for the Chinese text become the worker's dictionary for cutting queries.
 */
export function compactIndex(
  documentsByType: ReadonlyArray<readonly PluginDocument[] | undefined>,
  cutChinese: (text: string) => string[],
): CompactIndex {
  const [titles = [], headings = [], descriptions = [], keywords = [], contents = []] = documentsByType;
  const pages: CompactPage[] = [];
  const pageOf = new Map<number, number>();
  const pageOfDocument = ({ p }: PluginDocument) => (p === undefined ? undefined : pageOf.get(p));
  for (const document of titles) {
    pageOf.set(document.i, pages.length);
    pages.push([document.u, document.t, document.b ?? [], '']);
  }
  for (const document of descriptions) {
    const page = pageOfDocument(document);
    if (page !== undefined) pages[page][3] = document.t;
  }
  for (const document of keywords) {
    const page = pageOfDocument(document);
    // Docusaurus joins the `<meta name="keywords">` entries with commas (an entry holds none:
    // scripts/check-content.mjs).
    const entries = document.t.split(',').flatMap((entry) => entry.replace(/\s+/g, ' ').trim() || []);
    if (page !== undefined && entries.length) pages[page][4] = [...new Set(entries)];
  }

  const sectionAt = new Map<string, CompactSection>();
  const sectionFor = (page: number, heading: string, anchor: string) => {
    const key = `${page}${anchor}`;
    let section = sectionAt.get(key);
    if (!section) sectionAt.set(key, (section = [page, heading, anchor, '', '']));
    return section;
  };
  // Every page has a first section (its title, and the text before the first heading), even when empty.
  pages.forEach((_page, index) => sectionFor(index, '', ''));
  for (const document of headings) {
    const page = pageOfDocument(document);
    if (page !== undefined && document.h) sectionFor(page, document.t, document.h);
  }
  for (const document of contents) {
    const page = pageOfDocument(document);
    if (page === undefined) continue;
    const anchor = document.h ?? '';
    const section = sectionFor(page, anchor ? (document.s ?? '') : '', anchor);
    const { text, codeTerms } = splitCodeTerms(document.t);
    section[3] = section[3] ? `${section[3]} ${text}` : text;
    section[4] = [section[4], codeTerms].filter(Boolean).join(' ');
  }
  const sections = [...sectionAt.values()].sort((a, b) => a[0] - b[0]);

  const words = new Set<string>();
  const addWords = (text: string) => {
    for (const run of hanRuns(text))
      for (const word of cutChinese(run)) if (word.length >= 2 && word.length <= 8) words.add(word);
  };
  for (const page of pages) addWords(pageWords(page));
  for (const [, heading, , text] of sections) addWords(`${heading} ${text}`);

  return { v: COMPACT_INDEX_VERSION, pages, sections, words: [...words].sort().join(' ') };
}
