#!/usr/bin/env node
// Fast pre-build check of Markdown/MDX pages: compiles each file as MDX (the same parser family the
// Docusaurus build uses) and checks the authoring rules of CONTRIBUTING.md, so a writer learns about a
// broken page in a second instead of after a full two-locale build.
import fs from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import zhStyle from './lib/zhStyle.cjs';
import headingAnchors from './lib/headingAnchors.cjs';
import { DEFAULT_LOCALE, LOCALE_CODES, htmlLang } from './lib/locales.mjs';
import content from '../plugins/lib/content.cjs';
import { typeLineProblems } from './lib/typeLines.mjs';
import { keywordProblems, keywordsRequired } from './lib/readerKeywords.mjs';

const { isPartialFile, listContentFiles, splitFrontMatter } = content;

const TRANSLATED_LOCALES = LOCALE_CODES.filter((locale) => locale !== DEFAULT_LOCALE);
// The Chinese style rules (glossary, spacing, punctuation) hold for every locale written in Chinese.
const CHINESE_DIRS = TRANSLATED_LOCALES.filter((locale) => htmlLang(locale).startsWith('zh')).map(
  (locale) => `i18n/${locale}`,
);
const CONTENT_DIRS = [
  'docs',
  'blog',
  'src/pages',
  ...TRANSLATED_LOCALES.flatMap((locale) =>
    ['docs', 'blog', 'pages'].map((plugin) => `i18n/${locale}/docusaurus-plugin-content-${plugin}`),
  ),
];

// A one-line type or default of about 210 characters made its code block scroll sideways even at 1280 px.
// Measured in Chromium at 1280 px (the doc column with its table of contents, 14.4 px code font): a code
// block shows 76 characters without scrolling, 78 scroll.
// With or without a list bullet: the shared hook fragments write `**Type:**` as a paragraph.
const SIGNATURE_LABEL = /^\s*(?:- )?\*\*(Type|Default|类型|默认值)[:：]?\*\*[:：]?\s*$/;
const MAX_SIGNATURE_LINE = 76;
// A type written inline after the label (`- **Type:** `ArrayOrNot<…>``) runs over several lines of prose and names
// types nobody explains; past this many characters it goes in a `ts` block, one field per line.
const INLINE_TYPE_LABEL = /^\s*(?:- )?\*\*(?:Type|类型)[:：]?\*\*[:：]?\s*\S/;
const MAX_INLINE_TYPE_LINE = 100;
// What the reader sees of a line: a link's text, not its target.
const visibleText = (line) => line.replace(/\]\([^)]*\)/g, ']');
// Chinese characters and full-width punctuation take about two columns of the monospace code font.
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;
const columns = (line) => [...line].reduce((width, char) => width + (WIDE.test(char) ? 2 : 1), 0);

