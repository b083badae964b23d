// Reading on phones, narrow windows and desktops: the Menu bar and doc sidebar drawer, the hamburger's nav
// screen, the 997–1024 px band that Docusaurus alone would lay out as desktop, the scroll-to-top button and the
// hideNavbar mode of the build.
import { afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  axeViolations,
  open,
  REACTION_LIMIT_MS,
  useBuiltSite,
  useCleanTab,
  loadConstants,
} from './support.mjs';

// The figures the theme uses, read from src/constants.ts rather than typed again here.
const { BREAKPOINTS, SCROLL } = await loadConstants();

const DOC = '/guide/start/quick-start';
const PHONE = 390;
const NARROW_DESKTOP = 1000; // Desktop for Docusaurus (> 996 px), mobile for this site (≤ 1024 px).
const DESKTOP = 1280;
/** Longer than a throttle interval plus the 0.2 s CSS transitions. */
const SETTLE_MS = SCROLL.throttleMs + 300;

const site = useBuiltSite();
// One tab for the file's tests, one after another, each starting clean (useCleanTab): a context per test cost
// more CPU time than the test's own page loads.
const tab = useCleanTab(site);

afterEach(() => {
  // Console errors, page errors and failed requests of the site (support.mjs's init script can fail on about:blank).
  const problems = tab.context?.problems.filter((problem) => !problem.includes(' on about:blank')) ?? [];
  assert.deepEqual(problems, []);
});

/**
 * The file's tab at `width` (800 px high) in the colour scheme and motion preference of `options`, on
 * `pathname`.
 * @param {number} width
 * @param {string} [pathname]
 * @param {{ colorScheme?: 'light' | 'dark', reducedMotion?: 'reduce' | 'no-preference' }} [options]
 */
async function openAt(width, pathname = DOC, options = {}) {
  const page = /** @type {import('./support.mjs').TestPage} */ (tab.page);
  await page.setViewportSize({ width, height: 800 });
  await page.emulateMedia({
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: options.reducedMotion ?? 'no-preference',
  });
  await open(page, site.origin, pathname);
  return page;
}

const menuButton = (page, name = 'Menu') => page.getByRole('button', { name, exact: true });
// While the modal drawer is open the page behind it, Menu button included, is out of the accessibility tree.
const menuButtonElement = (page) => page.locator('.doc-mobile-menu-bar button');
const drawer = (page, name = 'Menu') => page.getByRole('dialog', { name });
const desktopSidebar = (page) => page.locator('.theme-doc-sidebar-container');
const hamburger = (page) => page.locator('.navbar__toggle');
const navScreen = (page) => page.locator('.navbar-sidebar');
const navScreenShown = (page) =>
  page.locator('nav.navbar').evaluate((nav) => nav.classList.contains('navbar-sidebar--show'));
const navbarLink = (page, name) => page.locator('.navbar__items--right > a.navbar__link', { hasText: name });

/**
 * What makes the page wider than the window: [] when it fits; otherwise the elements reaching past its right
 * edge, for the failure message (a page wider than the window pans sideways under the thumb).
 */
function sidewaysOverflow(page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return [];
    const past = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.slice(0, 30)}"`,
      );
    return [`${root.scrollWidth} px wide in ${root.clientWidth} px`, ...past.slice(0, 5)];
  });
}

async function waitForNavScreen(page, shown) {
  await page.waitForFunction(
    (expected) =>
      document.querySelector('nav.navbar')?.classList.contains('navbar-sidebar--show') === expected,
    shown,
  );
}

