// Route code loads on intent only: opening a doc page and waiting fetches no other route's code (no viewport
// prefetching of the links in the sidebar), while pointing at a sidebar link, focusing one with the keyboard
// or touching one fetches the code of its page.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { newContext, open, useBuiltSite } from './support.mjs';

const site = useBuiltSite();

const DOC = '/guide/start/quick-start';
/** Sidebar links of the doc page whose own code the test looks for. */
const TARGETS = {
  hover: '/guide/start/glossary',
  focus: '/guide/start/npm-packages',
  touch: '/guide/start/features',
};
/** After network idle, the time a late prefetch would need to start. */
const SETTLE_MS = 1500;

/** Opens `pathname` in a fresh context and records every request; resolves once hydrated, idle and settled. */
async function visit(pathname, options = {}) {
  const context = await newContext(site.browser, site.origin, options);
  const page = /** @type {import('./support.mjs').TestPage} */ (await context.newPage());
  const requests = [];
  const headers = [];
  page.on('request', (request) => {
    const entry = { url: request.url(), purpose: '' };
    requests.push(entry);
    // Sec-Purpose is only in the full header list, which Playwright reads asynchronously.
    headers.push(
      request.allHeaders().then(
        (all) => (entry.purpose = all['sec-purpose'] ?? all.purpose ?? ''),
        () => undefined,
      ),
    );
  });
  await open(page, site.origin, pathname);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
  await Promise.all(headers);
  return { context, page, requests };
}

const isPrefetch = (request) => /prefetch/i.test(request.purpose);
const scripts = (requests) =>
  new Set(requests.map((request) => new URL(request.url).pathname).filter((file) => file.endsWith('.js')));

/**
 * The scripts a route's page runs that the doc page does not run itself: the route's own code. Prefetched
 * files are left out on both sides, so code the doc page merely prefetched still counts as the route's.
 */
async function routeCode(pathname, docScripts) {
  const { context, requests } = await visit(pathname);
  await context.close();
  const own = [...scripts(requests.filter((request) => !isPrefetch(request)))].filter(
    (file) => !docScripts.has(file),
  );
  assert.ok(own.length > 0, `${pathname} loads no script of its own, so the test could not tell`);
  return own;
}

/** Waits until one of `files` has been requested; false after `timeout` ms. */
async function fetchedOneOf(page, requests, files, timeout = 5000) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if ([...scripts(requests)].some((file) => files.includes(file))) return true;
    await page.waitForTimeout(100);
  }
  return false;
}

describe('route code on intent', () => {
  it('a doc page fetches no other route’s code while the reader only looks at it, and hover, focus and touch fetch it', async () => {
    const doc = await visit(DOC);
    try {
      const docScripts = scripts(doc.requests.filter((request) => !isPrefetch(request)));
      const fetched = scripts(doc.requests);
      const code = {};
      for (const [intent, target] of Object.entries(TARGETS))
        code[intent] = await routeCode(target, docScripts);

      // The site's own widget code (Floating UI halves) may be prefetched; no page's route code may.
      for (const [intent, files] of Object.entries(code)) {
        assert.deepEqual(
          files.filter((file) => fetched.has(file)),
          [],
          `the code of ${TARGETS[intent]} was fetched without intent`,
        );
      }

      const sidebarLink = (target) => doc.page.locator(`nav.menu a.menu__link[href="${target}"]`).first();
      await sidebarLink(TARGETS.hover).hover();
      assert.ok(
        await fetchedOneOf(doc.page, doc.requests, code.hover),
        `hovering the link to ${TARGETS.hover} fetched none of its code`,
      );
      assert.ok(
        ![...scripts(doc.requests)].some((file) => code.focus.includes(file)),
        'hovering one link fetched the code of another',
      );

      await sidebarLink(TARGETS.focus).focus();
      assert.ok(
        await fetchedOneOf(doc.page, doc.requests, code.focus),
        `focusing the link to ${TARGETS.focus} fetched none of its code`,
      );
      assert.deepEqual(doc.page.problems, [], 'logged problems');
    } finally {
      await doc.context.close();
    }
  });

  it('touching a link fetches its code on a touch screen', async () => {
    const doc = await visit(DOC, { hasTouch: true, isMobile: true, viewport: { width: 1280, height: 900 } });
    try {
      const code = await routeCode(
        TARGETS.touch,
        scripts(doc.requests.filter((request) => !isPrefetch(request))),
      );
      assert.deepEqual(
        code.filter((file) => scripts(doc.requests).has(file)),
        [],
        `the code of ${TARGETS.touch} was fetched without intent`,
      );
      // A touchstart without the tap that would navigate: the reader's finger is on the link.
      await doc.page
        .locator(`nav.menu a.menu__link[href="${TARGETS.touch}"]`)
        .first()
        .dispatchEvent('touchstart');
      assert.ok(
        await fetchedOneOf(doc.page, doc.requests, code),
        `touching the link to ${TARGETS.touch} fetched none of its code`,
      );
    } finally {
      await doc.context.close();
    }
  });
});
