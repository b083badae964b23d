/**
 * @jest-environment node
 */
// Build side of local search: the home page joins the pages the plugin indexes, under the site title, and
// the plugin's /search page is not built.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import searchIndexingTheme, {
  parseBuiltPage,
  retitleHomePage,
  withHomePage,
} from '@site/plugins/search-index';
import { compactIndex, splitCodeTerms } from '@site/plugins/search-index/compact';

describe('home page in the index', () => {
  const docs = [{ filePath: '/out/guide/start/index.html', url: '/guide/start/', type: 'docs' as const }];

  it('adds the home page of the locale as a plain page, once', () => {
    expect(withHomePage(docs, '/out/zh', '/zh/')).toEqual([
      ...docs,
      { filePath: path.join('/out/zh', 'index.html'), url: '/zh/', type: 'page' },
    ]);
    const withHome = withHomePage(docs, '/out', '/');
    expect(withHomePage(withHome, '/out', '/')).toBe(withHome);
  });

  it('titles the home page with the site title, in its sections too', () => {
    const documents: Array<Array<Record<string, unknown>>> = [
      [
        { i: 1, t: 'RsbuildThe Rspack-basedbuild tool', u: '/', b: [] },
        { i: 2, t: 'Quick Start', u: '/guide/start/quick-start', b: ['Guide'] },
      ],
      [],
      [{ i: 1, t: 'Description', s: 'RsbuildThe Rspack-basedbuild tool', u: '/', p: 1 }],
      [],
      [{ i: 3, t: 'Home text', s: 'RsbuildThe Rspack-basedbuild tool', u: '/', h: '', p: 1 }],
    ];
    retitleHomePage(documents, '/', 'Rsbuild');
    expect(documents[0].map((document) => document.t)).toEqual(['Rsbuild', 'Quick Start']);
    expect(documents[2][0].s).toBe('Rsbuild');
    expect(documents[4][0].s).toBe('Rsbuild');
  });
});

describe('search theme', () => {
  const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-theme-test-'));
  afterAll(() => fs.rmSync(generatedFilesDir, { recursive: true, force: true }));

  it('keeps the plugin theme (document scan) but adds no /search route, and publishes the index file name', async () => {
    const context = {
      siteDir: path.resolve(__dirname, '../..'),
      generatedFilesDir,
      baseUrl: '/',
      siteConfig: { themeConfig: { navbar: { items: [] } } },
      i18n: { currentLocale: 'en' },
    } as unknown as LoadContext;
    const theme = await searchIndexingTheme(context, {
      language: ['en', 'zh'],
      hashed: 'filename',
      docsRouteBasePath: ['/'],
      blogRouteBasePath: ['community/releases'],
      docsDir: ['docs'],
      blogDir: ['blog'],
      indexDocs: true,
      indexBlog: true,
      indexPages: true,
      removeDefaultStopWordFilter: [],
      ignoreFiles: [],
      ignoreCssSelectors: [],
      searchResultLimits: 7,
      fuzzyMatchingDistance: 1,
    });
    expect(theme.name).toBe('@easyops-cn/docusaurus-search-local');
    expect(typeof theme.getThemePath).toBe('function');
    expect(typeof theme.postBuild).toBe('function');
    // contentLoaded only publishes the index file (in search/), adds no route (the plugin's: /search).
    const actions = { addRoute: jest.fn(), setGlobalData: jest.fn(), createData: jest.fn() };
    await theme.contentLoaded?.({ content: undefined, actions, allContent: {} } as unknown as Parameters<
      NonNullable<typeof theme.contentLoaded>
    >[0]);
    expect(actions.addRoute).not.toHaveBeenCalled();
    expect(actions.setGlobalData).toHaveBeenCalledWith({
      indexFile: expect.stringMatching(/^search\/search-index-[0-9a-f]{8}\.json$/),
    });
    expect(typeof searchIndexingTheme.validateOptions).toBe('function');
  });
});

describe('compact index', () => {
  it('replaces code blocks by their identifiers and keeps those the prose does not name', () => {
    const html =
      '<html><body><article><h1>distPath</h1><p>Use output to set distPath.</p><pre class="x"><code>' +
      '<span>export default</span> { output: { distPath: &quot;build&quot;, cleanDistPath: true } }' +
      '</code></pre><p>Set it.</p></article></body></html>';
    const page = parseBuiltPage(html, 'docs', '/config/output/dist-path', {}) as {
      sections: Array<{ content: string }>;
    };
    expect(page.sections[0].content).not.toContain('"build"');
    const { text, codeTerms } = splitCodeTerms(page.sections[0].content);
    expect(text).toBe('Use output to set distPath. Set it.');
    expect(codeTerms.split(' ').sort()).toEqual(['build', 'cleanDistPath']);
  });

  it('groups the plugin documents into pages and sections, with a dictionary of the Chinese words', () => {
    const index = compactIndex(
      [
        [{ i: 1, t: 'server.port', u: '/zh/config/server/port', b: ['配置'] }],
        [{ i: 2, t: '示例', u: '/zh/config/server/port', h: '#example', p: 1 }],
        [{ i: 3, t: '设置服务器端口。', u: '/zh/config/server/port', p: 1 }],
        [],
        [
          { i: 4, t: '开发服务器端口', s: 'server.port', u: '/zh/config/server/port', h: '', p: 1 },
          { i: 5, t: '示例文本', s: '示例', u: '/zh/config/server/port', h: '#example', p: 1 },
        ],
      ],
      (text) => (text === '开发服务器端口' ? ['开发', '服务器', '端口'] : [text]),
    );
    expect(index.pages).toEqual([['/zh/config/server/port', 'server.port', ['配置'], '设置服务器端口。']]);
    expect(index.sections).toEqual([
      [0, '', '', '开发服务器端口', ''],
      [0, '示例', '#example', '示例文本', ''],
    ]);
    expect(index.words.split(' ')).toEqual(expect.arrayContaining(['开发', '服务器', '端口', '示例']));
  });

  it("puts a page's reader keywords (its meta keywords, as the plugin scans them) on the page, cut into the dictionary", () => {
    // The plugin reads `<meta name="keywords" content="a,b">` and writes "a, b".
    const keywords = {
      i: 1,
      t: '端口被占用, EADDRINUSE,  port  in use , EADDRINUSE',
      s: 'server.port',
      u: '/zh/config/server/port',
      p: 1,
    };
    const index = compactIndex(
      [[{ i: 1, t: 'server.port', u: '/zh/config/server/port', b: [] }], [], [], [keywords], []],
      (text) => (text === '端口被占用' ? ['端口', '被', '占用'] : [text]),
    );
    expect(index.pages).toEqual([
      ['/zh/config/server/port', 'server.port', [], '', ['端口被占用', 'EADDRINUSE', 'port in use']],
    ]);
    expect(index.words.split(' ')).toEqual(['占用', '端口']);
    const blank = { ...keywords, t: ' , ' };
    const withoutKeywords = compactIndex(
      [[{ i: 1, t: 'server.port', u: '/zh/config/server/port', b: [] }], [], [], [blank], []],
      (text) => [text],
    );
    expect(withoutKeywords.pages).toEqual([['/zh/config/server/port', 'server.port', [], '']]);
  });
});
