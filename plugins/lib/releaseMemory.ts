/**
 * Frees the garbage of bundling before static generation starts. The build's memory peaks in the last
 * locale's SSG, when its worker threads load the server bundle while the main thread still holds what the
 * earlier locales and this locale's compiles left behind but V8 has not collected yet. One full collection
 * at the end of bundling lets V8 give those pages back to the system before the threads start.
 */
import v8 from 'node:v8';
import vm from 'node:vm';

let collect: (() => void) | undefined;

/** A full garbage collection of the main thread, without starting Node with --expose-gc. */
export function collectGarbage(): void {
  if (!collect) {
    v8.setFlagsFromString('--expose-gc');
    collect = vm.runInNewContext('gc') as () => void;
  }
  collect();
}

interface DoneCompiler {
  hooks: { done: { tap: (name: string, hook: () => void) => void } };
}

/**
 * Rspack plugins for the client and the server compile of one locale: once both are done, one full
 * collection; `collected` gets its duration (ms) and the heap used before it (bytes).
 */
export function collectAfterBundling(
  collected: (ms: number, heapBefore: number) => void,
  compiles = 2,
): { apply: (compiler: DoneCompiler) => void }[] {
  let pending = compiles;
  const plugin = {
    apply(compiler: DoneCompiler) {
      compiler.hooks.done.tap('release-memory', () => {
        pending -= 1;
        if (pending) return;
        const started = performance.now();
        const heapBefore = process.memoryUsage().heapUsed;
        collectGarbage();
        collected(performance.now() - started, heapBefore);
      });
    },
  };
  return [plugin];
}
