// The file pairs crowdin.yml maps (English source → translation), read the way the Crowdin CLI reads them,
// so the unit tests and `npm run translation-status` see exactly what translators get. CommonJS so that both
// the ESM scripts and the Jest tests (which do not run ESM) can load it.
const fs = require('node:fs');
const path = require('node:path');
const yaml = require('js-yaml');
const fg = require('fast-glob');

const WILDCARD = /[*?[]/;

/** @returns {{ files: Array<{ source: string, translation: string, ignore?: string[] }>, [key: string]: unknown }} */
function readCrowdinConfig(root) {
  return yaml.load(fs.readFileSync(path.join(root, 'crowdin.yml'), 'utf8'));
}

/** Crowdin patterns start at the project root with "/"; globs and git paths do not. */
const stripRoot = (pattern) => pattern.replace(/^\//, '');

/** The fixed directories before the first wildcard: "/docs/**\/*.mdx" → "docs". */
function patternBase(pattern) {
  const parts = stripRoot(pattern).split('/');
  const first = parts.findIndex((part) => WILDCARD.test(part));
  return parts.slice(0, first < 0 ? parts.length - 1 : first).join('/');
}

/**
 * Where Crowdin writes the translation of `sourceFile` (a root-relative path matched by `entry.source`):
 * `**` takes the directories below the source base, `%original_file_name%` the file name and
 * `%two_letters_code%` the language.
 */
function translationPath(entry, sourceFile, languageCode) {
  const relative = path.posix.relative(patternBase(entry.source), sourceFile);
  const directory = path.posix.dirname(relative);
  const result = stripRoot(entry.translation)
    .replaceAll('%two_letters_code%', languageCode)
    .replaceAll('%original_file_name%', path.posix.basename(relative))
    .replace('**', directory === '.' ? '' : directory)
    .replace(/\/{2,}/g, '/');
  const unknown = /%[a-z_]+%/.exec(result);
  if (unknown)
    throw new Error(`crowdin.yml: placeholder ${unknown[0]} in "${entry.translation}" is not supported here`);
  return result;
}

/** Glob of every file the translation pattern can produce, to find translations without a source. */
function translationGlob(entry, languageCode) {
  return stripRoot(entry.translation)
    .replaceAll('%two_letters_code%', languageCode)
    .replaceAll('%original_file_name%', path.posix.basename(stripRoot(entry.source)));
}

/**
 * Every pair the config maps for one language, per `files` entry, plus the translated files that no source
 * maps to (orphans: a page renamed or deleted in English, or a translation of an ignored source).
 */
function mapFiles(root, languageCode, config = readCrowdinConfig(root)) {
  const entries = config.files.map((entry) => {
    const ignore = (entry.ignore ?? []).map(stripRoot);
    const sources = fg.sync(stripRoot(entry.source), { cwd: root, ignore, onlyFiles: true }).sort();
    const pairs = sources.map((source) => ({
      source,
      translation: translationPath(entry, source, languageCode),
    }));
    return { entry, ignored: ignore, pairs };
  });
  const mapped = new Set(entries.flatMap(({ pairs }) => pairs.map((pair) => pair.translation)));
  const orphans = [
    ...new Set(
      config.files.flatMap((entry) =>
        fg.sync(translationGlob(entry, languageCode), { cwd: root, onlyFiles: true }),
      ),
    ),
  ]
    .filter((file) => !mapped.has(file))
    .sort();
  return { entries, orphans };
}

/** Report section of a source file: its first directory below the source base ("docs/guide", "blog"). */
function sectionOf(entry, sourceFile) {
  const base = patternBase(entry.source);
  const [first, ...rest] = path.posix.relative(base, sourceFile).split('/');
  return rest.length ? `${base}/${first}` : base;
}

module.exports = { readCrowdinConfig, patternBase, translationPath, mapFiles, sectionOf };
