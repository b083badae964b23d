/**
 * @jest-environment node
 */
// Local mode: the compact index built into an inverted index, ranked by where the query matches (title or
// option key in any written form, heading, description, body), with hits merged per place, a cap per page,
// highlight ranges computed from the text, and Chinese queries cut at a linear cost.
import { SEARCH } from '@site/config/constants';
import type { CompactIndex } from '@site/src/lib/search/format/compactIndex';
import { onePerPage, SEARCH_INDEX } from './fixtures/searchIndex';
import { createLocalProvider } from '@site/src/lib/search/client/searchEngine';
import { LocalSearchEngine, SearchTimeout } from '@site/src/lib/search/worker/engine';
import { pageKind, pickDiverse } from '@site/src/lib/search/worker/ranking';
import { nearestWord } from '@site/src/lib/search/worker/typos';
import { MAX_HITS_PER_PAGE } from '@site/src/lib/search/hitsPerPage';
import { capQuery } from '@site/src/lib/search/client/searchSession';
import {
  cutChinese,
  identifierParts,
  joinLoneCharacters,
  queryTerms,
  stem,
} from '@site/src/lib/search/format/tokenize';

const options = {
  limit: SEARCH.resultLimit,
  snippetLength: SEARCH.snippetLength,
  maxTerms: SEARCH.maxQueryTerms,
};

const index = SEARCH_INDEX;

const engine = new LocalSearchEngine(index);
const urls = (query: string) => engine.search(query, options).map((hit) => hit.url);

describe('words', () => {
  it('stems plurals, -ation, -ing, -ed, -ment, -ally and a final e alike, and splits identifiers at humps', () => {
    expect(['configure', 'configured', 'configuring', 'configures'].map(stem)).toEqual(
      Array(4).fill(stem('configure')),
    );
    expect(stem('plugins')).toBe(stem('plugin'));
    expect([stem('configuration'), stem('compilation')]).toEqual([stem('configure'), stem('compiling')]);
    // -ment and -ally: a reader's "node version required" finds the page's "requirement".
    expect([stem('requirements'), stem('deployment')]).toEqual([stem('required'), stem('deploy')]);
    expect([stem('programmatically'), stem('manually')]).toEqual([stem('programmatic'), stem('manual')]);
    expect(stem('implementation')).toBe(stem('implemented'));
    // Short words keep their ending: element is not ele, really is not real.
    expect([stem('element'), stem('really')]).toEqual(['element', 'really']);
    expect(identifierParts('distPath')).toEqual(['dist', 'path']);
    expect(identifierParts('HTMLPlugin')).toEqual(['html', 'plugin']);
  });

  it('cuts Chinese with the dictionary into the fewest words, and joins lone characters to a neighbour', () => {
    const dictionary = new Set(['开发', '服务器', '端口']);
    expect(cutChinese('开发服务器端口', dictionary)).toEqual(['开发', '服务器', '端口']);
    expect(joinLoneCharacters(['热', '更新'])).toEqual(['热更新']);
    expect(joinLoneCharacters(['端口', '号'])).toEqual(['端口号']);
  });

  it('cuts a long Chinese query in linear time, and caps the terms', () => {
    const dictionary = new Set(['开发', '服务器', '端口', '配置', '构建', '性能']);
    const text = (repeats: number) => '开发服务器端口配置构建性能'.repeat(repeats);
    // CPU time of this process, not wall time, so a busy machine's other work does not count; the fastest of
    // a few runs. The growth, not a time, is the property: four times the text costs about four times as much
    // in linear time, sixteen times in quadratic.
    const fastest = (query: string) =>
      Math.min(
        ...Array.from({ length: 3 }, () => {
          const started = process.cpuUsage();
          queryTerms(query, dictionary, SEARCH.maxQueryTerms);
          const used = process.cpuUsage(started);
          return used.user + used.system;
        }),
      );
    fastest(text(150));
    expect(fastest(text(1200)) / fastest(text(300))).toBeLessThan(8);
    const terms = queryTerms(text(300), dictionary, SEARCH.maxQueryTerms);
    expect(terms.length).toBeLessThanOrEqual(SEARCH.maxQueryTerms);
  });
});

