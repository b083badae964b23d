/**
 * Docusaurus starts every plugin's postBuild at once (one Promise.all in its buildLocale), so a plugin that
 * reads the built files there (the built-text check, the security headers) could read a page that another
 * postBuild is still rewriting, or miss a file not written yet. A plugin whose postBuild writes into the
 * build is registered with `writesInPostBuild` in docusaurus.config.ts; a reader awaits
 * `postBuildWritesDone(outDir)` before it reads.
 */
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';

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

type PostBuild = NonNullable<Plugin['postBuild']>;

/**
 * The plugin module with its plugin's postBuild replaced by what `replace` makes of it (no postBuild when it
 * gives undefined); a plugin without one, and the module's options validation and the rest, are kept.
 */
export function replacePostBuild<Module extends PluginModule>(
  module: Module,
  replace: (postBuild: PostBuild, plugin: Plugin, context: LoadContext) => PostBuild | undefined,
): Module {
  const wrapped = async (...args: Parameters<PluginModule>) => {
    const plugin: Plugin | null = await module(...args);
    if (!plugin?.postBuild) return plugin;
    const { postBuild, ...rest } = plugin;
    const replaced = replace(postBuild, plugin, args[0]);
    return replaced ? { ...rest, postBuild: replaced } : rest;
  };
  return Object.assign(wrapped, module);
}

/** The plugin module with its postBuild tracked. */
export function writesInPostBuild<Module extends PluginModule>(module: Module): Module {
  return replacePostBuild(module, (postBuild, plugin) => (props) => {
    const run = Promise.resolve(postBuild.call(plugin, props));
    track(props.outDir, run);
    return run;
  });
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
  return replacePostBuild(module, () => undefined);
}
