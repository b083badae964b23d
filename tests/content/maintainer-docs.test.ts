/**
 * The maintainer docs stay small, readable in an editor or a diff, and true about the repository: a link or
 * a backticked path to a file that moved fails here instead of misleading the next maintainer.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

import {
  MAINTAINER_DOC_LIMITS,
  MAINTAINER_REGISTERS,
  brokenRepoReferences,
  linesOverWidth,
} from '@site/scripts/lib/maintainerDocs.cjs';

const ROOT = path.resolve(__dirname, '../..');

function maintainerDocs(): string[] {
  const top = ['README.md', 'CONTRIBUTING.md', 'ARCHITECTURE.md', 'CHANGELOG.md'];
  const nested = ['src/theme/README.md', 'tests/README.md'];
  const notes = readdirSync(path.join(ROOT, 'maintainers'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `maintainers/${name}`);
  return [...top, ...nested, ...notes];
}

const docs = maintainerDocs().map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') }));
const proseDocs = docs.filter(({ file }) => !MAINTAINER_REGISTERS.includes(file));

describe('maintainer docs', () => {
  it(`weigh at most ${MAINTAINER_DOC_LIMITS.totalBytes / 1000} kB together`, () => {
    const total = proseDocs.reduce((sum, { text }) => sum + Buffer.byteLength(text), 0);
    expect(total).toBeLessThanOrEqual(MAINTAINER_DOC_LIMITS.totalBytes);
  });

  it(`keep the README within ${MAINTAINER_DOC_LIMITS.readmeLines} lines`, () => {
    const readme = docs.find(({ file }) => file === 'README.md')!;
    expect(readme.text.trimEnd().split('\n').length).toBeLessThanOrEqual(MAINTAINER_DOC_LIMITS.readmeLines);
  });

  it.each(MAINTAINER_REGISTERS)('register %s exists and holds one table, its only wide lines', (file) => {
    const text = docs.find((doc) => doc.file === file)!.text;
    expect(text.split('\n').filter((line) => /^\|[-| ]+\|$/.test(line) && line.includes('---'))).toHaveLength(
      1,
    );
    expect(linesOverWidth(text).every(({ line }) => text.split('\n')[line - 1].startsWith('|'))).toBe(true);
  });

  it.each(proseDocs.map(({ file, text }) => [file, text]))(
    `%s has no line over ${MAINTAINER_DOC_LIMITS.lineWidth} columns outside code blocks`,
    (_file, text) => {
      expect(linesOverWidth(text)).toEqual([]);
    },
  );

  it.each(docs.map(({ file, text }) => [file, text]))(
    '%s links and names only files that exist',
    (file, text) => {
      expect(brokenRepoReferences(file, text, (p) => existsSync(path.join(ROOT, p)))).toEqual([]);
    },
  );
});

describe('the maintainer-docs checks', () => {
  it('report a padded table row and ignore code blocks', () => {
    const row = `| a${' '.repeat(120)}| b |`;
    const text = ['# T', row, '```', 'x'.repeat(200), '```'].join('\n');
    expect(linesOverWidth(text)).toEqual([{ line: 2, columns: row.length }]);
  });

  it('report a link and a backticked path that do not exist, with their line', () => {
    const exists = (p: string) => p === 'src/lib/real.ts' || p === 'maintainers/search.md';
    const text = [
      'See [search](search.md) and [gone](gone.md).',
      'The code is in `src/lib/real.ts` and `src/lib/moved.ts`; run `npm test`.',
      '[site](https://example.org) and [anchor](#top).',
    ].join('\n');
    expect(brokenRepoReferences('maintainers/x.md', text, exists)).toEqual([
      { line: 1, reference: 'maintainers/gone.md' },
      { line: 2, reference: 'src/lib/moved.ts' },
    ]);
  });
});