describe('mobile layout', () => {
  for (const width of [PHONE, NARROW_DESKTOP]) {
    it(`at ${width} px the doc sidebar is behind a Menu bar and the navigation behind the hamburger`, async () => {
      assert.ok(width <= BREAKPOINTS.mobileMaxWidth);
      const page = await openAt(width);
      assert.equal(await menuButton(page).isVisible(), true);
      assert.equal(await desktopSidebar(page).isVisible(), false);
      assert.equal(await hamburger(page).isVisible(), true);
      assert.equal(await navbarLink(page, 'Config').isVisible(), false);
      // The bar sits right under the navbar, and the content takes the full width.
      const navbarBottom = await page
        .locator('nav.navbar')
        .evaluate((nav) => nav.getBoundingClientRect().bottom);
      const barTop = await page
        .locator('.doc-mobile-menu-bar')
        .evaluate((bar) => bar.getBoundingClientRect().top);
      assert.ok(Math.abs(barTop - navbarBottom) <= 1, `bar top ${barTop}, navbar bottom ${navbarBottom}`);
      const main = await page.locator('main').evaluate((element) => element.getBoundingClientRect().width);
      assert.ok(main >= width - 20, `main is ${main} px wide`);
      assert.deepEqual(await sidewaysOverflow(page), []);
    });

    it(`at ${width} px Menu opens the sidebar; Escape, a backdrop click and a navigation close it`, async () => {
      const page = await openAt(width);
      // Keyboard: Enter on the focused Menu button opens, focus moves in, Escape closes and focus returns.
      await menuButton(page).focus();
      await page.keyboard.press('Enter');
      await drawer(page).waitFor();
      assert.equal(await menuButtonElement(page).getAttribute('aria-expanded'), 'true');
      await drawer(page)
        .getByRole('navigation', { name: 'Docs sidebar' })
        .getByRole('link', { name: 'Features', exact: true })
        .waitFor();
      await page.waitForFunction(() =>
        document.querySelector('[role="dialog"]')?.contains(document.activeElement),
      );
      await page.keyboard.press('Escape');
      await drawer(page).waitFor({ state: 'detached' });
      await page.waitForFunction(
        () => document.activeElement === document.querySelector('.doc-mobile-menu-bar button'),
      );

      await menuButton(page).click();
      await drawer(page).waitFor();
      // Open as the reader sees it once it holds the focus: its listeners for a click outside are set in the
      // same effects, which a loaded machine can run well after the drawer shows.
      await page.waitForFunction(() =>
        document.querySelector('[role="dialog"]')?.contains(document.activeElement),
      );
      assert.deepEqual(await sidewaysOverflow(page), [], 'with the drawer open');
      const panel = await drawer(page).boundingBox();
      await page.mouse.click(Math.round((panel.x + panel.width + width) / 2), 400);
      await drawer(page).waitFor({ state: 'detached' });
      assert.equal(page.url(), site.origin + DOC);

      await menuButton(page).click();
      await drawer(page).getByRole('link', { name: 'Features', exact: true }).click();
      await page.waitForURL(`${site.origin}/guide/start/features`);
      await drawer(page).waitFor({ state: 'detached' });
      // The URL changes first; the new page renders once its chunk has loaded.
      await page.locator('article h1', { hasText: /^Features$/ }).waitFor();
      assert.equal(await menuButton(page).isVisible(), true);
    });

    it(`at ${width} px the hamburger opens the nav screen and a navigation closes it`, async () => {
      const page = await openAt(width);
      assert.equal(await navScreenShown(page), false);
      await hamburger(page).click();
      await waitForNavScreen(page, true);
      // The nav screen shows the navigation, not the doc sidebar (that is the Menu drawer's).
      const config = navScreen(page).getByRole('link', { name: 'Config', exact: true });
      await config.waitFor();
      assert.equal(await navScreen(page).getByRole('link', { name: 'Quick Start' }).count(), 0);
      assert.deepEqual(await sidewaysOverflow(page), [], 'with the nav screen open');
      // The product switcher's row ends without the navbar's divider (a stray vertical line there).
      const switcherRow = navScreen(page).locator('li', {
        has: page.getByRole('button', { name: 'Rs family products' }),
      });
      assert.deepEqual(
        await switcherRow.evaluate((row) =>
          [row, ...row.querySelectorAll('*')]
            .filter((element) => {
              const style = getComputedStyle(element);
              return style.borderRightStyle !== 'none' && parseFloat(style.borderRightWidth) > 0;
            })
            .map((element) => element.className),
        ),
        [],
        'elements of the switcher row with a right border',
      );
      await config.click();
      await page.waitForURL(`${site.origin}/config/`);
      await waitForNavScreen(page, false);
      await navScreen(page).waitFor({ state: 'hidden' });
    });
  }

  it('the closed nav screen is left out of style and layout until it opens, and stays whole through its fade-out', async () => {
    const page = await openAt(PHONE);
    const link = navScreen(page).getByRole('link', { name: 'Config', exact: true, includeHidden: true });
    await link.waitFor({ state: 'attached' });
    // checkVisibility() is false inside a content-visibility: hidden box, whose contents the browser skips.
    const laidOut = () => link.evaluate((element) => element.checkVisibility());
    assert.equal(await laidOut(), false, 'the closed nav screen is laid out');
    await hamburger(page).click();
    await waitForNavScreen(page, true);
    assert.equal(await laidOut(), true, 'the open nav screen is skipped');
    // Read in the task of the click that closes it, once React has applied the click (a microtask): the
    // fade-out has begun, its contents are still there.
    const closing = await page.evaluate(async () => {
      /** @type {HTMLElement} */ (document.querySelector('.navbar-sidebar__close')).click();
      await new Promise((resolve) => queueMicrotask(() => resolve(undefined)));
      const sheet = /** @type {HTMLElement} */ (document.querySelector('.navbar-sidebar'));
      return {
        shown: /** @type {Element} */ (document.querySelector('nav.navbar')).classList.contains(
          'navbar-sidebar--show',
        ),
        contents: getComputedStyle(sheet).contentVisibility,
      };
    });
    assert.deepEqual(closing, { shown: false, contents: 'visible' });
    await page.waitForFunction(
      () =>
        getComputedStyle(/** @type {Element} */ (document.querySelector('.navbar-sidebar')))
          .contentVisibility === 'hidden',
      null,
      { timeout: REACTION_LIMIT_MS },
    );
    assert.equal(await laidOut(), false, 'laid out after the fade-out');
  });

  it('Menu opens the drawer on the current page, scrolled within itself, the page behind unmoved', async () => {
    // tools.cssLoader is thousands of pixels down the config sidebar; no animation with reduced motion.
    const page = await openAt(PHONE, '/config/tools/css-loader', { reducedMotion: 'reduce' });
    await page.evaluate(() => window.scrollTo(0, 400));
    const scrolled = await page.evaluate(() => window.scrollY);
    await menuButton(page).click();
    const nav = drawer(page).getByRole('navigation', { name: 'Docs sidebar' });
    await nav.waitFor();
    // Measured in the first frame the drawer is on screen.
    const view = await nav.evaluate(
      (element) =>
        new Promise((resolve) =>
          requestAnimationFrame(() => {
            const items = element.querySelectorAll('[aria-current="page"]');
            const item = items[0]?.getBoundingClientRect();
            const box = element.getBoundingClientRect();
            resolve({
              current: [...items].map((link) => link.textContent),
              inView: Boolean(item && item.top >= box.top && item.bottom <= box.bottom),
              scrollY: window.scrollY,
            });
          }),
        ),
    );
    assert.deepEqual(view, { current: ['tools.cssLoader'], inView: true, scrollY: scrolled });
    assert.deepEqual(await sidewaysOverflow(page), [], 'with the drawer open');
  });

  it('the nav screen of a release post marks that post alone as current in its releases menu', async () => {
    const page = await openAt(PHONE, '/community/releases/v0-6');
    await hamburger(page).click();
    await waitForNavScreen(page, true);
    const post = navScreen(page).getByRole('link', { name: 'Announcing Rsbuild v0.6', exact: true });
    await post.waitFor();
    const current = await navScreen(page)
      .locator('.menu__list', {
        has: page.getByRole('link', { name: 'Announcing Rsbuild v0.6', exact: true }),
      })
      .locator('.menu__link--active, [aria-current="page"]')
      .evaluateAll((links) =>
        links.map((link) => `${link.textContent} ${link.getAttribute('aria-current')}`),
      );
    assert.deepEqual(current, ['Announcing Rsbuild v0.6 page']);
    assert.deepEqual(await sidewaysOverflow(page), [], 'with the nav screen open');
  });

  it(`the nav screen closes when the window reaches ${BREAKPOINTS.navScreenCloseWidth} px`, async () => {
    const page = await openAt(PHONE);
    await hamburger(page).click();
    await waitForNavScreen(page, true);
    await page.setViewportSize({ width: BREAKPOINTS.navScreenCloseWidth - 68, height: 800 });
    await page.waitForTimeout(SETTLE_MS);
    assert.equal(await navScreenShown(page), true, 'still open below the close width');
    await page.setViewportSize({ width: BREAKPOINTS.navScreenCloseWidth, height: 800 });
    await waitForNavScreen(page, false);
    await navScreen(page).waitFor({ state: 'hidden' });
  });

  it('the drawer closes and the desktop sidebar returns when the window grows past 1024 px', async () => {
    const page = await openAt(NARROW_DESKTOP);
    await menuButton(page).click();
    await drawer(page).waitFor();
    await page.setViewportSize({ width: BREAKPOINTS.mobileMaxWidth + 1, height: 800 });
    await drawer(page).waitFor({ state: 'detached' });
    assert.equal(await menuButton(page).isVisible(), false);
    assert.equal(await desktopSidebar(page).isVisible(), true);
  });

  it(`at ${DESKTOP} px the desktop layout is unchanged: sidebar, navbar links, no Menu, no hamburger`, async () => {
    const page = await openAt(DESKTOP);
    assert.equal(await desktopSidebar(page).isVisible(), true);
    assert.equal(
      await desktopSidebar(page).getByRole('link', { name: 'Features', exact: true }).isVisible(),
      true,
    );
    assert.equal(await navbarLink(page, 'Config').isVisible(), true);
    // The bar is in the page (static HTML) but not shown at this width.
    assert.equal(await menuButtonElement(page).count(), 1);
    assert.equal(await menuButtonElement(page).isVisible(), false);
    assert.equal(await hamburger(page).isVisible(), false);
  });

  it('pages without a doc sidebar have no Menu bar (?sidebar=0, the home page)', async () => {
    const page = await openAt(PHONE, `${DOC}?sidebar=0`);
    assert.equal(await menuButtonElement(page).count(), 1);
    assert.equal(await menuButtonElement(page).isVisible(), false);
    await open(page, site.origin, '/');
    assert.equal(await menuButtonElement(page).count(), 0);
  });

  it('uses the Chinese texts on Chinese pages', async () => {
    const page = await openAt(PHONE, `/zh${DOC}`);
    await menuButton(page, '菜单').click();
    await drawer(page, '菜单').waitFor();
    assert.equal(
      await drawer(page, '菜单').getByRole('navigation', { name: '文档侧边栏' }).isVisible(),
      true,
    );
    await drawer(page, '菜单').getByRole('button', { name: '关闭菜单' }).click();
    await drawer(page, '菜单').waitFor({ state: 'detached' });
  });
});

