import * as eta from 'eta';
import { RUN_AFTER_FIRST_PAINT, SSR_TEMPLATE } from '@site/config/ssrTemplate';

/** The template rendered the way Docusaurus renders it (src: @docusaurus/core/lib/ssg/ssgTemplate.js). */
function renderPage(scripts: string[]): string {
  const compiled = eta.compile(SSR_TEMPLATE.trim(), { rmWhitespace: true });
  return compiled(
    {
      appHtml: '<main>Page</main>',
      baseUrl: '/',
      htmlAttributes: 'lang="en"',
      bodyAttributes: '',
      headTags: '',
      preBodyTags: '',
      postBodyTags: '',
      metaAttributes: [],
      scripts,
      stylesheets: ['assets/css/styles.css'],
      noIndex: false,
      version: '3',
    },
    eta.config,
  );
}

describe('page template', () => {
  const html = renderPage(['assets/js/runtime~main.js', 'assets/js/main.js']);

  it('keeps the stylesheet in the head and starts no script there', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" href="/assets/css/styles.css" />');
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).not.toMatch(/rel="preload"[^>]*as="script"/);
  });

  it('starts the bundles, in order, after the page content', () => {
    const call = `(${RUN_AFTER_FIRST_PAINT})(["/assets/js/runtime~main.js","/assets/js/main.js"])`;
    expect(html).toContain(`<script>${call}</script>`);
    expect(html.indexOf(call)).toBeGreaterThan(
      html.indexOf('<div id="__docusaurus"><main>Page</main></div>'),
    );
  });
});

describe('scripts after the first paint', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    jest
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback: FrameRequestCallback) => frames.push(callback));
    document.body.innerHTML = '<div id="__docusaurus"></div>';
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const start = (urls: string[]) => new Function(`(${RUN_AFTER_FIRST_PAINT})(${JSON.stringify(urls)})`)();
  const added = () =>
    [...document.body.querySelectorAll('script')].map((script) => ({
      src: script.getAttribute('src'),
      async: script.async,
    }));

  it('adds nothing before the frame is painted, then every bundle in order', () => {
    start(['/runtime.js', '/main.js']);
    expect(added()).toEqual([]);
    frames.forEach((frame) => frame(0));
    // The animation frame runs before the paint; the bundles come in the task after it.
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(added()).toEqual([
      { src: '/runtime.js', async: false },
      { src: '/main.js', async: false },
    ]);
  });

  it('starts once, also when the fallback timer fires later', () => {
    start(['/main.js']);
    frames.forEach((frame) => frame(0));
    jest.advanceTimersByTime(2000);
    expect(added()).toHaveLength(1);
  });

  it('starts from the fallback timer in a tab that paints no frames (opened in the background)', () => {
    start(['/main.js']);
    jest.advanceTimersByTime(999);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toEqual([{ src: '/main.js', async: false }]);
  });
});
