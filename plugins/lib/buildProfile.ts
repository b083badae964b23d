/**
 * The site's own build steps in the build log's phase timings: with DOCUSAURUS_PERF_LOGGER=true, Docusaurus
 * prints "[PERF] Build > <locale> > <phase> - <time> - (Heap …)" for its phases, and `npm run bench` reads
 * them (scripts/bench/phases.mjs). These helpers print lines of the same form for steps Docusaurus does not
 * time on its own (each compile, each plugin's postBuild work); without the variable they print nothing.
 */
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import { collectAfterBundling } from './releaseMemory';
import { sitePostcssOptions } from '../../config/build';
import { replacePostBuild } from './postBuildWrites';

const enabled = () => process.env.DOCUSAURUS_PERF_LOGGER === 'true';
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)}mb`;

/** Prints one phase line; `label` is the full path ("Build > en > postBuild() > search index"). */
export function printPhase(label: string, ms: number, heapBefore: number): void {
  if (!enabled()) return;
  const { heapUsed, heapTotal } = process.memoryUsage();
  const time = ms >= 1000 ? `${(ms / 1000).toFixed(2)} seconds!` : `${ms.toFixed(2)} ms`;
  console.log(
    `[PERF] ${label} - ${time} - (Heap ${mb(heapBefore)} -> ${mb(heapUsed)} / Total ${mb(heapTotal)})`,
  );
}

/** Label of a step of the site's postBuild work in a locale's build. */
export const postBuildStep = (locale: string, step: string) => `Build > ${locale} > postBuild() > ${step}`;

/** Runs `run` and prints its duration under `label`. */
export async function timedStep<T>(label: string, run: () => Promise<T> | T): Promise<T> {
  const started = performance.now();
  const heapBefore = process.memoryUsage().heapUsed;
  try {
    return await run();
  } finally {
    printPhase(label, performance.now() - started, heapBefore);
  }
}

/** The part of Rspack's compiler these timers use (the types of @rspack/core are not a dependency here). */
interface TimedCompiler {
  hooks: {
    beforeRun: { tap: (name: string, hook: () => void) => void };
    done: { tap: (name: string, hook: () => void) => void };
  };
}

/** An Rspack plugin that prints how long one compiler's run took (client and server compile at once). */
export function compileTimer(label: string): { apply: (compiler: TimedCompiler) => void } {
  return {
    apply(compiler) {
      let started = 0;
      let heapBefore = 0;
      compiler.hooks.beforeRun.tap('compile-timer', () => {
        started = performance.now();
        heapBefore = process.memoryUsage().heapUsed;
      });
      compiler.hooks.done.tap('compile-timer', () =>
        printPhase(label, performance.now() - started, heapBefore),
      );
    },
  };
}

/** The plugin module with its postBuild timed as a step of the locale's postBuild, named after the plugin. */
export function profiledPostBuild<Module extends PluginModule>(module: Module): Module {
  return replacePostBuild(
    module,
    (postBuild, plugin, context) => (props) =>
      timedStep(postBuildStep(context.i18n.currentLocale, plugin.name), () => postBuild.call(plugin, props)),
  );
}

/**
 * The site's hooks into each locale's bundling: the time of the client and the server compile (Docusaurus
 * times only the two together) with DOCUSAURUS_PERF_LOGGER=true, and in production builds one garbage
 * collection once both are done (releaseMemory.ts); and the stylesheets' PostCSS plugins (config/build.ts).
 */
export function bundlingPlugin(context: LoadContext): Plugin {
  const bundling = `Build > ${context.i18n.currentLocale} > Bundling with rspack`;
  const collect =
    process.env.NODE_ENV === 'production'
      ? collectAfterBundling((ms, heapBefore) =>
          printPhase(`${bundling} > garbage collection`, ms, heapBefore),
        )
      : [];
  return {
    name: 'bundling',
    // A plugin of its own would add an empty line to every page's head.
    configurePostCss: sitePostcssOptions,
    configureWebpack(_config, isServer) {
      const timers = enabled()
        ? [compileTimer(`${bundling} > ${isServer ? 'server' : 'client'} compile`)]
        : [];
      return { plugins: [...timers, ...collect] };
    },
  };
}
