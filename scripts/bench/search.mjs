// Search benchmark, on a production build served locally, in Chromium:
// - the static index per locale: its head (raw and gzip) and the shard and page text files (count, gzip);
// - the first search as a new reader makes it (fresh context, empty cache, a doc page, Ctrl+K, one query):
//   the bytes downloaded from the shortcut to the first hit on screen (gzip, as the build is served; head,
//   shards and page texts all count as index), and
//   the time to that first hit on Lighthouse's mobile profile (slow 4G as Lighthouse's DevTools throttling
//   applies it: 562.5 ms request latency, 1.47 Mbit/s down; 4x CPU slowdown), and unthrottled;
// - the worker's parse, index build and query times of that first search;
// - keystroke to rendered results with the index built (warm), over a fixed list of queries per locale,
//   minus the 150 ms debounce: median and p95;
// - input that once locked the search up (scripts/search/lockupQueries.mjs), index built: the slowest of its
//   answers and of the normal searches right after, keystroke to hits or "no results" on screen;
// - the hand-tuned set (scripts/search/sets): share of queries whose expected page is hit 1, in the first 3, in 7.
// `npm run bench` imports measureSearch; `node scripts/bench/search.mjs [--build-dir build]` prints a table.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launchBrowser } from '../lib/browser.mjs';
import { startCompressedServer } from './serve.mjs';
import { headFileOf } from '../search/generatedSets.mjs';
import { runQuerySet, summarize, timedAnswer } from '../search/dialog.mjs';
import { LOCKUP_QUERIES } from '../search/lockupQueries.mjs';

// From config/constants.ts (SEARCH.debounceMs); plain Node cannot import the TypeScript module.
const DEBOUNCE_MS = 150;
const WARM_UP_QUERY = 'Rsbuild';

/** Where each locale's pages and index live, the page the dialog is opened on, and the fixed queries. */
export const LOCALES = {
  en: {
    prefix: '/',
    page: '/guide/start/',
    queries: [
      'distPath',
      'proxy',
      'port',
      'HMR',
      'tree shaking',
      'CSS Modules',
      'alias',
      'html template',
      'source map',
      'minify',
      'polyfill',
      'browserslist',
      'tailwindcss',
      'environment variables',
      'module federation',
      'webpack',
      'build performance',
      'static assets',
      'split chunks',
      'plugin hooks',
    ],
  },
  zh: {
    prefix: '/zh/',
    page: '/zh/guide/start/',
    queries: [
      '端口',
      '热更新',
      '别名',
      '代理',
      '构建性能',
      '环境变量',
      '模块联邦',
      '浏览器兼容性',
      '静态资源',
      '产物体积',
      '拆包',
      '压缩',
      '插件',
      '类型检查',
      '开发服务器',
      '源码映射',
      '跨域',
      '部署',
      '迁移',
      '配置文件',
    ],
  },
};

export function indexSizes(buildDir) {
  return Object.fromEntries(
    Object.keys(LOCALES).map((locale) => {
      const file = headFileOf(buildDir, locale);
      const body = fs.readFileSync(file);
      // The head, and every shard and page text file of the split index (a search fetches a few of them).
      const dir = path.dirname(file);
      const parts = fs
        .readdirSync(dir)
        .filter((name) => /^search-((shard|han)-[0-9a-z]+-\d+|text-[0-9a-f]{8})\.json$/.test(name));
      const partsGzip = parts.reduce(
        (sum, name) => sum + zlib.gzipSync(fs.readFileSync(path.join(dir, name)), { level: 6 }).length,
        0,
      );
      return [
        locale,
        {
          file: path.relative(buildDir, file),
          raw: body.length,
          gzip: zlib.gzipSync(body, { level: 6 }).length,
          'shard and text files': parts.length,
          'shard and text files gzip': partsGzip,
        },
      ];
    }),
  );
}

/** Nearest-rank percentile of a list of numbers. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

// Lighthouse's mobile profile as DevTools throttling applies it (lighthouse/core/config/constants.js,
// mobileSlow4G: 150 ms RTT x 3.75, 1.6 Mbit/s x 0.9, 750 kbit/s x 0.9 up; CPU 4x).
export const MOBILE_PROFILE = {
  latencyMs: 562.5,
  downloadKbps: 1.6 * 1024 * 0.9,
  uploadKbps: 750 * 0.9,
  cpuSlowdown: 4,
};

/** A context whose requests stay on the bench server: requests to other hosts are aborted. */
export async function newContext(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(
    () =>
      window.location.protocol.startsWith('http') &&
      window.localStorage.setItem('docusaurus-locale-visited', '1'),
  );
  await context.route(
    (url) => url.hostname !== new URL(origin).hostname,
    (route) => route.abort('blockedbyclient'),
  );
  return context;
}

