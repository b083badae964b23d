// This search beside Pagefind 1.6 (scripts/bench/pagefind.mjs) on the same build and the same query sets:
// every fixed set of scripts/search/sets (hand-tuned, the reader set's halves, the writers' sets), each as top-1 and top-7 (the expected page first, among the 7 hits) and the
// count of queries with no hit at all; then the first search's download (gzip, from the shortcut or the
// script's import to the first 7 hits; Pagefind's pagefind.js, WebAssembly, index chunks and the 7 results'
// fragments) and its time, unthrottled and on the bench's mobile profile, and the warm answer time over the
// bench's fixed queries (this search: keystroke to rendered hits minus the debounce; Pagefind: search() and
// the 7 results' data(), without any rendering).
// `npm run bench` calls compareWithPagefind with the figures measureSearch already took;
// `node scripts/bench/searchVsPagefind.mjs [--build-dir build]` measures both and prints the tables.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launchBrowser } from '../lib/browser.mjs';
import { buildPagefindIndex, pagefindSearch, runPagefindSet } from './pagefind.mjs';
import { LOCALES, measureSearch, newContext, open, openColdPage, percentile } from './search.mjs';
import { runQuerySet, summarize } from '../search/dialog.mjs';
import { FIXED_SETS } from '../search/querySets.mjs';
import { startCompressedServer } from './serve.mjs';

/** The query sets both searches run, by the name the table shows. */
export const QUERY_SETS = FIXED_SETS;

/** Top-1 and top-7 in % and the queries with no hit, of one run of a set. */
function quality(results) {
  const { top1, top7 } = summarize(results.map((result) => result.rank));
  return {
    'top-1 %': +(top1 * 100).toFixed(1),
    'top-7 %': +(top7 * 100).toFixed(1),
    'no hits': results.filter((result) => result.hits === 0).length,
  };
}

/**
 * Pagefind's first search on a freshly loaded page (empty cache): from the import of pagefind.js to the data
 * of the first 7 results. Bytes on the wire (body and headers) of the requests meanwhile.
 */
async function pagefindFirstSearch(browser, origin, pathname, query, { mobile = false } = {}) {
  const context = await newContext(browser, origin);
  try {
    const page = await openColdPage(context, origin, pathname, mobile);
    const finished = [];
    let counting = true;
    context.on('requestfinished', (request) => counting && finished.push(request));
    const start = Date.now();
    await pagefindSearch(page, query);
    const ms = Date.now() - start;
    counting = false;
    let bytes = 0;
    for (const request of finished) {
      // Docusaurus may still prefetch linked pages' chunks meanwhile: not Pagefind's.
      if (!new URL(request.url()).pathname.startsWith('/pagefind/')) continue;
      const { responseBodySize, responseHeadersSize } = await request.sizes();
      bytes += responseBodySize + responseHeadersSize;
    }
    return { ms, bytes };
  } finally {
    await context.close();
  }
}

/** Pagefind's warm answer time: a first query loads it, then each query is timed (median and p95). */
async function pagefindWarm(browser, origin, pathname, queries) {
  const context = await newContext(browser, origin);
  try {
    const page = await context.newPage();
    await open(page, origin, pathname);
    await pagefindSearch(page, 'Rsbuild');
    const samples = [];
    for (const query of queries) samples.push((await pagefindSearch(page, query)).ms);
    return { medianMs: percentile(samples, 50), p95Ms: percentile(samples, 95) };
  } finally {
    await context.close();
  }
}

/** Runs every set through one search: `run(page, locale, list)` on one page of a fresh context. */
async function runSets(browser, origin, pathname, locale, run) {
  const context = await newContext(browser, origin);
  try {
    const page = await context.newPage();
    await open(page, origin, pathname);
    const out = {};
    for (const [name, sets] of Object.entries(QUERY_SETS))
      out[name] = { queries: sets[locale].length, ...quality(await run(page, locale, sets[locale])) };
    return out;
  } finally {
    await context.close();
  }
}

/**
 * Both searches on the build in `buildDir`, in `browser`. `ours`: what measureSearch returned for the same
 * build (its first-search and warm figures are reused rather than measured twice).
 */
