// Reading behaviours of the theme: product switcher, colour mode, language redirect, navigation (lazy
// chunks, progress bar, view transition, content-reload event, image zoom), anchor scrolling, page types.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { newContext, open, REACTION_LIMIT_MS, useBuiltSite, useCleanTab, waitInPage } from './support.mjs';

/** @typedef {import('./support.mjs').TestPage} TestPage */
/** @typedef {import('./support.mjs').TestContext} TestContext */

const THEME_KEY = 'theme-docusaurus';
const site = useBuiltSite();

/** A page in a context of its own, for tests that change the context (init scripts, routes, a second tab). */
async function freshPage(options) {
  const context = await newContext(site.browser, site.origin, options);
  const page = await context.newPage();
  return { context, page };
}

const tab = useCleanTab(site);

/**
 * The file's clean tab (useCleanTab: a reader the site has never seen), with the window and colour scheme of
 * `options`.
 * @param {{ viewport?: { width: number, height: number }, colorScheme?: 'light' | 'dark' }} [options]
 */
async function cleanPage({ viewport = { width: 1280, height: 900 }, colorScheme = 'light' } = {}) {
  const { context, page } = /** @type {{ context: TestContext, page: TestPage }} */ (tab);
  await page.setViewportSize(viewport);
  await page.emulateMedia({ colorScheme });
  return { context, page };
}

