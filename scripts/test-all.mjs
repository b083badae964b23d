// `npm test`: every gate of tests/README.md, each an npm script of its own. The gates that need no build (lint,
// types, format, content, unit and content tests) each use about one core, and the end-to-end files often
// wait on the browser, so one after the other they leave a 2-core machine half idle: they run in two lanes
// instead, the build and then the end-to-end files in one, the other gates one after another in the other.
// A failing gate does not stop the others (its report is printed when it ends, and again named at the end);
// the end-to-end files need the build and do not run without it. Each gate's output is printed whole when it
// ends, in between two end-to-end files' reports, whose runner prints each file's report whole.
// TEST_TIMINGS_FILE names a JSON file that receives each gate's wall and CPU time (scripts/bench/testSuite.mjs);
// E2E_TIMINGS_FILE is passed on to the end-to-end runner (scripts/test-e2e.mjs).
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runTimed, totalCpuMs, wallAndCpu } from './lib/timedProcess.mjs';

const PROJECT_DIR = fileURLToPath(new URL('..', import.meta.url));

/**
 * The lanes of `npm test`, each a list of npm scripts run one after another; the lanes run side by side. A
 * script listed in `needs` waits for the script it names (in any lane) and runs only if that one passed.
 */
export const LANES = [
  ['build', 'test:e2e'],
  [
    'format:check',
    'lint',
    'typecheck',
    'check:content',
    'check:samples',
    'test:unit',
    'test:content',
    'search:check',
  ],
];
export const NEEDS = { 'test:e2e': 'build', 'search:check': 'build' };
/** The gate whose output streams as it comes (a file's report at a time): it runs for most of the suite. */
const STREAMED = 'test:e2e';
/** A line of the streamed gate before which other gates' reports may be printed: a file's start or end. */
const BETWEEN_REPORTS = /^(→ |━━ )/;

/**
 * @typedef {{ name: string, ms: number, cpuMs?: number, ok: boolean, skipped?: string }} GateResult
 */

/** Prints the gates' reports without mixing them into one of the streamed gate's file reports. */
function printer() {
  /** @type {string[]} */
  const held = [];
  let streaming = false;
  let partial = '';
  const flush = () => {
    for (const block of held.splice(0)) process.stdout.write(block);
  };
  return {
    /** A whole report of a gate that has ended. */
    block(/** @type {string} */ text) {
      held.push(text.endsWith('\n') ? text : `${text}\n`);
      if (!streaming) flush();
    },
    startStream() {
      streaming = true;
    },
    /** Output of the streamed gate, written line by line; held reports go out before a file's start or end. */
    stream(/** @type {string} */ chunk) {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        if (BETWEEN_REPORTS.test(line)) flush();
        process.stdout.write(`${line}\n`);
      }
    },
    endStream() {
      if (partial) process.stdout.write(`${partial}\n`);
      partial = '';
      streaming = false;
      flush();
    },
  };
}

/**
 * Runs the lanes; resolves with every gate's result, in the order they ended.
 * @param {{ lanes?: string[][], needs?: Record<string, string>, projectDir?: string }} [options]
 * @returns {Promise<GateResult[]>}
 */
export async function runGates({ lanes = LANES, needs = NEEDS, projectDir = PROJECT_DIR } = {}) {
  const out = printer();
  /** @type {GateResult[]} */
  const results = [];
  const passed = new Set();
  /** @type {Map<string, () => void>} */
  const finish = new Map();
  const finished = new Map(
    lanes.flat().map((name) => [name, new Promise((resolve) => finish.set(name, () => resolve(name)))]),
  );
  const runLane = async (/** @type {string[]} */ scripts) => {
    for (const name of scripts) {
      const needed = needs[name];
      if (needed) await finished.get(needed);
      if (needed && !passed.has(needed)) {
        results.push({ name, ms: 0, cpuMs: 0, ok: false, skipped: `${needed} did not pass` });
        finish.get(name)?.();
        out.block(`\n━━ npm run ${name}: not run (${needed} did not pass)\n`);
        continue;
      }
      const streamed = name === STREAMED;
      let report = '';
      if (streamed) {
        out.block(`\n━━ npm run ${name} started\n`);
        out.startStream();
      }
      const timing = await runTimed('npm', ['run', name], {
        cwd: projectDir,
        onOutput: streamed ? (chunk) => out.stream(chunk) : (chunk) => (report += chunk),
      });
      if (streamed) out.endStream();
      results.push({ name, ...timing });
      if (timing.ok) passed.add(name);
      finish.get(name)?.();
      out.block(
        `${report}\n━━ npm run ${name}: ${timing.ok ? 'passed' : 'FAILED'} in ${wallAndCpu(timing)}\n`,
      );
    }
  };
  await Promise.all(lanes.map(runLane));
  return results;
}

async function main() {
  const started = Date.now();
  const results = await runGates();
  const ms = Date.now() - started;
  const ran = results.filter((result) => !result.skipped);
  const cpuMs = totalCpuMs(ran);
  console.log('\nnpm test, gate by gate (wall, and CPU time of the gate with everything it ran):');
  for (const result of results)
    console.log(`  ${result.name}: ${result.skipped ? `not run, ${result.skipped}` : wallAndCpu(result)}`);
  console.log(`all gates, ${LANES.length} lanes: ${wallAndCpu({ ms, cpuMs })}`);
  const failed = results.filter((result) => !result.ok).map((result) => result.name);
  if (failed.length) console.log(`failed: ${failed.join(', ')}`);
  if (process.env.TEST_TIMINGS_FILE)
    fs.writeFileSync(process.env.TEST_TIMINGS_FILE, JSON.stringify({ steps: results, totalMs: ms }, null, 2));
  process.exitCode = failed.length ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
