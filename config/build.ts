/**
 * How the site is built: Docusaurus Faster (Rspack, SWC, Lightning CSS, SSG worker threads) with every option
 * on, except two. Docusaurus does not minify the pages (`skipDocusaurusHtmlMinifier`): its SWC minifier drops
 * optional end tags (`</td>`, `</p>`) and the quotes of `href=/guide/start/>`, which HTML-to-Markdown
 * converters of AI agents misread (AFDocs: a table page lost 41 % of its text, navbar links read as empty),
 * and its other one, html-minifier-terser, cost about 4.5 s of CPU per build; the site runs SWC's with end
 * tags and quotes kept in postBuild (plugins/minify-html). And Rspack's persistent cache in production builds. CI and most deploy hosts build from a clean
 * clone: there the cache is never read, and writing it cost a cold build of both locales 3.4 s of 21.6 s and
 * 150 MB of peak memory (maintainers/performance.md). The dev server keeps it (restarts start warm), and a
 * host that keeps node_modules/.cache between builds can turn it on with BUILD_CACHE=true.
 */
import path from 'node:path';
import type { FasterConfig } from '@docusaurus/types';

export function fasterOptions(env: Record<string, string | undefined> = process.env): FasterConfig {
  const production = env.NODE_ENV === 'production';
  return {
    swcJsLoader: true,
    swcJsMinimizer: true,
    swcHtmlMinimizer: false,
    lightningCssMinimizer: true,
    mdxCrossCompilerCache: true,
    rspackBundler: true,
    rspackPersistentCache: !production || env.BUILD_CACHE === 'true',
    ssgWorkerThreads: true,
    gitEagerVcs: true,
  };
}

/**
 * Turns Docusaurus's HTML minifier off for the SSG worker threads, which read the variable when they start,
 * after the config. Docusaurus's main thread read it before: where SSG runs there (one CPU, or worker threads
 * off), pages are minified twice, which is slower but yields valid HTML.
 */
export function skipDocusaurusHtmlMinifier(env: Record<string, string | undefined> = process.env): void {
  env.SKIP_HTML_MINIFICATION = 'true';
}

/** Whether a PostCSS plugin entry (a path, a [path, options] pair or a plugin object) is postcss-preset-env. */
function isPresetEnv(plugin: unknown): boolean {
  const entry: unknown = Array.isArray(plugin) ? plugin[0] : plugin;
  return typeof entry === 'string' && entry.includes(`${path.sep}postcss-preset-env${path.sep}`);
}

/**
 * PostCSS options without postcss-preset-env, which Docusaurus adds to every stylesheet; the plugins others
 * add (the cascade layers of `future.v4`) stay. Lightning CSS, the minimizer, already prefixes and lowers the
 * CSS for the browserslist.
 */
export function withoutPostcssPresetEnv<T extends { plugins?: unknown[] }>(options: T): T {
  return { ...options, plugins: (options.plugins ?? []).filter((plugin) => !isPresetEnv(plugin)) };
}
