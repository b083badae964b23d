// The time of `npm test`, gate by gate, for the benchmark (`npm run bench -- --test-suite`). The gates are
// read from the `test` script of package.json and run in its order, the end-to-end gate as `npm test` runs it
// (scripts/test-e2e.mjs, two files at a time), which reports each file's wall time. Next to the wall time:
// the CPU time of the gate's processes (what other work on a shared machine cannot inflate much) and the load
// average at the start and end, so a figure taken on a busy machine reads as such.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The whole `npm test` on a quiet 2-core machine. */
export const TEST_SUITE_BUDGET_MS = 15 * 60 * 1000;
const E2E_SCRIPT = 'test:e2e';
const SLOWEST_SHOWN = 5;

/**
 * @typedef {{ name: string, ms: number, cpuMs?: number, ok: boolean }} Timed
 * @typedef {{ steps: Timed[], e2eFiles: Timed[], totalMs: number, failed: string[], load?: number[] }} TestSuiteTimes
 */

/** The npm scripts that `npm test` chains with `&&`, in order (`npm run lint && ...`). */
export function testScripts(packageJson) {
  return packageJson.scripts.test.split('&&').map((command) => {
    const match = command.trim().match(/^npm run (\S+)$/);
    if (!match) throw new Error(`"${command.trim()}" in the test script is not an "npm run <script>"`);
    return match[1];
  });
}

/**
 * User and system CPU time, in ms, of this process's children that have ended (and of the descendants each
 * of them waited for, such as the browser of an e2e file): fields 16 and 17 of /proc/self/stat, in clock
 * ticks (100 a second on Linux). Undefined where there is no /proc.
 */
function childrenCpuMs() {
  try {
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return undefined;
  }
}

/**
 * Runs a command with its output written to `logFile`; resolves with its wall time, its CPU time (see
 * childrenCpuMs) and whether it exited with 0.
 */
export function timed(command, args, cwd, env, logFile) {
  const started = Date.now();
  const cpuBefore = childrenCpuMs();
  const log = fs.openSync(logFile, 'w');
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', log, log] });
    child.on('spawn', () => fs.closeSync(log));
    const done = (ok) => {
      const cpuAfter = childrenCpuMs();
      const cpuMs = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
      resolve({ ms: Date.now() - started, cpuMs, ok });
    };
    child.on('error', () => done(false));
    child.on('exit', (code) => done(code === 0));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
/**
 * "12.3 s (CPU 8.1 s)": wall time, and CPU time where known.
 * @param {{ ms: number, cpuMs?: number }} timing
 */
export const wallAndCpu = ({ ms, cpuMs }) =>
  `${seconds(ms)}${cpuMs === undefined ? '' : ` (CPU ${seconds(cpuMs)})`}`;

/**
 * Runs every gate of `npm test` in `projectDir` and times it. Unlike `npm test`, a failing gate does not stop
 * the run (its time still counts, and it is listed in `failed`).
 * @param {{ projectDir: string, logDir: string, log?: (message: string) => void }} options (each gate's
 *   output goes to `<logDir>/<script>.log`)
 * @returns {Promise<TestSuiteTimes>}
 */
export async function timeTestSuite({ projectDir, logDir, log = () => {} }) {
  fs.mkdirSync(logDir, { recursive: true });
  const packageJson = JSON.parse(fs.readFileSync(path.join(projectDir, 'package.json'), 'utf8'));
  /** @type {Timed[]} */
  const steps = [];
  /** @type {Timed[]} */
  let files = [];
  const loadBefore = os.loadavg()[0];
  for (const script of testScripts(packageJson)) {
    const timingsFile = path.join(os.tmpdir(), `e2e-timings-${process.pid}.json`);
    const env = script === E2E_SCRIPT ? { ...process.env, E2E_TIMINGS_FILE: timingsFile } : process.env;
    const logFile = path.join(logDir, `${script.replace(':', '-')}.log`);
    const step = {
      name: script,
      ...(await timed('npm', ['run', '--silent', script], projectDir, env, logFile)),
    };
    steps.push(step);
    const outcome = step.ok ? '' : ` (failed, output in ${path.relative(projectDir, logFile)})`;
    log(`${script}: ${wallAndCpu(step)}${outcome}, load ${os.loadavg()[0].toFixed(1)}`);
    if (script === E2E_SCRIPT && fs.existsSync(timingsFile)) {
      files = JSON.parse(fs.readFileSync(timingsFile, 'utf8'));
      fs.rmSync(timingsFile);
    }
  }
  return {
    steps,
    e2eFiles: files,
    totalMs: steps.reduce((sum, step) => sum + step.ms, 0),
    failed: [...steps, ...files].filter((entry) => !entry.ok).map((entry) => entry.name),
    load: [loadBefore, os.loadavg()[0]],
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
    `${seconds(times.totalMs)}${times.failed.length ? `, failed: ${times.failed.join(', ')}` : ''}`,
  ]);
  if (times.load)
    rows.push([
      'Test suite',
      'load average (1 min) at the start and the end, on this many cores',
      `${times.load.map((load) => load.toFixed(1)).join(' → ')} on ${os.availableParallelism?.() ?? os.cpus().length}`,
    ]);
  return rows;
}
