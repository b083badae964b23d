// Accessibility gate: axe-core in Chromium on every page type of the site (home, doc, overview, release post,
// 404, search dialog open, mobile nav open), in light and dark, English and Chinese. A serious or critical
// violation fails the test and is listed with the elements it concerns.
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, newContext, open, startServer } from './support.mjs';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
const MOBILE_VIEWPORT = { width: 390, height: 844 };

const LOCALES = [
  { locale: 'en', prefix: '/', query: 'proxy' },
  { locale: 'zh', prefix: '/zh/', query: '端口' },
];
const MODES = ['light', 'dark'];

let server;
let browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * A context whose pages start in the given colour mode: a first-time reader in auto mode whose system asks for
 * it (each test also checks that the page really is in that mode).
 */
function contextIn(mode, options = {}) {
  return newContext(browser, server.origin, { colorScheme: mode, reducedMotion: 'reduce', ...options });
}

/** Lets transitions and finite animations end, so axe measures the colours a reader finally sees. */
async function settle(page) {
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    null,
    { timeout: 5000 },
  );
  await page.waitForTimeout(100);
}

/** Runs axe on the whole document and returns its serious and critical violations, readable in a failure. */
async function blockingViolations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ impact: node.impact, target: node.target.join(' '), summary: node.failureSummary })),
    }));
  });
  return violations
    .map((violation) => ({ ...violation, nodes: violation.nodes.filter((node) => BLOCKING_IMPACTS.has(node.impact ?? violation.impact)) }))
    .filter((violation) => violation.nodes.length > 0);
}

function describeViolations(violations) {
  return violations
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes.map((node) => `  - ${node.target}\n    ${node.summary?.replace(/\n/g, '\n    ')}`).join('\n')}`)
    .join('\n');
}

async function assertAccessible(page, mode, where) {
  assert.equal(await page.locator('html').getAttribute('data-theme'), mode, `${where} is not in ${mode} mode`);
  await settle(page);
  const violations = await blockingViolations(page);
  assert.equal(violations.length, 0, `${where} (${mode}) has serious or critical accessibility violations:\n${describeViolations(violations)}`);
}

for (const { locale, prefix, query } of LOCALES) {
  for (const mode of MODES) {
    describe(`accessibility, ${locale}, ${mode}`, () => {
      let context;
      let page;

      before(async () => {
        context = await contextIn(mode);
        page = await context.newPage();
      });

      after(async () => {
        await context?.close();
      });

      for (const [pageType, path] of [
        ['home', prefix],
        ['doc', `${prefix}config/server/proxy`],
        ['overview', `${prefix}config/`],
        ['release post', `${prefix}community/releases/v0-6`],
      ]) {
        it(`${pageType} page ${path}`, async () => {
          const response = await open(page, server.origin, path);
          assert.equal(response.status(), 200);
          await assertAccessible(page, mode, path);
        });
      }

      it('404 page', async () => {
        const path = `${prefix}this-page-does-not-exist`;
        const response = await open(page, server.origin, path);
        assert.equal(response.status(), 404);
        await page.getByRole('link', { name: 'Take me home' }).waitFor();
        await assertAccessible(page, mode, path);
      });

      it('search dialog, open and with results', async () => {
        await open(page, server.origin, `${prefix}config/`);
        await page.keyboard.press('Control+k');
        const dialog = page.getByRole('dialog');
        await dialog.waitFor({ state: 'visible' });
        await assertAccessible(page, mode, `search dialog on ${prefix}config/`);
        await page.keyboard.type(query);
        await dialog.getByRole('option').first().waitFor({ state: 'visible', timeout: 15000 });
        await assertAccessible(page, mode, `search dialog with results for "${query}"`);
      });

      it('mobile navigation open', async () => {
        const mobile = await contextIn(mode, { viewport: MOBILE_VIEWPORT, isMobile: true, hasTouch: true });
        try {
          const mobilePage = await mobile.newPage();
          await open(mobilePage, server.origin, `${prefix}guide/start/`);
          await mobilePage.locator('.navbar__toggle').click();
          await mobilePage.locator('.navbar-sidebar').waitFor({ state: 'visible' });
          await assertAccessible(mobilePage, mode, `mobile navigation on ${prefix}guide/start/`);
        } finally {
          await mobile.close();
        }
      });
    });
  }
}
