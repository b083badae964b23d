// Search mode "algolia" on a variant of the site built for it (English and Chinese), in Chromium, against
// tests/e2e/stub-algolia-api.mjs, a local stand-in for Algolia's search REST API: the request the algolia
// client sends (keys, index, contextual language filter, no credentials), hits in the same dialog with the
// same states and keys, markup in every field shown as text, records leading off the site dropped, and every
// failure (4xx, 5xx, timeout, slow, malformed, huge, deeply nested, redirect) degrading to no results with no
// message while the page stays responsive and the next search answers (the cases shared with the remote mode:
// search-hostile-answers.mjs). Only this build ships the client.
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BUILD_DIR, buildVariant, loadConstants, open } from './support.mjs';
import {
  ALGOLIA_API_KEY,
  ALGOLIA_APP_ID,
  ALGOLIA_INDEX,
  ALGOLIA_STUB_PORT,
  MARKUP_CONTENT,
  MARKUP_TITLE,
  startAlgoliaStub,
} from './stub-algolia-api.mjs';
import { hostileAnswerTests } from './search-hostile-answers.mjs';
import {
  dialogOf,
  hitsOf,
  inputOf,
  openWithShortcut,
  optionsOf,
  useStubbedVariant,
  waitForNoResults,
} from './search-support.mjs';

const { SEARCH } = await loadConstants();
const TIMEOUT_MS = SEARCH.remoteTimeoutMs;
/**
 * The site built with search mode "algolia" against the stub's port: SEARCH_ALGOLIA_BUILD_DIR when given (a
 * build made the same way), else a fresh build of both locales in a copy of the project under the temp dir.
 */
const algoliaVariant = () =>
  buildVariant({
    name: 'search-algolia',
    locales: ['en', 'zh'],
    env: {
      SEARCH_MODE: 'algolia',
      SEARCH_ALGOLIA_APP_ID: ALGOLIA_APP_ID,
      SEARCH_ALGOLIA_API_KEY: ALGOLIA_API_KEY,
      SEARCH_ALGOLIA_INDEX_NAME: ALGOLIA_INDEX,
      SEARCH_ALGOLIA_HOSTS: `http://127.0.0.1:${ALGOLIA_STUB_PORT}`,
    },
    prebuiltDir: process.env.SEARCH_ALGOLIA_BUILD_DIR,
  });

/** Scripts of a build: the main bundle (what every page loads) and every other chunk. */
function scriptsOf(buildDir) {
  const dir = path.join(buildDir, 'assets', 'js');
  const files = fs.readdirSync(dir).filter((file) => file.endsWith('.js'));
  const read = (file) => fs.readFileSync(path.join(dir, file), 'utf8');
  return {
    main: files.filter((file) => /^(main|runtime~main)\./.test(file)).map(read),
    all: files.map(read),
  };
}

/** Code only the algoliasearch client carries: its default hosts and its agent parameter. */
const isAlgoliaClient = (source) => source.includes('algolianet.com') && source.includes('x-algolia-agent');

