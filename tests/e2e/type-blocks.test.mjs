// The Type and Default code blocks of the reference fit the doc column of a 1280 px wide window: a reader
// sees the whole type without scrolling sideways. These are the pages whose types or defaults had lines of
// 77 to 366 characters, in both languages.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { open, useBuiltSite, useTabPool } from './support.mjs';

const PAGES = [
  '/config/output/dist-path',
  '/config/output/filename',
  '/config/output/minify',
  '/config/output/css-modules',
  '/config/output/targets',
  '/config/output/data-uri-limit',
  '/config/output/inline-scripts',
  '/config/output/inline-styles',
  '/config/source/transform-import',
  '/config/tools/html-plugin',
  '/config/tools/swc',
  '/config/tools/less',
  '/config/tools/postcss',
  '/config/tools/bundler-chain',
  '/config/plugins',
  '/config/dev/client',
  '/config/html/favicon',
  '/config/html/inject',
  '/config/html/template',
  '/config/html/title',
  '/config/source/entry',
  '/config/source/include',
  '/api/javascript-api/core',
  '/plugins/list/plugin-babel',
  // The hook fragments (docs/shared/on-*.mdx) write their label as a paragraph, not a list item.
  '/plugins/dev/hooks',
  '/api/javascript-api/instance',
];

const site = useBuiltSite();

/** Type/Default code blocks of the page: the blocks right after a "Type:"/"Default:" item (类型/默认值). */
const signatureBlocks = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('article .theme-code-block')]
      .filter((block) => {
        // The label is the last item of the list before the block (`- **Default:**` then the code block),
        // or the paragraph before it (`**Type:**` in the shared hook fragments).
        const previous = block.previousElementSibling;
        const label = previous?.matches('ul')
          ? previous.lastElementChild?.textContent
          : previous?.matches('p')
            ? previous.textContent
            : '';
        return /^\s*(Type|Default|类型|默认值)[:：]?\s*$/.test(label ?? '');
      })
      .map((block) => {
        const pre = /** @type {HTMLPreElement} */ (block.querySelector('pre'));
        return { first: pre.textContent.split('\n')[0], scroll: pre.scrollWidth, width: pre.clientWidth };
      }),
  );

/** Pages at once, each in a tab of one context: a visit waits for the page to load and hydrate. */
const TABS = 3;

describe('Type and Default blocks at 1280 px', { concurrency: TABS }, () => {
  const tabs = useTabPool(site, TABS);
  for (const prefix of ['', '/zh']) {
    for (const pathname of PAGES) {
      it(`${prefix}${pathname} shows its type without sideways scrolling`, () =>
        tabs.use(async (page) => {
          await open(page, site.origin, `${prefix}${pathname}`);
          const blocks = await signatureBlocks(page);
          assert.ok(blocks.length >= 1, 'the page has a Type or Default code block');
          assert.deepEqual(
            blocks.filter((block) => block.scroll > block.width),
            [],
            'no Type/Default block is wider than its box',
          );
        }));
    }
  }
});
