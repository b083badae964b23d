import { safeSitePath } from '@site/src/lib/safePath';
import { normalizePathname, normalizeUrlPath } from '@site/src/lib/paths';
import { withoutLocalePrefix } from '@site/config/locales';
import { localeRedirectTarget } from '@site/src/lib/localeRedirect';
import { untranslatedPageTarget } from '@site/src/lib/untranslatedPage';
import { leavePage, isLeavingPage } from '@site/src/lib/pageExit';
import { canonicalPathOf, pageRouteFor } from '@site/src/lib/routeMatch';

/** Where a browser on https://rsbuild.dev/guide/ would go if it were handed `target`. */
const landsOn = (target: string) => new URL(target, 'https://rsbuild.dev/guide/');

// Paths a crafted link can put in the address bar, each of which once left the site somewhere.
const OFF_SITE = [
  '//evil.example',
  '//evil.example/x',
  '/\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '///evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
  'evil.example',
  '//user:pw@evil.example',
  ' //evil.example',
  '//evil.example%2F',
  '/\\/evil.example',
  '//%65vil.example',
];

describe('safeSitePath', () => {
  it.each(OFF_SITE)('never lets %j leave the site', (candidate) => {
    const safe = safeSitePath(candidate);
    expect(
      safe === undefined || (landsOn(safe).origin === 'https://rsbuild.dev' && /^\/(?!\/)/.test(safe)),
    ).toBe(true);
  });

  it.each([
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '/\t/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'evil.example',
  ])('refuses %j rather than guessing a path from it', (candidate) => {
    expect(safeSitePath(candidate)).toBeUndefined();
  });

  it('keeps ordinary paths as they are', () => {
    expect(safeSitePath('/')).toBe('/');
    expect(safeSitePath('/guide/start/quick-start')).toBe('/guide/start/quick-start');
    expect(safeSitePath('/zh/guide/start/')).toBe('/zh/guide/start/');
    expect(safeSitePath('/zh/guide/%E4%BB%8B%E7%BB%8D')).toBe('/zh/guide/%E4%BB%8B%E7%BB%8D');
  });

  it('collapses slashes and dot segments that would otherwise name a host', () => {
    expect(safeSitePath('/.//evil.example')).toBe('/evil.example');
    expect(safeSitePath('/zh//evil.example')).toBe('/zh/evil.example');
    expect(safeSitePath('/a/../..//evil.example')).toBe('/evil.example');
    expect(safeSitePath('/guide//start///quick-start')).toBe('/guide/start/quick-start');
  });

  it('refuses a query or fragment inside the path, and paths outside the base URL', () => {
    expect(safeSitePath('/guide?x=1')).toBeUndefined();
    expect(safeSitePath('/guide#x')).toBeUndefined();
    expect(safeSitePath('/docs/guide', '/docs/')).toBe('/docs/guide');
    expect(safeSitePath('/docs', '/docs/')).toBe('/docs');
    expect(safeSitePath('/other', '/docs/')).toBeUndefined();
    expect(safeSitePath('/docs/../other', '/docs/')).toBeUndefined();
    expect(safeSitePath('/docsx', '/docs')).toBeUndefined();
  });
});

describe('path normalisation', () => {
  it.each([
    ['/guide//start/quick-start', '/guide/start/quick-start'],
    ['//guide/start/', '/guide/start/'],
    ['/%2F%2Fevil.example', '/evil.example'],
    ['/zh/%2F/evil.example', '/zh/evil.example'],
    ['/guide/start/quick-start/index.html', '/guide/start/quick-start/'],
    ['/GUIDE/START/INDEX.HTML', '/GUIDE/START/'],
    ['/guide/start/quick-start.HTML', '/guide/start/quick-start'],
  ])('%s → %s', (input, expected) => {
    expect(normalizePathname(input)).toBe(expected);
  });

  it.each([
    ['/guide/start/quick-start.html', '/guide/start/quick-start'],
    ['/guide/start/quick%2Dstart', '/guide/start/quick-start'],
    ['/zh/guide/%E4%BB%8B%E7%BB%8D', '/zh/guide/%E4%BB%8B%E7%BB%8D'],
    ['/%5Cevil.example', '/%5Cevil.example'],
    ['/%2F%2Fevil.example', '/evil.example'],
    ['/a%3Fb%23c', '/a%3Fb%23c'],
    ['/bad%E0%A4%A', '/bad%E0%A4%A'],
    ['/bad%E0%A4%A//x.html', '/bad%E0%A4%A/x'],
  ])('for the address bar: %s → %s', (input, expected) => {
    expect(normalizeUrlPath(input)).toBe(expected);
    expect(landsOn(normalizeUrlPath(input)).origin).toBe('https://rsbuild.dev');
  });

  it('strips the locale prefix, and the result of a crafted path is caught by safeSitePath', () => {
    expect(withoutLocalePrefix('/zh//evil.example')).toBe('//evil.example');
    expect(safeSitePath(withoutLocalePrefix('/zh//evil.example'))).toBeUndefined();
  });
});

