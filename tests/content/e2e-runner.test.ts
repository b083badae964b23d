// The e2e runner (scripts/test-e2e.mjs) and the turns its files take (tests/e2e/between-files.mjs), run as the
// child processes they are in `npm run test:e2e`, on small test files of their own.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-runner-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Writes a node:test file whose tests each log a line, wait `ms` and pass unless named "fails". */
function testFile(name: string, tests: string[], ms: number): string {
  const file = path.join(dir, `${name}.test.mjs`);
  const body = tests
    .map(
      (test) =>
        `it(${JSON.stringify(test)}, async () => { console.log('line of ${name}'); ` +
        `await new Promise((r) => setTimeout(r, ${ms})); assert.ok(${JSON.stringify(test)} !== 'fails'); });`,
    )
    .join('\n');
  fs.writeFileSync(file, `import { it } from 'node:test';\nimport assert from 'node:assert';\n${body}\n`);
  return file;
}

describe('npm run test:e2e', () => {
  it('runs files two at a time, prints each report whole, totals the tests and fails when a file fails', () => {
    const slow = testFile('slow', ['one', 'two', 'three'], 150);
    const failing = testFile('failing', ['passes', 'fails'], 100);
    const timings = path.join(dir, 'timings.json');
    const started = Date.now();
    const result = spawnSync(process.execPath, ['scripts/test-e2e.mjs', slow, failing], {
      encoding: 'utf8',
      env: { ...process.env, E2E_TIMINGS_FILE: timings },
    });
    const output = result.stdout + result.stderr;
    expect(result.status).toBe(1);
    expect(output).toMatch(/tests 5, pass 4, fail 1/);
    expect(output).toContain(`failed files: ${failing}`);
    // The failure is told again at the end, where a CI log's tail shows it.
    const retold = output.slice(output.lastIndexOf(`━━ failures in ${failing}`));
    expect(retold).toMatch(/✖ fails[\s\S]*AssertionError[\s\S]*failed files:/);
    // Each file's lines stand together although the two files ran at the same time.
    const fileOfLine = [...output.matchAll(/line of (slow|failing)/g)].map((match) => match[1]);
    expect(fileOfLine.join(' ')).toMatch(/^(slow slow slow failing failing|failing failing slow slow slow)$/);
    const recorded = JSON.parse(fs.readFileSync(timings, 'utf8')) as Array<{ name: string; ok: boolean }>;
    expect(recorded.map(({ name, ok }) => [name, ok]).sort()).toEqual([
      [failing, false],
      [slow, true],
    ]);
    // Together, not one after the other: well under the sum of both files' process start-ups and waits.
    const bothStarted = output.indexOf(`→ ${slow} started`) < output.indexOf('━━');
    expect(bothStarted && output.indexOf(`→ ${failing} started`) < output.indexOf('━━')).toBe(true);
    expect(Date.now() - started).toBeLessThan(60000);
  });

  it('stops a file that never finishes at the time limit, with what it started, and fails it by name', () => {
    const hanging = path.join(dir, 'hanging.test.mjs');
    const pidFile = path.join(dir, 'grandchild.pid');
    // A test whose wait nothing ends, beside a process of its own (as a browser is an e2e file's).
    fs.writeFileSync(
      hanging,
      "import { spawn } from 'node:child_process';\nimport fs from 'node:fs';\nimport { it } from 'node:test';\n" +
        "const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });\n" +
        `fs.writeFileSync(${JSON.stringify(pidFile)}, String(child.pid));\n` +
        "it('waits for ever', () => new Promise(() => setInterval(() => {}, 1000)));\n",
    );
    const passing = testFile('passing', ['one'], 10);
    // Room for the passing file on a loaded runner, where starting `node --test` alone took over 3 s.
    const result = spawnSync(process.execPath, ['scripts/test-e2e.mjs', hanging, passing], {
      encoding: 'utf8',
      env: { ...process.env, E2E_FILE_TIME_LIMIT_MS: '15000' },
      timeout: 60000,
    });
    const output = result.stdout + result.stderr;
    expect(result.status).toBe(1);
    expect(output).toContain(`failed files: ${hanging}`);
    expect(output).toMatch(/stopped after 15 s: the file never finished/);
    // The other file still ran and passed.
    expect(output).toContain(`━━ ${passing}: passed`);
    // Ended: gone, or a zombie that init has yet to reap.
    const state = (pid: string) => {
      try {
        return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1][0];
      } catch {
        return 'gone';
      }
    };
    expect(['gone', 'Z']).toContain(state(fs.readFileSync(pidFile, 'utf8')));
  });

  it('runs the slowest files first and every other file after them in name order', () => {
    const result = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "const m = await import('./scripts/test-e2e.mjs'); " +
          'console.log(JSON.stringify({ order: m.e2eFilesInRunOrder(), slowest: m.SLOWEST_FIRST }));',
      ],
      { encoding: 'utf8' },
    );
    const { order, slowest } = JSON.parse(result.stdout) as { order: string[]; slowest: string[] };
    const all = fs.readdirSync('tests/e2e').filter((file) => file.endsWith('.test.mjs'));
    expect([...order].sort()).toEqual(all.map((file) => `tests/e2e/${file}`).sort());
    expect(order.slice(0, slowest.length)).toEqual(slowest);
    const rest = order.slice(slowest.length);
    expect(rest).toEqual([...rest].sort());
  });
});

