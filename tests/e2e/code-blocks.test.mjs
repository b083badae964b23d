// Code blocks, tabs and popups as a reader meets them: the copy button with its 2 s confirmation, the wrap
// toggle, line numbers and Prism highlighting, tabs remembered per group (the package-manager widget among
// them) across pages, locales and reloads, and the tooltips of the code-block buttons.
import { beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  axeViolations,
  newContext,
  open,
  useBuiltSite,
  useCleanTab,
  loadConstants,
  waitInPage,
  REACTION_LIMIT_MS,
} from './support.mjs';

// The figures the theme uses, read from src/constants.ts rather than typed again here.
const { TIMING, POPUP } = await loadConstants();
const TIMING_COPIED_MS = TIMING.copiedConfirmationMs;
const POPUP_DELAY_MS = POPUP.enterDelayS * 1000;
const POPUP_LEAVE_MS = POPUP.leaveDelayS * 1000;

const site = useBuiltSite();
// Every test starts with nothing remembered from the test before (tabs live in localStorage).
const tab = useCleanTab(site, { permissions: ['clipboard-read', 'clipboard-write'] });
let page;
beforeEach(() => {
  page = tab.page;
});

/** Console errors, page errors and failed requests of the site (support.mjs's init script can fail on about:blank). */
const siteProblems = (context = tab.context) =>
  (context?.problems ?? []).filter((problem) => !problem.includes(' on about:blank'));

/** The "Register Plugin" example of the React plugin page, as the Markdown source has it. */
const REACT_CONFIG = [
  "import { defineConfig } from '@rsbuild/core';",
  "import { pluginReact } from '@rsbuild/plugin-react';",
  '',
  'export default defineConfig({',
  '  plugins: [pluginReact()],',
  '});',
].join('\n');

/** The code block whose code starts with `text`, in the file's tab or in `inPage`. */
const codeBlock = (text, inPage = page) =>
  inPage
    .locator('.theme-code-block')
    .filter({ has: inPage.locator('code', { hasText: text }) })
    .first();

/**
 * Runs `run` in a tab whose clock Playwright controls, in a context of its own (a clock stays installed).
 * Timing tests hold the clock still and move it by hand: a loaded machine can run a due timer late, so real
 * time could only bound a delay from below.
 * @param {(page: import('./support.mjs').TestPage, context: import('./support.mjs').TestContext) => Promise<void>} run
 */
async function withPageClock(run) {
  const context = await newContext(site.browser, site.origin, {
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  try {
    const clocked = /** @type {import('./support.mjs').TestPage} */ (await context.newPage());
    await clocked.clock.install();
    await run(clocked, context);
  } finally {
    await context.close();
  }
}

/** Stops the page's clock (time flows until then, so the page could load). */
const holdClock = async (clocked) => clocked.clock.pauseAt(await clocked.evaluate(() => Date.now() + 1000));

/** Moves the held clock on by `ms`, then gives the page real time to render what the timers did. */
async function passTime(clocked, ms) {
  await clocked.clock.runFor(ms);
  await clocked.waitForTimeout(150);
}

describe('copy button', () => {
  for (const [locale, prefix, copyName, copiedName] of [
    ['en', '', 'Copy code to clipboard', 'Copied'],
    ['zh', '/zh', '复制代码到剪贴板', '复制成功'],
  ]) {
    it(`copies the code and confirms it for 2 s (${locale})`, () =>
      withPageClock(async (clocked, context) => {
        await open(clocked, site.origin, `${prefix}/plugins/list/plugin-react`);
        const block = codeBlock("import { defineConfig } from '@rsbuild/core';", clocked);
        await block.hover();
        const button = block.getByRole('button', { name: copyName, exact: true });
        // The pointer rests on the button until its tooltip is open, then the clock stops.
        await button.hover();
        const tooltip = clocked.getByRole('tooltip');
        await tooltip.waitFor();
        await holdClock(clocked);
        await button.click();

        // Only rendering is left to wait for.
        const copiedButton = block.getByRole('button', { name: copiedName, exact: true });
        await copiedButton.waitFor({ timeout: REACTION_LIMIT_MS });
        assert.equal(await clocked.evaluate(() => navigator.clipboard.readText()), REACT_CONFIG);
        assert.equal(await block.getByRole('status').innerText(), copiedName);
        // The pointer is still on the button: its tooltip says the code was copied.
        assert.equal(await tooltip.innerText(), copiedName);

        await passTime(clocked, TIMING_COPIED_MS - 1);
        assert.equal(await copiedButton.count(), 1, 'confirmation gone before 2 s');
        await clocked.clock.runFor(1);
        await button.waitFor({ timeout: REACTION_LIMIT_MS });
        assert.equal(await block.getByRole('status').innerText(), '');
        assert.deepEqual(siteProblems(context), []);
      }));
  }

  it('works from the keyboard', async () => {
    await open(page, site.origin, '/plugins/list/plugin-react');
    const block = codeBlock("import { defineConfig } from '@rsbuild/core';");
    await block.locator('pre').focus();
    // After the code itself come the wrap toggle and the copy button.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    assert.equal(
      await page.evaluate(() => /** @type {Element} */ (document.activeElement).getAttribute('aria-label')),
      'Copy code to clipboard',
    );
    await page.keyboard.press('Enter');
    await block.getByRole('button', { name: 'Copied', exact: true }).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), REACT_CONFIG);
  });
});

