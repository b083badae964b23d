// A child process timed by wall clock and by CPU, for the test runners (scripts/test-all.mjs,
// scripts/test-e2e.mjs). The CPU time is what the process and everything it waited for used (a gate's workers,
// an e2e file's browser process), not Chromium's renderers, which their parent never waits for: they used
// about half of `npm test`'s CPU, which a cpuacct cgroup around a run shows. A POSIX shell runs the command and
// prints its `times` to a fourth pipe. On a shared machine the CPU time is the steadier figure; wall ≈
// max(machine CPU / cores, critical path) on a quiet one.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

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
 * @typedef {{ ms: number, cpuMs?: number, ok: boolean, timedOut?: boolean }} Timing
 */

/** How long a process stopped at its time limit gets to close (its browser) before it is killed. */
const STOP_GRACE_MS = 10000;

/**
 * `pid` and every process below it, read from /proc (Linux; elsewhere `pid` alone). Walked rather than
 * signalled as a process group: a group of its own would keep a terminal's Ctrl+C from reaching the run.
 * @param {number} pid
 */
export function processTree(pid) {
  /** @type {Map<number, number[]>} */
  const children = new Map();
  let entries = [];
  try {
    entries = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [pid];
  }
  for (const entry of entries) {
    try {
      // The parent's pid is the second field after the command name, which is in parentheses.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while the list was read.
    }
  }
  const tree = [pid];
  for (let index = 0; index < tree.length; index += 1) tree.push(...(children.get(tree[index]) ?? []));
  return tree;
}

/**
 * Runs `command args` in `cwd`; `onOutput` receives its stdout and stderr as they come. Resolves with its
 * wall time, CPU time and whether it exited with 0. With `timeoutMs`, a run still going after that long is
 * stopped with everything it started (SIGTERM, then SIGKILL) and counts as failed and `timedOut`, so a hang
 * fails its run with a name instead of holding the whole suite.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, env?: NodeJS.ProcessEnv, onOutput: (chunk: string) => void, timeoutMs?: number }} options
 * @returns {Promise<Timing>}
 */
export function runTimed(command, args, { cwd, env = process.env, onOutput, timeoutMs }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('/bin/sh', ['-c', '"$@"; code=$?; times >&3; exit $code', 'sh', command, ...args], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    });
    let timedOut = false;
    /** @type {NodeJS.Timeout[]} */
    const timers = [];
    const signal = (/** @type {number[]} */ pids, /** @type {NodeJS.Signals} */ name) => {
      for (const pid of pids) {
        try {
          process.kill(pid, name);
        } catch {
          // That process has already ended.
        }
      }
    };
    if (timeoutMs !== undefined && child.pid !== undefined) {
      const { pid } = child;
      timers.push(
        setTimeout(() => {
          timedOut = true;
          // Listed before anything is stopped: once the shell has gone, its children are no longer below it.
          const tree = processTree(pid);
          signal(tree, 'SIGTERM');
          timers.push(setTimeout(() => signal(tree, 'SIGKILL'), STOP_GRACE_MS));
        }, timeoutMs),
      );
    }
    let times = '';
    child.stdout?.setEncoding('utf8').on('data', onOutput);
    child.stderr?.setEncoding('utf8').on('data', onOutput);
    const timesPipe = /** @type {import('node:stream').Readable | null} */ (child.stdio[3]);
    timesPipe?.setEncoding('utf8').on('data', (chunk) => (times += chunk));
    child.on('error', () => resolve({ ms: Date.now() - started, ok: false }));
    child.on('close', (code) => {
      for (const timer of timers) clearTimeout(timer);
      const cpuMs = childrenCpuMsOfTimes(times);
      resolve({
        ms: Date.now() - started,
        cpuMs,
        ok: code === 0 && !timedOut,
        ...(timedOut && { timedOut }),
      });
    });
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
