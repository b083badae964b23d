// Open redirects: crafted links whose path, once the locale prefix is stripped or the path decoded, reads as
// another host (`/zh//evil.example`, `%2F%2F`, backslashes, tabs). Every client-side redirect (first-visit
// language redirect, 404 page, path normalisation) must stay on the site, for first-time readers in either
// language and for returning readers. Navigations are watched in the browser; other hosts are never reached
// (the test context refuses them), so a redirect off the site shows as a navigation request to another host.
// Everything runs under each way a static host answers unknown paths (HOST_404_BEHAVIOURS in support.mjs).
// Each host and reader kind has one browser context of one tab that its tests take turns in, each visit
// starting from an origin with no stored data: a new context per visit started a renderer process and
// fetched and compiled every bundle again, half of a visit's CPU time. The tests of every host and reader
// start together; each waits for its reader's tab, then for one of VISITS_AT_ONCE slots (a visit mostly
// waits for its redirects to settle, so the nine tabs' visits overlap).
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  HOST_404_BEHAVIOURS,
  clearStoredData,
  concurrencyLimit,
  newContext,
  settleNavigation,
  tabPool,
  useBuiltSite,
  useHost,
} from './support.mjs';

const site = useBuiltSite();
const VISITS_AT_ONCE = 6;
const visitSlots = concurrencyLimit(VISITS_AT_ONCE);

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
const RETURNING_READER = READERS[2];

/**
 * @typedef {{ page: import('./support.mjs').TestPage, navigations: string[], documents: { status: number },
 *   externalRequests: string[] }} Visit
 * @typedef {{ context: import('./support.mjs').TestContext, tabs: import('./support.mjs').TabPool }} Lane
 */

/**
 * For a host's describe block: `inTab(reader, run)` lends `run`, in one of the visit slots, the tab of the
 * context of that reader kind on the host once it is idle, its origin's stored data removed first, so that every
 * visit starts as the reader's first or returning visit does: the site keeps what it remembers of a reader
 * (the first-visit flag, the colour mode) in localStorage, which the context's tabs would share. Contexts
 * open on first use and close after the block.
 * @param {import('./support.mjs').BuiltSite} served
 */
function readerTabs(served) {
  /** @type {Map<string, { idle: Lane[], limit: ReturnType<typeof concurrencyLimit> }>} */
  const readers = new Map();
  /** @type {Lane[]} */
  const lanes = [];
  after(async () => {
    await Promise.all(lanes.map((lane) => lane.context.close()));
  });
  /**
   * @template T
   * @param {{ name: string, options: import('./support.mjs').ContextOptions }} reader
   * @param {(page: import('./support.mjs').TestPage, context: import('./support.mjs').TestContext) => Promise<T>} run
   * @returns {Promise<T>}
   */
  return (reader, run) => {
    if (!readers.has(reader.name)) readers.set(reader.name, { idle: [], limit: concurrencyLimit(1) });
    const { idle, limit } = /** @type {{ idle: Lane[], limit: ReturnType<typeof concurrencyLimit> }} */ (
      readers.get(reader.name)
    );
    return limit(async () => {
      let lane = idle.pop();
      if (!lane) {
        const context = await newContext(served.browser, served.origin, reader.options);
        lane = { context, tabs: await tabPool(context, 1) };
        lanes.push(lane);
      }
      const { context, tabs } = lane;
      try {
        return await tabs.use((page) =>
          visitSlots(async () => {
            await clearStoredData(context, page, served.origin);
            return run(page, context);
          }),
        );
      } finally {
        idle.push(lane);
      }
    });
  };
}

/**
 * Opens `path` in `page` (the tab of `context`); returns the tab, its main-frame navigations, the last
 * document's status and the requests to other hosts the context made while it ran (a window the visit
 * opened included).
 * @param {import('./support.mjs').TestContext} context
 * @param {import('./support.mjs').TestPage} page
 * @param {string} origin
 * @param {string} path
 * @returns {Promise<Visit>}
 */
async function visit(context, page, origin, path) {
  const navigations = [];
  const documents = { status: 0 };
  const onRequest = (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      navigations.push(request.url());
  };
  const onResponse = (response) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame())
      documents.status = response.status();
  };
  const externalBefore = context.externalRequests.length;
  page.on('request', onRequest);
  page.on('response', onResponse);
  try {
    await page.goto(origin + path, { waitUntil: 'load' });
    await settleNavigation(page);
  } finally {
    page.off('request', onRequest);
    page.off('response', onResponse);
  }
  return { page, navigations, documents, externalRequests: context.externalRequests.slice(externalBefore) };
}

