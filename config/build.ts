/**
 * How the site is built: Docusaurus Faster (Rspack, SWC, Lightning CSS) with every option on, except three.
 * Docusaurus does not minify the pages (`skipDocusaurusHtmlMinifier`): its SWC minifier drops optional end
 * tags (`</td>`, `</p>`) and the quotes of `href=/guide/start/>`, which HTML-to-Markdown converters of AI agents
 * misread (AFDocs: a table page lost 41 % of its text, navbar links read as empty), and its other one,
 * html-minifier-terser, cost about 4.5 s of CPU per build; the site runs SWC's with end tags and quotes kept in
 * postBuild (plugins/minify-html). No SSG worker threads: Docusaurus starts one per 100 pages (2 for this
 * site's 175 a locale, on any machine), each loading the server bundle again; on the main thread SSG took
 * 4.5 / 3.5 s instead of 7.4 / 6.7 s (en / zh) on 2 cores (CHANGELOG). And no Rspack persistent cache in
 * production builds. CI and most deploy hosts build from a clean clone: there the cache is never read, and
 * writing it cost a cold build of both locales 3.4 s of 21.6 s and 150 MB of peak memory. The dev server
 * keeps it (restarts start warm), and a host that keeps node_modules/.cache between builds can turn it on
 * with BUILD_CACHE=true.
 */
import { createRequire } from 'node:module';
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
    ssgWorkerThreads: false,
    gitEagerVcs: true,
  };
}

export interface HtmlMinifierModule {
  getHtmlMinifier: (options: { type: string }) => Promise<{ minify: (html: string) => Promise<unknown> }>;
}

/**
 * Turns Docusaurus's HTML minifier off in SSG. Its switch, `SKIP_HTML_MINIFICATION`, is read when Docusaurus
 * loads its bundler, before this config: too late for SSG on the main thread. So the minifier that
 * `@docusaurus/bundler` hands out is replaced by one that returns each page as it is; an upgrade that moves it
 * fails the build here instead of minifying the pages twice.
 */
export function skipDocusaurusHtmlMinifier(): void {
  const requireFromCore = createRequire(require.resolve('@docusaurus/core/package.json'));
  const minifyHtml = requireFromCore('@docusaurus/bundler/lib/minifyHtml.js') as Partial<HtmlMinifierModule>;
  if (typeof minifyHtml.getHtmlMinifier !== 'function') {
    throw new Error(
      '@docusaurus/bundler/lib/minifyHtml.js no longer exports getHtmlMinifier: update ' +
        'skipDocusaurusHtmlMinifier in config/build.ts, or the pages are minified twice.',
    );
  }
  minifyHtml.getHtmlMinifier = async () => ({ minify: async (html) => ({ code: html, warnings: [] }) });
}

/** Whether a PostCSS plugin entry (a path, a [path, options] pair or a plugin object) is postcss-preset-env. */
function isPresetEnv(plugin: unknown): boolean {
  const entry: unknown = Array.isArray(plugin) ? plugin[0] : plugin;
  return typeof entry === 'string' && entry.includes(`${path.sep}postcss-preset-env${path.sep}`);
}

/**
 * The site's PostCSS options: without postcss-preset-env, which Docusaurus adds to every stylesheet (Lightning
 * CSS, the minimizer, already prefixes and lowers the CSS for the browserslist); the plugins others add (the
 * cascade layers of `future.v4`) stay. And no PostCSS config file lookup: the site has none, and postcss-loader
 * searched 27 file names in the folder of every stylesheet for one (1.2 s of CPU a build, in cosmiconfig).
 */
export function sitePostcssOptions<T extends { plugins?: unknown[] }>(options: T): T & { config: false } {
  return {
    ...options,
    plugins: (options.plugins ?? []).filter((plugin) => !isPresetEnv(plugin)),
    config: false,
  };
}