describe('ranking', () => {
  it('puts the option page first for its key in every written form', () => {
    for (const query of ['distPath', 'output.distPath', 'dist path', 'output dist path', 'DISTPATH'])
      expect(urls(query)[0]).toBe('/config/output/dist-path');
  });

  it('ranks a reference page above a release post and an FAQ for an equal match', () => {
    expect(urls('port')[0]).toBe('/config/server/port');
    expect(urls('port').indexOf('/community/releases/v0-6')).toBeGreaterThan(
      urls('port').indexOf('/config/server/port'),
    );
    expect(pageKind('/zh/config/server/port')).toBe('reference');
    expect(pageKind('/guide/faq/general')).toBe('faq');
    expect(pageKind('/community/releases/v0-6')).toBe('release');
  });

  it('ranks a heading match above a body match', () => {
    const hits = urls('change dist path');
    expect(hits.indexOf('/guide/basic/output-files#change-the-dist-path')).toBeLessThan(
      hits.indexOf('/guide/basic/output-files'),
    );
  });

  it('finds Chinese words inside unspaced text, by title and by description', () => {
    expect(urls('热更新')[0]).toBe('/zh/guide/advanced/hmr');
    expect(urls('代理')[0]).toBe('/zh/config/server/proxy');
    const proxy = engine.search('端口', options).find((hit) => hit.url === '/zh/config/server/proxy')!;
    expect(
      proxy.snippet?.ranges.map(({ start, length }) => proxy.snippet?.text.slice(start, start + length)),
    ).toEqual(['端口']);
  });

  it('finds identifiers that only code blocks name', () => {
    expect(urls('strictPort')).toEqual(['/config/server/port#port-in-use']);
  });

  it('answers nothing for unknown words', () => {
    expect(urls('qqxzvwk')).toEqual([]);
  });
});

describe('hits', () => {
  it('gives a hit the page title, heading path, breadcrumb and a highlighted snippet of about the snippet length', () => {
    const [page, example] = engine
      .search('dist', options)
      .filter((hit) => hit.url.startsWith('/config/output/dist-path'));
    expect(page.title.text).toBe('output.distPath');
    expect(page.headings).toEqual([]);
    expect(page.breadcrumb).toEqual(['Config', 'output']);
    expect(page.snippet?.text.length).toBeLessThanOrEqual(SEARCH.snippetLength + 2);
    expect(page.snippet?.ranges.length).toBeGreaterThan(0);
    expect(example.headings.map((heading) => heading.text)).toEqual(['Example']);
    const marked = example.snippet?.ranges.map(({ start, length }) =>
      example.snippet?.text.slice(start, start + length),
    );
    expect(marked).toEqual(['dist']);
  });

  it(`takes at most ${MAX_HITS_PER_PAGE} hits of one page, and at most 2 of the first 3 unless nothing else matches`, () => {
    const ranked = [0, 0, 0, 0, 1, 2];
    expect(
      pickDiverse(
        ranked.map((page, order) => ({ page, order })),
        (item) => item.page,
        7,
      ).map((item) => item.order),
    ).toEqual([0, 1, 4, 2, 5]);
    expect(
      pickDiverse(
        [0, 0, 0, 0].map((page, order) => ({ page, order })),
        (item) => item.page,
        7,
      ).map((item) => item.order),
    ).toEqual([0, 1, 2]);
    for (const query of ['dist', 'port', 'distPath']) {
      const pages = engine.search(query, options).map((hit) => hit.url.split('#')[0]);
      for (const page of new Set(pages))
        expect(pages.filter((item) => item === page).length).toBeLessThanOrEqual(MAX_HITS_PER_PAGE);
    }
  });

  it('gives up a search over its time budget', () => {
    let clock = 0;
    expect(() =>
      engine.search('dist path output', { ...options, deadline: 10, now: () => (clock += 20) }),
    ).toThrow(SearchTimeout);
  });
});

describe('query caps', () => {
  it('cuts a query to its first characters and words, and says so', () => {
    expect(capQuery('  proxy  ', SEARCH.maxQueryChars, SEARCH.maxQueryTerms)).toEqual({
      query: 'proxy',
      cut: false,
    });
    const long = capQuery('x'.repeat(4000), SEARCH.maxQueryChars, SEARCH.maxQueryTerms);
    expect([long.query.length, long.cut]).toEqual([SEARCH.maxQueryChars, true]);
    const many = capQuery('a b c d e f g h i j k l', 100, 10);
    expect(many).toEqual({ query: 'a b c d e f g h i j', cut: true });
  });
});

