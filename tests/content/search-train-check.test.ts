/**
 * @jest-environment node
 */
// `npm run search:train -- --check` fails on a stale model and says how to refresh it. The trainer runs as
// the child process it is in the benchmark (through Node's TypeScript loader), on a copy of the committed
// files in a temporary --model-dir, so the committed model need not be fresh. A model fitted for other
// features is stale whatever the fit gives, so it fails before fitting (the fit itself needs a build and
// minutes: the benchmark runs it, `npm run bench`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const MODEL = 'searchRanker.json';
const ASKED = 'searchAskedWords.json';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-train-check-'));
  for (const file of [MODEL, ASKED]) fs.copyFileSync(path.join(ROOT, 'config', file), path.join(dir, file));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs the check on the files in `dir`, searching the build in `buildDir`. */
function check(buildDir: string) {
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      './scripts/lib/typescriptLoader.mjs',
      'scripts/search/train.mjs',
      '--check',
      '--model-dir',
      dir,
    ],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, SEARCH_BUILD_DIR: buildDir } },
  );
  return { status: result.status, output: result.stdout + result.stderr };
}

const modelFile = () => path.join(dir, MODEL);
const readModel = () => JSON.parse(fs.readFileSync(modelFile(), 'utf8')) as { features: string[] };

describe('npm run search:train -- --check', () => {
  it('fails on a model fitted for other features, naming the file and the commands that refresh it', () => {
    const model = readModel();
    model.features = [...model.features.slice(1), 'a feature rerank.ts no longer has'];
    fs.writeFileSync(modelFile(), JSON.stringify(model));
    const { status, output } = check(path.join(dir, 'no-build'));
    expect(status).toBe(1);
    expect(output).toContain(`${modelFile()} was fitted for other features`);
    expect(output).toMatch(/run npm run build, then npm run search:train, then npm run build again/);
  }, 60_000);

  it("lets a model of rerank.ts's features through to the fit, which then needs a build", () => {
    const { status, output } = check(path.join(dir, 'no-build'));
    expect(status).not.toBe(0);
    expect(output).not.toContain('was fitted for other features');
    expect(output).toContain(path.join(dir, 'no-build'));
  }, 60_000);
});
