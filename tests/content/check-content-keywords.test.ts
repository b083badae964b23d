import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPT = path.resolve(__dirname, '../../scripts/check-content.mjs');
const ZH_DOCS = 'i18n/zh/docusaurus-plugin-content-docs/current';

/**
 * Runs the content check on pages written into a site folder of their own (path → source), from that folder
 * as the working directory, as `npm run check:content` runs from the repository.
 */
function checkPages(pages: Record<string, string>): { status: number | null; output: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-keywords-'));
  try {
    for (const [file, source] of Object.entries(pages)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), source);
    }
    const result = spawnSync(process.execPath, [SCRIPT, ...Object.keys(pages)], {
      cwd: dir,
      encoding: 'utf8',
    });
    return { status: result.status, output: result.stdout + result.stderr };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const DESCRIPTION = 'description: A page that tests the keyword rules of the content check.';

function page(keywords: string[] | undefined, { h1 = 'Rsbuild Instance', extra = '' } = {}): string {
  const list = keywords ? `keywords:\n${keywords.map((entry) => `  - ${entry}`).join('\n')}\n` : '';
  return `---\n${DESCRIPTION}\n${extra}${list}---\n\n# ${h1}\n\nText.\n`;
}

const GOOD = ['build from a script', 'node api', 'start dev server programmatically'];
const GOOD_ZH = ['在脚本中构建', 'Node API', '用代码启动开发服务器'];

describe('content check: reader keywords', () => {
  it('requires keywords on an API page and on its Chinese copy, naming the file', () => {
    const { status, output } = checkPages({
      'docs/api/instance.mdx': page(undefined),
      [`${ZH_DOCS}/api/instance.mdx`]: page(undefined),
    });
    expect(status).toBe(1);
    expect(output).toMatch(/^docs\/api\/instance\.mdx:1: front matter needs keywords/m);
    expect(output).toMatch(/^i18n\/zh\/.*\/api\/instance\.mdx:1: front matter needs keywords/m);
  });

  it('accepts 3 to 8 short entries in both languages', () => {
    const { status, output } = checkPages({
      'docs/api/instance.mdx': page(GOOD),
      [`${ZH_DOCS}/api/instance.mdx`]: page(GOOD_ZH, { h1: 'Rsbuild 实例' }),
    });
    expect(output).toMatch(/2 files checked, 0 problems/);
    expect(status).toBe(0);
  });

  it('names each broken rule on the keywords line', () => {
    const source = page([
      'build from a script',
      'Build From A Script',
      'rsbuild instance',
      'a phrase of far too many words here',
      'an entry that is longer than forty characters',
      'proxy, port',
      '这是一个超过十二个汉字长度的中文关键词',
      '404',
    ]);
    const { status, output } = checkPages({
      'docs/api/instance.mdx': source,
      [`${ZH_DOCS}/api/instance.mdx`]: page(GOOD_ZH),
    });
    expect(status).toBe(1);
    const at = 'docs/api/instance.mdx:3: keyword';
    expect(output).toContain(`${at} "Build From A Script" is listed twice`);
    expect(output).toContain(`${at} "rsbuild instance" repeats the page title`);
    expect(output).toContain(`${at} "a phrase of far too many words here" has more than 5 words`);
    expect(output).toContain(`${at} "an entry that is longer than forty characters" is longer than 40`);
    expect(output).toContain(`${at} "proxy, port" contains a comma`);
    expect(output).toContain('has more than 12 Chinese characters');
    expect(output).toContain(`${at} 404 is not a text (quote it)`);
    expect(checkPages({ 'docs/api/instance.mdx': page(['node api', 'build']) }).output).toContain(
      'docs/api/instance.mdx:3: keywords: 2 entries, write 3 to 8',
    );
  });

  it('compares with the front matter title when there is one', () => {
    const { output } = checkPages({
      'docs/api/instance.mdx': page([...GOOD, 'JavaScript API'], { extra: 'title: JavaScript API\n' }),
    });
    expect(output).toContain('"JavaScript API" repeats the page title');
  });

  it('checks the keywords of a page outside the required ones, without requiring them', () => {
    expect(checkPages({ 'docs/guide/faq.mdx': page(undefined, { h1: 'FAQ' }) }).status).toBe(0);
    const { status, output } = checkPages({ 'docs/guide/faq.mdx': page(['faq', 'faq', 'q'], { h1: 'FAQ' }) });
    expect(status).toBe(1);
    expect(output).toContain('"faq" repeats the page title');
  });

  it('does not require them on an untranslated English page, an overview page, a partial or a blog post', () => {
    const { status, output } = checkPages({
      'docs/api/english-only.mdx': page(undefined),
      'docs/api/index.mdx': page(undefined, { extra: 'pageType: overview\n' }),
      [`${ZH_DOCS}/api/index.mdx`]: page(undefined, { extra: 'pageType: overview\n' }),
      'docs/api/shared/part.mdx': 'Text of a partial.\n',
      'blog/post.mdx': `---\n${DESCRIPTION}\ntitle: Post\n---\n\nText.\n`,
    });
    expect(output).not.toMatch(/keywords/);
    expect(status).toBe(0);
  });
});