describe('local provider', () => {
  it('loads its index and wraps the hits in one group named after the index', async () => {
    const hits = engine.search('port', options);
    const local = { load: jest.fn(async () => undefined), search: jest.fn(async () => hits) };
    const provider = createLocalProvider({
      indexUrl: '/zh/search-index-0123abcd.json',
      indexName: SEARCH.indexName,
      index: local,
    });
    await provider.load();
    expect(local.load).toHaveBeenCalled();
    expect(await provider.search('port', SEARCH.resultLimit)).toEqual([
      { index: SEARCH.indexName, label: SEARCH.indexName, hits },
    ]);
    expect(local.search).toHaveBeenCalledWith('port', SEARCH.resultLimit, undefined, expect.any(Function));
    expect(provider.buildsIndex).toBe(true);
    expect(provider.key).toBe('local /zh/search-index-0123abcd.json');
  });
});

describe('recall: corrections, synonyms, stop words, weak words', () => {
  it('corrects a misspelt word of 5 letters or more to the nearest index word and says so', () => {
    const result = engine.match('directroy', options);
    expect(result.correctedQuery).toBe('directory');
    expect(result.matchedTerms).toContain('directory');
    expect(engine.hits(result, options.snippetLength)[0].url).toBe('/config/output/dist-path');
    // A shorter word is never corrected: too often another word already.
    expect(engine.match('prot', options).correctedQuery).toBeUndefined();
  });

  it('corrects a misspelt word by its spelling as typed before its stem, which can be far off', () => {
    // `compres` stems to `compr`, one edit from `compar` (compare) but three from `compress`.
    expect(stem('compres')).toBe('compr');
    expect(nearestWord(['compres', 'compr'], ['compar', 'compress'], () => 1)).toBe('compress');
    expect(nearestWord(['compr'], ['compar', 'compress'], () => 1)).toBe('compar');
    // The nearer of the two spellings wins, then the more frequent word.
    expect(nearestWord(['mulitple', 'mulitpl'], ['multipl'], () => 1)).toBe('multipl');
    expect(nearestWord(['buidl'], ['build', 'buil'], (word) => (word === 'buil' ? 2 : 1))).toBe('buil');
    // By its stem, a word reaches only words of its first letter: `annotation` (stem `annot`) is not `cannot`.
    expect(nearestWord(['annotation', 'annot'], ['cannot', 'cannon'], () => 1)).toBeUndefined();
    expect(nearestWord(['annotation', 'annot'], ['cannot', 'annote'], () => 1)).toBe('annote');
    const pages = new LocalSearchEngine(
      onePerPage([
        ['/plugins/image-compress', 'Image Compress Plugin', ['Plugins'], 'Makes images smaller.'],
        ['/config/asset-prefix', 'dev.assetPrefix', ['Config'], 'Compare with publicPath for images.'],
      ]),
    );
    const result = pages.match('compres images', options);
    expect(result.correctedQuery).toBe('compress images');
    expect(pages.hits(result, options.snippetLength)[0].url).toBe('/plugins/image-compress');
  });

  it('finds a page by a synonym of its word (热替换 → 热更新)', () => {
    expect(urls('热替换')[0]).toBe('/zh/guide/advanced/hmr');
    expect(engine.match('热替换', options).matchedTerms).toContain('热更新');
  });

  it('finds a page by the words readers use for its words (folder, skip, refresh)', () => {
    // Each query word but the synonym is also on another page, which has no word for the synonym.
    const pages = new LocalSearchEngine(
      onePerPage([
        ['/config/output/dist-path', 'output.distPath', ['Config'], 'Set the output directory.'],
        ['/config/source/exclude', 'source.exclude', ['Config'], 'Exclude files from compilation.'],
        ['/config/dev/live-reload', 'dev.liveReload', ['Config'], 'Reload the page after a change.'],
        ['/config/output/clean-dist-path', 'output.cleanDistPath', ['Config'], 'Empty the output first.'],
        ['/config/output/emit-assets', 'output.emitAssets', ['Config'], 'Compiling files for the server.'],
        ['/config/html/title', 'html.title', ['Config'], 'The title of the page.'],
      ]),
    );
    for (const [query, url, synonym] of [
      ['folder for the output', '/config/output/dist-path', 'directory'],
      ['skip compiling files', '/config/source/exclude', 'exclude'],
      ['refresh the page', '/config/dev/live-reload', 'reload'],
    ]) {
      const result = pages.match(query, options);
      expect(result.matchedTerms).toContain(synonym);
      expect(pages.hits(result, options.snippetLength)[0].url).toBe(url);
    }
  });

  it('drops Chinese question words before lone characters join their neighbours', () => {
    expect(urls('在开发服务器中如何配置代理')[0]).toBe('/zh/config/server/proxy');
    // 后, 时 and 前 say when: 启动后 is searched as 启动, which pages also write as 启动时.
    const dictionary = new Set(['启动', '自动', '打开', '浏览器']);
    const keys = (query: string) => queryTerms(query, dictionary, 10).map((term) => term.key);
    expect(keys('启动后自动打开浏览器')).toEqual(['启动', '自动', '打开', '浏览器']);
    expect(keys('启动时打开')).toEqual(['启动', '打开']);
  });

  it('keeps a weak word whole and weak where the index dictionary lacks it (开发环境)', () => {
    const { terms } = engine.match('在开发环境中如何配置代理服务器', options);
    expect(terms.filter((term) => !term.weak).map((term) => term.key)).toEqual(['代理', '服务器']);
    expect(urls('在开发环境中如何配置代理服务器')[0]).toBe('/zh/config/server/proxy');
  });

  it('adds pages with most of the words, below every page with all of them', () => {
    // No section has `port`, `strictport` and `websocket`: the sections with two of them still answer.
    const hits = urls('port strictPort websocket');
    expect(hits[0]).toBe('/config/server/port#port-in-use');
    expect(hits.length).toBeGreaterThan(1);
  });
});

