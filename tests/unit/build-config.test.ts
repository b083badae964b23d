// Production builds skip Rspack's persistent cache unless a host that keeps it asks for it; the dev server
// keeps it; Docusaurus's HTML minifiers are both off, the site minifies with end tags and attribute quotes
// kept (config/build.ts, plugins/minify-html); SSG runs on the main thread; every other Faster option stays on.
import { createRequire } from 'node:module';
import {
  fasterOptions,
  skipDocusaurusHtmlMinifier,
  sitePostcssOptions,
  type HtmlMinifierModule,
} from '@site/config/build';

describe('fasterOptions', () => {
  it('leaves the persistent cache out of production builds', () => {
    expect(fasterOptions({ NODE_ENV: 'production' }).rspackPersistentCache).toBe(false);
  });

  it('keeps it for a host that keeps node_modules/.cache (BUILD_CACHE=true) and for the dev server', () => {
    expect(fasterOptions({ NODE_ENV: 'production', BUILD_CACHE: 'true' }).rspackPersistentCache).toBe(true);
    expect(fasterOptions({ NODE_ENV: 'development' }).rspackPersistentCache).toBe(true);
  });

  it("leaves SWC's HTML minifier with Docusaurus's options (which drop optional end tags) off", () => {
    expect(fasterOptions({ NODE_ENV: 'production' }).swcHtmlMinimizer).toBe(false);
  });

  it('turns the other one off in SSG too: the pages are minified by plugins/minify-html', async () => {
    const page = '<p class="a">One</p>\n\n  <p class="b">two</p>';
    const requireFromCore = createRequire(require.resolve('@docusaurus/core/package.json'));
    const bundler = requireFromCore('@docusaurus/bundler') as HtmlMinifierModule;
    skipDocusaurusHtmlMinifier();
    // Docusaurus's SSG asks its bundler for the minifier when it starts rendering, after the config loaded.
    for (const type of ['terser', 'swc']) {
      const minifier = await bundler.getHtmlMinifier({ type });
      expect(await minifier.minify(page)).toEqual({ code: page, warnings: [] });
    }
  });

  it('renders the pages on the main thread, not in SSG worker threads', () => {
    expect(fasterOptions({ NODE_ENV: 'production' }).ssgWorkerThreads).toBe(false);
  });

  it('turns every other Faster option on', () => {
    const {
      rspackPersistentCache: _cache,
      swcHtmlMinimizer: _html,
      ssgWorkerThreads: _threads,
      ...rest
    } = fasterOptions({ NODE_ENV: 'production' });
    expect(Object.values(rest).every(Boolean)).toBe(true);
    expect(Object.keys(rest)).toHaveLength(6);
  });
});

// Lightning CSS prefixes the stylesheets for the browserslist; the cascade layers of `future.v4` are a PostCSS
// plugin that must stay, or every Infima rule would leave its layer and outrank the site's own.
describe('sitePostcssOptions', () => {
  const presetEnv: [string, object] = [require.resolve('postcss-preset-env'), {}];
  const wrapInLayer = { postcssPlugin: 'postcss-wrap-in-layer' };

  it("drops Docusaurus's postcss-preset-env, keeps the plugins others add, looks up no config file", () => {
    const options = sitePostcssOptions({ ident: 'postcss', plugins: [presetEnv, wrapInLayer] });
    expect(options).toEqual({ ident: 'postcss', plugins: [wrapInLayer], config: false });
  });
});
