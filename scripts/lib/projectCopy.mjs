// Copies of the project for builds that must not touch the working tree (its build/, .docusaurus/ and
// node_modules/.cache): the cold-build bench and the end-to-end variant builds. A copy holds what a fresh
// clone plus the uncommitted work would (git-tracked and untracked-but-not-ignored files), .git itself (the
// last-updated dates come from history) and node_modules as a folder of symbolic links, one a package.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const COPY_DIR = /^\.[^/]+-copy-[^/]*\//;

/** The project's files as a clone plus the uncommitted work has them, relative and sorted. */
function projectFiles(projectDir) {
  return (
    execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: projectDir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
      .split('\0')
      // Copies made next to the project (temporaryProjectCopy, temp dir on another device) are not sources.
      .filter((file) => file && !COPY_DIR.test(file) && fs.existsSync(path.join(projectDir, file)))
      .sort()
  );
}

/**
 * A hash of the project files (path and content) that `include(file)` accepts: equal hashes, equal builds.
 * The commit is left out: a commit changes no content, only the last-updated dates shown on pages.
 */
export function sourceHash(projectDir, include = () => true) {
  const hash = crypto.createHash('sha256');
  for (const file of projectFiles(projectDir).filter(include)) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(projectDir, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * Copies the project to `dest` (emptied first). The copy's node_modules is a folder of its own holding a
 * symbolic link to each entry of the project's but its .cache, so the copy starts with cold build caches and
 * never writes into the project's. Links a package (about 1,300) rather than hard links a file (110,000):
 * on this disk those took 8 s to make and 32 s to delete, with the e2e file that made them blocked meanwhile.
 */
export function copyProject(projectDir, dest) {
  fs.rmSync(dest, { recursive: true, force: true });
  for (const file of projectFiles(projectDir)) {
    fs.mkdirSync(path.dirname(path.join(dest, file)), { recursive: true });
    fs.copyFileSync(path.join(projectDir, file), path.join(dest, file));
  }
  fs.cpSync(path.join(projectDir, '.git'), path.join(dest, '.git'), { recursive: true });
  const modules = path.join(projectDir, 'node_modules');
  const realModules = fs.realpathSync(modules);
  fs.mkdirSync(path.join(dest, 'node_modules'));
  for (const entry of fs.readdirSync(realModules).filter((name) => name !== '.cache'))
    fs.symlinkSync(path.join(realModules, entry), path.join(dest, 'node_modules', entry));
  return dest;
}

/**
 * A copy of the project in a new directory under the system temp dir (`<root>/site`), or next to the project
 * (a hidden `.<name>-copy-*` directory) when the temp dir cannot hold it. `remove()` deletes it all (the
 * links, not what they point to).
 */
export function temporaryProjectCopy(projectDir, name) {
  const inside = (parent) => {
    const root = fs.mkdtempSync(path.join(parent, `${parent === projectDir ? '.' : ''}${name}-copy-`));
    try {
      copyProject(projectDir, path.join(root, 'site'));
    } catch (error) {
      fs.rmSync(root, { recursive: true, force: true });
      throw error;
    }
    const remove = () => fs.rmSync(root, { recursive: true, force: true });
    return { root, site: path.join(root, 'site'), remove };
  };
  try {
    return inside(os.tmpdir());
  } catch {
    return inside(projectDir);
  }
}
