#!/usr/bin/env node
// `npm run bench`: the performance benchmark of the site (ARCHITECTURE.md, "Performance"). Not part of
// `npm test`.
//
// 1. Cold production build of both locales in an isolated copy (scripts/bench/build.mjs), with Docusaurus
//    Faster on and, for comparison, off; wall time and peak memory.
//    The Faster-on build runs with DOCUSAURUS_PERF_LOGGER=true: its phase table, wall and CPU time, with the
//    site's own steps (scripts/bench/phases.mjs). --compare <dir> builds another checkout alternately with this
//    one instead and prints both medians (scripts/bench/compareBuilds.mjs).
// 2. First-load bytes (HTML, JS, CSS; raw and gzip), requests, route prefetches and the whole transfer per page
//    type (scripts/bench/pages.mjs).
// 3. Lighthouse scores and FCP, LCP, TBT, CLS for the five page types, plus home and doc in Chinese, mobile and
//    desktop, every run listed (scripts/bench/lighthouse.mjs).
// 4. Search figures from scripts/bench/search.mjs when it exists.
// 4b. This search beside Pagefind 1.6 on the same build and query sets (scripts/bench/searchVsPagefind.mjs).
// 4c. Every query set's top-1 and top-7 beside the quality floors of `npm test` (scripts/search/ranks.mjs).
// 4d. Whether the committed search model is what a refit on this build gives (scripts/bench/searchModel.mjs).
// 5. Sizes of llms.txt, llms-full.txt and the Markdown twins per locale (scripts/bench/llms.mjs).
// 6. The Agent-Friendly Documentation score of `/` and `/zh/` (scripts/bench/afdocs.mjs).
// 7. With --test-suite: the time of `npm test` per gate, the five slowest e2e files and the total against the
//    15-minute budget (scripts/bench/testSuite.mjs).
// Prints one table with a pass/miss line per budget (scripts/bench/budgets.mjs) and writes everything to
// bench-results/bench.json.
//
// Options: --build-dir <dir> measures an existing build and skips the builds; --runs <n> Lighthouse runs per
// page and form factor (median kept, default 5); --lighthouse-pages <ids> limits Lighthouse to some page ids
// (comma-separated, e.g. home,doc); --skip-faster-off skips the comparison build; --test-suite also times
// `npm test` (about a quarter of an hour), --test-suite-only times nothing else; --compare <dir> [--build-runs
// <n>] alternates cold builds of this project and <dir> and measures nothing else.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { CHROMIUM, launchBrowser } from './lib/browser.mjs';
import { copyProject } from './lib/projectCopy.mjs';
import { checkBudgets } from './bench/budgets.mjs';
import { coldBuild } from './bench/build.mjs';
import { waitForIdleCpu } from './bench/idleCpu.mjs';
import { FORM_FACTORS, runLighthouse } from './bench/lighthouse.mjs';
import { PAGE_TYPES, ZH_PAGE_TYPES, docHtmlSizes, measureFirstLoad } from './bench/pages.mjs';
import { mainPhases, parsePerfLog, withCpu } from './bench/phases.mjs';
import { compareBuilds, comparisonRows } from './bench/compareBuilds.mjs';
import { llmsRows, measureLlms } from './bench/llms.mjs';
import { afdocsRows, measureAfdocs } from './bench/afdocs.mjs';
import { startCompressedServer } from './bench/serve.mjs';
import { compareWithPagefind, comparisonTables } from './bench/searchVsPagefind.mjs';
import { rankAll, rankRows } from './search/ranks.mjs';
import { checkSearchModel, searchModelRows } from './bench/searchModel.mjs';
import { testSuiteRows, timeTestSuite } from './bench/testSuite.mjs';

const PROJECT_DIR = path.resolve(fileURLToPath(import.meta.url), '../..');
const RESULTS_DIR = path.join(PROJECT_DIR, 'bench-results');
const SEARCH_MODULE = path.join(PROJECT_DIR, 'scripts/bench/search.mjs');

const USAGE = `Usage: npm run bench -- [options]

  --build-dir <dir>          measure an existing build; skip the cold builds
  --runs <n>                 Lighthouse runs per page and form factor (default 5); every run is printed
                             and the table keeps each category's median
  --lighthouse-pages <ids>   only these Lighthouse pages, comma-separated ids (${[
    ...PAGE_TYPES,
    ...ZH_PAGE_TYPES,
  ]
    .map((page) => page.id)
    .join(', ')})
  --skip-faster-off          skip the comparison build with Docusaurus Faster off
  --test-suite               also time \`npm test\`: each gate, each e2e file, the total against its budget
  --test-suite-only          time \`npm test\` and nothing else
  --compare <dir>            cold builds of this project and of <dir> (a worktree of main, say), alternating,
                             and nothing else: medians of wall time, CPU time and peak memory of both
  --build-runs <n>           builds of each side with --compare (default 3)
  --help                     print this and exit`;