describe('word wrap', () => {
  it('is off by default and the toggle, always there, wraps and unwraps long lines', async () => {
    await open(page, site.origin, '/plugins/list/plugin-react');
    const block = codeBlock("import { defineConfig } from '@rsbuild/core';");
    const code = block.locator('code');
    const whiteSpace = () => code.evaluate((element) => getComputedStyle(element).whiteSpace);
    assert.equal(await whiteSpace(), 'pre');
    // The block fits its width, yet the toggle is offered (Docusaurus shows it only for overflowing blocks).
    assert.ok(await block.locator('pre').evaluate((element) => element.scrollWidth <= element.clientWidth));
    const toggle = block.getByRole('button', { name: 'Toggle word wrap', exact: true });
    assert.equal(await toggle.getAttribute('aria-pressed'), 'false');

    await block.hover();
    await toggle.click();
    assert.equal(await whiteSpace(), 'pre-wrap');
    assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
    await toggle.click();
    assert.equal(await whiteSpace(), 'pre');
    assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
  });

  it('wraps an overflowing line at a narrow width, from the keyboard', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, site.origin, '/plugins/list/plugin-react');
    const block = codeBlock("import { defineConfig } from '@rsbuild/core';");
    const pre = block.locator('pre');
    assert.ok(
      await pre.evaluate((element) => element.scrollWidth > element.clientWidth),
      'the line overflows',
    );
    await pre.focus();
    await page.keyboard.press('Tab');
    assert.equal(
      await page.evaluate(() => /** @type {Element} */ (document.activeElement).getAttribute('aria-label')),
      'Toggle word wrap',
    );
    await page.keyboard.press('Enter');
    assert.ok(
      await pre.evaluate((element) => element.scrollWidth <= element.clientWidth),
      'no horizontal scroll once wrapped',
    );
    await page.keyboard.press('Space');
    assert.ok(await pre.evaluate((element) => element.scrollWidth > element.clientWidth));
  });
});

describe('highlighting and line numbers', () => {
  for (const path of [
    '/plugins/list/plugin-react',
    '/zh/plugins/list/plugin-react',
    '/guide/basic/configure-rsbuild',
  ]) {
    it(`highlights with Prism and shows no line numbers by default (${path})`, async () => {
      await open(page, site.origin, path);
      const blocks = page.locator('.theme-code-block');
      assert.ok((await blocks.count()) >= 2);
      const tsBlock = page.locator('.theme-code-block pre.language-ts').first();
      assert.ok((await tsBlock.locator('.token.keyword').count()) > 0, 'Prism keyword tokens');
      assert.ok((await tsBlock.locator('.token.string').count()) > 0, 'Prism string tokens');
      assert.equal(await page.locator('.theme-code-block [class*="codeLineNumber"]').count(), 0);
      assert.equal(
        await page.locator('.theme-code-block code[class*="codeBlockLinesWithNumbering"]').count(),
        0,
      );
    });
  }
});