describe('title coverage', () => {
  it('ranks an option whose key names the query above a longer title with the word (namespace left out)', () => {
    const titles: CompactIndex = {
      v: 2,
      pages: [
        [
          '/plugins/list/plugin-node-polyfill',
          'Node Polyfill Plugin',
          ['Plugins'],
          'Node polyfill for the browser.',
        ],
        ['/config/output/polyfill', 'output.polyfill', ['Config'], 'How to inject a polyfill.'],
      ],
      sections: [
        [0, '', '', 'A polyfill of Node modules. The polyfill, polyfill and polyfill again.', ''],
        [1, '', '', 'Injects a polyfill.', ''],
      ],
      words: '',
    };
    const hits = new LocalSearchEngine(titles).search('polyfill', options).map((hit) => hit.url);
    expect(hits).toEqual(['/config/output/polyfill', '/plugins/list/plugin-node-polyfill']);
  });
});

describe('descriptions', () => {
  it('ranks the option whose key has words of the query first among descriptions with every word', () => {
    const loaders = new LocalSearchEngine({
      v: 2,
      pages: [
        [
          '/config/tools/style-loader',
          'tools.styleLoader',
          ['Config'],
          'Set the options of style-loader in Rsbuild with tools.styleLoader, used when output.injectStyles injects CSS at runtime.',
        ],
        [
          '/config/tools/css-loader',
          'tools.cssLoader',
          ['Config'],
          'Modify the options of css-loader in Rsbuild with tools.cssLoader, as an object merged into the defaults or as a function.',
        ],
      ],
      sections: [
        [0, '', '', 'The style-loader options: css-loader runs before it. More css-loader options.', ''],
        [1, '', '', 'Object or function.', ''],
      ],
      words: '',
    });
    expect(loaders.search('css-loader options', options)[0].url).toBe('/config/tools/css-loader');
  });
});

