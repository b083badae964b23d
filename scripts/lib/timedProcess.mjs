// A child process timed by wall clock and by CPU, for the test runners (scripts/test-all.mjs,
// scripts/test-e2e.mjs). The CPU time is what the process and everything it waited for used (a gate's workers,
// an e2e file's browser process), not Chromium's renderers, which their parent never waits for: they used
// about half of `npm test`'s CPU, which a cpuacct cgroup around a run shows. A POSIX shell runs the command and
// prints its `times` to a fourth pipe. On a shared machine the CPU time is the steadier figure; wall ≈
// max(machine CPU / cores, critical path) on a quiet one.
import { spawn } from 'node:child_process';

/**
 * The CPU time, in ms, of a POSIX shell's children as its `times` prints it (second line, "1m2.5s 0m0.3s":
 * user and system), or undefined when the line is missing.
 * @param {string} output
 */
export function childrenCpuMsOfTimes(output) {
  const line = output.trim().split('\n')[1] ?? '';
  const parts = [...line.matchAll(/(\d+)m([\d.]+)s/g)];
  if (parts.length !== 2) return undefined;
  return Math.round(parts.reduce((sum, [, min, sec]) => sum + Number(min) * 60000 + Number(sec) * 1000, 0));
}

/**
 * @typedef {{ ms: number, cpuMs?: number, ok: boolean }} Timing
 */

/**
 * Runs `command args` in `cwd`; `onOutput` receives its stdout and stderr as they come. Resolves with its
 * wall time, CPU time and whether it exited with 0.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, env?: NodeJS.ProcessEnv, onOutput: (chunk: string) => void }} options
 * @returns {Promise<Timing>}
 */
export function runTimed(command, args, { cwd, env = process.env, onOutput }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('/bin/sh', ['-c', '"$@"; code=$?; times >&3; exit $code', 'sh', command, ...args], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    });
    let times = '';
    child.stdout?.setEncoding('utf8').on('data', onOutput);
    child.stderr?.setEncoding('utf8').on('data', onOutput);
    const timesPipe = /** @type {import('node:stream').Readable | null} */ (child.stdio[3]);
    timesPipe?.setEncoding('utf8').on('data', (chunk) => (times += chunk));
    child.on('error', () => resolve({ ms: Date.now() - started, ok: false }));
    child.on('close', (code) =>
      resolve({ ms: Date.now() - started, cpuMs: childrenCpuMsOfTimes(times), ok: code === 0 }),
    );
  });
}

const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;

/** "12.3 s (CPU 8.1 s)": wall time, and CPU time where known. */
export const wallAndCpu = (/** @type {{ ms: number, cpuMs?: number }} */ { ms, cpuMs }) =>
  `${seconds(ms)}${cpuMs === undefined ? '' : ` (CPU ${seconds(cpuMs)})`}`;

/**
 * The CPU time of several timed runs together, or undefined when one of them has none.
 * @param {{ cpuMs?: number }[]} timings
 */
export const totalCpuMs = (timings) =>
  timings.every((timing) => timing.cpuMs !== undefined)
    ? timings.reduce((sum, timing) => sum + (timing.cpuMs ?? 0), 0)
    : undefined;
