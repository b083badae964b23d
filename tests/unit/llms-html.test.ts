/** @jest-environment node */
import { AGENT_POINTER_CLASS, withAgentPointer, withTechArticle } from '@site/plugins/llms-txt/htmlAdditions';
import { buildRobotsTxt } from '@site/plugins/llms-txt/llmsTxt';

const PAGE =
  '<!doctype html><html><head><title>T</title></head><body class="x"><div id="__docusaurus"></div></body></html>';

describe('withAgentPointer', () => {
  it('puts the pointer first in <body>, outside the React root, aria-hidden, escaped, once', () => {
    const once = withAgentPointer(PAGE, 'For AI agents: see https://rsbuild.dev/llms.txt & <more>');
    expect(once).toContain(
      `<body class="x"><div class="${AGENT_POINTER_CLASS}" aria-hidden="true">For AI agents: see https://rsbuild.dev/llms.txt &amp; &lt;more&gt;</div><div id="__docusaurus">`,
    );
    expect(withAgentPointer(once, 'again')).toBe(once);
    expect(() => withAgentPointer('<p>no body</p>', 'x')).toThrow(/No <body>/);
  });
});

describe('withTechArticle', () => {
  const article = {
    headline: 'Quick Start',
    description: 'Set up </script> Rsbuild',
    inLanguage: 'en-US',
    url: 'https://rsbuild.dev/guide/start/quick-start',
    dateModified: Date.UTC(2024, 3, 1),
  };

  it('adds TechArticle JSON-LD with headline, description, language and modification date', () => {
    const html = withTechArticle(PAGE, article);
    const json = /<script type="application\/ld\+json">(.*?)<\/script><\/head>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'TechArticle',
      headline: 'Quick Start',
      description: 'Set up </script> Rsbuild',
      inLanguage: 'en-US',
      url: 'https://rsbuild.dev/guide/start/quick-start',
      dateModified: '2024-04-01T00:00:00.000Z',
    });
    expect(json).not.toContain('</script>');
    expect(withTechArticle(html, article)).toBe(html);
  });

  it('leaves out what the page does not have', () => {
    const html = withTechArticle(PAGE, { ...article, description: '', dateModified: undefined });
    expect(html).not.toContain('description');
    expect(html).not.toContain('dateModified');
  });
});

describe('buildRobotsTxt', () => {
  it('allows every crawler and names every sitemap', () => {
    expect(buildRobotsTxt(['https://rsbuild.dev/sitemap.xml', 'https://rsbuild.dev/zh/sitemap.xml'])).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://rsbuild.dev/sitemap.xml\nSitemap: https://rsbuild.dev/zh/sitemap.xml\n',
    );
  });
});
