/**
 * Proofs of the FAQ answers on styles, TypeScript, build output, minification and deployment
 * (guide/faq/exceptions and guide/faq/features; maintainers/faq-sources.md lists each entry with its test):
 * each fixture under tests/rsbuild-fixtures/ is built with @rsbuild/core 0.6.4, once with the configuration
 * that shows the problem and once with the fix the page documents.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { buildFixture, RSBUILD_FIXTURES_DIR, type FixtureConfig } from '../support/rsbuild06';

// Required like @rsbuild/core in the harness: their declarations drag Node globals into the site's check.
const { pluginNodePolyfill } = require('@rsbuild/plugin-node-polyfill') as {
  pluginNodePolyfill: () => unknown;
};

// A fixture build takes about a second; on two shared cores it can take several.
jest.setTimeout(60000);

/** Rejects with the build's error when Rsbuild 0.6.4 cannot build the fixture. */
async function buildError(name: string, config: FixtureConfig = {}): Promise<string> {
  try {
    await buildFixture(name, config);
  } catch (error) {
    return String(error);
  }
  throw new Error(`${name} built without an error`);
}

// Minified: the code starts on its first line (after the license comment, when there is one).
const JS_MINIFIED = /^(\/\*![^\n]*\*\/\n)?!function\(\)\{/;

describe('A component library loses its CSS in the production build (sideEffects)', () => {
  const styleRule = {
    tools: {
      rspack: { module: { rules: [{ test: /[\\/]ui-lib[\\/].*[\\/]style[\\/]/, sideEffects: true }] } },
    },
  };

  it('css-side-effects: the style entry of a "sideEffects": false package is dropped, the rule keeps it', async () => {
    const broken = await buildFixture('css-side-effects');
    expect([...broken.files.keys()].filter((file) => file.endsWith('.css'))).toEqual([]);
    const fixed = await buildFixture('css-side-effects', styleRule);
    expect(fixed.text(/\.css$/)).toContain('.ui-button{color:rebeccapurple}');
  });
});

describe('CSS rule and @layer order after the build', () => {
  it('css-order: the 0.6 CSS minifier keeps rules and layers in source order', async () => {
    const css = (await buildFixture('css-order')).text(/\.css$/);
    const order = [
      '@layer reset,library,app',
      '@layer app{',
      '@layer reset{',
      'color:gray',
      'color:rebeccapurple',
    ];
    const positions = order.map((piece) => css.indexOf(piece));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('css-order: the import order decides which of two equal selectors wins', async () => {
    const css = (await buildFixture('css-order', { source: { entry: { index: './src/swapped.js' } } })).text(
      /\.css$/,
    );
    expect(css.indexOf('color:rebeccapurple')).toBeLessThan(css.indexOf('color:gray'));
  });
});

describe('A hash in the query string of output.filename turns minification off', () => {
  it('query-hash-minify: "?[contenthash:8]" leaves JS and CSS unminified, a hash in the name does not', async () => {
    const query = await buildFixture('query-hash-minify', {
      output: { filename: { js: '[name].js?[contenthash:8]', css: '[name].css?[contenthash:8]' } },
    });
    expect(query.text(/index\.js$/)).not.toMatch(JS_MINIFIED);
    expect(query.text(/index\.css$/)).toContain('.greeting {\n  color: rebeccapurple;');

    const named = await buildFixture('query-hash-minify', {
      output: { filename: { js: '[name].[contenthash:8].js', css: '[name].[contenthash:8].css' } },
    });
    expect(named.text(/index\.[0-9a-f]{8}\.js$/)).toMatch(JS_MINIFIED);
    expect(named.text(/index\.[0-9a-f]{8}\.css$/)).toBe('.greeting{color:rebeccapurple;margin:0 auto}');
  });
});

describe('Fonts and CSS url() under a sub-directory', () => {
  // Where the browser fetches the font from when the site is served under /sub/.
  async function fontUrl(assetPrefix: string): Promise<{ requested: string; emitted: string }> {
    const built = await buildFixture('asset-prefix-fonts', { output: { assetPrefix } });
    const cssFile = [...built.files.keys()].find((file) => file.endsWith('.css'))!;
    const emitted = [...built.files.keys()].find((file) => file.endsWith('.woff2'))!;
    const url = /url\(([^)]+)\)/.exec(built.files.get(cssFile)!)![1];
    return {
      requested: new URL(url, `https://example.com/sub/${cssFile}`).pathname,
      emitted: `/sub/${emitted}`,
    };
  }

  it("asset-prefix-fonts: './' points fonts below the CSS folder, 'auto' and '/sub/' reach them", async () => {
    const relative = await fontUrl('./');
    expect(relative.requested).not.toBe(relative.emitted);
    expect(relative.requested).toMatch(/^\/sub\/static\/css\/static\/font\//);
    for (const prefix of ['auto', '/sub/']) {
      const fixed = await fontUrl(prefix);
      expect(fixed.requested).toBe(fixed.emitted);
    }
  });
});

describe('TypeScript: `process` and CSS Modules imports in browser code', () => {
  const root = path.join(RSBUILD_FIXTURES_DIR, 'ts-types');

  function diagnostics(files: string[], types: string[]): string[] {
    const program = ts.createProgram(
      files.map((file) => path.join(root, file)),
      {
        target: ts.ScriptTarget.ES2020,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        lib: ['lib.dom.d.ts', 'lib.es2020.d.ts'],
        types,
        strict: true,
        noEmit: true,
        skipLibCheck: true,
      },
    );
    return ts
      .getPreEmitDiagnostics(program)
      .map((item) => ts.flattenDiagnosticMessageText(item.messageText, '\n'));
  }

  it("ts-types: without Node's and Rsbuild's types tsc reports both errors, with them none", () => {
    const without = diagnostics(['src/index.ts'], []);
    expect(without).toEqual(
      expect.arrayContaining([
        expect.stringContaining(
          "Cannot find module './App.module.css' or its corresponding type declarations",
        ),
        expect.stringContaining("Cannot find name 'process'"),
      ]),
    );
    expect(diagnostics(['src/index.ts', 'types/rsbuild-env.d.ts'], ['node'])).toEqual([]);
  });
});

describe('`process is not defined` in the browser', () => {
  it('process-env: an undefined process.env key stays in the bundle, source.define replaces it', async () => {
    const broken = await buildFixture('process-env');
    expect(broken.text(/\.js$/)).toContain('process.env.API_URL');
    const fixed = await buildFixture('process-env', {
      source: { define: { 'process.env.API_URL': JSON.stringify('https://api.example.com') } },
    });
    expect(fixed.text(/\.js$/)).not.toContain('process');
    expect(fixed.text(/\.js$/)).toContain('"https://api.example.com"');
  });
});

describe("`Can't resolve 'path'` in browser code", () => {
  it('node-builtin: a Node.js core module fails the build, the node polyfill plugin bundles it', async () => {
    expect(await buildError('node-builtin')).toContain('Rspack build failed');
    const fixed = await buildFixture('node-builtin', { plugins: [pluginNodePolyfill()] });
    expect(fixed.text(/\.js$/)).toContain('"docs","guide"');
  });
});

describe('A CSS url() to a file of the public folder', () => {
  it('public-url-css: "/images/hero.png" does not resolve, an alias to the public folder does', async () => {
    expect(await buildError('public-url-css')).toContain('Rspack build failed');
    const fixed = await buildFixture('public-url-css', {
      source: { alias: { '/images': path.join(RSBUILD_FIXTURES_DIR, 'public-url-css', 'public', 'images') } },
    });
    expect(fixed.text(/\.css$/)).toMatch(/\.hero\{background-image:url\(/);
  });
});

describe('Class and function names after minification', () => {
  it('keep-names: the minifier renames classes and functions unless jsOptions keeps them', async () => {
    const renamed = (await buildFixture('keep-names')).text(/\.js$/);
    expect(renamed).not.toContain('ShoppingCart');
    expect(renamed).not.toContain('formatPrice');
    const kept = (
      await buildFixture('keep-names', {
        output: {
          minify: {
            jsOptions: {
              compress: { keep_classnames: true, keep_fnames: true },
              mangle: { keep_classnames: true, keep_fnames: true },
            },
          },
        },
      })
    ).text(/\.js$/);
    expect(kept).toContain('class ShoppingCart');
    expect(kept).toContain('function formatPrice');
    expect(kept).toMatch(JS_MINIFIED);
  });
});

describe('CSS Modules class names after a Create React App migration', () => {
  const getLocalIdent = (context: { resourcePath: string }, _name: string, localName: string) =>
    `${path.basename(context.resourcePath).replace(/\.module\.\w+$/, '')}_${localName}`;

  it('css-modules-name: [name] keeps ".module" (as _module); getLocalIdent drops it once styles are injected', async () => {
    const named = await buildFixture('css-modules-name', {
      output: { cssModules: { localIdentName: '[name]__[local]' } },
    });
    expect(named.text(/\.css$/)).toContain('.App_module__title{');
    const injected = await buildFixture('css-modules-name', {
      output: { injectStyles: true },
      // The function form, as on the page: 0.6's CSSModulesOptions type has no getLocalIdent.
      tools: {
        cssLoader: (options: { modules?: unknown }) => {
          if (typeof options.modules === 'object')
            Object.assign(options.modules as object, { getLocalIdent });
        },
      },
    });
    expect([...injected.files.keys()].some((file) => file.endsWith('.css'))).toBe(false);
    expect(injected.text(/\.js$/)).toContain('title:"App_title"');
  });
});

describe('Everything in one HTML file', () => {
  it('single-html: inlineScripts and inlineStyles leave the page alone in the output, with its code inside', async () => {
    const separate = await buildFixture('single-html');
    expect([...separate.files.keys()].filter((file) => /\.(js|css)$/.test(file))).toHaveLength(2);
    const inlined = await buildFixture('single-html', {
      output: { inlineScripts: true, inlineStyles: true, legalComments: 'none' },
    });
    expect([...inlined.files.keys()]).toEqual(['index.html']);
    expect(inlined.files.get('index.html')).toContain('<style>.greeting{');
    expect(inlined.files.get('index.html')).toContain('Hello, reader!');
  });
});

describe('Type errors and the build', () => {
  const cwd = path.join(RSBUILD_FIXTURES_DIR, 'type-check');

  // The type-check plugin starts its checker through a dynamic import, which Jest's module sandbox refuses;
  // a plain Node process builds the fixture the way `rsbuild build` does.
  function buildWithTypeCheck(): { ok: boolean; output: string } {
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild06-type-check-'));
    const script = `
      const { createRsbuild, logger } = require('@rsbuild/core');
      const { pluginTypeCheck } = require('@rsbuild/plugin-type-check');
      logger.level = 'error';
      createRsbuild({ cwd: ${JSON.stringify(cwd)}, rsbuildConfig: {
        plugins: [pluginTypeCheck()],
        dev: { progressBar: false },
        performance: { printFileSize: false },
        output: { distPath: { root: ${JSON.stringify(distDir)} } },
      } }).then((rsbuild) => rsbuild.build()).then(() => process.exit(0), () => process.exit(1));`;
    try {
      const output = execFileSync(process.execPath, ['-e', script], {
        cwd: path.join(__dirname, '..', '..'),
        env: { ...process.env, NODE_ENV: 'production' },
        encoding: 'utf8',
        stdio: 'pipe',
      });
      return { ok: true, output };
    } catch (error) {
      const failed = error as { stdout: string; stderr: string };
      return { ok: false, output: `${failed.stdout}${failed.stderr}` };
    } finally {
      fs.rmSync(distDir, { recursive: true, force: true });
    }
  }

  it('type-check: a type error builds without the plugin and fails the build with it', async () => {
    const unchecked = await buildFixture('type-check');
    expect(unchecked.text(/\.js$/)).toContain('String("three")');
    const checked = buildWithTypeCheck();
    expect(checked.ok).toBe(false);
    expect(checked.output).toContain("Type 'string' is not assignable to type 'number'");
  });
});
