/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mdxToMarkdown, type ConvertOptions } from '@site/plugins/llms-txt/toMarkdown';
import { markdownTwinPath } from '@site/src/lib/markdownTwin';
import { translationNoticeBlocks } from '@site/plugins/llms-txt/translationNotice';
import { TRANSLATION_GUIDE_URL } from '@site/config/site';

const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'llms-md-'));
fs.mkdirSync(path.join(siteDir, 'docs/shared'), { recursive: true });
fs.writeFileSync(
  path.join(siteDir, 'docs/shared/deploy.mdx'),
  '## Deploy from the partial\n\nRun <PackageManagerTabs command="run build" /> then upload `dist`.\n',
);

const options = (overrides: Partial<ConvertOptions> = {}): ConvertOptions => ({
  filePath: path.join(siteDir, 'docs/guide/page.mdx'),
  siteDir,
  pageUrl: 'https://rsbuild.dev/zh/guide/page',
  siteBase: 'https://rsbuild.dev/zh',
  admonitionTitles: { tip: '提示', warning: '注意' },
  ...overrides,
});

const convert = (source: string, overrides?: Partial<ConvertOptions>) =>
  mdxToMarkdown(source, 'Page Title', options(overrides));

describe('markdownTwinPath', () => {
  it('puts a page route next to its folder and a folder route inside it', () => {
    expect(markdownTwinPath('/guide/start/quick-start')).toBe('/guide/start/quick-start.md');
    expect(markdownTwinPath('/config/')).toBe('/config/index.md');
    expect(markdownTwinPath('/zh/')).toBe('/zh/index.md');
    expect(markdownTwinPath('/api/start/#anchor')).toBe('/api/start/index.md');
  });
});

describe('translationNoticeBlocks', () => {
  const zh = {
    'theme.translationNotice.outdated': '英文原文已于 {date} 更新，请参阅{englishPage}。',
    'theme.translationNotice.englishPage': '英文页面',
  };
  const twin = async (blocks: ReturnType<typeof translationNoticeBlocks>) =>
    mdxToMarkdown('Body.', 'Title', options({ prelude: blocks }));

  it("puts the page's notice after the title, in the locale's words, linking the English twin", async () => {
    const notice = { kind: 'outdated', sourcePermalink: '/guide/a', sourceDate: '2026-01-02' } as const;
    expect(await twin(translationNoticeBlocks(notice, zh, 'https://rsbuild.dev/guide/a.md'))).toBe(
      '# Title\n\n> 英文原文已于 2026-01-02 更新，请参阅[英文页面](https://rsbuild.dev/guide/a.md)。\n\nBody.\n',
    );
  });

  it("falls back to the component's English words and links the translation guide", async () => {
    const notice = { kind: 'untranslated', sourcePermalink: '/guide/a' } as const;
    expect(await twin(translationNoticeBlocks(notice, {}, 'unused'))).toContain(
      `> This page is not translated yet: below is its English text. You can help translate it ([translation guide](${TRANSLATION_GUIDE_URL})).`,
    );
  });
});

describe('mdxToMarkdown', () => {
  it('starts with the title as H1 and drops front matter, imports, the source h1 and comments', async () => {
    const md = await convert(
      "---\ndescription: Something.\n---\n\nimport X from 'foo';\n\n# Source title\n\nBody text.\n\n{/* truncate */}\n\nMore.\n",
    );
    expect(md).toBe('# Page Title\n\nBody text.\n\nMore.\n');
  });

  it('keeps heading text and drops the explicit {#id}', async () => {
    const md = await convert('## 示例 {#example}\n\n### `rsbuild.build`\n');
    expect(md).toContain('## 示例\n');
    expect(md).not.toContain('{#example}');
    expect(md).toContain('### `rsbuild.build`\n');
  });

  it('turns package-manager tabs into one titled bash block per manager, for strings and objects', async () => {
    const md = await convert(
      '<PackageManagerTabs command="add @rsbuild/plugin-react -D" />\n\n' +
        "<PackageManagerTabs command={{ npm: 'npm run dev', pnpm: 'pnpm dev' }} />\n",
    );
    expect(md).toContain('```bash title="npm"\nnpm add @rsbuild/plugin-react -D\n```');
    expect(md).toContain('```bash title="bun"\nbun add @rsbuild/plugin-react -D\n```');
    expect(md).toContain('```bash title="pnpm"\npnpm dev\n```');
    expect(md).not.toContain('yarn dev');
    expect(md).not.toContain('PackageManagerTabs');
  });

  it('turns tabs into headed sections below the h2/h3 outline, code keeping its language and title', async () => {
    const md = await convert(
      '## Usage\n\n<Tabs groupId="language">\n  <TabItem value="ts" label="TypeScript">\n\n```ts title="rsbuild.config.ts"\nexport default {};\n```\n\n' +
        '  </TabItem>\n  <TabItem value="js" label="JavaScript">\n\n```js\nmodule.exports = {};\n```\n\n  </TabItem>\n</Tabs>\n',
    );
    expect(md).toContain(
      '## Usage\n\n#### TypeScript\n\n```ts title="rsbuild.config.ts"\nexport default {};\n```\n\n#### JavaScript\n\n```js\n',
    );
    expect(md).not.toMatch(/Tab(s|Item)/);
  });

  it('turns admonitions into blockquotes with their title or the translated type', async () => {
    const md = await convert(':::tip\nUse it.\n:::\n\n:::warning Why it breaks\nIt breaks.\n:::\n');
    expect(md).toContain('> **提示**\n>\n> Use it.');
    expect(md).toContain('> **Why it breaks**\n>\n> It breaks.');
    expect(md).not.toContain(':::');
  });

  it('inlines partials, converting their widgets too', async () => {
    const md = await convert("import Deploy from '@site/docs/shared/deploy.mdx';\n\nIntro.\n\n<Deploy />\n");
    expect(md).toContain('## Deploy from the partial');
    expect(md).toContain('```bash title="yarn"\nyarn run build\n```');
  });

  it('makes links absolute to the site, with the locale prefix, and anchors point at the HTML page', async () => {
    const md = await convert(
      'See [distPath](/config/output/dist-path), [below](#usage), [build](/api/javascript-api/instance#rsbuildbuild) and [npm](https://npmjs.com).\n\n![logo](/logo.png)\n',
    );
    expect(md).toContain('[distPath](https://rsbuild.dev/zh/config/output/dist-path)');
    expect(md).toContain('[below](https://rsbuild.dev/zh/guide/page#usage)');
    expect(md).toContain('(https://rsbuild.dev/zh/api/javascript-api/instance#rsbuildbuild)');
    expect(md).toContain('[npm](https://npmjs.com)');
    expect(md).toContain('![logo](https://rsbuild.dev/zh/logo.png)');
  });

  it('keeps code that looks like JSX as code, and escaped braces as text', async () => {
    const md = await convert('Write `<div>` or \\{ a \\}.\n\n```tsx\nconst a = <App />;\n```\n');
    expect(md).toContain('Write `<div>` or { a }.');
    expect(md).toContain('```tsx\nconst a = <App />;\n```');
  });

  it('appends the blocks a page type adds', async () => {
    const md = await convert('Intro.\n', {
      appendix: [{ type: 'heading', depth: 2, children: [{ type: 'text', value: 'dev' }] }],
    });
    expect(md).toBe('# Page Title\n\nIntro.\n\n## dev\n');
  });

  it('fails on a component it cannot express in Markdown, naming the file', async () => {
    await expect(convert('<Unknown />\n')).rejects.toThrow(/page\.mdx: <Unknown> has no Markdown form/);
  });
});
