/**
 * @jest-environment node
 */
import { Suspense } from 'react';
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import * as eta from 'eta';
import { SSR_TEMPLATE } from '@site/config/ssrTemplate';

/** A page rendered the way Docusaurus renders it (@docusaurus/core/lib/client/renderToHtml.js). */
function renderToHtml(app: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const passThrough = new PassThrough();
    const { pipe } = renderToPipeableStream(app, {
      onError: reject,
      onAllReady() {
        pipe(passThrough);
        text(passThrough).then(resolve, reject);
      },
    });
  });
}

/** The page template around `appHtml`, compiled as Docusaurus compiles it (ssgTemplate.js). */
function pageOf(appHtml: string): string {
  const compiled = eta.compile(SSR_TEMPLATE.trim(), { rmWhitespace: true });
  return compiled(
    {
      appHtml,
      baseUrl: '/',
      htmlAttributes: 'lang="zh-CN"',
      bodyAttributes: '',
      headTags: '',
      preBodyTags: '',
      postBodyTags: '',
      metaAttributes: [],
      scripts: [],
      stylesheets: [],
      noIndex: false,
      version: '3',
    },
    eta.config,
  );
}

// Chinese headings with hash links, as on a doc page: 3-byte characters in text and attributes, many short
// strings, so that some character meets the end of React's 2048-byte buffer. The padding comes with a
// Suspense boundary, as in the site's app (lazy routes), around the content.
const headings = ['源码映射', '对象类型', '工具函数', '性能相关', '部署应用', '引用方式', '完整内容', '选项'];
const Page = () => (
  <Suspense fallback={null}>
    <article>
      {Array.from({ length: 300 }, (_, index) => {
        const title = `${headings[index % headings.length]} ${index}`;
        return (
          <h2 key={index} id={`h${index}`}>
            {title}
            <a href={`#${title}`} aria-label={`${title}的直接链接`} title={`${title}的直接链接`}>
              {'\u200b'}
            </a>
          </h2>
        );
      })}
    </article>
  </Suspense>
);

describe('page HTML from the React stream', () => {
  it('keeps every multi-byte character whole: the stream padding never reaches the page', async () => {
    const streamed = await renderToHtml(<Page />);
    // React 18.3 pads its buffer with NUL here (facebook/react#31134); after the React 19 upgrade this
    // fails, and WITHOUT_STREAM_PADDING in config/ssrTemplate.ts can go.
    expect(streamed).toContain('\u0000');
    const page = pageOf(streamed);
    expect(page).not.toContain('\u0000');
    expect(page).toContain(`<div id="__docusaurus">${renderToString(<Page />)}</div>`);
  });
});
