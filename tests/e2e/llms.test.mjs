// Pages for AI assistants: llms.txt and llms-full.txt in both languages, a Markdown twin of every route
// whose h2/h3 outline is the HTML page's, the <link rel="alternate" type="text/markdown"> to it, and the doc
// header's "Copy page" control by mouse and by keyboard.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import {
  BUILD_DIR,
  SITE_URL,
  builtRoutes,
  cleanTabs,
  newContext,
  open,
  twinPathOf,
  useBuiltSite,
} from './support.mjs';

const LOCALE_PREFIXES = { en: '', zh: '/zh' };
/** llms.txt sections per locale, in the required order (Guide, Config, Plugins, API, Releases). */
const SECTIONS = {
  en: ['Guide', 'Config', 'Plugins', 'API', 'Releases'],
  zh: ['指南', '配置', '插件', 'API', '版本发布'],
};

const fileOfUrl = (url) => path.join(BUILD_DIR, decodeURIComponent(new URL(url).pathname));
const htmlFileOf = (route) => {
  const base = path.join(BUILD_DIR, route);
  return route.endsWith('/')
    ? path.join(base, 'index.html')
    : fs.existsSync(path.join(base, 'index.html'))
      ? path.join(base, 'index.html')
      : `${base}.html`;
};

/**
 * The h2 and h3 headings of a built page's content (the `main` element, without outline, sidebar and pager
 * navigation), as "## text" strings, and the href of its Markdown alternate links.
 */
