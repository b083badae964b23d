/**
 * @jest-environment node
 */
import { localesOfPage } from '@site/src/lib/alternateLocales';

describe('localesOfPage', () => {
  it('offers every locale for a translated page', () => {
    expect(localesOfPage(['en', 'zh'], 'en', 'en', '/config/output/dist-path')).toEqual(['en', 'zh']);
    expect(localesOfPage(['en', 'zh'], 'zh', 'en', '/zh/config/')).toEqual(['en', 'zh']);
  });

  it('leaves out the locales an untranslated page is missing from', () => {
    expect(localesOfPage(['en', 'zh'], 'en', 'en', '/guide/advanced/rem')).toEqual(['en']);
    expect(localesOfPage(['en', 'zh'], 'en', 'en', '/guide/advanced/rem/')).toEqual(['en']);
  });
});
