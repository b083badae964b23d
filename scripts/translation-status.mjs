#!/usr/bin/env node
// `npm run translation-status [-- --locale zh] [-- --json]`: per section of crowdin.yml, the English pages and
// string files with no translation yet, and the translations older than their English source by git date.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import crowdin from '../plugins/lib/crowdin.cjs';
import status from '../plugins/lib/translation-status.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: { locale: { type: 'string', multiple: true }, json: { type: 'boolean', default: false } },
});

const config = crowdin.readCrowdinConfig(root);
// The translated languages are the i18n/ folders other than the one holding the English JSON sources.
const i18nSource = config.files.find((entry) => entry.source.startsWith('/i18n/'));
if (!i18nSource) throw new Error('crowdin.yml has no source under /i18n/.');
const sourceLocale = path.basename(crowdin.patternBase(i18nSource.source));
const locales =
  options.locale ??
  fs
    .readdirSync(path.join(root, 'i18n'))
    .filter((name) => name !== sourceLocale && fs.statSync(path.join(root, 'i18n', name)).isDirectory());

const day = (ms) => new Date(ms).toISOString().slice(0, 10);
const reports = locales.map((locale) => status.localeStatus(root, locale, config));

if (options.json) {
  console.log(JSON.stringify(reports, null, 2));
} else {
  for (const { locale, sections, orphans, ignored } of reports) {
    const missing = sections.reduce((sum, section) => sum + section.missing.length, 0);
    const outdated = sections.reduce((sum, section) => sum + section.outdated.length, 0);
    console.log(
      `Translation status: ${locale} (${missing} missing, ${outdated} older than the English source)\n`,
    );
    for (const section of sections) {
      const translated = section.sources - section.missing.length;
      console.log(
        `${section.section}: ${translated}/${section.sources} translated, ${section.outdated.length} outdated`,
      );
      for (const pair of section.missing) console.log(`  missing   ${pair.source}  →  ${pair.translation}`);
      for (const pair of section.outdated)
        console.log(
          `  outdated  ${pair.translation}  (${locale} ${day(pair.translationDate)}, en ${day(pair.sourceDate)})`,
        );
    }
    if (ignored.length)
      console.log(`\nEnglish-only on purpose (ignored in crowdin.yml): ${ignored.join(', ')}`);
    if (orphans.length) {
      console.log(`\nTranslations without an English source (renamed or deleted pages):`);
      for (const file of orphans) console.log(`  ${file}`);
    }
    console.log('');
  }
}
