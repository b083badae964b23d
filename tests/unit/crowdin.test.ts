/**
 * @jest-environment node
 */
// crowdin.yml sends every English source to translators and brings each translation back to the place the
// Chinese build reads it from: every file it maps exists on both sides.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import { mapFiles, readCrowdinConfig, sectionOf, translationPath } from '@site/plugins/lib/crowdin.cjs';
import { SITE, UNTRANSLATED_DOCS } from '@site/config/site';
import { LOCALES, type Locale } from '@site/config/locales';

const root = path.resolve(__dirname, '../..');
const config = readCrowdinConfig(root);
// Crowdin's %two_letters_code% of Chinese Simplified (zh-CN) is "zh", the Docusaurus locale.
const otherLocales = (Object.keys(LOCALES) as Locale[]).filter((locale) => locale !== SITE.defaultLocale);

describe('crowdin.yml', () => {
  it('takes the project id and token from the environment, never from the file', () => {
    expect(config).toMatchObject({ project_id_env: expect.any(String), api_token_env: expect.any(String) });
    for (const key of ['project_id', 'api_token', 'api_key', 'login', 'account_key'])
      expect(config).not.toHaveProperty(key);
  });

  it('maps docs, blog, pages and the JSON strings to the folders Docusaurus reads for each locale', () => {
    const entry = (source: string) => config.files.find((file) => file.source === source)!;
    expect(translationPath(entry('/docs/**/*.mdx'), 'docs/guide/start/index.mdx', 'zh')).toBe(
      'i18n/zh/docusaurus-plugin-content-docs/current/guide/start/index.mdx',
    );
    expect(translationPath(entry('/blog/**/*.mdx'), 'blog/v0-6.mdx', 'zh')).toBe(
      'i18n/zh/docusaurus-plugin-content-blog/v0-6.mdx',
    );
    expect(translationPath(entry('/src/pages/**/*.mdx'), 'src/pages/index.mdx', 'zh')).toBe(
      'i18n/zh/docusaurus-plugin-content-pages/index.mdx',
    );
    expect(translationPath(entry('/i18n/en/**/*.json'), 'i18n/en/code.json', 'zh')).toBe('i18n/zh/code.json');
    expect(
      translationPath(entry('/i18n/en/**/*.json'), 'i18n/en/docusaurus-theme-classic/navbar.json', 'zh'),
    ).toBe('i18n/zh/docusaurus-theme-classic/navbar.json');
  });

  it('covers every English page and string file (a new .md page or JSON file needs a mapping)', () => {
    const { entries } = mapFiles(root, otherLocales[0], config);
    const mapped = new Set(
      entries.flatMap(({ pairs, ignored }) => [...pairs.map((pair) => pair.source), ...ignored]),
    );
    const sources = fg.sync(
      ['docs/**/*.{md,mdx}', 'blog/**/*.{md,mdx}', 'src/pages/**/*.{md,mdx}', 'i18n/en/**/*.json'],
      { cwd: root },
    );
    for (const folder of ['docs/', 'blog/', 'src/pages/', 'i18n/en/'])
      expect(sources.some((file) => file.startsWith(folder))).toBe(true);
    expect(sources.filter((file) => !mapped.has(file))).toEqual([]);
  });

  it('sends every page to translators, the ones not translated yet too', () => {
    expect(config.files.flatMap((file) => file.ignore ?? [])).toEqual([]);
  });

  describe.each(otherLocales)('for %s', (locale) => {
    const { entries, orphans } = mapFiles(root, locale, config);

    it('finds English sources for every entry', () => {
      expect(entries.filter(({ pairs }) => pairs.length === 0).map(({ entry }) => entry.source)).toEqual([]);
    });

    it('has the translation of every mapped source, except the pages not translated yet', () => {
      const missing = entries.flatMap(({ pairs }) =>
        pairs.filter((pair) => !fs.existsSync(path.join(root, pair.translation))).map((pair) => pair.source),
      );
      expect(missing.sort()).toEqual(UNTRANSLATED_DOCS[locale].map((doc) => `docs/${doc}`).sort());
    });

    it('has no translation without an English source (renamed, deleted or English-only pages)', () => {
      expect(orphans).toEqual([]);
    });
  });
});

describe('mapFiles', () => {
  it('pairs sources with translations, skips ignored sources and reports translations without a source', () => {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'crowdin-'));
    const write = (file: string) => (
      fs.mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true }),
      fs.writeFileSync(path.join(scratch, file), '')
    );
    [
      'docs/a/one.mdx',
      'docs/a/only-en.mdx',
      'docs/two.mdx',
      'i18n/zh/plugin/current/a/one.mdx',
      'i18n/zh/plugin/current/a/gone.mdx',
    ].forEach(write);
    const files = [
      {
        source: '/docs/**/*.mdx',
        translation: '/i18n/%two_letters_code%/plugin/current/**/%original_file_name%',
        ignore: ['/docs/a/only-en.mdx'],
      },
    ];
    try {
      const { entries, orphans } = mapFiles(scratch, 'zh', { files });
      expect(entries[0].pairs).toEqual([
        { source: 'docs/a/one.mdx', translation: 'i18n/zh/plugin/current/a/one.mdx' },
        { source: 'docs/two.mdx', translation: 'i18n/zh/plugin/current/two.mdx' },
      ]);
      expect(orphans).toEqual(['i18n/zh/plugin/current/a/gone.mdx']);
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });
});

describe('sectionOf', () => {
  it('groups pages by their first folder below the source root', () => {
    const docs = {
      source: '/docs/**/*.mdx',
      translation: '/i18n/%two_letters_code%/docusaurus-plugin-content-docs/current/**/%original_file_name%',
    };
    const blog = {
      source: '/blog/**/*.mdx',
      translation: '/i18n/%two_letters_code%/docusaurus-plugin-content-blog/**/%original_file_name%',
    };
    expect(sectionOf(docs, 'docs/config/output/dist-path.mdx')).toBe('docs/config');
    expect(sectionOf(blog, 'blog/v0-6.mdx')).toBe('blog');
  });
});
