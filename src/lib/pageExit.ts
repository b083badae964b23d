import type { Root } from 'react-dom/client';

/**
 * Leaving a page before React has rendered it. A client module that sends the reader elsewhere with
 * `location.replace` runs before hydration, and the navigation only takes over once the next document answers:
 * meanwhile Docusaurus would hydrate the old document, and where that document is another page than the one
 * the router reads from the URL (a host's 404 page for `/Guide/…`), React logs hydration errors #418/#423.
 *
 * Docusaurus's client entry (`@docusaurus/core/lib/client/clientEntry.js`, 3.x) renders into
 * `window.docusaurusRoot` when one exists (its hot-reload path) instead of hydrating: a root that renders
 * nothing leaves the server's HTML in place, readable and untouched, until the next document replaces it.
 * The e2e path-variant tests fail on any console error, so a Docusaurus upgrade that changes this shows there.
 */

/** A React root that renders nothing: the server's HTML stays as it is. */
const inertRoot: Root = { render: () => undefined, unmount: () => undefined };

let leaving = false;

/** True once a redirect has started: later client modules must not start another one. */
export const isLeavingPage = (): boolean => leaving;

/**
 * Replaces the current history entry with `target` (a path from `safeSitePath`, plus the query and fragment
 * to keep) and, unless the page has already been rendered, keeps React from hydrating it.
 */
export function leavePage(target: string, win: Window = window): void {
  leaving = true;
  win.docusaurusRoot ??= inertRoot;
  win.location.replace(target);
}
