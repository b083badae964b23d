// Rules for the maintainer docs (README, CONTRIBUTING, ARCHITECTURE, CHANGELOG, maintainers/, the READMEs
// of src/theme and tests), checked by tests/content/maintainer-docs.test.ts.
const path = require('node:path');
const { fenceTracker } = require('./fences.cjs');

const MAINTAINER_DOC_LIMITS = { totalBytes: 105_000, readmeLines: 100, lineWidth: 110 };

/**
 * Registers: one Markdown table with a row per entry (a row cannot wrap, and grows with every entry), checked
 * row by row by their own test. The width and weight limits are for prose, so they leave these out.
 */
const MAINTAINER_REGISTERS = ['maintainers/faq-sources.md'];

/**
 * Top-level folders a backticked path may start with. Bare file names are read in their sentence's context
 * (`site.ts` of `config/`), and build output and installs are not the repository's.
 */
const REPO_ROOTS = /^(?:\.ci|blog|config|docs|i18n|maintainers|plugins|scripts|src|static|tests)\//;
/** Placeholders, globs and elisions mark a pattern, not a path. */
const PATTERN = /[*<>{}…\s]|\.\.\.|\bv0-N\b/;

/** @param {string} text */
function proseLines(text) {
  /** @type {{ line: number, text: string }[]} */
  const lines = [];
  const inFence = fenceTracker();
  text.split('\n').forEach((line, index) => {
    if (!inFence(line)) lines.push({ line: index + 1, text: line });
  });
  return lines;
}

/**
 * Lines wider than the limit outside fenced code.
 * @param {string} text
 */
function linesOverWidth(text, width = MAINTAINER_DOC_LIMITS.lineWidth) {
  return proseLines(text)
    .map(({ line, text: content }) => ({ line, columns: [...content].length }))
    .filter(({ columns }) => columns > width);
}

/** @param {string} token */
function repoPathOf(token) {
  const bare = token.replace(/^@site\//, '').replace(/(?::\d+|#[\w-]*)$/, '');
  if (PATTERN.test(bare)) return undefined;
  if (REPO_ROOTS.test(bare)) return bare.replace(/\/$/, '');
  return undefined;
}

/**
 * Relative links and backticked repository paths that name nothing in the repository.
 * @param {string} file the doc's path from the repository root
 * @param {string} text
 * @param {(repoPath: string) => boolean} exists
 */
function brokenRepoReferences(file, text, exists) {
  /** @type {{ line: number, reference: string }[]} */
  const broken = [];
  const dir = path.posix.dirname(file);
  for (const { line, text: content } of proseLines(text)) {
    const withoutCode = content.replace(/`[^`]*`/g, '');
    for (const [, target] of withoutCode.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(?:[a-z]+:|#)/i.test(target)) continue;
      const resolved = path.posix.normalize(path.posix.join(dir, target.replace(/#.*$/, '')));
      if (!exists(resolved)) broken.push({ line, reference: resolved });
    }
    for (const [, token] of content.matchAll(/`([^`]+)`/g)) {
      const repoPath = repoPathOf(token);
      if (repoPath && !exists(repoPath) && !exists(path.posix.join(dir, repoPath))) {
        broken.push({ line, reference: repoPath });
      }
    }
  }
  return broken;
}

module.exports = { MAINTAINER_DOC_LIMITS, MAINTAINER_REGISTERS, linesOverWidth, brokenRepoReferences };
