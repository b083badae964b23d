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

const MORE = [
  '# More samples\n',
  fence('js', "export default {\n  outptu: {\n    distPath: { root: 'out' },\n  },\n};"),
  fence('ts', "export default {\n  output: { distPath: { root: 'out' } },\n  foo: true,\n};"),
  fence(
    'js title="postcss.config.js"',
    'export default {\n  plugins: { autoprefixer: {} },\n  map: false,\n};',
  ),
  fence('ts', "const { pluginReact } = require('@rsbuild/plugin-reakt');\nconst _ = require('lodahs');"),
  fence('yaml', 'packages:\n  - "docs\n  - site'),
  fence(
    'ts',
    "import { pluginReact } from '@rsbuild/plugin-react';\n\nrsbuild.addPlugins([pluginReact()], { after: 'rsbuild:css' });",
  ),
  fence('ts', 'api.modifyRsbuildConfg(() => {});'),
  fence(
    'js',
    "const path = require('node:path');\nconst { pluginReact } = require('@rsbuild/plugin-react');",
  ),
].join('\n');

const lessPage = (name: string) =>
  `# tools.less\n\n- **Type:**\n\n${fence(
    'ts',
    `type LessConfig = ArrayOrNot<${name} | ((config: ${name}) => ${name} | void)>;`,
  )}`;

// The pages that fail, checked in one run as `npm run check:samples` checks the site: one TypeScript program
// (each run builds it again, a few seconds of CPU), each failure named by its own file and line.
const failing = run('scripts/check-samples.mjs', {
  'guide/samples.mdx': SAMPLES_PAGE,
  'guide/more.mdx': MORE,
  'config/tools/less.mdx': lessPage('LessLoaderOptions'),
  'config/tools/less-typo.mdx': lessPage('LessOptions'),
});