describe('heading and near-full matches', () => {
  const near = new LocalSearchEngine({
    v: 2,
    pages: [
      [
        '/config/source/define',
        'source.define',
        ['Config'],
        'Replace identifiers at compile time. Rsbuild build.',
      ],
      ['/guide/basic/cli', 'CLI', ['Guide'], 'Commands.'],
      ['/guide/advanced/env-vars', 'Environment Variables', ['Guide'], 'Env.'],
    ],
    sections: [
      [0, '', '', 'Values known when the code is compiled.', ''],
      [1, '', '', 'The commands of the Rsbuild CLI.', ''],
      [1, 'rsbuild build', '#rsbuild-build', 'Builds the app for production.', ''],
      [1, 'proxy', '#proxy', 'Proxies requests.', ''],
      [2, '', '', 'Globals replace the words at compile time, one at a time, every time.', ''],
    ],
    words: '',
  });
  const nearUrls = (query: string) => near.search(query, options).map((hit) => hit.url);

  it('ranks a heading of several words that the query names whole above a description match', () => {
    expect(nearUrls('rsbuild build')[0]).toBe('/guide/basic/cli#rsbuild-build');
  });

  it('ranks a section with all words but one in its description with the prose-only full matches', () => {
    expect(nearUrls('replace globals at compile time')[0]).toBe('/config/source/define');
  });

  const more = new LocalSearchEngine({
    v: 2,
    pages: [
      [
        '/config/module-federation/options',
        'moduleFederation.options',
        ['Config'],
        `${'Shares modules. '.repeat(8)}See publicPath.`,
      ],
      ['/config/output/asset-prefix', 'output.assetPrefix', ['Config'], 'The URL prefix of assets.'],
      ['/api/javascript-api/instance', 'Rsbuild Instance', ['API'], 'Methods.'],
      ['/zh/config/server/port', 'server.port', ['配置'], '开发服务器监听的端口。'],
      ['/guide/long', 'Long Page', ['Guide'], 'Long.'],
      ['/config/server/print-urls', 'server.printUrls', ['Config'], 'Prints.'],
    ],
    sections: [
      [0, '', '', 'Options.', ''],
      [1, '', '', 'Prefix.', ''],
      [1, 'Compare with publicPath', '#compare-with-publicpath', 'Differences.', ''],
      [2, '', '', 'Instance methods.', ''],
      [2, 'createDevServer', '#createdevserver', '返回端口。', ''],
      [3, '', '', '端口号。', ''],
      [4, '', '', 'Words.', ''],
      [4, 'One', '#one', 'Hide the network.', ''],
      [4, 'Two', '#two', 'The url in the terminal.', ''],
      [5, '', '', 'The network url in the terminal.', ''],
    ],
    words: '端口',
  });
  const moreUrls = (query: string) => more.search(query, options).map((hit) => hit.url);

  it('ranks a heading above a reference description that merely mentions an English word', () => {
    expect(moreUrls('publicPath')[0]).toBe('/config/output/asset-prefix#compare-with-publicpath');
  });

  it("counts a run's synonym for the run's words (dev server found as 开发服务器)", () => {
    expect(moreUrls('dev server 端口')[0]).toBe('/zh/config/server/port');
  });

  it('covers a title with the words an unfinished last word completes to', () => {
    const typing = new LocalSearchEngine(
      onePerPage(
        [
          ['/plugins/list/plugin-node-polyfill', 'Node Polyfill Plugin', ['Plugins'], 'Polyfills.'],
          ['/config/output/polyfill', 'output.polyfill', ['Config'], 'Polyfills.'],
        ],
        ['The plugin injects a polyfill for Node modules: polyfill, polyfill.', 'The polyfill mode.'],
      ),
    );
    expect(typing.search('polyfil', options)[0].url).toBe('/config/output/polyfill');
  });

  it('ranks a partial match by its own section, not by words spread over its page', () => {
    expect(moreUrls('hide the network url in the terminal')[0]).toBe('/config/server/print-urls');
  });
});

