// Search benchmark (issue 7), on a production build served locally, in Chromium:
// - the static index per locale, raw and gzip;
// - time to first results after opening the dialog on a cold load: from Ctrl+K, with a query typed at once,
//   to the first hit on screen (includes the spec's minimum index-build time of 1 s and the debounce);
// - keystroke to rendered results with the index built, over a fixed list of queries per locale, minus the
//   150 ms debounce: median and p95.
// `npm run bench` imports measureSearch; `node scripts/bench/search.mjs [--build-dir build]` prints a table.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launchBrowser, newContext, open, startServer } from '../../tests/e2e/support.mjs';

// From src/constants.ts (SEARCH.debounceMs); plain Node cannot import the TypeScript module.
const DEBOUNCE_MS = 150;
const WARM_UP_QUERY = 'Rsbuild';

/** Where each locale's pages and index live, the page the dialog is opened on, and the fixed queries. */
export const LOCALES = {
  en: {
    prefix: '/',
    page: '/guide/start/',
    queries: ['distPath', 'proxy', 'port', 'HMR', 'tree shaking', 'CSS Modules', 'alias', 'html template', 'source map', 'minify', 'polyfill', 'browserslist', 'tailwindcss', 'environment variables', 'module federation', 'webpack', 'build performance', 'static assets', 'split chunks', 'plugin hooks'],
  },
  zh: {
    prefix: '/zh/',
    page: '/zh/guide/start/',
    queries: ['端口', '热更新', '别名', '代理', '构建性能', '环境变量', '模块联邦', '浏览器兼容性', '静态资源', '产物体积', '拆包', '压缩', '插件', '类型检查', '开发服务器', '源码映射', '跨域', '部署', '迁移', '配置文件'],
  },
};

/** The locale's index file in the build: search-index-<hash>.json at its root. */
function indexFile(buildDir, prefix) {
  const dir = path.join(buildDir, prefix);
  const name = fs.readdirSync(dir).find((file) => /^search-index.*\.json$/.test(file));
  if (!name) throw new Error(`No search index in ${dir}`);
  return path.join(dir, name);
}

export function indexSizes(buildDir) {
  return Object.fromEntries(
    Object.entries(LOCALES).map(([locale, { prefix }]) => {
      const file = indexFile(buildDir, prefix);
      const body = fs.readFileSync(file);
      return [locale, { file: path.relative(buildDir, file), raw: body.length, gzip: zlib.gzipSync(body, { level: 6 }).length }];
    }),
  );
}

/** Nearest-rank percentile of a list of numbers. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Milliseconds from Ctrl+K on a freshly loaded page (empty cache) to the first hit for `query` on screen. */
async function coldFirstResults(browser, origin, pathname, query) {
  const context = await newContext(browser, origin);
  try {
    const page = await context.newPage();
    await open(page, origin, pathname);
    await page.evaluate(() => {
      window.__bench = { openedAt: null, resultsAt: null };
      document.addEventListener('keydown', () => (window.__bench.openedAt ??= performance.now()), { capture: true });
      new MutationObserver(() => {
        if (window.__bench.resultsAt === null && document.querySelector('dialog [role="option"]')) requestAnimationFrame(() => (window.__bench.resultsAt ??= performance.now()));
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox').fill(query);
    await page.waitForFunction(() => window.__bench.resultsAt !== null, null, { timeout: 30000 });
    const { openedAt, resultsAt } = await page.evaluate(() => window.__bench);
    return resultsAt - openedAt;
  } finally {
    await context.close();
  }
}

/**
 * With the dialog open and the index built, sets each query in the input as one input event and measures
 * until the hits are in the DOM and the next frame starts, minus the debounce. The input is emptied between
 * queries (which clears the list at once), so every query renders a new list.
 */
async function keystrokeToResults(browser, origin, pathname, queries) {
  const context = await newContext(browser, origin);
  try {
    const page = await context.newPage();
    await open(page, origin, pathname);
    await page.keyboard.press('Control+k');
    // Builds the index, with a query outside the list so that none of the measured ones is cached.
    await page.getByRole('combobox').fill(WARM_UP_QUERY);
    await page.locator('dialog [role="option"]').first().waitFor({ timeout: 30000 });
    const samples = [];
    for (const query of queries) {
      const ms = await page.evaluate(
        ({ query, debounceMs }) =>
          new Promise((resolve) => {
            const input = document.querySelector('dialog [role="combobox"]');
            const setValue = (value) => {
              Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, value);
              input.dispatchEvent(new Event('input', { bubbles: true }));
            };
            setValue('');
            requestAnimationFrame(() => {
              const body = input.closest('dialog').querySelector(':scope > div > :nth-child(2)');
              let start = 0;
              const timeout = setTimeout(() => resolve(null), 5000);
              const observer = new MutationObserver(() => {
                observer.disconnect();
                clearTimeout(timeout);
                requestAnimationFrame(() => resolve(performance.now() - start - debounceMs));
              });
              observer.observe(body, { childList: true, subtree: true, characterData: true });
              start = performance.now();
              setValue(query);
            });
          }),
        { query, debounceMs: DEBOUNCE_MS },
      );
      if (ms !== null) samples.push(ms);
    }
    return { medianMs: percentile(samples, 50), p95Ms: percentile(samples, 95), queries: samples.length };
  } finally {
    await context.close();
  }
}

/** Search figures for the build in `buildDir`, measured in `browser` (a playwright-core Chromium). */
export async function measureSearch({ buildDir, browser }) {
  const server = await startServer(buildDir);
  try {
    const result = { index: indexSizes(buildDir), firstResultsAfterOpen: {}, keystrokeToResults: {} };
    for (const [locale, { page, queries }] of Object.entries(LOCALES)) {
      result.firstResultsAfterOpen[locale] = { coldMs: await coldFirstResults(browser, server.origin, page, queries[0]) };
      result.keystrokeToResults[locale] = await keystrokeToResults(browser, server.origin, page, queries);
    }
    return result;
  } finally {
    await server.close();
  }
}

function printTable(result) {
  const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  const ms = (value) => `${value.toFixed(0)} ms`;
  const rows = [];
  for (const [locale, { file, raw, gzip }] of Object.entries(result.index)) rows.push([`Index ${locale} (${file})`, `${kB(raw)} raw, ${kB(gzip)} gzip`]);
  for (const [locale, { coldMs }] of Object.entries(result.firstResultsAfterOpen)) rows.push([`First results after opening, cold load, ${locale}`, ms(coldMs)]);
  for (const [locale, { medianMs, p95Ms, queries }] of Object.entries(result.keystrokeToResults)) {
    rows.push([`Keystroke to results without the debounce, ${locale} (${queries} queries)`, `median ${ms(medianMs)}, p95 ${ms(p95Ms)}`]);
  }
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`${'Search'.padEnd(width)}  Value\n${'-'.repeat(width)}  ${'-'.repeat(28)}`);
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { 'build-dir': { type: 'string', default: 'build' } } });
  const browser = await launchBrowser();
  try {
    printTable(await measureSearch({ buildDir: path.resolve(values['build-dir']), browser }));
  } finally {
    await browser.close();
  }
}