describe('npm test', () => {
  it('runs its lanes side by side, goes on past a failed gate', () => {
    const project = path.join(dir, 'project');
    fs.mkdirSync(project);
    const step = (text: string, code = 0) => `node -e "console.log('${text}'); process.exit(${code})"`;
    // The build ends only once the other lane's typecheck has run: lanes run one after the other would wait
    // for it in vain, and the build would fail.
    const build =
      "node -e \"const fs = require('fs'); const end = Date.now() + 60000; " +
      "const wait = () => fs.existsSync('typecheck.done') ? console.log('output of build') : " +
      'Date.now() < end ? setTimeout(wait, 50) : process.exit(1); wait()"';
    const typecheck =
      "node -e \"require('fs').writeFileSync('typecheck.done', ''); console.log('output of typecheck')\"";
    fs.writeFileSync(
      path.join(project, 'package.json'),
      JSON.stringify({
        name: 'lanes',
        version: '1.0.0',
        scripts: {
          build,
          'test:e2e': step('output of e2e'),
          lint: step('output of lint', 1),
          typecheck,
          'broken-build': step('output of broken-build', 1),
        },
      }),
    );
    const { result, results } = runGatesInChild({
      lanes: [
        ['build', 'test:e2e'],
        ['lint', 'typecheck', 'broken-build'],
      ],
      projectDir: project,
      needs: { 'test:e2e': 'build' },
    });
    const outcome = Object.fromEntries(results.map(({ name, ok, skipped }) => [name, skipped ?? ok]));
    // The build passed, so the other lane went on past the failed lint to the typecheck at the same time.
    expect(outcome).toMatchObject({ build: true, lint: false, typecheck: true, 'broken-build': false });
    // Its lane ran the e2e files after the build.
    expect(outcome['test:e2e']).toBe(true);
    // Each gate's output stands whole, with its outcome.
    expect(result.stdout).toMatch(/output of lint\s+━━ npm run lint: FAILED in [\d.]+ s/);
    expect(result.stdout).toMatch(
      /output of typecheck\s+━━ npm run typecheck: passed in [\d.]+ s \(CPU [\d.]+ s\)/,
    );
  }, 120_000);

  it('holds a gate of the other lane that needs the build until the build has passed', () => {
    const project = path.join(dir, 'project');
    fs.mkdirSync(project);
    // The build takes a while; the other lane reaches the model check long before it ends.
    const build = "node -e \"setTimeout(() => require('fs').writeFileSync('built', ''), 4000)\"";
    const check = "node -e \"process.exit(require('fs').existsSync('built') ? 0 : 1)\"";
    fs.writeFileSync(
      path.join(project, 'package.json'),
      JSON.stringify({ name: 'needs', version: '1.0.0', scripts: { build, lint: 'node -e 0', check } }),
    );
    const { results } = runGatesInChild({
      lanes: [['build'], ['lint', 'check']],
      projectDir: project,
      needs: { check: 'build' },
    });
    // The check passes only if the build had written its file; it ends after the build, whenever the lint
    // ends (npm's start-up on a loaded machine can take seconds).
    expect(Object.fromEntries(results.map(({ name, ok, skipped }) => [name, skipped ?? ok]))).toEqual({
      lint: true,
      build: true,
      check: true,
    });
    const order = results.map(({ name }) => name);
    expect(order.indexOf('check')).toBeGreaterThan(order.indexOf('build'));
  }, 120_000);

  it('does not run the e2e files when the build fails', () => {
    const project = path.join(dir, 'project');
    fs.mkdirSync(project);
    fs.writeFileSync(
      path.join(project, 'package.json'),
      JSON.stringify({
        name: 'no-build',
        version: '1.0.0',
        scripts: { build: 'node -e "process.exit(1)"', 'test:e2e': 'node -e "console.log(\'e2e ran\')"' },
      }),
    );
    const { result } = runGatesInChild({ lanes: [['build', 'test:e2e']], projectDir: project });
    expect(result.stdout).not.toContain('e2e ran');
    expect(result.stdout).toContain('npm run test:e2e: not run (build did not pass)');
  }, 120_000);
});

