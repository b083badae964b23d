// Cold production build of both locales in an isolated copy of the project (scripts/lib/projectCopy.mjs),
// timed (wall and CPU), with the peak memory of the whole build process tree. The working tree's build/,
// .docusaurus/ and node_modules/.cache are never touched, and the copy's caches are removed before each build.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const DOCUSAURUS_BIN = 'node_modules/@docusaurus/core/bin/docusaurus.mjs';
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/**
 * The sum of some fields of a /proc/<pid>/stat text, clock ticks turned into ms. `indexes` count from the
 * field after the command name, which may hold spaces (fields are counted after its closing parenthesis).
 */
function statMs(stat, indexes) {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (indexes.reduce((sum, index) => sum + Number(fields[index]), 0) * 1000) / CLOCK_TICKS;
}

/** utime + stime + cutime + cstime, in ms (all threads, reaped children included). */
const cpuMsOf = (stat) => statMs(stat, [11, 12, 13, 14]);

/** Resident memory (bytes) and CPU time (ms) of `rootPid` and all its descendants, read from /proc. */
function treeUsage(rootPid) {
  const children = new Map();
  const usage = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8');
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(status.match(/^PPid:\s+(\d+)/m)?.[1]);
      const kb = Number(status.match(/^VmRSS:\s+(\d+) kB/m)?.[1] ?? 0);
      usage.set(Number(entry), { rss: kb * 1024, cpuMs: cpuMsOf(stat) });
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // The process ended between readdir and read.
    }
  }
  let total = 0;
  let largest = 0;
  let cpuMs = 0;
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.pop();
    const own = usage.get(pid) ?? { rss: 0, cpuMs: 0 };
    total += own.rss;
    largest = Math.max(largest, own.rss);
    cpuMs += own.cpuMs;
    queue.push(...(children.get(pid) ?? []));
  }
  return { total, largest, cpuMs };
}

/** CPU time (ms) of the children this process has waited for: a finished build's exact CPU time. */
const reapedChildrenCpuMs = () => statMs(fs.readFileSync('/proc/self/stat', 'utf8'), [13, 14]);

/**
 * The CPU time the build had used at `atMs` (ms since it started), interpolated between the two samples
 * around it. Phases are timed by Docusaurus's wall clock; their CPU is the difference at their two ends.
 */
export function cpuAt(samples, atMs) {
  if (!samples.length) return 0;
  let before = samples[0];
  for (const sample of samples) {
    if (sample.atMs >= atMs) {
      if (sample.atMs === before.atMs) return sample.cpuMs;
      const share = (atMs - before.atMs) / (sample.atMs - before.atMs);
      return before.cpuMs + Math.max(0, Math.min(1, share)) * (sample.cpuMs - before.cpuMs);
    }
    before = sample;
  }
  return before.cpuMs;
}

/**
 * Runs one cold `docusaurus build` (all locales) in `siteDir` and resolves with its wall time, CPU time (user +
 * system of the whole process tree) and peak memory. `faster: false` sets DOCUSAURUS_FASTER=false, which
 * docusaurus.config.ts reads to turn Docusaurus Faster off; `perfLog: true` turns on Docusaurus's phase timings
 * in the log, and the result then has `cpuSamples` and `lines` (each log line with its arrival time) for the
 * phases' CPU time (scripts/bench/phases.mjs).
 */
export async function coldBuild(siteDir, { faster = true, outDir, logFile, pollMs = 100, perfLog = false }) {
  for (const dir of ['.docusaurus', outDir, 'node_modules/.cache'])
    fs.rmSync(path.join(siteDir, dir), { recursive: true, force: true });
  // perfLog: Docusaurus times its phases and writes them to the log (scripts/bench/phases.mjs reads them).
  const env = {
    ...process.env,
    DOCUSAURUS_FASTER: faster ? 'true' : 'false',
    ...(perfLog ? { DOCUSAURUS_PERF_LOGGER: 'true' } : {}),
  };
  const log = fs.openSync(logFile, 'w');
  const cpuBefore = reapedChildrenCpuMs();
  const started = process.hrtime.bigint();
  const elapsedMs = () => Number(process.hrtime.bigint() - started) / 1e6;
  const child = spawn(process.execPath, [DOCUSAURUS_BIN, 'build', '--out-dir', outDir], {
    cwd: siteDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  /** @type {{ atMs: number, cpuMs: number }[]} */
  const cpuSamples = [{ atMs: 0, cpuMs: 0 }];
  /** Each line of the log with its arrival time (ms since the start), for the phases' CPU time. */
  const lines = [];
  const collect = () => {
    let pending = '';
    return (chunk) => {
      fs.writeSync(log, chunk);
      const parts = (pending + chunk.toString('utf8')).split('\n');
      pending = parts.pop() ?? '';
      const atMs = elapsedMs();
      for (const text of parts) lines.push({ text, atMs });
    };
  };
  child.stdout.on('data', collect());
  child.stderr.on('data', collect());
  let peak = { total: 0, largest: 0 };
  const poll = setInterval(() => {
    const now = treeUsage(child.pid);
    cpuSamples.push({ atMs: elapsedMs(), cpuMs: now.cpuMs });
    peak = { total: Math.max(peak.total, now.total), largest: Math.max(peak.largest, now.largest) };
  }, pollMs);
  const code = await new Promise((resolve) => child.on('close', resolve));
  const ms = elapsedMs();
  clearInterval(poll);
  const cpuMs = reapedChildrenCpuMs() - cpuBefore;
  cpuSamples.push({ atMs: ms, cpuMs });
  fs.closeSync(log);
  if (code !== 0)
    throw new Error(
      `docusaurus build (faster ${faster ? 'on' : 'off'}) failed with code ${code}; see ${logFile}`,
    );
  return {
    ms: Math.round(ms),
    cpuMs: Math.round(cpuMs),
    peakRssBytes: peak.total,
    peakLargestProcessRssBytes: peak.largest,
    outDir: path.join(siteDir, outDir),
    log: logFile,
    ...(perfLog ? { cpuSamples, lines } : {}),
  };
}
