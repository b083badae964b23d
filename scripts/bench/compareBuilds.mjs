// Cold builds of this project and another checkout of it (a worktree of main, say), alternating A, B, A, B…
// on the same machine, each in its own isolated copy (scripts/lib/projectCopy.mjs): the medians of wall time,
// CPU time and peak memory of both, and their ratio. Alternating spreads slow spells of a shared machine over
// both sides; the CPU time moves less with load than the wall time does.
import os from 'node:os';
import path from 'node:path';
import { copyProject } from '../lib/projectCopy.mjs';
import { coldBuild } from './build.mjs';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * `runs` cold builds of each of `projects` ({ name, dir }), in turns; `log(message)` reports each build.
 * Resolves with each project's runs and medians.
 */
export async function compareBuilds({ projects, runs, logDir, log }) {
  const copies = projects.map((project, index) => ({
    ...project,
    copy: copyProject(project.dir, path.join(os.tmpdir(), `rsbuild-docs-bench-compare-${index}`)),
    runs: [],
  }));
  for (let run = 1; run <= runs; run += 1) {
    for (const [index, project] of copies.entries()) {
      const build = await coldBuild(project.copy, {
        outDir: 'build',
        logFile: path.join(logDir, `compare-${index}-run-${run}.log`),
      });
      project.runs.push({ ms: build.ms, cpuMs: build.cpuMs, peakRssBytes: build.peakRssBytes });
      log(
        `${project.name} run ${run}: ${(build.ms / 1000).toFixed(1)} s wall, ` +
          `${(build.cpuMs / 1000).toFixed(1)} s CPU, ${Math.round(build.peakRssBytes / 1e6)} MB`,
      );
    }
  }
  return copies.map(({ name, dir, runs: done }) => ({
    name,
    dir,
    runs: done,
    median: {
      ms: median(done.map((entry) => entry.ms)),
      cpuMs: median(done.map((entry) => entry.cpuMs)),
      peakRssBytes: median(done.map((entry) => entry.peakRssBytes)),
    },
  }));
}

/** Table rows: each project's medians, then this project's against the other's (negative: lower). */
export function comparisonRows(comparison) {
  if (!comparison) return [];
  if (comparison.error) return [['Build A/B', 'error', comparison.error]];
  const [ours, theirs] = comparison;
  const rows = comparison.map((project) => [
    'Build A/B',
    `${project.name} (${project.dir}), median of ${project.runs.length}`,
    `${(project.median.ms / 1000).toFixed(1)} s wall, ${(project.median.cpuMs / 1000).toFixed(1)} s CPU, ` +
      `${Math.round(project.median.peakRssBytes / 1e6)} MB peak`,
  ]);
  const change = (key) =>
    `${(((ours.median[key] - theirs.median[key]) / theirs.median[key]) * 100).toFixed(1)} %`;
  rows.push([
    'Build A/B',
    `${ours.name} against ${theirs.name}`,
    `wall ${change('ms')}, CPU ${change('cpuMs')}, peak memory ${change('peakRssBytes')}`,
  ]);
  return rows;
}
