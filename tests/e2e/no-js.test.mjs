// Reading without JavaScript on a phone (390 px) and at the other mobile widths: the sections, the sidebar of
// the current section (behind a Menu <details> disclosure) and the outline are reachable by HTML and CSS
// alone, and no control that needs scripts (hamburger, Menu button, search, colour toggle, product switcher,
// outline toggle) is shown. With scripts the page keeps its usual mobile layout.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cleanTabs, newContext, open, useBuiltSite } from './support.mjs';

const site = useBuiltSite();

const SECTIONS = {
  en: ['Guide', 'Config', 'Plugin', 'API', 'Community'],
  zh: ['指南', '配置', '插件', 'API', '社区'],
};

const noJsTabs = cleanTabs(site, 1, { javaScriptEnabled: false });

/**
 * Runs `check` in a clean tab without JavaScript, `width` px wide.
 * @param {(page: import('./support.mjs').TestPage) => Promise<void>} check
 */
function withoutJs(check, width = 390) {
  return noJsTabs.use(async (page) => {
    await page.setViewportSize({ width, height: 844 });
    await check(page);
  });
}

/** Controls shown on the page (visible, not transparent, not hidden). */
const visibleControls = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('button, summary, [role="button"]:not(a[href]:not([href="#"]))')]
      .filter((element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      .map((element) => element.getAttribute('aria-label') ?? element.textContent.trim()),
  );

for (const [locale, prefix, menu] of [
  ['en', '', 'Menu'],
  ['zh', '/zh', '菜单'],
]) {
  describe(`without JavaScript at 390 px (${locale})`, () => {
    const pathname = `${prefix}/guide/start/quick-start`;

    it('the sections are links in the navbar', async () => {
      await withoutJs(async (page) => {
        await page.goto(site.origin + pathname);
        const navbar = page.locator('nav.navbar');
        for (const section of SECTIONS[locale]) {
          const link = navbar.getByRole('link', { name: section, exact: true });
          assert.ok(await link.isVisible(), `${section} is not shown`);
        }
        await navbar.getByRole('link', { name: SECTIONS[locale][1], exact: true }).click();
        await page.waitForURL(`${site.origin}${prefix}/config/`);
        assert.ok(await page.locator('h1').first().isVisible());
      });
    });

    it('shows no control that needs JavaScript, only the Menu disclosure', async () => {
      await withoutJs(async (page) => {
        await page.goto(site.origin + pathname);
        assert.deepEqual(await visibleControls(page), [menu]);
        assert.equal(await page.locator('.navbar__toggle').isVisible(), false, 'the hamburger is shown');
        assert.equal(
          await page.locator('.doc-mobile-menu-button').isVisible(),
          false,
          'the Menu button is shown',
        );
      });
    });

    it(`"${menu}" opens the sidebar of the current section, by mouse and by keyboard`, async () => {
      await withoutJs(async (page) => {
        await page.goto(site.origin + pathname);
        const sidebar = page.locator('.theme-doc-sidebar-container');
        assert.equal(await sidebar.isVisible(), false, 'the sidebar is open before the Menu is');
        const summary = page.locator('summary', { hasText: menu });
        await summary.click();
        assert.ok(await sidebar.isVisible(), 'the Menu did not open the sidebar');
        const current = sidebar.locator('a[aria-current="page"]');
        assert.equal(await current.getAttribute('href'), pathname);
        assert.ok(await current.isVisible());
        const box = await sidebar.boundingBox();
        assert.ok(box, 'the sidebar has no box');
        assert.ok(box.width >= 350, `the sidebar is ${box.width} px wide`);
        await summary.click();
        assert.equal(await sidebar.isVisible(), false, 'the Menu did not close the sidebar');
        await summary.focus();
        await page.keyboard.press('Enter');
        assert.ok(await sidebar.isVisible(), 'Enter on the Menu did not open the sidebar');
        // A sidebar link is a plain link to another page of the section.
        await sidebar.locator(`a[href="${prefix}/guide/start/features"]`).click();
        await page.waitForURL(`${site.origin}${prefix}/guide/start/features`);
      });
    });

    it('shows the outline above the article, with links to its headings', async () => {
      await withoutJs(async (page) => {
        await page.goto(site.origin + pathname);
        const outline = page.locator('.theme-doc-toc-desktop');
        assert.ok(await outline.isVisible(), 'no outline');
        const links = outline.locator('a[href^="#"]');
        assert.ok((await links.count()) >= 3);
        for (const href of await links.evaluateAll((anchors) =>
          anchors.map((anchor) => /** @type {string} */ (anchor.getAttribute('href'))),
        )) {
          assert.equal(await page.locator(`[id="${href.slice(1)}"]`).count(), 1, `${href} names no heading`);
        }
        assert.ok(await links.first().isVisible());
        const outlineBox = await outline.boundingBox();
        const articleBox = await page.locator('article h1').boundingBox();
        assert.ok(outlineBox && articleBox, 'the outline or the title has no box');
        assert.ok(outlineBox.y < articleBox.y, 'the outline is not above the article');
        await links.nth(1).click();
        assert.match(page.url(), /#.+/);
      });
    });
  });
}

describe('without JavaScript at other mobile widths', () => {
  for (const width of [320, 768, 1024]) {
    it(`${width} px: sections, Menu and outline are reachable, nothing overflows`, async () => {
      await withoutJs(async (page) => {
        await page.goto(`${site.origin}/config/output/dist-path`);
        assert.ok(
          await page.locator('nav.navbar').getByRole('link', { name: 'Config', exact: true }).isVisible(),
        );
        await page.locator('summary', { hasText: 'Menu' }).click();
        assert.ok(await page.locator('.theme-doc-sidebar-container a[aria-current="page"]').isVisible());
        assert.ok(await page.locator('.theme-doc-toc-desktop a').first().isVisible());
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        assert.ok(overflow <= 0, `the page is ${overflow} px wider than the window`);
      }, width);
    });
  }

  it('above 1024 px the desktop layout is unchanged: no Menu disclosure', async () => {
    await withoutJs(async (page) => {
      await page.goto(`${site.origin}/guide/start/quick-start`);
      assert.equal(await page.locator('summary', { hasText: 'Menu' }).isVisible(), false);
      assert.ok(await page.locator('.theme-doc-sidebar-container').isVisible());
    }, 1280);
  });
});

describe('with JavaScript at 390 px', () => {
  it('the usual mobile layout: hamburger and Menu button, no disclosure, outline behind its toggle', async () => {
    const context = await newContext(site.browser, site.origin, { viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await open(page, site.origin, '/guide/start/quick-start');
      assert.ok(await page.locator('.navbar__toggle').isVisible());
      assert.ok(await page.getByRole('button', { name: 'Menu', exact: true }).isVisible());
      assert.equal(await page.locator('summary', { hasText: 'Menu' }).isVisible(), false);
      assert.equal(await page.locator('.theme-doc-toc-desktop').isVisible(), false);
      assert.equal(
        await page.locator('nav.navbar').getByRole('link', { name: 'Config', exact: true }).isVisible(),
        false,
      );
      assert.deepEqual(context.problems, []);
    } finally {
      await context.close();
    }
  });
});

describe('without JavaScript above 1024 px', () => {
  for (const [locale, prefix, language] of [
    ['en', '', 'English'],
    ['zh', '/zh', '简体中文'],
  ]) {
    it(`shows no control that needs JavaScript; the language menu opens from the keyboard (${locale})`, async () => {
      await withoutJs(async (page) => {
        await page.goto(`${site.origin}${prefix}/guide/start/quick-start`);
        // Search, the product switcher and the colour toggle cannot work: only the language menu is left.
        assert.deepEqual(await visibleControls(page), [language]);
        assert.equal((await page.locator('.navbar button').count()) > 0, true, 'the buttons are in the page');
        const languageButton = page.locator('.dropdown > .navbar__link');
        await languageButton.focus();
        // Tab goes on into the menu: its links, each shown when it has the focus.
        for (const name of ['English', '简体中文']) {
          await page.keyboard.press('Tab');
          const focused = page.locator(':focus');
          assert.equal(await focused.textContent(), name);
          assert.match((await focused.getAttribute('class')) ?? '', /dropdown__link/);
          assert.ok(await focused.isVisible(), `the focused language link ${name} is not shown`);
        }
      }, 1280);
    });
  }

  it('shows every package-manager command, each under its manager’s name, and no dead tabs', async () => {
    await withoutJs(async (page) => {
      await page.goto(`${site.origin}/guide/start/quick-start`);
      const panels = page.locator('.tabs-container:has(> .package-manager-tabs) [role="tabpanel"]');
      assert.equal(await panels.count(), 8);
      // Read as a reader scrolls to each one: code blocks far from the viewport are not rendered yet.
      const shown = [];
      for (const panel of await panels.all()) {
        await panel.scrollIntoViewIfNeeded();
        shown.push(
          await panel.evaluate((element) => ({
            visible: element.checkVisibility(),
            label: /** @type {HTMLElement | null} */ (element.querySelector('.package-manager-panel-label'))
              ?.innerText,
            command: /** @type {HTMLElement} */ (element.querySelector('code')).innerText.trim(),
          })),
        );
      }
      const managers = ['npm', 'yarn', 'pnpm', 'bun'];
      assert.deepEqual(
        shown.map(({ visible, label }) => ({ visible, label })),
        [...managers, ...managers].map((label) => ({ visible: true, label })),
      );
      for (const { label, command } of shown)
        assert.ok(label && command.startsWith(label), `${label}: ${command}`);
      assert.equal(await page.getByRole('tab').count(), 0, 'tabs that cannot switch are shown');
    }, 1280);
  });
});

describe('with JavaScript at 1280 px', () => {
  it('package-manager tabs show one command at a time, without the no-JavaScript names', async () => {
    const context = await newContext(site.browser, site.origin, { viewport: { width: 1280, height: 844 } });
    try {
      const page = await context.newPage();
      await open(page, site.origin, '/guide/start/quick-start');
      const block = page.locator('.tabs-container:has(> .package-manager-tabs)').first();
      assert.equal(await block.getByRole('tab').count(), 4);
      assert.equal(await block.locator('[role="tabpanel"]:visible').count(), 1);
      assert.equal(await block.locator('.package-manager-panel-label:visible').count(), 0);
      await block.getByRole('tab', { name: 'pnpm' }).click();
      assert.match(await block.locator('[role="tabpanel"]:visible code').innerText(), /^pnpm /);
      assert.deepEqual(context.problems, []);
    } finally {
      await context.close();
    }
  });
});
