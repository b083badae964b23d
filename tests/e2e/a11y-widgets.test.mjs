// Accessibility of single widgets in Chromium, in English and Chinese: wide tables are named, focusable
// scroll regions (heading levels are crawl.test.mjs's, on every page); the navbar's dropdowns close on Escape;
// the search button is named by its label alone; the navbar is the banner landmark; the previous/next
// navigation has a fitting Chinese name; the 404 page has its own tab title.
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  BUILD_DIR,
  cleanTabs,
  linksColouredAsCurrent,
  newContext,
  open,
  useBuiltSite,
  usePage,
  REACTION_LIMIT_MS,
} from './support.mjs';

/** @type {import('./support.mjs').ContextOptions} */
const MOBILE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  reducedMotion: 'reduce',
};
/** @type {import('./support.mjs').ContextOptions} */
const DESKTOP = { reducedMotion: 'reduce' };

const LOCALES = [
  {
    locale: 'en',
    prefix: '/',
    tablePrefix: 'Table: ',
    search: 'Search Docs',
    mainNav: 'Main',
    language: 'English',
    otherLanguage: '简体中文',
    docsPaginator: 'Docs pages',
    postPaginator: 'Blog post page navigation',
    latestPost: 'Announcing Rsbuild v0.6',
    notFoundTitle: 'Page Not Found | Rsbuild',
  },
  {
    locale: 'zh',
    prefix: '/zh/',
    tablePrefix: '表格：',
    search: '搜索文档',
    mainNav: '主导航',
    language: '简体中文',
    otherLanguage: 'English',
    docsPaginator: '文档分页导航',
    postPaginator: '博文分页导航',
    latestPost: 'Rsbuild v0.6 发布',
    notFoundTitle: '找不到页面 | Rsbuild',
  },
];

/** Pages whose tables are wider than a phone screen. */
const WIDE_TABLE_PAGES = [
  'config/output/dist-path',
  'config/tools/bundler-chain',
  'guide/start/features',
  'guide/basic/configure-rspack',
  'guide/migration/cra',
  'plugins/list/plugin-rem',
];

const site = useBuiltSite();
/** New readers' tabs for the tests that load a page of their own, made clean between tests. */
const desktopTabs = cleanTabs(site, 1, DESKTOP);
const mobileTabs = cleanTabs(site, 1, MOBILE);
/**
 * How long a widget may take to answer a key or pointer (scroll, cue, menu): generous, since a 2-core machine
 * running three files can starve a renderer for seconds (a 3 s limit failed in CI once); how fast the site
 * answers is the benchmark's to judge.
 */
const ANSWER_LIMIT_MS = 15000;

/** Is the element shown (Infima hides a closed dropdown menu with visibility: hidden)? */
const menuShown = (menu) => menu.evaluate((element) => getComputedStyle(element).visibility === 'visible');

/**
 * Names, in Chromium's accessibility tree (what a screen reader gets), of the buttons whose name starts with
 * the label: a name with the key hint run into it shows up here as itself.
 */
async function buttonNamesStartingWith(page, label) {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = await session.send('Accessibility.getFullAXTree');
    return nodes
      .filter(
        (node) =>
          node.role?.value === 'button' && !node.ignored && String(node.name?.value ?? '').startsWith(label),
      )
      .map((node) => node.name.value);
  } finally {
    await session.detach();
  }
}

/**
 * Waits until the scroll cues at the start (left) and end (right) edge of a table's box show (1) or hide (0) as
 * `expected`; they follow the box's scroll position through a scroll-driven animation, a frame behind.
 */
async function waitForEdgeCues(box, expected, message) {
  const cues = () =>
    box.evaluate((element) => ({
      start: Math.round(Number(getComputedStyle(element, '::before').opacity)),
      end: Math.round(Number(getComputedStyle(element, '::after').opacity)),
    }));
  const deadline = Date.now() + ANSWER_LIMIT_MS;
  while (Date.now() < deadline) {
    const now = await cues();
    if (now.start === expected.start && now.end === expected.end) return;
    await box.page().waitForTimeout(50);
  }
  assert.deepEqual(await cues(), expected, message);
}

/** Waits until the dropdown menu is shown or hidden (its transition over). */
async function waitForMenu(menu, shown) {
  const handle = await menu.elementHandle();
  await menu
    .page()
    .waitForFunction(
      ([element, expected]) => (getComputedStyle(element).visibility === 'visible') === expected,
      [handle, shown],
      { timeout: ANSWER_LIMIT_MS },
    );
}