describe('product switcher', () => {
  it('lists the four tools with logo, name and description, opening each in a new tab', async () => {
    const { page } = await cleanPage();
    await open(page, site.origin, '/guide/start/');
    const button = page.getByRole('button', { name: 'Rs family products' });
    assert.equal(await button.getAttribute('aria-expanded'), 'false');
    await button.click();
    // The first click opens the menu once the Floating UI part (fetched on first use) is there.
    await page.getByRole('menu').waitFor();
    const items = page.getByRole('menuitem');
    assert.equal(await items.count(), 4);
    assert.deepEqual(
      await items.evaluateAll((links) =>
        links.map((link) => /** @type {Element} */ (link.querySelector('span span')).textContent),
      ),
      ['Rspack', 'Rsbuild', 'Rspress', 'Rsdoctor'],
    );
    for (const link of await items.all()) {
      assert.equal(await link.getAttribute('target'), '_blank');
      assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
      assert.equal(await link.locator('img').count(), 1);
    }
    assert.match(await items.first().innerText(), /Fast Rust-based web bundler/);
    await page.mouse.click(640, 600);
    assert.equal(await button.getAttribute('aria-expanded'), 'false');
  });

  it('opens on hover, works with the keyboard and closes on Escape; Chinese pages use Chinese descriptions', async () => {
    const { page } = await cleanPage();
    await open(page, site.origin, '/zh/guide/start/');
    const button = page.getByRole('button', { name: /Rs family products|Rs 家族产品/ });
    await button.hover();
    await page.waitForFunction(
      () =>
        /** @type {Element} */ (document.querySelector('[aria-haspopup="menu"]')).getAttribute(
          'aria-expanded',
        ) === 'true',
    );
    assert.match(await page.getByRole('menuitem').first().innerText(), /基于 Rust 的高性能打包工具/);
    await page.keyboard.press('Escape');
    assert.equal(await button.getAttribute('aria-expanded'), 'false');
    await button.focus();
    await page.keyboard.press('Enter');
    assert.equal(await button.getAttribute('aria-expanded'), 'true');
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');
  });

  it('on a touch-sized screen, hover does not open it but a tap does', async () => {
    const { page } = await cleanPage({ viewport: { width: 1000, height: 800 } });
    await open(page, site.origin, '/');
    // 1000 px: wider than the width where the theme folds the navbar (996 px), within the site's touch widths
    // (up to 1024 px), so the switcher is in the navbar and must act on taps.
    const button = page.getByRole('button', { name: 'Rs family products' });
    assert.ok(await button.isVisible(), 'the product switcher is not shown at 1000 px');
    await button.hover();
    await page.waitForTimeout(300);
    assert.equal(await button.getAttribute('aria-expanded'), 'false');
    await button.click();
    await page.waitForFunction(
      () =>
        /** @type {Element} */ (document.querySelector('[aria-haspopup="menu"]')).getAttribute(
          'aria-expanded',
        ) === 'true',
    );
    assert.ok(await page.getByRole('menu').isVisible());
  });

  it('menu button keys: Home/End reach the ends, entries are out of the Tab order, Tab closes and moves on', async () => {
    const { context, page } = await cleanPage();
    await open(page, site.origin, '/guide/start/');
    const button = page.getByRole('button', { name: 'Rs family products' });
    const focusedText = () =>
      page.evaluate(() => document.activeElement?.querySelector('span span')?.textContent ?? null);
    // The control after the switcher in the Tab order, with the menu closed.
    await button.focus();
    await page.keyboard.press('Tab');
    const next = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80));
    const isNext = () =>
      page.evaluate((html) => document.activeElement?.outerHTML.slice(0, 80) === html, next);
    for (const from of ['button', 'entry']) {
      await button.focus();
      await page.keyboard.press('Enter');
      // On failure, say what the page was in: a lost press, a failed chunk and a focus elsewhere differ.
      await page
        .getByRole('menu')
        .waitFor()
        .catch(async (error) => {
          const state = await page.evaluate(() => ({
            expanded: document.querySelector('[aria-haspopup="menu"]')?.getAttribute('aria-expanded'),
            focused: document.activeElement?.outerHTML.slice(0, 100),
          }));
          const seen = JSON.stringify({ ...state, problems: context.problems });
          throw new Error(`Enter from the ${from} did not open the menu: ${seen}`, { cause: error });
        });
      assert.deepEqual(
        await page.getByRole('menuitem').evaluateAll((items) => items.map((item) => item.tabIndex)),
        [-1, -1, -1, -1],
      );
      if (from === 'entry') {
        await page.keyboard.press('ArrowDown');
        await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');
        await page.keyboard.press('End');
        // The entry's name, not its whole text: the other entries' descriptions mention Rspack.
        const focusedIs = (/** @type {string} */ name) =>
          page.waitForFunction(
            (expected) => document.activeElement?.querySelector('span span')?.textContent === expected,
            name,
            { timeout: REACTION_LIMIT_MS },
          );
        await focusedIs('Rsdoctor');
        assert.equal(await focusedText(), 'Rsdoctor');
        await page.keyboard.press('Home');
        await focusedIs('Rspack');
        assert.equal(await focusedText(), 'Rspack');
      }
      await page.keyboard.press('Tab');
      await page.getByRole('menu').waitFor({ state: 'detached' });
      assert.equal(await button.getAttribute('aria-expanded'), 'false');
      await page.waitForFunction((html) => document.activeElement?.outerHTML.slice(0, 80) === html, next);
      assert.ok(await isNext(), `Tab from the ${from} goes on to the control after the switcher`);
    }
    assert.deepEqual(context.problems, []);
  });

  it('loads Floating UI on first use only, keeping the server-rendered trigger element and its attributes', async () => {
    const { page } = await cleanPage();
    const response = await open(page, site.origin, '/guide/start/');
    const serverHtml = await response.text();
    const attributes = () =>
      page.evaluate(() => {
        const button = /** @type {Element} */ (document.querySelector('[aria-haspopup="menu"]'));
        window.switcherButton ??= button;
        return {
          same: window.switcherButton === button,
          attributes: [...button.attributes].map(({ name, value }) => `${name}=${value}`).sort(),
        };
      });
    const serverAttributes = await page.evaluate((html) => {
      const button = /** @type {Element} */ (
        new DOMParser().parseFromString(html, 'text/html').querySelector('[aria-haspopup="menu"]')
      );
      return [...button.attributes].map(({ name, value }) => `${name}=${value}`).sort();
    }, serverHtml);
    const popupScriptRuns = () =>
      page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter(
              (entry) =>
                /** @type {PerformanceResourceTiming} */ (entry).initiatorType === 'script' &&
                entry.name.includes('/floating-popup.'),
            ).length,
      );

    assert.deepEqual(await attributes(), { same: true, attributes: serverAttributes });
    assert.equal(await popupScriptRuns(), 0);
    await page.getByRole('button', { name: 'Rs family products' }).hover();
    await page.waitForFunction(
      () =>
        /** @type {Element} */ (document.querySelector('[aria-haspopup="menu"]')).getAttribute(
          'aria-expanded',
        ) === 'true',
    );
    assert.equal(await popupScriptRuns(), 1);
    await page.keyboard.press('Escape');
    assert.deepEqual(await attributes(), { same: true, attributes: serverAttributes });
  });
});