export async function open(page, origin, pathname) {
  await page.goto(origin + pathname, { waitUntil: 'load' });
  await page.waitForFunction(
    () => document.documentElement.getAttribute('data-has-hydrated') === 'true',
    null,
    { timeout: 30000 },
  );
}

/**
 * Opens `pathname` in a new tab of `context` with the cache disabled and waits for the network to be idle;
 * with `mobile`, then throttles the network and CPU to the mobile profile, so only the search is slowed.
 * @param {any} context
 * @param {string} origin
 * @param {string} pathname
 * @param {boolean} mobile
 */
export async function openColdPage(context, origin, pathname, mobile) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await open(page, origin, pathname);
  await page.waitForLoadState('networkidle');
  if (mobile) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE_PROFILE.latencyMs,
      downloadThroughput: (MOBILE_PROFILE.downloadKbps * 1024) / 8,
      uploadThroughput: (MOBILE_PROFILE.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
  }
  return page;
}

/**
 * A first search on a freshly loaded doc page (empty cache): Ctrl+K, the query typed at once, until the first
 * hit is on screen. Returns the time, the bytes received on the wire meanwhile (the server gzips) by kind,
 * and the worker's figures. With `mobile`, the network and CPU are throttled once the page has loaded.
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin
 * @param {string} pathname
 * @param {string} query
 * @param {{ mobile?: boolean, served?: { url: string, bytes: number }[] }} [options] `served`: the server's
 *   log of bodies sent (startCompressedServer's onResponse)
 */
