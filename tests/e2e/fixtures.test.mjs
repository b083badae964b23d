// Theme behaviours that no page of the real site uses, on a fixture variant of the site (tests/fixtures/, built
// with SITE_FIXTURES=1): the custom and blank page types, the navbar/sidebar/outline/footer front matter
// switches, the site-wide forced light mode and the hideNavbar modes 'auto' and 'always'. Two English builds:
// 'auto' and 'always' are one build-time value each; the fixtures and forced light share the 'auto' build
// (its navbar is in view at the top of a page, where those tests look), which is also the remote-mode search
// build (support.mjs sharedVariant).
import fs from 'node:fs';
import path from 'node:path';
import { after, afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  BUILD_DIR,
  buildVariant,
  builtRoutes,
  cleanTab,
  newContext,
  open,
  sharedVariant,
  startServer,
  useBuiltSite,
  loadConstants,
  REACTION_LIMIT_MS,
} from './support.mjs';

const { SCROLL } = await loadConstants();
/** Longer than a throttle interval plus the navbar's slide transition. */
const SETTLE_MS = SCROLL.throttleMs + 300;
const THEME_KEY = 'theme-docusaurus';
const DOC = '/guide/start/quick-start';

const SELECTORS = {
  navbar: '.navbar',
  sidebar: '.theme-doc-sidebar-container',
  outline: '.theme-doc-toc-desktop',
  footer: '.footer',
};
const SWITCHES = Object.keys(SELECTORS);

// The normal build: only read, to show that the fixtures stay out of it and what the switches change.
const site = useBuiltSite();
/** The contexts opened for one test, closed after it. */
let contexts = [];
/**
 * One context and tab per server for the tests that need only a new reader's tab (no options, no init
 * script), made clean (support.mjs cleanTab) before each reuse: a new context and tab cost more CPU than the
 * visit. The tests of this file run one after another.
 * @type {Map<string, { context: import('./support.mjs').TestContext,
 *   page: import('./support.mjs').TestPage }>}
 */
const readerTabs = new Map();
/** The contexts the current test used, whose problems it answers for. */
let used = [];

afterEach(async () => {
  // Console errors, page errors and failed requests of the site (support.mjs's init script can fail on about:blank).
  const problems = [...contexts, ...used]
    .flatMap((context) => context.problems)
    .filter((problem) => !problem.includes(' on about:blank'));
  await Promise.all(contexts.map((context) => context.close()));
  contexts = [];
  used = [];
  assert.deepEqual(problems, []);
});

after(async () => {
  await Promise.all([...readerTabs.values()].map(({ context }) => context.close()));
});

/** @typedef {Parameters<import('playwright-core').BrowserContext['addInitScript']>} InitScript */
/**
 * A page of a fresh browser context on `origin` (closed after the test), with `init` run before every page script.
 * @param {string} origin
 * @param {import('./support.mjs').ContextOptions & { init?: InitScript }} [options]
 */
async function newPageOn(origin, { init, ...options } = {}) {
  const context = await newContext(site.browser, origin, options);
  contexts.push(context);
  if (init) await context.addInitScript(...init);
  return context.newPage();
}

/** The reader tab of the server at `origin` (readerTabs), clean. */
async function readerTabOn(origin) {
  let tab = readerTabs.get(origin);
  if (tab) await cleanTab(origin, tab.context, tab.page);
  else {
    const context = await newContext(site.browser, origin);
    tab = { context, page: /** @type {import('./support.mjs').TestPage} */ (await context.newPage()) };
    readerTabs.set(origin, tab);
  }
  used.push(tab.context);
  return tab.page;
}

/** A new reader's page on `origin`, at `pathname`, hydrated. */
async function openOn(origin, pathname) {
  const page = await readerTabOn(origin);
  await open(page, origin, pathname);
  return page;
}

/** Which of the navbar, sidebar, outline and footer the reader sees. */
async function shownComponents(page) {
  const shown = {};
  for (const [name, selector] of Object.entries(SELECTORS))
    shown[name] = await page.locator(selector).first().isVisible();
  return shown;
}

