/**
 * @jest-environment node
 *
 * Content gate: every page exists in both languages, config pages carry their option path, Type and
 * Default, Chinese pages are written in Chinese with the glossary terms and spacing of the style rules,
 * and no page is a stub.
 *
 * Length floors: the shortest real pages are config options with one paragraph, Type, Default and one
 * example; they have about 140 words of English prose (about 250 Chinese characters). A page under 100
 * words (200 characters) is an intro sentence and a code block: a stub, not documentation.
 * Chinese share: one Chinese character is weighed against one Latin word; real Chinese pages, full of option
 * names, score 0.78 and up; a page under 0.6 is mostly English.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chineseShare, cjkCount, latinWordCount, proseOf } from '@site/tests/support/prose';
import { UNTRANSLATED_DOCS } from '@site/config/site';
import sidebars from '@site/sidebars';
import { lintChinese } from '@site/scripts/lib/zhStyle.cjs';
import { listContentFiles } from '@site/plugins/lib/content.cjs';

const EN_DOCS = 'docs';
const ZH_DOCS = 'i18n/zh/docusaurus-plugin-content-docs/current';
const EN_BLOG = 'blog';
const ZH_BLOG = 'i18n/zh/docusaurus-plugin-content-blog';
const MIN_EN_WORDS = 100;
const MIN_ZH_CHARS = 200;
const MIN_CHINESE_SHARE = 0.6;

/** Page files below a content folder, relative to it; partials (shared/, _*.mdx) are not pages. */
const pages = (root: string): string[] => listContentFiles(root).map((file) => path.relative(root, file));

const read = (file: string) => fs.readFileSync(file, 'utf8');
const camel = (kebab: string) => kebab.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
const h1Of = (source: string) =>
  /^# (.+)$/m.exec(source.replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, ''))?.[1].trim();

const enDocs = pages(EN_DOCS);
const zhDocs = pages(ZH_DOCS);

describe('both languages', () => {
  it('every English doc has a Chinese twin, except the ones not translated yet', () => {
    const missing = enDocs.filter((file) => !zhDocs.includes(file) && !UNTRANSLATED_DOCS.zh.includes(file));
    expect(missing).toEqual([]);
  });

  it('every Chinese doc has an English source', () => {
    expect(zhDocs.filter((file) => !enDocs.includes(file))).toEqual([]);
  });

  it('the docs listed as not translated yet have no Chinese file', () => {
    expect(UNTRANSLATED_DOCS.zh.filter((file) => zhDocs.includes(file))).toEqual([]);
  });

  it('every release post exists in both languages', () => {
    expect(pages(EN_BLOG)).toEqual(pages(ZH_BLOG));
    expect(pages(EN_BLOG)).toEqual(['v0-1.mdx', 'v0-2.mdx', 'v0-3.mdx', 'v0-4.mdx', 'v0-5.mdx', 'v0-6.mdx']);
  });

  it('every sidebar entry is a page', () => {
    const ids = JSON.stringify(sidebars).match(/"(?:id":")?([a-z0-9-]+(?:\/[a-z0-9-]+)+)"/g) ?? [];
    const docIds = ids.map((raw) => raw.replace(/^"(?:id":")?|"$/g, ''));
    expect(docIds.length).toBeGreaterThan(150);
    expect(docIds.filter((id) => !enDocs.includes(`${id}.mdx`))).toEqual([]);
  });
});

describe('config option pages', () => {
  const optionPages = enDocs.filter((file) => /^config\/[^/]+\/[^/]+\.mdx$/.test(file));

  it('cover every option group of the reference', () => {
    expect(optionPages.length).toBe(84);
  });

  it.each(optionPages)('%s has its option path as h1 and a Type and Default (en and zh)', (file) => {
    const [, group, name] = /^config\/([^/]+)\/([^/]+)\.mdx$/.exec(file) as RegExpExecArray;
    const optionPath = `${camel(group)}.${camel(name)}`;
    const en = read(path.join(EN_DOCS, file));
    const zh = read(path.join(ZH_DOCS, file));
    expect(h1Of(en)).toBe(optionPath);
    expect(h1Of(zh)).toBe(optionPath);
    expect(en).toMatch(/\*\*Type:?\*\*/);
    expect(en).toMatch(/\*\*Default:?\*\*/);
    expect(zh).toMatch(/\*\*类型[：:]?\*\*/);
    expect(zh).toMatch(/\*\*默认值[：:]?\*\*/);
  });
});

describe('Chinese Type and Default lines', () => {
  const zhFiles = zhDocs.map((file) => path.join(ZH_DOCS, file));
  // Three Latin words in a row is an English phrase: types and defaults are code (`string | Function`).
  const ENGLISH_PHRASE = /[A-Za-z]{2,} [A-Za-z']{2,} [A-Za-z]{2,}/;

  it.each(zhFiles)('%s states types and defaults as code or in Chinese, not in English', (file) => {
    const lines = read(file)
      .split('\n')
      .filter((line) => /^- \*\*(类型|默认值)/.test(line))
      .map((line) => line.replace(/\[[^\]]*\]\([^)]*\)/g, ''));
    expect(lines.filter((line) => ENGLISH_PHRASE.test(line))).toEqual([]);
  });
});

describe('prose', () => {
  const english = [
    ...enDocs.map((file) => path.join(EN_DOCS, file)),
    ...pages(EN_BLOG).map((file) => path.join(EN_BLOG, file)),
  ];
  const chinese = [
    ...zhDocs.map((file) => path.join(ZH_DOCS, file)),
    ...pages(ZH_BLOG).map((file) => path.join(ZH_BLOG, file)),
  ];

  it.each(english)(`%s has at least ${MIN_EN_WORDS} words of prose`, (file) => {
    expect(latinWordCount(proseOf(read(file)))).toBeGreaterThanOrEqual(MIN_EN_WORDS);
  });

  it.each(chinese)('%s follows the glossary, Chinese/Latin spacing and full-width punctuation', (file) => {
    expect(lintChinese(read(file))).toEqual([]);
  });

  it.each(chinese)(`%s is written in Chinese, at least ${MIN_ZH_CHARS} characters`, (file) => {
    const prose = proseOf(read(file));
    expect(cjkCount(prose)).toBeGreaterThanOrEqual(MIN_ZH_CHARS);
    expect(chineseShare(prose)).toBeGreaterThanOrEqual(MIN_CHINESE_SHARE);
  });
});