describe('reader keywords', () => {
  // Each page answers `cdn url` in another place: title, heading, keyword, description, prose.
  const keywordIndex: CompactIndex = {
    v: 2,
    pages: [
      [
        '/config/output/externals',
        'output.externals',
        ['Config'],
        'Leaves dependencies out of the bundle.',
        ['serve react from a cdn', 'script tag library', '外部依赖', '从 CDN 加载'],
      ],
      ['/guide/optimization/cdn', 'CDN URL', ['Guide'], 'Where the files live.'],
      ['/config/output/asset-prefix', 'output.assetPrefix', ['Config'], 'Sets the cdn url of assets.'],
      ['/guide/basic/static-assets', 'Static Assets', ['Guide'], 'Images and fonts.'],
      ['/guide/basic/deploy', 'Deploy', ['Guide'], 'Publishing the site.'],
      ['/config/output/public', 'output.public', ['Config'], 'The public folder.', ['cdn url']],
      ['/config/dev/client', 'dev.client', ['Config'], 'What runs in the browser.', ['hmr through a proxy']],
    ],
    sections: [
      [0, '', '', 'Keeps a package out of the output and reads it from a global.', ''],
      [1, '', '', 'Files for the browser.', ''],
      [2, '', '', 'A prefix.', ''],
      [3, '', '', 'Upload them to a cdn url of your own.', ''],
      [4, '', '', 'Upload the dist folder.', ''],
      [4, 'CDN URL', '#cdn-url', 'Set it per environment.', ''],
      [5, '', '', 'Copied as is.', ''],
      [6, '', '', 'Rsbuild injects code into the page.', ''],
      [6, 'WebSocket URL', '#websocket-url', 'Behind a proxy tool, point the host at the local server.', ''],
    ],
    // As the build cuts the Chinese text of the titles, descriptions, keywords and prose.
    words: '外部 依赖 加载',
  };
  // The rules' order: the learned reordering of the first hits (search-rerank.test.ts) may swap neighbours.
  const keywordEngine = new LocalSearchEngine(keywordIndex, undefined, { learned: false });
  const search = (query: string) => keywordEngine.search(query, options);
  const found = (query: string) => search(query).map((hit) => hit.url);

  it('finds a page by its keywords alone, and shows none of them in the hit', () => {
    const [hit] = search('serve react from a cdn');
    expect(hit.url).toBe('/config/output/externals');
    const shown = [hit.title.text, ...hit.headings.map((heading) => heading.text), hit.snippet?.text];
    expect(shown.join(' ')).not.toMatch(/serve|cdn/i);
    expect(found('script tag')).toEqual(['/config/output/externals']);
  });

  it('ranks a keyword below a title or heading of the same words, above a description and prose', () => {
    // (output.externals follows: its keywords have `cdn` but not `url`.)
    expect(found('cdn url').slice(0, 5)).toEqual([
      '/guide/optimization/cdn',
      '/guide/basic/deploy#cdn-url',
      '/config/output/public',
      '/config/output/asset-prefix',
      '/guide/basic/static-assets',
    ]);
  });

  it('ranks a page whose keyword and description both name the query above a heading of the words', () => {
    const twoFields = new LocalSearchEngine({
      v: 2,
      pages: [
        ['/guide/optimization/optimize-bundle', '产物体积优化', ['指南'], '减小产物体积的方法。'],
        [
          '/plugins/list/plugin-image-compress',
          'Image Compress 插件',
          ['插件'],
          'Image Compress 插件压缩项目中的图片资源。',
          ['图片压缩', '压缩 png'],
        ],
        ['/plugins/list/plugin-other', 'Other 插件', ['插件'], '其他插件。', ['图片压缩']],
      ],
      sections: [
        [0, '', '', '几种减小体积的方法。', ''],
        [0, '图片压缩', '#image-compression', '用插件压缩图片。', ''],
        [1, '', '', '安装插件后即可使用。', ''],
        [2, '', '', '说明。', ''],
      ],
      words: '图片 压缩 产物 体积 插件',
    });
    expect(twoFields.search('图片压缩', options).map((hit) => hit.url)).toEqual([
      '/plugins/list/plugin-image-compress',
      '/guide/optimization/optimize-bundle#image-compression',
      // A keyword alone still ranks below the heading.
      '/plugins/list/plugin-other',
    ]);
  });

  it('covers a keyword whole without its Chinese function words (与, 哪些), as English stop words', () => {
    const faq = new LocalSearchEngine({
      v: 2,
      pages: [
        ['/zh/plugins/dev/', '插件系统', ['插件'], 'Rsbuild 插件与 Rspack 插件的区别和用法。'],
        ['/zh/guide/faq/general', '通用类问题', ['常见问题'], '常见问题。', ['Rsbuild 与 Rspack 区别']],
      ],
      sections: [
        [0, '', '', 'Rsbuild 插件可以修改 Rspack 配置。', ''],
        [1, '', '', 'Rsbuild 基于 Rspack。', ''],
      ],
      words: '插件 区别 用法 配置 基于 常见 问题',
    });
    expect(faq.search('Rsbuild 和 Rspack 的区别', options)[0].url).toBe('/zh/guide/faq/general');
  });

  it('shows a page found by a keyword at its section that has the words, marked there', () => {
    const hits = search('proxy');
    expect(hits.map((hit) => hit.url)).toEqual(['/config/dev/client#websocket-url']);
    const [hit] = hits;
    const marked = hit.snippet?.ranges.map(({ start, length }) =>
      hit.snippet?.text.slice(start, start + length),
    );
    expect(marked).toEqual(['proxy']);
    // Shown above at its section with the words, the page is not shown again for its keywords.
    expect(found('websocket proxy')).toEqual(['/config/dev/client#websocket-url']);
    // No section has `hmr`: the page's first section stands for it.
    expect(found('hmr')).toEqual(['/config/dev/client']);
  });

  it('tokenises keywords as the rest: stems, typo correction, recall of a partial match', () => {
    expect(found('serving react')[0]).toBe('/config/output/externals');
    const corrected = keywordEngine.match('serve raect from a cdn', options);
    expect(corrected.correctedQuery).toBe('serve react from a cdn');
    expect(keywordEngine.hits(corrected, options.snippetLength)[0].url).toBe('/config/output/externals');
    // No page has `mirror`: the page with the other two words still answers.
    expect(found('serve react mirror')).toContain('/config/output/externals');
  });

  it('cuts a Chinese query with the dictionary and finds a Chinese keyword', () => {
    expect(found('如何配置外部依赖')[0]).toBe('/config/output/externals');
    expect(found('从CDN加载')[0]).toBe('/config/output/externals');
  });
});

