// "Was this page helpful?" at the end of every doc page: Yes thanks the reader (announced), No is a plain
// new-tab link to a prefilled issue; keyboard, screen readers, both colour modes, both languages, no JavaScript.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { axeViolations, cleanTabs, newContext, open, useBuiltSite } from './support.mjs';

const site = useBuiltSite();
/** A new reader's tab for the tests with scripts, made clean between them: a new tab costs a renderer's start. */
const readerTabs = cleanTabs(site, 1);
const ISSUE_FORM = 'https://github.com/web-infra-dev/rsbuild/issues/new';

describe('Page feedback', () => {
  it('thanks the reader for Yes from the keyboard, and No opens a prefilled issue (English)', () =>
    readerTabs.use(async (page, context) => {
      await open(page, site.origin, '/guide/start/quick-start');
      const feedback = page.locator('.page-feedback');
      assert.ok(await feedback.getByText('Was this page helpful?').isVisible());
      // After the article text, before the pager.
      assert.ok(
        await feedback.evaluate(
          (element) =>
            element.closest('article') !== null &&
            Boolean(
              element.compareDocumentPosition(document.querySelector('.pagination-nav') ?? document) &
              Node.DOCUMENT_POSITION_FOLLOWING,
            ),
        ),
      );
      const yes = feedback.getByRole('button', { name: 'Yes' });
      await yes.focus();
      await page.keyboard.press('Enter');
      await feedback.getByRole('status').filter({ hasText: 'Thank you for your feedback!' }).waitFor();
      assert.equal(await yes.getAttribute('aria-pressed'), 'true');
      assert.ok(await yes.evaluate((element) => element === document.activeElement), 'the focus stays');

      const no = feedback.getByRole('link', { name: /^No\W+tell us on GitHub \(opens in a new tab\)$/ });
      assert.equal(await no.getAttribute('target'), '_blank');
      assert.equal(await no.getAttribute('rel'), 'noopener noreferrer');
      const href = new URL((await no.getAttribute('href')) ?? '');
      assert.equal(`${href.origin}${href.pathname}`, ISSUE_FORM);
      assert.equal(href.searchParams.get('title'), 'Docs feedback: Quick Start');
      assert.match(
        href.searchParams.get('body') ?? '',
        /^Page: https:\/\/rsbuild\.dev\/guide\/start\/quick-start\nLanguage: en\n/,
      );
      assert.deepEqual(context.problems, []);
      assert.deepEqual(context.externalRequests, [], 'answering sends nothing anywhere');
    }));

  it('speaks Chinese on Chinese pages, in the dark colour mode, with AA contrast', () =>
    readerTabs.use(async (page) => {
      // A system in dark mode (the tab's own setting: cleanTab sets it back to light for the next test).
      await page.emulateMedia({ colorScheme: 'dark' });
      await open(page, site.origin, '/zh/config/output/dist-path');
      assert.equal(await page.locator('html').getAttribute('data-theme'), 'dark');
      const feedback = page.locator('.page-feedback');
      assert.ok(await feedback.getByText('此页面对你有帮助吗？').isVisible());
      const no = feedback.getByRole('link', { name: /^没有帮助/ });
      const href = new URL((await no.getAttribute('href')) ?? '');
      assert.equal(href.searchParams.get('title'), '文档反馈：output.distPath');
      assert.match(
        href.searchParams.get('body') ?? '',
        /https:\/\/rsbuild\.dev\/zh\/config\/output\/dist-path\n语言：zh\n/,
      );
      assert.deepEqual(await axeViolations(page, { include: ['.page-feedback'] }), []);
      await feedback.getByRole('button', { name: '有帮助' }).click();
      await feedback.getByRole('status').filter({ hasText: '感谢你的反馈！' }).waitFor();
      assert.deepEqual(await axeViolations(page, { include: ['.page-feedback'] }), []);
    }));

  it('has AA contrast in the light colour mode too', () =>
    readerTabs.use(async (page) => {
      await open(page, site.origin, '/guide/start/quick-start');
      await page.locator('.page-feedback').getByRole('button', { name: 'Yes' }).click();
      assert.deepEqual(await axeViolations(page, { include: ['.page-feedback'] }), []);
    }));

  it('works without JavaScript: the No link is there, the Yes button (which needs scripts) is not', async () => {
    const context = await newContext(site.browser, site.origin, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.origin}/api/javascript-api/core`);
    const feedback = page.locator('.page-feedback');
    assert.ok(await feedback.getByText('Was this page helpful?').isVisible());
    assert.equal(await feedback.getByRole('button').count(), 0);
    const no = feedback.getByRole('link', { name: /^No/ });
    assert.ok(await no.isVisible());
    assert.match(
      (await no.getAttribute('href')) ?? '',
      /^https:\/\/github\.com\/web-infra-dev\/rsbuild\/issues\/new\?title=/,
    );
    await context.close();
  });
});