const navbarPlace = (page) =>
  page.locator('nav.navbar').evaluate((nav) => {
    const { top, bottom } = nav.getBoundingClientRect();
    return { top, bottom, displayed: getComputedStyle(nav).display !== 'none' };
  });

/** Where the navbar is in the viewport after wheel scrolling, one throttle interval apart. */
async function navbarAfterScrolling(page, deltas) {
  await page.mouse.move(640, 500);
  for (const delta of deltas) {
    await page.mouse.wheel(0, delta);
    await page.waitForTimeout(SETTLE_MS);
  }
  return navbarPlace(page);
}

const IN_VIEW = { name: 'in view at the top', test: ({ top, displayed }) => displayed && Math.abs(top) < 1 };
const OUT_OF_VIEW = {
  name: 'out of view above the page',
  test: ({ bottom, displayed }) => displayed && bottom <= 0,
};

/** Waits for the navbar to reach `place` (a slide and a throttled handler take a while on a busy machine). */
async function navbarReaches(page, place, timeout = 5000) {
  const deadline = Date.now() + timeout;
  let last;
  while (Date.now() < deadline) {
    last = await navbarPlace(page);
    if (place.test(last)) return;
    await page.waitForTimeout(50);
  }
  assert.fail(`the navbar never got ${place.name}: ${JSON.stringify(last)}`);
}

describe('the normal build', () => {
  it('has none of the fixture pages', async () => {
    assert.equal(fs.existsSync(path.join(BUILD_DIR, 'fixtures')), false);
    assert.deepEqual(
      builtRoutes(BUILD_DIR).filter(
        (route) => route.startsWith('/fixtures') || route.startsWith('/zh/fixtures'),
      ),
      [],
    );
    for (const pathname of ['/fixtures/custom', '/fixtures/blank', '/fixtures/docs/']) {
      assert.equal((await fetch(site.origin + pathname)).status, 404, pathname);
    }
  });
});