describe('colour mode', () => {
  it('follows the system by default, also when it changes live', async () => {
    const { page } = await cleanPage({ colorScheme: 'dark' });
    await open(page, site.origin, '/');
    assert.equal(await page.locator('html').getAttribute('data-theme'), 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  });

  it('the toggle flips between dark and light and the choice is stored under one key for both locales', async () => {
    const { page } = await cleanPage({ colorScheme: 'light' });
    await open(page, site.origin, '/');
    const toggle = page.locator('.navbar button[class*="toggleButton"]').first();
    await toggle.click();
    assert.equal(await page.locator('html').getAttribute('data-theme'), 'dark');
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY), 'dark');
    await toggle.click();
    assert.equal(await page.locator('html').getAttribute('data-theme'), 'light');
    await toggle.click();
    await open(page, site.origin, '/zh/');
    assert.equal(await page.locator('html').getAttribute('data-theme'), 'dark');
  });

  it('applies the stored mode before the page renders (no flash)', async () => {
    const { context, page } = await freshPage({ colorScheme: 'light' });
    await context.addInitScript((key) => localStorage.setItem(key, 'dark'), THEME_KEY);
    await page.goto(`${site.origin}/guide/start/`, { waitUntil: 'commit' });
    // The theme script runs early in <body>, before the content (#__docusaurus); <body> alone can be too soon.
    await page.waitForSelector('#__docusaurus', { state: 'attached' });
    const themeAtFirstPaint = await page.evaluate(() => document.documentElement.getAttribute('data-theme'));
    assert.equal(themeAtFirstPaint, 'dark');
    await context.close();
  });

  it('falls back to auto for an unrecognised stored value', async () => {
    const { context, page } = await freshPage({ colorScheme: 'dark' });
    await context.addInitScript((key) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, 'purple');
        sessionStorage.setItem('seeded', '1');
      }
    }, THEME_KEY);
    await open(page, site.origin, '/');
    assert.equal(await page.locator('html').getAttribute('data-theme'), 'dark');
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY), null);
    await context.close();
  });

  it('is synchronised across open tabs', async () => {
    const { context, page } = await freshPage({ colorScheme: 'light' });
    await open(page, site.origin, '/');
    const other = await context.newPage();
    await open(other, site.origin, '/config/');
    await page.locator('.navbar button[class*="toggleButton"]').first().click();
    await other.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await context.close();
  });
});

describe('language redirect', () => {
  it('sends a first-time Chinese reader to the Chinese page, once', async () => {
    const { context, page } = await freshPage({ firstVisit: true, locale: 'zh-CN' });
    await page.goto(`${site.origin}/config/output/dist-path`);
    await page.waitForURL(`${site.origin}/zh/config/output/dist-path`);
    assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus-locale-visited')), '1');
    await open(page, site.origin, '/config/output/dist-path');
    await page.waitForTimeout(300);
    assert.equal(new URL(page.url()).pathname, '/config/output/dist-path');
    await context.close();
  });

  it('leaves a reader whose language is the page language where they are', async () => {
    const { context, page } = await freshPage({ firstVisit: true, locale: 'en-US' });
    await open(page, site.origin, '/config/');
    await page.waitForTimeout(300);
    assert.equal(new URL(page.url()).pathname, '/config/');
    await context.close();
  });
});

