/**
 * @jest-environment node
 */
import { chineseShare, cjkCount, latinWordCount, proseOf } from '@site/tests/support/prose';

describe('proseOf', () => {
  it('keeps what a reader reads and drops code, front matter, imports, tags and URLs', () => {
    const source = [
      '---',
      'description: not prose',
      '---',
      "import X from '@site/x';",
      '# Title {#title}',
      'Read [the guide](/guide/start/) and `inline code`.',
      '```ts',
      'const notProse = 1;',
      '```',
      '<X prop="y" />',
      'See https://example.com now.',
    ].join('\n');
    const prose = proseOf(source);
    expect(prose).toContain('Read [the guide]');
    expect(prose).not.toMatch(
      /notProse|inline code|description|import|example\.com|\/guide\/start|prop=|\{#title\}/,
    );
  });
});

describe('language measures', () => {
  it('counts Chinese characters and Latin words', () => {
    expect(cjkCount('使用 Rsbuild 构建项目')).toBe(6);
    expect(latinWordCount("Rsbuild's dev server, fast")).toBe(4);
  });

  it('weighs a Chinese character against a Latin word', () => {
    expect(chineseShare('使用 Rsbuild 构建')).toBeCloseTo(4 / 5);
    expect(chineseShare('This page is English with one 词')).toBeLessThan(0.2);
    expect(chineseShare('')).toBe(0);
  });
});
