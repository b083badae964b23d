/**
 * @jest-environment node
 */
import { LLMS_TEXT } from '@site/config/llms';
import {
  buildLlmsFullTxt,
  buildLlmsTxt,
  withMarkdownAlternate,
  type TwinEntry,
} from '@site/plugins/llms-txt/llmsTxt';

const entries: TwinEntry[] = [
  { section: 'home', title: 'Rsbuild', description: 'Home.', twinUrl: 'https://rsbuild.dev/index.md' },
  {
    section: 'config',
    title: 'output.distPath',
    description: 'Where\n  files go.',
    twinUrl: 'https://rsbuild.dev/config/output/dist-path.md',
  },
  {
    section: 'guide',
    title: 'Quick [Start]',
    description: '',
    twinUrl: 'https://rsbuild.dev/guide/start/quick-start.md',
  },
  {
    section: 'releases',
    title: 'Announcing Rsbuild v0.6',
    description: 'v0.6.',
    twinUrl: 'https://rsbuild.dev/community/releases/v0-6.md',
  },
];
const urls = { home: 'https://rsbuild.dev/index.md', full: 'https://rsbuild.dev/llms-full.txt' };

describe('buildLlmsTxt', () => {
  it('writes the llmstxt.org shape: H1, blockquote summary, intro, then the sections that have pages, in order', () => {
    const text = buildLlmsTxt('Rsbuild', LLMS_TEXT.en, entries, urls);
    expect(text.startsWith(`# Rsbuild\n\n> ${LLMS_TEXT.en.summary}\n\n`)).toBe(true);
    expect([...text.matchAll(/^## (.+)$/gm)].map((match) => match[1])).toEqual([
      'Guide',
      'Config',
      'Releases',
    ]);
    expect(text).toContain('[llms-full.txt](https://rsbuild.dev/llms-full.txt)');
    expect(text).toContain(
      '## Config\n\n- [output.distPath](https://rsbuild.dev/config/output/dist-path.md): Where files go.\n',
    );
    // No description, no dangling colon; brackets in a title are escaped.
    expect(text).toContain('- [Quick \\[Start\\]](https://rsbuild.dev/guide/start/quick-start.md)\n');
    expect(text).not.toMatch(/^- \[Rsbuild\]/m);
  });

  it('uses the Chinese section names and summary for the Chinese file', () => {
    const text = buildLlmsTxt('Rsbuild', LLMS_TEXT.zh, entries, urls);
    expect([...text.matchAll(/^## (.+)$/gm)].map((match) => match[1])).toEqual(['指南', '配置', '版本发布']);
    expect(text).toContain(`> ${LLMS_TEXT.zh.summary}`);
  });
});

describe('buildLlmsFullTxt', () => {
  it('joins the pages in the given order, each headed by its URL', () => {
    const full = buildLlmsFullTxt([
      { twinUrl: 'https://rsbuild.dev/a.md', markdown: '# A\n\nText.\n' },
      { twinUrl: 'https://rsbuild.dev/b.md', markdown: '# B\n' },
    ]);
    expect(full).toBe(
      '---\nurl: https://rsbuild.dev/a.md\n---\n\n# A\n\nText.\n\n---\nurl: https://rsbuild.dev/b.md\n---\n\n# B\n',
    );
  });
});

describe('withMarkdownAlternate', () => {
  const html = '<html><head><title>x</title></head><body></body></html>';
  it('adds the alternate link at the end of the head, once', () => {
    const once = withMarkdownAlternate(html, 'https://rsbuild.dev/config/index.md');
    expect(once).toBe(
      '<html><head><title>x</title><link rel="alternate" type="text/markdown" href="https://rsbuild.dev/config/index.md"></head><body></body></html>',
    );
    expect(withMarkdownAlternate(once, 'https://rsbuild.dev/config/index.md')).toBe(once);
  });
  it('escapes the URL for the attribute and refuses a page without a head', () => {
    expect(withMarkdownAlternate(html, 'https://rsbuild.dev/a"b&c.md')).toContain(
      'href="https://rsbuild.dev/a&quot;b&amp;c.md"',
    );
    expect(() => withMarkdownAlternate('<p>no head</p>', 'https://rsbuild.dev/x.md')).toThrow(/No <\/head>/);
  });
});