export async function compareWithPagefind({ buildDir, browser, ours }) {
  const index = await buildPagefindIndex(buildDir);
  const server = await startCompressedServer(buildDir, { mounts: { '/pagefind/': index.dir } });
  try {
    const result = {
      pagefind: { version: '1.6', pages: index.pages, files: index.files, bytes: index.bytes },
      locales: {},
    };
    for (const [locale, { page: pathname, queries }] of Object.entries(LOCALES)) {
      const mine = await runSets(browser, server.origin, pathname, locale, (page, language, list) =>
        runQuerySet(page, server.origin, language, list),
      );
      const theirs = await runSets(browser, server.origin, pathname, locale, runPagefindSet);
      const desktop = await pagefindFirstSearch(browser, server.origin, pathname, queries[0]);
      const mobile = await pagefindFirstSearch(browser, server.origin, pathname, queries[0], {
        mobile: true,
      });
      const warm = await pagefindWarm(browser, server.origin, pathname, queries);
      const first = ours?.firstSearch?.[locale] ?? {};
      result.locales[locale] = {
        sets: Object.fromEntries(
          Object.keys(QUERY_SETS).map((name) => [name, { this: mine[name], pagefind: theirs[name] }]),
        ),
        speed: {
          'first search download, gzip': { this: first['download gzip'], pagefind: mobile.bytes },
          'first search, unthrottled, ms': { this: first['cold, unthrottled, ms'], pagefind: desktop.ms },
          'first search, mobile profile, ms': {
            this: first['cold, mobile profile, ms'],
            pagefind: mobile.ms,
          },
          'warm answer median, ms': {
            this: ours?.keystrokeToResults?.[locale]?.medianMs,
            pagefind: warm.medianMs,
          },
          'warm answer p95, ms': { this: ours?.keystrokeToResults?.[locale]?.p95Ms, pagefind: warm.p95Ms },
        },
      };
    }
    return result;
  } finally {
    await server.close();
    fs.rmSync(index.dir, { recursive: true, force: true });
  }
}

/** A figure as the table shows it. */
function cell(value, unit = '') {
  if (typeof value !== 'number' || Number.isNaN(value)) return '-';
  if (unit === 'kB') return `${(value / 1000).toFixed(1)} kB`;
  if (unit === 'ms') return `${value.toFixed(0)} ms`;
  if (unit === ' %') return `${value.toFixed(1)} %`;
  return `${value}${unit}`;
}

/** The comparison as text tables, one per language: the sets side by side, then download and time. */
export function comparisonTables(comparison) {
  const lines = [
    `This search beside Pagefind ${comparison.pagefind.version} (${comparison.pagefind.pages} pages indexed, ` +
      `${comparison.pagefind.files} files, ${(comparison.pagefind.bytes / 1000).toFixed(0)} kB on disk): ` +
      'same build, same queries, page ranks among the 7 hits.',
  ];
  for (const [locale, { sets, speed }] of Object.entries(comparison.locales)) {
    const names = Object.keys(sets);
    const header = [locale, ...names.map((name) => `${name} (${sets[name].this?.queries ?? '-'})`)];
    const rows = [header];
    for (const measure of ['top-1 %', 'top-7 %', 'no hits'])
      for (const [engine, label] of [
        ['this', 'this search'],
        ['pagefind', 'Pagefind'],
      ])
        rows.push([
          `${measure} ${label}`,
          ...names.map((name) => cell(sets[name][engine]?.[measure], measure.endsWith('%') ? ' %' : '')),
        ]);
    rows.push(['', '', '', ''], [locale, 'this search', 'Pagefind', '']);
    for (const [measure, values] of Object.entries(speed)) {
      const unit = measure.includes('gzip') ? 'kB' : 'ms';
      rows.push([measure, cell(values.this, unit), cell(values.pagefind, unit), '']);
    }
    const widths = header.map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
    lines.push('');
    for (const row of rows)
      lines.push(
        row
          .map((value, column) => String(value).padEnd(widths[column]))
          .join('  ')
          .trimEnd(),
      );
  }
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { 'build-dir': { type: 'string', default: 'build' } } });
  const buildDir = path.resolve(values['build-dir']);
  const browser = await launchBrowser();
  try {
    const ours = await measureSearch({ buildDir, browser });
    console.log(comparisonTables(await compareWithPagefind({ buildDir, browser, ours })));
  } finally {
    await browser.close();
  }
}
