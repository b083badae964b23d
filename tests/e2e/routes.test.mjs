// Every route of the built site, in both locales: 200, an h1, no console error or failed request.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { builtRoutes, launchBrowser, newContext, open, startServer } from './support.mjs';

const routes = builtRoutes();
let server;
let browser;
let context;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await newContext(browser, server.origin);
});

after(async () => {
  await browser?.close();
  await server?.close();
});

describe('every built route', { concurrency: 3 }, () => {
  it('covers both locales', () => {
    assert.ok(routes.some((route) => route.startsWith('/zh/')), 'no /zh/ route in the sitemaps');
    assert.ok(routes.includes('/') && routes.includes('/zh/'), 'home pages missing from the sitemaps');
  });

  for (const route of routes) {
    it(route, async () => {
      const page = await context.newPage();
      try {
        const response = await open(page, server.origin, route);
        assert.equal(response.status(), 200, `${route} answered ${response.status()}`);
        const h1 = page.locator('h1').first();
        assert.ok(await h1.isVisible(), `${route} shows no h1`);
        assert.ok((await h1.innerText()).trim().length > 0, `${route} has an empty h1`);
        assert.deepEqual(page.problems, [], `${route} logged problems`);
      } finally {
        await page.close();
      }
    });
  }
});

describe('unknown paths', () => {
  it('answer 404 with the 404 page', async () => {
    const page = await context.newPage();
    const response = await page.goto(`${server.origin}/no/such/page`);
    assert.equal(response.status(), 404);
    await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
    assert.equal(await page.locator('main p').first().innerText(), '404');
    assert.equal(await page.locator('h1').innerText(), 'PAGE NOT FOUND');
    const home = page.getByRole('link', { name: 'Take me home' });
    assert.equal(await home.getAttribute('href'), '/');
    await page.close();
  });

  it('under /zh/ send the reader to the same path without the prefix', async () => {
    const page = await context.newPage();
    await page.goto(`${server.origin}/zh/guide/advanced/rem`);
    await page.waitForURL(`${server.origin}/guide/advanced/rem`);
    await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
    assert.match(await page.locator('h1').first().innerText(), /rem/i);
    await page.close();
  });
});