describe('search mode "algolia", against a stand-in for the Algolia search API', () => {
  const shared = useStubbedVariant({
    variant: algoliaVariant,
    startStub: () => startAlgoliaStub(ALGOLIA_STUB_PORT, { slowMs: TIMEOUT_MS + 3000 }),
  });
  let server;
  let stub;
  let context;
  let page;
  before(() => ({ server, stub, context, page } = shared));

  /** Opens the dialog on `pathname` (a fresh page, so no cached answer) and types `query`. */
  async function search(pathname, query) {
    await open(page, server.origin, pathname);
    await openWithShortcut(page);
    await inputOf(page).fill(query);
  }

  it('ships the Algolia client in a chunk of its own, loaded only in this mode', () => {
    const algolia = scriptsOf(shared.dir);
    assert.ok(algolia.all.some(isAlgoliaClient), 'no chunk of the algolia build carries the client');
    assert.ok(algolia.main.length >= 1);
    assert.ok(!algolia.main.some(isAlgoliaClient), 'the main bundle carries the client');
    const local = scriptsOf(BUILD_DIR);
    assert.ok(!local.all.some(isAlgoliaClient), 'the local build ships the Algolia client');
  });

  it('builds no local index, which this mode never fetches', () => {
    assert.ok(fs.existsSync(path.join(BUILD_DIR, 'search')), 'the local build has no search folder');
    const { dir } = shared;
    assert.ok(dir, 'the variant is built');
    for (const locale of ['', 'zh'])
      assert.ok(!fs.existsSync(path.join(dir, locale, 'search')), `${locale || 'en'}: a local index`);
  });

  it('queries with the search-only key and the page language, no credentials and no index file', async () => {
    await open(page, server.origin, '/');
    await context.addCookies([{ name: 'session', value: 'secret', url: server.origin }]);
    const indexRequests = [];
    page.on('request', (request) => /search-index/.test(request.url()) && indexRequests.push(request.url()));
    stub.requests.length = 0;
    await openWithShortcut(page);
    await inputOf(page).fill('proxy');
    await optionsOf(page).first().waitFor();
    assert.equal(stub.requests.length, 1);
    const [request] = stub.requests;
    assert.equal(request.appId, ALGOLIA_APP_ID);
    assert.equal(request.apiKey, ALGOLIA_API_KEY);
    assert.equal(request.credentials, false);
    assert.equal(request.requests.length, 1);
    assert.deepEqual(request.requests[0], {
      indexName: ALGOLIA_INDEX,
      query: 'proxy',
      hitsPerPage: SEARCH.resultLimit,
      facetFilters: ['language:en'],
      attributesToRetrieve: ['hierarchy', 'content', 'type', 'url', 'anchor'],
      attributesToHighlight: [],
      attributesToSnippet: [],
    });
    assert.deepEqual(indexRequests, []);
  });

  it('lists the hits of this site, marked from the query, and drops records that lead elsewhere', async () => {
    await search('/', 'proxy');
    await optionsOf(page).first().waitFor();
    assert.equal(await dialogOf(page).getByRole('tab').count(), 0);
    const hits = await hitsOf(page);
    assert.deepEqual(
      hits.map((hit) => hit.href),
      ['/config/server/proxy', '/config/server/proxy#proxy-websocket'],
    );
    assert.match(hits[0].text, /^server\.proxy\n/);
    assert.match(
      hits[1].text,
      /^server\.proxy\nProxy WebSocket\nTo proxy WebSocket connections, set ws to true\.$/,
    );
    assert.ok(
      hits.every((hit) => hit.marks.length > 0 && hit.marks.every((mark) => mark.toLowerCase() === 'proxy')),
    );
    assert.doesNotMatch(await dialogOf(page).innerText(), /phishing|script link/);
  });

  it('opens the active hit with Enter', async () => {
    await search('/', 'websocket');
    await optionsOf(page).first().waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.origin}/config/server/proxy#proxy-websocket`);
  });

  it('searches the Chinese records on a Chinese page', async () => {
    stub.requests.length = 0;
    await search('/zh/', 'port');
    await optionsOf(page).first().waitFor();
    assert.deepEqual(stub.requests.at(-1).requests[0].facetFilters, ['language:zh']);
    const hits = await hitsOf(page);
    assert.deepEqual(
      hits.map((hit) => hit.href),
      ['/zh/config/server/port'],
    );
    assert.match(hits[0].text, /监听的端口/);
  });

  it("shows markup in every field as text and never uses Algolia's highlight markup", async () => {
    await search('/', 'hooks');
    await optionsOf(page).first().waitFor();
    const [hit] = await hitsOf(page);
    assert.equal(hit.href, '/plugins/dev/hooks#order');
    assert.ok(hit.text.startsWith(`${MARKUP_TITLE}\n`), hit.text);
    assert.ok(hit.text.includes('Order <u>of</u> hooks'), hit.text);
    assert.ok(hit.text.includes(MARKUP_CONTENT), hit.text);
    assert.ok(
      hit.marks.length >= 3 && hit.marks.every((mark) => mark.toLowerCase() === 'hooks'),
      JSON.stringify(hit.marks),
    );
    const option = optionsOf(page).first();
    assert.equal(await option.locator('img, script, b, i, u, em, span[class*="algolia"]').count(), 0);
    await option.hover();
    assert.equal(await page.evaluate(() => window.__algoliaXss), undefined);
  });

  it('shows the no-results texts for a query nothing matches', async () => {
    await search('/', 'zzzznothing');
    await waitForNoResults(page, 'zzzznothing', 15000);
    assert.match(
      await dialogOf(page).innerText(),
      /No results for "zzzznothing"\.\s+Please try again with a different keyword\./,
    );
  });

  hostileAnswerTests({
    state: () => ({ server, stub, page }),
    timeoutMs: TIMEOUT_MS,
    failures: ['status4xx', 'status5xx', 'malformed', 'shape', 'hang', 'slow', 'huge', 'nested', 'redirect'],
    waitForNoResults,
    errorWords: /error|failed|wrong|403|500/i,
    assertLongHits: ([hit]) => assert.equal(hit.href, '/long/0'),
  });
});
