/**
 * @jest-environment node
 */
import { SITE, SOCIAL_LINKS, editUrlFor, splitSocialLinks } from '@site/config/site';
import { configLocale, feedLanguage } from '@site/config/locales';
import { MAX_INLINE_SOCIAL_LINKS } from '@site/config/constants';
import { readFileSync } from 'node:fs';
import path from 'node:path';

describe('site data', () => {
  it('gives the Chinese feeds the zh-CN language', () => {
    expect(feedLanguage('zh')).toBe('zh-CN');
    expect(feedLanguage('en')).toBe('en');
  });

  it("prints links within the site with the site's URL (src/css/print.css cannot import config)", () => {
    const css = readFileSync(path.join(__dirname, '../../src/css/print.css'), 'utf8');
    expect(/--print-site-url:\s*"([^"]*)"/.exec(css)?.[1]).toBe(SITE.url);
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
    expect(editUrlFor('en', 'a.mdx', { docRepoBaseUrl: 'https://example.com/docs/', text: 'Edit' })).toBe(
      'https://example.com/docs/en/a.mdx',
    );
  });
});

describe('splitSocialLinks', () => {
  it('keeps up to three links inline and moves the rest into the dropdown', () => {
    expect(splitSocialLinks(SOCIAL_LINKS, MAX_INLINE_SOCIAL_LINKS).inline.map((link) => link.icon)).toEqual([
      'github',
      'twitter',
      'discord',
    ]);
    const five = ['a', 'b', 'c', 'd', 'e'];
    expect(splitSocialLinks(five, MAX_INLINE_SOCIAL_LINKS)).toEqual({
      inline: ['a', 'b', 'c'],
      overflow: ['d', 'e'],
    });
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
