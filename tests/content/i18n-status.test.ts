/**
 * @jest-environment node
 */
// `npm run translation-status`: which pages a translator still has to write, and which Chinese pages fell
// behind an English edit (by git date).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gitDates, translationStatus } from '@site/plugins/lib/translation-status.cjs';

const docs = {
  source: '/docs/**/*.mdx',
  translation: '/i18n/%two_letters_code%/docusaurus-plugin-content-docs/current/**/%original_file_name%',
};
const blog = {
  source: '/blog/**/*.mdx',
  translation: '/i18n/%two_letters_code%/docusaurus-plugin-content-blog/**/%original_file_name%',
};
const pair = (source: string, translation: string) => ({ source, translation });

describe('translationStatus', () => {
  const entries = [
    {
      entry: docs,
      ignored: [],
      pairs: [
        pair('docs/guide/a.mdx', 'zh/guide/a.mdx'),
        pair('docs/guide/b.mdx', 'zh/guide/b.mdx'),
        pair('docs/config/c.mdx', 'zh/config/c.mdx'),
      ],
    },
    { entry: blog, ignored: [], pairs: [pair('blog/v0-6.mdx', 'zh/blog/v0-6.mdx')] },
  ];
  const dates: Record<string, number> = {
    'docs/guide/a.mdx': 200,
    'zh/guide/a.mdx': 100,
    'docs/config/c.mdx': 100,
    'zh/config/c.mdx': 100,
    'blog/v0-6.mdx': 100,
    'zh/blog/v0-6.mdx': 300,
  };

  it('lists, per section, the missing translations and the ones older than their English source', () => {
    const report = translationStatus(entries, {
      exists: (file: string) => file !== 'zh/guide/b.mdx',
      dateOf: (file: string) => dates[file],
    });
    expect(report).toEqual([
      {
        section: 'docs/guide',
        sources: 2,
        missing: [pair('docs/guide/b.mdx', 'zh/guide/b.mdx')],
        outdated: [{ ...pair('docs/guide/a.mdx', 'zh/guide/a.mdx'), sourceDate: 200, translationDate: 100 }],
      },
      { section: 'docs/config', sources: 1, missing: [], outdated: [] },
      { section: 'blog', sources: 1, missing: [], outdated: [] },
    ]);
  });
});

describe('gitDates', () => {
  let repo: string;
  const git = (args: string[], date?: string) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
      cwd: repo,
      stdio: 'pipe',
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
    });
  const write = (file: string, text: string) => (
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true }),
    fs.writeFileSync(path.join(repo, file), text)
  );

  beforeAll(() => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), 'status-git-'));
    git(['init', '-q']);
    write('docs/a.mdx', 'one');
    write('zh/a.mdx', 'eins');
    git(['add', '.']);
    git(['commit', '-q', '-m', 'first'], '2024-01-01T00:00:00Z');
    write('docs/a.mdx', 'two');
    git(['commit', '-q', '-am', 'English edit'], '2024-02-01T00:00:00Z');
    write('zh/new.mdx', 'neu');
  });

  afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

  it('gives each file the time of the last commit that touched it, and uncommitted files the current time', () => {
    const dates = gitDates(repo, ['docs', 'zh'], 42);
    expect(dates.get('docs/a.mdx')).toBe(Date.parse('2024-02-01T00:00:00Z'));
    expect(dates.get('zh/a.mdx')).toBe(Date.parse('2024-01-01T00:00:00Z'));
    expect(dates.get('zh/new.mdx')).toBe(42);
  });
});
