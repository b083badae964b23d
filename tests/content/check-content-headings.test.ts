import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Runs the content check on one page and returns its exit code and output. */
function checkPage(body: string): { status: number | null; output: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-content-'));
  const file = path.join(dir, 'page.mdx');
  fs.writeFileSync(
    file,
    `---\ndescription: A page that tests the heading level rule of the check.\n---\n\n${body}`,
  );
  try {
    const result = spawnSync(process.execPath, ['scripts/check-content.mjs', file], { encoding: 'utf8' });
    return { status: result.status, output: result.stdout + result.stderr };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('content check: heading levels', () => {
  it('fails on an h3 right after the h1', () => {
    const { status, output } = checkPage('# Title\n\nText.\n\n### Example\n');
    expect(status).toBe(1);
    expect(output).toMatch(/page\.mdx:9: heading level skipped: h3 after h1 \(use ##\)/);
  });

  it('fails on an h4 right after an h2', () => {
    const { status, output } = checkPage('# Title\n\n## Part\n\n#### Detail\n');
    expect(status).toBe(1);
    expect(output).toMatch(/h4 after h2/);
  });

  it('accepts levels that go down one at a time and back up any number', () => {
    const { status, output } = checkPage('# Title\n\n## A\n\n### B\n\n#### C\n\n## D\n\n### E\n');
    expect(output).not.toMatch(/skipped/);
    expect(status).toBe(0);
  });

  it('ignores # lines inside code blocks', () => {
    const { status } = checkPage('# Title\n\n```bash\n### not a heading\n```\n\n## Real\n');
    expect(status).toBe(0);
  });
});

describe('content check: Type and Default blocks', () => {
  // 77 columns: one more than a 1280 px window shows.
  const longType = `type OnStartCb = (params: { port: number; routes: Routes }) => Promise<void>;`;

  it('rejects a line over 76 columns after a "- **Type:**" list item', () => {
    const { status, output } = checkPage(`# Title\n\n- **Type:**\n\n\`\`\`ts\n${longType}\n\`\`\`\n`);
    expect(status).toBe(1);
    expect(output).toMatch(/type\/default line of 77 columns scrolls sideways/);
  });

  it('rejects it after a "**Type:**" paragraph too, as the shared hook fragments write the label', () => {
    const { status, output } = checkPage(`# Title\n\n**Type:**\n\n\`\`\`ts\n${longType}\n\`\`\`\n`);
    expect(status).toBe(1);
    expect(output).toMatch(/page\.mdx:10: type\/default line of 77 columns/);
  });

  it('leaves other code blocks alone', () => {
    const { status } = checkPage(`# Title\n\nAn example:\n\n\`\`\`ts\n${longType}\n\`\`\`\n`);
    expect(status).toBe(0);
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