describe('fixture variant (SITE_FIXTURES=1, SITE_FORCE_LIGHT=1, SITE_HIDE_NAVBAR=auto)', () => {
  let variant;
  let server;
  before(async () => {
    // The build the remote-mode search suites use too (its search mode plays no part here).
    variant = await sharedVariant();
    server = await startServer(variant.dir);
  });
  after(async () => {
    await server?.close();
  });

  it('pageType custom: the content under the navbar, with no sidebar, outline or footer', async () => {
    const page = await openOn(server.origin, '/fixtures/custom');
    assert.equal(await page.locator('main h1').innerText(), 'Fixture: custom page');
    assert.ok(await page.locator('main').getByText('The body of the custom page.').isVisible());
    assert.deepEqual(await shownComponents(page), {
      navbar: true,
      sidebar: false,
      outline: false,
      footer: false,
    });
    // The stock page would list the page's headings beside the content.
    assert.equal(await page.locator('.table-of-contents').count(), 0);
  });

  it('pageType blank: the content alone, without the navbar', async () => {
    const page = await openOn(server.origin, '/fixtures/blank');
    assert.equal(await page.locator('main h1').innerText(), 'Fixture: blank page');
    assert.deepEqual(await shownComponents(page), {
      navbar: false,
      sidebar: false,
      outline: false,
      footer: false,
    });
    assert.equal(await page.locator('.table-of-contents').count(), 0);
    // Nothing takes the navbar's place: the content starts at the top of the page.
    const top = await page.locator('main').evaluate((main) => main.getBoundingClientRect().top);
    assert.ok(top < 64, `content starts ${top} px down`);
  });

  it('a fixture doc page without switches shows the navbar, sidebar, outline and footer', async () => {
    const page = await openOn(server.origin, '/fixtures/docs/');
    assert.deepEqual(await shownComponents(page), {
      navbar: true,
      sidebar: true,
      outline: true,
      footer: true,
    });
  });

  for (const name of SWITCHES) {
    it(`front matter ${name}: false hides the ${name}, and only it`, async () => {
      const page = await openOn(server.origin, `/fixtures/docs/${name}`);
      assert.equal(await page.locator('article h1').innerText(), `Fixture: ${name} false`);
      const expected = Object.fromEntries(SWITCHES.map((other) => [other, other !== name]));
      assert.deepEqual(await shownComponents(page), expected);
    });
  }

  it('a front matter switch holds for its page only, across client-side navigation', async () => {
    const page = await openOn(server.origin, '/fixtures/docs/');
    const sidebar = page.locator(SELECTORS.sidebar);
    await sidebar.getByRole('link', { name: 'Fixture: footer false' }).click();
    await page.waitForURL(`${server.origin}/fixtures/docs/footer`);
    await page.locator('article h1', { hasText: 'Fixture: footer false' }).waitFor();
    // The <html> class follows the new page a moment after its content.
    await page.locator(SELECTORS.footer).waitFor({ state: 'hidden', timeout: REACTION_LIMIT_MS });
    await sidebar.getByRole('link', { name: 'Fixture: doc page' }).click();
    await page.locator('article h1', { hasText: 'Fixture: doc page' }).waitFor();
    await page.locator(SELECTORS.footer).waitFor({ state: 'visible', timeout: REACTION_LIMIT_MS });
    assert.deepEqual(await shownComponents(page), {
      navbar: true,
      sidebar: true,
      outline: true,
      footer: true,
    });
  });

  describe('forced light mode', () => {
    /** The theme at first paint and after hydration, and the toggles on the page, for a reader with dark everywhere. */
    async function readerWithDarkPreferences(origin, pathname, { width = 1280, openNavScreen = false } = {}) {
      const storeDark = (key) =>
        window.location.protocol.startsWith('http') && window.localStorage.setItem(key, 'dark');
      const page = await newPageOn(origin, {
        colorScheme: 'dark',
        viewport: { width, height: 800 },
        init: [storeDark, THEME_KEY],
      });
      await page.goto(origin + pathname, { waitUntil: 'commit' });
      // The theme script runs early in <body>, before the page's content (#__docusaurus) is parsed; <body>
      // alone can be there before it has run.
      await page.waitForSelector('#__docusaurus', { state: 'attached' });
      const atFirstPaint = await page.evaluate(() => document.documentElement.getAttribute('data-theme'));
      await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
      if (openNavScreen) {
        await page.locator('.navbar__toggle').click();
        await page.waitForFunction(() =>
          document.querySelector('nav.navbar')?.classList.contains('navbar-sidebar--show'),
        );
        await page.locator('.navbar-sidebar__brand').waitFor();
      }
      return {
        page,
        atFirstPaint,
        hydrated: await page.evaluate(() => document.documentElement.getAttribute('data-theme')),
        toggles: await page.locator('button[class*="toggleButton"]').count(),
      };
    }

    it('the normal build gives the same reader the dark theme and a toggle, in the navbar and the nav screen', async () => {
      // What forced light has to override below.
      const reader = await readerWithDarkPreferences(site.origin, DOC);
      assert.deepEqual([reader.atFirstPaint, reader.hydrated], ['dark', 'dark']);
      assert.ok(reader.toggles > 0, 'no toggle in the navbar');
      const phone = await readerWithDarkPreferences(site.origin, DOC, { width: 390, openNavScreen: true });
      assert.ok(phone.toggles > 0, 'no toggle in the nav screen');
    });

    for (const pathname of ['/', DOC, '/fixtures/custom']) {
      it(`pins the light theme on ${pathname} over a stored dark choice and a dark system, with no toggle`, async () => {
        const reader = await readerWithDarkPreferences(server.origin, pathname);
        assert.deepEqual([reader.atFirstPaint, reader.hydrated], ['light', 'light']);
        assert.equal(reader.toggles, 0);
        // A live change of the system preference changes nothing either.
        await reader.page.emulateMedia({ colorScheme: 'light' });
        await reader.page.emulateMedia({ colorScheme: 'dark' });
        await reader.page.waitForTimeout(100);
        assert.equal(
          await reader.page.evaluate(() => document.documentElement.getAttribute('data-theme')),
          'light',
        );
      });
    }

    it('has no toggle in the mobile nav screen either', async () => {
      const reader = await readerWithDarkPreferences(server.origin, DOC, { width: 390, openNavScreen: true });
      assert.deepEqual([reader.hydrated, reader.toggles], ['light', 0]);
    });
  });

  describe("hideNavbar 'auto'", () => {
    it('slides the navbar away on scrolling down and brings it back on scrolling up', async () => {
      const page = await openOn(server.origin, DOC);
      assert.equal(await page.locator('[data-hide-navbar]').getAttribute('data-hide-navbar'), 'auto');
      await navbarReaches(page, IN_VIEW);
      await navbarAfterScrolling(page, [300, 300]);
      await navbarReaches(page, OUT_OF_VIEW);
      await navbarAfterScrolling(page, [-150]);
      await navbarReaches(page, IN_VIEW);
      await navbarAfterScrolling(page, [400]);
      await navbarReaches(page, OUT_OF_VIEW);
    });

    it(`follows the scroll at most once per ${SCROLL.throttleMs} ms`, async () => {
      const page = await openOn(server.origin, DOC);
      await page.evaluate(() => window.scrollTo({ top: 800, behavior: 'instant' }));
      await navbarReaches(page, OUT_OF_VIEW);
      // Down and up every 30 ms for 1.5 s: a handler run per scroll event would flip the navbar dozens of times.
      const { flips, elapsed } = await page.evaluate(async () => {
        const wrapper = /** @type {Element} */ (document.querySelector('[data-hide-navbar]'));
        let changes = 0;
        const observer = new MutationObserver(() => (changes += 1));
        observer.observe(wrapper, { attributes: true, attributeFilter: ['data-navbar-hidden'] });
        const start = performance.now();
        for (let step = 0; step < 50; step += 1) {
          window.scrollTo({ top: step % 2 ? 700 : 900, behavior: 'instant' });
          await new Promise((resolve) => setTimeout(resolve, 30));
        }
        // The trailing run, one interval after the last scroll.
        await new Promise((resolve) => setTimeout(resolve, 400));
        observer.disconnect();
        return { flips: changes, elapsed: performance.now() - start };
      });
      // A throttled handler runs at the first event, then at most once per interval.
      const maxRuns = Math.floor(elapsed / SCROLL.throttleMs) + 2;
      assert.ok(flips >= 1, 'the navbar never moved');
      assert.ok(flips <= maxRuns, `${flips} navbar changes in ${Math.round(elapsed)} ms`);
    });
  });
});

