/**
 * @jest-environment node
 */
// Build side of local search: the home page joins the pages the plugin indexes, under the site title, and
// the plugin's /search page is not built.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import searchIndexingTheme, { retitleHomePage, withHomePage } from '@site/plugins/search-index';

describe('home page in the index', () => {
  const docs = [{ filePath: '/out/guide/start/index.html', url: '/guide/start/', type: 'docs' as const }];

  it('adds the home page of the locale as a plain page, once', () => {
    expect(withHomePage(docs, '/out/zh', '/zh/')).toEqual([...docs, { filePath: path.join('/out/zh', 'index.html'), url: '/zh/', type: 'page' }]);
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

  it('keeps the plugin theme (worker, index build) but adds no /search route', async () => {
    const context = {
      siteDir: path.resolve(__dirname, '../..'),
      generatedFilesDir,
      baseUrl: '/',
      siteConfig: { themeConfig: { navbar: { items: [] } } },
      i18n: { currentLocale: 'en' },
    } as unknown as LoadContext;
    const theme = await searchIndexingTheme(context, { language: ['en', 'zh'], hashed: 'filename', docsRouteBasePath: ['/'], blogRouteBasePath: ['community/releases'], docsDir: ['docs'], blogDir: ['blog'], indexDocs: true, indexBlog: true, indexPages: true, removeDefaultStopWordFilter: [], ignoreFiles: [], ignoreCssSelectors: [], searchResultLimits: 7, fuzzyMatchingDistance: 1 });
    expect(theme.name).toBe('@easyops-cn/docusaurus-search-local');
    expect(typeof theme.getThemePath).toBe('function');
    expect(typeof theme.postBuild).toBe('function');
    expect(theme.contentLoaded).toBeUndefined();
    expect(typeof searchIndexingTheme.validateOptions).toBe('function');
  });
});