describe('navigation', () => {
  it('loads route chunks lazily, preloads them on hover, and fires content-reload after each navigation', async () => {
    const { page } = await cleanPage();
    await open(page, site.origin, '/guide/start/');
    await page.evaluate(() => {
      window.__reloads = 0;
      window.addEventListener('content-reload', () => (window.__reloads += 1));
    });
    const requested = [];
    page.on('request', (request) => request.url().includes('/assets/js/') && requested.push(request.url()));
    const link = page.locator('.pagination-nav__link--next');
    await link.hover();
    await page.waitForTimeout(500);
    const preloaded = requested.length;
    await link.click();
    await page.waitForURL(`${site.origin}/guide/start/quick-start`);
    await page.waitForFunction(() => window.__reloads === 1);
    assert.ok(preloaded > 0, 'hovering a link should preload its route chunks');
    await page.goBack();
    await page.waitForFunction(() => window.__reloads === 2);
  });

  it('shows the progress bar when a route takes longer than 200 ms to load', async () => {
    const { context, page } = await freshPage();
    await open(page, site.origin, '/config/');
    const oldTitle = await page.locator('article h1').innerText();
    // The route's chunks are held until the bar has been seen: however slow the machine, the route takes
    // longer than 200 ms, and the page cannot move on before the check.
    /** @type {() => void} */
    let release = () => {};
    const held = new Promise((resolve) => (release = () => resolve(undefined)));
    await context.route(/\/assets\/js\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('.theme-doc-sidebar-container a[href="/config/tools/swc"]').click();
    try {
      await page.waitForSelector('#nprogress .bar', { state: 'attached', timeout: 10_000 });
      assert.equal(await page.locator('article h1').innerText(), oldTitle, 'the old page stays meanwhile');
    } finally {
      release();
    }
    await page.waitForSelector('#nprogress', { state: 'detached' });
    assert.equal(await page.locator('article h1').innerText(), 'tools.swc');
    await context.close();
  });

  it('swaps the content inside a view transition', async () => {
    const { context, page } = await freshPage();
    await context.addInitScript(() => {
      window.__transitions = 0;
      const original = document.startViewTransition?.bind(document);
      if (original)
        document.startViewTransition = (callback) => ((window.__transitions += 1), original(callback));
    });
    await open(page, site.origin, '/guide/start/');
    const supported = await page.evaluate(() => typeof document.startViewTransition === 'function');
    assert.ok(supported, 'Chromium supports view transitions');
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForURL(`${site.origin}/guide/start/quick-start`);
    assert.equal(await page.evaluate(() => window.__transitions), 1);
    await context.close();
  });

  it('makes doc images zoomable after a navigation', async () => {
    const { page } = await cleanPage();
    await open(page, site.origin, '/guide/start/');
    await page.waitForSelector('.markdown img.medium-zoom-image');
    await page
      .locator('.theme-doc-sidebar-container a[href="/community/releases/"], a[href="/community/releases/"]')
      .first()
      .click();
    await page.waitForURL(/\/community\/releases\/?$/);
    await open(page, site.origin, '/community/releases/v0-1');
    await page.locator('.pagination-nav__link, a[href="/community/releases/v0-2"]').first().click();
    await page.waitForURL(/\/community\/releases\/v0-2$/);
    await page.waitForSelector('.markdown img.medium-zoom-image', { timeout: REACTION_LIMIT_MS });
    await page.locator('.markdown img.medium-zoom-image').first().click();
    await page.waitForSelector('.medium-zoom-overlay');
  });

  it('scrolls smoothly to an anchor, leaving 72 px for the header', async () => {
    const { page } = await cleanPage();
    await open(page, site.origin, '/guide/start/quick-start');
    const target = page.locator('.theme-doc-toc-desktop a').nth(1);
    const id = /** @type {string} */ (await target.getAttribute('href')).slice(1);
    await target.click();
    await page.waitForFunction(
      (headingId) =>
        Math.abs(
          /** @type {HTMLElement} */ (document.getElementById(headingId)).getBoundingClientRect().top - 72,
        ) < 4,
      id,
      { timeout: REACTION_LIMIT_MS },
    );
    assert.equal(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
      'smooth',
    );
  });
});

describe('long pages', () => {
  // Code blocks far below the first screen are laid out only when the reader comes near them
  // (content-visibility), so the headings between them stand on guessed heights until then: an anchor into
  // such a page must still land on its heading, and stay there while the blocks around it are laid out.
  const PAGE = '/guide/faq/exceptions';
  const headingTop = (/** @type {import('playwright-core').Page} */ page, /** @type {string} */ id) =>
    page.evaluate((headingId) => document.getElementById(headingId)?.getBoundingClientRect().top, id);
  /** The heading reaches 72 px from the top within `timeout` ms and is still there a second later. */
  const assertHeadingSettlesUnderHeader = async (
    /** @type {import('playwright-core').Page} */ page,
    /** @type {string} */ id,
    /** @type {number} */ timeout,
  ) => {
    await waitInPage(
      page,
      (headingId) =>
        Math.abs((document.getElementById(headingId)?.getBoundingClientRect().top ?? 0) - 72) < 4,
      id,
      { timeout, describe: async () => `#${id} at ${await headingTop(page, id)} px` },
    );
    await page.waitForTimeout(1000);
    const top = await headingTop(page, id);
    assert.ok(Math.abs(/** @type {number} */ (top) - 72) < 4, `heading at ${top} px a second later`);
  };
  /** A heading three quarters down the page, with enough page under it to scroll it to the top. */
  const lateHeadingId = (/** @type {import('playwright-core').Page} */ page) =>
    page.evaluate(() => {
      const headings = [...document.querySelectorAll('.theme-doc-markdown h2[id]')];
      return headings[Math.floor(headings.length * 0.75)]?.id ?? '';
    });

  it('lays out only the code blocks near the first screen', async () => {
    const { page } = await cleanPage();
    await open(page, site.origin, PAGE);
    const laidOut = await page.evaluate(() =>
      [...document.querySelectorAll('.theme-code-block')].map((block) =>
        /** @type {Element} */ (block.firstElementChild).checkVisibility({ contentVisibilityAuto: true }),
      ),
    );
    assert.ok(laidOut.length > 20, `${laidOut.length} code blocks`);
    assert.ok(laidOut.filter((shown) => !shown).length > laidOut.length / 2, `laid out: ${laidOut}`);
  });

  it('lays out only the paragraphs near the first screen, of the Chinese page too', async () => {
    for (const path of [PAGE, `/zh${PAGE}`]) {
      const { page } = await cleanPage();
      await open(page, site.origin, path);
      // A paragraph's own box stays in the layout; what is skipped is what it holds.
      const laidOut = await page.evaluate(() =>
        [...document.querySelectorAll('.theme-doc-markdown > p')]
          .map((paragraph) => paragraph.firstElementChild)
          .filter((child) => child !== null)
          .map((child) => child.checkVisibility({ contentVisibilityAuto: true })),
      );
      assert.ok(laidOut.length > 20, `${path}: ${laidOut.length} paragraphs`);
      assert.ok(
        laidOut.filter((shown) => !shown).length > laidOut.length / 2,
        `${path}: laid out ${laidOut}`,
      );
    }
  });

  it('opens at an anchor past the blocks not laid out yet with its heading 72 px from the top', async () => {
    const { page } = await cleanPage();
    await open(page, site.origin, PAGE);
    const id = await lateHeadingId(page);
    await page.goto('about:blank');
    await open(page, site.origin, `${PAGE}#${id}`);
    await assertHeadingSettlesUnderHeader(page, id, 3000);
  });

  it('lands on the heading of a link from another page into it', async () => {
    const { page } = await cleanPage();
    await open(page, site.origin, '/config/output/minify');
    const link = page.locator(`.theme-doc-markdown a[href^="${PAGE}#"]`).first();
    const id = /** @type {string} */ (await link.getAttribute('href')).split('#')[1];
    // Followed from the keyboard: a mouse click aims at coordinates, and the paragraphs laid out late around
    // the link while the page scrolls smoothly to it can move it from under the pointer on a busy machine.
    await link.focus();
    await page.keyboard.press('Enter');
    await waitInPage(page, (hash) => location.hash === hash, `#${id}`, {
      describe: () => `the link to #${id} left the reader`,
    });
    await assertHeadingSettlesUnderHeader(page, id, 5000);
  });

  it('scrolls from the top to a heading far down by its outline link', async () => {
    const { page } = await cleanPage();
    await open(page, site.origin, PAGE);
    const id = await lateHeadingId(page);
    await page.locator(`.theme-doc-toc-desktop a[href="#${id}"]`).click();
    await assertHeadingSettlesUnderHeader(page, id, 5000);
    // The outline marks the heading it scrolled to.
    assert.equal(
      await page.locator('.theme-doc-toc-desktop .table-of-contents__link--active').getAttribute('href'),
      `#${id}`,
    );
  });
});

describe('default texts', () => {
  it('names the outline, pager and edit link in each language', async () => {
    const { page } = await cleanPage();
    await open(page, site.origin, '/plugins/list/plugin-react');
    assert.equal(await page.locator('.toc-title').innerText(), 'ON THIS PAGE');
    assert.match(await page.locator('.theme-last-updated').innerText(), /^Last Updated/);
    await open(page, site.origin, '/zh/plugins/list/plugin-react');
    assert.equal(await page.locator('.toc-title').innerText(), '目录');
    assert.match(await page.locator('.theme-last-updated').innerText(), /^最后更新时间/);
  });
});
