/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The lint rules that guard the architecture must fail on a violation: an import against the one-way layers
 * and an import of a package that package.json does not declare. ESLint runs in a child process (it loads
 * its ES-module config with import(), which Jest's module runtime cannot do) on in-memory snippets whose
 * file paths place them in a layer; type-aware rules are off there, so one run takes a few seconds.
 */
const ROOT = path.resolve(__dirname, '../..');

interface Probe {
  filePath: string;
  code: string;
}

interface Finding {
  ruleId: string | null;
  message: string;
}

const LINT_SCRIPT = `
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
const probes = JSON.parse(process.argv[1]);
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked }],
});
const results = [];
for (const probe of probes) {
  const [result] = await eslint.lintText(probe.code, { filePath: probe.filePath });
  results.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(results));
`;

function lint(probes: Probe[]): Finding[][] {
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', LINT_SCRIPT, JSON.stringify(probes)],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  return JSON.parse(output) as Finding[][];
}

const rulesOf = (findings: Finding[]) => findings.map((finding) => finding.ruleId);

describe('lint rules', () => {
  // One ESLint process for every probe: starting it is most of the cost.
  let findings: Finding[][];
  const probes: Probe[] = [
    // 0: src/lib must not import a component.
    {
      filePath: 'src/lib/layerProbe.ts',
      code: "import Popup from '@site/src/components/Popup';\n\nexport const popup = Popup;\n",
    },
    // 1: the same import from a component is allowed.
    {
      filePath: 'src/components/LayerProbe/index.ts',
      code: "import Popup from '@site/src/components/Popup';\n\nexport const popup = Popup;\n",
    },
    // 2: a relative back-import from a plugin into src/components.
    {
      filePath: 'plugins/layer-probe/index.ts',
      code: "import Popup from '../../src/components/Popup';\n\nexport const popup = Popup;\n",
    },
    // 3: a package that is installed (a dependency of a dependency) but not declared in package.json.
    {
      filePath: 'src/lib/packageProbe.ts',
      code: "import lodash from 'lodash';\n\nexport const chunk = lodash.chunk;\n",
    },
    // 4: a declared package and the Docusaurus aliases are fine.
    {
      filePath: 'src/lib/aliasProbe.ts',
      code:
        "import clsx from 'clsx';\nimport Link from '@docusaurus/Link';\nimport Layout from '@theme/Layout';\n\n" +
        'export const parts = [clsx, Link, Layout];\n',
    },
    // 5: scripts must not import test support.
    {
      filePath: 'scripts/layerProbe.mjs',
      code: "import { startServer } from '../tests/e2e/support.mjs';\n\nexport const start = startServer;\n",
    },
    // 6: the site config may not import components.
    {
      filePath: 'docusaurus.config.ts',
      code: "import Popup from '@site/src/components/Popup';\n\nexport default { popup: Popup };\n",
    },
    // 7: a plugin may import the search index's format...
    {
      filePath: 'plugins/layer-probe/format.ts',
      code: "import { forEachWordKey } from '../../src/lib/search/format/tokenize';\n\nexport const keys = forEachWordKey;\n",
    },
    // 8: ...but no other part of the search (here the worker's engine).
    {
      filePath: 'plugins/layer-probe/engine.ts',
      code: "import { pageKind } from '../../src/lib/search/worker/ranking';\n\nexport const kind = pageKind;\n",
    },
    // 9: nor the dialog's client, through the site alias.
    {
      filePath: 'plugins/layer-probe/client.ts',
      code: "import { capQuery } from '@site/src/lib/search/client/searchSession';\n\nexport const cap = capQuery;\n",
    },
    // 10: the search scripts may import the worker's code and the index plugin...
    {
      filePath: 'scripts/search/layerProbe.mjs',
      code:
        "import { rerankScore } from '../../src/lib/search/worker/rerank.ts';\n" +
        "import { withAskedWords } from '../../plugins/search-index/askedWords.ts';\n\n" +
        'export const parts = [rerankScore, withAskedWords];\n',
    },
    // 11: ...no other script.
    {
      filePath: 'scripts/layerProbe.mjs',
      code: "import { rerankScore } from '../src/lib/search/worker/rerank.ts';\n\nexport const score = rerankScore;\n",
    },
  ];

  beforeAll(() => {
    findings = lint(probes);
  }, 60_000);

  it('fails an import from src/lib into src/components', () => {
    expect(rulesOf(findings[0])).toContain('boundaries/dependencies');
  });

  it('allows an import inside src/components', () => {
    expect(findings[1]).toEqual([]);
  });

  it('fails a relative import from plugins/ into src/components', () => {
    expect(rulesOf(findings[2])).toContain('boundaries/dependencies');
  });

  it('fails an import of a package that package.json does not declare', () => {
    expect(findings[3]).toContainEqual(
      expect.objectContaining({
        ruleId: 'import-x/no-extraneous-dependencies',
        message: expect.stringContaining('lodash'),
      }),
    );
  });

  it('accepts declared packages and the Docusaurus aliases', () => {
    expect(findings[4]).toEqual([]);
  });

  it('fails an import from scripts/ into tests/', () => {
    expect(rulesOf(findings[5])).toContain('boundaries/dependencies');
  });

  it('allows a plugin to import the search index format', () => {
    expect(findings[7]).toEqual([]);
  });

  it('fails an import from plugins/ into any other part of src/lib/search', () => {
    expect(rulesOf(findings[8])).toContain('boundaries/dependencies');
    expect(rulesOf(findings[9])).toContain('boundaries/dependencies');
  });

  it("allows the search scripts, and no other script, to import the search worker's code", () => {
    expect(findings[10]).toEqual([]);
    expect(rulesOf(findings[11])).toContain('boundaries/dependencies');
  });

  it('fails an import from docusaurus.config.ts into src/components', () => {
    expect(rulesOf(findings[6])).toContain('no-restricted-imports');
  });
});