describe('build-time highlighting', () => {
  const PAGE = '/plugins/list/plugin-react';
  const keywordColour = () =>
    page
      .locator('.theme-code-block pre.language-ts .token.keyword')
      .first()
      .evaluate((element) => getComputedStyle(element).color);

  it('is in the HTML the server sends: code blocks and install commands are highlighted without JavaScript', async () => {
    const noScript = await site.browser.newContext({ javaScriptEnabled: false });
    try {
      const staticPage = await noScript.newPage();
      await staticPage.goto(site.origin + PAGE);
      assert.ok(
        (await staticPage.locator('.theme-code-block pre.language-ts .token.keyword').count()) > 0,
        'keyword tokens in the server HTML',
      );
      const install = staticPage.locator('[role="tabpanel"] pre.language-bash', {
        hasText: /^npm add @rsbuild\/plugin-react -D$/,
      });
      assert.equal(await install.count(), 1);
      assert.deepEqual(await install.locator('.token.function').allInnerTexts(), ['npm', 'add']);
      // The tokens travel as a prop; none of them may end up as an attribute in the page.
      assert.equal(await staticPage.locator('[data-highlight], [highlighted]').count(), 0);
    } finally {
      await noScript.close();
    }
  });

  it('ships no Prism to the browser', async () => {
    const scripts = [];
    page.on(
      'response',
      (response) => response.request().resourceType() === 'script' && scripts.push(response.text()),
    );
    await open(page, site.origin, PAGE);
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts);
    assert.ok(bodies.length > 0);
    assert.deepEqual(
      bodies.filter((body) => /languages\.extend\(|\.tokenize\(/.test(body)).length,
      0,
      'a script carries the Prism tokenizer',
    );
  });

  it('takes its colours from the colour mode, at the first paint and when the toggle flips it', async () => {
    await open(page, site.origin, PAGE);
    const light = await keywordColour();
    const lightBackground = await page
      .locator('.theme-code-block')
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    await page.emulateMedia({ colorScheme: 'dark' });
    // Before hydration: the server HTML is the same for both modes, the stylesheet picks the colours.
    await page.goto(site.origin + PAGE, { waitUntil: 'domcontentloaded' });
    const dark = await keywordColour();
    assert.notEqual(dark, light);
    await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
    assert.equal(await keywordColour(), dark);
    assert.notEqual(
      await page
        .locator('.theme-code-block')
        .first()
        .evaluate((element) => getComputedStyle(element).backgroundColor),
      lightBackground,
    );
    await page.locator('.navbar button[class*="toggleButton"]').first().click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    assert.equal(await keywordColour(), light);
    assert.equal(
      await page
        .locator('.theme-code-block')
        .first()
        .evaluate((element) => getComputedStyle(element).backgroundColor),
      lightBackground,
    );
  });
});

describe('code colours', () => {
  it('colour every kind of token in light mode, apart from the plain text, and set Chinese comments upright', async () => {
    await open(page, site.origin, '/zh/guide/basic/configure-rsbuild');
    const found = await page.evaluate(() => {
      const kinds = [
        'keyword',
        'string',
        'function',
        'punctuation',
        'operator',
        'comment',
        'property',
        'number',
      ];
      const plain = getComputedStyle(
        /** @type {Element} */ (document.querySelector('.theme-code-block .token.plain')),
      );
      const colours = Object.fromEntries(
        kinds.map((kind) => {
          // A token of that kind only (class "token <kind>"), as Prism marks the simple cases.
          const token = document.querySelector(`.theme-code-block [class="token ${kind}"]`);
          return [kind, token ? getComputedStyle(token).color : 'missing'];
        }),
      );
      const hanComments = [...document.querySelectorAll('.theme-code-block .token.comment')]
        .filter((comment) => /\p{Script=Han}/u.test(comment.textContent ?? ''))
        .map((comment) => getComputedStyle(comment));
      return {
        plain: plain.color,
        colours,
        hanComments: hanComments.length,
        slanted: hanComments.filter(
          (style) => style.fontStyle !== 'normal' && style.fontSynthesisStyle !== 'none',
        ).length,
      };
    });
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light');
    const uncoloured = Object.entries(found.colours).filter(
      ([, colour]) => colour === 'missing' || colour === found.plain,
    );
    assert.deepEqual(uncoloured, [], `token kinds in the plain colour ${found.plain}`);
    // Keywords, strings, functions, comments, properties, numbers and punctuation each have their own colour.
    const { operator: _sameAsFunctions, ...distinct } = found.colours;
    assert.equal(
      new Set(Object.values(distinct)).size,
      Object.keys(distinct).length,
      JSON.stringify(found.colours),
    );
    assert.ok(found.hanComments > 0, 'the page has Chinese comments');
    assert.equal(found.slanted, 0, 'Chinese comments set in a synthesised italic');
  });
});

describe('tabs', () => {
  const selectedTabs = (tablist) => tablist.locator('[role="tab"][aria-selected="true"]');

  it('select one tab at a time and remember the choice of their group after a reload', async () => {
    await open(page, site.origin, '/guide/basic/configure-rsbuild');
    const tablist = page.getByRole('tablist').first();
    assert.deepEqual(await tablist.getByRole('tab').allInnerTexts(), ['TypeScript', 'JavaScript']);
    assert.deepEqual(await selectedTabs(tablist).allInnerTexts(), ['TypeScript']);
    assert.ok(
      await page
        .locator('[role="tabpanel"]:not([hidden]) code', { hasText: "'@common': './src/common'" })
        .isVisible(),
    );

    // Keyboard: arrows move between tabs, Enter selects.
    await selectedTabs(tablist).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    assert.deepEqual(await selectedTabs(tablist).allInnerTexts(), ['JavaScript']);
    assert.equal(await page.locator('[role="tabpanel"]:not([hidden])').count(), 1);
    assert.ok(
      await page.locator('[role="tabpanel"]:not([hidden]) code', { hasText: "alias['@common']" }).isVisible(),
    );

    await page.reload();
    await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
    assert.deepEqual(await selectedTabs(page.getByRole('tablist').first()).allInnerTexts(), ['JavaScript']);
  });

  it('stay the elements the server sent: hydration does not mount them again', async () => {
    // Docusaurus's Tabs mount themselves again after hydration (plugins/sliced-boot turns that off): the
    // server's tab sets would leave the document, a long task on a phone for the FAQ pages' install commands.
    await page.addInitScript(() => {
      const win = /** @type {any} */ (window);
      win.__tabSetsRemoved = 0;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (
              node instanceof Element &&
              (node.matches('.tabs-container') || node.querySelector('.tabs-container'))
            )
              win.__tabSetsRemoved += 1;
      }).observe(document, { childList: true, subtree: true });
    });
    await open(page, site.origin, '/guide/faq/exceptions');
    await page.waitForTimeout(500);
    assert.ok((await page.locator('.package-manager-tabs').count()) > 0, 'the page has install commands');
    assert.equal(await page.evaluate(() => /** @type {any} */ (window).__tabSetsRemoved), 0);
  });

  it('the install widget offers npm, yarn, pnpm and bun, and the chosen one holds across pages, locales and reloads', async () => {
    await open(page, site.origin, '/plugins/list/plugin-react');
    const widget = page.locator('.package-manager-tabs').first();
    assert.deepEqual(await widget.getByRole('tab').allInnerTexts(), ['npm', 'yarn', 'pnpm', 'bun']);
    assert.deepEqual(await selectedTabs(widget).allInnerTexts(), ['npm']);
    const panels = page.locator('.tabs-container').first().locator('[role="tabpanel"]');
    assert.deepEqual(
      // The command of each panel; its manager's name above it is hidden while scripts run.
      await panels.evaluateAll((elements) =>
        elements.map((element) =>
          /** @type {HTMLElement} */ (element.querySelector('pre')).textContent.trim(),
        ),
      ),
      [
        'npm add @rsbuild/plugin-react -D',
        'yarn add @rsbuild/plugin-react -D',
        'pnpm add @rsbuild/plugin-react -D',
        'bun add @rsbuild/plugin-react -D',
      ],
    );

    await widget.getByRole('tab', { name: 'pnpm' }).click();
    assert.deepEqual(await selectedTabs(widget).allInnerTexts(), ['pnpm']);
    assert.equal(
      (await page.locator('[role="tabpanel"]:not([hidden]) code').first().innerText()).trim(),
      'pnpm add @rsbuild/plugin-react -D',
    );

    // Another page, reached by client-side navigation.
    await page.evaluate(() => window.history.pushState(null, '', '/plugins/list/plugin-vue'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await page.waitForURL(`${site.origin}/plugins/list/plugin-vue`);
    await page.locator('h1', { hasText: 'Vue' }).waitFor();
    assert.deepEqual(await selectedTabs(page.locator('.package-manager-tabs').first()).allInnerTexts(), [
      'pnpm',
    ]);
    // Waited for: the new page's blocks can be laid out a frame after its tabs (content-visibility: auto).
    await waitInPage(
      page,
      () =>
        /^pnpm add @rsbuild\/plugin-vue/.test(
          /** @type {HTMLElement | null} */ (document.querySelector('[role="tabpanel"]:not([hidden]) code'))
            ?.innerText ?? '',
        ),
      null,
      { timeout: REACTION_LIMIT_MS, describe: () => 'no pnpm command for plugin-vue in the shown panel' },
    );

    // The other locale, loaded afresh, then a reload.
    await open(page, site.origin, '/zh/plugins/list/plugin-react');
    assert.deepEqual(await selectedTabs(page.locator('.package-manager-tabs').first()).allInnerTexts(), [
      'pnpm',
    ]);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
    assert.deepEqual(await selectedTabs(page.locator('.package-manager-tabs').first()).allInnerTexts(), [
      'pnpm',
    ]);
    assert.deepEqual(siteProblems(), []);
  });
});

describe('after hydration', () => {
  // Chromium restyles a whole parent when its list of children changes (a theme rule with a sibling
  // combinator, `.docItemContainer header + *`, and `:last-child` rules). The tabs mounted a second time once
  // hydrated (no longer: 'stay the elements the server sent' above), and the buttons' box came after each block's code: the longest FAQ page restyled all of its
  // 1,800 elements after hydration, the blocking time that kept its mobile Lighthouse score under 100.
  it('leaves the children of the article and of its code blocks in place while every block gets its buttons', async () => {
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const article = document.querySelector('.theme-doc-markdown');
        const changes = [];
        window.articleChildChanges = changes;
        new MutationObserver((records) => {
          for (const record of records) {
            const parent = /** @type {Element} */ (record.target);
            if (parent !== article && !parent.querySelector(':scope > pre')) continue;
            for (const node of [...record.addedNodes, ...record.removedNodes])
              changes.push(`${node.nodeName.toLowerCase()}.${/** @type {Element} */ (node).className}`);
          }
        }).observe(/** @type {Element} */ (article), { childList: true, subtree: true });
      }),
    );
    await open(page, site.origin, '/guide/faq/exceptions');
    const blocks = await page.locator('.theme-code-block').count();
    assert.ok(blocks > 20, `${blocks} code blocks`);
    // Each block, those of the hidden tab panels too, gets its wrap toggle and copy button.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.theme-code-block')].every(
        (block) =>
          block.querySelector('button[aria-pressed]') &&
          block.querySelector('button[aria-label="Copy code to clipboard"]'),
      ),
    );
    assert.deepEqual(await page.evaluate(() => window.articleChildChanges), []);
  });
});

