// Lighthouse's mobile score multiplies the main-thread time it observes by 4, so any other work on the
// machine (the cold builds just before, another job) shows up as blocking time. The benchmark waits for the
// CPUs to go quiet first and reports how idle they were, so a run on a busy machine is visible as one.
import os from 'node:os';

function cpuTimes() {
  return os.cpus().reduce(
    (sum, { times }) => ({
      idle: sum.idle + times.idle,
      total: sum.total + times.user + times.nice + times.sys + times.idle + times.irq,
    }),
    { idle: 0, total: 0 },
  );
}

/** Share of CPU time the machine's CPUs spent idle over the next `windowMs`. */
async function idleShare(windowMs) {
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, windowMs));
  const after = cpuTimes();
  const total = after.total - before.total;
  return total > 0 ? (after.idle - before.idle) / total : 1;
}

/**
 * Waits until the CPUs are at least `atLeast` idle over a `windowMs` window, for at most `maxMs`.
 * Resolves to what it waited and the last idle share measured, for the report.
 */
export async function waitForIdleCpu({ atLeast = 0.9, windowMs = 3000, maxMs = 120_000 } = {}) {
  const started = Date.now();
  let share = await idleShare(windowMs);
  while (share < atLeast && Date.now() - started < maxMs) share = await idleShare(windowMs);
  return { waitedMs: Date.now() - started, idleShare: Number(share.toFixed(3)), quiet: share >= atLeast };
}
