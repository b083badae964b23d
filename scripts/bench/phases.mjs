// Build phases from Docusaurus's performance logger (DOCUSAURUS_PERF_LOGGER=true): each "[PERF] label - time -
// (Heap a -> b / Total c)" line of the build log, as a table of the phases that cost the most. Nested phases
// are joined with " > " by the logger; `maxDepth` keeps the outer ones. The site's own steps print lines of
// the same form (plugins/lib/buildProfile.ts) under the phase they run in.
import { cpuAt } from './build.mjs';

// ANSI colour codes start with the ESC control character, which is what this pattern must match.
// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*m/g;
const LINE =
  /^\[PERF\](?:\[KO\])? (.+?) - ([\d.]+) (ms|seconds!?) - \(Heap (\d+)mb -> (\d+)mb \/ Total (\d+)mb\)/;

/**
 * Every perf line of a build log: label, depth (0 = outermost), duration in ms, heap after and total in MB,
 * and, when the lines come with their arrival time (`{ text, atMs }`), `endMs`: when the phase ended.
 */
export function parsePerfLog(log) {
  const lines = typeof log === 'string' ? log.split('\n').map((text) => ({ text })) : log;
  const phases = [];
  for (const { text, atMs } of lines) {
    const match = text.replace(ANSI, '').trim().match(LINE);
    if (!match) continue;
    const [, label, value, unit, , heapAfter, heapTotal] = match;
    phases.push({
      label,
      depth: label.split(' > ').length - 1,
      ms: unit === 'ms' ? Number(value) : Number(value) * 1000,
      heapAfterMb: Number(heapAfter),
      heapTotalMb: Number(heapTotal),
      ...(atMs === undefined ? {} : { endMs: atMs }),
    });
  }
  return phases;
}

/**
 * Each phase with its CPU time: the build's process-tree CPU between the phase's start and end, from the
 * samples of scripts/bench/build.mjs. Phases that run at once (the client and server compiles, the postBuild
 * steps) each count all the CPU spent while they ran.
 */
export function withCpu(phases, cpuSamples) {
  return phases.map((phase) =>
    phase.endMs === undefined
      ? phase
      : {
          ...phase,
          cpuMs: Math.round(cpuAt(cpuSamples, phase.endMs) - cpuAt(cpuSamples, phase.endMs - phase.ms)),
        },
  );
}

/** Phases whose inner steps the table shows: the compiles inside bundling, the site's postBuild steps. */
const DETAILED = / > (?:Bundling with rspack|postBuild\(\)) > [^>]+$/;

/**
 * The phases of the build's own tree ("Build > <locale> > ...") up to `maxDepth`, plus the steps inside
 * bundling and postBuild, in log order, that took at least `minMs`. SSG worker lines (one per batch of pages,
 * in parallel threads) are summed up by their parent "SSG" phase and left out.
 */
export function mainPhases(phases, { maxDepth = 2, minMs = 200 } = {}) {
  return phases.filter(
    (phase) =>
      phase.label.startsWith('Build') &&
      (phase.depth <= maxDepth || DETAILED.test(phase.label)) &&
      phase.ms >= minMs,
  );
}
