// Debian's Chromium driven by playwright-core, for the bench and the end-to-end tests: never a downloaded
// browser. CHROMIUM_PATH points at another binary.
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Switches that keep Chromium off the network and quiet in a container (no sandbox, no GPU). Every host but
 * the local servers fails to resolve: nothing leaves the machine, and no request interception is needed for
 * it (Playwright's interception turns off the HTTP cache, which cost a third of each page load's CPU).
 */
const CHROMIUM_ARGS = [
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Containers often give /dev/shm only 64 MB; Chromium's renderers then crash ("Page crashed") mid-crawl.
  '--disable-dev-shm-usage',
];

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}