describe('first-visit language redirect target', () => {
  it.each(['/zh//evil.example', '/zh/\\evil.example', '/zh//evil.example/zh/'])(
    'never leaves the site from %j',
    (pathname) => {
      const target = localeRedirectTarget(pathname, ['en-US']);
      expect(target === undefined || landsOn(target).origin === 'https://rsbuild.dev').toBe(true);
    },
  );

  it('keeps a crafted path on the site when adding the prefix', () => {
    expect(localeRedirectTarget('//evil.example', ['zh-CN'])).toBe('/zh/evil.example');
    expect(localeRedirectTarget('/zh//evil.example', ['en'])).toBeUndefined();
  });
});

describe('missing page under a locale prefix', () => {
  it('goes to the same path without the prefix, and stays on a page of the default locale', () => {
    expect(untranslatedPageTarget('/zh/guide/advanced/nothing')).toBe('/guide/advanced/nothing');
    expect(untranslatedPageTarget('/zh/')).toBe('/');
    expect(untranslatedPageTarget('/guide/advanced/nothing')).toBeUndefined();
  });

  it.each(['/zh//evil.example', '/zh/\\evil.example', '/zh//evil.example/zh/', '/zh/\t/evil.example'])(
    'never leaves the site from %j',
    (pathname) => {
      const target = untranslatedPageTarget(pathname);
      expect(target === undefined || landsOn(target).origin === 'https://rsbuild.dev').toBe(true);
    },
  );
});

describe('route matching', () => {
  const routes = [
    { path: '/zh/', exact: true },
    {
      path: '/',
      routes: [
        { path: '/guide/start/', exact: true },
        { path: '/guide/start/quick-start', exact: true },
      ],
    },
    { path: '*' },
  ];

  it('finds the page route the router renders, case-insensitively, and none for a miss', () => {
    expect(pageRouteFor(routes, '/guide/start/quick-start')?.path).toBe('/guide/start/quick-start');
    expect(pageRouteFor(routes, '/GUIDE/Start/quick-start/')?.path).toBe('/guide/start/quick-start');
    expect(pageRouteFor(routes, '/guide/start')?.path).toBe('/guide/start/');
    expect(pageRouteFor(routes, '/404.html')).toBeUndefined();
    expect(pageRouteFor(routes, '/guide/nothing')).toBeUndefined();
  });

  it('reads the served page from the canonical link', () => {
    document.head.innerHTML = '<link rel="canonical" href="https://rsbuild.dev/guide/start/quick-start">';
    expect(canonicalPathOf(document)).toBe('/guide/start/quick-start');
    document.head.innerHTML = '';
    expect(canonicalPathOf(document)).toBeUndefined();
  });
});

describe('leavePage', () => {
  it('replaces the location and keeps React from hydrating the page it leaves', () => {
    const replace = jest.fn();
    const win = { location: { replace } } as unknown as Window;
    expect(isLeavingPage()).toBe(false);
    leavePage('/guide/start/?a=1#b', win);
    expect(replace).toHaveBeenCalledWith('/guide/start/?a=1#b');
    expect(isLeavingPage()).toBe(true);
    // Docusaurus renders into an existing root instead of hydrating: this one renders nothing.
    expect(win.docusaurusRoot).toBeDefined();
    expect(win.docusaurusRoot?.render(null)).toBeUndefined();
  });
});