describe('the title on a phone', () => {
  /** Our budget for the H1's top at 390 px: the Rspress site this one replaces has it at 165 px. */
  const TITLE_TOP_BUDGET = 180;
  const box = (locator) => locator.evaluate((element) => element.getBoundingClientRect().toJSON());

  it(`comes right after the breadcrumbs, its top within ${TITLE_TOP_BUDGET} px; the page actions and the outline toggle follow it`, async () => {
    const page = await openAt(PHONE);
    for (const pathname of [DOC, '/config/output/dist-path', '/api/javascript-api/instance']) {
      if (pathname !== DOC) await open(page, site.origin, pathname);
      const title = await box(page.locator('article h1'));
      assert.ok(title.top <= TITLE_TOP_BUDGET, `${pathname}: the title starts at ${title.top} px`);
      const breadcrumbs = await box(page.locator('article .theme-doc-breadcrumbs'));
      assert.ok(
        title.top - breadcrumbs.bottom < 24,
        `${pathname}: ${title.top - breadcrumbs.bottom} px between`,
      );
      for (const control of [
        page.getByRole('button', { name: 'Copy page' }),
        page.getByRole('button', { name: 'On this page' }),
      ])
        assert.ok((await box(control)).top >= title.bottom, `${pathname}: a control above the title`);
    }
    // The toggle opens the outline under the actions; its links go to the page's sections.
    const toggle = page.getByRole('button', { name: 'On this page' });
    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    const link = page.locator('.page-actions').getByRole('link', { name: 'rsbuild.build', exact: true });
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL((url) => url.hash === href);
  });
});

