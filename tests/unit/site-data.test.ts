import { FEEDS, NAV, SITE, SOCIAL_LINKS, configLocale, editUrlFor, feedLanguage, splitSocialLinks } from '@site/src/data/site';
import { MAX_INLINE_SOCIAL_LINKS } from '@site/src/constants';

describe('site data', () => {
  it('lists the five top-level sections in the required order, each active for its whole section', () => {
    expect(NAV.map((entry) => [entry.label, entry.to, entry.activeMatch])).toEqual([
      ['Guide', '/guide/start/', '/guide/'],
      ['Config', '/config/', '/config/'],
      ['Plugin', '/plugins/list/', '/plugins/'],
      ['API', '/api/start/', '/api/'],
      ['Community', '/community/releases/', '/community/'],
    ]);
  });

  it('declares an RSS and an Atom feed per locale, Chinese ones in zh-CN', () => {
    expect(FEEDS.map((feed) => [feed.id, feed.path, feed.language])).toEqual([
      ['releases-rss', '/community/releases/rss.xml', 'en-US'],
      ['releases-atom', '/community/releases/atom.xml', 'en-US'],
      ['releases-rss-zh', '/zh/community/releases/rss.xml', 'zh-CN'],
      ['releases-atom-zh', '/zh/community/releases/atom.xml', 'zh-CN'],
    ]);
    expect(feedLanguage('zh')).toBe('zh-CN');
    expect(feedLanguage('en')).toBe('en');
  });
});

describe('editUrlFor', () => {
  it('joins the repository base, the language and the source path', () => {
    expect(editUrlFor('zh', 'config/output/dist-path.mdx')).toBe(
      'https://github.com/web-infra-dev/rsbuild/tree/main/packages/document/docs/zh/config/output/dist-path.mdx',
    );
  });

  it('gives no link when the base URL or the link text is missing', () => {
    expect(editUrlFor('en', 'a.mdx', { text: 'Edit' })).toBeUndefined();
    expect(editUrlFor('en', 'a.mdx', { docRepoBaseUrl: 'https://example.com/docs' })).toBeUndefined();
    expect(editUrlFor('en', 'a.mdx', { docRepoBaseUrl: 'https://example.com/docs/', text: 'Edit' })).toBe('https://example.com/docs/en/a.mdx');
  });
});

describe('splitSocialLinks', () => {
  it('keeps up to three links inline and moves the rest into the dropdown', () => {
    expect(splitSocialLinks(SOCIAL_LINKS, MAX_INLINE_SOCIAL_LINKS).inline.map((link) => link.icon)).toEqual(['github', 'twitter', 'discord']);
    const five = ['a', 'b', 'c', 'd', 'e'];
    expect(splitSocialLinks(five, MAX_INLINE_SOCIAL_LINKS)).toEqual({ inline: ['a', 'b', 'c'], overflow: ['d', 'e'] });
  });
});

describe('configLocale', () => {
  it('reads the locale Docusaurus builds or serves', () => {
    expect(configLocale('en')).toBe('en');
    expect(configLocale('zh')).toBe('zh');
  });

  it('falls back to the default locale for `docusaurus start` without --locale, which stores the string "undefined"', () => {
    expect(configLocale('undefined')).toBe(SITE.defaultLocale);
    expect(configLocale(undefined)).toBe(SITE.defaultLocale);
    expect(configLocale('fr')).toBe(SITE.defaultLocale);
    expect(configLocale('toString')).toBe(SITE.defaultLocale);
  });
});
