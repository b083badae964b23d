// Cold production build of both locales in an isolated copy of the project (scripts/lib/projectCopy.mjs),
// timed, with the peak memory of the whole build process tree. The working tree's build/, .docusaurus/ and
// node_modules/.cache are never touched, and the copy's caches are removed before each build.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const DOCUSAURUS_BIN = 'node_modules/@docusaurus/core/bin/docusaurus.mjs';

/** Resident memory (bytes) of `rootPid` and all its descendants, read from /proc. */
function treeRss(rootPid) {
  const children = new Map();
  const rss = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8');
      const ppid = Number(status.match(/^PPid:\s+(\d+)/m)?.[1]);
      const kb = Number(status.match(/^VmRSS:\s+(\d+) kB/m)?.[1] ?? 0);
      rss.set(Number(entry), kb * 1024);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // The process ended between readdir and read.
    }
  }
  let total = 0;
  let largest = 0;
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.pop();
    const own = rss.get(pid) ?? 0;
    total += own;
    largest = Math.max(largest, own);
    queue.push(...(children.get(pid) ?? []));
  }
  return { total, largest };
}

/**
 * Runs one cold `docusaurus build` (all locales) in `siteDir` and resolves with its wall time and peak memory.
 * `faster: false` sets DOCUSAURUS_FASTER=false, which docusaurus.config.ts reads to turn Docusaurus Faster off;
 * `perfLog: true` turns on Docusaurus's phase timings in the log.
 */
export async function coldBuild(siteDir, { faster, outDir, logFile, pollMs = 200, perfLog = false }) {
  for (const dir of ['.docusaurus', outDir, 'node_modules/.cache'])
    fs.rmSync(path.join(siteDir, dir), { recursive: true, force: true });
  // perfLog: Docusaurus times its phases and writes them to the log (scripts/bench/phases.mjs reads them).
  const env = {
    ...process.env,
    DOCUSAURUS_FASTER: faster ? 'true' : 'false',
    ...(perfLog ? { DOCUSAURUS_PERF_LOGGER: 'true' } : {}),
  };
  const log = fs.openSync(logFile, 'w');
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, [DOCUSAURUS_BIN, 'build', '--out-dir', outDir], {
    cwd: siteDir,
    env,
    stdio: ['ignore', log, log],
  });
  let peak = { total: 0, largest: 0 };
  const poll = setInterval(() => {
    const now = treeRss(child.pid);
    peak = { total: Math.max(peak.total, now.total), largest: Math.max(peak.largest, now.largest) };
  }, pollMs);
  const code = await new Promise((resolve) => child.on('exit', resolve));
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  clearInterval(poll);
  fs.closeSync(log);
  if (code !== 0)
    throw new Error(
      `docusaurus build (faster ${faster ? 'on' : 'off'}) failed with code ${code}; see ${logFile}`,
    );
  return {
    ms: Math.round(ms),
    peakRssBytes: peak.total,
    peakLargestProcessRssBytes: peak.largest,
    outDir: path.join(siteDir, outDir),
    log: logFile,
  };
}
