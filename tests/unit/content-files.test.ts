import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  docRoute,
  isPageFile,
  isPartialFile,
  listContentFiles,
  splitFrontMatter,
} from '@site/plugins/lib/content.cjs';

describe('page files', () => {
  it('counts Markdown and MDX as pages, but not partials (shared/ folders, _ files) or other files', () => {
    expect(isPageFile('guide/start/index.mdx')).toBe(true);
    expect(isPageFile('guide/start/notes.md')).toBe(true);
    expect(isPageFile('guide/shared/install.mdx')).toBe(false);
    expect(isPageFile('guide\\shared\\install.mdx')).toBe(false);
    expect(isPageFile('_overview.mdx')).toBe(false);
    expect(isPageFile('guide/logo.svg')).toBe(false);
    expect(isPartialFile('docs/guide/shared/install.mdx')).toBe(true);
    expect(isPartialFile('docs/guide/sharedish/page.mdx')).toBe(false);
  });

  it('lists the pages below a folder, with partials only on request, and nothing for a missing folder', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-files-'));
    try {
      for (const file of ['b.mdx', 'a/index.md', 'a/shared/part.mdx', '_intro.mdx', 'a/image.png']) {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), '');
      }
      const relative = (files: string[]) =>
        files.map((file) => path.relative(dir, file).split(path.sep).join('/'));
      expect(relative(listContentFiles(dir))).toEqual(['a/index.md', 'b.mdx']);
      expect(relative(listContentFiles(dir, { partials: true }))).toEqual([
        '_intro.mdx',
        'a/index.md',
        'a/shared/part.mdx',
        'b.mdx',
      ]);
      expect(listContentFiles(path.join(dir, 'missing'))).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('splitFrontMatter', () => {
  it('parses the YAML block and says how many source lines precede the body', () => {
    const split = splitFrontMatter('---\ntitle: Hi\nslug: /x\n---\n# Body\n');
    expect(split.data).toEqual({ title: 'Hi', slug: '/x' });
    expect(split.raw).toBe('title: Hi\nslug: /x');
    expect(split.body).toBe('# Body\n');
    expect(split.offset).toBe(4);
  });

  it('leaves a page without front matter whole, and an empty block gives empty data', () => {
    expect(splitFrontMatter('# Body\n---\n')).toEqual({
      data: null,
      raw: null,
      body: '# Body\n---\n',
      offset: 0,
    });
    expect(splitFrontMatter('---\n# only a comment\n---\nText').data).toEqual({});
  });
});

describe('docRoute', () => {
  it('follows the file path, an index file standing for its folder', () => {
    expect(docRoute('config/output/dist-path.mdx')).toBe('/config/output/dist-path');
    expect(docRoute('guide/start/index.mdx', {})).toBe('/guide/start/');
    expect(docRoute('guide\\start\\quick.md')).toBe('/guide/start/quick');
  });

  it('honours the slug front matter: absolute from the docs root, or relative to the file folder', () => {
    expect(docRoute('guide/start/quick.mdx', { slug: '/quick-start' })).toBe('/quick-start');
    expect(docRoute('guide/start/quick.mdx', { slug: 'fast' })).toBe('/guide/start/fast');
    expect(docRoute('intro.mdx', { slug: 'welcome' })).toBe('/welcome');
  });
});