describe('tooltips', () => {
  it('appear on hover after the enter delay, describe their button and leave after the leave delay', async () => {
    await open(page, site.origin, '/plugins/list/plugin-react');
    const block = codeBlock("import { defineConfig } from '@rsbuild/core';");
    await block.hover();
    const copy = block.getByRole('button', { name: 'Copy code to clipboard', exact: true });
    await copy.hover();
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    assert.equal(await tooltip.innerText(), 'Copy');
    assert.equal(await copy.getAttribute('aria-describedby'), await tooltip.getAttribute('id'));
    const box = await tooltip.evaluate((element) => {
      const style = getComputedStyle(element);
      return { maxWidth: style.maxWidth, zIndex: style.zIndex };
    });
    assert.deepEqual(box, { maxWidth: `${POPUP.tooltipMaxWidth}px`, zIndex: String(POPUP.zIndexBase) });
    // Above the button it belongs to.
    const [tip, button] = [await tooltip.boundingBox(), await copy.boundingBox()];
    assert.ok(tip.y + tip.height <= button.y + 1);

    await page.mouse.move(5, 5);
    await tooltip.waitFor({ state: 'detached' });
    assert.equal(await copy.getAttribute('aria-describedby'), null);
  });

  it('open 0.1 s after the pointer enters and close 0.1 s after it leaves', () =>
    withPageClock(async (clocked) => {
      await open(clocked, site.origin, '/plugins/list/plugin-react');
      const block = codeBlock("import { defineConfig } from '@rsbuild/core';", clocked);
      await block.hover();
      const toggle = block.getByRole('button', { name: 'Toggle word wrap', exact: true });
      const tooltip = clocked.getByRole('tooltip');
      // A first hover while time runs loads the popup's Floating UI half, so the timed one starts at once.
      await toggle.hover();
      await tooltip.waitFor();
      await clocked.mouse.move(5, 5);
      await tooltip.waitFor({ state: 'detached' });
      await holdClock(clocked);

      await toggle.hover();
      await passTime(clocked, POPUP_DELAY_MS - 1);
      assert.equal(await tooltip.count(), 0, 'open before the enter delay');
      await clocked.clock.runFor(1);
      await tooltip.waitFor({ timeout: REACTION_LIMIT_MS });
      await clocked.mouse.move(5, 5);
      await passTime(clocked, POPUP_LEAVE_MS - 1);
      assert.equal(await tooltip.count(), 1, 'closed before the leave delay');
      await clocked.clock.runFor(1);
      await tooltip.waitFor({ state: 'detached', timeout: REACTION_LIMIT_MS });
    }));

  it('appear on keyboard focus and close with Escape (zh)', async () => {
    await open(page, site.origin, '/zh/plugins/list/plugin-react');
    const block = codeBlock("import { defineConfig } from '@rsbuild/core';");
    await block.locator('pre').focus();
    await page.keyboard.press('Tab');
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    assert.equal(await tooltip.innerText(), '切换自动换行');
    assert.equal(
      await page.evaluate(() =>
        /** @type {Element} */ (document.activeElement).getAttribute('aria-describedby'),
      ),
      await tooltip.getAttribute('id'),
    );
    await page.keyboard.press('Escape');
    await tooltip.waitFor({ state: 'detached' });
  });

  it('open on tap instead of hover on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, site.origin, '/plugins/list/plugin-react');
    const block = codeBlock("import { defineConfig } from '@rsbuild/core';");
    await block.hover();
    const toggle = block.getByRole('button', { name: 'Toggle word wrap', exact: true });
    await toggle.hover();
    await page.waitForTimeout(POPUP_DELAY_MS * 3);
    assert.equal(await page.getByRole('tooltip').count(), 0);
    await toggle.click();
    assert.equal(await page.getByRole('tooltip').innerText(), 'Toggle word wrap');
    await page.mouse.click(5, 400);
    await page.getByRole('tooltip').waitFor({ state: 'detached' });
  });
});

describe('accessibility of the code-block buttons and tooltips', () => {
  for (const mode of ['light', 'dark']) {
    it(`has no serious violations with a tooltip open and the code copied (${mode})`, async () => {
      await page.emulateMedia({
        colorScheme: /** @type {'light' | 'dark'} */ (mode),
        reducedMotion: 'reduce',
      });
      await open(page, site.origin, '/plugins/list/plugin-react');
      assert.equal(await page.locator('html').getAttribute('data-theme'), mode);
      const block = codeBlock("import { defineConfig } from '@rsbuild/core';");
      await block.locator('pre').focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.getByRole('tooltip').filter({ hasText: 'Copied' }).waitFor();
      assert.deepEqual(await axeViolations(page, { include: ['.theme-code-block', '[role="tooltip"]'] }), []);
    });
  }
});