describe("hideNavbar 'always' variant (SITE_HIDE_NAVBAR=always)", () => {
  let variant;
  let server;
  before(async () => {
    variant = await buildVariant({
      name: 'navbar-always',
      env: { SITE_FIXTURES: '1', SITE_HIDE_NAVBAR: 'always' },
      prebuiltDir: process.env.FIXTURES_ALWAYS_BUILD_DIR,
    });
    server = await startServer(variant.dir);
  });
  after(async () => {
    await server?.close();
  });

  for (const pathname of ['/', DOC, '/config/', '/community/releases/v0-6', '/fixtures/custom']) {
    it(`hides the navbar on ${pathname}, before and after scrolling`, async () => {
      const page = await openOn(server.origin, pathname);
      assert.equal(await page.locator('nav.navbar').isVisible(), false);
      assert.equal((await navbarAfterScrolling(page, [600, -300])).displayed, false);
    });
  }

  it('hides it in the server-rendered HTML, before any script runs', async () => {
    const page = await newPageOn(server.origin, { javaScriptEnabled: false });
    await page.goto(server.origin + DOC);
    assert.equal(await page.locator('nav.navbar').count(), 1);
    assert.equal(await page.locator('nav.navbar').isVisible(), false);
    assert.ok(await page.locator('article h1').isVisible());
  });
});
