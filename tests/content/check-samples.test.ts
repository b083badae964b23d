// The sample gate (scripts/check-samples.mjs) and the Type-line gate of scripts/check-content.mjs, run as a
// reader's mistake would reach them: a page with a wrong sample or a wrong Type line fails with file and line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const FRONT_MATTER = '---\ndescription: A page that tests the code sample checks of the site.\n---\n\n';

/** Writes pages below a temporary folder, runs a script on them, and returns exit code, output and paths. */
function run(script: string, pages: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-samples-'));
  const files = Object.fromEntries(
    Object.entries(pages).map(([name, body]) => {
      const file = path.join(dir, name);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, `${FRONT_MATTER}${body}`);
      return [name, file];
    }),
  );
  try {
    const result = spawnSync(process.execPath, [script, ...Object.values(files)], { encoding: 'utf8' });
    return { status: result.status, output: result.stdout + result.stderr, files };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const fence = (meta: string, code: string) => `\`\`\`${meta}\n${code}\n\`\`\`\n`;

const SAMPLES_PAGE = [
  '# Samples\n',
  fence(
    'ts title="rsbuild.config.ts"',
    "import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({\n  output: {\n    distPath: { root: 42 },\n  },\n});",
  ),
  fence('js', "export default {\n  server: {\n    port: '8080',\n  },\n};"),
  fence('ts fragment', "import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({});"),
  fence('ts fragment', 'const value: number = "a deliberately partial excerpt";'),
  fence('json', '{\n  // a comment\n  "name": "demo"\n}'),
  fence('bash', 'npm add @rsbuild/plugin-react -D'),
  fence('ts', "import { pluginReact } from '@rsbuild/plugin-reakt';\n\nexport { pluginReact };"),
].join('\n');

/** The 1-based line of the page file (front matter included) where `text` first occurs. */
const lineOf = (text: string, from = 0) => {
  const source = `${FRONT_MATTER}${SAMPLES_PAGE}`;
  return source.slice(0, source.indexOf(text, from)).split('\n').length;
};

describe('check:samples', () => {
  const { status, output, files } = run('scripts/check-samples.mjs', { 'guide/samples.mdx': SAMPLES_PAGE });
  const page = files['guide/samples.mdx'];

  it('fails, naming the file, the line and the TypeScript message, on a wrong option type in a config', () => {
    expect(status).toBe(1);
    expect(output).toContain(`${page}:${lineOf('root: 42')}: TS2769: No overload matches this call.`);
    expect(output).toContain("Type 'number' is not assignable to type 'string'.");
  });

  it('checks a plain `export default {…}` in a js block as an RsbuildConfig (checkJs)', () => {
    expect(output).toContain(`${page}:${lineOf("port: '8080'")}: TS2769: No overload matches this call.`);
    expect(output).toContain("Type 'string' is not assignable to type 'number'.");
  });

  it('fails on a fragment marker on a block that compiles, and keeps a partial block with the marker out', () => {
    expect(output).toContain(
      `${page}:${lineOf('```ts fragment')}: marked fragment but compiles; remove the marker`,
    );
    expect(output).not.toContain(`${page}:${lineOf('const value')}:`);
    expect(output).toMatch(/3 blocks checked, 2 marked fragment \(40\.0 % of 5\), 6 failures/);
  });

  it('fails on json that does not parse, a one-manager install line and a package that is not Rsbuild 0.6', () => {
    expect(output).toContain(`${page}:${lineOf('```json')}: json block does not parse`);
    expect(output).toContain(
      `${page}:${lineOf('```bash')}: "npm add @rsbuild/plugin-react -D" shows one package manager`,
    );
    expect(output).toContain(`${page}:${lineOf('import { pluginReact }')}: @rsbuild/plugin-reakt is not`);
  });

  it('passes a page whose samples compile', () => {
    const good = run('scripts/check-samples.mjs', {
      'guide/good.mdx': `# Good\n\n${fence(
        'ts title="rsbuild.config.ts"',
        "import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nexport default defineConfig({\n  plugins: [pluginReact()],\n  output: { distPath: { root: 'out' } },\n});",
      )}`,
    });
    expect(good.output).toMatch(/1 blocks checked, 0 marked fragment \(0\.0 % of 1\), 0 failures/);
    expect(good.status).toBe(0);
  });
});

describe('check:content Type lines', () => {
  const page = (type: string) =>
    `# server.port\n\n- **Type:** \`${type}\`\n- **Default:** \`3000\`\n\nThe port of the dev server.\n`;

  it('fails on a Type line that differs from the 0.6 declaration, with the page line and both types', () => {
    const { status, output, files } = run('scripts/check-content.mjs', {
      'config/server/port.mdx': page('string'),
    });
    expect(status).toBe(1);
    expect(output).toContain(`${files['config/server/port.mdx']}:7: Type line of server.port differs`);
    expect(output).toMatch(/page: +string\n +declaration: number/);
  });

  it('accepts the declared type, in any union order and spacing', () => {
    const { status, output } = run('scripts/check-content.mjs', {
      'config/server/port.mdx': page('number'),
      'config/output/asset-prefix.mdx': page('string|"auto"').replace('server.port', 'output.assetPrefix'),
    });
    expect(output).toMatch(/2 files checked, 0 problems/);
    expect(status).toBe(0);
  });
});