describe('release posts on a phone', () => {
  for (const [prefix, name] of [
    ['', 'On this page'],
    ['/zh', '本页总览'],
  ]) {
    it(`have the doc pages' "${name}" outline under the post's header`, async () => {
      const page = await openAt(PHONE, `${prefix}/community/releases/v0-6`);
      const toggle = page.getByRole('button', { name, exact: true });
      const header = await page
        .locator('article header')
        .evaluate((element) => element.getBoundingClientRect().bottom);
      const toggleTop = await toggle.evaluate((element) => element.getBoundingClientRect().top);
      assert.ok(toggleTop >= header, 'the toggle is not under the header');
      await toggle.click();
      const links = page.locator('.page-actions a[href^="#"]');
      await links.first().waitFor();
      assert.ok((await links.count()) >= 3, 'the outline has fewer than 3 links');
      const href = await links.nth(1).getAttribute('href');
      await links.nth(1).click();
      await page.waitForURL((url) => url.hash === href);
      // Where the outline column shows, the toggle does not.
      await page.setViewportSize({ width: DESKTOP, height: 800 });
      await toggle.waitFor({ state: 'hidden' });
      assert.ok(
        await page.locator('.table-of-contents:not(.page-actions *)').isVisible(),
        'no outline column',
      );
    });
  }
});

