import { routeToPreload, withoutViewportPrefetch, type RouteLoader } from '../../src/lib/routePreload';

const here = { origin: 'https://rsbuild.dev', pathname: '/guide/start/quick-start' };

function link(href: string, attributes: Record<string, string> = {}) {
  const anchor = document.createElement('a');
  anchor.href = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  return anchor;
}

describe('routeToPreload', () => {
  it('gives the path of a link to another page of the site', () => {
    expect(routeToPreload(link('https://rsbuild.dev/config/'), here)).toBe('/config/');
    expect(routeToPreload(link('https://rsbuild.dev/zh/guide/start/#install'), here)).toBe(
      '/zh/guide/start/',
    );
  });

  it('loads nothing for other sites, new tabs, downloads, files and the page itself', () => {
    expect(routeToPreload(link('https://github.com/web-infra-dev/rsbuild'), here)).toBeNull();
    expect(routeToPreload(link('https://rsbuild.dev/config/', { target: '_blank' }), here)).toBeNull();
    expect(routeToPreload(link('https://rsbuild.dev/config/', { download: '' }), here)).toBeNull();
    expect(routeToPreload(link('https://rsbuild.dev/community/releases/rss.xml'), here)).toBeNull();
    expect(routeToPreload(link('https://rsbuild.dev/guide/start/quick-start#next'), here)).toBeNull();
  });
});

describe('withoutViewportPrefetch', () => {
  it('keeps preload and turns prefetch into a no-op', () => {
    const loader: RouteLoader = {
      prefetch: jest.fn(() => Promise.resolve()),
      preload: jest.fn(() => Promise.resolve()),
    };
    const wrapped = withoutViewportPrefetch(loader);
    expect(wrapped.prefetch('/config/')).toBe(false);
    expect(loader.prefetch).not.toHaveBeenCalled();
    void wrapped.preload('/config/');
    expect(loader.preload).toHaveBeenCalledWith('/config/');
    expect(Object.isFrozen(wrapped)).toBe(true);
  });
});
