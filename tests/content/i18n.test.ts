/**
 * @jest-environment node
 */
// The Chinese strings are complete: Docusaurus's own `write-translations` lists every theme, navbar, footer,
// sidebar and blog string the site uses (run into a scratch directory, never into i18n/), and each one must
// have a real Chinese message in i18n/zh/. The English JSON under i18n/en/ (the Crowdin source) must list
// them all too.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SITE } from '@site/config/site';
import { LOCALES, type Locale } from '@site/config/locales';

type TranslationFile = Record<string, { message: string; description?: string }>;
type Translations = Map<string, TranslationFile>;

const root = path.resolve(__dirname, '../..');
const otherLocales = (Object.keys(LOCALES) as Locale[]).filter((locale) => locale !== SITE.defaultLocale);

/**
 * Strings the Chinese site shows in English on purpose (product and feature names kept in English), by translation file and key.
 * Anything else that reads the same in both languages counts as untranslated.
 */
const KEPT_IN_ENGLISH: Array<{ file: string; key: RegExp; why: string }> = [
  { file: 'docusaurus-theme-classic/navbar.json', key: /^title$/, why: 'product name' },
  { file: 'docusaurus-theme-classic/navbar.json', key: /^item\.label\.API$/, why: 'the zh nav says API' },
  {
    file: 'docusaurus-theme-classic/footer.json',
    key: /^copyright$/,
    why: 'one copyright line for both languages',
  },
  {
    file: 'docusaurus-plugin-content-docs/current.json',
    key: /^sidebar\.config\.category\./,
    why: 'config groups are option namespaces (dev, output, …)',
  },
  {
    file: 'docusaurus-plugin-content-docs/current.json',
    key: /^sidebar\.config\.doc\.Overview$/,
    why: 'the zh config sidebar says Overview',
  },
  {
    file: 'docusaurus-plugin-content-docs/current.json',
    key: /^sidebar\.api\.category\.JavaScript API$/,
    why: 'API name',
  },
];

function readTranslations(dir: string): Translations {
  const files: Translations = new Map();
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.json'))
        files.set(
          path.relative(dir, full).split(path.sep).join('/'),
          JSON.parse(fs.readFileSync(full, 'utf8')) as TranslationFile,
        );
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return files;
}

/**
 * Runs `docusaurus write-translations` for a locale with the site's own config, except that the i18n
 * directory is an empty scratch one: what it writes is the full list of strings with their default texts.
 */
async function writeTranslationsToScratch(scratch: string, locale: string): Promise<Translations> {
  const out = path.join(scratch, 'i18n');
  const config = path.join(scratch, 'docusaurus.config.ts');
  await promisify(execFile)(
    process.execPath,
    [
      path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'write-translations',
      root,
      '--locale',
      locale,
      '--config',
      config,
    ],
    {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0' },
    },
  );
  return readTranslations(path.join(out, locale));
}

/** The site config with an empty scratch i18n directory; plugins and presets resolve from the config's folder. */
function writeScratchConfig(scratch: string): void {
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');
  fs.writeFileSync(
    path.join(scratch, 'docusaurus.config.ts'),
    `import config from ${JSON.stringify(path.join(root, 'docusaurus.config.ts'))};\n` +
      `export default { ...config, i18n: { ...config.i18n, path: ${JSON.stringify(path.join(scratch, 'i18n'))} } };\n`,
  );
}

const placeholders = (message: string) =>
  [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort().join();
/** A message made of placeholders and punctuation only ("{authorName} - {nPosts}") has nothing to translate. */
const hasWords = (message: string) => /\p{L}/u.test(message.replace(/\{\w+\}/g, ''));

let scratch: string;
let expectedEn: Translations;
const expected = new Map<string, Translations>();

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-check-'));
  writeScratchConfig(scratch);
  const [en, ...others] = await Promise.all(
    [SITE.defaultLocale, ...otherLocales].map((locale) => writeTranslationsToScratch(scratch, locale)),
  );
  expectedEn = en;
  otherLocales.forEach((locale, index) => expected.set(locale, others[index]));
}, 180_000);

afterAll(() => {
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

describe('write-translations', () => {
  it('finds the theme, navbar, footer, docs sidebar and blog strings', () => {
    expect([...expectedEn.keys()].sort()).toEqual(
      expect.arrayContaining([
        'code.json',
        'docusaurus-theme-classic/navbar.json',
        'docusaurus-theme-classic/footer.json',
        'docusaurus-plugin-content-docs/current.json',
        'docusaurus-plugin-content-blog/options.json',
      ]),
    );
    expect(Object.keys(expectedEn.get('docusaurus-plugin-content-docs/current.json')!)).toEqual(
      expect.arrayContaining(['sidebar.guide.category.Getting Started']),
    );
  });
});

describe.each(otherLocales)('i18n/%s', (locale) => {
  const repo = () => readTranslations(path.join(root, 'i18n', locale));
  const english = readTranslations(path.join(root, 'i18n', SITE.defaultLocale));

  it('has every string file and every key the site uses', () => {
    const actual = repo();
    const missing = [...expected.get(locale)!].flatMap(([file, strings]) =>
      Object.keys(strings)
        .filter((key) => !actual.get(file)?.[key]?.message)
        .map((key) => `${file}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('translates every string (none left in English unless kept on purpose)', () => {
    const actual = repo();
    const untranslated = [...expected.get(locale)!].flatMap(([file, strings]) =>
      Object.keys(strings)
        .filter((key) => actual.get(file)?.[key])
        .filter((key) => {
          const message = actual.get(file)![key].message;
          const englishTexts = [expectedEn.get(file)?.[key]?.message, english.get(file)?.[key]?.message];
          if (!hasWords(message) || !englishTexts.includes(message)) return false;
          return !KEPT_IN_ENGLISH.some((kept) => kept.file === file && kept.key.test(key));
        })
        .map((key) => `${file}: ${key} = ${JSON.stringify(actual.get(file)![key].message)}`),
    );
    expect(untranslated).toEqual([]);
  });

  it('keeps the placeholders of the English text', () => {
    const actual = repo();
    const broken = [...expectedEn].flatMap(([file, strings]) =>
      Object.entries(strings)
        .filter(([key]) => actual.get(file)?.[key])
        .filter(
          ([key, { message }]) => placeholders(actual.get(file)![key].message) !== placeholders(message),
        )
        .map(([key]) => `${file}: ${key}`),
    );
    expect(broken).toEqual([]);
  });
});

describe('i18n/en (the English strings Crowdin uploads)', () => {
  // Extra keys are allowed: i18n/en also overrides English theme texts the site words differently from Docusaurus.
  it('has every string the site uses: run `npm run write-translations -- --locale en` after adding one', () => {
    const actual = readTranslations(path.join(root, 'i18n', SITE.defaultLocale));
    const missing = [...expectedEn].flatMap(([file, strings]) =>
      Object.keys(strings)
        .filter((key) => !actual.get(file)?.[key])
        .map((key) => `${file}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
});
