import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPT = path.resolve(__dirname, '../../scripts/check-content.mjs');
const ZH_DOCS = 'i18n/zh/docusaurus-plugin-content-docs/current';

/**
 * Runs the content check once on pages written into a site folder of their own (path → source), from that
 * folder as the working directory, as `npm run check:content` runs from the repository (each run loads the
 * check again, about a second of CPU). Returns its exit code, its output and each page's lines of it.
 */
function checkPages(pages: Record<string, string>) {
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
    const output = result.stdout + result.stderr;
    /** The output lines that name the page at `file`. */
    const linesOf = (file: string) => output.split('\n').filter((line) => line.startsWith(`${file}:`));
    return { status: result.status, output, linesOf };
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
const BROKEN = [
  'build from a script',
  'Build From A Script',
  'rsbuild instance',
  'a phrase of far too many words here',
  'an entry that is longer than forty characters',
  'proxy, port',
  '这是一个超过十二个汉字长度的中文关键词',
  '404',
];

// The pages the check must fail, in one run, and the pages it must pass, in another.
const failing = checkPages({
  'docs/api/instance.mdx': page(undefined),
  [`${ZH_DOCS}/api/instance.mdx`]: page(undefined),
  'docs/api/broken.mdx': page(BROKEN),
  [`${ZH_DOCS}/api/broken.mdx`]: page(GOOD_ZH),
  'docs/api/two.mdx': page(['node api', 'build']),
  'docs/api/titled.mdx': page([...GOOD, 'JavaScript API'], { extra: 'title: JavaScript API\n' }),
  'docs/guide/faq.mdx': page(['faq', 'faq', 'q'], { h1: 'FAQ' }),
});
const passing = checkPages({
  'docs/api/instance.mdx': page(GOOD),
  [`${ZH_DOCS}/api/instance.mdx`]: page(GOOD_ZH, { h1: 'Rsbuild 实例' }),
  'docs/guide/faq.mdx': page(undefined, { h1: 'FAQ' }),
  'docs/api/english-only.mdx': page(undefined),
  'docs/api/index.mdx': page(undefined, { extra: 'pageType: overview\n' }),
  [`${ZH_DOCS}/api/index.mdx`]: page(undefined, { extra: 'pageType: overview\n' }),
  'docs/api/shared/part.mdx': 'Text of a partial.\n',
  'blog/post.mdx': `---\n${DESCRIPTION}\ntitle: Post\n---\n\nText.\n`,
});

describe('content check: reader keywords', () => {
  it('fails the run that has a broken page, and passes the one without', () => {
    expect(failing.status).toBe(1);
    expect(passing.output).toMatch(/8 files checked, 0 problems/);
    expect(passing.status).toBe(0);
  });

  it('requires keywords on an API page and on its Chinese copy, naming the file', () => {
    expect(failing.linesOf('docs/api/instance.mdx')).toEqual([
      expect.stringMatching(/^docs\/api\/instance\.mdx:1: front matter needs keywords/),
    ]);
    expect(failing.linesOf(`${ZH_DOCS}/api/instance.mdx`)).toEqual([
      expect.stringMatching(/:1: front matter needs keywords/),
    ]);
  });

  it('accepts 3 to 8 short entries in both languages', () => {
    expect(passing.linesOf('docs/api/instance.mdx')).toEqual([]);
    expect(passing.linesOf(`${ZH_DOCS}/api/instance.mdx`)).toEqual([]);
    expect(failing.linesOf(`${ZH_DOCS}/api/broken.mdx`)).toEqual([]);
  });

  it('names each broken rule on the keywords line', () => {
    const lines = failing.linesOf('docs/api/broken.mdx').join('\n');
    const at = 'docs/api/broken.mdx:3: keyword';
    expect(lines).toContain(`${at} "Build From A Script" is listed twice`);
    expect(lines).toContain(`${at} "rsbuild instance" repeats the page title`);
    expect(lines).toContain(`${at} "a phrase of far too many words here" has more than 5 words`);
    expect(lines).toContain(`${at} "an entry that is longer than forty characters" is longer than 40`);
    expect(lines).toContain(`${at} "proxy, port" contains a comma`);
    expect(lines).toContain('has more than 12 Chinese characters');
    expect(lines).toContain(`${at} 404 is not a text (quote it)`);
    expect(failing.linesOf('docs/api/two.mdx').join('\n')).toContain(
      'docs/api/two.mdx:3: keywords: 2 entries, write 3 to 8',
    );
  });

  it('compares with the front matter title when there is one', () => {
    expect(failing.linesOf('docs/api/titled.mdx')).toEqual([
      expect.stringContaining('"JavaScript API" repeats the page title'),
    ]);
  });

  it('checks the keywords of a page outside the required ones, without requiring them', () => {
    expect(passing.linesOf('docs/guide/faq.mdx')).toEqual([]);
    expect(failing.linesOf('docs/guide/faq.mdx')).toContainEqual(
      expect.stringContaining('"faq" repeats the page title'),
    );
  });

  it('does not require them on an untranslated English page, an overview page, a partial or a blog post', () => {
    expect(passing.output).not.toMatch(/keywords/);
  });
});
