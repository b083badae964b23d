/**
 * Rules about the site's content files, shared by the build plugins, the content scripts and the tests. CommonJS
 * with JSDoc types, so TypeScript plugins, `.mjs` scripts and `.cjs` scripts all load this one definition.
 */
const fs = require('node:fs');
const path = require('node:path');
const yaml = require('js-yaml');

const MARKDOWN_FILE = /\.mdx?$/;

/**
 * The admonition keywords Docusaurus's MDX knows (`:::tip`, its default list); any other container directive is
 * not an admonition.
 */
const ADMONITION_TYPES = /** @type {const} */ ([
  'note',
  'tip',
  'info',
  'warning',
  'danger',
  'caution',
  'secondary',
  'success',
  'important',
]);

/**
 * A partial is Markdown that pages import rather than a page of its own: files in a `shared/` folder and files
 * whose name starts with `_` (Docusaurus renders neither as a route).
 * @param {string} relativePath path below a content folder, with `/` or the platform separator
 * @returns {boolean}
 */
function isPartialFile(relativePath) {
  const parts = relativePath.split(/[\\/]/);
  return parts.includes('shared') || (parts[parts.length - 1] ?? '').startsWith('_');
}

/**
 * A page file: Markdown or MDX that is not a partial.
 * @param {string} relativePath
 * @returns {boolean}
 */
function isPageFile(relativePath) {
  return MARKDOWN_FILE.test(relativePath) && !isPartialFile(relativePath);
}

/**
 * The Markdown/MDX files below `dir` (joined to it, sorted); partials too when `partials` is true. A missing
 * folder has none.
 * @param {string} dir
 * @param {{ partials?: boolean }} [options]
 * @returns {string[]}
 */
function listContentFiles(dir, { partials = false } = {}) {
  if (!fs.existsSync(dir)) return [];
  /** @param {string} relative @returns {string[]} */
  const walk = (relative) =>
    fs.readdirSync(path.join(dir, relative), { withFileTypes: true }).flatMap((entry) => {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) return walk(child);
      return (partials ? MARKDOWN_FILE.test(child) : isPageFile(child)) ? [path.join(dir, child)] : [];
    });
  return walk('').sort();
}

/**
 * Splits a page into its YAML front matter and its body. `offset` is the number of source lines before the
 * body; `raw` the YAML text. A page without front matter has `data` and `raw` null and the whole source as body.
 * @param {string} source
 * @returns {{ data: Record<string, unknown> | null, raw: string | null, body: string, offset: number }}
 */
function splitFrontMatter(source) {
  const match = /^---\n([\s\S]*?)\n---(?:\n|$)/.exec(source);
  if (!match) return { data: null, raw: null, body: source, offset: 0 };
  const loaded = yaml.load(match[1]);
  const data = loaded && typeof loaded === 'object' ? /** @type {Record<string, unknown>} */ (loaded) : {};
  return {
    data,
    raw: match[1],
    body: source.slice(match[0].length),
    offset: match[0].split('\n').length - 1,
  };
}

/**
 * The route of a doc file below the docs folder, as the docs plugin gives it: the `slug` front matter when set
 * (absolute from the docs root when it starts with `/`, else relative to the file's folder), otherwise the path
 * without extension, where an `index` file stands for its folder (docs/guide/start/index.mdx → /guide/start/).
 * @param {string} relativePath
 * @param {Record<string, unknown> | null} [frontMatter]
 * @returns {string}
 */
function docRoute(relativePath, frontMatter) {
  const file = relativePath.replace(/\\/g, '/');
  const dir = path.posix.dirname(file) === '.' ? '' : path.posix.dirname(file);
  const slug = frontMatter && typeof frontMatter.slug === 'string' ? frontMatter.slug : undefined;
  if (slug !== undefined) {
    return slug.startsWith('/') ? slug : path.posix.join('/', dir, slug);
  }
  const route = `/${file.replace(MARKDOWN_FILE, '')}`;
  return route.endsWith('/index') ? route.slice(0, -'index'.length) : route;
}

module.exports = {
  ADMONITION_TYPES,
  isPartialFile,
  isPageFile,
  listContentFiles,
  splitFrontMatter,
  docRoute,
};