describe('recall of words written apart, weak words and prose near-matches', () => {
  const page = (url: string, title: string, text: string) => ({
    page: [url, title, ['Guide'], `${title}.`] as [string, string, string[], string],
    text,
  });
  /** An index of one section per page, plus any more sections given as [page, heading, anchor, text]. */
  const indexOf = (
    pages: Array<ReturnType<typeof page>>,
    more: Array<[number, string, string, string]> = [],
    words = '',
  ): CompactIndex => ({
    v: 2,
    pages: pages.map((entry) => entry.page),
    sections: [
      ...pages.map((entry, at): [number, string, string, string, string] => [at, '', '', entry.text, '']),
      ...more.map(([at, heading, anchor, text]): [number, string, string, string, string] => [
        at,
        heading,
        anchor,
        text,
        '',
      ]),
    ],
    words,
  });

  it('finds a name and version typed together (vue3) where the pages write them apart, known or not', () => {
    const versions = new LocalSearchEngine(
      indexOf([
        page('/guide/framework/vue3', 'Vue 3', 'Build a Vue 3 app; TSX works too.'),
        page('/guide/start/quick-start', 'Quick Start', 'Pick the vue3-ts template.'),
        page('/guide/framework/vue2', 'Vue 2', 'Vue 2 apps.'),
      ]),
    );
    const found = (query: string) => versions.search(query, options).map((hit) => hit.url);
    expect(found('vue3 tsx')[0]).toBe('/guide/framework/vue3');
    // A word of fewer than three letters before the number is a name of its own (es5, ie11).
    expect(versions.match('es5', options).terms.map((term) => term.key)).toEqual(['es5']);
  });

  it('corrects a Chinese word one character off an index word (热跟新 → 热更新), unless its parts are found', () => {
    const slips = new LocalSearchEngine(
      indexOf(
        [
          page('/guide/advanced/hmr', '模块热更新', '热更新在修改代码后更新模块。'),
          page('/guide/optimization/optimize-bundle', '优化产物', '选择轻量的库可以减小体积。'),
        ],
        [],
        '热更新 轻量 轻量化',
      ),
    );
    const slip = slips.match('热跟新', options);
    expect(slip.correctedQuery).toBe('热更新');
    expect(slips.hits(slip, options.snippetLength)[0].url).toBe('/guide/advanced/hmr');
    // 轻量库 is on no page, but its part 轻量 is: searched by its parts, not corrected to 轻量化.
    const parts = slips.match('轻量库', options);
    expect(parts.correctedQuery).toBeUndefined();
    expect(slips.hits(parts, options.snippetLength)[0].url).toBe('/guide/optimization/optimize-bundle');
  });

  it('lets the weak words find the pages when no other word of the query is on the site', () => {
    const weak = new LocalSearchEngine(
      indexOf([
        page('/guide/faq/hmr', 'HMR FAQ', '修改代码后页面不生效的排查方法。'),
        page('/guide/start/quick-start', 'Quick Start', '创建项目。'),
      ]),
    );
    expect(weak.search('热跟新 不生效', options).map((hit) => hit.url)).toEqual(['/guide/faq/hmr']);
    // With a word the site has, the weak word only ranks.
    expect(weak.match('项目 不生效', options).strict).toBe(1);
  });

  it('takes quantifiers and fillers (different, own, all, just, 多个, 自己) for weak words: a heading naming the rest wins', () => {
    const quantified = new LocalSearchEngine(
      indexOf(
        [
          page('/guide/basic/configure-rsbuild', 'Configure Rsbuild', 'Intro.'),
          page('/guide/other', 'Other', 'Just a different config file name for each mode.'),
          page('/api/core', 'Core', '合并多个项目的说明。'),
        ],
        [
          [0, 'Config File Name', '#config-file-name', 'Pass it with --config.'],
          [2, '合并配置', '#merge', '合并两份配置。'],
        ],
        '合并 配置 多个 项目',
      ),
    );
    const first = (query: string) => quantified.search(query, options)[0].url;
    expect(first('different config file name')).toBe('/guide/basic/configure-rsbuild#config-file-name');
    const weak = (query: string) =>
      queryTerms(query, new Set(), 10)
        .filter((term) => term.weak)
        .map((term) => term.text);
    expect(weak('build passes even with ts errors')).toEqual(['even']);
    expect(weak('treat less files as css modules')).toEqual(['treat']);
    expect(weak('just use another port instead')).toEqual(['just', 'use', 'another', 'instead']);
    expect(first('合并多个配置')).toBe('/api/core#merge');
  });

  it('ranks a section with all words but one in its prose above full matches through a page title only', () => {
    // Seven pages titled "Delta …" whose second section has the other three words: full matches, but only
    // with the page title's help; one section has three of the four words itself.
    const deltas = Array.from({ length: 7 }, (_, at) => page(`/guide/delta-${at}`, `Delta ${at}`, 'Intro.'));
    const nearMatch = new LocalSearchEngine(
      indexOf(
        [...deltas, page('/guide/other', 'Other', 'Alpha beta gamma, all three here.')],
        deltas.map((_, at): [number, string, string, string] => [at, 'Part', '#part', 'alpha beta gamma']),
      ),
      undefined,
      { learned: false },
    );
    const hits = nearMatch.search('alpha beta gamma delta', options).map((hit) => hit.url);
    expect(hits).toHaveLength(options.limit);
    expect(hits[0]).toBe('/guide/other');
  });
});

