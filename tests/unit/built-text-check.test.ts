/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import builtTextCheckPlugin from '@site/plugins/built-text-check';
import { corruptionReport, findCorruption, scanBuiltText } from '@site/plugins/built-text-check/scan';
import { withoutPostBuild, writesInPostBuild } from '@site/plugins/lib/postBuildWrites';

const GARBLED_LINK = '<a href=#源码映\uFFFD\uFFFD射 class=hash-link>';

describe('findCorruption', () => {
  it('finds U+FFFD with its line, column and context', () => {
    const [found, ...rest] = findCorruption('a.html', `<h2>x</h2>\n${GARBLED_LINK}`);
    expect(rest).toHaveLength(1);
    expect(found).toMatchObject({ file: 'a.html', line: 2, column: 13, character: 'U+FFFD' });
    expect(found.context).toContain('href=#源码映[U+FFFD][U+FFFD]射 class');
  });

  it('finds NUL, which the minimizer turns into U+FFFD', () => {
    expect(findCorruption('a.md', 'ab\u0000c')).toMatchObject([{ character: 'U+0000', column: 3 }]);
  });

  it('finds the escaped forms in JSON, and only there', () => {
    expect(findCorruption('index.json', '{"t":"\\ufffd"}')).toMatchObject([{ character: 'U+FFFD' }]);
    expect(findCorruption('index.json', '{"t":"\\u0000"}')).toMatchObject([{ character: 'U+0000' }]);
    expect(findCorruption('page.md', 'the escape `\\ufffd` in a code sample')).toEqual([]);
  });

  it('passes clean Chinese, emoji and other non-ASCII text', () => {
    expect(findCorruption('a.html', '源码映射 🧑‍💻 社区 — Ü ½ \u200b')).toEqual([]);
  });
});

describe('scanBuiltText and the plugin', () => {
  let dir: string;
  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-text-'));
    write('index.html', '<h1>Rsbuild</h1>');
    write('zh/guide/start/index.html', '<h1>快速上手</h1>');
    write('zh/guide/start/index.md', '# 快速上手');
    write('zh/llms.txt', '# Rsbuild');
    write('zh/search-index-1.json', '{"t":"源码映射"}');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const postBuild = (plugin: Plugin | null, outDir = dir) =>
    plugin?.postBuild?.({ outDir } as Parameters<NonNullable<Plugin['postBuild']>>[0]);
  const check = () => builtTextCheckPlugin({ siteDir: path.dirname(dir) } as LoadContext);

  it('passes a clean build', async () => {
    expect(await scanBuiltText(dir)).toEqual([]);
    await expect(postBuild(check())).resolves.toBeUndefined();
  });

  it('reads html, json, md and txt files in every folder, and no other file', async () => {
    write('zh/community/releases/v0-2/index.html', GARBLED_LINK);
    write('zh/search-index-2.json', '{"t":"\uFFFD"}');
    write('zh/plugins/list/plugin-stylus.md', '\uFFFD');
    write('zh/llms-full.txt', '\uFFFD');
    write('assets/js/main.js', '"\uFFFD"');
    write('img/logo.svg', '\uFFFD');
    const files = (await scanBuiltText(dir)).map((found) => path.relative(dir, found.file));
    expect([...new Set(files)]).toEqual([
      'zh/community/releases/v0-2/index.html',
      'zh/llms-full.txt',
      'zh/plugins/list/plugin-stylus.md',
      'zh/search-index-2.json',
    ]);
  });

  it('fails the build with the file, the position and the text around each character', async () => {
    write('zh/community/releases/v0-2/index.html', GARBLED_LINK);
    const run = postBuild(check());
    await expect(run).rejects.toThrow('2 replacement or NUL character(s) in 1 file(s)');
    await expect(run).rejects.toThrow(
      `${path.basename(dir)}/zh/community/releases/v0-2/index.html:1:13: U+FFFD in "<a href=#源码映[U+FFFD][U+FFFD]射`,
    );
  });

  it('lists twenty findings and counts the rest', () => {
    const found = findCorruption('a.txt', '\uFFFD'.repeat(25));
    const report = corruptionReport(found, '.');
    expect(report.split('\n').filter((line) => line.startsWith('- a.txt'))).toHaveLength(20);
    expect(report).toContain('- and 5 more');
  });

  it('waits for the postBuild of plugins that write into the build', async () => {
    // A writer that finishes after the check has started, as the search index and the Markdown twins do.
    const writer = writesInPostBuild<PluginModule>(async () => ({
      name: 'late-writer',
      async postBuild({ outDir }: { outDir: string }) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        fs.writeFileSync(path.join(outDir, 'zh', 'llms-full.txt'), 'late \uFFFD');
      },
    }));
    const writerPlugin = await writer({} as LoadContext, {});
    // Docusaurus starts every postBuild in one loop (buildLocale's Promise.all).
    const results = Promise.allSettled([postBuild(check()), postBuild(writerPlugin)]);
    const [checked, written] = await results;
    expect(written.status).toBe('fulfilled');
    expect(checked.status).toBe('rejected');
    expect(String((checked as PromiseRejectedResult).reason)).toContain('zh/llms-full.txt:1:6: U+FFFD');
  });

  it('keeps the options validation of a wrapped plugin module', () => {
    const validateOptions = jest.fn();
    const module = Object.assign(async () => null, { validateOptions });
    expect(writesInPostBuild(module).validateOptions).toBe(validateOptions);
    expect(withoutPostBuild(module).validateOptions).toBe(validateOptions);
  });

  it('drops only the postBuild of a plugin whose files a build does not serve', async () => {
    const postBuild = jest.fn();
    const contentLoaded = jest.fn();
    const module = async () => ({ name: 'index-writer', postBuild, contentLoaded });
    const plugin = await withoutPostBuild<PluginModule>(module)({} as LoadContext, {});
    expect(plugin).toEqual({ name: 'index-writer', contentLoaded });
    expect(plugin).not.toHaveProperty('postBuild');
  });
});
