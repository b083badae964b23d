// Helpers of the search dialog tests for the hosted modes (remote hardening, algolia): finding the dialog's
// parts, reading hits as a reader sees them, and measuring whether the page stays responsive.

export const dialogOf = (page) => page.getByRole('dialog');
export const inputOf = (page) => dialogOf(page).getByRole('combobox');
export const optionsOf = (page) => dialogOf(page).getByRole('option');

export async function openWithShortcut(page, shortcut = 'Control+k') {
  await page.keyboard.press(shortcut);
  await dialogOf(page).waitFor({ state: 'visible' });
  return dialogOf(page);
}

/** The hits as the reader sees them: the link, its text and the highlighted words. */
export async function hitsOf(page) {
  return optionsOf(page).evaluateAll((options) =>
    options.map((option) => ({
      href: option.getAttribute('href'),
      text: option.innerText,
      marks: [...option.querySelectorAll('mark')].map((mark) => mark.textContent),
    })),
  );
}

/** Waits for the no-results state of a single list ('No results for "query".'). */
export async function waitForNoResults(page, query, timeout) {
  await page.waitForFunction(
    (expected) =>
      (document.querySelector('dialog [class*="noResults"]')?.textContent ?? '').includes(
        `No results for "${expected}".`,
      ),
    query,
    { timeout },
  );
}

/** Waits for the tabbed no-results state of the first tab ('No results found'). */
export async function waitForNoResultsTab(page, timeout) {
  await page.waitForFunction(
    () => /No results found/.test(/** @type {HTMLElement | null} */ (document.querySelector('dialog [role="tabpanel"]'))?.innerText ?? ''),
    null,
    { timeout },
  );
}

/**
 * Starts a chain of 10 ms timers in the page and records the longest gap between two of them: how long the
 * main thread was busy without letting anything else run. `stop()` ends the chain and returns that gap in ms.
 */
export async function trackResponsiveness(page) {
  await page.evaluate(() => {
    const beat = { last: performance.now(), maxGap: 0, running: true };
    window.__responsiveness = beat;
    const tick = () => {
      const now = performance.now();
      beat.maxGap = Math.max(beat.maxGap, now - beat.last);
      beat.last = now;
      if (beat.running) setTimeout(tick, 10);
    };
    setTimeout(tick, 10);
  });
  return {
    stop: () =>
      page.evaluate(() => {
        const beat = window.__responsiveness;
        if (!beat) throw new Error('The responsiveness probe was not started on this page.');
        beat.running = false;
        return Math.max(beat.maxGap, performance.now() - beat.last);
      }),
  };
}
