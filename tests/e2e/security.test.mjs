// Security hygiene of the built HTML (every page of both locales, read from build/ without a browser):
// external links open in a new tab without handing the page to the target (rel="noopener noreferrer"), and
// no markup runs script from an attribute (no on* event handlers, no javascript: URLs).
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Parser } from 'htmlparser2';
import { BUILD_DIR } from './support.mjs';

function htmlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** Every element of a file as { tag, attributes }. */
function elements(file) {
  const found = [];
  const parser = new Parser(
    { onopentag: (tag, attributes) => found.push({ tag, attributes }) },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.end(fs.readFileSync(file, 'utf8'));
  return found;
}

const files = htmlFiles(BUILD_DIR);
const pages = files.map((file) => ({ name: path.relative(BUILD_DIR, file), elements: elements(file) }));
// The site's own host, from the canonical URL of the home page: absolute links to it are not external.
const siteHost = new URL(
  pages
    .find((page) => page.name === 'index.html')
    .elements.find(({ tag, attributes }) => tag === 'link' && attributes.rel === 'canonical').attributes.href,
).host;

const isExternal = (href) => /^https?:\/\//i.test(href) && new URL(href).host !== siteHost;
const relTokens = (rel = '') => rel.toLowerCase().split(/\s+/);

describe('built HTML', () => {
  it('covers every page of both locales', () => {
    assert.ok(pages.length > 200, `only ${pages.length} HTML files in ${BUILD_DIR}`);
    assert.ok(pages.some((page) => page.name.startsWith(`zh${path.sep}`)));
  });

  it('opens every external link in a new tab with rel="noopener noreferrer"', () => {
    const unsafe = [];
    let external = 0;
    for (const page of pages) {
      for (const { tag, attributes } of page.elements) {
        if (tag !== 'a' || !isExternal(attributes.href ?? '')) continue;
        external += 1;
        const rel = relTokens(attributes.rel);
        if (attributes.target !== '_blank' || !rel.includes('noopener') || !rel.includes('noreferrer')) {
          unsafe.push(
            `${page.name}: <a href="${attributes.href}" target="${attributes.target ?? ''}" rel="${attributes.rel ?? ''}">`,
          );
        }
      }
    }
    assert.ok(external > 0, 'no external link found: the check would prove nothing');
    assert.deepEqual([...new Set(unsafe)], []);
  });

  it('has no inline event handlers', () => {
    const handlers = pages.flatMap((page) =>
      page.elements.flatMap(({ tag, attributes }) =>
        Object.keys(attributes)
          .filter((name) => /^on/.test(name))
          .map((name) => `${page.name}: <${tag} ${name}="${attributes[name].slice(0, 60)}">`),
      ),
    );
    assert.deepEqual(handlers, []);
  });

  it('has no javascript: URLs', () => {
    const scriptUrls = pages.flatMap((page) =>
      page.elements.flatMap(({ tag, attributes }) =>
        ['href', 'src', 'action', 'formaction', 'xlink:href']
          .filter((name) => /^\s*javascript:/i.test(attributes[name] ?? ''))
          .map((name) => `${page.name}: <${tag} ${name}="${attributes[name]}">`),
      ),
    );
    assert.deepEqual(scriptUrls, []);
  });
});
