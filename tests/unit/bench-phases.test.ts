// The bench's build profile: each phase's CPU time from the process-tree samples taken while it ran, and the
// phases the table keeps (outer ones, plus each compile and each of the site's postBuild steps).
import { cpuAt } from '@site/scripts/bench/build.mjs';
import { mainPhases, parsePerfLog, withCpu } from '@site/scripts/bench/phases.mjs';

const line = (label: string, ms: number) =>
  `[PERF] ${label} - ${ms.toFixed(2)} ms - (Heap 10mb -> 12mb / Total 20mb)`;

describe('cpuAt', () => {
  const samples = [
    { atMs: 0, cpuMs: 0 },
    { atMs: 1000, cpuMs: 800 },
    { atMs: 2000, cpuMs: 2600 },
  ];
  it('interpolates between the samples around a moment, and holds at the ends', () => {
    expect(cpuAt(samples, 500)).toBe(400);
    expect(cpuAt(samples, 1500)).toBe(1700);
    expect(cpuAt(samples, 5000)).toBe(2600);
  });
});

describe('build phases', () => {
  const lines = [
    { text: line('Build > en > Bundling with rspack > server compile', 700), atMs: 900 },
    { text: line('Build > en > Bundling with rspack > client compile', 900), atMs: 1000 },
    { text: line('Build > en > Bundling with rspack', 1000), atMs: 1000 },
    { text: line('SSG Worker 1 - Task 1 - Rendering 10 pathnames', 900), atMs: 1900 },
    { text: line('Build > en > SSG > Thread pool', 950), atMs: 1990 },
    { text: line('Build > en > SSG', 1000), atMs: 2000 },
    { text: line('Build > en > postBuild() > search: page scan', 400), atMs: 2400 },
  ];
  const samples = [
    { atMs: 0, cpuMs: 0 },
    { atMs: 1000, cpuMs: 1500 },
    { atMs: 2000, cpuMs: 2500 },
    { atMs: 2500, cpuMs: 2900 },
  ];

  it('keep the outer phases, each compile and each postBuild step, not SSG batches or inner phases', () => {
    expect(mainPhases(parsePerfLog(lines)).map((phase: { label: string }) => phase.label)).toEqual([
      'Build > en > Bundling with rspack > server compile',
      'Build > en > Bundling with rspack > client compile',
      'Build > en > Bundling with rspack',
      'Build > en > SSG',
      'Build > en > postBuild() > search: page scan',
    ]);
  });

  it('get the CPU time the build spent between their start and their end', () => {
    const phases = withCpu(mainPhases(parsePerfLog(lines)), samples);
    expect(phases.find((phase: { label: string }) => phase.label === 'Build > en > SSG')?.cpuMs).toBe(1000);
    expect(phases.find((phase: { label: string }) => phase.label.endsWith('search: page scan'))?.cpuMs).toBe(
      320,
    );
  });

  it('still parse a log read from a file, without times', () => {
    const phases = parsePerfLog(lines.map((entry) => entry.text).join('\n'));
    expect(phases).toHaveLength(7);
    expect(phases[0]).not.toHaveProperty('endMs');
  });
});
