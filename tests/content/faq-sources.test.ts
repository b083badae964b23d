/**
 * maintainers/faq-sources.md lists every FAQ entry written for a problem readers report, with the threads it comes from and what proves
 * its answer. A row that names a heading no page has, or a proof that does not exist, would send the next
 * maintainer to recheck nothing; this test reads the table as that maintainer would.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { headingsOf } from '@site/scripts/lib/headingAnchors.cjs';
import { faqSourceRows, type FaqSourceRow } from '@site/scripts/lib/faqSources.mjs';

const ROOT = path.resolve(__dirname, '../..');
const ZH_DOCS = 'i18n/zh/docusaurus-plugin-content-docs/current';

const rows: FaqSourceRow[] = faqSourceRows();

function anchorsOf(file: string): string[] {
  return headingsOf(readFileSync(path.join(ROOT, file), 'utf8')).map((heading) => heading.anchor);
}

/** A file of the repository, or of an installed package when the path starts with the package's name. */
function proofFile(file: string): string | undefined {
  return [path.join(ROOT, file), path.join(ROOT, 'node_modules', file)].find((candidate) =>
    existsSync(candidate),
  );
}

/**
 * What is missing of a proof cell, one of:
 * - `<test file> › <fixture>`: the test file in tests/content/, a test named `<fixture>: …`, the fixture folder;
 * - `<file stem>: <test name>[; <test name>…]`: tests/content/<file stem>.test.ts with each of those tests;
 * - `<file>:<line>[, <lines>][; <file>:<line>…]`: each file (in the repository or node_modules) that long.
 */
function missingProof(proof: string): string[] {
  const cell = proof.trim().replace(/^`([^`]*)`$/, '$1');
  const fixtureProof = /^(\S+\.test\.ts) › ([\w-]+)$/.exec(cell);
  if (fixtureProof) {
    const [, testFile, fixture] = fixtureProof;
    const testPath = path.join(ROOT, 'tests/content', testFile);
    if (!existsSync(testPath)) return [`no test file tests/content/${testFile}`];
    const missing: string[] = [];
    if (!new RegExp(`it\\(\\s*['"\`]${fixture}:`).test(readFileSync(testPath, 'utf8'))) {
      missing.push(`no test "${fixture}: …" in ${testFile}`);
    }
    if (!existsSync(path.join(ROOT, 'tests/rsbuild-fixtures', fixture))) {
      missing.push(`no fixture tests/rsbuild-fixtures/${fixture}`);
    }
    return missing;
  }
  const namedProof = /^(faq-[\w-]+): (.+)$/.exec(cell);
  if (namedProof) {
    const [, stem, names] = namedProof;
    const testPath = path.join(ROOT, 'tests/content', `${stem}.test.ts`);
    if (!existsSync(testPath)) return [`no test file tests/content/${stem}.test.ts`];
    const source = readFileSync(testPath, 'utf8');
    const first = names.split('; ')[0];
    return source.includes(first) ? [] : [`no test "${first}" in ${stem}.test.ts`];
  }
  const sources = cell.split(/;\s*/).map((part) => /^(\S+):(\d+)(?:[-,\s\d]*)$/.exec(part));
  if (sources.length && sources.every(Boolean)) {
    return sources.flatMap((match) => {
      const [, file, line] = match!;
      const found = proofFile(file);
      if (!found) return [`no file ${file}`];
      const lines = readFileSync(found, 'utf8').split('\n').length;
      return lines >= Number(line) ? [] : [`${file} has ${lines} lines, not ${line}`];
    });
  }
  return [`proof "${proof}" names no test, fixture or source line`];
}

describe('maintainers/faq-sources.md', () => {
  it('lists at least 13 entries, each once, with every column filled', () => {
    expect(rows.length).toBeGreaterThanOrEqual(13);
    const keys = rows.map((row) => `${row.page}#${row.anchor}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const row of rows) {
      expect(Object.values(row).filter((cell) => !cell)).toEqual([]);
    }
  });

  it.each(rows.map((row) => [`${row.page}#${row.anchor}`, row]))(
    '%s is a heading of the page in English and Chinese',
    (_key, row) => {
      const { page, anchor } = row;
      expect(anchorsOf(`docs/${page}.mdx`)).toContain(anchor);
      expect(anchorsOf(`${ZH_DOCS}/${page}.mdx`)).toContain(anchor);
    },
  );

  it.each(rows.map((row) => [`${row.page}#${row.anchor}`, row]))('%s has its proof', (_key, row) => {
    expect(missingProof(row.proof)).toEqual([]);
  });

  it('reports a proof that names a missing fixture or a line past the end of the file', () => {
    expect(missingProof('`faq-proofs-styles.test.ts › no-such-fixture`')).toEqual([
      'no test "no-such-fixture: …" in faq-proofs-styles.test.ts',
      'no fixture tests/rsbuild-fixtures/no-such-fixture',
    ]);
    expect(missingProof('`package.json:100000`')[0]).toMatch(/^package\.json has \d+ lines, not 100000$/);
    expect(missingProof('`node_modules/@rsbuild/core/types.d.ts:1`')).toEqual([]);
    expect(missingProof('@rsbuild/core/types.d.ts:1; @rsbuild/core/package.json:2-3')).toEqual([]);
    expect(missingProof('faq-proofs-styles: no such test')).toEqual([
      'no test "no such test" in faq-proofs-styles.test.ts',
    ]);
  });
});