function readPage(route) {
  const headings = [];
  const alternates = [];
  const stack = [];
  let heading = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        stack.push({
          name,
          skipped:
            name === 'nav' || name === 'aside' || /\btoc|table-of-contents/.test(attributes.class ?? ''),
        });
        if (name === 'link' && attributes.rel === 'alternate' && attributes.type === 'text/markdown')
          alternates.push(attributes.href);
        const inMain = stack.some((entry) => entry.name === 'main');
        const skipped = stack.some((entry) => entry.skipped);
        if ((name === 'h2' || name === 'h3') && inMain && !skipped)
          heading = { depth: name === 'h2' ? 2 : 3, text: '' };
      },
      ontext(text) {
        if (heading) heading.text += text;
      },
      onclosetag(name) {
        stack.pop();
        if (heading && (name === 'h2' || name === 'h3')) {
          headings.push(`${'#'.repeat(heading.depth)} ${normalize(heading.text)}`);
          heading = null;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(fs.readFileSync(htmlFileOf(route), 'utf8'));
  parser.end();
  return { headings, alternates };
}

const normalize = (text) =>
  text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Heading text as a reader sees it: inline code, links, emphasis and escapes of the Markdown removed. */
const plain = (markdown) =>
  normalize(
    markdown
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/`([^`]*)`/g, '$1')
      // Emphasis only where Markdown sees it: `CHAIN\_ID.ONE\_OF` keeps its (escaped) underscores.
      .replace(/(?<![\\\w])(\*\*|__|\*|_)(\S(?:.*?[^\s\\])?)\1(?!\w)/g, '$2')
      .replace(/\\(.)/g, '$1'),
  );

/** The one-line blockquote for AI agents each twin starts with (tests/e2e/agents.test.mjs checks it). */
const AGENT_POINTER = /^> [^\n]*\/llms\.txt[^\n]*\n\n/;

/** The "## text" / "### text" headings of a Markdown file outside code fences, and its first line after the pointer. */
function readTwin(file) {
  const markdown = fs.readFileSync(file, 'utf8').replace(AGENT_POINTER, '');
  const headings = [];
  let fence = null;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && !fence) fence = marker;
    else if (marker && fence && line.trim().startsWith(fence)) fence = null;
    else if (!fence) {
      const match = /^(#{2,3}) (.+?)\s*#*$/.exec(line);
      if (match) headings.push(`${match[1]} ${plain(match[2])}`);
    }
  }
  return { markdown, headings, firstLine: markdown.split('\n')[0] };
}

const routes = builtRoutes();
const site = useBuiltSite();
/**
 * A new reader's tab that may use the clipboard, for the tests of the Copy page control with scripts, made clean
 * (clipboard emptied) between them: a new tab costs a renderer's start.
 */
const copyTabs = cleanTabs(site, 1, { permissions: ['clipboard-read', 'clipboard-write'] });

describe('Markdown twins', () => {
  it('covers both locales, and every route of the build has one', () => {
    assert.ok(routes.includes('/') && routes.includes('/zh/'), 'both home pages are routes');
    assert.ok(
      routes.filter((route) => route.startsWith('/zh/')).length > 150,
      'the Chinese build has its pages',
    );
    const missing = routes.filter(
      (route) =>
        !fs.existsSync(path.join(BUILD_DIR, twinPathOf(route))) &&
        !fs.existsSync(path.join(BUILD_DIR, twinPathOf(`${route}/`))),
    );
    assert.deepEqual(missing, []);
    for (const twin of [
      '/guide/start/quick-start.md',
      '/config/index.md',
      '/index.md',
      '/zh/index.md',
      '/community/releases/index.md',
      '/zh/config/output/dist-path.md',
    ]) {
      assert.ok(fs.existsSync(path.join(BUILD_DIR, twin)), `${twin} exists`);
    }
  });

  it('gives a page not translated yet a Chinese twin with the English text its Chinese page shows', () => {
    const english = fs.readFileSync(path.join(BUILD_DIR, 'guide/advanced/rem.md'), 'utf8');
    const chinese = fs.readFileSync(path.join(BUILD_DIR, 'zh/guide/advanced/rem.md'), 'utf8');
    assert.equal(/^# (.+)$/m.exec(chinese)?.[1], /^# (.+)$/m.exec(english)?.[1]);
  });

  it('is linked from each HTML page with <link rel="alternate" type="text/markdown"> at its own URL', () => {
    const wrong = [];
    for (const route of routes) {
      const { alternates } = readPage(route);
      const expected = [twinPathOf(route), twinPathOf(`${route}/`)].map((twin) => SITE_URL + twin);
      if (
        alternates.length !== 1 ||
        !expected.includes(alternates[0]) ||
        !fs.existsSync(fileOfUrl(alternates[0]))
      )
        wrong.push(`${route}: ${alternates.join(', ') || 'none'}`);
    }
    assert.deepEqual(wrong, []);
  });

  it('has the same h2 and h3 headings as its HTML page, in the same order', () => {
    let compared = 0;
    for (const route of routes) {
      const { headings, alternates } = readPage(route);
      const twin = readTwin(fileOfUrl(alternates[0]));
      assert.deepEqual(twin.headings, headings, `headings of ${alternates[0]}`);
      compared += headings.length;
    }
    assert.ok(compared > 1000, `${compared} headings compared`);
  });

  it('is plain Markdown: title as H1, no front matter, imports, ids or MDX widgets, absolute links', () => {
    for (const route of routes) {
      const { alternates } = readPage(route);
      const { markdown, firstLine } = readTwin(fileOfUrl(alternates[0]));
      assert.match(firstLine, /^# \S/, `${route} starts with its title`);
      const outsideCode = markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1\s*$/gm, '');
      assert.ok(!markdown.startsWith('---'), `${route} has no front matter`);
      assert.doesNotMatch(
        outsideCode,
        /^(import|export) |<(PackageManagerTabs|Tabs|TabItem)\b|^:::|\{#[\w-]+\}/m,
        route,
      );
      assert.doesNotMatch(outsideCode, /\]\((?!https?:|mailto:)/, `${route} has only absolute links`);
    }
  });

  it('turns widgets into Markdown: a command per package manager, tabs as sections, notes as quotes', () => {
    const quickStart = fs.readFileSync(path.join(BUILD_DIR, 'guide/start/quick-start.md'), 'utf8');
    for (const manager of ['npm', 'yarn', 'pnpm', 'bun'])
      assert.match(quickStart, new RegExp(`\`\`\`bash title="${manager}"\\n${manager} create rsbuild`));
    const zhOverview = fs.readFileSync(path.join(BUILD_DIR, 'zh/config/index.md'), 'utf8');
    assert.match(
      zhOverview,
      /^## output\n\n(- .+\n)*- \[output\.distPath\]\(https:\/\/rsbuild\.dev\/zh\/config\/output\/dist-path\)$/m,
    );
    const anyTabs = routes
      .map((route) => readPage(route).alternates[0])
      .map(fileOfUrl)
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    assert.match(anyTabs, /^#### (TypeScript|JavaScript)$/m, 'tab labels become headings');
    assert.match(anyTabs, /^> \*\*(Tip|Warning|Note|Info|Danger)\*\*$/m, 'admonitions become quotes');
    assert.match(
      anyTabs,
      /^> \*\*(提示|注意|备注|信息|危险|警告)\*\*$/m,
      'Chinese admonitions keep their Chinese title',
    );
  });
});