const { values: options } = parseArgs({
  options: {
    help: { type: 'boolean', default: false },
    'build-dir': { type: 'string' },
    runs: { type: 'string', default: '5' },
    'lighthouse-pages': { type: 'string' },
    'skip-faster-off': { type: 'boolean', default: false },
    'test-suite': { type: 'boolean', default: false },
    'test-suite-only': { type: 'boolean', default: false },
    compare: { type: 'string' },
    'build-runs': { type: 'string', default: '3' },
  },
});

if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

const ALL_LIGHTHOUSE_PAGES = [...PAGE_TYPES, ...ZH_PAGE_TYPES];
const LIGHTHOUSE_PAGE_IDS = options['lighthouse-pages']?.split(',');
const LIGHTHOUSE_PAGES = LIGHTHOUSE_PAGE_IDS
  ? ALL_LIGHTHOUSE_PAGES.filter((page) => LIGHTHOUSE_PAGE_IDS.includes(page.id))
  : ALL_LIGHTHOUSE_PAGES;

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const MB = (bytes) => `${Math.round(bytes / 1e6)} MB`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const formatByUnit = {
  bytes: kB,
  megabytes: MB,
  ms: seconds,
  score: (value) => String(value),
  count: (value) => String(value),
  '%': (value) => `${value} %`,
};

function log(message) {
  process.stderr.write(`[bench] ${message}\n`);
}

/** Runs one section; a failure is recorded and shown in the table instead of ending the benchmark. */
async function section(name, run) {
  const started = Date.now();
  log(`${name}...`);
  try {
    const value = await run();
    log(`${name} done in ${seconds(Date.now() - started)}`);
    return value;
  } catch (error) {
    const { stack, message } = /** @type {Error} */ (error);
    log(`${name} FAILED: ${stack ?? error}`);
    return { error: String(message ?? error) };
  }
}

function environment() {
  const tryRun = (command, args) => {
    try {
      return execFileSync(command, args, { cwd: PROJECT_DIR, encoding: 'utf8' }).trim();
    } catch {
      return null;
    }
  };
  return {
    date: new Date().toISOString(),
    commit: tryRun('git', ['rev-parse', '--short', 'HEAD']),
    node: process.version,
    chromium: tryRun(CHROMIUM, ['--version']),
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryBytes: os.totalmem(),
    // Other work on the machine slows builds and inflates Lighthouse's CPU-bound metrics (TBT, LCP).
    loadAverageAtStart: os.loadavg().map((load) => Number(load.toFixed(2))),
  };
}

/** Flattens whatever measureSearch returns into table rows. */
function searchRows(search) {
  if (!search) return [['Search', 'scripts/bench/search.mjs', 'missing']];
  if (search.error) return [['Search', 'error', search.error]];
  const rows = [];
  const walk = (value, label) => {
    if (value && typeof value === 'object' && !Array.isArray(value))
      for (const [key, inner] of Object.entries(value)) walk(inner, label ? `${label} ${key}` : key);
    else if (typeof value === 'number')
      rows.push([
        'Search',
        label,
        /bytes$/i.test(label) || /\b(raw|gzip)$/.test(label)
          ? kB(value)
          : /ms$/i.test(label)
            ? `${value.toFixed(0)} ms`
            : String(value),
      ]);
    else rows.push(['Search', label, Array.isArray(value) ? value.join(', ') : String(value)]);
  };
  walk(search, '');
  return rows;
}

