// Remote search mode against answers built to hurt, in Chromium on a variant of the site built for it
// (the same variant as the remote part of tests/e2e/search.test.mjs): hits leading off the site are dropped,
// the request carries no credentials and follows no redirect, and a huge, deeply nested, slow or long-winded
// answer neither freezes the page nor stops the next search from answering (the cases shared with the Algolia
// mode: search-hostile-answers.mjs).
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadConstants, open } from './support.mjs';
import { STUB_PORT, startSearchStub } from './stub-search-api.mjs';
import { hostileAnswerTests } from './search-hostile-answers.mjs';
import {
  dialogOf,
  hitsOf,
  inputOf,
  openWithShortcut,
  optionsOf,
  remoteVariant,
  useStubbedVariant,
  waitForNoResultsTab,
} from './search-support.mjs';

const { SEARCH } = await loadConstants();
const TIMEOUT_MS = SEARCH.remoteTimeoutMs;
describe('remote mode, against hostile answers', () => {
  const shared = useStubbedVariant({
    variant: remoteVariant,
    startStub: () => startSearchStub(STUB_PORT, { slowMs: TIMEOUT_MS + 3000 }),
  });
  let server;
  let stub;
  let context;
  let page;
  before(() => ({ server, stub, context, page } = shared));

  it('drops hits whose route leaves the site and keeps the others', async () => {
    await open(page, server.origin, '/');
    stub.failNext('offsite');
    await openWithShortcut(page);
    await inputOf(page).fill('proxy');
    await optionsOf(page).first().waitFor();
    const hits = await hitsOf(page);
    assert.ok(hits.length > 0);
    assert.ok(
      hits.every((hit) => hit.href.startsWith('/config/server/proxy')),
      hits.map((hit) => hit.href).join('\n'),
    );
    assert.doesNotMatch(
      await dialogOf(page).innerText(),
      /protocol-relative|backslash|tab\)|absolute|script/,
    );
    assert.equal(
      await dialogOf(page).getByRole('tab', { selected: true }).innerText(),
      `Rsbuild ${hits.length}`,
    );
  });

  it('sends no credentials, even with cookies for the API host', async () => {
    await open(page, server.origin, '/');
    await context.addCookies([{ name: 'session', value: 'secret', url: `http://127.0.0.1:${STUB_PORT}` }]);
    stub.requests.length = 0;
    await openWithShortcut(page);
    await inputOf(page).fill('websocket');
    await optionsOf(page).first().waitFor();
    assert.deepEqual(
      stub.requests.map((request) => request.credentials),
      [false],
    );
    await context.clearCookies();
  });

  hostileAnswerTests({
    state: () => ({ server, stub, page }),
    timeoutMs: TIMEOUT_MS,
    failures: ['redirect', 'huge', 'nested', 'slow'],
    waitForNoResults: (page, _query, timeout) => waitForNoResultsTab(page, timeout),
    assertLongHits: (hits) => {
      // At most three hits per page.
      assert.equal(hits.length, 3);
      assert.ok(
        hits.every((hit) => hit.href?.startsWith('/long/page')),
        hits.map((hit) => hit.href).join('\n'),
      );
    },
  });
});
