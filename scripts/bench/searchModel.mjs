// Whether the committed search model and asked words are what a refit on the benchmark's build gives
// (`npm run search:train -- --check`), and what that check costs. It runs here rather than in `npm test`:
// it takes almost 2 minutes of one core, and a content change usually moves the refit (26 FAQ entries moved
// 93 of its 96 weights), so in `npm test` most page edits would fail until someone retrained.
import fs from 'node:fs';
import { runTimed, wallAndCpu } from '../lib/timedProcess.mjs';

/**
 * @typedef {{ fresh: boolean, ms: number, cpuMs?: number, message: string }} SearchModelCheck
 * @returns {Promise<SearchModelCheck>}
 */
export async function checkSearchModel(
  /** @type {{ projectDir: string, buildDir: string, logFile: string }} */ { projectDir, buildDir, logFile },
) {
  let output = '';
  const { ok, ms, cpuMs } = await runTimed(
    process.execPath,
    ['--import', './scripts/lib/typescriptLoader.mjs', 'scripts/search/train.mjs', '--check'],
    {
      cwd: projectDir,
      env: { ...process.env, SEARCH_BUILD_DIR: buildDir },
      onOutput: (chunk) => (output += chunk),
    },
  );
  fs.writeFileSync(logFile, output);
  const lines = output.trim().split('\n');
  return { fresh: ok, ms, cpuMs, message: lines[lines.length - 1] ?? '' };
}

/** The table's rows for the check. */
export function searchModelRows(/** @type {SearchModelCheck | { error: string } | undefined} */ check) {
  if (!check) return [];
  if ('error' in check) return [['Search', 'model (search:train --check)', `error: ${check.error}`]];
  return [
    ['Search', 'model (search:train --check)', check.fresh ? 'fresh' : `STALE: ${check.message}`],
    ['Search', 'model check time', wallAndCpu(check)],
  ];
}
