/**
 * @jest-environment node
 */
import path from 'node:path';
import { UNTRANSLATED_DOCS } from '@site/config/site';
import { docRoutesByLocale } from '@site/plugins/lib/content.cjs';
import { localesOfPage } from '@site/src/lib/alternateLocales';

// What docusaurus.config.ts passes to the browser: the routes of the site's own untranslated docs.
const SITE_ROUTES = docRoutesByLocale(path.join(__dirname, '../../docs'), UNTRANSLATED_DOCS);

describe('localesOfPage', () => {
  it('offers every locale for a translated page', () => {
    expect(localesOfPage(['en', 'zh'], 'en', 'en', '/config/output/dist-path', SITE_ROUTES)).toEqual([
      'en',
      'zh',
    ]);
    expect(localesOfPage(['en', 'zh'], 'zh', 'en', '/zh/config/', SITE_ROUTES)).toEqual(['en', 'zh']);
  });

  it('leaves out the locales an untranslated page is missing from', () => {
    expect(localesOfPage(['en', 'zh'], 'en', 'en', '/guide/advanced/rem', SITE_ROUTES)).toEqual(['en']);
    expect(localesOfPage(['en', 'zh'], 'en', 'en', '/guide/advanced/rem/', SITE_ROUTES)).toEqual(['en']);
  });

  it('compares routes, so an untranslated index page and a slug route match their URLs', () => {
    const routes = { zh: ['/guide/start/', '/quick-start'] };
    expect(localesOfPage(['en', 'zh'], 'en', 'en', '/guide/start/', routes)).toEqual(['en']);
    expect(localesOfPage(['en', 'zh'], 'en', 'en', '/guide/start', routes)).toEqual(['en']);
    expect(localesOfPage(['en', 'zh'], 'en', 'en', '/quick-start', routes)).toEqual(['en']);
    expect(localesOfPage(['en', 'zh'], 'en', 'en', '/guide/start/quick-start', routes)).toEqual(['en', 'zh']);
  });
});

describe('docRoutesByLocale', () => {
  it('gives the route of each untranslated doc of the site', () => {
    expect(SITE_ROUTES).toEqual({ en: [], zh: ['/guide/advanced/rem'] });
  });
});
