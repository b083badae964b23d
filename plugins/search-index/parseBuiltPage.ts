/**
 * The search plugin's `parse` (dist/server/server/utils/parse.js), with two changes:
 * - cheerio reads the page with htmlparser2 instead of parse5. The built pages keep every end tag and
 *   attribute quote (plugins/minify-html), so both parsers build the same tree, and htmlparser2 takes about
 *   half the CPU: the page scan of both locales went from about 3.8 s to 2 s.
 * - each code block's text is replaced by its identifiers between two markers (compact.ts): code is a third
 *   of the text, its bulk only noise to a full-text search, while its names (option keys, API calls) are
 *   worth finding.
 * What the plugin then reads from the tree (parseDocument, parsePage) is the plugin's own code.
 */
import path from 'node:path';
import { CODE_TERMS_END, CODE_TERMS_START } from './compact';

const PACKAGE = '@easyops-cn/docusaurus-search-local';
const UTILS = `${PACKAGE}/dist/server/server/utils`;

type Cheerio = typeof import('cheerio');
type Root = ReturnType<Cheerio['load']>;

// The cheerio the plugin itself resolves (its own copy), so its tree matches what parseDocument expects.
const cheerio = require(
  require.resolve('cheerio', { paths: [path.dirname(require.resolve(`${PACKAGE}/package.json`))] }),
) as Cheerio;
const { parseDocument } = require(`${UTILS}/parseDocument`) as { parseDocument: ($: Root) => unknown };
const { parsePage } = require(`${UTILS}/parsePage`) as { parsePage: ($: Root, url: string) => unknown };

export interface ParseConfig {
  ignoreCssSelectors?: string[];
  forceIgnoreNoIndex?: boolean;
}

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

/** What the plugin's `parse` returns for a built page: its title, description and sections, or null. */
export function parseBuiltPage(html: string, type: string, url: string, config: ParseConfig): unknown {
  const $ = cheerio.load(html, { xml: { xmlMode: false, decodeEntities: true } });
  if (!config.forceIgnoreNoIndex && $('meta[name="robots"]').attr('content')?.includes('noindex'))
    return null;
  $('pre').each((_, pre) => {
    const identifiers = identifiersOf($(pre).text()).join(' ');
    $(pre).text(`${CODE_TERMS_START}${identifiers}${CODE_TERMS_END}`);
  });
  $('div[class^="mdxCodeBlock_"] button').remove();
  for (const selector of config.ignoreCssSelectors ?? []) $(selector).remove();
  if (type === 'docs')
    $('span.badge')
      .filter((_, element) => $(element).text().startsWith('Version:'))
      .remove();
  return type === 'page' ? parsePage($, url) : parseDocument($);
}
