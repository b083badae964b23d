// The dev server as the README starts it: `npm start` (quick start) and `npm start -- --locale zh`
// (translators). It renders in the browser without server HTML, so this also covers components that behave
// differently when hydrating (the Last Updated date).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import net from 'node:net';
import { launchBrowser, newContext } from './support.mjs';

const STARTUP_TIMEOUT_MS = 240_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Starts `docusaurus start` with `args`; resolves with its URL once it serves, and a stop(). */
async function startDevServer(args) {
  const port = await freePort();
  // Its own process group, so stop() also ends the bundler's workers.
  const child = spawn(
    'npx',
    ['docusaurus', 'start', '--no-open', '--host', '127.0.0.1', '--port', String(port), ...args],
    {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const stop = () => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  let output = '';
  try {
    const url = await new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no "running at" within ${STARTUP_TIMEOUT_MS} ms:\n${output}`)),
        STARTUP_TIMEOUT_MS,
      );
      const onData = (chunk) => {
        output = (output + chunk).slice(-8000);
        const running = output.match(/running at:?\s*(http\S+)/);
        if (running) {
          clearTimeout(timer);
          resolve(running[1]);
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`docusaurus start ${args.join(' ')} exited with ${code}:\n${output}`));
      });
    });
    // The message can come before the server accepts connections.
    const deadline = Date.now() + STARTUP_TIMEOUT_MS;
    for (;;) {
      const answered = await fetch(url).then(
        () => true,
        () => false,
      );
      if (answered) break;
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`${url} never answered:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    // Whatever it prints later (compilation errors) goes to the test's failure message.
    return { url: new URL(url), stop, output: () => output };
  } catch (error) {
    stop();
    throw error;
  }
}

for (const { name, args, path, lang, h1, lastUpdated } of [
  {
    name: 'npm start',
    args: [],
    path: '/guide/start/quick-start',
    lang: 'en-US',
    h1: 'Quick Start',
    lastUpdated: /^Last Updated: \w+ \d{1,2}, \d{4}$/,
  },
  {
    name: 'npm start -- --locale zh',
    args: ['--locale', 'zh'],
    path: '/zh/guide/start/quick-start',
    lang: 'zh-CN',
    h1: '快速上手',
    lastUpdated: /^最后更新时间：\d{4}年\d{1,2}月\d{1,2}日$/,
  },
]) {
  describe(`dev server: ${name}`, () => {
    let server;
    let browser;
    before(async () => {
      server = await startDevServer(args);
      browser = await launchBrowser();
    });
    after(async () => {
      await browser?.close();
      server?.stop();
    });

    it('serves a doc page in its language, with the date it was last updated', async () => {
      const context = await newContext(browser, server.url.origin);
      const page = await context.newPage();
      // The first request waits for the first compilation.
      await page
        .goto(new URL(path, server.url).href, { waitUntil: 'load', timeout: STARTUP_TIMEOUT_MS })
        .catch((error) => {
          throw new Error(`${error.message}\ndev server output:\n${server.output()}`);
        });
      await page.locator('article h1').waitFor({ timeout: 60_000 });
      assert.equal(await page.getAttribute('html', 'lang'), lang);
      assert.equal((await page.locator('article h1').innerText()).trim(), h1);
      assert.match((await page.locator('.theme-last-updated').innerText()).trim(), lastUpdated);
      assert.deepEqual(
        context.problems.filter((problem) => !/\bws:|webpack-dev-server|hot-update/.test(problem)),
        [],
      );
      await context.close();
    });
  });
}
