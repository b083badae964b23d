// The search quality query set: what readers type, in English and Chinese, each with the page it should
// find (route without the locale prefix). Spread over every section and over the ways readers ask: option
// keys in every written form, tasks, error words, plugin names, API calls, Chinese titles and questions.
// tests/e2e/search-quality.test.mjs requires 90 % top-1 and 100 % top-7 per language; `npm run bench`
// prints top-1, top-3 and top-7.

/** @type {Record<'en' | 'zh', Array<[string, string]>>} */
export const QUERY_SET = {
  en: [
    ['distPath', '/config/output/dist-path'],
    ['output.distPath', '/config/output/dist-path'],
    ['dist path', '/config/output/dist-path'],
    ['output dist path', '/config/output/dist-path'],
    ['change the output folder', '/config/output/dist-path'],
    ['server.port', '/config/server/port'],
    ['dev server port', '/config/server/port'],
    ['proxy', '/config/server/proxy'],
    ['proxy websocket', '/config/server/proxy'],
    ['hmr', '/config/dev/hmr'],
    ['hot module replacement', '/guide/advanced/hmr'],
    ['source.alias', '/config/source/alias'],
    ['path aliases', '/guide/advanced/alias'],
    ['sourceMap', '/config/output/source-map'],
    ['source map', '/config/output/source-map'],
    ['minify', '/config/output/minify'],
    ['polyfill', '/config/output/polyfill'],
    ['browserslist', '/guide/advanced/browserslist'],
    ['tailwindcss', '/guide/basic/tailwindcss'],
    ['environment variables', '/guide/advanced/env-vars'],
    ['module federation', '/config/module-federation/options'],
    ['chunkSplit', '/config/performance/chunk-split'],
    ['chunk splitting practice', '/guide/optimization/split-chunk'],
    ['reduce bundle size', '/guide/optimization/optimize-bundle'],
    ['improve build performance', '/guide/optimization/build-performance'],
    ['plugin hooks', '/plugins/dev/hooks'],
    ['react plugin', '/plugins/list/plugin-react'],
    ['pluginReact', '/plugins/list/plugin-react'],
    ['tools.sass', '/config/tools/sass'],
    ['svgr', '/plugins/list/plugin-svgr'],
    ['type check', '/plugins/list/plugin-type-check'],
    ['html template', '/config/html/template'],
    ['favicon', '/config/html/favicon'],
    ['createRsbuild', '/api/javascript-api/core'],
    ['rsbuild instance', '/api/javascript-api/instance'],
    ['quick start', '/guide/start/quick-start'],
    ['migrate from create react app', '/guide/migration/cra'],
    ['webpack migration', '/guide/migration/webpack'],
    ['tree shaking does not take effect', '/guide/faq/exceptions'],
    ['historyApiFallback', '/config/server/history-api-fallback'],
    ['clean dist path', '/config/output/clean-dist-path'],
    ['filename hash', '/config/output/filename-hash'],
    ['remove console', '/config/performance/remove-console'],
    ['vue jsx', '/plugins/list/plugin-vue-jsx'],
    ['rsdoctor', '/guide/debug/rsdoctor'],
    ['debug mode', '/guide/debug/debug-mode'],
    ['decorators', '/config/source/decorators'],
  ],
  zh: [
    ['端口', '/config/server/port'],
    ['热更新', '/guide/advanced/hmr'],
    ['路径别名', '/guide/advanced/alias'],
    ['别名', '/guide/advanced/alias'],
    ['产物目录', '/guide/basic/output-files'],
    ['如何修改产物目录', '/guide/basic/output-files'],
    ['代理', '/config/server/proxy'],
    ['环境变量', '/guide/advanced/env-vars'],
    ['浏览器兼容性', '/guide/advanced/browser-compatibility'],
    ['设置浏览器范围', '/guide/advanced/browserslist'],
    ['模块联邦', '/config/module-federation/options'],
    ['拆包', '/guide/optimization/split-chunk'],
    ['产物体积优化', '/guide/optimization/optimize-bundle'],
    ['提升构建性能', '/guide/optimization/build-performance'],
    ['构建性能分析', '/guide/debug/build-profiling'],
    ['调试模式', '/guide/debug/debug-mode'],
    ['命令行工具', '/guide/basic/cli'],
    ['开发服务器', '/guide/basic/server'],
    ['引用静态资源', '/guide/basic/static-assets'],
    ['静态资源内联', '/guide/optimization/inline-assets'],
    ['快速上手', '/guide/start/quick-start'],
    ['名词解释', '/guide/start/glossary'],
    ['插件系统', '/plugins/dev/'],
    ['配置 HTML 模板', '/guide/basic/html-template'],
    ['引用样式资源', '/guide/basic/css-usage'],
    ['使用 TypeScript', '/guide/basic/typescript'],
    ['异常类问题', '/guide/faq/exceptions'],
    ['distPath', '/config/output/dist-path'],
    ['server.proxy', '/config/server/proxy'],
    ['React 插件', '/plugins/list/plugin-react'],
    ['Vue 插件', '/plugins/list/plugin-vue'],
    ['类型检查', '/plugins/list/plugin-type-check'],
    ['源码映射', '/config/output/source-map'],
    ['迁移 webpack', '/guide/migration/webpack'],
    ['从 Create React App 迁移', '/guide/migration/cra'],
    ['如何配置 Rspack', '/guide/basic/configure-rspack'],
    ['配置 Rsbuild', '/guide/basic/configure-rsbuild'],
    ['使用 Tailwind CSS', '/guide/basic/tailwindcss'],
    ['热更新不生效', '/guide/faq/hmr'],
    ['引用 JSON 文件', '/guide/basic/json-files'],
    ['移除 console', '/config/performance/remove-console'],
    ['装饰器', '/config/source/decorators'],
  ],
};

