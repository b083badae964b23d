import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Runs the content check once on several pages, as `npm run check:content` checks the site (each run loads the
 * check again, about a second of CPU), and returns its exit code, its output and each page's lines of it.
 */
function checkPages(bodies: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-content-'));
  const files = Object.entries(bodies).map(([name, body]) => {
    const file = path.join(dir, `${name}.mdx`);
    fs.writeFileSync(
      file,
      `---\ndescription: A page that tests the heading level rule of the check.\n---\n\n${body}`,
    );
    return file;
  });
  try {
    const result = spawnSync(process.execPath, ['scripts/check-content.mjs', ...files], { encoding: 'utf8' });
    const output = result.stdout + result.stderr;
    /** The output lines that name the page `name`. */
    const linesOf = (name: string) =>
      output.split('\n').filter((line) => line.includes(`${path.sep}${name}.mdx:`));
    return { status: result.status, output, linesOf };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// 77 columns: one more than a 1280 px window shows.
const longType = `type OnStartCb = (params: { port: number; routes: Routes }) => Promise<void>;`;

// The pages the check must fail, in one run, and the pages it must pass, in another.
const failing = checkPages({
  'h3-after-h1': '# Title\n\nText.\n\n### Example\n',
  'h4-after-h2': '# Title\n\n## Part\n\n#### Detail\n',
  'long-type-list-item': `# Title\n\n- **Type:**\n\n\`\`\`ts\n${longType}\n\`\`\`\n`,
  'long-type-paragraph': `# Title\n\n**Type:**\n\n\`\`\`ts\n${longType}\n\`\`\`\n`,
});
const passing = checkPages({
  'levels-down-one-at-a-time': '# Title\n\n## A\n\n### B\n\n#### C\n\n## D\n\n### E\n',
  'hash-in-code-block': '# Title\n\n```bash\n### not a heading\n```\n\n## Real\n',
  'long-line-other-block': `# Title\n\nAn example:\n\n\`\`\`ts\n${longType}\n\`\`\`\n`,
});

describe('content check: heading levels', () => {
  it('fails on an h3 right after the h1', () => {
    expect(failing.status).toBe(1);
    expect(failing.linesOf('h3-after-h1')).toEqual([
      expect.stringMatching(/h3-after-h1\.mdx:9: heading level skipped: h3 after h1 \(use ##\)/),
    ]);
  });

  it('fails on an h4 right after an h2', () => {
    expect(failing.linesOf('h4-after-h2')).toEqual([expect.stringMatching(/h4 after h2/)]);
  });

  it('accepts levels that go down one at a time and back up any number', () => {
    expect(passing.output).not.toMatch(/skipped/);
    expect(passing.status).toBe(0);
  });

  it('ignores # lines inside code blocks', () => {
    expect(passing.linesOf('hash-in-code-block')).toEqual([]);
    expect(passing.status).toBe(0);
  });
});

describe('content check: Type and Default blocks', () => {
  it('rejects a line over 76 columns after a "- **Type:**" list item', () => {
    expect(failing.linesOf('long-type-list-item')).toEqual([
      expect.stringMatching(/type\/default line of 77 columns scrolls sideways/),
    ]);
  });

  it('rejects it after a "**Type:**" paragraph too, as the shared hook fragments write the label', () => {
    expect(failing.linesOf('long-type-paragraph')).toEqual([
      expect.stringMatching(/long-type-paragraph\.mdx:10: type\/default line of 77 columns/),
    ]);
  });

  it('leaves other code blocks alone', () => {
    expect(passing.linesOf('long-line-other-block')).toEqual([]);
    expect(passing.output).toMatch(/3 files checked, 0 problems/);
  });
});

describe('content check: heading anchors of a translated page', () => {
  /**
   * Runs the content check on a Chinese doc page that has an English twin. The check finds the twin by the
   * page's path from the folder it runs in (`i18n/zh/…-docs/current/x.mdx` → `docs/x.mdx`), so both go into a
   * temporary folder laid out like the repository, and the check runs there.
   */
  function checkTranslation(english: string, chinese: string): { status: number | null; output: string } {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-content-anchors-'));
    const zhFile = 'i18n/zh/docusaurus-plugin-content-docs/current/guide/anchors.mdx';
    const front = (description: string) =>
      `---\ndescription: ${description}\nkeywords:\n  - anchors one\n  - anchors two\n  - anchors three\n---\n\n`;
    fs.mkdirSync(path.join(root, 'docs/guide'), { recursive: true });
    fs.mkdirSync(path.join(root, path.dirname(zhFile)), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'docs/guide/anchors.mdx'),
      front('A page whose headings the test pairs.') + english,
    );
    fs.writeFileSync(
      path.join(root, zhFile),
      front('一个测试用的页面，用来比较中文标题与英文标题的锚点是否一致。') + chinese,
    );
    try {
      const script = path.resolve('scripts/check-content.mjs');
      const result = spawnSync(process.execPath, [script, zhFile], { cwd: root, encoding: 'utf8' });
      return { status: result.status, output: result.stdout + result.stderr };
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  }

  const english = '# Anchors\n\nText.\n\n## Source map\n\nText.\n';

  it('fails, naming the file and line, when a Chinese heading loses the English anchor', () => {
    const { status, output } = checkTranslation(english, '# 锚点\n\n正文。\n\n## 源码映射\n\n正文。\n');
    expect(status).toBe(1);
    expect(output).toMatch(/1 files checked, 1 problems/);
    expect(output).toMatch(
      /i18n\/zh\/docusaurus-plugin-content-docs\/current\/guide\/anchors\.mdx:13: heading "源码映射" has the anchor #源码映射, the English page #source-map/,
    );
  });

  it('accepts the same heading with an explicit {#id}', () => {
    const { status, output } = checkTranslation(
      english,
      '# 锚点\n\n正文。\n\n## 源码映射 {#source-map}\n\n正文。\n',
    );
    expect(output).toMatch(/1 files checked, 0 problems/);
    expect(status).toBe(0);
  });
});
