// Printing a doc page gives a document (src/css/print.css): no controls, links in the text followed by their
// absolute URL, light colours in either colour mode (code included), nothing wider than the paper; and a real
// PDF of a two-page document has its two pages, its outline and its text (read with ./pdf-text.mjs).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { pdfPageTexts } from './pdf-text.mjs';
import { SITE_URL, open, useBuiltSite, useCleanTab } from './support.mjs';

const site = useBuiltSite();
/** A4 at 96 dpi less Chromium's default 1 cm margins: the width the printed page lays out in. */
const PAPER_WIDTH = 718;
const WHITE = 'rgb(255, 255, 255)';
const TRANSPARENT = 'rgba(0, 0, 0, 0)';
/** A short doc page (a table, a code block and a note) that prints on two A4 pages. */
const TWO_PAGE_DOC = '/config/output/emit-assets';

// One tab for the file's tests (useCleanTab): a context per page cost more CPU time than the page's load.
const tab = useCleanTab(site);

/** A doc page in the given colour mode, laid out for print, in the file's tab. */
async function printedPage(/** @type {'light' | 'dark'} */ colorScheme, /** @type {string} */ route) {
  const page = /** @type {import('./support.mjs').TestPage} */ (tab.page);
  await page.emulateMedia({ media: null, colorScheme });
  await page.setViewportSize({ width: PAPER_WIDTH, height: 1000 });
  await open(page, site.origin, route);
  await page.emulateMedia({ media: 'print' });
  return { page };
}

/** The colours a reader sees on paper: page, text, code block and its first keyword token. */
const colours = (page) =>
  page.evaluate(() => {
    const style = (selector, pseudo) => {
      const element = document.querySelector(selector);
      return element ? getComputedStyle(element, pseudo) : null;
    };
    return {
      page: getComputedStyle(document.body).backgroundColor,
      text: style('.theme-doc-markdown p')?.color,
      code: style('.theme-code-block pre')?.backgroundColor,
      token:
        style('.theme-code-block .token.keyword')?.color ?? style('.theme-code-block .token.string')?.color,
    };
  });

