/**
 * @jest-environment node
 *
 * Style rules of the Chinese pages, run by `npm run check:content`: the glossary (one rendering per concept),
 * one space between Chinese and Latin text, full-width punctuation in Chinese sentences, all on prose only.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  GLOSSARY,
  extractProse,
  findSpacingProblems,
  findTermProblems,
  lintChinese,
  lintChineseMessages,
  renderingsOf,
} from '@site/scripts/lib/zhStyle.cjs';

type GlossaryTerm = { preferred?: string[]; meanings?: { preferred: string[] }[] };

const page = (body: string) =>
  `---\ndescription: 一段足够长的页面描述，用于测试。\n---\n\n# 标题\n\n${body}\n`;
const problemsOf = (body: string) => lintChinese(page(body));

describe('glossary terms', () => {
  it('accepts the preferred rendering', () => {
    expect(problemsOf('开启源码映射后，浏览器会显示原始代码。')).toEqual([]);
    expect(problemsOf('Rsbuild 会按需注入兼容代码。')).toEqual([]);
  });

  it('reports a non-preferred rendering with the line and the preferred term', () => {
    expect(problemsOf('开启 SourceMap 后，浏览器会显示原始代码。')).toEqual([
      '7: "SourceMap" is not the glossary term; write "源码映射"',
    ]);
    expect(problemsOf('Rsbuild 会按需注入 polyfill。')).toEqual([
      '7: "polyfill" is not the glossary term; write "兼容代码"',
    ]);
    expect(problemsOf('该配置只在开发环境下生效。')).toEqual([
      '7: "该配置" is not the glossary term; write "该选项"',
    ]);
    expect(problemsOf('默认启用 error overlay，文件名中带有 hash。')).toEqual([
      '7: "error overlay" is not the glossary term; write "错误浮层"',
      '7: "hash" is not the glossary term; write "哈希"',
    ]);
  });

  it('allows each rendering of a word with several meanings, and names them for a form to avoid', () => {
    expect(problemsOf('`rsbuild dev` 以开发模式编译源代码。')).toEqual([]);
    expect(problemsOf('该选项只在开发环境下生效，生产环境不受影响。')).toEqual([]);
    expect(problemsOf('该选项只在开发态生效。')).toEqual([
      '7: "开发态" is not the glossary term; write "开发模式" (the build mode, `mode: \'development\'`, ' +
        'what `rsbuild dev` builds) or "开发环境" (where code runs while it is written, as opposed to production)',
    ]);
  });

  it('takes a lowerCamelCase word for an identifier (an option heading), not for the term', () => {
    expect(problemsOf('### sourceMap')).toEqual([]);
    expect(problemsOf('### SourceMap')).toEqual([
      '7: "SourceMap" is not the glossary term; write "源码映射"',
    ]);
  });

  it('keeps proper names that contain a form to avoid', () => {
    expect(problemsOf('钩子的列表见 Plugin Hooks，组件中使用 React Hooks。')).toEqual([]);
    expect(problemsOf('插件可以注册 Hook。')).toEqual(['7: "Hook" is not the glossary term; write "钩子"']);
  });

  it('matches Latin forms in any letter case and with a space or hyphen, as whole words', () => {
    expect(findTermProblems('生成 source map 文件').map((problem) => problem.form)).toEqual(['source map']);
    expect(findTermProblems('生成 Source-Map 文件').map((problem) => problem.form)).toEqual(['Source-Map']);
    expect(findTermProblems('注入 Polyfills 代码').map((problem) => problem.form)).toEqual(['Polyfills']);
    expect(findTermProblems('设置 sourcemapping 选项')).toEqual([]);
  });

  it('leaves identifiers, paths and package names alone', () => {
    expect(problemsOf('请参考 output.sourceMap 配置项和 dev.hmr 配置项。')).toEqual([]);
    expect(problemsOf('安装 @rsbuild/plugin-node-polyfill 插件，或使用 react-app-polyfill 包。')).toEqual([]);
  });

  it('exempts code blocks and inline code', () => {
    expect(problemsOf('设置 `output.polyfill` 为 `"usage"` 并开启 `SourceMap`。')).toEqual([]);
    const block = '```ts title="rsbuild.config.ts"\n// polyfill 和 SourceMap\nconst hmr = true;\n```';
    expect(problemsOf(`示例如下：\n\n${block}`)).toEqual([]);
    expect(problemsOf('示例如下：\n\n~~~js\n热更新\n~~~')).toEqual([]);
  });

  it('allows the original term in parentheses right after the preferred one, and proper names', () => {
    expect(problemsOf('模块热更新（HMR）默认开启，兼容代码（polyfill）按需注入。')).toEqual([]);
    expect(problemsOf('Node Polyfill 插件和 Rspack Dev Server 是两个名字。')).toEqual([]);
  });

  it('does not report a non-preferred form that is part of the preferred term', () => {
    expect(problemsOf('Rsbuild 内置了模块热更新。')).toEqual([]);
    expect(problemsOf('修改代码后会触发热更新。')).toEqual([
      '7: "热更新" is not the glossary term; write "模块热更新"',
    ]);
    expect(problemsOf('部分包管理器内置了这一能力。')).toEqual([]);
  });

  it('checks the front matter values readers see, not other keys', () => {
    expect(
      lintChinese('---\ndescription: 配置 SourceMap 的格式。\nslug: source-map\n---\n\n# 标题\n'),
    ).toEqual(['2: "SourceMap" is not the glossary term; write "源码映射"']);
  });

  it('ignores link targets, URLs, JSX attributes and imports', () => {
    const body = [
      "import Polyfill from '@site/src/components/polyfill';",
      '',
      '参考 [浏览器兼容性](/guide/advanced/browser-compatibility#polyfill-mode) 一节。',
      '',
      '地址是 https://example.com/source-map 页面。',
      '',
      '<PackageManagerTabs command="add @rsbuild/plugin-node-polyfill -D" />',
      '',
      '<Badge',
      '  text="SourceMap"',
      '/>',
      '',
      '## 兼容代码方案 {#polyfill-mode}',
    ].join('\n');
    expect(problemsOf(body)).toEqual([]);
  });

  it('checks the text of links and of JSX children', () => {
    expect(problemsOf('参考 [SourceMap 配置](/config/output/source-map)。')).toEqual([
      '7: "SourceMap" is not the glossary term; write "源码映射"',
    ]);
    expect(problemsOf('<p>注入 polyfill</p>')).toEqual([
      '7: "polyfill" is not the glossary term; write "兼容代码"',
    ]);
  });
});

describe('spacing between Chinese and Latin text', () => {
  it('accepts one space between them', () => {
    expect(problemsOf('使用 Rsbuild 0.6 构建，端口为 3000。')).toEqual([]);
  });

  it('reports a missing space on either side', () => {
    expect(findSpacingProblems('使用Rsbuild 构建').map((problem) => problem.match)).toEqual(['用R']);
    expect(findSpacingProblems('使用 Rsbuild构建').map((problem) => problem.match)).toEqual(['d构']);
    expect(findSpacingProblems('端口为3000').map((problem) => problem.match)).toEqual(['为3']);
  });

  it('counts emphasis and link text as rendered, and inline code as Latin text', () => {
    expect(problemsOf('使用**Rsbuild** 构建。')).toHaveLength(1);
    expect(problemsOf('使用 [Rsbuild](/guide/start/)构建。')).toHaveLength(1);
    expect(problemsOf('设置`dev.hmr` 为 false。')).toEqual([
      '7: missing space between Chinese and Latin text or code: "置`…`"',
    ]);
  });

  it('lets full-width punctuation touch Latin text', () => {
    expect(problemsOf('默认值为 `true`，见 Rsbuild：配置（dev）。')).toEqual([]);
  });
});

describe('punctuation in Chinese text', () => {
  it('reports a half-width mark between or after Chinese characters', () => {
    expect(findSpacingProblems('构建,然后部署').map((problem) => problem.match)).toEqual(['建,']);
    expect(findSpacingProblems('构建完成.').map((problem) => problem.match)).toEqual(['成.']);
    expect(findSpacingProblems('它是什么?').map((problem) => problem.match)).toEqual(['么?']);
    expect(findSpacingProblems('Rsbuild 0.6, 新增功能').map((problem) => problem.match)).toEqual([', 新']);
    expect(findSpacingProblems('插件 (例如 React)').map((problem) => problem.match)).toEqual(['件 (']);
  });

  it('accepts the full-width forms and half-width marks in Latin text', () => {
    expect(findSpacingProblems('构建，然后部署。它是什么？插件（例如 React）')).toEqual([]);
    expect(findSpacingProblems('支持 JS, CSS and HTML.')).toEqual([]);
    expect(problemsOf('格式为 `文件:行:列`。')).toEqual([]);
  });
});

describe('prose extraction', () => {
  it('returns the prose lines with their source line numbers', () => {
    const source = page('第一段。\n\n```ts\nconst x = 1;\n```\n\n第二段 `code` 结束。');
    expect(extractProse(source).map(({ line, text }) => [line, text.trim()])).toEqual([
      [2, '一段足够长的页面描述，用于测试。'],
      [5, '标题'],
      [7, '第一段。'],
      [13, '第二段 \uE000 结束。'],
    ]);
  });

  it('skips MDX comments and multi-line imports', () => {
    const source = page("import {\n  A,\n} from './a';\n\n{/* SourceMap\n热更新 */}\n正文。");
    expect(extractProse(source).map(({ text }) => text.trim())).toEqual([
      '一段足够长的页面描述，用于测试。',
      '标题',
      '正文。',
    ]);
  });
});