describe('check:samples', () => {
  const { status, output, files } = failing;
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
    // This page's 5 blocks: 3 checked, 2 marked; 6 failures name it and a 7th is the share of marked blocks.
    // The run's totals add the other pages' (below): 7 blocks and 7 failures, 1 block each with 0 and 3.
    expect(output.split('\n').filter((text) => text.startsWith(`${page}:`))).toHaveLength(6);
    expect(output).toMatch(/12 blocks checked, 2 marked fragment \(14\.3 % of 14\), 17 failures/);
  });

  it('fails the run when 10 % of the blocks or more are marked fragment', () => {
    expect(output).toContain(
      'check-samples: 2 of 14 blocks marked fragment, 14.3 %; the target is under 10 %',
    );
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

describe('check:samples, the other ways a sample goes wrong', () => {
  const { status, output, files } = failing;
  const page = files['guide/more.mdx'];
  const source = `${FRONT_MATTER}${MORE}`;
  const line = (text: string) => source.slice(0, source.indexOf(text)).split('\n').length;

  it('checks an untitled export default with a misspelt or unknown top-level key as a config, and fails', () => {
    expect(status).toBe(1);
    expect(output).toContain(`${page}:${line('outptu')}: TS2769`);
    expect(output).toMatch(/'outptu' does not exist in type 'RsbuildConfig/);
    expect(output).toContain(`${page}:${line('foo: true')}: TS2769`);
    expect(output).toMatch(/'foo' does not exist in type 'RsbuildConfig/);
  });

  it("leaves a block titled with another tool's config file unwrapped", () => {
    expect(output).not.toContain(`${page}:${line('map: false')}:`);
    expect(output).not.toContain(`${page}:${line('plugins: { autoprefixer')}:`);
  });

  it('fails on a require of a package that is not Rsbuild 0.6 or not known, as on an import', () => {
    expect(output.split(`${page}:${line("require('lodahs')")}: unknown package`)).toHaveLength(2);
    expect(output).toContain(
      `${page}:${line("require('@rsbuild/plugin-reakt')")}: @rsbuild/plugin-reakt is not`,
    );
    expect(output).toContain(`${page}:${line("require('lodahs')")}: unknown package "lodahs"`);
    expect(output).not.toContain(`${page}:${line("require('node:path')")}:`);
  });

  it('fails on yaml that does not parse', () => {
    expect(output).toContain(`${page}:${line('```yaml')}: yaml block does not parse`);
  });

  it('checks a JavaScript API block against the RsbuildInstance type', () => {
    expect(output).toContain(`${page}:${line('rsbuild.addPlugins')}: TS2353`);
    expect(output).toMatch(/'after' does not exist in type '\{ before\?: string/);
  });

  it('checks a plugin API block against the RsbuildPluginAPI type', () => {
    expect(output).toContain(
      `${page}:${line('api.modifyRsbuildConfg')}: TS2551: Property 'modifyRsbuildConfg' does not exist`,
    );
  });

  it('counts the blocks, none marked fragment', () => {
    // The run's 14 blocks less this page's 7: the first page's 5 (2 marked) and one per less page.
    expect(output).toMatch(/12 blocks checked, 2 marked fragment \(14\.3 % of 14\)/);
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

describe('check:content Type lines through alias names', () => {
  const page = (option: string, type: string) =>
    `# ${option}\n\n- **Type:** \`${type}\`\n- **Default:** \`undefined\`\n\nWhat the option does.\n`;
  const clientPage = (extra: string) =>
    [
      '# dev.client\n',
      '- **Type:**\n',
      fence(
        'ts',
        `type Client = {\n  /** The WebSocket protocol */\n  protocol?: 'ws' | 'wss';\n  path?: string;\n  port?: string;\n  host?: string;\n  overlay?: boolean;${extra}\n};`,
      ),
      '- **Default:** `undefined`\n\nWhat the option does.\n',
    ].join('\n');
  const { output, files } = run('scripts/check-content.mjs', {
    'config/server/proxy.mdx': page('server.proxy', 'Record<string, string> | Record<string, ProxyDetail>'),
    'config/server/proxy-full.mdx': page(
      'server.proxy',
      'ProxyDetail | ProxyDetail[] | Record<string, ProxyDetail> | Record<string, string>',
    ),
    'config/server/proxy-name.mdx': page('server.proxy', 'ProxyOptions'),
    'config/tools/less.mdx': page('tools.less', 'Object | Function'),
    'config/performance/preload.mdx': page('performance.preload', 'undefined | true | PreloadOption'),
    'config/performance/prefetch.mdx': page('performance.prefetch', 'true | PrefetchOptions'),
    'config/dev/client.mdx': clientPage(''),
    'config/dev/client-bogus.mdx': clientPage('\n  bogus?: string;'),
  });
  const failed = (name: string) => output.includes(`${files[name]}:`);

  it('fails on a Type line that leaves out members of the declared alias (server.proxy without ProxyDetail[])', () => {
    expect(output).toContain(`${files['config/server/proxy.mdx']}:7: Type line of server.proxy differs`);
    expect(output).toMatch(
      /page: +Record<string, string> \| Record<string, ProxyDetail>\n +declaration: ProxyOptions/,
    );
  });

  it('accepts the declared alias by its name or by what it stands for', () => {
    expect(failed('config/server/proxy-full.mdx')).toBe(false);
    expect(failed('config/server/proxy-name.mdx')).toBe(false);
  });

  it('fails on a loose type for a declared one (Object | Function for ToolsLessConfig)', () => {
    expect(failed('config/tools/less.mdx')).toBe(true);
  });

  it('accepts a readable name listed in type-aliases.json, and only a listed one', () => {
    expect(failed('config/performance/preload.mdx')).toBe(false);
    expect(output).toContain(
      `${files['config/performance/prefetch.mdx']}:7: Type line of performance.prefetch`,
    );
  });

  it("compares a type block's body with the declaration, members in any order", () => {
    expect(failed('config/dev/client.mdx')).toBe(false);
    expect(output).toContain(`${files['config/dev/client-bogus.mdx']}:9: Type line of dev.client differs`);
    expect(output).toMatch(/8 files checked, 4 problems/);
  });
});

// A Type line must stay readable (in a `ts` block past 100 characters) and may name only declared types.
describe('check:content, long Type lines and the names a Type uses', () => {
  const POSTCSS_TYPE =
    'ArrayOrNot<PostCSSLoaderOptions | ((config: PostCSSLoaderOptions, utils: { addPlugins: (plugins: ' +
    'PostCSSPlugin | PostCSSPlugin[]) => void }) => PostCSSLoaderOptions | void)>';
  const inlinePage = (option: string, type: string) =>
    `# ${option}\n\n- **Type:** \`${type}\`\n- **Default:** \`undefined\`\n\nWhat the option does.\n`;
  const blockPage = (option: string, code: string) =>
    `# ${option}\n\n- **Type:**\n\n${fence('ts', code)}\n- **Default:** \`undefined\`\n\nWhat it does.\n`;
  const sassBlock = (loaderOptions: string) =>
    [
      'type FileFilterUtil = (items: ArrayOrNot<string | RegExp>) => void;',
      '',
      'type SassConfig = ArrayOrNot<',
      `  | ${loaderOptions}`,
      '  | ((',
      `      config: ${loaderOptions},`,
      '      utils: { addExcludes: FileFilterUtil },',
      `    ) => ${loaderOptions} | void)`,
      '>;',
    ].join('\n');
  const { output, files } = run('scripts/check-content.mjs', {
    'config/tools/postcss-inline.mdx': inlinePage('tools.postcss', POSTCSS_TYPE),
    'config/tools/sass.mdx': blockPage('tools.sass', sassBlock('SassLoaderOptions')),
    'config/tools/sass-typo.mdx': blockPage('tools.sass', sassBlock('SassLoaderOption')),
    'config/html/meta.mdx': blockPage(
      'html.meta',
      'type MetaOptions = { [name: string]: string | false | MetaAttrs };\n\n' +
        'type MetaConfig = ArrayOrNot<\n  | MetaOptions\n' +
        '  | ((params: {\n      value: MetaOptions;\n      entryName: string;\n    }) => MetaOptions | void)\n>;',
    ),
    'config/module-federation/options.mdx': inlinePage('moduleFederation.options', 'ModuleFederationConfig'),
    'config/module-federation/options-rspack.mdx': inlinePage(
      'moduleFederation.options',
      'ModuleFederationPluginOptions',
    ),
    'plugins/plugin-eslint.mdx':
      '# ESLint Plugin\n\n- **Type:** `Options` from [eslint-webpack-plugin](https://github.com/webpack-contrib/' +
      'eslint-webpack-plugin/blob/master/types/options.d.ts)\n',
  });
  const failed = (name: string) => output.includes(`${files[name]}:`);

  it('fails a Type line over 100 characters, with the file, the line and its length', () => {
    expect(output).toContain(
      `${files['config/tools/postcss-inline.mdx']}:7: Type line of ${POSTCSS_TYPE.length + 14} characters (over 100)`,
    );
  });

  it('accepts the same type as a wrapped block, and counts only the text a reader sees of a link', () => {
    expect(failed('config/tools/sass.mdx')).toBe(false);
    expect(failed('plugins/plugin-eslint.mdx')).toBe(false);
  });

  it('fails a Type block naming a type the declarations lack', () => {
    expect(output).toContain(`${files['config/tools/sass-typo.mdx']}:9: Type line of tools.sass differs`);
  });

  it('compares an index signature the same with or without its ";"', () => {
    expect(failed('config/html/meta.mdx')).toBe(false);
  });

  it("takes Rsbuild's ModuleFederationConfig for what it is, { options }, not for the plugin's options", () => {
    expect(output).toContain(
      `${files['config/module-federation/options.mdx']}:7: Type line of moduleFederation.options differs`,
    );
    expect(failed('config/module-federation/options-rspack.mdx')).toBe(false);
    expect(output).toMatch(/7 files checked, 3 problems/);
  });
});

describe('check:samples, a Type block naming a type the declarations lack', () => {
  const { status, output, files } = failing;

  it('fails with the file, the line and the missing name; the declared name passes', () => {
    expect(status).toBe(1);
    expect(output).toContain(
      `${files['config/tools/less-typo.mdx']}:10: TS2304: Cannot find name 'LessOptions'.`,
    );
    expect(output).not.toContain(`${files['config/tools/less.mdx']}:`);
  });
});
