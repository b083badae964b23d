// The Agent-Friendly Documentation score (npm `afdocs`, agentdocsspec.com) of the served build, per locale:
// afdocs runs its checks against `/` and `/zh/` of a local server with `canonicalOrigin` set to the site's
// URL, so the absolute https://rsbuild.dev links of llms.txt and the twins are followed on the local build.
// The server is the bench's (scripts/bench/serve.mjs: clean URLs, gzip, the host rules of vercel.json).
// Sampling is deterministic so that two runs of the same build give the same score.
// `node scripts/bench/afdocs.mjs [buildDir]` prints the scores and every check that is not a pass.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCompressedServer } from './serve.mjs';

export const AFDOCS_SITE_URL = 'https://rsbuild.dev';
export const AFDOCS_LOCALES = { en: '/', zh: '/zh/' };

/**
 * @param {string} origin the local server
 * @returns {Promise<Record<string, { score: number, grade: string, notPassed: { id: string, status: string, message: string }[] }>>}
 */
export async function measureAfdocs(origin) {
  const { runChecks, computeScore } = await import('afdocs');
  /** @type {Record<string, { score: number, grade: string, notPassed: { id: string, status: string, message: string }[] }>} */
  const result = {};
  for (const [locale, prefix] of Object.entries(AFDOCS_LOCALES)) {
    const report = await runChecks(`${origin}${prefix}`, {
      canonicalOrigin: AFDOCS_SITE_URL,
      samplingStrategy: 'deterministic',
      // A local server: no need for the politeness delay afdocs keeps between requests to real hosts.
      requestDelay: 0,
      maxConcurrency: 4,
      networkContext: 'developer-machine',
    });
    const score = computeScore(report);
    result[locale] = {
      score: score.overall,
      grade: score.grade,
      notPassed: report.results
        .filter((check) => check.status !== 'pass')
        .map((check) => ({ id: check.id, status: check.status, message: check.message })),
    };
  }
  return result;
}

/** Rows of the bench table: [section, measure, value]. */
export function afdocsRows(afdocs) {
  if (!afdocs) return [];
  if (afdocs.error) return [['AFDocs', 'error', afdocs.error]];
  return Object.entries(afdocs).flatMap(([locale, entry]) => [
    [
      'AFDocs',
      `Agent-Friendly Docs score, ${AFDOCS_LOCALES[locale]}`,
      `${entry.score} / 100 (${entry.grade})`,
    ],
    ...entry.notPassed.map((check) => [
      'AFDocs',
      `${AFDOCS_LOCALES[locale]} ${check.status}: ${check.id}`,
      check.message,
    ]),
  ]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await startCompressedServer(path.resolve(process.argv[2] ?? 'build'));
  try {
    for (const [section, measure, value] of afdocsRows(await measureAfdocs(server.origin)))
      console.log(`${section}\t${measure}\t${value}`);
  } finally {
    await server.close();
  }
}
