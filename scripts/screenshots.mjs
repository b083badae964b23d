#!/usr/bin/env node
// `npm run screenshots`: a contact sheet per page type, for a person to look at before a release (a screenshot
// fails no test: the layout's assertions are tests/e2e/layout.test.mjs). It serves the existing build/ (it
// builds nothing: run `npm run build` first) and writes screenshots/<page type>.png: one row per language and
// colour mode, one column per window width (the sweep of scripts/lib/pageTypeSweep.mjs), each cell the top of
// the page at that width, scaled down. The browser composes the sheet itself: the cells are laid out as <img>
// tiles of an HTML page, which is screenshotted whole. Chinese text needs CJK fonts (Debian: fonts-noto-cjk).
//
// Options: --scale <0-1> of the cells (default 0.35), --only <text> page types whose name contains it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { launchBrowser } from './lib/browser.mjs';
import { SWEEP_PAGES, SWEEP_VIEWPORTS, sweepVisits } from './lib/pageTypeSweep.mjs';
import { startCompressedServer } from './bench/serve.mjs';

const PROJECT_DIR = path.resolve(fileURLToPath(import.meta.url), '../..');
const BUILD_DIR = path.join(PROJECT_DIR, 'build');
const OUT_DIR = path.join(PROJECT_DIR, 'screenshots');
/** The height of the page shown in each cell, in CSS px: the first screen of a laptop. */
const CELL_HEIGHT = 900;
/** Pages shot at once: a load mostly waits for the page to settle, so two tabs a core keep the cores busy. */
const TABS = 4;

const { values: options } = parseArgs({
  options: { scale: { type: 'string', default: '0.35' }, only: { type: 'string' } },
});
const scale = Number(options.scale);
if (!(scale > 0 && scale <= 1)) throw new Error(`--scale must be between 0 and 1, not ${options.scale}`);

const slug = (/** @type {string} */ text) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const escapeHtml = (/** @type {string} */ text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Loads one page in one language and mode, then shoots the top of it at every width into `dir`.
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin
 * @param {ReturnType<typeof sweepVisits>[number]} visit
 * @param {string} dir
 */
async function shoot(browser, origin, { page: { type }, locale, mode, url }, dir) {
  const context = await browser.newContext({ colorScheme: mode, reducedMotion: 'reduce' });
  // A returning reader: a first visit would be sent to the browser's language.
  await context.addInitScript(
    () =>
      window.location.protocol.startsWith('http') &&
      window.localStorage.setItem('docusaurus-locale-visited', '1'),
  );
  try {
    const page = await context.newPage();
    await page.setViewportSize({ width: SWEEP_VIEWPORTS[0].width, height: CELL_HEIGHT });
    await page.goto(origin + url, { waitUntil: 'load' });
    await page
      .waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {
        timeout: 15000,
      })
      .catch(() => undefined);
    /** @type {Record<number, string>} */
    const files = {};
    for (const { width } of SWEEP_VIEWPORTS) {
      await page.setViewportSize({ width, height: CELL_HEIGHT });
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      await page.waitForTimeout(150);
      files[width] = path.join(dir, `${slug(type)}-${locale}-${mode}-${width}.png`);
      await page.screenshot({ path: files[width] });
    }
    return files;
  } finally {
    await context.close();
  }
}

/**
 * The contact sheet of one page type as HTML: a title, the widths as column heads, one row per language and
 * mode, each cell an <img> of the shot scaled by `scale`.
 * @param {string} type
 * @param {{ label: string, url: string, files: Record<number, string> }[]} rows
 */
function sheetHtml(type, rows) {
  const columns = SWEEP_VIEWPORTS.map(({ width }) => `${Math.round(width * scale)}px`).join(' ');
  const heads = SWEEP_VIEWPORTS.map(({ width }) => `<div class="head">${width} px</div>`).join('');
  const cells = rows
    .map(
      ({ label, url, files }) =>
        `<div class="label">${escapeHtml(label)}<br><span>${escapeHtml(url)}</span></div>` +
        SWEEP_VIEWPORTS.map(
          ({ width }) =>
            `<img src="${pathToFileURL(files[width]).href}" width="${Math.round(width * scale)}" height="${Math.round(CELL_HEIGHT * scale)}" alt="">`,
        ).join(''),
    )
    .join('');
  return `<!doctype html><meta charset="utf-8"><style>
body { margin: 0; padding: 16px; background: #e5e7eb; font: 14px system-ui, 'Noto Sans CJK SC', sans-serif; width: max-content; }
h1 { font-size: 18px; margin: 0 0 12px; }
.grid { display: grid; grid-template-columns: 110px ${columns}; gap: 10px; align-items: start; }
.head { font-weight: 600; }
.label { font-weight: 600; } .label span { font-weight: 400; color: #4b5563; word-break: break-all; }
img { display: block; outline: 1px solid #9ca3af; background: #fff; }
</style><h1>${escapeHtml(type)} · ${new Date().toISOString().slice(0, 10)} · top ${CELL_HEIGHT} px at ${scale}×</h1>
<div class="grid"><div></div>${heads}${cells}</div>`;
}

async function main() {
  if (!fs.existsSync(path.join(BUILD_DIR, 'index.html'))) {
    console.error('No build in build/: run `npm run build` first.');
    process.exitCode = 1;
    return;
  }
  const pages = SWEEP_PAGES.filter(({ type }) => !options.only || type.includes(options.only));
  const visits = sweepVisits().filter(({ page }) => pages.includes(page));
  const server = await startCompressedServer(BUILD_DIR);
  const browser = await launchBrowser();
  const tiles = fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild-screenshots-'));
  try {
    fs.mkdirSync(OUT_DIR, { recursive: true });
    const shots = new Map();
    const queue = [...visits];
    const lane = async () => {
      for (let visit = queue.shift(); visit; visit = queue.shift())
        shots.set(visit, await shoot(browser, server.origin, visit, tiles));
    };
    await Promise.all(Array.from({ length: TABS }, lane));

    const sheet = await browser.newPage({ viewport: { width: 800, height: 600 } });
    for (const pageType of pages) {
      const rows = visits
        .filter(({ page }) => page === pageType)
        .map((visit) => ({
          label: `${visit.locale} · ${visit.mode}`,
          url: visit.url,
          files: shots.get(visit),
        }));
      const html = path.join(tiles, `${slug(pageType.type)}.html`);
      fs.writeFileSync(html, sheetHtml(pageType.type, rows));
      await sheet.goto(pathToFileURL(html).href, { waitUntil: 'load' });
      const out = path.join(OUT_DIR, `${slug(pageType.type)}.png`);
      await sheet.screenshot({ path: out, fullPage: true });
      console.log(path.relative(PROJECT_DIR, out));
    }
  } finally {
    fs.rmSync(tiles, { recursive: true, force: true });
    await browser.close();
    await server.close();
  }
}

await main();