export async function firstSearch(browser, origin, pathname, query, { mobile = false, served } = {}) {
  const context = await newContext(browser, origin);
  try {
    const page = await openColdPage(context, origin, pathname, mobile);
    // Bytes on the wire (encoded body and headers) per request from the shortcut on, the worker's included.
    // Chromium reports no body size for the worker's own script; the server's count (`served`) fills in.
    const finished = [];
    let counting = false;
    context.on('requestfinished', (request) => counting && finished.push(request));
    const servedFrom = served?.length ?? 0;
    await page.evaluate(() => {
      window.__bench = { openedAt: null, resultsAt: null };
      document.addEventListener('keydown', () => (window.__bench.openedAt ??= performance.now()), {
        capture: true,
      });
      new MutationObserver(() => {
        if (window.__bench.resultsAt === null && document.querySelector('dialog [role="option"]'))
          requestAnimationFrame(() => (window.__bench.resultsAt ??= performance.now()));
      }).observe(document.body, { childList: true, subtree: true });
    });
    counting = true;
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox').fill(query);
    await page.waitForFunction(() => window.__bench.resultsAt !== null, null, { timeout: 60000 });
    counting = false;
    const { openedAt, resultsAt } = await page.evaluate(() => window.__bench);
    const worker = await page.evaluate(() => ({ ...(window.__searchStats ?? {}) }));
    // Route chunks (<8 hex>.<8 hex>.js) are Docusaurus prefetching the pages linked from the page, which
    // its idle-time observer may still be doing: not part of the search, reported apart.
    const byKind = { index: 0, js: 0, other: 0, routePrefetch: 0 };
    let requests = 0;
    const sent = new Map((served ?? []).slice(servedFrom).map(({ url, bytes }) => [url, bytes]));
    for (const request of finished) {
      const { responseHeadersSize, ...sizes } = await request.sizes();
      const url = request.url();
      const responseBodySize = Math.max(sizes.responseBodySize, sent.get(new URL(url).pathname) ?? 0);
      const kind = /\/search-(index|shard|han|text)-[^/]*\.json/.test(url)
        ? 'index'
        : /\/[0-9a-f]{8}\.[0-9a-f]{8}\.js$/.test(url)
          ? 'routePrefetch'
          : /\.js(\?|$)/.test(url)
            ? 'js'
            : 'other';
      byKind[kind] += responseBodySize + responseHeadersSize;
      if (kind !== 'routePrefetch') requests += 1;
    }
    return {
      ms: resultsAt - openedAt,
      requests,
      bytes: byKind.index + byKind.js + byKind.other,
      byKind,
      worker,
    };
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
            const input = /** @type {HTMLInputElement} */ (
              document.querySelector('dialog [role="combobox"]')
            );
            /** @param {string} value */
            const setValue = (value) => {
              const descriptor = /** @type {PropertyDescriptor} */ (
                Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')
              );
              /** @type {(this: HTMLInputElement, value: string) => void} */ (descriptor.set).call(
                input,
                value,
              );
              input.dispatchEvent(new Event('input', { bubbles: true }));
            };
            setValue('');
            requestAnimationFrame(() => {
              const body = /** @type {Element} */ (
                /** @type {HTMLDialogElement} */ (input.closest('dialog')).querySelector(
                  ':scope > div > [class*="body"]',
                )
              );
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

/** The slowest answer to lock-up input and to the normal search after each, index built, unthrottled. */
async function lockupAnswers(browser, origin) {
  let longest = 0;
  let normalAfter = 0;
  for (const { prefix, query, warm, normal } of LOCKUP_QUERIES) {
    const context = await newContext(browser, origin);
    try {
      const page = await context.newPage();
      await open(page, origin, prefix);
      await page.keyboard.press('Control+k');
      await timedAnswer(page, warm);
      longest = Math.max(longest, await timedAnswer(page, query));
      normalAfter = Math.max(normalAfter, await timedAnswer(page, normal));
    } finally {
      await context.close();
    }
  }
  return { 'longest answer, ms': longest, 'normal search after it, ms': normalAfter };
}

/** Search figures for the build in `buildDir`, measured in `browser` (a playwright-core Chromium). */
export async function measureSearch({ buildDir, browser }) {
  /** @type {{ url: string, bytes: number }[]} */
  const served = [];
  const server = await startCompressedServer(buildDir, {
    onResponse: (url, bytes) => served.push({ url, bytes }),
  });
  try {
    const result = {
      index: indexSizes(buildDir),
      firstSearch: {},
      worker: {},
      keystrokeToResults: {},
      querySet: {},
      lockup: {},
    };
    for (const [locale, { page, queries }] of Object.entries(LOCALES)) {
      const desktop = await firstSearch(browser, server.origin, page, queries[0], { served });
      const mobile = await firstSearch(browser, server.origin, page, queries[0], { mobile: true, served });
      result.firstSearch[locale] = {
        'download gzip': mobile.bytes,
        'index gzip': mobile.byKind.index,
        'js gzip': mobile.byKind.js,
        requests: mobile.requests,
        'route prefetch meanwhile, not counted, gzip': mobile.byKind.routePrefetch,
        'cold, mobile profile, ms': mobile.ms,
        'cold, unthrottled, ms': desktop.ms,
      };
      result.worker[locale] = {
        'fetch ms': desktop.worker.fetchMs ?? NaN,
        'parse ms': desktop.worker.parseMs ?? NaN,
        'index build ms': desktop.worker.buildMs ?? NaN,
        'first query ms': desktop.worker.lastQueryMs ?? NaN,
        'parse, mobile CPU, ms': mobile.worker.parseMs ?? NaN,
        'index build, mobile CPU, ms': mobile.worker.buildMs ?? NaN,
        'first query, mobile CPU, ms': mobile.worker.lastQueryMs ?? NaN,
      };
      result.keystrokeToResults[locale] = await keystrokeToResults(browser, server.origin, page, queries);
      const context = await newContext(browser, server.origin);
      try {
        const ranks = (await runQuerySet(await context.newPage(), server.origin, locale)).map(
          (item) => item.rank,
        );
        const { queries: count, top1, top3, top7 } = summarize(ranks);
        result.querySet[locale] = {
          queries: count,
          'top-1 %': +(top1 * 100).toFixed(1),
          'top-3 %': +(top3 * 100).toFixed(1),
          'top-7 %': +(top7 * 100).toFixed(1),
        };
      } finally {
        await context.close();
      }
    }
    result.lockup = await lockupAnswers(browser, server.origin);
    return result;
  } finally {
    await server.close();
  }
}

function printTable(result) {
  const rows = [];
  const walk = (value, label) => {
    if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) walk(inner, label ? `${label} ${key}` : key);
    else if (typeof value === 'number')
      rows.push([
        label,
        /gzip$|raw$/.test(label)
          ? `${(value / 1000).toFixed(1)} kB`
          : /ms$/.test(label)
            ? `${value.toFixed(0)} ms`
            : String(value),
      ]);
    else rows.push([label, String(value)]);
  };
  walk(result, '');
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`${'Search'.padEnd(width)}  Value\n${'-'.repeat(width)}  ${'-'.repeat(20)}`);
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
