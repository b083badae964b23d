// Translation status of one language: per section, the English sources without a translation and the
// translations last changed before their English source. Dates come from git (last commit touching the
// file); a file with uncommitted changes counts as changed now. CommonJS for the same reason as crowdin.cjs.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { mapFiles, patternBase, readCrowdinConfig, sectionOf } = require('./crowdin.cjs');

/** Last commit time (ms) of every file under `paths`, from one `git log` pass; uncommitted files get `now`. */
function gitDates(root, paths, now = Date.now()) {
  const dates = new Map();
  const log = execFileSync(
    'git',
    ['log', '--format=%x00%ct', '--name-only', '--no-renames', '--', ...paths],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  for (const commit of log.split('\0').slice(1)) {
    const [time, ...files] = commit.trim().split('\n');
    for (const file of files) if (file && !dates.has(file)) dates.set(file, Number(time) * 1000);
  }
  const status = execFileSync(
    'git',
    ['status', '--porcelain', '--untracked-files=all', '--no-renames', '-z', '--', ...paths],
    { cwd: root, encoding: 'utf8' },
  );
  for (const record of status.split('\0')) if (record.length > 3) dates.set(record.slice(3), now);
  return dates;
}

/**
 * @param entries  mapFiles(...).entries
 * @param exists   (translationPath) => boolean
 * @param dateOf   (path) => ms | undefined
 */
function translationStatus(entries, { exists, dateOf }) {
  const sections = new Map();
  for (const { entry, pairs } of entries) {
    for (const pair of pairs) {
      const name = sectionOf(entry, pair.source);
      if (!sections.has(name)) sections.set(name, { section: name, sources: 0, missing: [], outdated: [] });
      const section = sections.get(name);
      section.sources += 1;
      if (!exists(pair.translation)) {
        section.missing.push(pair);
        continue;
      }
      const sourceDate = dateOf(pair.source);
      const translationDate = dateOf(pair.translation);
      if (sourceDate !== undefined && translationDate !== undefined && translationDate < sourceDate)
        section.outdated.push({ ...pair, sourceDate, translationDate });
    }
  }
  return [...sections.values()];
}

/**
 * The status report of one language as `npm run translation-status` prints it: every pair crowdin.yml maps,
 * dated by git. The build reads the same report for the notices on outdated Chinese pages.
 * @returns {{ locale: string, sections: ReturnType<typeof translationStatus>, orphans: string[], ignored: string[] }}
 */
function localeStatus(root, locale, config = readCrowdinConfig(root)) {
  const { entries, orphans } = mapFiles(root, locale, config);
  const roots = [
    ...new Set(
      config.files.flatMap((entry) => [
        patternBase(entry.source),
        patternBase(entry.translation.replaceAll('%two_letters_code%', locale)),
      ]),
    ),
  ];
  const dates = gitDates(root, roots);
  const sections = translationStatus(entries, {
    exists: (file) => fs.existsSync(path.join(root, file)),
    dateOf: (file) => dates.get(file),
  });
  return { locale, sections, orphans, ignored: entries.flatMap((entry) => entry.ignored) };
}

/**
 * The outdated translations of a report, by translation path: the English source and both git dates (ms).
 * @param {ReturnType<typeof translationStatus>} sections
 * @returns {Map<string, { source: string, sourceDate: number, translationDate: number }>}
 */
function outdatedTranslations(sections) {
  return new Map(
    sections.flatMap((section) => section.outdated.map(({ translation, ...rest }) => [translation, rest])),
  );
}

module.exports = { gitDates, translationStatus, localeStatus, outdatedTranslations };
