// Security headers: build/_headers (written by plugins/security-headers) gives every file a strict
// Content-Security-Policy and the other security headers; the e2e server applies that file like a static host.
// Static checks: every executable inline script of every built page (read with an HTML parser, not the
// plugin's own reader) is allowed by a hash, and the policy allows no inline script or eval. Browser checks:
// pages of every type, and the widgets that load code or data on use, raise no securitypolicyviolation.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Parser } from 'htmlparser2';
import { BUILD_DIR, headerRules, newContext, open, useBuiltSite } from './support.mjs';

const site = useBuiltSite();

function htmlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** The executable inline scripts of an HTML file, as an HTML parser reads them. */
function inlineScriptsOf(file) {
  const scripts = [];
  let current = null;
  const parser = new Parser(
    {
      onopentag: (tag, attributes) => {
        const type = (attributes.type ?? '').toLowerCase();
        if (
          tag === 'script' &&
          !('src' in attributes) &&
          ['', 'text/javascript', 'application/javascript', 'module'].includes(type)
        )
          current = '';
      },
      ontext: (text) => {
        if (current !== null) current += text;
      },
      onclosetag: (tag) => {
        if (tag === 'script' && current !== null) scripts.push(current);
        current = null;
      },
    },
    { decodeEntities: false },
  );
  parser.end(fs.readFileSync(file, 'utf8'));
  return scripts;
}

const sha256 = (text) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The headers of the `/*` rule of build/_headers. */
function siteWideHeaders() {
  const rule = headerRules().find((candidate) => candidate.source === '**');
  assert.ok(rule, 'build/_headers has no /* rule');
  return Object.fromEntries(rule.headers.map(({ key, value }) => [key.toLowerCase(), value]));
}

const directives = (policy) =>
  Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('the header file', () => {
  it('gives every file a strict policy and the other security headers', () => {
    const headers = siteWideHeaders();
    const policy = directives(headers['content-security-policy']);
    assert.deepEqual(policy['default-src'], ["'none'"]);
    assert.ok(policy['script-src'].includes("'self'"));
    for (const unsafe of [
      "'unsafe-inline'",
      "'unsafe-eval'",
      "'unsafe-hashes'",
      'data:',
      'blob:',
      '*',
      'https:',
      'http:',
    ]) {
      assert.ok(!policy['script-src'].includes(unsafe), `script-src allows ${unsafe}`);
    }
    assert.deepEqual(policy['object-src'], ["'none'"]);
    assert.deepEqual(policy['frame-ancestors'], ["'none'"]);
    assert.deepEqual(policy['base-uri'], ["'none'"]);
    // The site has no form; nothing may submit one, to the site or elsewhere.
    assert.deepEqual(policy['form-action'], ["'none'"]);
    // Violation reporting is off unless a host configures an endpoint: no report goes to another host.
    assert.equal(policy['report-to'], undefined);
    assert.equal(policy['report-uri'], undefined);
    assert.equal(headers['reporting-endpoints'], undefined);
    assert.ok(!policy['style-src'].includes("'unsafe-inline'"), 'style-src allows inline <style> elements');
    assert.equal(headers['x-content-type-options'], 'nosniff');
    assert.equal(headers['x-frame-options'], 'DENY');
    assert.equal(headers['referrer-policy'], 'same-origin');
    assert.match(headers['permissions-policy'], /camera=\(\)/);
    assert.match(headers['permissions-policy'], /geolocation=\(\)/);
  });

  it('allows by hash every inline script of every built page, and nothing else inline', () => {
    const allowed = new Set(
      directives(siteWideHeaders()['content-security-policy'])['script-src'].filter((source) =>
        source.startsWith("'sha256-"),
      ),
    );
    const files = htmlFiles(BUILD_DIR);
    assert.ok(
      files.length > 200 && files.some((file) => file.includes(`${path.sep}zh${path.sep}`)),
      'not every page of both locales was read',
    );
    const used = new Set();
    const uncovered = [];
    for (const file of files) {
      for (const script of inlineScriptsOf(file)) {
        used.add(sha256(script));
        if (!allowed.has(sha256(script)))
          uncovered.push(`${path.relative(BUILD_DIR, file)}: ${script.slice(0, 80)}`);
      }
    }
    assert.deepEqual(uncovered.slice(0, 10), []);
    assert.ok(
      used.size >= 3,
      `only ${used.size} distinct inline scripts found: the check would prove little`,
    );
    assert.deepEqual(
      [...allowed].filter((hash) => !used.has(hash)),
      [],
      'hashes of scripts no page has',
    );
  });

  it('is the only header file: no copy under a locale folder', () => {
    assert.equal(fs.existsSync(path.join(BUILD_DIR, 'zh', '_headers')), false);
  });
});

