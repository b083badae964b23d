/** Starts the search worker. Its own module: `import.meta.url` is what the bundler turns into the chunk URL. */
export function spawnSearchWorker(): Worker {
  return new Worker(new URL('../worker/searchWorker.ts', import.meta.url), { name: 'search' });
}
