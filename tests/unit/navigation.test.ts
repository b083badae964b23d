import { normalizePathname } from '@site/src/lib/paths';
import { localeOfPath, withoutLocalePrefix } from '@site/config/locales';
import { localeRedirectTarget, matchLocale } from '@site/src/lib/localeRedirect';
import { startContentTransition } from '@site/src/lib/viewTransition';

describe('normalizePathname', () => {
  it.each([
    ['/guide/start/quick-start.html', '/guide/start/quick-start'],
    ['/guide/start/index', '/guide/start/'],
    ['/guide/start/index.html', '/guide/start/'],
    ['/guide/start/quick%2Dstart', '/guide/start/quick-start'],
    ['/zh/guide/%E4%BB%8B%E7%BB%8D', '/zh/guide/介绍'],
    ['/config/', '/config/'],
    ['/index.html', '/'],
    ['/bad%E0%A4%A', '/bad%E0%A4%A'],
    // Trailing escaped whitespace (a chat client's link followed by a space) and doubled suffixes.
    ['/guide/start/quick-start%20', '/guide/start/quick-start'],
    ['/guide/start/quick-start%09', '/guide/start/quick-start'],
    ['/guide/start/quick-start%0A', '/guide/start/quick-start'],
    ['/guide/start/quick-start%20/', '/guide/start/quick-start/'],
    ['/guide/start/%20', '/guide/start/'],
    ['/%20/', '/'],
    ['/zh%20/', '/zh/'],
    ['/guide/start/quick-start.html.html', '/guide/start/quick-start'],
    ['/guide/start/quick-start.html/', '/guide/start/quick-start'],
    ['/guide/start/index/index', '/guide/start/'],
    ['/guide/start/index.html%20', '/guide/start/'],
    ['/guide/start/quick%20start', '/guide/start/quick start'],
  ])('%s → %s', (input, expected) => {
    expect(normalizePathname(input)).toBe(expected);
  });
});

describe('links and locales', () => {
  it('reads the locale from the path', () => {
    expect(localeOfPath('/zh/config/')).toBe('zh');
    expect(localeOfPath('/zh')).toBe('zh');
    expect(localeOfPath('/zhuyin/')).toBe('en');
    expect(localeOfPath('/config/')).toBe('en');
    expect(withoutLocalePrefix('/zh/guide/advanced/rem')).toBe('/guide/advanced/rem');
    expect(withoutLocalePrefix('/zh')).toBe('/');
  });
});

describe('language redirect', () => {
  it('matches browser languages to site locales', () => {
    expect(['zh', 'zh-CN', 'zh-Hans-CN', 'en-US', 'fr'].map(matchLocale)).toEqual([
      'zh',
      'zh',
      'zh',
      'en',
      undefined,
    ]);
  });

  it('sends a Chinese reader of an English page to the Chinese page, and the reverse', () => {
    expect(localeRedirectTarget('/config/output/dist-path', ['zh-CN', 'en'])).toBe(
      '/zh/config/output/dist-path',
    );
    expect(localeRedirectTarget('/', ['zh'])).toBe('/zh/');
    expect(localeRedirectTarget('/zh/config/', ['en-US'])).toBe('/config/');
    expect(localeRedirectTarget('/config/', ['fr-FR', 'zh-TW'])).toBe('/zh/config/');
  });

  it('stays when the language already matches or matches no locale', () => {
    expect(localeRedirectTarget('/zh/config/', ['zh-CN'])).toBeUndefined();
    expect(localeRedirectTarget('/config/', ['fr-FR', 'de'])).toBeUndefined();
    expect(localeRedirectTarget('/config/', [])).toBeUndefined();
  });
});

describe('startContentTransition', () => {
  const win = {
    matchMedia: () => ({ matches: false }),
    setTimeout: (fn: () => void) => setTimeout(fn, 1000),
  } as unknown as Window;

  it('does nothing where the browser has no view transitions', () => {
    expect(() => startContentTransition({} as Document, win)()).not.toThrow();
  });

  it('holds the transition until the new content has rendered', async () => {
    let update: Promise<void> | undefined;
    const doc = {
      startViewTransition: (callback: () => Promise<void>) => (
        (update = callback()),
        { finished: Promise.resolve() }
      ),
    } as unknown as Document;
    const done = startContentTransition(doc, win);
    let settled = false;
    void update!.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    done();
    await update;
    expect(settled).toBe(true);
  });

  it('skips the animation for readers who prefer reduced motion', () => {
    const start = jest.fn();
    const reduced = { matchMedia: () => ({ matches: true }), setTimeout } as unknown as Window;
    startContentTransition({ startViewTransition: start } as unknown as Document, reduced);
    expect(start).not.toHaveBeenCalled();
  });
});