describe('served responses', () => {
  for (const pathname of ['/', '/zh/guide/start/', '/no/such/page', '/sitemap.xml']) {
    it(`${pathname} carries the security headers`, async () => {
      const response = await fetch(site.origin + pathname);
      assert.match(response.headers.get('content-security-policy') ?? '', /default-src 'none'/);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(response.headers.get('x-frame-options'), 'DENY');
      assert.ok(response.headers.get('referrer-policy'));
      assert.ok(response.headers.get('permissions-policy'));
    });
  }

  it('Markdown twins and text files are served as UTF-8, and their Chinese reads back intact', async () => {
    for (const [pathname, type] of [
      ['/zh/guide/start/quick-start.md', 'text/markdown'],
      ['/guide/start/quick-start.md', 'text/markdown'],
      ['/zh/llms.txt', 'text/plain'],
      ['/llms-full.txt', 'text/plain'],
    ]) {
      const response = await fetch(site.origin + pathname);
      assert.equal(response.status, 200, pathname);
      assert.equal(response.headers.get('content-type'), `${type}; charset=utf-8`, pathname);
    }
    // The header comes from build/_headers, not from the test server's own guess.
    const typed = headerRules().filter((rule) =>
      rule.headers.some(({ key, value }) => key === 'Content-Type' && /charset=utf-8/.test(value)),
    );
    assert.deepEqual(
      typed.map((rule) => rule.source),
      ['**/*.md', '**/*.txt'],
    );
    const twin = await (await fetch(`${site.origin}/zh/guide/start/quick-start.md`)).text();
    assert.match(twin, /^# 快速上手/m);
  });

  it('bundles keep their long cache rule beside the security headers', async () => {
    const html = await (await fetch(`${site.origin}/`)).text();
    const bundle = /\/assets\/js\/[^"'\s]+\.js/.exec(html)?.[0];
    assert.ok(bundle, 'no bundle named in the home page');
    const response = await fetch(site.origin + bundle);
    assert.match(response.headers.get('cache-control') ?? '', /immutable/);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
  });
});

/** A context that records every CSP violation the pages report, as `context.violations`. */
async function violationContext(options = {}) {
  const context = /** @type {import('./support.mjs').TestContext & { violations: object[] }} */ (
    await newContext(site.browser, site.origin, options)
  );
  context.violations = [];
  await context.exposeBinding('__reportViolation', ({ page }, violation) =>
    context.violations.push({ page: page.url(), ...violation }),
  );
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      /** @type {(violation: unknown) => void} */ (window.__reportViolation)({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: event.sourceFile,
        line: event.lineNumber,
      });
    });
  });
  context.on('page', (page) =>
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text()))
        context.violations.push({ page: page.url(), console: message.text() });
    }),
  );
  return context;
}

describe('pages under the policy', () => {
  const PAGES = [
    '/',
    '/zh/',
    '/guide/start/',
    '/guide/start/quick-start',
    '/zh/guide/start/quick-start',
    '/config/',
    '/community/releases/',
    '/zh/community/releases/v0-6',
    '/plugins/list/',
    '/api/javascript-api/instance',
    '/no/such/page',
  ];

  it('every page type loads, hydrates and renders with zero violations', async () => {
    const context = await violationContext();
    try {
      const page = await context.newPage();
      for (const pathname of PAGES) {
        const response = await page.goto(site.origin + pathname, { waitUntil: 'load' });
        assert.match(
          /** @type {import('playwright-core').Response} */ (response).headers()['content-security-policy'] ??
            '',
          /script-src/,
          `${pathname} came without the policy`,
        );
        await page.waitForFunction(
          () => document.documentElement.getAttribute('data-has-hydrated') === 'true',
          null,
          { timeout: 15000 },
        );
        await page.waitForLoadState('networkidle');
      }
      assert.deepEqual(context.violations, []);
      assert.deepEqual(
        context.problems.filter((problem) => !/status of 404/.test(problem)),
        [],
      );
    } finally {
      await context.close();
    }
  });

  it('search, theme toggle, copy button, image zoom, product switcher and client navigation raise none', async () => {
    const context = await violationContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    try {
      const page = await context.newPage();
      await open(page, site.origin, '/guide/start/');
      // Search: the worker, the index fetch and the hits.
      await page.keyboard.press('Control+k');
      await page.getByRole('dialog').getByRole('combobox').fill('port');
      await page.getByRole('dialog').getByRole('option').first().waitFor({ timeout: 15000 });
      await page.keyboard.press('Escape');
      // Colour mode.
      await page
        .locator('.navbar button[class*="colorModeToggle"], .navbar button[title*="mode"]')
        .first()
        .click();
      // Image zoom (medium-zoom is loaded on use).
      await page.waitForSelector('.markdown img.medium-zoom-image');
      await page.locator('.markdown img.medium-zoom-image').first().click();
      await page.waitForSelector('.medium-zoom-overlay');
      await page.keyboard.press('Escape');
      await page.waitForTimeout(400);
      // Product switcher: its logos come from an asset host.
      await page.getByRole('button', { name: 'Rs family products' }).click();
      await page.getByRole('menu').waitFor();
      await page.keyboard.press('Escape');
      // Client-side navigation and a code block's copy button.
      await page.locator('.pagination-nav__link--next').click();
      await page.waitForURL(/quick-start/);
      await page.locator('.markdown pre').first().hover();
      await page.locator('button[aria-label*="opy" i]').first().click();
      await page.waitForLoadState('networkidle');
      assert.deepEqual(context.violations, []);
    } finally {
      await context.close();
    }
  });

  it('the phone layout (Menu drawer, nav screen) raises none', async () => {
    const context = await violationContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await open(page, site.origin, '/zh/guide/start/quick-start');
      await page.getByRole('button', { name: '菜单', exact: true }).click();
      await page.getByRole('dialog', { name: '菜单' }).waitFor();
      await page.keyboard.press('Escape');
      await page.locator('.navbar__toggle').click();
      await page.locator('.navbar-sidebar').waitFor();
      await page.waitForLoadState('networkidle');
      assert.deepEqual(context.violations, []);
    } finally {
      await context.close();
    }
  });

  it('a violation would be seen: an injected inline script is reported', async () => {
    const context = await violationContext();
    try {
      const page = await context.newPage();
      await open(page, site.origin, '/');
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true';
        document.body.append(script);
      });
      await page.waitForTimeout(200);
      assert.equal(await page.evaluate(() => window.__injected), undefined, 'an injected inline script ran');
      assert.ok(
        context.violations.some(
          (violation) => violation.directive === 'script-src-elem' || violation.directive === 'script-src',
        ),
      );
    } finally {
      await context.close();
    }
  });
});