describe('Print', () => {
  it('hides search, feedback, copy buttons and "Copy page"; keeps the article', async () => {
    const { page } = await printedPage('light', '/guide/start/quick-start');
    for (const selector of [
      '.navbar',
      '.page-feedback',
      '.copy-page',
      '.theme-code-block button',
      '.theme-back-to-top-button',
      '.pagination-nav',
    ])
      assert.equal(await page.locator(selector).first().isVisible(), false, `${selector} is not printed`);
    assert.ok(await page.locator('article h1').isVisible());
    assert.ok((await page.locator('.theme-code-block pre:visible').count()) > 0, 'code is printed');
    await page.emulateMedia({ media: 'screen' });
    assert.ok(await page.locator('.copy-page').isVisible(), 'the screen still shows the controls');
  });

  it('follows links in the text with their absolute URL, not anchors within the page', async () => {
    const { page } = await printedPage('light', '/guide/migration/webpack');
    const after = (link) => link.evaluate((element) => getComputedStyle(element, '::after').content);
    const external = page.locator('.theme-doc-markdown p a[href^="https://"]').first();
    const href = await external.getAttribute('href');
    assert.equal(await after(external), `" (${href})"`);
    const internal = page.locator('.theme-doc-markdown p a[href^="/"]').first();
    const path = await internal.getAttribute('href');
    assert.equal(
      await after(internal),
      `" (${SITE_URL}${path})"`,
      'a link within the site, with the site URL',
    );
    const anchor = page.locator('.theme-doc-markdown a[href^="#"]:not(.hash-link)').first();
    assert.ok(await anchor.isVisible(), 'the page has an anchor within it in the text');
    assert.equal(await after(anchor), 'none', 'an anchor within the page');
    assert.equal(await after(page.locator('.theme-doc-markdown .hash-link').first()), 'none');
    await page.emulateMedia({ media: 'screen' });
    assert.equal(await after(external), 'none', 'screens show no URL');
    assert.equal(await after(internal), 'none');
  });

  it('prints light colours in the dark mode, code blocks included', async () => {
    const light = await printedPage('light', '/guide/start/quick-start');
    const expected = await colours(light.page);
    const dark = await printedPage('dark', '/guide/start/quick-start');
    assert.equal(await dark.page.locator('html').getAttribute('data-theme'), 'dark');
    const printed = await colours(dark.page);
    assert.deepEqual(printed, expected);
    assert.ok([WHITE, TRANSPARENT].includes(printed.page), `white paper, not ${printed.page}`);
    await dark.page.emulateMedia({ media: 'screen' });
    const screen = await colours(dark.page);
    assert.notEqual(screen.code, printed.code, 'the screen keeps the dark code theme');
    assert.notEqual(screen.token, printed.token);
  });

  it('fits the paper: long code lines and wide tables wrap, nothing scrolls sideways', async () => {
    for (const route of ['/config/output/dist-path', '/guide/start/quick-start', '/plugins/list/']) {
      const { page } = await printedPage('light', route);
      const overflowing = await page.evaluate(() =>
        [
          document.documentElement,
          ...document.querySelectorAll('article pre, article table, article [role="region"]'),
        ]
          .filter((element) => element.scrollWidth > element.clientWidth + 1)
          .map((element) => `${element.tagName} ${element.scrollWidth} > ${element.clientWidth}`),
      );
      assert.deepEqual(overflowing, [], route);
    }
  });

  it('makes a PDF of a two-page document with its two pages, its outline and its text', async () => {
    const page = /** @type {import('./support.mjs').TestPage} */ (tab.page);
    await open(page, site.origin, TWO_PAGE_DOC);
    const buffer = await page.pdf({ format: 'A4', outline: true, tagged: true });
    const pdf = buffer.toString('latin1');
    assert.equal((pdf.match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length, 2, 'two pages');
    const titles = [...pdf.matchAll(/\/Title\s*(\((?:\\.|[^\\)])*\)|<[0-9A-Fa-f]+>)/g)].map(([, value]) =>
      value.startsWith('<') ? utf16(value.slice(1, -1)) : value.slice(1, -1),
    );
    for (const heading of await page.locator('article h1, article h2').allTextContents())
      assert.ok(
        titles.some((title) => title.includes(heading.replace(/\u200b/g, '').trim())),
        `"${heading}" is in the PDF (${titles.join(' | ')})`,
      );
    // The printed text itself (Chromium lays text out in runs: compared without white space).
    const [first, second] = pdfPageTexts(buffer).map(withoutSpace);
    // A paragraph without links (on paper a link is followed by its URL).
    const paragraph = withoutSpace(
      (await page.locator('.theme-doc-markdown > p:not(:has(a))').first().textContent()) ?? '',
    );
    assert.ok(paragraph.length > 100 && first.includes(paragraph), `on page 1: ${paragraph}\n${first}`);
    const last = withoutSpace(
      (await page.locator('.theme-doc-markdown > p:not(:has(a))').last().textContent()) ?? '',
    );
    assert.ok(second.includes(last), `the last paragraph is on page 2: ${last}\n${second}`);
    const internal = await page.locator('.theme-doc-markdown p a[href^="/"]').first().getAttribute('href');
    assert.ok((first + second).includes(`(${SITE_URL}${internal})`), 'a link within the site has its URL');
    assert.ok(!first.includes('Copypage') && !second.includes('Washelpful'), 'no controls are printed');
  });
});

const withoutSpace = (text) => text.normalize('NFKC').replace(/[\s\u200b]+/g, '');

/** A PDF text string in hex, UTF-16BE with a byte-order mark (how Chromium writes outline titles). */
function utf16(hex) {
  const bytes = Buffer.from(hex, 'hex');
  const body = bytes[0] === 0xfe && bytes[1] === 0xff ? bytes.subarray(2) : bytes;
  return body.swap16().toString('utf16le');
}