/** The locale's route prefix. */
const LOCALE_PREFIX = { en: '/', zh: '/zh/' };

/**
 * Where the expected page ranks among the hit pages (1-based; 0 when missing), from the hits' hrefs.
 * `expected` is a route, optionally with an anchor (the page counts), or a list of routes that answer the
 * query equally (the best-ranked one counts).
 * @param {string[]} hrefs
 * @param {string} locale
 * @param {string | string[]} expected
 */
export function rankOf(hrefs, locale, expected) {
  const pages = hrefs.map((href) => href.split('#')[0]);
  const ranks = [expected]
    .flat()
    .map((route) => pages.indexOf((locale === 'zh' ? '/zh' : '') + route.split('#')[0]) + 1)
    .filter((rank) => rank > 0);
  return ranks.length ? Math.min(...ranks) : 0;
}

/** Top-1, top-3 and top-7 shares (0..1) of a list of ranks. */
export function summarize(ranks) {
  const share = (n) => ranks.filter((rank) => rank > 0 && rank <= n).length / ranks.length;
  return { queries: ranks.length, top1: share(1), top3: share(3), top7: share(7) };
}

/**
 * Runs a query set (the locale's QUERY_SET unless `queries` is given: [query, expected] pairs) through the
 * search dialog of `page` (a Playwright page on the built site): opens it once, then for each query empties
 * the input (which clears the list at once), types the query and reads the hits. Returns one
 * { query, expected, rank, first, hits } per query (`hits`: how many hits the dialog listed).
 * @param {any} page
 * @param {string} origin
 * @param {string} locale
 * @param {Array<[string, string | string[]]>} [queries]
 */
export async function runQuerySet(
  page,
  origin,
  locale,
  queries = QUERY_SET[/** @type {'en' | 'zh'} */ (locale)],
) {
  const prefix = LOCALE_PREFIX[locale];
  await page.goto(new URL(prefix, origin).href);
  await page.waitForFunction(
    () => document.documentElement.getAttribute('data-has-hydrated') === 'true',
    null,
    { timeout: 15000 },
  );
  await page.keyboard.press('Control+k');
  const input = page.getByRole('dialog').getByRole('combobox');
  await input.waitFor();
  const results = [];
  for (const [query, expected] of queries) {
    await input.fill('');
    await page.waitForFunction(
      () => !document.querySelector('dialog [role="option"], dialog [class*="noResults"]'),
    );
    await input.fill(query);
    await page
      .locator('dialog [role="option"], dialog [class*="noResults"]')
      .first()
      .waitFor({ timeout: 15000 });
    const hrefs = await page
      .locator('dialog [role="option"]')
      .evaluateAll((options) =>
        options.map((option) => new URL(option.href).pathname + new URL(option.href).hash),
      );
    results.push({
      query,
      expected,
      rank: rankOf(hrefs, locale, expected),
      first: hrefs[0] ?? '',
      hits: hrefs.length,
    });
  }
  return results;
}
