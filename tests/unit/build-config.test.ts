// Production builds skip Rspack's persistent cache unless a host that keeps it asks for it; the dev server
// keeps it; the HTML is minified by html-minifier-terser, which keeps optional end tags and attribute quotes
// (config/build.ts); every other Docusaurus Faster option stays on.
import { fasterOptions } from '@site/config/build';

describe('fasterOptions', () => {
  it('leaves the persistent cache out of production builds', () => {
    expect(fasterOptions({ NODE_ENV: 'production' }).rspackPersistentCache).toBe(false);
  });

  it('keeps it for a host that keeps node_modules/.cache (BUILD_CACHE=true) and for the dev server', () => {
    expect(fasterOptions({ NODE_ENV: 'production', BUILD_CACHE: 'true' }).rspackPersistentCache).toBe(true);
    expect(fasterOptions({ NODE_ENV: 'development' }).rspackPersistentCache).toBe(true);
  });

  it("minifies HTML with Docusaurus's html-minifier-terser, not SWC's (which drops optional end tags)", () => {
    expect(fasterOptions({ NODE_ENV: 'production' }).swcHtmlMinimizer).toBe(false);
  });

  it('turns every other Faster option on', () => {
    const {
      rspackPersistentCache: _cache,
      swcHtmlMinimizer: _html,
      ...rest
    } = fasterOptions({ NODE_ENV: 'production' });
    expect(Object.values(rest).every(Boolean)).toBe(true);
    expect(Object.keys(rest)).toHaveLength(7);
  });
});
