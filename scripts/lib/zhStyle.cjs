// Style rules of the Chinese pages: one rendering per concept (the glossary in glossary.zh.json), one space
// between Chinese and Latin letters or digits, full-width punctuation in Chinese sentences. Only prose is
// checked: code blocks, inline code, imports, JSX attributes, link targets, URLs, heading ids and front
// matter keys that are not shown to readers are taken out first. CommonJS so that both the ESM check script
// and the Jest tests (which do not run ESM) can load it; no Markdown parser, so a page is checked in well
// under a millisecond.
const GLOSSARY = require('./glossary.zh.json');
const { splitFrontMatter } = require('../../plugins/lib/content.cjs');
const { fenceTracker } = require('./fences.cjs');

/** Front matter keys whose values readers see (page title, meta description, sidebar and pager labels). */
const PROSE_KEYS = new Set(['title', 'description', 'sidebar_label', 'pagination_label']);

const CJK = '\\u3400-\\u4dbf\\u4e00-\\u9fff';
/** Stands where inline code was: neither Chinese nor Latin, so code never counts as a term or a word. */
const CODE = '\uE000';

/** Removes `{/* … *\/}` MDX comments, which may span lines, keeping the line count. */
const stripMdxComments = (text) =>
  text.replace(/\{\/\*[\s\S]*?\*\/\}/g, (comment) => comment.replace(/[^\n]/g, ''));

/**
 * Masks the non-prose parts of one line of Markdown/MDX: inline code becomes CODE, links keep their text,
 * JSX/HTML tags (with their attributes) and `{expressions}` disappear, heading ids and URLs go.
 */
