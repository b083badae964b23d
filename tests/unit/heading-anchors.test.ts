/**
 * @jest-environment node
 *
 * Heading anchors of a translated page against its English twin (scripts/lib/headingAnchors.cjs, run by
 * `npm run check:content`): a translated heading keeps the English anchor or sets an explicit `{#id}`.
 */
import { compareHeadingAnchors, headingText, headingsOf } from '@site/scripts/lib/headingAnchors.cjs';

const page = (body: string) => `---\ndescription: A page description long enough.\n---\n\n${body}\n`;

describe('headingsOf', () => {
  it('computes the anchors Docusaurus gives, duplicates numbered, explicit ids as written', () => {
    const source = page(
      [
        '# Stylus Plugin',
        '## Options',
        '### sourceMap',
        '## Options',
        '## 源码映射 {#source-map}',
        '### `dev.client` and [HMR](/guide/advanced/hmr)',
      ].join('\n\n'),
    );
    expect(headingsOf(source).map(({ level, anchor, explicitId }) => [level, anchor, explicitId])).toEqual([
      [1, 'stylus-plugin', undefined],
      [2, 'options', undefined],
      [3, 'sourcemap', undefined],
      [2, 'options-1', undefined],
      [2, 'source-map', 'source-map'],
      [3, 'devclient-and-hmr', undefined],
    ]);
  });

  it('reports 1-based source lines and skips headings inside code blocks', () => {
    const source = page('# Title\n\n```md\n## Not a heading\n```\n\n~~~\n# Nor this\n~~~\n\n## Real');
    expect(headingsOf(source).map(({ line, text }) => [line, text])).toEqual([
      [5, 'Title'],
      [15, 'Real'],
    ]);
  });

  it('reads the heading text as the reader sees it', () => {
    expect(headingText('Use **bold** and _it_ with `a_b` and [link](/x)')).toBe(
      'Use bold and it with a_b and link',
    );
    expect(headingText('@rsbuild/plugin-node-polyfill')).toBe('@rsbuild/plugin-node-polyfill');
    expect(headingText('snake_case_name')).toBe('snake_case_name');
  });
});

describe('compareHeadingAnchors', () => {
  const english = page(
    ['# Glossary', '## Bundler', '## CSR', '## Module Federation', '### Example'].join('\n\n'),
  );

  it('passes a translation that keeps every anchor, by equal text or by explicit id', () => {
    const translated = page(
      [
        '# 名词解释',
        '## 打包工具 {#bundler}',
        '## CSR',
        '## 模块联邦 {#module-federation}',
        '### 示例 {#example}',
      ].join('\n\n'),
    );
    expect(compareHeadingAnchors(english, translated)).toEqual([]);
  });

  it('reports a translated heading whose anchor changed without an explicit id, with the fix', () => {
    const translated = page(
      ['# 名词解释', '## 打包工具', '## CSR', '## 模块联邦 {#module-federation}', '### 示例 {#example}'].join(
        '\n\n',
      ),
    );
    expect(compareHeadingAnchors(english, translated)).toEqual([
      '7: heading "打包工具" has the anchor #打包工具, the English page #bundler; write "## 打包工具 {#bundler}"',
    ]);
  });

  it('accepts another explicit id: the page chose it', () => {
    const translated = page(
      [
        '# 名词解释',
        '## 打包工具 {#bundlers}',
        '## CSR',
        '## 模块联邦 {#module-federation}',
        '### 示例 {#example}',
      ].join('\n\n'),
    );
    expect(compareHeadingAnchors(english, translated)).toEqual([]);
  });

  it('pairs an option heading written as the API name, and catches a translated one', () => {
    const options = page('# Stylus\n\n## Options\n\n### stylusOptions\n\n### sourceMap');
    expect(
      compareHeadingAnchors(
        options,
        page('# Stylus 插件\n\n## 选项 {#options}\n\n### stylusOptions\n\n### sourceMap'),
      ),
    ).toEqual([]);
    expect(
      compareHeadingAnchors(
        options,
        page('# Stylus 插件\n\n## 选项 {#options}\n\n### stylusOptions\n\n### 源码映射'),
      ),
    ).toEqual([
      '11: heading "源码映射" has the anchor #源码映射, the English page #sourcemap; write "### 源码映射 {#sourcemap}"',
    ]);
  });

  it('reports once where the outlines part, and a different number of sections', () => {
    const translated = page(['# 名词解释', '## 打包工具 {#bundler}', '### CSR', '## 模块联邦'].join('\n\n'));
    expect(compareHeadingAnchors(english, translated)).toEqual([
      '9: heading "CSR" is an h3 where the English page has the h2 "CSR": the outlines differ, anchors from here on are not compared',
    ]);
    const shorter = page(['# 名词解释', '## 打包工具 {#bundler}', '## CSR'].join('\n\n'));
    expect(compareHeadingAnchors(english, shorter)).toEqual([
      '9: 2 section headings, the English page has 4: the outlines differ',
    ]);
  });
});
