// First-load weight of each page type, measured in Chromium as a new reader gets it: every response of a cold
// load (empty cache) until the network is idle plus 1.5 s, by kind (HTML, JS, CSS, other), raw and gzip, and
// the number of requests. Requests to other hosts are counted but blocked, so nothing leaves the machine.
// Route prefetches (Sec-Purpose: prefetch, what Docusaurus's viewport prefetching sends) are counted apart and in
// `all`, the whole transfer of the visit: the site loads route code on intent only, so they should be none.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** One page per page type of the site; the doc page is a typical guide page (tabs, code blocks, outline). */
export const PAGE_TYPES = [
  { id: 'home', path: '/' },
  { id: 'doc', path: '/guide/start/quick-start' },
  { id: 'overview', path: '/config/' },
  { id: 'release', path: '/community/releases/v0-6' },
  // Lighthouse will not audit a page served with status 404, so it loads the same 404 page as the file
  // /404.html, which a static host serves with status 200.
  { id: '404', path: '/this-page-does-not-exist', lighthousePath: '/404.html' },
  // The longest FAQ page: where readers with a problem land, with the most headings and code blocks.
  { id: 'faq', path: '/guide/faq/exceptions' },
];

/**
 * The home and doc pages again in Chinese: Lighthouse checks both locales of them, in a browser whose language
 * is Chinese (an English one is sent on to the English page by the first-visit language redirect).
 */
export const ZH_PAGE_TYPES = [
  { id: 'home-zh', path: '/zh/', lang: 'zh-CN' },
  { id: 'doc-zh', path: '/zh/guide/start/quick-start', lang: 'zh-CN' },
  { id: 'faq-zh', path: '/zh/guide/faq/exceptions', lang: 'zh-CN' },
];

/** Doc sections of the site: every HTML page under them is a doc page. */
const DOC_SECTIONS = ['guide', 'config', 'plugins', 'api'];

/** How long the page stays open after network idle, so late prefetches are caught. */
const SETTLE_MS = 1500;

const KIND_BY_RESOURCE_TYPE = { document: 'html', script: 'js', stylesheet: 'css' };
const emptySizes = () => ({ raw: 0, gzip: 0, requests: 0 });

const gzipSize = (body) => zlib.gzipSync(body, { level: 6 }).length;

/** Loads `pathname` once in a fresh context and sums what the browser fetched. */
export async function measureFirstLoad(browser, origin, pathname) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const externalHosts = new Set();
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      externalHosts.add(new URL(route.request().url()).host);
      return route.abort('blockedbyclient');
    },
  );
  const page = await context.newPage();
  const pending = [];
  const records = [];
  let measuring = true;
  page.on('requestfinished', (request) => {
    if (!measuring) return;
    pending.push(
      (async () => {
        const headers = await request.allHeaders();
        const response = await request.response();
        const prefetch = /prefetch/i.test(headers['sec-purpose'] ?? headers.purpose ?? '');
        const { responseBodySize } = await request.sizes();
        // Chromium keeps no body of a prefetch for the page; its transfer size is what it cost.
        const body = response && !prefetch ? await response.body() : Buffer.alloc(0);
        records.push({
          url: request.url(),
          type: request.resourceType(),
          prefetch,
          raw: body.length,
          gzip: gzipSize(body),
          transfer: responseBodySize,
        });
      })().catch((error) => {
        // Only a request still finishing when the context closes ends up here; it is not part of the first load.
        if (measuring) throw error;
      }),
    );
  });
  let externalRequests = 0;
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).origin !== origin) externalRequests += 1;
  });
  try {
    const response = await page.goto(origin + pathname, { waitUntil: 'networkidle' });
    await page.waitForFunction(
      () => document.documentElement.getAttribute('data-has-hydrated') === 'true',
      null,
      { timeout: 15000 },
    );
    // Prefetches start after the load, when links are seen or the browser is idle.
    await page.waitForTimeout(SETTLE_MS);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    measuring = false;
    const result = {
      path: pathname,
      status: response.status(),
      html: emptySizes(),
      js: emptySizes(),
      css: emptySizes(),
      other: emptySizes(),
      prefetched: { transfer: 0, requests: 0 },
    };
    for (const record of records) {
      if (record.prefetch) {
        result.prefetched.transfer += record.transfer;
        result.prefetched.requests += 1;
        continue;
      }
      const bucket = result[KIND_BY_RESOURCE_TYPE[record.type] ?? 'other'];
      bucket.raw += record.raw;
      bucket.gzip += record.gzip;
      bucket.requests += 1;
    }
    // Everything the visit transferred, prefetches included (their gzip size is what the compressed server sent).
    const firstLoad = ['html', 'js', 'css', 'other'].reduce((sum, kind) => sum + result[kind].gzip, 0);
    result.all = { gzip: firstLoad + result.prefetched.transfer, requests: records.length };
    result.total = ['html', 'js', 'css'].reduce(
      (sum, kind) => ({
        raw: sum.raw + result[kind].raw,
        gzip: sum.gzip + result[kind].gzip,
        requests: sum.requests + result[kind].requests,
      }),
      emptySizes(),
    );
    result.requests = records.filter((record) => !record.prefetch).length + externalRequests;
    result.externalRequests = externalRequests;
    result.externalHosts = [...externalHosts].sort();
    return result;
  } finally {
    measuring = false;
    await context.close();
  }
}

/** Raw HTML size of every doc page of the build (both locales): count, median and the largest. */
export function docHtmlSizes(buildDir) {
  const sizes = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html'))
        sizes.push({
          route: `/${path
            .relative(buildDir, full)
            .replace(/(^|\/)index\.html$/, '$1')
            .replace(/\.html$/, '')}`,
          raw: fs.statSync(full).size,
        });
    }
  };
  for (const prefix of ['', 'zh'])
    for (const section of DOC_SECTIONS)
      if (fs.existsSync(path.join(buildDir, prefix, section))) walk(path.join(buildDir, prefix, section));
  sizes.sort((a, b) => a.raw - b.raw);
  if (sizes.length === 0) return null;
  const largest = sizes[sizes.length - 1];
  return {
    count: sizes.length,
    median: sizes[Math.floor(sizes.length / 2)].raw,
    largest: largest.raw,
    largestRoute: largest.route,
  };
}
