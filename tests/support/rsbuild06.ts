/**
 * Builds a small project with @rsbuild/core 0.6.4, the release the pages describe, for the tests that prove a
 * FAQ answer (`tests/content/faq-*.test.ts`): a fixture under `tests/rsbuild-fixtures/<name>/` is built once
 * with the configuration that shows the problem and once with the documented fix.
 *
 * The fixture stays where it is (so its imports resolve through the repository's node_modules, and a fake
 * package can be a folder with its own package.json); only the output goes to a temporary folder.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Rsbuild's configuration object, as plain data (the fixtures' tests are checked by running them). */
export type FixtureConfig = Record<string, unknown>;

interface Rsbuild06 {
  createRsbuild: (options: {
    cwd: string;
    rsbuildConfig: FixtureConfig;
  }) => Promise<{ build: () => Promise<void> }>;
  mergeRsbuildConfig: (...configs: FixtureConfig[]) => FixtureConfig;
  logger: { level: string };
}

// Required, not imported: the 0.6.4 declarations bring autoprefixer's and browserslist's global `ProcessEnv`
// into the site's type check, where `process.env` then no longer passes as the config's options object.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createRsbuild, logger, mergeRsbuildConfig } = require('@rsbuild/core') as Rsbuild06;

// Rsbuild's own lines ("ready", "dist path") would bury the test report; its errors still print.
logger.level = 'error';

export const RSBUILD_FIXTURES_DIR = path.join(__dirname, '..', 'rsbuild-fixtures');

/**
 * The output folders of the fixtures a test file built or served, removed after its tests (a root-level hook,
 * so after the file's own hooks have stopped its servers). Not on the process's exit: Jest gives each test
 * file a `process` object of its own whose events never fire, and every run left 44 folders in the temp dir.
 */
const outputDirs: string[] = [];
afterAll(() => {
  for (const dir of outputDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A new, empty output folder in the temp dir, removed after the test file. */
function outputDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  outputDirs.push(dir);
  return dir;
}

export interface BuiltFixture {
  /** Absolute path of the output folder. */
  distDir: string;
  /** Every output file's text, by its path relative to `distDir` (forward slashes). */
  files: Map<string, string>;
  /** The output files whose relative path matches, joined (for "is this CSS rule in the build?"). */
  text: (pathPattern: RegExp) => string;
}

function readTree(root: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    files.set(path.relative(root, absolute).split(path.sep).join('/'), fs.readFileSync(absolute, 'utf8'));
  }
  return files;
}

/**
 * Builds `tests/rsbuild-fixtures/<name>` in production mode (or `mode`) with `rsbuildConfig` merged over the
 * fixture's defaults (no `rsbuild.config.*` file is read). The output is removed after the test file.
 */
export async function buildFixture(
  name: string,
  rsbuildConfig: FixtureConfig = {},
  mode: 'production' | 'development' = 'production',
): Promise<BuiltFixture> {
  const cwd = path.join(RSBUILD_FIXTURES_DIR, name);
  if (!fs.existsSync(cwd)) throw new Error(`No fixture ${name} in ${RSBUILD_FIXTURES_DIR}`);
  const distDir = outputDir(`rsbuild06-${name}-`);
  const previousEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = mode;
  try {
    const rsbuild = await createRsbuild({
      cwd,
      rsbuildConfig: mergeRsbuildConfig(
        // Quiet, reproducible: no progress bar, no size report, output outside the repository.
        {
          dev: { progressBar: false },
          performance: { printFileSize: false },
          output: { distPath: { root: distDir } },
        },
        rsbuildConfig,
      ),
    });
    await rsbuild.build();
  } finally {
    process.env.NODE_ENV = previousEnv;
  }
  const files = readTree(distDir);
  return {
    distDir,
    files,
    text: (pathPattern) =>
      [...files]
        .filter(([file]) => pathPattern.test(file))
        .map(([, content]) => content)
        .join('\n'),
  };
}

/** A fixture's dev server, started by `startFixtureDevServer`. */
export interface FixtureDevServer {
  /** The port it listens on, on 127.0.0.1. */
  port: number;
  /** Stops the server and its compiler's watcher. */
  close: () => Promise<void>;
}

interface Rsbuild06DevServer {
  listen: () => Promise<{ port: number; server: { close: () => Promise<void> } }>;
  close: () => Promise<void>;
}

// The same function as `createRsbuild` above, typed for the dev server: kept apart so buildFixture's typing stays
// as it is.
const createRsbuildWithServer = createRsbuild as unknown as (options: {
  cwd: string;
  rsbuildConfig: FixtureConfig;
}) => Promise<{ createDevServer: () => Promise<Rsbuild06DevServer> }>;

/** A port nothing listens on right now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the dev server of `tests/rsbuild-fixtures/<name>` in development mode, on 127.0.0.1 and a free port
 * (or `server.port` of `rsbuildConfig`), with `rsbuildConfig` merged over quiet defaults. Rejects with Rsbuild's
 * own error when the server cannot start, after stopping the compiler it had already started, so a test can
 * assert the message a reader sees.
 */
export async function startFixtureDevServer(
  name: string,
  rsbuildConfig: FixtureConfig = {},
): Promise<FixtureDevServer> {
  const cwd = path.join(RSBUILD_FIXTURES_DIR, name);
  if (!fs.existsSync(cwd)) throw new Error(`No fixture ${name} in ${RSBUILD_FIXTURES_DIR}`);
  const distDir = outputDir(`rsbuild06-dev-${name}-`);
  const defaults = {
    dev: { progressBar: false },
    output: { distPath: { root: distDir } },
    server: { host: '127.0.0.1', port: await freePort(), printUrls: false },
  };
  // Jest sets NODE_ENV to `test`, which Rsbuild would take for a production-like mode: the dev server a reader
  // runs builds in development mode.
  const previousEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'development';
  try {
    const rsbuild = await createRsbuildWithServer({
      cwd,
      rsbuildConfig: mergeRsbuildConfig(defaults, rsbuildConfig),
    });
    const devServer = await rsbuild.createDevServer();
    try {
      const { port, server } = await devServer.listen();
      return { port, close: () => server.close() };
    } catch (error) {
      await devServer.close();
      throw error;
    }
  } finally {
    process.env.NODE_ENV = previousEnv;
  }
}