type GateResult = { name: string; ok: boolean; skipped?: string };

/** Runs scripts/test-all.mjs's runGates in a new Node process: its output, and the results it resolved with. */
function runGatesInChild(options: { lanes: string[][]; projectDir: string; needs?: Record<string, string> }) {
  const script =
    "const { runGates } = await import('./scripts/test-all.mjs');" +
    `const results = await runGates(${JSON.stringify(options)});` +
    "console.log('RESULTS ' + JSON.stringify(results));";
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  const marker = result.stdout.indexOf('RESULTS ');
  const results = marker < 0 ? [] : (JSON.parse(result.stdout.slice(marker + 8)) as GateResult[]);
  return { result, results };
}

type Held = { gotAt: number; releasedAt: number };
const BETWEEN_FILES = JSON.stringify(path.resolve('tests/e2e/between-files.mjs'));

/** Runs an ES module `script` in a new Node process; resolves with what it prints, parsed as JSON. */
function runScript(script: string, args: string[] = []): Promise<Held> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script, ...args]);
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(out))));
  });
}

/** Starts a process that takes the lock, says when it holds it, keeps it `holdMs` and releases it. */
const lockHolder = (lock: string, holdMs: number) =>
  runScript(
    `const { acquireLock } = await import(${BETWEEN_FILES});` +
      `const release = await acquireLock(${JSON.stringify(lock)}); const gotAt = Date.now();` +
      `await new Promise((r) => setTimeout(r, ${holdMs})); const releasedAt = Date.now(); release();` +
      'console.log(JSON.stringify({ gotAt, releasedAt }));',
  );

/** The later of two holders got its turn only once the earlier one had let go. */
function expectOneAfterTheOther([a, b]: Held[]) {
  const [first, second] = a.gotAt < b.gotAt ? [a, b] : [b, a];
  expect(second.gotAt).toBeGreaterThanOrEqual(first.releasedAt);
}

describe('turns between e2e files', () => {
  // Each test starts Node processes, which take seconds apiece beside a full `npm test` on 2 cores: Jest's
  // default 5 s failed a clean run. Set here, it holds for the tests of this file.
  jest.setTimeout(60_000);

  it('gives a lock to one process at a time', async () => {
    const lock = path.join(dir, 'variant.lock');
    expectOneAfterTheOther(await Promise.all([lockHolder(lock, 700), lockHolder(lock, 700)]));
    expect(fs.existsSync(lock)).toBe(false);
  });

  it('takes over a lock whose process has ended', async () => {
    const lock = path.join(dir, 'variant.lock');
    const ended = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    fs.mkdirSync(lock);
    fs.writeFileSync(path.join(lock, 'pid'), ended.stdout.trim());
    const held = await lockHolder(lock, 10);
    expect(held.releasedAt).toBeGreaterThanOrEqual(held.gotAt);
  });

  it('waits for a fixed port while another process listens on it', async () => {
    const probe = spawnSync(
      process.execPath,
      ['-e', "const s=require('net').createServer().listen(0,()=>{console.log(s.address().port);s.close()})"],
      { encoding: 'utf8' },
    );
    const port = probe.stdout.trim();
    const listen = () =>
      runScript(
        `const { listenWhenFree } = await import(${BETWEEN_FILES});` +
          "const http = await import('node:http'); const server = http.createServer();" +
          'await listenWhenFree(server, Number(process.argv[1])); const gotAt = Date.now();' +
          'await new Promise((r) => setTimeout(r, 700)); const releasedAt = Date.now();' +
          'server.close(() => console.log(JSON.stringify({ gotAt, releasedAt })));',
        [port],
      );
    expectOneAfterTheOther(await Promise.all([listen(), listen()]));
  });
});
