// The search dialog on the built site, in Chromium: the navbar button and its shortcut hint, Ctrl/⌘+K,
// every dialog state (loading, results, no results, cleared), keyboard navigation, the focus trap and its
// restoration, markup in a query shown as text, result quality in English and Chinese, the static index
// files, and remote mode against a local stub of the search API (on a variant of the site built for it).
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  BUILD_DIR,
  newContext,
  open,
  startServer,
  useTabPool,
  useBuiltSite,
  usePage,
  loadConstants,
} from './support.mjs';
import { STUB_PORT, startSearchStub } from './stub-search-api.mjs';
import {
  assertSilentFailure,
  dialogOf,
  inputOf,
  openWithShortcut,
  optionsOf,
  remoteVariant,
  waitForHits,
} from './search-support.mjs';

const { SEARCH } = await loadConstants();
const RESULT_LIMIT = SEARCH.resultLimit;
const MIN_INDEX_BUILD_MS = SEARCH.minIndexBuildMs;
const REMOTE_TIMEOUT_MS = SEARCH.remoteTimeoutMs;

const XSS_QUERY = '<img src=x onerror=alert(1)>';
/** Markup whose words are on no page, so the dialog answers with its "No results" text around the query. */
const UNMATCHED_MARKUP_QUERY = '<zqxv qzvx=vxqz>xzqv</zqxv>';

const site = useBuiltSite();

/** Opens the dialog on `pathname`, types `query` and waits for the hits or the no-results message. */
async function searchOn(page, origin, pathname, query) {
  await open(page, origin, pathname);
  await openWithShortcut(page);
  await inputOf(page).fill(query);
  await dialogOf(page).locator('[role="option"], [class*="noResults"]').first().waitFor({ timeout: 15000 });
  if (await optionsOf(page).count()) await waitForHits(page);
  return dialogOf(page);
}

/** The hits as the reader sees them: path of the link, title, heading path/breadcrumb and snippet lines. */
async function hitsOf(page) {
  return optionsOf(page).evaluateAll((options) =>
    options.map((option) => ({
      href: option.getAttribute('href'),
      pathname: new URL(option.href).pathname,
      text: option.innerText,
      marks: [...option.querySelectorAll('mark')].map((mark) => mark.textContent),
    })),
  );
}