describe('scroll-to-top button', () => {
  for (const [width, prefix, name] of /** @type {[number, string, string][]} */ ([
    [DESKTOP, '', 'Scroll to top'],
    [PHONE, '/zh', '回到顶部'],
  ])) {
    it(`appears once the page leaves its top and takes the reader back (${width} px, ${prefix || 'en'})`, async () => {
      const page = await openAt(width, `${prefix}${DOC}`);
      const button = page.getByRole('button', { name, exact: true });
      assert.equal(await button.isVisible(), false, 'hidden at the top');
      // A short scroll down is enough (the stock button waits for 300 px and an upward scroll).
      await page.mouse.move(width / 2, 400);
      await page.mouse.wheel(0, 120);
      await page.waitForFunction(() => window.scrollY > 0);
      await button.waitFor();
      await button.focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => window.scrollY === 0);
      await button.waitFor({ state: 'hidden' });
    });
  }
});

describe('hideNavbar', () => {
  /** Where the navbar is in the viewport after wheel scrolling, one throttle interval apart. */
  async function navbarAfterScrolling(page, deltas) {
    await page.mouse.move(640, 500);
    for (const delta of deltas) {
      await page.mouse.wheel(0, delta);
      await page.waitForTimeout(SETTLE_MS);
    }
    return page.locator('nav.navbar').evaluate((nav) => {
      const { top, bottom } = nav.getBoundingClientRect();
      return { top, bottom, displayed: getComputedStyle(nav).display !== 'none' };
    });
  }

  // The default build never hides the navbar; the 'auto' and 'always' modes are built and tested as variants
  // in tests/e2e/fixtures.test.mjs.
  it('keeps the navbar in view while scrolling (hideNavbar "never", the default)', async () => {
    const page = await openAt(DESKTOP);
    assert.equal(await page.locator('[data-hide-navbar]').getAttribute('data-hide-navbar'), 'never');
    const down = await navbarAfterScrolling(page, [300, 300]);
    assert.deepEqual([down.top, down.displayed], [0, true]);
  });
});

describe('accessibility of the mobile widgets', () => {
  for (const mode of /** @type {const} */ (['light', 'dark'])) {
    it(`Menu bar, page actions (menu and outline open), open drawer and scroll-to-top button pass axe (${PHONE} px, ${mode})`, async () => {
      const page = await openAt(PHONE, DOC, { colorScheme: mode, reducedMotion: 'reduce' });
      assert.equal(await page.locator('html').getAttribute('data-theme'), mode);
      await page.getByRole('button', { name: 'On this page' }).click();
      await page.getByRole('button', { name: 'More page actions' }).click();
      await page.getByRole('link', { name: 'View as Markdown' }).waitFor();
      await page.mouse.move(PHONE / 2, 400);
      await page.mouse.wheel(0, 200);
      await page.getByRole('button', { name: 'Scroll to top' }).waitFor();
      assert.deepEqual(await axeViolations(page), []);
      await menuButton(page).click();
      await drawer(page).waitFor();
      assert.deepEqual(await axeViolations(page), []);
    });
  }
});

