import { ALLOWED_QUERY_PARAMETERS, queryParameterGuardScript } from '@site/config/headScripts/queryGuard';

/** Loads `search` into jsdom's address bar, runs the head script, returns the address's query afterwards. */
function guard(search: string, allowed = ALLOWED_QUERY_PARAMETERS): string {
  window.history.replaceState(null, '', `/guide/start/${search}#part`);
  new Function(queryParameterGuardScript(allowed))();
  expect(window.location.pathname).toBe('/guide/start/');
  expect(window.location.hash).toBe('#part');
  return window.location.search;
}

describe('query parameter guard (head script)', () => {
  it('keeps the themes the site defines', () => {
    expect(guard('?docusaurus-theme=dark')).toBe('?docusaurus-theme=dark');
    expect(guard('?docusaurus-theme=light')).toBe('?docusaurus-theme=light');
  });

  it.each([
    '?docusaurus-theme=evil',
    '?docusaurus-theme=',
    '?docusaurus-theme=Dark',
    '?docusaurus-theme=dark&docusaurus-theme=%22%3E%3Cimg',
    '?docusaurus-theme=light%00',
  ])('drops %s', (search) => {
    expect(guard(search)).toBe('');
  });

  it.each([
    '?docusaurus-data-search-open=true',
    '?docusaurus-data-search-open',
    '?docusaurus-data-theme=dark',
    '?docusaurus-data-x=1',
  ])('drops %s: no data attribute comes from a link', (search) => {
    expect(guard(search)).toBe('');
  });

  it('leaves other parameters and their order alone', () => {
    expect(guard('?navbar=0&docusaurus-data-search-open=true&sidebar=0&docusaurus-theme=dark')).toBe(
      '?navbar=0&sidebar=0&docusaurus-theme=dark',
    );
    expect(guard('?q=%3Cscript%3E')).toBe('?q=%3Cscript%3E');
  });

  it('accepts what an allow-list adds', () => {
    expect(guard('?docusaurus-data-mode=embed', { 'docusaurus-data-mode': ['embed'] })).toBe(
      '?docusaurus-data-mode=embed',
    );
    expect(guard('?docusaurus-data-mode=other', { 'docusaurus-data-mode': ['embed'] })).toBe('');
  });

  it("then lets Docusaurus's own script set only allowed attributes", () => {
    // The stock inline scripts, as the theme injects them after the head script.
    const { DataAttributeQueryStringInlineJavaScript, getThemeInlineScript } =
      require('@docusaurus/theme-classic/lib/inlineScripts') as {
        DataAttributeQueryStringInlineJavaScript: string;
        getThemeInlineScript(options: object): string;
      };
    const stock =
      getThemeInlineScript({
        colorMode: { disableSwitch: false, defaultMode: 'light', respectPrefersColorScheme: false },
        siteStorage: { type: 'localStorage', namespace: '' },
      }) + DataAttributeQueryStringInlineJavaScript;
    guard('?docusaurus-theme=evil&docusaurus-data-search-open=true');
    new Function(stock)();
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    expect(document.documentElement.hasAttribute('data-search-open')).toBe(false);
  });
});