/** Starts recording, in the page, when the loading status appears and disappears. */
async function recordLoadingState(page) {
  await page.evaluate(() => {
    /** @type {{ shownAt: number | null, hiddenAt: number | null }} */
    const record = { shownAt: null, hiddenAt: null };
    window.__searchLoading = record;
    const observer = new MutationObserver(() => {
      const status = document.querySelector('dialog [role="status"]');
      if (status && record.shownAt === null) record.shownAt = performance.now();
      if (!status && record.shownAt !== null && record.hiddenAt === null) record.hiddenAt = performance.now();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

describe('search button and shortcut', () => {
  const shared = usePage(site);
  let page;
  before(() => ({ page } = shared));

  it('shows the placeholder and the Ctrl K hint in the navbar, in each language', async () => {
    await open(page, site.origin, '/guide/start/');
    const button = page.locator('.navbar').getByRole('button', { name: 'Search Docs' });
    assert.equal(await button.getAttribute('aria-haspopup'), 'dialog');
    assert.deepEqual(await button.locator('kbd').allInnerTexts(), ['Ctrl', 'K']);
    assert.match(await button.innerText(), /Search Docs/);
    await open(page, site.origin, '/zh/guide/start/');
    const zhButton = page.locator('.navbar').getByRole('button', { name: '搜索文档' });
    assert.match(await zhButton.innerText(), /搜索文档/);
  });

  it('shows the command symbol on Apple platforms, and ⌘K opens the dialog there', async () => {
    const apple = await newContext(site.browser, site.origin, {
      userAgent:
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
    });
    try {
      await apple.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' }),
      );
      const applePage = await apple.newPage();
      await open(applePage, site.origin, '/');
      const button = applePage.locator('.navbar').getByRole('button', { name: 'Search Docs' });
      assert.deepEqual(await button.locator('kbd').allInnerTexts(), ['⌘', 'K']);
      await openWithShortcut(applePage, 'Meta+k');
      assert.equal(await applePage.evaluate(() => document.activeElement?.getAttribute('role')), 'combobox');
    } finally {
      await apple.close();
    }
  });

  it('opens with Ctrl+K with the focus in the input, closes with Escape and gives the focus back', async () => {
    await open(page, site.origin, '/config/');
    const link = page.locator('article a[href]').first();
    await link.focus();
    const focusedHref = await link.getAttribute('href');
    const dialog = await openWithShortcut(page);
    assert.equal(await dialog.getAttribute('open'), '');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'combobox');
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('placeholder')),
      'Search Docs',
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('href')), focusedHref);
  });

  it('opens from the button and closes from its close button, giving the focus back to the search button', async () => {
    await open(page, site.origin, '/');
    const searchButton = page.locator('.navbar').getByRole('button', { name: 'Search Docs' });
    await searchButton.click();
    await dialogOf(page).waitFor({ state: 'visible' });
    await dialogOf(page).getByRole('button', { name: 'Esc Cancel' }).click();
    await dialogOf(page).waitFor({ state: 'detached' });
    assert.ok(
      await searchButton.evaluate((button) => button === document.activeElement),
      'focus is back on the search button',
    );
  });

  it('closes on a click on the backdrop around the dialog', async () => {
    await open(page, site.origin, '/');
    await openWithShortcut(page);
    await page.mouse.click(10, 890);
    await dialogOf(page).waitFor({ state: 'detached' });
  });

  it('keeps Tab and Shift+Tab inside the open dialog', async () => {
    await open(page, site.origin, '/');
    await openWithShortcut(page);
    await inputOf(page).fill('proxy');
    await optionsOf(page).first().waitFor();
    for (const key of [
      'Tab',
      'Tab',
      'Tab',
      'Tab',
      'Tab',
      'Shift+Tab',
      'Shift+Tab',
      'Shift+Tab',
      'Shift+Tab',
    ]) {
      await page.keyboard.press(key);
      assert.equal(
        await page.evaluate(() => Boolean(document.activeElement?.closest('dialog'))),
        true,
        `focus left the dialog after ${key}`,
      );
    }
    // The page behind the dialog is inert: a click there does not reach it.
    assert.equal(await page.evaluate(() => document.querySelector('main')?.matches(':modal')), false);
    assert.equal(await page.evaluate(() => document.querySelector('dialog')?.matches(':modal')), true);
  });
});

describe('dialog states', () => {
  const shared = usePage(site);
  let page;
  before(() => ({ page } = shared));

  it(`shows the loading state for at least ${MIN_INDEX_BUILD_MS} ms on a first index build, never for a built one`, async () => {
    await open(page, site.origin, '/guide/start/');
    await recordLoadingState(page);
    await openWithShortcut(page);
    await inputOf(page).fill('hmr');
    await optionsOf(page).first().waitFor({ timeout: 15000 });
    const first = await page.evaluate(() => window.__searchLoading);
    assert.notEqual(first.shownAt, null, 'no loading state on the first opening');
    assert.ok(
      first.hiddenAt - first.shownAt >= MIN_INDEX_BUILD_MS - 20,
      `loading state lasted ${first.hiddenAt - first.shownAt} ms`,
    );

    await page.keyboard.press('Escape');
    // A client-side navigation keeps the built index.
    await page.locator('.navbar').getByRole('link', { name: 'Config' }).click();
    await page.waitForURL(/\/config\/$/);
    await recordLoadingState(page);
    await openWithShortcut(page);
    await inputOf(page).fill('port');
    await optionsOf(page).first().waitFor();
    assert.equal(
      (await page.evaluate(() => window.__searchLoading)).shownAt,
      null,
      'the loading state came back for a built index',
    );
  });

  it(`shows at most ${RESULT_LIMIT} hits with title, heading path or breadcrumb, and a highlighted snippet`, async () => {
    await searchOn(page, site.origin, '/', 'proxy');
    const hits = await hitsOf(page);
    assert.ok(hits.length > 0 && hits.length <= RESULT_LIMIT, `${hits.length} hits`);
    assert.equal(hits[0].pathname, '/config/server/proxy');
    assert.match(hits[0].text, /^server\.proxy\n/);
    assert.ok(
      hits.every((hit) => hit.text.split('\n').length >= 2),
      'a hit without heading path or breadcrumb',
    );
    assert.ok(
      hits.some((hit) => hit.text.split('\n').length === 3),
      'no hit with a snippet',
    );
    assert.ok(
      hits.every((hit) => hit.marks.some((mark) => /prox/i.test(mark))),
      'a hit without its match highlighted',
    );
    assert.equal(await inputOf(page).getAttribute('aria-expanded'), 'true');
  });

  it('shows "No results" with the query, and clears everything for an empty query', async () => {
    const dialog = await searchOn(page, site.origin, '/', 'qqxzvwk');
    assert.match(
      await dialog.innerText(),
      /No results for "qqxzvwk"\.\s+Please try again with a different keyword\./,
    );
    await inputOf(page).fill('proxy');
    await optionsOf(page).first().waitFor();
    await inputOf(page).fill('');
    await page.waitForFunction(() => !document.querySelector('dialog [role="option"]'));
    assert.doesNotMatch(await dialog.innerText(), /No results/);
    assert.equal(await inputOf(page).getAttribute('aria-expanded'), 'false');
  });

  it('shows the no-results message in Chinese on /zh/', async () => {
    const dialog = await searchOn(page, site.origin, '/zh/', 'qqxzvwk');
    assert.match(await dialog.innerText(), /qqxzvwk/);
    assert.doesNotMatch(await dialog.innerText(), /No results|Please try again/);
  });

  it('renders a query with markup as text, running no script', async () => {
    let alerted = false;
    page.once('dialog', async (alert) => {
      alerted = true;
      await alert.dismiss();
    });
    // `img` and `src` are words of some pages, so the dialog lists those pages as partial matches.
    const dialog = await searchOn(page, site.origin, '/', XSS_QUERY);
    assert.equal(await dialog.locator('img').count(), 0);
    assert.equal(await dialog.locator('[role="combobox"]').inputValue(), XSS_QUERY);
    await page.waitForTimeout(200);
    assert.equal(alerted, false);
  });

  it('shows a query with markup literally in the "No results" text', async () => {
    const dialog = await searchOn(page, site.origin, '/', UNMATCHED_MARKUP_QUERY);
    assert.equal(await dialog.locator('zqxv').count(), 0);
    assert.ok((await dialog.innerText()).includes(`No results for "${UNMATCHED_MARKUP_QUERY}".`));
  });
});

