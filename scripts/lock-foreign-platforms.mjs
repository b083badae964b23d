#!/usr/bin/env node
// The registry this project installs from serves only some platforms' builds of packages with native
// binaries (@swc/core, @swc/html, unrs-resolver). `npm install` then leaves those optional dependencies out of
// package-lock.json, and `npm ci` refuses the lock ("Missing: … from lock file"). This script records each
// missing one with the platform it is for (os / cpu / libc read from its name), so npm ci sees a complete lock
// and skips them on this platform, as it would after a full install. It runs as the `postinstall` script.
import fs from 'node:fs';
import { createRequire } from 'node:module';

const { addForeignPlatformEntries } = createRequire(import.meta.url)('./lib/lockPlatforms.cjs');

const LOCK = new URL('../package-lock.json', import.meta.url);

const lock = JSON.parse(fs.readFileSync(LOCK, 'utf8'));
const added = addForeignPlatformEntries(lock);
if (added.length) {
  // Keep npm's key order: alphabetical below the root entry.
  const [root, ...rest] = Object.entries(lock.packages);
  lock.packages = Object.fromEntries([root, ...rest.sort(([a], [b]) => a.localeCompare(b))]);
  fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    `package-lock.json: recorded ${added.length} optional packages of other platforms:\n  ${added.join('\n  ')}`,
  );
}
