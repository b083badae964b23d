// Build phases from Docusaurus's performance logger (DOCUSAURUS_PERF_LOGGER=true): each "[PERF] label - time -
// (Heap a -> b / Total c)" line of the build log, as a table of the phases that cost the most. Nested phases
// are joined with " > " by the logger; `maxDepth` keeps the outer ones.
// ANSI colour codes start with the ESC control character, which is what this pattern must match.
// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*m/g;
const LINE =
  /^\[PERF\](?:\[KO\])? (.+?) - ([\d.]+) (ms|seconds!?) - \(Heap (\d+)mb -> (\d+)mb \/ Total (\d+)mb\)/;

/** Every perf line of a build log: label, depth (0 = outermost), duration in ms, heap after and total in MB. */
export function parsePerfLog(text) {
  const phases = [];
  for (const raw of text.split('\n')) {
    const match = raw.replace(ANSI, '').trim().match(LINE);
    if (!match) continue;
    const [, label, value, unit, , heapAfter, heapTotal] = match;
    phases.push({
      label,
      depth: label.split(' > ').length - 1,
      ms: unit === 'ms' ? Number(value) : Number(value) * 1000,
      heapAfterMb: Number(heapAfter),
      heapTotalMb: Number(heapTotal),
    });
  }
  return phases;
}

/**
 * The phases of the build's own tree ("Build > <locale> > ...") up to `maxDepth`, in log order, that took at
 * least `minMs`. SSG worker lines (one per batch of pages, in parallel threads) are summed up by their parent
 * "SSG" phase and left out.
 */
export function mainPhases(phases, { maxDepth = 2, minMs = 200 } = {}) {
  return phases.filter(
    (phase) => phase.label.startsWith('Build') && phase.depth <= maxDepth && phase.ms >= minMs,
  );
}