function tableRows(result) {
  const rows = [];
  const { build } = result;
  if (build?.error) rows.push(['Build', 'error', build.error]);
  for (const [key, label] of [
    ['faster', 'Faster on'],
    ['noFaster', 'Faster off (webpack, Babel, Terser)'],
  ]) {
    const entry = build?.[key];
    if (!entry) rows.push(['Build', `Cold build, both locales, ${label}`, 'not measured']);
    else if (entry.error) rows.push(['Build', `Cold build, both locales, ${label}`, `error: ${entry.error}`]);
    else {
      rows.push(['Build', `Cold build, both locales, ${label}`, seconds(entry.ms)]);
      if (entry.cpuMs !== undefined)
        rows.push(['Build', `CPU time (user + system, process tree), ${label}`, seconds(entry.cpuMs)]);
      rows.push([
        'Build',
        `Peak memory (process tree), ${label}`,
        `${MB(entry.peakRssBytes)} (largest process ${MB(entry.peakLargestProcessRssBytes)})`,
      ]);
    }
  }
  for (const phase of result.build?.faster?.phases ?? []) {
    const cpu = phase.cpuMs === undefined ? '' : `, CPU ${seconds(phase.cpuMs)}`;
    rows.push([
      'Build phase',
      `${'  '.repeat(phase.depth)}${phase.label}`,
      `${seconds(phase.ms)}${cpu}, heap after ${phase.heapAfterMb} MB of ${phase.heapTotalMb} MB`,
    ]);
  }
  rows.push(...comparisonRows(result.compare));
  for (const page of PAGE_TYPES) {
    const entry = result.pages?.[page.id];
    const name = `${page.id} ${page.path}`;
    if (!entry || entry.error) {
      rows.push(['First load', name, entry?.error ? `error: ${entry.error}` : 'not measured']);
      continue;
    }
    for (const kind of ['html', 'js', 'css'])
      rows.push([
        'First load',
        `${name} ${kind.toUpperCase()}`,
        `${kB(entry[kind].raw)} raw, ${kB(entry[kind].gzip)} gzip (${entry[kind].requests} files)`,
      ]);
    rows.push([
      'First load',
      `${name} HTML + JS + CSS`,
      `${kB(entry.total.raw)} raw, ${kB(entry.total.gzip)} gzip`,
    ]);
    rows.push([
      'First load',
      `${name} requests`,
      `${entry.requests} (${entry.externalRequests} to other hosts, blocked; other files ${kB(entry.other.gzip)} gzip)`,
    ]);
    rows.push([
      'First load',
      `${name} route prefetches`,
      `${entry.prefetched.requests} requests, ${kB(entry.prefetched.transfer)} transferred`,
    ]);
    rows.push([
      'First load',
      `${name} everything, prefetches included`,
      `${kB(entry.all.gzip)} gzip in ${entry.all.requests} requests`,
    ]);
  }
  const docs = result.pages?.docHtml;
  if (docs)
    rows.push([
      'First load',
      `HTML of all ${docs.count} doc pages`,
      `median ${kB(docs.median)}, largest ${kB(docs.largest)} (${docs.largestRoute})`,
    ]);
  if (result.lighthouse?.error) rows.push(['Lighthouse', 'error', result.lighthouse.error]);
  const cpu = result.cpuBeforeLighthouse;
  if (cpu && !cpu.error) {
    rows.push([
      'Lighthouse',
      'CPUs before the runs',
      `${Math.round(cpu.idleShare * 100)} % idle, after waiting ${seconds(cpu.waitedMs)}${cpu.quiet ? '' : ' (never quiet: performance scores understated)'}`,
    ]);
  }
  for (const page of LIGHTHOUSE_PAGES) {
    for (const formFactor of FORM_FACTORS) {
      const entry = result.lighthouse?.[page.id]?.[formFactor];
      const name = `${page.id} ${page.lighthousePath ?? page.path}, ${formFactor}`;
      if (!entry || entry.error) {
        rows.push(['Lighthouse', name, entry?.error ? `error: ${entry.error}` : 'not measured']);
        continue;
      }
      const { scores, metrics } = entry;
      const four = (s) => `${s.performance} / ${s.accessibility} / ${s.bestPractices} / ${s.seo}`;
      rows.push([
        'Lighthouse',
        `${name}: performance / accessibility / best practices / SEO, median`,
        four(scores),
      ]);
      (entry.runScores ?? []).forEach((run, index) =>
        rows.push(['Lighthouse', `${name}: run ${index + 1}`, four(run)]),
      );
      rows.push([
        'Lighthouse',
        `${name}: FCP / LCP / TBT / CLS`,
        `${seconds(metrics.fcp)} / ${seconds(metrics.lcp)} / ${Math.round(metrics.tbt)} ms / ${metrics.cls.toFixed(3)}`,
      ]);
    }
  }
  rows.push(...searchRows(result.search));
  rows.push(...searchModelRows(result.searchModel));
  rows.push(...llmsRows(result.llms));
  rows.push(...afdocsRows(result.afdocs));
  rows.push(...testSuiteRows(result.testSuite));
  for (const budget of result.budgets) {
    const format = formatByUnit[budget.unit];
    const limit = `${budget.better === 'higher' ? '>=' : '<='} ${format(budget.limit)}`;
    const status =
      budget.status === 'miss' ? `MISS by ${format(budget.missBy)}` : budget.status.toUpperCase();
    rows.push([
      'Budget',
      `${budget.label} (${limit})`,
      budget.value === null ? '-' : format(budget.value),
      status,
    ]);
  }
  return rows;
}