describe('a task phrased as a sentence', () => {
  // The same words in the prose of a reference page and a guide: the page's kind decides.
  const pages = new LocalSearchEngine(
    onePerPage(
      [
        ['/config/html/inject', 'html.inject', ['Config'], 'Where the tags go.'],
        ['/guide/basic/html-files', 'HTML Files', ['Guide'], 'What the build writes.'],
      ],
      Array(2).fill('Variables of a template, with examples.'),
    ),
  );
  const first = (query: string) => pages.search(query, options)[0].url;

  it('ranks a guide above an equal reference match when the query has function words, below it otherwise', () => {
    expect(first('template variables')).toBe('/config/html/inject');
    expect(first('variables in a template')).toBe('/guide/basic/html-files');
  });
});

describe('a question a heading asks', () => {
  const pages = new LocalSearchEngine({
    v: 2,
    pages: [
      ['/', 'Rsbuild', [], 'The Rspack-based build tool.'],
      ['/guide/start/', 'Introduction', ['Guide'], 'Rsbuild is a build tool.'],
      ['/zh/guide/start/', '介绍', ['指南'], 'Rsbuild 是构建工具。'],
    ],
    sections: [
      [0, '', '', 'Rsbuild builds web apps with Rspack.', ''],
      [1, '', '', 'Read on to learn about Rsbuild.', ''],
      [1, 'What is Rsbuild?', '#what-is-rsbuild', 'Rsbuild is a build tool based on Rspack.', ''],
      [2, '什么是 Rsbuild？', '#what-is-rsbuild', 'Rsbuild 是基于 Rspack 的构建工具。', ''],
    ],
    words: '构建 工具 什么',
  });
  const first = (query: string) => pages.search(query, options)[0].url;

  it('ranks a heading that asks what the query asks, question words and all, as a title', () => {
    expect(first('what is rsbuild')).toBe('/guide/start/#what-is-rsbuild');
    expect(first('Rsbuild 是什么')).toBe('/zh/guide/start/#what-is-rsbuild');
    // Without its question words the query names a topic: the page titled so comes first.
    expect(first('rsbuild')).toBe('/');
  });

  it('ranks a heading that quotes the query, function words and all (an error message), as a heading', () => {
    const errors = new LocalSearchEngine({
      v: 2,
      pages: [
        ['/config/tools/postcss', 'tools.postcss', ['Config'], 'Add a PostCSS plugin or change its options.'],
        ['/guide/faq/exceptions', 'Exceptions FAQ', ['FAQ'], 'Errors and their fixes.'],
      ],
      sections: [
        [0, '', '', 'Each PostCSS plugin runs after the built-in ones. A plugin is not loaded twice.', ''],
        [1, '', '', 'Fixes.', ''],
        [1, 'Error: [object Object] is not a PostCSS plugin', '#postcss', 'Install postcss 8.', ''],
      ],
      words: '',
    });
    expect(errors.search('is not a PostCSS plugin', options)[0].url).toBe('/guide/faq/exceptions#postcss');
  });
});
