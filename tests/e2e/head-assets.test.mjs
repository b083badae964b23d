// The served HTML of every page of the build, read as crawlers and link previews read it: the social card
// (og:image) is a 1200 x 630 file of the build with its alt text and size, every page has a description, every
// feed has exactly one alternate link, and no picture, icon, stylesheet or script is loaded from another host.
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseDocument } from 'htmlparser2';
import { BUILD_DIR, SITE_URL } from './support.mjs';

function htmlFiles(dir = BUILD_DIR) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** All elements of a parsed document, depth first. */
function elements(node, found = []) {
  for (const child of node.children ?? []) {
    if (child.type === 'tag' || child.type === 'script' || child.type === 'style') found.push(child);
    elements(child, found);
  }
  return found;
}

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(file) {
  const bytes = fs.readFileSync(file);
  assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG', `${file} is not a PNG`);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The build file an absolute URL of the site points to, or null for another host. */
function buildFileOf(url) {
  const parsed = new URL(url, SITE_URL);
  if (parsed.origin !== SITE_URL) return null;
  return path.join(BUILD_DIR, decodeURIComponent(parsed.pathname));
}

/** URLs an element loads by itself (not links a reader follows). */
function loadedUrls(element) {
  const { name, attribs } = element;
  const urls = [];
  const srcset = (value) =>
    (value ?? '')
      .split(',')
      .map((candidate) => candidate.trim().split(/\s+/)[0])
      .filter(Boolean);
  if (['img', 'script', 'iframe', 'video', 'audio', 'source', 'track', 'embed'].includes(name) && attribs.src)
    urls.push(attribs.src);
  if (['img', 'source'].includes(name)) urls.push(...srcset(attribs.srcset));
  if (name === 'video' && attribs.poster) urls.push(attribs.poster);
  if (name === 'object' && attribs.data) urls.push(attribs.data);
  if (
    name === 'link' &&
    /\b(icon|apple-touch-icon|stylesheet|preload|modulepreload|prefetch|manifest|mask-icon)\b/i.test(
      attribs.rel ?? '',
    )
  )
    urls.push(attribs.href);
  if (name === 'image' && (attribs.href || attribs['xlink:href']))
    urls.push(attribs.href ?? attribs['xlink:href']);
  return urls.filter(Boolean);
}

const pages = htmlFiles().map((file) => {
  const document = parseDocument(fs.readFileSync(file, 'utf8'));
  return { file: path.relative(BUILD_DIR, file), all: elements(document) };
});

const meta = (page, key) =>
  page.all
    .filter(
      (element) =>
        element.name === 'meta' && (element.attribs.property === key || element.attribs.name === key),
    )
    .map((element) => element.attribs.content);

describe('every page of the build', () => {
  it('has pages of both locales to check', () => {
    assert.ok(pages.length > 200, `only ${pages.length} HTML files in ${BUILD_DIR}`);
    assert.ok(
      pages.some((page) => page.file.startsWith('zh/')),
      'no Chinese page',
    );
  });

  it('names a social card that is a 1200 x 630 file of the build, with alt text, size and twitter:card', () => {
    const problems = [];
    const checked = new Map();
    for (const page of pages) {
      const [image, ...more] = meta(page, 'og:image');
      if (!image || more.length) {
        problems.push(`${page.file}: ${more.length + (image ? 1 : 0)} og:image`);
        continue;
      }
      const file = buildFileOf(image);
      if (!file || !fs.existsSync(file)) {
        problems.push(`${page.file}: og:image ${image} is not a file of the build`);
        continue;
      }
      if (!checked.has(file)) checked.set(file, pngSize(file));
      const size = checked.get(file);
      if (size.width !== 1200 || size.height !== 630)
        problems.push(`${page.file}: og:image is ${size.width} x ${size.height}`);
      if (meta(page, 'og:image:width')[0] !== '1200' || meta(page, 'og:image:height')[0] !== '630')
        problems.push(`${page.file}: og:image:width/height missing or wrong`);
      if (!meta(page, 'og:image:alt')[0]?.trim()) problems.push(`${page.file}: no og:image:alt`);
      if (meta(page, 'twitter:card')[0] !== 'summary_large_image')
        problems.push(`${page.file}: twitter:card is ${meta(page, 'twitter:card')[0]}`);
      const locale = page.file.startsWith('zh/') ? 'zh' : 'en';
      if (!image.endsWith(`-${locale}.png`))
        problems.push(`${page.file}: og:image ${image} is not the ${locale} card`);
    }
    assert.deepEqual(problems, []);
  });

  it('has a meta description, the 404 pages included', () => {
    assert.deepEqual(
      pages.filter((page) => !meta(page, 'description')[0]?.trim()).map((page) => page.file),
      [],
    );
  });

  it('links each release feed of its locale exactly once', () => {
    const problems = [];
    for (const page of pages) {
      const feeds = page.all
        .filter(
          (element) =>
            element.name === 'link' &&
            element.attribs.rel === 'alternate' &&
            /(rss|atom)\+xml/.test(element.attribs.type ?? ''),
        )
        .map((element) => element.attribs.href);
      const prefix = page.file.startsWith('zh/') ? '/zh' : '';
      const expected = [`${prefix}/community/releases/rss.xml`, `${prefix}/community/releases/atom.xml`];
      if (JSON.stringify([...feeds].sort()) !== JSON.stringify([...expected].sort()))
        problems.push(`${page.file}: ${feeds.join(', ') || 'no feed links'}`);
    }
    assert.deepEqual(problems, []);
  });

  it('loads no picture, icon, stylesheet or script from another host', () => {
    const problems = [];
    for (const page of pages) {
      for (const element of page.all) {
        for (const url of loadedUrls(element))
          if (/^(https?:)?\/\//i.test(url) && buildFileOf(url) === null)
            problems.push(`${page.file}: <${element.name}> ${url}`);
      }
    }
    assert.deepEqual(problems, []);
  });
});
