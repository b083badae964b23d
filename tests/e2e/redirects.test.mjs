// Open redirects: crafted links whose path, once the locale prefix is stripped or the path decoded, reads as
// another host (`/zh//evil.example`, `%2F%2F`, backslashes, tabs). Every client-side redirect (first-visit
// language redirect, 404 page, path normalisation) must stay on the site, for first-time readers in either
// language and for returning readers. Navigations are watched in the browser; other hosts are never reached
// (the test context refuses them), so a redirect off the site shows as a navigation request to another host.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { newContext, useBuiltSite } from './support.mjs';

const site = useBuiltSite();

const EVIL = 'evil.example';
/** Crafted paths, each of which reads as `//evil.example` somewhere between the address bar and a redirect. */
const CRAFTED = [
  `/zh//${EVIL}`,
  `/zh//${EVIL}/guide/start/`,
  `/zh///${EVIL}`,
  `/zh//${EVIL}?q=1#top`,
  `/zh/%2F${EVIL}`,
  `/zh/%2F%2F${EVIL}`,
  `/zh/%2f%2f${EVIL}`,
  `/zh/%5C${EVIL}`,
  `/zh/%5C%5C${EVIL}`,
  `/zh/%2F%5C${EVIL}`,
  `/zh/%09/${EVIL}`,
  `/zh/.%2F%2F${EVIL}`,
  `/zh/%252F%252F${EVIL}`,
  `/ZH//${EVIL}`,
  `/zh//127.0.0.2`,
  `//${EVIL}`,
  `/%2F%2F${EVIL}`,
  `/%5C${EVIL}`,
  `/%2F%2F${EVIL}.html`,
  `/%2F%2F${EVIL}/index`,
];

/** The reader kinds: first visit with a Chinese or an English browser, and a returning reader. */
const READERS = [
  { name: 'first visit, Chinese browser', options: { firstVisit: true, locale: 'zh-CN' } },
  { name: 'first visit, English browser', options: { firstVisit: true, locale: 'en-US' } },
  { name: 'returning reader', options: {} },
];

/** Waits until the page has hydrated and kept its URL for a while (redirect chains have ended). */
async function settle(page) {
  let last = '';
  for (let round = 0; round < 20; round += 1) {
    await page
      .waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true', null, {
        timeout: 10000,
      })
      .catch(() => undefined);
    await page.waitForTimeout(400);
    if (page.url() === last) return;
    last = page.url();
  }
  throw new Error(`the page kept navigating: ${last}`);
}

for (const reader of READERS) {
  describe(`crafted links stay on the site (${reader.name})`, () => {
    for (const crafted of CRAFTED) {
      it(crafted, async () => {
        const context = await newContext(site.browser, site.origin, reader.options);
        try {
          const page = /** @type {import('./support.mjs').TestPage} */ (await context.newPage());
          const navigations = [];
          page.on('request', (request) => {
            if (request.isNavigationRequest() && request.frame() === page.mainFrame())
              navigations.push(request.url());
          });
          await page.goto(site.origin + crafted, { waitUntil: 'load' });
          await settle(page);
          const offSite = navigations.filter((url) => new URL(url).origin !== site.origin);
          assert.deepEqual(offSite, [], `navigated off the site: ${navigations.join(' → ')}`);
          const final = new URL(page.url());
          assert.equal(final.origin, site.origin, `ended on ${page.url()}`);
          assert.match(
            final.pathname,
            /^\/(?!\/)/,
            `ended on a path that reads as a host: ${final.pathname}`,
          );
          assert.deepEqual(
            context.externalRequests.filter((url) => url.includes(EVIL) || url.includes('127.0.0.2')),
            [],
          );
          // Where the reader ends: a page of the site or its 404 page, rendered without errors.
          assert.ok(await page.locator('h1').first().isVisible(), 'no page shown');
          assert.deepEqual(
            page.problems.filter((problem) => !/status of 404/.test(problem)),
            [],
          );
        } finally {
          await context.close();
        }
      });
    }
  });
}

describe('legitimate redirects still happen', () => {
  it('a first visit with a Chinese browser goes to the Chinese page', async () => {
    const context = await newContext(site.browser, site.origin, { firstVisit: true, locale: 'zh-CN' });
    try {
      const page = /** @type {import('./support.mjs').TestPage} */ (await context.newPage());
      await page.goto(`${site.origin}/guide/start/quick-start?x=1#install`, { waitUntil: 'load' });
      await page.waitForURL(`${site.origin}/zh/guide/start/quick-start?x=1#install`);
      await settle(page);
      assert.deepEqual(page.problems, []);
    } finally {
      await context.close();
    }
  });

  it('a missing Chinese page goes to the English one, keeping query and fragment', async () => {
    const context = await newContext(site.browser, site.origin);
    try {
      const page = /** @type {import('./support.mjs').TestPage} */ (await context.newPage());
      await page.goto(`${site.origin}/zh/guide/advanced/rem?x=1#top`, { waitUntil: 'load' });
      await page.waitForURL(`${site.origin}/guide/advanced/rem?x=1#top`);
      await settle(page);
      assert.match(await page.locator('h1').first().innerText(), /rem/i);
    } finally {
      await context.close();
    }
  });
});
