/**
 * How the site is built: Docusaurus Faster (Rspack, SWC, Lightning CSS, SSG worker threads) with every option
 * on, except Rspack's persistent cache in production builds. CI and most deploy hosts build from a clean
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
    swcHtmlMinimizer: true,
    lightningCssMinimizer: true,
    mdxCrossCompilerCache: true,
    rspackBundler: true,
    rspackPersistentCache: !production || env.BUILD_CACHE === 'true',
    ssgWorkerThreads: true,
    gitEagerVcs: true,
  };
}
