// Sizes of what the site serves to AI assistants (plugins/llms-txt): llms.txt and llms-full.txt of each
// locale, and the Markdown twins of all pages together, raw and gzip.
// `node scripts/bench/llms.mjs [buildDir]` prints them alone; `npm run bench` adds them to its table.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const LOCALE_DIRS = { en: '', zh: 'zh' };
const gzipSize = (body) => zlib.gzipSync(body, { level: 6 }).length;

function sizes(file) {
  const body = fs.readFileSync(file);
  return { raw: body.length, gzip: gzipSize(body) };
}

/** Every `.md` file under `dir`, without descending into another locale's folder. */
function twinFiles(dir, skip) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skip.includes(full) ? [] : twinFiles(full, skip);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

export function measureLlms(buildDir) {
  const result = {};
  for (const [locale, sub] of Object.entries(LOCALE_DIRS)) {
    const dir = path.join(buildDir, sub);
    const otherLocales = Object.values(LOCALE_DIRS)
      .filter(Boolean)
      .filter((other) => other !== sub)
      .map((other) => path.join(buildDir, other));
    const twins = twinFiles(dir, otherLocales).map(sizes);
    result[locale] = {
      llmsTxt: sizes(path.join(dir, 'llms.txt')),
      llmsFullTxt: sizes(path.join(dir, 'llms-full.txt')),
      twins: {
        count: twins.length,
        raw: twins.reduce((sum, entry) => sum + entry.raw, 0),
        gzip: twins.reduce((sum, entry) => sum + entry.gzip, 0),
      },
    };
  }
  return result;
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const both = (entry) => `${kB(entry.raw)} raw, ${kB(entry.gzip)} gzip`;

/** Rows of the bench table: [section, measure, value]. */
export function llmsRows(llms) {
  if (!llms) return [];
  if (llms.error) return [['llms.txt', 'error', llms.error]];
  return Object.entries(llms).flatMap(([locale, entry]) => {
    const prefix = locale === 'en' ? '/' : `/${locale}/`;
    return [
      ['llms.txt', `${prefix}llms.txt`, both(entry.llmsTxt)],
      ['llms.txt', `${prefix}llms-full.txt`, both(entry.llmsFullTxt)],
      ['llms.txt', `${entry.twins.count} Markdown twins under ${prefix}`, both(entry.twins)],
    ];
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  for (const [section, measure, value] of llmsRows(measureLlms(buildDir)))
    console.log(`${section}\t${measure}\t${value}`);
}