describe('the nav screen and the Menu drawer are modal dialogs (WCAG 2.4.3, 2.4.11)', () => {
  /**
   * Whether the focus is in the open modal dialog. Past its last control the focus lands on a focus guard beside
   * it, which hands it to the first control in the next frame: a short wait, not a sleep.
   */
  const focusInDialog = (page) =>
    page
      .waitForFunction(
        () => document.querySelector('[role="dialog"][aria-modal="true"]')?.contains(document.activeElement),
        null,
        { timeout: REACTION_LIMIT_MS },
      )
      .then(
        () => true,
        () => false,
      );
  const focusedName = (page) =>
    page.evaluate(() => {
      const element = /** @type {HTMLElement} */ (document.activeElement);
      return element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
    });

  /**
   * Focus is in `dialog`; Tab and Shift+Tab, pressed more times than it has controls, never leave it and reach
   * every control; the page behind (`opener`, the article) is inert; Escape closes it and the focus is back on
   * `opener`.
   */
  async function assertModal(page, dialog, opener) {
    await page.waitForFunction(() =>
      document.querySelector('[role="dialog"][aria-modal="true"]')?.contains(document.activeElement),
    );
    const controls = await dialog.evaluate(
      (element) =>
        [...element.querySelectorAll('a[href], button')].filter(
          (control) => control.checkVisibility() && !control.closest('[inert]'),
        ).length,
    );
    assert.ok(controls >= 3, `${controls} controls in the dialog`);
    for (const key of ['Tab', 'Shift+Tab']) {
      const reached = new Set();
      for (let step = 0; step < controls + 2; step += 1) {
        await page.keyboard.press(key);
        assert.ok(
          await focusInDialog(page),
          `${key} ${step + 1} left the dialog for "${await focusedName(page)}"`,
        );
        reached.add(await focusedName(page));
      }
      assert.equal(reached.size, controls, `${key} reached ${[...reached].join(', ')}`);
    }
    assert.equal(await opener.evaluate((element) => element.closest('[inert]') !== null), true);
    const liveControls = await page.evaluate(
      () =>
        [...document.querySelectorAll('main a[href], main button')].filter((c) => !c.closest('[inert]'))
          .length,
    );
    assert.equal(liveControls, 0, 'controls of the page behind are not inert');
    await page.keyboard.press('Escape');
    await page.waitForFunction((element) => document.activeElement === element, await opener.elementHandle());
    assert.equal(await page.locator('[inert]:not(.navbar-sidebar__item)').count(), 0, 'the page stays inert');
  }

  for (const { path, name, wait } of [
    { path: DOC, name: 'Navigation bar', wait: false },
    { path: `/zh${DOC}`, name: '导航栏', wait: false },
    // A reader who pauses on the hamburger: its modal part, fetched on focus, is in before Enter, and the
    // focus moves in while the nav screen starts to fade in (it stayed on the page's body then).
    { path: DOC, name: 'Navigation bar', wait: true },
    // The releases open the nav screen on its second panel (their sidebar), the first one inert: the focus
    // goes to the first link of the panel shown (it stayed on the page's body).
    { path: '/community/releases/', name: 'Navigation bar', wait: false },
  ]) {
    it(`the hamburger's nav screen "${name}" on ${path}${wait ? ', opened after a pause' : ''}: focus moves in, Tab stays inside, Escape returns to the hamburger`, async () => {
      const page = await openAt(PHONE, path);
      const modalPart =
        wait && page.waitForResponse((response) => response.url().includes('/nav-screen-modal.'));
      await hamburger(page).focus();
      if (modalPart) {
        await (await modalPart).finished();
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
      }
      await page.keyboard.press('Enter');
      await waitForNavScreen(page, true);
      const dialog = page.getByRole('dialog', { name, exact: true });
      // A dialog at once; modal when its modal part, loaded on the hamburger's focus, is in (a moment later
      // on a busy machine).
      await dialog.and(page.locator('[aria-modal="true"]')).waitFor();
      // The focus goes to the first section link, not the hamburger under the nav screen.
      assert.equal(await focusInDialog(page), true);
      await assertModal(page, dialog, hamburger(page));
      await waitForNavScreen(page, false);
    });
  }

  it('the docs Menu drawer behaves the same', async () => {
    const page = await openAt(PHONE);
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    const dialog = drawer(page);
    await dialog.waitFor();
    assert.equal(await dialog.getAttribute('aria-modal'), 'true');
    await assertModal(page, dialog, menuButtonElement(page));
    await dialog.waitFor({ state: 'detached' });
  });
});
