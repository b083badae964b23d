// Names of the tables' scroll regions in the built HTML (every page of both locales, read from build/ without a
// browser): each table's region is named after its caption or the heading above it, and no two regions of a
// page share a name, so a screen reader's list of regions tells them apart (maintainers/accessibility.md).
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

/** The names of the regions around the tables of a file, in order (null for a table outside a region). */
function tableRegionNames(file) {
  const names = [];
  /** @type {{ tag: string, attributes: Record<string, string> }[]} */
  const open = [];
  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        if (tag === 'table') {
          const parent = open.at(-1);
          names.push(parent?.attributes.role === 'region' ? (parent.attributes['aria-label'] ?? '') : null);
        }
        open.push({ tag, attributes });
      },
      onclosetag() {
        open.pop();
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.end(fs.readFileSync(file, 'utf8'));
  return names;
}

const pages = htmlFiles(BUILD_DIR)
  .map((file) => ({ name: path.relative(BUILD_DIR, file), tables: tableRegionNames(file) }))
  .filter((page) => page.tables.length > 0);
const tablesOf = (name) => pages.find((page) => page.name === name)?.tables;

describe('table region names in the built HTML', () => {
  it('covers the pages with tables of both locales', () => {
    assert.ok(pages.length >= 20, `only ${pages.length} pages with tables`);
    assert.ok(pages.some((page) => page.name.startsWith(`zh${path.sep}`)));
  });

  it('every table sits in a named region', () => {
    const unnamed = pages.filter((page) => page.tables.some((name) => !name)).map((page) => page.name);
    assert.deepEqual(unnamed, []);
  });

  it('no two table regions of a page share a name', () => {
    const repeated = pages.flatMap((page) =>
      page.tables
        .filter((name, index) => page.tables.indexOf(name) !== index)
        .map((name) => `${page.name}: "${name}"`),
    );
    assert.deepEqual(repeated, []);
  });

  it('names the tables after the heading above them, in both languages', () => {
    const chainIds = ['RULE', 'ONE_OF', 'USE', 'PLUGIN', 'MINIMIZER'].map((id) => `CHAIN_ID.${id}`);
    assert.deepEqual(
      tablesOf(path.join('config', 'tools', 'bundler-chain', 'index.html')),
      chainIds.map((id) => `Table: ${id}`),
    );
    assert.deepEqual(
      tablesOf(path.join('zh', 'config', 'tools', 'bundler-chain', 'index.html')),
      chainIds.map((id) => `表格：${id}`),
    );
    const features = tablesOf(path.join('guide', 'start', 'features', 'index.html'));
    assert.equal(features?.length, 7);
    assert.deepEqual(features?.slice(0, 3), ['Table: JavaScript', 'Table: CSS', 'Table: HTML']);
    const zhFeatures = tablesOf(path.join('zh', 'guide', 'start', 'features', 'index.html'));
    assert.equal(zhFeatures?.[0], '表格：JavaScript 编译');
  });
});
