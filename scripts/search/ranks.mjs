// `npm run search:ranks` (after `npm run build`): every query set through the site's search on build/, no
// browser. Prints per set and language the top-1 and top-7 counts beside the floors of `npm test`
// (floors.mjs), then every query whose rank differs from the committed ranks.json: what a page edit moved.
//   npm run search:ranks                  the table and the moved queries
//   npm run search:ranks -- --write       also rewrite ranks.json (after a deliberate change, or a retrain)
//   npm run search:ranks -- --check       only the sets with a floor; fail when one is below it (npm test)
// The ranks are those the dialog shows: the place of the expected page's first hit among the hits.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_DIR, QUERY_OPTIONS, searchOf } from './searchOnDisk.mjs';
import { FIXED_SETS, generatedSets } from './querySets.mjs';
import { MEASURED, allowedMisses, checkFloor } from './floors.mjs';
import { rankOf } from './dialog.mjs';

const RANKS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'ranks.json');
const LOCALES = /** @type {const} */ (['en', 'zh']);
/** The fewest queries a generated set may have: fewer, and the build lost the titles or headings it reads. */
const MIN_GENERATED = /** @type {Record<string, number>} */ ({ 'titles and keys': 200, headings: 300 });

/** @typedef {Record<string, Record<string, Record<string, number>>>} Ranks locale → set → query → rank */

/**
 * Every set's ranks on the build in `buildDir` (or only the sets named in `only`), per locale and set:
 * [query, rank] in the set's order.
 * @param {string} [buildDir]
 * @param {string[]} [only]
 * @returns {Promise<Record<string, Record<string, Array<[string, number]>>>>}
 */
export async function rankAll(buildDir = BUILD_DIR, only = undefined) {
  /** @type {Record<string, Record<string, Array<[string, number]>>>} */
  const out = {};
  for (const locale of LOCALES) {
    const search = searchOf(locale, undefined, buildDir);
    out[locale] = {};
    const sets = {
      ...Object.fromEntries(Object.entries(FIXED_SETS).map(([name, set]) => [name, set[locale]])),
      ...generatedSets(buildDir, locale),
    };
    for (const [name, queries] of Object.entries(sets)) {
      if (only && !only.includes(name)) continue;
      const ranks = [];
      /** @type {Map<string, number>} */
      const seen = new Map();
      for (const [query, expected] of queries) {
        const hits = await search.search(query, QUERY_OPTIONS);
        const urls = hits.map((hit) => new URL(hit.url, 'https://site.invalid').pathname);
        // A writer may ask the same words twice for two pages: each ask is its own entry.
        const times = (seen.get(query) ?? 0) + 1;
        seen.set(query, times);
        const key = times === 1 ? query : `${query} (${times})`;
        ranks.push(/** @type {[string, number]} */ ([key, rankOf(urls, locale, expected)]));
      }
      out[locale][name] = ranks;
    }
  }
  return out;
}

/** The table rows: per locale and set, queries, top-1 and top-7 hits, and the floors where the set has one. */
export function rankRows(/** @type {Awaited<ReturnType<typeof rankAll>>} */ ranks) {
  const rows = [];
  for (const [locale, sets] of Object.entries(ranks))
    for (const [set, list] of Object.entries(sets)) {
      const results = list.map(([, rank]) => ({ rank }));
      const top1 = results.filter(({ rank }) => rank === 1).length;
      const top7 = results.filter(({ rank }) => rank > 0 && rank <= 7).length;
      const measured = MEASURED[set]?.[/** @type {'en' | 'zh'} */ (locale)];
      const floor = (/** @type {'top1' | 'top7'} */ measure) => {
        const allowed = allowedMisses(set, /** @type {'en' | 'zh'} */ (locale), measure, list.length);
        return allowed === undefined ? '' : `≥ ${list.length - allowed}`;
      };
      rows.push({
        locale,
        set,
        queries: list.length,
        'top-1': `${top1} (${((top1 / list.length) * 100).toFixed(1)} %)`,
        'top-1 floor': floor('top1'),
        'top-7': `${top7} (${((top7 / list.length) * 100).toFixed(1)} %)`,
        'top-7 floor': floor('top7'),
        ...(measured && {
          holds: checkFloor(set, /** @type {'en' | 'zh'} */ (locale), results).failures.length ? 'NO' : 'yes',
        }),
      });
    }
  return rows;
}

/** Only what differs from first place, so the file stays small: a query missing from it ranked first. */
function compact(/** @type {Awaited<ReturnType<typeof rankAll>>} */ ranks) {
  /** @type {Ranks} */
  const out = {};
  for (const [locale, sets] of Object.entries(ranks))
    for (const [set, list] of Object.entries(sets))
      for (const [query, rank] of list) if (rank !== 1) ((out[locale] ??= {})[set] ??= {})[query] = rank;
  return out;
}

/** Lines naming each query whose rank differs from `before` (a compact ranks file). */
export function movedQueries(
  /** @type {Awaited<ReturnType<typeof rankAll>>} */ ranks,
  /** @type {Ranks} */ before,
) {
  const name = (/** @type {number} */ rank) => (rank === 0 ? 'not in the hits' : `${rank}`);
  const lines = [];
  for (const [locale, sets] of Object.entries(ranks))
    for (const [set, list] of Object.entries(sets))
      for (const [query, rank] of list) {
        const was = before[locale]?.[set]?.[query] ?? 1;
        if (was !== rank)
          lines.push(
            `${locale} ${set}: "${query}" ${name(was)} → ${name(rank)}${rank === 1 || (was !== 1 && rank !== 0 && rank < was) ? ' (better)' : ''}`,
          );
      }
  return lines;
}

/**
 * The floors' failures of `ranks`, and a generated set too small to judge the search (the content it is
 * read from went missing from the build).
 */
export function floorFailures(/** @type {Awaited<ReturnType<typeof rankAll>>} */ ranks) {
  const failures = [];
  for (const [locale, sets] of Object.entries(ranks))
    for (const [set, list] of Object.entries(sets)) {
      if (list.length < (MIN_GENERATED[set] ?? 0))
        failures.push(`${set} (${locale}): only ${list.length} queries, fewer than ${MIN_GENERATED[set]}`);
      const results = list.map(([, rank]) => ({ rank }));
      failures.push(...checkFloor(set, /** @type {'en' | 'zh'} */ (locale), results).failures);
    }
  return failures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const checkOnly = process.argv.includes('--check');
  // The file holds every set: written from the floored sets only, it would forget the others' ranks.
  if (checkOnly && process.argv.includes('--write')) throw new Error('--write ranks every set: drop --check');
  const ranks = await rankAll(BUILD_DIR, checkOnly ? Object.keys(MEASURED) : undefined);
  console.table(rankRows(ranks));
  const before = fs.existsSync(RANKS_FILE) ? JSON.parse(fs.readFileSync(RANKS_FILE, 'utf8')) : {};
  const moved = movedQueries(ranks, before);
  console.log(
    moved.length === 0
      ? 'No query moved since scripts/search/ranks.json.'
      : `${moved.length} queries moved since scripts/search/ranks.json:\n${moved.join('\n')}`,
  );
  if (checkOnly) {
    const failures = floorFailures(ranks);
    if (failures.length > 0) {
      console.error(failures.join('\n'));
      process.exitCode = 1;
    } else console.log('Every set with a floor holds it.');
  }
  if (process.argv.includes('--write')) {
    fs.writeFileSync(RANKS_FILE, `${JSON.stringify(compact(ranks), null, 1)}\n`);
    console.log('wrote scripts/search/ranks.json');
  }
}