for (const [locale, prefix] of Object.entries(LOCALE_PREFIXES)) {
  describe(`llms.txt (${locale})`, () => {
    const llms = fs.readFileSync(path.join(BUILD_DIR, prefix, 'llms.txt'), 'utf8');
    const links = [...llms.matchAll(/\]\((https:\/\/[^)\s]+)\)/g)].map((match) => match[1]);
    const localeRoutes = routes.filter((route) =>
      locale === 'zh' ? route.startsWith('/zh/') : !route.startsWith('/zh/'),
    );

    it('follows llmstxt.org: site name as H1, summary in a blockquote, then the sections in order', () => {
      assert.match(llms, /^# Rsbuild\n\n> \S[^\n]+\n\n[^#>\n][^\n]*\n\n## /);
      const sections = [...llms.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
      assert.deepEqual(sections, SECTIONS[locale]);
      assert.match(
        llms,
        /^- \[[^\]]+\]\(https:\/\/rsbuild\.dev\/[^)]*\.md\): \S/m,
        'entries carry their description',
      );
    });

    it('lists every page of the locale, each link resolving to a file of the build', () => {
      const unresolved = links.filter((url) => !url.startsWith(SITE_URL) || !fs.existsSync(fileOfUrl(url)));
      assert.deepEqual(unresolved, []);
      const unlisted = localeRoutes.filter(
        (route) =>
          !links.includes(SITE_URL + twinPathOf(route)) &&
          !links.includes(SITE_URL + twinPathOf(`${route}/`)),
      );
      assert.deepEqual(unlisted, []);
    });

    it('has llms-full.txt with every twin in the order of llms.txt', () => {
      const full = fs.readFileSync(path.join(BUILD_DIR, prefix, 'llms-full.txt'), 'utf8');
      const twins = links.filter((url) => url.endsWith('.md'));
      let position = -1;
      for (const url of twins) {
        const twin = fs.readFileSync(fileOfUrl(url), 'utf8').replace(AGENT_POINTER, '');
        const at = full.indexOf(`url: ${url}\n---\n\n${twin.trim()}\n`);
        assert.ok(at > position, `${url} follows the page before it in llms-full.txt`);
        position = at;
      }
    });
  });
}

