// What two e2e files running at the same time (scripts/test-e2e.mjs runs two at once) must take turns on: a
// variant build that several files share, and the fixed port of a search stub that a variant build has baked
// into its pages. A lock is a directory (mkdir is atomic) holding its owner's pid, so a lock left by a
// killed run is taken over instead of blocking the next one.
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const POLL_MS = 250;
const WAIT_LIMIT_MS = 20 * 60 * 1000;
/** A lock directory without a pid file is being created; only an old one was left half-made. */
const HALF_MADE_STALE_MS = 10 * 1000;

/** Whether the process that made `lock` has ended (then the lock is stale). */
function ownerEnded(lock) {
  let pid;
  try {
    pid = Number(fs.readFileSync(path.join(lock, 'pid'), 'utf8'));
  } catch {
    try {
      return Date.now() - fs.statSync(lock).mtimeMs > HALF_MADE_STALE_MS;
    } catch {
      return false; // released meanwhile
    }
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'ESRCH';
  }
}

/**
 * Waits until this process holds the lock at `lock` (a directory path) and resolves with its release.
 * @param {string} lock
 * @returns {Promise<() => void>}
 */
export async function acquireLock(lock) {
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  const started = Date.now();
  for (;;) {
    try {
      fs.mkdirSync(lock);
      fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
      return () => fs.rmSync(lock, { recursive: true, force: true });
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    }
    if (ownerEnded(lock)) {
      fs.rmSync(lock, { recursive: true, force: true });
      continue;
    }
    if (Date.now() - started > WAIT_LIMIT_MS) throw new Error(`gave up waiting for the lock ${lock}`);
    await sleep(POLL_MS);
  }
}

/**
 * `server.listen(port)` on 127.0.0.1, waiting while another e2e file's server has the port (the other
 * file closes it when its suite ends).
 * @param {import('node:http').Server} server
 * @param {number} port
 */
export async function listenWhenFree(server, port) {
  const started = Date.now();
  for (;;) {
    try {
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => {
          server.off('error', reject);
          resolve(undefined);
        });
      });
      return;
    } catch (error) {
      const inUse = /** @type {NodeJS.ErrnoException} */ (error).code === 'EADDRINUSE';
      if (!inUse || Date.now() - started > WAIT_LIMIT_MS) throw error;
      await sleep(POLL_MS);
    }
  }
}
