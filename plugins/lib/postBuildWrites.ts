/**
 * Docusaurus starts every plugin's postBuild at once (one Promise.all in its buildLocale), so a plugin that
 * reads the built files there (the built-text check, the security headers) could read a page that another
 * postBuild is still rewriting, or miss a file not written yet. A plugin whose postBuild writes into the
 * build is registered with `writesInPostBuild` in docusaurus.config.ts; a reader awaits
 * `postBuildWritesDone(outDir)` before it reads.
 */
import type { Plugin, PluginModule } from '@docusaurus/types';

/** The running postBuild of each registered writer, by the output folder it writes into. */
const running = new Map<string, Set<Promise<unknown>>>();

function track(outDir: string, run: Promise<unknown>): void {
  const runs = running.get(outDir) ?? new Set();
  running.set(outDir, runs);
  runs.add(run);
  // Settled runs are dropped; a failure is the build's failure and is reported by Docusaurus, not here.
  run.then(
    () => runs.delete(run),
    () => runs.delete(run),
  );
}

/** The plugin module with its postBuild tracked; its options validation and the rest are kept. */
export function writesInPostBuild<Module extends PluginModule>(module: Module): Module {
  const wrapped = async (...args: Parameters<PluginModule>) => {
    const plugin: Plugin | null = await module(...args);
    const postBuild = plugin?.postBuild;
    if (!plugin || !postBuild) return plugin;
    return {
      ...plugin,
      postBuild(props: Parameters<typeof postBuild>[0]) {
        const run = Promise.resolve(postBuild.call(plugin, props));
        track(props.outDir, run);
        return run;
      },
    };
  };
  return Object.assign(wrapped, module);
}

/**
 * Resolves once every registered writer's postBuild for `outDir` has finished (or failed). Docusaurus calls
 * all the postBuilds in one synchronous loop, so after this macrotask every writer of this build has
 * started and is tracked.
 */
export async function postBuildWritesDone(outDir: string): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  await Promise.allSettled([...(running.get(outDir) ?? [])]);
}

/** The plugin module without its postBuild: for a build that never serves what that step writes. */
export function withoutPostBuild<Module extends PluginModule>(module: Module): Module {
  const wrapped = async (...args: Parameters<PluginModule>) => {
    const plugin: Plugin | null = await module(...args);
    if (!plugin?.postBuild) return plugin;
    const { postBuild: _skipped, ...rest } = plugin;
    return rest;
  };
  return Object.assign(wrapped, module);
}
