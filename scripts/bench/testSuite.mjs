// The time of `npm test`, gate by gate, for the benchmark (`npm run bench -- --test-suite`): `npm test` itself
// (scripts/test-all.mjs, its lanes side by side) writes each gate's wall and CPU time, and its end-to-end runner
// each file's (scripts/test-e2e.mjs, three files at a time). The CPU time (what other work on a shared machine
// cannot inflate much) stands next to the wall time, with the load average at the start and end, so a figure
// taken on a busy machine reads as such.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { wallAndCpu } from '../lib/timedProcess.mjs';

/** The whole `npm test` on a quiet 2-core machine. */
export const TEST_SUITE_BUDGET_MS = 15 * 60 * 1000;
const SLOWEST_SHOWN = 5;
const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * @typedef {{ name: string, ms: number, cpuMs?: number, ok: boolean }} Timed
 * @typedef {{ steps: Timed[], e2eFiles: Timed[], totalMs: number, failed: string[], load?: number[] }} TestSuiteTimes
 */

const readJson = (/** @type {string} */ file) =>
  fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;

/**
 * Runs `npm test` in `projectDir` and times it, gate by gate and e2e file by file.
 * @param {{ projectDir: string, logDir: string, log?: (message: string) => void }} options (the output of
 *   `npm test` goes to `<logDir>/npm-test.log`)
 * @returns {Promise<TestSuiteTimes>}
 */
export async function timeTestSuite({ projectDir, logDir, log = () => {} }) {
  fs.mkdirSync(logDir, { recursive: true });
  const gatesFile = path.join(os.tmpdir(), `test-timings-${process.pid}.json`);
  const filesFile = path.join(os.tmpdir(), `e2e-timings-${process.pid}.json`);
  const logFile = path.join(logDir, 'npm-test.log');
  const loadBefore = os.loadavg()[0];
  const started = Date.now();
  const output = fs.openSync(logFile, 'w');
  const ok = await new Promise((resolve) => {
    const child = spawn('npm', ['test'], {
      cwd: projectDir,
      env: { ...process.env, TEST_TIMINGS_FILE: gatesFile, E2E_TIMINGS_FILE: filesFile },
      stdio: ['ignore', output, output],
    });
    child.on('spawn', () => fs.closeSync(output));
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
  const gates = readJson(gatesFile) ?? { steps: [], totalMs: Date.now() - started };
  const files = readJson(filesFile) ?? [];
  for (const file of [gatesFile, filesFile]) fs.rmSync(file, { force: true });
  /** @type {Timed[]} */
  const steps = gates.steps;
  for (const step of steps) log(`${step.name}: ${wallAndCpu(step)}${step.ok ? '' : ' (failed)'}`);
  const failed = [...steps, ...files].filter((entry) => !entry.ok).map((entry) => entry.name);
  if (!ok && !failed.length) failed.push(`npm test (output in ${path.relative(projectDir, logFile)})`);
  return {
    steps,
    e2eFiles: files,
    totalMs: gates.totalMs,
    failed,
    load: [loadBefore, os.loadavg()[0]],
  };
}

/** The CPU time of all gates, where each is known. */
const totalCpuMs = (/** @type {Timed[]} */ steps) =>
  steps.every((step) => step.cpuMs !== undefined)
    ? steps.reduce((sum, step) => sum + (step.cpuMs ?? 0), 0)
    : undefined;

/**
 * Table rows of the benchmark: each gate, the five slowest end-to-end files and the total against the budget.
 * @param {TestSuiteTimes | { error: string } | undefined} times
 * @returns {string[][]}
 */
export function testSuiteRows(times) {
  if (!times) return [];
  if ('error' in times) return [['Test suite', 'error', times.error]];
  const rows = times.steps.map((step) => [
    'Test suite',
    `npm run ${step.name}`,
    `${wallAndCpu(step)}${step.ok ? '' : ' (failed)'}`,
  ]);
  const slowest = [...times.e2eFiles].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_SHOWN);
  slowest.forEach((file, index) =>
    rows.push([
      'Test suite',
      `slowest e2e file ${index + 1}: ${file.name}`,
      `${wallAndCpu(file)}${file.ok ? '' : ' (failed)'}`,
    ]),
  );
  rows.push([
    'Test suite',
    `npm test, total (budget ${seconds(TEST_SUITE_BUDGET_MS)})`,
    `${wallAndCpu({ ms: times.totalMs, cpuMs: totalCpuMs(times.steps) })}${times.failed.length ? `, failed: ${times.failed.join(', ')}` : ''}`,
  ]);
  if (times.load)
    rows.push([
      'Test suite',
      'load average (1 min) at the start and the end, on this many cores',
      `${times.load.map((load) => load.toFixed(1)).join(' → ')} on ${os.availableParallelism?.() ?? os.cpus().length}`,
    ]);
  return rows;
}