function printTable(rows) {
  const header = ['Area', 'Measure', 'Value', 'Budget status'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => String(row[column] ?? '').length)),
  );
  const line = (cells) =>
    `| ${cells.map((cell, column) => String(cell ?? '').padEnd(widths[column])).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

async function main() {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const result = { environment: environment(), options };
  let buildDir = options['build-dir'] && path.resolve(options['build-dir']);
  const testSuiteOnly = options['test-suite-only'];

  if (options.compare) {
    const other = path.resolve(options.compare);
    result.compare = await section('cold builds, alternating', () =>
      compareBuilds({
        projects: [
          { name: 'this project', dir: PROJECT_DIR },
          { name: path.basename(other), dir: other },
        ],
        runs: Number(options['build-runs']),
        logDir: RESULTS_DIR,
        log: (message) => log(`  ${message}`),
      }),
    );
  } else if (!buildDir && !testSuiteOnly) {
    result.build = await section('cold builds', async () => {
      const copy = copyProject(PROJECT_DIR, path.join(os.tmpdir(), 'rsbuild-docs-bench'));
      const builds = { copy };
      const fasterLog = path.join(RESULTS_DIR, 'build-faster.log');
      builds.faster = await coldBuild(copy, {
        faster: true,
        outDir: 'build',
        logFile: fasterLog,
        perfLog: true,
      });
      const { cpuSamples, lines, ...faster } = builds.faster;
      // Outer phases before the steps inside them: by start time.
      const byStart = (a, b) => a.endMs - a.ms - (b.endMs - b.ms);
      builds.faster = {
        ...faster,
        phases: withCpu(mainPhases(parsePerfLog(lines)), cpuSamples).sort(byStart),
      };
      if (!options['skip-faster-off']) {
        builds.noFaster = await coldBuild(copy, {
          faster: false,
          outDir: 'build-no-faster',
          logFile: path.join(RESULTS_DIR, 'build-no-faster.log'),
        }).catch((error) => ({ error: error.message }));
      }
      return builds;
    });
    buildDir = result.build.faster?.outDir;
  }

  if (buildDir && !testSuiteOnly) {
    result.llms = await section('llms.txt sizes', async () => measureLlms(buildDir));
    const server = await startCompressedServer(buildDir);
    const browser = await launchBrowser();
    try {
      result.pages = await section('first-load weights', async () => {
        const pages = {};
        for (const page of PAGE_TYPES)
          pages[page.id] = await measureFirstLoad(browser, server.origin, page.path);
        pages.docHtml = docHtmlSizes(buildDir);
        return pages;
      });
      const blockedHosts = [
        ...new Set(PAGE_TYPES.flatMap((page) => result.pages?.[page.id]?.externalHosts ?? [])),
      ];
      result.cpuBeforeLighthouse = await section('waiting for idle CPUs', () => waitForIdleCpu());
      result.lighthouse = await section('Lighthouse', () =>
        runLighthouse({
          origin: server.origin,
          pages: LIGHTHOUSE_PAGES,
          runs: Number(options.runs),
          chromePath: process.env.CHROME_PATH ?? CHROMIUM,
          blockedHosts,
          reportDir: RESULTS_DIR,
        }),
      );
      result.search = fs.existsSync(SEARCH_MODULE)
        ? await section('search', async () =>
            (await import(pathToFileURL(SEARCH_MODULE).href)).measureSearch({ buildDir, browser }),
          )
        : null;
      result.searchVsPagefind =
        result.search && !result.search.error
          ? await section('search beside Pagefind', () =>
              compareWithPagefind({ buildDir, browser, ours: result.search }),
            )
          : null;
      result.searchFloors = await section('search quality floors', async () =>
        rankRows(await rankAll(buildDir)),
      );
      result.searchModel = await section('search model check', () =>
        checkSearchModel({
          projectDir: PROJECT_DIR,
          buildDir,
          logFile: path.join(RESULTS_DIR, 'search-model-check.log'),
        }),
      );
      result.afdocs = await section('AFDocs', () => measureAfdocs(server.origin));
    } finally {
      await browser.close();
      await server.close();
    }
  }

  if (options['test-suite'] || testSuiteOnly)
    result.testSuite = await section('npm test, gate by gate', () =>
      timeTestSuite({
        projectDir: PROJECT_DIR,
        logDir: path.join(RESULTS_DIR, 'test-suite'),
        log: (message) => log(`  ${message}`),
      }),
    );

  result.budgets = checkBudgets(result);
  result.table = tableRows(result);
  const env = result.environment;
  console.log(
    `\n${env.cpus} CPUs (${env.cpuModel}), Node ${env.node}, ${env.chromium}, commit ${env.commit}, load average at start ${env.loadAverageAtStart.join(' ')}\n`,
  );
  printTable(result.table);
  if (result.searchVsPagefind?.locales) console.log(`\n${comparisonTables(result.searchVsPagefind)}`);
  if (result.searchFloors) {
    console.log(
      '\nEvery query set as measured, beside the floors of `npm test` (scripts/search/floors.mjs):',
    );
    console.table(result.searchFloors);
  }
  const file = path.join(RESULTS_DIR, 'bench.json');
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nWritten to ${path.relative(process.cwd(), file)}.`);
}

await main();
