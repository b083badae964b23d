// `npm run search:ranks` (after `npm run build`): every query set through the site's search on build/, no
// browser. Prints per set and language the top-1 and top-7 counts beside the floors of `npm test`
// (floors.mjs), then every query whose rank differs from the committed ranks.json: what a page edit moved.
//   npm run search:ranks                  the table and the moved queries
//   npm run search:ranks -- --write       also rewrite ranks.json (after a deliberate change, or a retrain)
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

/** @typedef {Record<string, Record<string, Record<string, number>>>} Ranks locale → set → query → rank */

/**
 * Every set's ranks on the build in `buildDir`, per locale and set: [query, rank] in the set's order.
 * @returns {Promise<Record<string, Record<string, Array<[string, number]>>>>}
 */
export async function rankAll(buildDir = BUILD_DIR) {
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ranks = await rankAll();
  console.table(rankRows(ranks));
  const before = fs.existsSync(RANKS_FILE) ? JSON.parse(fs.readFileSync(RANKS_FILE, 'utf8')) : {};
  const moved = movedQueries(ranks, before);
  console.log(
    moved.length === 0
      ? 'No query moved since scripts/search/ranks.json.'
      : `${moved.length} queries moved since scripts/search/ranks.json:\n${moved.join('\n')}`,
  );
  if (process.argv.includes('--write')) {
    fs.writeFileSync(RANKS_FILE, `${JSON.stringify(compact(ranks), null, 1)}\n`);
    console.log('wrote scripts/search/ranks.json');
  }
}