// `## Title {#id}` is Docusaurus heading-id syntax, not an MDX expression.
const stripHeadingIds = (body) => body.replace(/^(#{1,6} .*?)\s*\{#[\w-]+\}\s*$/gm, '$1');

/** A file's path from the repository root, with `/` separators (the run starts there). */
const repoPath = (file) => path.relative(process.cwd(), path.resolve(file)).split(path.sep).join('/');

/** A doc page's path below its docs folder (`docs/x.mdx`, `i18n/zh/…-docs/current/x.mdx` → `x.mdx`). */
function docPathOf(file) {
  return /^(?:docs|i18n\/[^/]+\/docusaurus-plugin-content-docs\/current)\/(.*)$/.exec(repoPath(file))?.[1];
}

/** An English page that some locale has not translated (config/site.ts UNTRANSLATED_DOCS). */
const isEnglishOnly = (file, docPath) =>
  repoPath(file).startsWith('docs/') &&
  TRANSLATED_LOCALES.some(
    (locale) => !fs.existsSync(`i18n/${locale}/docusaurus-plugin-content-docs/current/${docPath}`),
  );

/** The page title: front matter `title`, else the h1's text without Markdown marks and heading id. */
function pageTitle(data, lines) {
  if (data && typeof data.title === 'string') return data.title;
  const h1 = lines.find((line) => /^# \S/.test(line)) ?? '';
  return h1
    .slice(2)
    .replace(/\s*\{#[\w-]+\}\s*$/, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim();
}

export function lintPage(file, source) {
  const problems = [];
  const { data, raw, body, offset } = splitFrontMatter(source);
  const isPartial = isPartialFile(file);
  const lines = body.split('\n');
  const report = (index, message) => problems.push(`${file}:${index + offset + 1}: ${message}`);

  if (!isPartial) {
    if (!data) report(-offset, 'missing front matter (--- description: … ---)');
    else if (!data.description || String(data.description).trim().length < 20)
      report(-offset, 'front matter needs a description of at least 20 characters');
    const first = lines.findIndex((line) => line.trim() && !/^import\s/.test(line));
    const isBlog = file.includes('blog');
    if (!isBlog && !file.includes('pages') && (first < 0 || !/^# \S/.test(lines[first])))
      report(first, 'the first content line must be the "# " h1');
    const docPath = docPathOf(file);
    if (data && docPath !== undefined) {
      // Reported on the `keywords:` line of the front matter (its second line is the file's third).
      const at = (raw ?? '').split('\n').findIndex((line) => /^keywords\s*:/.test(line));
      // An overview page lists other pages, each with keywords of its own.
      const required =
        keywordsRequired(docPath) && data.pageType !== 'overview' && !isEnglishOnly(file, docPath);
      for (const problem of keywordProblems(data.keywords, { title: pageTitle(data, lines), required }))
        report(at === -1 ? -offset : at + 1 - offset, problem);
    }
  }
  let inFence = false;
  let inSignature = false;
  let lastText = '';
  // The page title is the h1 (from the Markdown or, on release posts, from the front matter), so the first
  // heading below it must be an h2: a screen reader's heading list must not skip a level.
  let previousLevel = 1;
  lines.forEach((line, index) => {
    const fence = /^\s*(```+|~~~+)(.*)$/.exec(line);
    if (fence) {
      if (!inFence && !fence[2].trim()) report(index, 'code block without a language');
      inSignature = !inFence && SIGNATURE_LABEL.test(lastText);
      inFence = !inFence;
      return;
    }
    if (inFence) {
      if (inSignature && columns(line) > MAX_SIGNATURE_LINE) {
        const limit = `one field per line, at most ${MAX_SIGNATURE_LINE} columns`;
        report(index, `type/default line of ${columns(line)} columns scrolls sideways at 1280 px; ${limit}`);
      }
      return;
    }
    if (line.trim()) lastText = line;
    if (INLINE_TYPE_LABEL.test(line)) {
      const length = [...visibleText(line).trimEnd()].length;
      if (length > MAX_INLINE_TYPE_LINE)
        report(
          index,
          `Type line of ${length} characters (over ${MAX_INLINE_TYPE_LINE}): write the type as a \`ts\` block ` +
            'under the label, one field per line, and say what each type it names is',
        );
    }
    if (/^#\s/.test(line) && index !== lines.findIndex((l) => /^#\s/.test(l)))
      report(index, 'only one h1 per page');
    if (/^#{5,6}\s/.test(line)) report(index, 'headings go from ## to ####');
    const heading = /^(#{1,6})\s/.exec(line);
    if (heading) {
      const level = heading[1].length;
      const expected = '#'.repeat(previousLevel + 1);
      if (level > previousLevel + 1) {
        report(index, `heading level skipped: h${level} after h${previousLevel} (use ${expected})`);
      }
      previousLevel = level;
    }
    if (/<!--/.test(line)) report(index, 'HTML comments are not allowed in MDX; use {/* */}');
    for (const [, href] of line.matchAll(/\]\(([^)\s]+)[^)]*\)/g)) {
      if (!href.startsWith('/')) continue;
      const prefixed = TRANSLATED_LOCALES.find(
        (locale) => href === `/${locale}` || href.startsWith(`/${locale}/`),
      );
      if (prefixed) report(index, `link ${href} must not carry the /${prefixed} prefix`);
      if (/\.(html|mdx?)(#|$)/.test(href)) report(index, `link ${href} must be a route (no .html/.md/.mdx)`);
    }
  });
  return { problems, body: stripHeadingIds(body) };
}

/** Chinese pages, and the translated UI strings, follow the glossary and the spacing/punctuation rules. */
const isChinese = (file) => CHINESE_DIRS.some((dir) => repoPath(file).startsWith(`${dir}/`));

function listMessageFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listMessageFiles(full);
    return entry.name.endsWith('.json') ? [full] : [];
  });
}

/** The English source of a translated page (`i18n/zh/docusaurus-plugin-content-docs/current/x.mdx` → `docs/x.mdx`). */
function englishTwin(file) {
  const match = /^i18n\/[^/]+\/docusaurus-plugin-content-(docs|blog|pages)\/(.*)$/.exec(repoPath(file));
  if (!match) return undefined;
  const [, plugin, rest] = match;
  const twin =
    plugin === 'docs'
      ? `docs/${rest.replace(/^current\//, '')}`
      : plugin === 'blog'
        ? `blog/${rest}`
        : `src/pages/${rest}`;
  return fs.existsSync(twin) ? twin : undefined;
}

/** A translated heading keeps its English twin's anchor, or sets an explicit `{#id}` (headingAnchors.cjs). */
function checkAnchors(file, source) {
  const twin = englishTwin(file);
  if (!twin) return [];
  return headingAnchors
    .compareHeadingAnchors(fs.readFileSync(twin, 'utf8'), source)
    .map((problem) => `${file}:${problem}`);
}

function checkMessages(file) {
  return zhStyle.lintChineseMessages(fs.readFileSync(file, 'utf8')).map((problem) => `${file}: ${problem}`);
}

async function checkFile(file) {
  const source = fs.readFileSync(file, 'utf8');
  const { problems, body } = lintPage(file, source);
  if (isChinese(file)) problems.push(...zhStyle.lintChinese(source).map((problem) => `${file}:${problem}`));
  problems.push(...checkAnchors(file, source));
  try {
    await compile(body, { remarkPlugins: [remarkGfm, remarkDirective], format: 'mdx' });
  } catch (caught) {
    // The MDX compiler throws a VFileMessage: the line is in `line`, `place` or `position` by version.
    const error =
      /** @type {{ line?: number, place?: { line?: number }, position?: { start?: { line?: number } }, reason?: string, message: string }} */ (
        caught
      );
    const line = error.line ?? error.place?.line ?? error.position?.start?.line;
    const { offset } = splitFrontMatter(source);
    problems.push(
      `${file}:${line ? line + offset : '?'}: MDX does not compile: ${error.reason ?? error.message}`,
    );
  }
  return problems;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname;
if (isMain) {
  const args = process.argv.slice(2);
  const files = args.length ? args : CONTENT_DIRS.flatMap((dir) => listContentFiles(dir, { partials: true }));
  const messageFiles = args.length ? [] : CHINESE_DIRS.flatMap(listMessageFiles);
  const pageProblems = (await Promise.all(files.map(checkFile))).flat();
  // A config option page (config/<group>/<option>.mdx, in every locale) states the option's 0.6 type.
  const optionPages = files.filter((file) =>
    /(^|\/)config\/[^/]+\/[^/]+\.mdx?$/.test(file.split(path.sep).join('/')),
  );
  const typeLines = optionPages.length
    ? typeLineProblems(optionPages.map((file) => [file, fs.readFileSync(file, 'utf8')])).problems
    : [];
  const problems = [...pageProblems, ...typeLines, ...messageFiles.flatMap(checkMessages)];
  problems.forEach((problem) => console.error(problem));
  console.log(`${files.length} files checked, ${problems.length} problems`);
  process.exit(problems.length ? 1 : 0);
}
