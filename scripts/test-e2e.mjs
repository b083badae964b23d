// `npm run test:e2e [-- files...]`: the end-to-end files, three at a time (a file spends much of its time
// waiting on the browser: the slowest ones keep half a core busy, CPU 149 s in 279 s of path variants, so two
// files left a 2-core machine a third idle). Each file runs in its own `node --test` process, as
// `node --test tests/e2e/` would; its report is printed whole when it ends, so two files' lines never
// interleave. The slowest files start first, so the lanes end close together. Files
// that share a variant build or a stub's fixed port take turns on it (tests/e2e/between-files.mjs).
// E2E_CONCURRENCY sets how many files run at once; E2E_TIMINGS_FILE names a JSON file that receives each
// file's wall and CPU time (without the browser's renderers; see scripts/lib/timedProcess.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runTimed, totalCpuMs, wallAndCpu } from './lib/timedProcess.mjs';

const PROJECT_DIR = fileURLToPath(new URL('..', import.meta.url));
const E2E_DIR = 'tests/e2e';
const DEFAULT_CONCURRENCY = 3;
/**
 * How long one file may run: the slowest takes about 6 minutes in a full run on a 2-core machine. A file that
 * hangs (a wait that nothing ends) fails at this limit, naming itself, instead of holding CI to its own limit.
 * E2E_FILE_TIME_LIMIT_MS overrides it.
 */
const FILE_TIME_LIMIT_MS = Number(process.env.E2E_FILE_TIME_LIMIT_MS ?? 20 * 60000);
/**
 * The files that take longest on a quiet 2-core machine (`npm run bench -- --test-suite-only` prints the
 * slowest five), longest first; every other file follows in name order. An outdated list only costs time.
 */
export const SLOWEST_FIRST = [
  'crawl',
  'fixtures',
  'path-variants',
  'redirects',
  'layout',
  'search-algolia',
  'search',
  'mobile',
].map((name) => `${E2E_DIR}/${name}.test.mjs`);

/** Every e2e file, the slowest first (see SLOWEST_FIRST). */
export function e2eFilesInRunOrder(projectDir = PROJECT_DIR) {
  const all = fs
    .readdirSync(path.join(projectDir, E2E_DIR))
    .filter((file) => file.endsWith('.test.mjs'))
    .sort()
    .map((file) => `${E2E_DIR}/${file}`);
  return [
    ...SLOWEST_FIRST.filter((file) => all.includes(file)),
    ...all.filter((f) => !SLOWEST_FIRST.includes(f)),
  ];
}

/** The counts of a `node --test` spec report's summary ("ℹ tests 12", "ℹ fail 0"...). */
export function summaryCounts(report) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const match of report.matchAll(/^ℹ (tests|pass|fail|skipped|todo|cancelled) (\d+)$/gm)) {
    counts[match[1]] = (counts[match[1]] ?? 0) + Number(match[2]);
  }
  return counts;
}

const FAILURE_LINES = 80;

/**
 * What a failed file's report says about its failures, for the end of the run, where a CI log's tail shows
 * it: the spec reporter's "failing tests" section without the test runner's own stack frames, or the
 * report's last lines when the file died before its summary.
 * @param {string} report
 */
export function failureDetails(report) {
  const at = report.lastIndexOf('✖ failing tests:');
  const lines = (at >= 0 ? report.slice(at) : report).split('\n');
  const own = lines.filter((line) => !/^\s+at (node:|.*\(node:|async Promise\.all)/.test(line));
  return (at >= 0 ? own.slice(0, FAILURE_LINES) : own.slice(-FAILURE_LINES)).join('\n').trimEnd();
}

/**
 * Runs one file; resolves with its report, wall time, CPU time (its renderers left out) and whether it passed.
 * @param {string} file
 */
async function runFile(file) {
  let report = '';
  const timing = await runTimed(process.execPath, ['--test', '--test-reporter=spec', file], {
    cwd: PROJECT_DIR,
    env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    onOutput: (chunk) => (report += chunk),
    timeoutMs: FILE_TIME_LIMIT_MS,
  });
  if (timing.timedOut)
    report += `\n✖ stopped after ${FILE_TIME_LIMIT_MS / 1000} s: the file never finished (a hang)\n`;
  return { file, report, ...timing };
}

async function main() {
  const requested = process.argv.slice(2);
  const files = requested.length ? requested : e2eFilesInRunOrder();
  const concurrency = Math.max(1, Number(process.env.E2E_CONCURRENCY ?? DEFAULT_CONCURRENCY));
  const started = Date.now();
  const queue = [...files];
  /** @type {Array<{ file: string, report: string, ms: number, cpuMs?: number, ok: boolean }>} */
  const results = [];
  const lane = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      console.log(`→ ${file} started`);
      const result = await runFile(file);
      results.push(result);
      console.log(`\n━━ ${file}: ${result.ok ? 'passed' : 'FAILED'} in ${wallAndCpu(result)}`);
      process.stdout.write(result.report.endsWith('\n') ? result.report : `${result.report}\n`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, lane));

  for (const result of results.filter(({ ok }) => !ok)) {
    console.log(`\n━━ failures in ${result.file}\n${failureDetails(result.report)}`);
  }
  const totals = summaryCounts(results.map((result) => result.report).join('\n'));
  const failed = results.filter((result) => !result.ok).map((result) => result.file);
  const slowest = [...results].sort((a, b) => b.ms - a.ms).slice(0, 5);
  const cpuMs = totalCpuMs(results);
  console.log(
    `\n${files.length} files, ${concurrency} at a time, ${wallAndCpu({ ms: Date.now() - started, cpuMs })}`,
  );
  console.log(`tests ${totals.tests ?? 0}, pass ${totals.pass ?? 0}, fail ${totals.fail ?? 0}`);
  console.log(
    `slowest: ${slowest.map((r) => `${path.basename(r.file)} ${(r.ms / 1000).toFixed(0)} s`).join(', ')}`,
  );
  if (failed.length) console.log(`failed files: ${failed.join(', ')}`);
  if (process.env.E2E_TIMINGS_FILE) {
    const timings = results.map(({ file, ms, cpuMs, ok }) => ({ name: file, ms, cpuMs, ok }));
    fs.writeFileSync(process.env.E2E_TIMINGS_FILE, JSON.stringify(timings, null, 2));
  }
  process.exitCode = failed.length ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
