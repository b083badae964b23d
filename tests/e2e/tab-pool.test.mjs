// The shared test harness itself: a crawl lends a few tabs to hundreds of visits, so one crashed renderer
// must fail only the visit it crashed in (CI once lost 29 routes to one dead tab); and a test server must
// close while the browser still holds a socket to it (a file once waited for that forever).
import net from 'node:net';
import { after, before, it } from 'node:test';
import assert from 'node:assert/strict';
import { BUILD_DIR, launchBrowser, startServer, tabPool } from './support.mjs';

/** @type {import('playwright-core').Browser} */
let browser;

before(async () => {
  browser = await launchBrowser();
});

after(() => browser?.close());

it('replaces a tab whose renderer crashed, so the next visit works', async () => {
  const context = await browser.newContext();
  // The pool empties each tab's problem list, which newContext normally attaches.
  context.on('page', (page) => Object.assign(page, { problems: [] }));
  const pool = await tabPool(/** @type {any} */ (context), 1);
  await assert.rejects(pool.use((page) => page.goto('chrome://crash')));
  const text = await pool.use(async (page) => {
    await page.setContent('<p>still rendering</p>');
    return page.textContent('p');
  });
  assert.equal(text, 'still rendering');
});

it('closes a test server while a client holds a socket that never sent a request', async () => {
  const server = await startServer(BUILD_DIR);
  const { port } = new URL(server.origin);
  // What Chromium leaves open for the next navigation: a connection, no request on it.
  const socket = net.connect(Number(port), '127.0.0.1');
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const CLOSE_LIMIT_MS = 5000;
  let timer;
  const closed = await Promise.race([
    server.close().then(() => true),
    new Promise((resolve) => (timer = setTimeout(() => resolve(false), CLOSE_LIMIT_MS))),
  ]);
  clearTimeout(timer);
  socket.destroy();
  assert.ok(closed, `the server was still closing after ${CLOSE_LIMIT_MS} ms`);
});
