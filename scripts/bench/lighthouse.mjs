// Lighthouse (performance, accessibility, best practices, SEO; FCP, LCP, TBT, CLS) in Debian's Chromium,
// launched by chrome-launcher with --headless --no-sandbox. No network: the browser resolves every host but
// 127.0.0.1 to "not found" (--host-resolver-rules) and Lighthouse blocks every https:// URL and any external
// host seen while loading the pages (blockedUrlPatterns). The site itself requests no other host; the
// blocking only keeps a regression from reaching the network. Every run's four scores are kept, so the
// benchmark can print them all next to the median run.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
};
export const FORM_FACTORS = ['mobile', 'desktop'];

/** What a Lighthouse result says, in the units of the benchmark table, plus the audits that lost points. */
function summarise(lhr) {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [
      id === 'best-practices' ? 'bestPractices' : id,
      Math.round((lhr.categories[id]?.score ?? 0) * 100),
    ]),
  );
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, audit]) => [key, lhr.audits[audit]?.numericValue]),
  );
  const lostPoints = CATEGORIES.flatMap((category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => ({
        category,
        id: ref.id,
        title: lhr.audits[ref.id].title,
        score: lhr.audits[ref.id].score,
        displayValue: lhr.audits[ref.id].displayValue,
      })),
  );
  return {
    scores,
    metrics,
    lostPoints,
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment?.hostUserAgent,
  };
}

/** Per category, the median of the runs' scores (the lower middle one for an even count). */
function medianScores(runScores) {
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
  return Object.fromEntries(
    Object.keys(runScores[0]).map((key) => [key, median(runScores.map((scores) => scores[key]))]),
  );
}

/**
 * @typedef {{ id: string, path: string, lighthousePath?: string, lang?: string }} LighthousePage (`lang`: the
 *   browser's language for that page, English by default)
 */

/**
 * Runs Lighthouse `runs` times per page and form factor and keeps the median run (Lighthouse's own
 * computeMedianRun), in one browser per page language. Full reports go to `reportDir`.
 * @param {{ origin: string, pages: LighthousePage[], runs?: number, chromePath?: string,
 *   blockedHosts?: string[], reportDir?: string }} options
 */
export async function runLighthouse({ pages, ...options }) {
  const results = {};
  for (const lang of new Set(pages.map((page) => page.lang ?? 'en-US')))
    Object.assign(
      results,
      await runLighthouseInLanguage({
        ...options,
        lang,
        pages: pages.filter((page) => (page.lang ?? 'en-US') === lang),
      }),
    );
  return results;
}

/**
 * @param {{ origin: string, pages: LighthousePage[], lang: string, runs?: number, chromePath?: string,
 *   blockedHosts?: string[], reportDir?: string }} options
 */
async function runLighthouseInLanguage({
  origin,
  pages,
  lang,
  runs = 5,
  chromePath,
  blockedHosts = [],
  reportDir,
}) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      `--lang=${lang}`,
      `--accept-lang=${lang}`,
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  });
  const blockedUrlPatterns = ['https://*', ...blockedHosts.map((host) => `*://${host}/*`)];
  const results = {};
  try {
    for (const page of pages) {
      results[page.id] = {};
      for (const formFactor of FORM_FACTORS) {
        const lhrs = [];
        const url = origin + (page.lighthousePath ?? page.path);
        try {
          for (let run = 0; run < runs; run += 1) {
            /** @type {import('lighthouse').Flags} */
            const flags = {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: CATEGORIES,
              blockedUrlPatterns,
            };
            const runner = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
            if (runner?.lhr.runtimeError)
              throw new Error(`Lighthouse ${url} (${formFactor}): ${runner.lhr.runtimeError.message}`);
            lhrs.push(/** @type {import('lighthouse').RunnerResult} */ (runner).lhr);
          }
        } catch (error) {
          // One page that cannot be audited leaves the others measured.
          results[page.id][formFactor] = { error: String(/** @type {Error} */ (error).message ?? error) };
          continue;
        }
        const median = computeMedianRun(lhrs);
        if (reportDir)
          fs.writeFileSync(
            path.join(reportDir, `lighthouse-${page.id}-${formFactor}.json`),
            JSON.stringify(median),
          );
        results[page.id][formFactor] = {
          path: page.lighthousePath ?? page.path,
          runs,
          ...summarise(median),
          performanceRuns: lhrs.map((lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100)),
          runScores: lhrs.map((lhr) => summarise(lhr).scores),
        };
        // Each category's median over the runs (the median run is chosen by its performance metrics only).
        results[page.id][formFactor].scores = medianScores(results[page.id][formFactor].runScores);
      }
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
