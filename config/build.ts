/**
 * How the site is built: Docusaurus Faster (Rspack, SWC, Lightning CSS, SSG worker threads) with every option
 * on, except two. The HTML minifier is Docusaurus's other one (html-minifier-terser): SWC's drops optional
 * end tags (`</td>`, `</p>`) and the quotes of `href=/guide/start/>`, which HTML-to-Markdown converters of AI
 * agents misread (AFDocs: a table page lost 41 % of its text, navbar links read as empty); keeping them costs
 * 0.7 % of the pages' gzip bytes and about 4.5 s of CPU per build (maintainers/llms.md). And Rspack's
 * persistent cache in production builds. CI and most deploy hosts build from a clean
 * clone: there the cache is never read, and writing it cost a cold build of both locales 3.4 s of 21.6 s and
 * 150 MB of peak memory (maintainers/performance.md). The dev server keeps it (restarts start warm), and a
 * host that keeps node_modules/.cache between builds can turn it on with BUILD_CACHE=true.
 */
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