describe('keyboard navigation', () => {
  const shared = usePage(site);
  let page;
  before(() => ({ page } = shared));

  it('moves the active hit with the arrow keys, wrapping at both ends', async () => {
    await searchOn(page, site.origin, '/', 'port');
    const count = await optionsOf(page).count();
    assert.ok(count >= 3);
    const activeIndex = () =>
      page.evaluate(() => {
        const input = /** @type {Element} */ (document.querySelector('dialog [role="combobox"]'));
        const options = [...document.querySelectorAll('dialog [role="option"]')];
        const selected = options.findIndex((option) => option.getAttribute('aria-selected') === 'true');
        return {
          selected,
          descendant: options.findIndex(
            (option) => option.id === input.getAttribute('aria-activedescendant'),
          ),
        };
      });
    assert.deepEqual(await activeIndex(), { selected: 0, descendant: 0 });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    assert.deepEqual(await activeIndex(), { selected: 2, descendant: 2 });
    await page.keyboard.press('ArrowUp');
    assert.deepEqual(await activeIndex(), { selected: 1, descendant: 1 });
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    assert.deepEqual(await activeIndex(), { selected: count - 1, descendant: count - 1 });
    await page.keyboard.press('ArrowDown');
    assert.deepEqual(await activeIndex(), { selected: 0, descendant: 0 });
  });

  it('opens the active hit with Enter and scrolls its heading into view', async () => {
    await searchOn(page, site.origin, '/', 'proxy websocket');
    const hits = await hitsOf(page);
    const target = hits.findIndex((hit) => hit.href.includes('#'));
    assert.ok(target >= 0, 'no hit with an anchor');
    for (let i = 0; i < target; i += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const { pathname, hash } = new URL(hits[target].href, site.origin);
    await page.waitForURL((url) => url.pathname === pathname && url.hash === hash);
    await dialogOf(page).waitFor({ state: 'detached' });
    const id = decodeURIComponent(hash.slice(1));
    await page.waitForFunction((headingId) => {
      const top = document.getElementById(headingId)?.getBoundingClientRect().top;
      return top !== undefined && top >= 0 && top < window.innerHeight / 2;
    }, id);
  });

  it('opens a hit with a click as a client-side navigation', async () => {
    await searchOn(page, site.origin, '/', 'distPath');
    await page.evaluate(() => (window.__samePage = true));
    await optionsOf(page).first().click();
    await page.waitForURL(`${site.origin}/config/output/dist-path`);
    assert.equal(await page.evaluate(() => window.__samePage), true);
  });
});

// Three queries at a time, each in a tab of one context: a query mostly waits for its page and the index.
const RESULT_QUALITY_TABS = 3;

describe('result quality', { concurrency: RESULT_QUALITY_TABS }, () => {
  const tabs = useTabPool(site, RESULT_QUALITY_TABS);

  // Each query, in its language, must put one of the right pages among the first three hits.
  const CASES = [
    ['/', 'distPath', ['/config/output/dist-path']],
    ['/', 'proxy', ['/config/server/proxy']],
    ['/', 'port', ['/config/server/port']],
    ['/', 'HMR', ['/config/dev/hmr', '/guide/advanced/hmr', '/guide/faq/hmr']],
    [
      '/',
      'tree shaking',
      ['/guide/faq/exceptions', '/guide/advanced/env-vars', '/guide/optimization/optimize-bundle'],
    ],
    ['/', 'CSS Modules', ['/guide/basic/css-modules', '/config/output/css-modules']],
    ['/zh/', '端口', ['/zh/config/server/port']],
    ['/zh/', '热更新', ['/zh/guide/advanced/hmr', '/zh/guide/faq/hmr', '/zh/config/dev/hmr']],
    ['/zh/', '别名', ['/zh/guide/advanced/alias', '/zh/config/source/alias']],
  ];
  for (const [prefix, query, expected] of CASES) {
    it(`"${query}" on ${prefix} finds ${expected[0]}${expected.length > 1 ? ' or a sibling page' : ''} among the first hits`, () =>
      tabs.use(async (page) => {
        await searchOn(page, site.origin, prefix, query);
        const hits = await hitsOf(page);
        const firstPages = hits.slice(0, 3).map((hit) => hit.pathname);
        assert.ok(
          firstPages.some((pathname) => expected.includes(pathname)),
          `first hits for "${query}": ${firstPages.join(', ')}`,
        );
        const locale = prefix === '/zh/' ? /^\/zh\// : /^\/(?!zh\/)/;
        assert.ok(
          hits.every((hit) => locale.test(hit.pathname)),
          `hits from the other language: ${hits.map((hit) => hit.pathname).join(', ')}`,
        );
      }));
  }

  it('finds a Chinese word inside unspaced text and highlights just that word', () =>
    tabs.use(async (page) => {
      await searchOn(page, site.origin, '/zh/', '端口');
      const hits = await hitsOf(page);
      const inText = hits.find((hit) =>
        /\p{Script=Han}端口|端口\p{Script=Han}/u.test(hit.text.split('\n')[2] ?? ''),
      );
      assert.ok(
        inText,
        `no snippet with 端口 inside a run of Chinese text:\n${hits.map((hit) => hit.text).join('\n---\n')}`,
      );
      assert.ok(inText.marks.includes('端口'), `marks: ${inText.marks.join(', ')}`);
    }));

  it('indexes the home page in both languages', () =>
    tabs.use(async (page) => {
      await searchOn(page, site.origin, '/', 'Little to configure');
      assert.ok((await hitsOf(page)).some((hit) => hit.pathname === '/' && hit.text.startsWith('Rsbuild\n')));
      await searchOn(page, site.origin, '/zh/', '配置门槛低');
      assert.ok((await hitsOf(page)).some((hit) => hit.pathname === '/zh/'));
    }));
});

describe('index files', () => {
  it('loads one static index per language, named with a content hash, and requests nothing else', async () => {
    const context = await newContext(site.browser, site.origin);
    try {
      const page = await context.newPage();
      const indexUrls = [];
      page.on('request', (request) => {
        if (/search-index.*\.json/.test(request.url())) indexUrls.push(new URL(request.url()).pathname);
      });
      for (const [prefix, query] of [
        ['/', 'proxy'],
        ['/zh/', '代理'],
      ]) {
        await searchOn(page, site.origin, prefix, query);
      }
      assert.equal(indexUrls.length, 2, indexUrls.join(', '));
      const [en, zh] = indexUrls;
      assert.match(en, /^\/search\/search-index-[0-9a-f]{8}\.json$/);
      assert.match(zh, /^\/zh\/search\/search-index-[0-9a-f]{8}\.json$/);
      assert.notEqual(path.basename(en), path.basename(zh), 'the two languages share one index name');
      for (const file of indexUrls) assert.ok(fs.existsSync(path.join(BUILD_DIR, file)));
      // The pages' logos come from an assets host; the search itself asks no other host for anything.
      assert.deepEqual(
        context.externalRequests.filter((url) => !/\.(png|svg)$/.test(url)),
        [],
      );
      assert.deepEqual(context.problems, []);
    } finally {
      await context.close();
    }
  });
});

describe('remote mode, against the search API stub', () => {
  let variant;
  let remoteServer;
  let stub;
  let context;
  let page;

  before(async () => {
    variant = await remoteVariant();
    remoteServer = await startServer(variant.dir);
    stub = await startSearchStub(STUB_PORT);
    context = await newContext(site.browser, remoteServer.origin);
    page = await context.newPage();
  });

  after(async () => {
    await context?.close();
    await stub?.close();
    await remoteServer?.close();
  });

  it('GETs the API with keyword, limit, comma-joined searchIndexes and lang, with no index to load', async () => {
    await open(page, remoteServer.origin, '/');
    await recordLoadingState(page);
    stub.requests.length = 0;
    await openWithShortcut(page);
    await inputOf(page).fill('proxy');
    await optionsOf(page).first().waitFor();
    assert.equal((await page.evaluate(() => window.__searchLoading)).shownAt, null);
    assert.deepEqual(
      stub.requests.map((request) => request.params),
      [{ keyword: 'proxy', limit: String(RESULT_LIMIT), searchIndexes: 'rsbuild,rspack', lang: 'en' }],
    );
    const indexRequests = [];
    page.on('request', (request) => /search-index/.test(request.url()) && indexRequests.push(request.url()));
    await inputOf(page).fill('port');
    await page.waitForFunction(() =>
      document.querySelector('dialog [role="option"]')?.textContent.includes('server.port'),
    );
    assert.deepEqual(indexRequests, []);
  });

  it('shows one tab per index, with the hits of the selected one and "No results found" for an empty one', async () => {
    await searchOn(page, remoteServer.origin, '/', 'websocket');
    const tabs = dialogOf(page).getByRole('tab');
    assert.deepEqual(await tabs.allInnerTexts(), ['Rsbuild 1', 'Rspack 0']);
    assert.equal(await dialogOf(page).getByRole('tab', { selected: true }).innerText(), 'Rsbuild 1');
    const [hit] = await hitsOf(page);
    assert.equal(hit.href, '/config/server/proxy#proxy-websocket');
    assert.match(hit.text, /^server\.proxy\nProxy WebSocket\n/);
    await tabs.nth(1).click();
    assert.match(await dialogOf(page).getByRole('tabpanel').innerText(), /^No results found$/);
  });

  it('opens the first tab with hits, and links hits of another site to it in a new tab', async () => {
    await searchOn(page, remoteServer.origin, '/', 'requests of the rspack');
    assert.equal(await dialogOf(page).getByRole('tab', { selected: true }).innerText(), 'Rspack 1');
    const option = optionsOf(page).first();
    assert.equal(await option.getAttribute('href'), 'https://rspack.dev/config/dev-server');
    assert.equal(await option.getAttribute('target'), '_blank');
    assert.equal(await option.getAttribute('rel'), 'noopener noreferrer');
  });

  it('opens a hit of this site with Enter', async () => {
    await searchOn(page, remoteServer.origin, '/', 'websocket');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${remoteServer.origin}/config/server/proxy#proxy-websocket`);
  });

  for (const failure of ['status', 'malformed', 'hang']) {
    it(
      `logs a failed request (${failure}) and shows no results, with no error message`,
      { timeout: REMOTE_TIMEOUT_MS * 4 },
      async () => {
        await open(page, remoteServer.origin, '/');
        page.problems.length = 0;
        stub.failNext(failure);
        await openWithShortcut(page);
        await inputOf(page).fill('proxy');
        await dialogOf(page)
          .getByRole('tab')
          .first()
          .waitFor({ timeout: REMOTE_TIMEOUT_MS * 2 });
        await page.waitForFunction(
          () =>
            /No results found/.test(
              /** @type {HTMLElement | null} */ (document.querySelector('dialog [role="tabpanel"]'))
                ?.innerText ?? '',
            ),
          null,
          { timeout: REMOTE_TIMEOUT_MS * 2 },
        );
        await assertSilentFailure(page);
        // The next query works again.
        await inputOf(page).fill('websocket');
        await optionsOf(page).first().waitFor();
      },
    );
  }
});
