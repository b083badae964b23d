// The site's HTML minifier (plugins/minify-html) keeps what AI agents' HTML-to-Markdown converters need: every
// optional end tag (a table without `</td>` lost 41 % of its text in AFDocs) and every attribute quote
// (`href=/guide/start/>` parsed as a self-closing tag), while it still minifies the inline scripts.
import { getSwcHtmlMinifier } from '@docusaurus/faster';
import { HTML_MINIFIER_OPTIONS, htmlFileOfRoute, minifyHtml } from '@site/plugins/minify-html/minify';

// getSwcHtmlMinifier imports @swc/html dynamically, which Jest cannot without ES module support: the test
// takes the same function through require.
jest.mock('@docusaurus/faster', () => ({
  getSwcHtmlMinifier: async () => jest.requireActual('@swc/html').minify,
}));

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8">
<script>
  (function () { var answer = 40 + 2; window.answer = answer; })();
</script>
<script type="application/ld+json">{"@type":"TechArticle","headline":"x"}</script>
</head><body><div id="__docusaurus"><p>First</p><p>Second</p>
<table><thead><tr><th>Option</th></tr></thead><tbody><tr><td>dev</td></tr><tr><td>prod</td></tr></tbody></table>
<ul><li><a href="/guide/start/">Start</a></li><li><a class="navbar__link" href="/config/">Config</a></li></ul>
<select><option value="a">A</option></select><!-- --></div></body></html>`;

describe('minifyHtml', () => {
  let minified = '';
  beforeAll(async () => {
    minified = await minifyHtml(await getSwcHtmlMinifier(), PAGE, 'test.html');
  });

  it('keeps every optional end tag', () => {
    for (const tag of ['</p>', '</td>', '</th>', '</tr>', '</tbody>', '</thead>', '</li>', '</option>'])
      expect(minified.split(tag).length).toBe(PAGE.split(tag).length);
    expect(minified).toContain('<head>');
    expect(minified).toContain('</body></html>');
  });

  it('keeps attribute quotes', () => {
    expect(minified).toContain('href="/guide/start/"');
    expect(minified).toContain('class="navbar__link"');
  });

  it("minifies inline scripts, keeps JSON-LD as written and React's comment markers", () => {
    expect(minified).not.toContain('var answer = 40 + 2');
    expect(minified).toContain('<script type="application/ld+json">{"@type":"TechArticle","headline":"x"}');
    expect(minified).toContain('<!-- -->');
    expect(minified.length).toBeLessThan(PAGE.length);
  });

  it('drops no end tag or quote with these options where Docusaurus’s SWC options would', async () => {
    const docusaurusOptions = {
      ...HTML_MINIFIER_OPTIONS,
      tagOmission: 'keep-head-and-body' as const,
      quotes: undefined,
    };
    const { code } = await (await getSwcHtmlMinifier())(Buffer.from(PAGE), docusaurusOptions);
    expect(code).not.toContain('</td>');
    expect(code).toContain('href=/guide/start/');
  });
});

describe('htmlFileOfRoute', () => {
  it('maps routes to the files SSG writes (trailingSlash unset)', () => {
    expect(htmlFileOfRoute('/b', '/', '/')).toBe('/b/index.html');
    expect(htmlFileOfRoute('/b', '/', '/guide/start/')).toBe('/b/guide/start/index.html');
    expect(htmlFileOfRoute('/b', '/', '/config/output/dist-path')).toBe(
      '/b/config/output/dist-path/index.html',
    );
    expect(htmlFileOfRoute('/b', '/', '/404.html')).toBe('/b/404.html');
    expect(htmlFileOfRoute('/b/zh', '/zh/', '/zh/guide/')).toBe('/b/zh/guide/index.html');
  });
});