// Two of the describes below at a time, each with a page of its own (usePage); the tests of one describe run
// one after another on its page (a suite's tests inherit its parent's concurrency, hence the explicit 1).
describe('widgets of both locales', { concurrency: 2 }, () => {
  for (const labels of LOCALES) {
    const { locale, prefix } = labels;

    describe(`wide tables at 390 px, ${locale}`, { concurrency: 1 }, () => {
      const shared = usePage(site, MOBILE);
      let page;
      before(() => ({ page } = shared));

      for (const route of WIDE_TABLE_PAGES) {
        it(`${prefix}${route}: every table is a named region the keyboard reaches and scrolls`, async () => {
          assert.equal((await open(page, site.origin, `${prefix}${route}`)).status(), 200);
          const tables = await page.locator('article table').all();
          assert.ok(tables.length > 0, 'the page has a table');
          for (const table of tables) {
            // The text of the last heading before the table (its hash link is a zero-width space).
            const heading = await table.evaluate((element) => {
              const headings = [
                ...document.querySelectorAll('article h1, article h2, article h3, article h4'),
              ];
              const above = headings.filter(
                (candidate) => candidate.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
              );
              return (above.at(-1)?.textContent ?? '').replace(/\u200b/g, '').trim();
            });
            const name = labels.tablePrefix + heading;
            const box = table.locator('xpath=..');
            assert.equal(await box.getAttribute('role'), 'region', 'the table sits in a region');
            assert.equal(
              await box.getAttribute('aria-label'),
              name,
              'the region is named after the heading above the table',
            );
            assert.equal(await box.getAttribute('tabindex'), '0');
            assert.ok(
              (await page.getByRole('region', { name, exact: true }).count()) >= 1,
              `a region named ${name} in the accessibility tree`,
            );
          }
          // The widest table overflows the phone screen: Tab reaches its box, and the arrow keys scroll it.
          const widest = page.locator('article [role="region"]:has(> table)').nth(
            await page.evaluate(() => {
              const boxes = [...document.querySelectorAll('article [role="region"]')];
              const overflow = boxes.map((box) => box.scrollWidth - box.clientWidth);
              return overflow.indexOf(Math.max(...overflow));
            }),
          );
          assert.ok(
            await widest.evaluate((box) => box.scrollWidth > box.clientWidth),
            'a table is wider than 390 px',
          );
          await widest.evaluate((box) => {
            // The focusable element just before the box in document order.
            const focusables = [...document.querySelectorAll('a[href], button, [tabindex="0"]')].filter(
              (element) =>
                element.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING &&
                !box.contains(element) &&
                element.getClientRects().length,
            );
            /** @type {HTMLElement} */ (focusables.at(-1)).focus();
          });
          await page.keyboard.press('Tab');
          assert.ok(
            await widest.evaluate((box) => box === document.activeElement),
            'Tab moves the focus onto the table box',
          );
          const outline = await widest.evaluate((box) => getComputedStyle(box).outlineStyle);
          assert.notEqual(outline, 'none', 'the focused box shows a focus outline');
          // Before scrolling, a shade at the right edge says more is there; none at the left.
          await waitForEdgeCues(widest, { start: 0, end: 1 }, 'the right-edge cue shows');
          for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowRight');
          await page.waitForFunction((box) => box.scrollLeft > 0, await widest.elementHandle(), {
            timeout: ANSWER_LIMIT_MS,
          });
          await widest.evaluate((box) => box.scrollTo({ left: box.scrollWidth, behavior: 'instant' }));
          await waitForEdgeCues(widest, { start: 1, end: 0 }, 'at the end, the cue moves to the left');
          // The columns of sentences keep a readable width (15em); the table scrolls instead.
          const narrowProse = await page
            .locator('article [role="region"][data-prose-columns]')
            .evaluateAll((boxes) =>
              boxes.flatMap((box) => {
                const columns = (box.getAttribute('data-prose-columns') ?? '').split(' ').map(Number);
                return [...box.querySelectorAll('tr')].flatMap((row) =>
                  columns
                    .map((column) => row.children[column - 1])
                    .filter(
                      (cell) =>
                        cell &&
                        cell.getBoundingClientRect().width <
                          14.9 * parseFloat(getComputedStyle(cell).fontSize),
                    )
                    .map(
                      (cell) => `${cell.textContent} (${Math.round(cell.getBoundingClientRect().width)} px)`,
                    ),
                );
              }),
            );
          assert.deepEqual(narrowProse, [], 'prose cells narrower than 15em');
          if (route === 'config/output/dist-path') {
            assert.equal(
              await page.locator('article [role="region"]').first().getAttribute('data-prose-columns'),
              '3',
              'the Contents column is prose',
            );
          }
        });
      }

      it(`${prefix}config/tools/bundler-chain: the five tables of IDs have five names`, async () => {
        await open(page, site.origin, `${prefix}config/tools/bundler-chain`);
        const names = await page
          .locator('article [role="region"]')
          .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label')));
        assert.deepEqual(
          names,
          ['RULE', 'ONE_OF', 'USE', 'PLUGIN', 'MINIMIZER'].map((id) => `${labels.tablePrefix}CHAIN_ID.${id}`),
        );
      });
    });

    describe(`navbar, ${locale}`, { concurrency: 1 }, () => {
      const shared = usePage(site, DESKTOP);
      let page;
      before(() => ({ page } = shared));

      const languageMenu = () =>
        page.locator('.navbar .dropdown', { has: page.getByRole('button', { name: labels.language }) });

      it('Escape closes the language menu opened from the keyboard, a language focused', async () => {
        await open(page, site.origin, `${prefix}guide/start/`);
        await page.mouse.move(5, 700);
        const button = page.locator('.navbar').getByRole('button', { name: labels.language });
        const menu = languageMenu().locator('.dropdown__menu');
        await button.focus();
        // The focus ring goes round the button's box: as tall as the other navbar links', the icon inside.
        const ring = await button.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const icon = /** @type {Element} */ (element.querySelector('svg')).getBoundingClientRect();
          const link = /** @type {Element} */ (
            document.querySelector('.navbar__items--right > a.navbar__link')
          ).getBoundingClientRect();
          return {
            outline: getComputedStyle(element).outlineStyle !== 'none',
            heightAsLinks: Math.abs(box.height - link.height) <= 1,
            iconInside:
              icon.left >= box.left &&
              icon.right <= box.right &&
              icon.top >= box.top &&
              icon.bottom <= box.bottom,
          };
        });
        assert.deepEqual(ring, { outline: true, heightAsLinks: true, iconInside: true });
        await page.keyboard.press('Enter');
        await waitForMenu(menu, true);
        await page.keyboard.press('Tab');
        assert.ok(
          await menu.evaluate(
            (element) =>
              element.contains(document.activeElement) &&
              /** @type {Element} */ (document.activeElement).matches('a'),
          ),
          'a language has the focus',
        );
        assert.equal(await button.getAttribute('aria-expanded'), 'true');
        await page.keyboard.press('Escape');
        await waitForMenu(menu, false);
        assert.equal(await button.getAttribute('aria-expanded'), 'false');
        assert.ok(
          await button.evaluate((element) => element === document.activeElement),
          'focus is back on the menu button',
        );
        // Enter opens it again: Escape did not leave it stuck.
        await page.keyboard.press('Enter');
        await waitForMenu(menu, true);
        assert.ok(await menu.getByRole('link', { name: labels.otherLanguage }).isVisible());
        await page.keyboard.press('Escape');
        await waitForMenu(menu, false);
      });

      it('Escape hides the language menu shown on hover until the pointer comes back', async () => {
        await open(page, site.origin, `${prefix}guide/start/`);
        const button = page.locator('.navbar').getByRole('button', { name: labels.language });
        const menu = languageMenu().locator('.dropdown__menu');
        await button.hover();
        await waitForMenu(menu, true);
        await page.keyboard.press('Escape');
        await waitForMenu(menu, false);
        // It stays closed while the pointer still rests on it.
        await page.waitForTimeout(300);
        assert.equal(await menuShown(menu), false);
        await page.mouse.move(5, 700);
        await button.hover();
        await waitForMenu(menu, true);
      });

      for (const width of [1280, 390]) {
        it(`the search button is named "${labels.search}" alone at ${width} px`, () =>
          (width === 390 ? mobileTabs : desktopTabs).use(async (tab) => {
            await open(tab, site.origin, `${prefix}config/`);
            const button = tab.locator('.navbar').getByRole('button', { name: labels.search, exact: true });
            await button.waitFor();
            assert.equal(await button.count(), 1);
            // The key hint is announced as a shortcut, not as part of the name.
            assert.equal(await button.getAttribute('aria-keyshortcuts'), 'Control+K Meta+K /');
            assert.equal(
              await tab
                .locator('.navbar')
                .getByRole('button', { name: /Ctrl|⌘|K$/ })
                .count(),
              0,
            );
            // Chromium's own accessibility tree, not only Playwright's computation.
            assert.deepEqual(await buttonNamesStartingWith(tab, labels.search), [labels.search]);
            assert.deepEqual(tab.problems, []);
          }));
      }

      it('the search button on a Mac keeps its name without the ⌘ K hint', async () => {
        const context = await newContext(site.browser, site.origin, {
          ...DESKTOP,
          userAgent:
            'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 (KHTML, like Gecko) ' +
            'Chrome/126.0 Safari/537.36',
        });
        try {
          const tab = await context.newPage();
          await open(tab, site.origin, `${prefix}config/`);
          await tab.locator('.navbar kbd', { hasText: '⌘' }).waitFor();
          assert.equal(
            await tab.locator('.navbar').getByRole('button', { name: labels.search, exact: true }).count(),
            1,
          );
          assert.deepEqual(await buttonNamesStartingWith(tab, labels.search), [labels.search]);
        } finally {
          await context.close();
        }
      });

      for (const [kind, route, status] of [
        ['home', '', 200],
        ['doc', 'config/server/proxy', 200],
        ['release post', 'community/releases/v0-6', 200],
        ['404', 'no-such-page', 404],
      ]) {
        it(`the navbar is the one banner landmark of the ${kind} page`, async () => {
          const pathname = kind === '404' ? `/${route}` : `${prefix}${route}`;
          assert.equal((await open(page, site.origin, pathname)).status(), status);
          const banner = page.getByRole('banner');
          assert.equal(await banner.count(), 1);
          const name = kind === '404' ? 'Main' : labels.mainNav;
          assert.equal(
            await banner.getByRole('navigation', { name, exact: true }).count(),
            1,
            'the main navigation is inside the banner',
          );
          assert.equal(
            await page
              .locator('main header, article header')
              .filter({ has: page.locator('.navbar') })
              .count(),
            0,
          );
        });
      }

      it('the banner holds the navbar on a phone too, mobile menu included', () =>
        mobileTabs.use(async (tab) => {
          await open(tab, site.origin, `${prefix}guide/start/`);
          await tab.getByRole('banner').locator('.navbar__toggle').click();
          await tab.getByRole('banner').locator('.navbar-sidebar').waitFor({ state: 'visible' });
          assert.deepEqual(tab.problems, []);
        }));
    });

    describe(`previous/next navigation and 404 title, ${locale}`, { concurrency: 1 }, () => {
      const shared = usePage(site, DESKTOP);
      let page;
      before(() => ({ page } = shared));

      for (const route of ['guide/start/quick-start', 'config/server/proxy', 'config/html/title']) {
        it(`${prefix}${route}: the docs paginator is named "${labels.docsPaginator}"`, async () => {
          await open(page, site.origin, `${prefix}${route}`);
          const nav = page.getByRole('navigation', { name: labels.docsPaginator, exact: true });
          assert.equal(await nav.count(), 1);
          assert.ok((await nav.getByRole('link').count()) >= 1, 'it holds the previous/next links');
          assert.equal(await page.locator('[aria-label="文件选项卡"]').count(), 0);
        });
      }

      it(`the release post paginator is named "${labels.postPaginator}"; the post alone is current in the sidebar`, async () => {
        await open(page, site.origin, `${prefix}community/releases/v0-6`);
        assert.equal(
          await page.getByRole('navigation', { name: labels.postPaginator, exact: true }).count(),
          1,
        );
        // Off the sidebar, so that no hover colours a link.
        await page.mouse.move(1279, 899);
        const sidebar = page.locator('aside nav');
        assert.deepEqual(await sidebar.locator('[aria-current="page"]').allInnerTexts(), [labels.latestPost]);
        const coloured = await linksColouredAsCurrent(sidebar, 'a');
        assert.deepEqual(coloured, [labels.latestPost], "links in the current page's colour");
      });

      it(`the built 404 page's title is "${labels.notFoundTitle}"`, () => {
        const html = fs.readFileSync(path.join(BUILD_DIR, locale === 'en' ? '' : locale, '404.html'), 'utf8');
        assert.equal(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1], labels.notFoundTitle);
      });
    });
  }

  describe('404 tab title in the browser', { concurrency: 1 }, () => {
    const shared = usePage(site, DESKTOP);
    let page;
    before(() => ({ page } = shared));

    // A miss under the docs route renders the 404 content without the 404 page around it.
    for (const pathname of [
      '/no-such-page',
      '/config/no-such-option',
      '/guide/start/no-such-guide',
      '/community/releases/v0-99',
    ]) {
      it(`${pathname} is titled "Page Not Found | Rsbuild"`, async () => {
        assert.equal((await open(page, site.origin, pathname)).status(), 404);
        await page.getByRole('link', { name: 'Take me home' }).waitFor();
        assert.equal(await page.title(), 'Page Not Found | Rsbuild');
      });
    }

    it('a miss reached by client-side navigation under the docs route gets the title too', async () => {
      await open(page, site.origin, '/config/');
      await page.evaluate(() => window.history.pushState({}, '', '/config/not-an-option'));
      await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
      await page.getByRole('link', { name: 'Take me home' }).waitFor();
      await page.waitForFunction(() => document.title === 'Page Not Found | Rsbuild', null, {
        timeout: REACTION_LIMIT_MS,
      });
    });
  });
});