describe('translated UI strings', () => {
  it('checks every message of a translation file', () => {
    const json = JSON.stringify({
      'a.b': { message: '热更新文档' },
      'c.d': { message: '共 {count} 个结果' },
    });
    expect(lintChineseMessages(json)).toEqual(['a.b: "热更新" is not the glossary term; write "模块热更新"']);
  });
});

describe('glossary file', () => {
  const content = fs.readFileSync(path.join(__dirname, '../../scripts/lib/glossary.zh.json'), 'utf8');

  it('gives each concept (or each meaning) one preferred rendering that is itself never a form to avoid', () => {
    const preferred = GLOSSARY.terms.flatMap((term: GlossaryTerm) => renderingsOf(term));
    expect(new Set(preferred).size).toBe(preferred.length);
    const avoided = GLOSSARY.terms.flatMap((term: { avoid: Array<string | { regex: string }> }) =>
      term.avoid.filter((form): form is string => typeof form === 'string'),
    );
    expect(preferred.filter((term: string) => avoided.includes(term))).toEqual([]);
    expect(JSON.parse(content)).toEqual(GLOSSARY);
  });

  it('passes its own preferred terms', () => {
    const sentence = GLOSSARY.terms.flatMap((term: GlossaryTerm) => renderingsOf(term)).join('、');
    expect(problemsOf(`${sentence}。`)).toEqual([]);
  });
});