describe('open redirects under every host behaviour', { concurrency: true }, () => {
  for (const host of HOST_404_BEHAVIOURS) {
    describe(host.name, { concurrency: true }, () => {
      const served = useHost(site, host.notFound);
      const inTab = readerTabs(served);

      for (const reader of READERS) {
        describe(`crafted links stay on the site (${reader.name})`, { concurrency: true }, () => {
          for (const crafted of CRAFTED) {
            it(crafted, () =>
              inTab(reader, async (tab, context) => {
                const { page, navigations, documents, externalRequests } = await visit(
                  context,
                  tab,
                  served.origin,
                  crafted,
                );
                const offSite = navigations.filter((url) => new URL(url).origin !== served.origin);
                assert.deepEqual(offSite, [], `navigated off the site: ${navigations.join(' → ')}`);
                const final = new URL(page.url());
                assert.equal(final.origin, served.origin, `ended on ${page.url()}`);
                // On a host without a 404 page nothing of the site runs: the address stays as typed.
                const untouched =
                  host.notFound === 'none' && final.pathname === new URL(served.origin + crafted).pathname;
                if (!untouched)
                  assert.match(
                    final.pathname,
                    /^\/(?!\/)/,
                    `ended on a path that reads as a host: ${final.pathname}`,
                  );
                assert.deepEqual(
                  externalRequests.filter((url) => url.includes(EVIL) || url.includes('127.0.0.2')),
                  [],
                );
                // Where the reader ends: a page of the site or its 404 page, rendered without errors; a host
                // without a 404 page answers a miss with its own bare 404, which runs nothing of the site.
                const shown = await page.locator('h1').first().isVisible();
                if (host.notFound === 'none' && !shown)
                  assert.equal(documents.status, 404, `no page shown (document status ${documents.status})`);
                else assert.ok(shown, 'no page shown');
                assert.deepEqual(
                  page.problems.filter((problem) => !/status of 404/.test(problem)),
                  [],
                );
              }),
            );
          }
        });
      }

      describe('legitimate redirects still happen', { concurrency: true }, () => {
        it('a first visit with a Chinese browser goes to the Chinese page', () =>
          inTab(READERS[0], async (page) => {
            await page.goto(`${served.origin}/guide/start/quick-start?x=1#install`, { waitUntil: 'load' });
            await page.waitForURL(`${served.origin}/zh/guide/start/quick-start?x=1#install`);
            await settleNavigation(page);
            assert.deepEqual(page.problems, []);
          }));

        it('a missing Chinese page goes to the English path, keeping query and fragment', () =>
          inTab(RETURNING_READER, async (tab, context) => {
            const { page, documents } = await visit(
              context,
              tab,
              served.origin,
              '/zh/guide/advanced/nothing?x=1#top',
            );
            if (host.notFound === 'none') {
              // Nothing of the site runs on the host's bare 404: the reader stays, and sees that 404.
              assert.equal(documents.status, 404);
              assert.equal(new URL(page.url()).pathname, '/zh/guide/advanced/nothing');
              return;
            }
            assert.equal(page.url(), `${served.origin}/guide/advanced/nothing?x=1#top`);
            assert.equal(await page.locator('h1').first().innerText(), 'PAGE NOT FOUND');
            assert.deepEqual(
              page.problems.filter((problem) => !/status of 404/.test(problem)),
              [],
            );
          }));
      });

      describe(
        'an English-only page under /zh/ is shown there, in English with the Chinese frame',
        { concurrency: true },
        () => {
          const variants = [
            '/zh/guide/advanced/rem',
            '/zh/guide/advanced/rem/',
            '/zh/guide/advanced/rem.html',
            '/zh/guide/advanced/rem?x=1#top',
          ];
          for (const reader of READERS.filter((candidate) => candidate.options.locale !== 'en-US')) {
            for (const variant of variants) {
              it(`${variant} (${reader.name})`, () =>
                inTab(reader, async (tab, context) => {
                  const { page } = await visit(context, tab, served.origin, variant);
                  const url = new URL(page.url());
                  assert.equal(
                    url.pathname.replace(/\/$/, ''),
                    '/zh/guide/advanced/rem',
                    `ended on ${page.url()}`,
                  );
                  assert.equal(
                    url.search + url.hash,
                    new URL(served.origin + variant).search + new URL(served.origin + variant).hash,
                  );
                  assert.equal(await page.locator('html').getAttribute('lang'), 'zh-CN');
                  assert.match(await page.locator('article h1').innerText(), /rem/i);
                  assert.equal(
                    await page.locator('article [lang="en"] h1').count(),
                    1,
                    'the English text is marked lang="en"',
                  );
                  assert.match(
                    await page.locator('.theme-translation-notice').innerText(),
                    /尚未翻译/,
                    'the Chinese notice',
                  );
                  assert.equal(await page.locator('.navbar__link--active').innerText(), '指南');
                  assert.ok(
                    await page
                      .locator('.theme-doc-sidebar-container')
                      .getByText('快速上手')
                      .first()
                      .isVisible(),
                  );
                  assert.deepEqual(page.problems, []);
                }));
            }
          }
        },
      );
    });
  }
});