function proseOfLine(line) {
  return line
    .replace(/(`+)[^`]*?\1/g, CODE)
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\]\[[^\]]*\]/g, ']')
    .replace(/^\s*\[[^\]]+\]:\s*\S+.*$/, '')
    .replace(/<\/?[A-Za-z][\w.:-]*(?:\s[^<>]*?)?\/?>/g, ' ')
    .replace(/\{#[\w-]+\}/g, ' ')
    .replace(/\{[^{}]*\}/g, ' ')
    .replace(/<?https?:\/\/[^\s)>]+>?/g, ' ')
    .replace(/^\s*:::\w*/, ' ')
    .replace(/^\s*(?:#{1,6}|>|[-*+]|\d+\.)\s/, ' ')
    .replace(/^\s*\|?(?:\s*:?-{3,}:?\s*\|)+\s*(?::?-{3,}:?\s*)?$/, '')
    .replace(/\|/g, ' ')
    .replace(/\*\*|__|[*[\]]/g, '')
    .replace(/\\([\\`*_{}[\]()#+\-.!<>|])/g, '$1');
}

/**
 * The prose of a page as `{ line, text }` pieces (1-based source line numbers): reader-facing front matter
 * values and every body line outside code blocks, imports/exports and multi-line JSX tags.
 */
function extractProse(source) {
  const pieces = [];
  const text = stripMdxComments(source);
  const lines = text.split('\n');
  const { raw, offset } = splitFrontMatter(text);
  // Front matter lines start at source line 2, after the opening `---`.
  (raw ?? '').split('\n').forEach((line, at) => {
    const match = /^(\w+):\s*(.*)$/.exec(line);
    if (match && PROSE_KEYS.has(match[1]))
      pieces.push({ line: at + 2, text: match[2].replace(/^(['"])(.*)\1$/, '$2') });
  });
  let index = offset;
  const inFence = fenceTracker();
  let inEsm = false;
  let inTag = false;
  for (; index < lines.length; index += 1) {
    const line = lines[index];
    if (inFence(line)) continue;
    if (inEsm) {
      // An import or export ends at its `from '…'` or at a line closing the statement.
      if (/from\s+['"][^'"]+['"];?\s*$|^[}\])];?\s*$|;\s*$/.test(line)) inEsm = false;
      continue;
    }
    if (/^(import|export)\s/.test(line)) {
      inEsm = !/from\s+['"][^'"]+['"];?\s*$|^import\s+['"][^'"]+['"];?\s*$|;\s*$/.test(line);
      continue;
    }
    let text = line;
    if (inTag) {
      // Attributes of a JSX tag opened on an earlier line: nothing is prose until the tag closes.
      const close = text.indexOf('>');
      if (close < 0) continue;
      inTag = false;
      text = text.slice(close + 1);
    }
    const open = /<[A-Za-z][\w.:-]*(?:\s[^<>]*)?$/.exec(text.replace(/(`+)[^`]*?\1/g, CODE));
    if (open) {
      inTag = true;
      text = text.slice(0, open.index);
    }
    const prose = proseOfLine(text);
    if (prose.trim()) pieces.push({ line: index + 1, text: prose });
  }
  return pieces;
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isLatin = (term) => /^[\x20-\x7e]+$/.test(term);

/**
 * A non-preferred form as a regular expression. Latin forms match whole words only, in any letter case,
 * and never inside identifiers, paths or package names (`output.sourceMap`, `@rsbuild/plugin-x`).
 */
function avoidPattern(term) {
  if (typeof term === 'object') return new RegExp(term.regex, 'g');
  if (!isLatin(term)) return new RegExp(escapeRegExp(term), 'g');
  const body = escapeRegExp(term).replace(/ /g, '[ -]');
  return new RegExp(`(?<![\\w.@/\\\\-])${body}(?![\\w/-]|\\.\\w)`, 'gi');
}

/**
 * Every rendering a term allows: its `preferred` forms or, for a word with several meanings (development:
 * the mode or the environment), the preferred forms of each meaning. The check cannot tell the meaning, so
 * it accepts each of them and leaves the choice to the writer.
 */
const renderingsOf = (term) => term.preferred ?? term.meanings.flatMap((meaning) => meaning.preferred);

/** What the error message suggests: `"源码映射"`, or one rendering per meaning. */
const suggestionOf = (term) =>
  term.meanings
    ? term.meanings.map((meaning) => `"${meaning.preferred[0]}" (${meaning.meaning})`).join(' or ')
    : `"${term.preferred[0]}"`;

/**
 * The glossary compiled for matching: for each concept, the preferred renderings (with an optional original
 * term allowed in parentheses right after them, `源码映射（SourceMap）`) and the forms to avoid.
 */
function compileGlossary(glossary = GLOSSARY) {
  return glossary.terms.map((term) => {
    const original = term.allowInParentheses?.length
      ? `(?:\\s?[（(](?:${term.allowInParentheses.map(escapeRegExp).join('|')})[)）])?`
      : '';
    // Proper names that contain a non-preferred form (Rspack Dev Server) are kept as written.
    const kept = [...(term.allow ?? []), ...renderingsOf(term)].map(escapeRegExp).join('|');
    return {
      ...term,
      suggestion: suggestionOf(term),
      preferredPattern: new RegExp(`(?:${kept})${original}`, 'gi'),
      avoidPatterns: term.avoid.map((form) => ({ form, pattern: avoidPattern(form) })),
    };
  });
}

const COMPILED = compileGlossary();

const LOWER_CAMEL_CASE = /^[a-z]+[A-Z]/;

/** Non-preferred terms in one piece of prose: `{ form, preferred, suggestion, column }`. */
function findTermProblems(text, compiled = COMPILED) {
  const problems = [];
  for (const term of compiled) {
    // The preferred rendering (and its allowed parenthesis) is masked first, so that a non-preferred form
    // inside it (热更新 in 模块热更新) is not reported.
    const masked = text.replace(term.preferredPattern, (match) => '\uE001'.repeat(match.length));
    for (const { pattern } of term.avoidPatterns) {
      for (const match of masked.matchAll(pattern)) {
        // lowerCamelCase is an identifier written without backticks (the option heading `### sourceMap`),
        // not the word: `SourceMap` and `source map` are still reported.
        if (LOWER_CAMEL_CASE.test(match[0])) continue;
        problems.push({
          form: match[0],
          preferred: renderingsOf(term)[0],
          suggestion: term.suggestion,
          column: match.index + 1,
        });
      }
    }
  }
  return problems.sort((a, b) => a.column - b.column);
}

const SPACING_RULES = [
  {
    pattern: new RegExp(`[${CJK}][A-Za-z0-9${CODE}]|[A-Za-z0-9${CODE}][${CJK}]`, 'g'),
    message: 'missing space between Chinese and Latin text or code',
  },
  {
    pattern: new RegExp(
      [
        `[${CJK}][,;:?!]`,
        `[,;:?!] *[${CJK}]`,
        `[${CJK}]\\.(?=\\s|$)`,
        `[${CJK}] ?\\((?=[^)]*[${CJK}])`,
        `\\([^()]*[${CJK}][^()]*\\) ?[${CJK}]`,
      ].join('|'),
      'g',
    ),
    message: 'half-width punctuation in Chinese text; use the full-width form (，；：？！。（）)',
  },
];

/** Spacing and punctuation problems in one piece of prose: `{ match, message, column }`. */
function findSpacingProblems(text) {
  const problems = [];
  for (const { pattern, message } of SPACING_RULES) {
    for (const match of text.matchAll(pattern)) {
      problems.push({ match: match[0], message, column: match.index + 1 });
    }
  }
  return problems.sort((a, b) => a.column - b.column);
}

/** Every style problem of a Chinese page as `line: message` strings (1-based source lines), in line order. */
function lintChinese(source, compiled = COMPILED) {
  const problems = [];
  for (const { line, text } of extractProse(source)) {
    for (const problem of findTermProblems(text, compiled)) {
      problems.push(`${line}: "${problem.form}" is not the glossary term; write ${problem.suggestion}`);
    }
    for (const problem of findSpacingProblems(text)) {
      problems.push(`${line}: ${problem.message}: "${problem.match.replaceAll(CODE, '`…`')}"`);
    }
  }
  return problems;
}

/**
 * Style problems of a Docusaurus translation file (`{ key: { message, description } }`): every `message` is
 * Chinese text shown in the navbar, footer, sidebar or theme.
 */
function lintChineseMessages(json, compiled = COMPILED) {
  const problems = [];
  for (const [key, entry] of Object.entries(JSON.parse(json))) {
    const text = proseOfLine(String(entry?.message ?? ''));
    for (const problem of findTermProblems(text, compiled)) {
      problems.push(`${key}: "${problem.form}" is not the glossary term; write ${problem.suggestion}`);
    }
    for (const problem of findSpacingProblems(text)) {
      problems.push(`${key}: ${problem.message}: "${problem.match}"`);
    }
  }
  return problems;
}

module.exports = {
  GLOSSARY,
  renderingsOf,
  extractProse,
  findSpacingProblems,
  findTermProblems,
  lintChinese,
  lintChineseMessages,
};