describe('Copy page control', () => {
  const twinText = (route) => fs.readFileSync(path.join(BUILD_DIR, twinPathOf(route)), 'utf8');
  const menuButton = (page, name = 'More page actions') => page.getByRole('button', { name, exact: true });
  const focusedText = (page) => page.evaluate(() => document.activeElement?.textContent?.trim());

  it('sits under the title, which keeps its own full-width row (1280 px)', () =>
    copyTabs.use(async (page, context) => {
      await open(page, site.origin, '/config/output/dist-path');
      const title = await page.locator('article h1').boundingBox();
      const content = await page.locator('article .theme-doc-markdown').boundingBox();
      const control = await page.locator('.copy-page').boundingBox();
      assert.ok(title && content && control);
      // One line, as wide as the column: nothing beside it squeezes or wraps it.
      assert.equal(Math.round(title.width), Math.round(content.width), 'the title spans the column');
      assert.ok(title.height < 70, `the title wraps (${title.height} px high)`);
      assert.ok(control.y >= title.y + title.height, 'the control is under the title');
      // One compact control: the split button is one row, at most a third of the column wide.
      assert.ok(control.height < 40 && control.width < content.width / 3, JSON.stringify(control));
      assert.deepEqual(context.problems, []);
    }));

  it('copies the page Markdown on click, confirms it, and its menu links to the Markdown', () =>
    copyTabs.use(async (page, context) => {
      await open(page, site.origin, '/guide/start/quick-start');
      const button = page.getByRole('button', { name: 'Copy page' });
      const headerBox = await button.boundingBox();
      await button.click();
      await page.getByRole('status').filter({ hasText: 'Copied' }).first().waitFor();
      assert.equal(
        await page.evaluate(() => navigator.clipboard.readText()),
        twinText('/guide/start/quick-start'),
      );
      assert.deepEqual(await button.boundingBox(), headerBox, 'the control does not move when it confirms');
      // The other actions are behind the menu button: closed, they are not shown.
      const view = page.getByRole('link', { name: 'View as Markdown' });
      assert.equal(await view.isVisible(), false, 'the menu is open before it is asked for');
      await menuButton(page).click();
      assert.equal(await menuButton(page).getAttribute('aria-expanded'), 'true');
      assert.equal(await view.getAttribute('href'), '/guide/start/quick-start.md');
      assert.ok(await view.isVisible());
      // A click elsewhere closes it.
      await page.locator('article h1').click();
      await view.waitFor({ state: 'hidden' });
      assert.equal(await menuButton(page).getAttribute('aria-expanded'), 'false');
      assert.deepEqual(context.problems, []);
    }));

  it('works from the keyboard in Chinese, after a client-side navigation', () =>
    copyTabs.use(async (page, context) => {
      await open(page, site.origin, '/zh/guide/start/quick-start');
      await page.locator('.pagination-nav__link--next').click();
      await page.waitForURL(/\/zh\/guide\/start\/features$/);
      // The URL changes before the new route renders: under load the old page's button could take the focus
      // and be replaced before Enter reaches it.
      await page.getByRole('heading', { level: 1, name: '功能导航' }).waitFor();
      const button = page.getByRole('button', { name: '复制页面' });
      await button.focus();
      assert.ok(
        await button.evaluate((element) => element === document.activeElement),
        'the button has focus',
      );
      await page.keyboard.press('Enter');
      // Success or failure is announced: a failure says why (the console error is among the problems).
      const status = page
        .getByRole('status')
        .filter({ hasText: /已复制|复制失败/ })
        .first();
      await status.waitFor();
      assert.equal(await status.textContent(), '已复制', JSON.stringify(context.problems));
      assert.equal(
        await page.evaluate(() => navigator.clipboard.readText()),
        twinText('/zh/guide/start/features'),
      );
      // Tab reaches the menu button; Enter opens the menu on its first link, the arrows, Home and End move,
      // Escape closes it and gives the focus back to the button.
      await page.keyboard.press('Tab');
      assert.ok(
        await menuButton(page, '更多页面操作').evaluate((element) => element === document.activeElement),
      );
      await page.keyboard.press('Enter');
      assert.equal(await focusedText(page), '查看 Markdown');
      assert.equal(
        await page.getByRole('link', { name: '查看 Markdown' }).getAttribute('href'),
        '/zh/guide/start/features.md',
      );
      await page.keyboard.press('ArrowDown');
      assert.equal(await focusedText(page), '在 ChatGPT 中打开');
      await page.keyboard.press('End');
      assert.equal(await focusedText(page), '在 Claude 中打开');
      await page.keyboard.press('ArrowDown');
      assert.equal(await focusedText(page), '查看 Markdown', 'ArrowDown wraps to the first link');
      await page.keyboard.press('ArrowUp');
      assert.equal(await focusedText(page), '在 Claude 中打开', 'ArrowUp wraps to the last link');
      await page.keyboard.press('Escape');
      await page.getByRole('link', { name: '查看 Markdown' }).waitFor({ state: 'hidden' });
      assert.ok(
        await menuButton(page, '更多页面操作').evaluate((element) => element === document.activeElement),
      );
      // Space and ArrowUp open it too (on the first and the last link); Tab out of it closes it.
      await page.keyboard.press('Space');
      assert.equal(await focusedText(page), '查看 Markdown');
      await page.keyboard.press('Escape');
      await page.keyboard.press('ArrowUp');
      assert.equal(await focusedText(page), '在 Claude 中打开');
      await page.keyboard.press('Tab');
      await page.getByRole('link', { name: '查看 Markdown' }).waitFor({ state: 'hidden' });
      assert.deepEqual(context.problems, []);
    }));

  it('is in the served HTML, so hydration shifts nothing; without JavaScript only the links show', async () => {
    const context = await newContext(site.browser, site.origin, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.origin}/config/output/dist-path`);
    // Rendered by the server (counted even while hidden) ...
    assert.equal(await page.locator('.copy-page button', { hasText: 'Copy page' }).count(), 1);
    // ... but buttons that cannot work without scripts are not offered; the menu's links work without them.
    assert.equal(await page.getByRole('button', { name: 'Copy page' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'More page actions' }).count(), 0);
    for (const name of ['View as Markdown', 'Open in ChatGPT', 'Open in Claude'])
      assert.ok(await page.getByRole('link', { name }).isVisible(), `${name} is not shown`);
    await context.close();
  });
});
