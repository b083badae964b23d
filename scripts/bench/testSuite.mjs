// The time of `npm test`, gate by gate, for the benchmark (`npm run bench -- --test-suite`). The gates are
// read from the `test` script of package.json and run in its order; the end-to-end gate runs its files one
// by one, as `node --test` does (a process per file, one file at a time), so each file gets its own time.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The whole `npm test` on a quiet 2-core machine. */
export const TEST_SUITE_BUDGET_MS = 15 * 60 * 1000;
const E2E_SCRIPT = 'test:e2e';
const E2E_DIR = 'tests/e2e';
const SLOWEST_SHOWN = 5;

/**
 * @typedef {{ name: string, ms: number, ok: boolean }} Timed
 * @typedef {{ steps: Timed[], e2eFiles: Timed[], totalMs: number, failed: string[] }} TestSuiteTimes
 */

/** The npm scripts that `npm test` chains with `&&`, in order (`npm run lint && ...`). */
export function testScripts(packageJson) {
  return packageJson.scripts.test.split('&&').map((command) => {
    const match = command.trim().match(/^npm run (\S+)$/);
    if (!match) throw new Error(`"${command.trim()}" in the test script is not an "npm run <script>"`);
    return match[1];
  });
}

/** The end-to-end files in the order `node --test tests/e2e/` runs them. */
export function e2eFiles(projectDir) {
  return fs
    .readdirSync(path.join(projectDir, E2E_DIR))
    .filter((file) => file.endsWith('.test.mjs'))
    .sort()
    .map((file) => `${E2E_DIR}/${file}`);
}

/** Runs a command with its output discarded; resolves with its wall time and whether it exited with 0. */
function timed(command, args, cwd) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: 'ignore' });
    child.on('error', () => resolve({ ms: Date.now() - started, ok: false }));
    child.on('exit', (code) => resolve({ ms: Date.now() - started, ok: code === 0 }));
  });
}

/**
 * Runs every gate of `npm test` in `projectDir` and times it. Unlike `npm test`, a failing gate does not stop
 * the run (its time still counts, and it is listed in `failed`).
 * @param {{ projectDir: string, log?: (message: string) => void }} options
 * @returns {Promise<TestSuiteTimes>}
 */
export async function timeTestSuite({ projectDir, log = () => {} }) {
  const packageJson = JSON.parse(fs.readFileSync(path.join(projectDir, 'package.json'), 'utf8'));
  const e2eArgs = packageJson.scripts[E2E_SCRIPT].split(/\s+/).slice(1, -1); // node <flags> tests/e2e/
  /** @type {Timed[]} */
  const steps = [];
  /** @type {Timed[]} */
  const files = [];
  for (const script of testScripts(packageJson)) {
    if (script !== E2E_SCRIPT) {
      const { ms, ok } = await timed('npm', ['run', '--silent', script], projectDir);
      steps.push({ name: script, ms, ok });
      log(`${script}: ${(ms / 1000).toFixed(1)} s${ok ? '' : ' (failed)'}`);
      continue;
    }
    for (const file of e2eFiles(projectDir)) {
      const { ms, ok } = await timed(process.execPath, [...e2eArgs, file], projectDir);
      files.push({ name: file, ms, ok });
      log(`${file}: ${(ms / 1000).toFixed(1)} s${ok ? '' : ' (failed)'}`);
    }
    steps.push({
      name: script,
      ms: files.reduce((sum, file) => sum + file.ms, 0),
      ok: files.every((file) => file.ok),
    });
  }
  return {
    steps,
    e2eFiles: files,
    totalMs: steps.reduce((sum, step) => sum + step.ms, 0),
    failed: [...steps, ...files].filter((entry) => !entry.ok).map((entry) => entry.name),
  };
}

/**
 * Table rows of the benchmark: each gate, the five slowest end-to-end files and the total against the budget.
 * @param {TestSuiteTimes | { error: string } | undefined} times
 * @returns {string[][]}
 */
export function testSuiteRows(times) {
  if (!times) return [];
  if ('error' in times) return [['Test suite', 'error', times.error]];
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const rows = times.steps.map((step) => [
    'Test suite',
    `npm run ${step.name}`,
    `${seconds(step.ms)}${step.ok ? '' : ' (failed)'}`,
  ]);
  const slowest = [...times.e2eFiles].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_SHOWN);
  slowest.forEach((file, index) =>
    rows.push([
      'Test suite',
      `slowest e2e file ${index + 1}: ${file.name}`,
      `${seconds(file.ms)}${file.ok ? '' : ' (failed)'}`,
    ]),
  );
  rows.push([
    'Test suite',
    `npm test, total (budget ${seconds(TEST_SUITE_BUDGET_MS)})`,
    `${seconds(times.totalMs)}${times.failed.length ? `, failed: ${times.failed.join(', ')}` : ''}`,
  ]);
  return rows;
}
