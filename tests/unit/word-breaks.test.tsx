import React from 'react';
import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  htmlWithWordBreaks,
  withWordBreaks,
  wordBreakOffsets,
  wordBreakPieces,
} from '@site/src/lib/wordBreaks';

const cut = (text: string) => wordBreakPieces(text).join('|');

describe('break points of API names', () => {
  it('cuts a member access after its dots and before each camelCase hump', () => {
    expect(cut('rsbuild.onBeforeCreateCompiler')).toBe('rsbuild.|on|Before|Create|Compiler');
    expect(cut('performance.removeMomentLocale')).toBe('performance.|remove|Moment|Locale');
    expect(cut('output.dataUriLimit')).toBe('output.|data|Uri|Limit');
    expect(cut('process.env.NODE_ENV')).toBe('process.|env.|NODE_ENV');
  });

  it('ends a run of capitals before the hump that follows it', () => {
    expect(cut('rsbuild.getHTMLPaths')).toBe('rsbuild.|get|HTML|Paths');
    expect(cut('api.modifyHTMLTags()')).toBe('api.|modify|HTML|Tags()');
  });

  it('cuts camelCase names that start in lower case, and leaves capitalised names whole', () => {
    expect(cut('onAfterStartDevServer')).toBe('on|After|Start|Dev|Server');
    expect(cut('pluginVue2 in JavaScript, TypeScript and GitHub')).toBe(
      'plugin|Vue2 in JavaScript, TypeScript and GitHub',
    );
  });

  it('never cuts between two letters of a plain word, nor a number, nor leaves a one-letter piece', () => {
    expect(wordBreakOffsets('Plugin Core')).toEqual([]);
    expect(wordBreakOffsets('Rsbuild 0.6.4 and 1.x')).toEqual([]);
    expect(wordBreakOffsets('e.g. iOS and xAxis')).toEqual([]);
    expect(wordBreakOffsets('@rsbuild/plugin-react')).toEqual([]);
    expect(wordBreakOffsets('配置 output.distPath 字段')).toEqual([10, 14]);
    // Every cut follows a dot or starts a hump: the only places the layout checks allow between two letters.
    const text = 'rsbuild.onBeforeCreateCompiler, api.getHTMLPaths, output.dataUriLimit';
    for (const offset of wordBreakOffsets(text)) {
      expect(text.slice(offset - 1, offset + 2)).toMatch(/^\.[a-z]|^[a-z0-9][A-Z]|^[A-Z][A-Z][a-z]/);
    }
  });

  it('keeps the text: the pieces joined are the input', () => {
    for (const text of ['', 'rsbuild.onBeforeBuild()', 'a.b', '配置 tools.cssLoader', 'JavaScript API']) {
      expect(wordBreakPieces(text).join('')).toBe(text);
    }
  });
});

describe('htmlWithWordBreaks', () => {
  it('puts <wbr> in the text runs and leaves tags and character references whole', () => {
    expect(htmlWithWordBreaks('<code>rsbuild.onBeforeBuild</code> &amp; fooBar &lt;myTag&gt;')).toBe(
      '<code>rsbuild.<wbr>on<wbr>Before<wbr>Build</code> &amp; foo<wbr>Bar &lt;my<wbr>Tag&gt;',
    );
    expect(htmlWithWordBreaks('<span class="camelCase">Plain Title</span>')).toBe(
      '<span class="camelCase">Plain Title</span>',
    );
  });
});

describe('withWordBreaks', () => {
  it('renders <wbr> elements between the pieces and leaves the text content unchanged', () => {
    const { container } = render(<h2>{withWordBreaks('rsbuild.onBeforeCreateCompiler')}</h2>);
    expect(container.querySelector('h2')!.innerHTML).toBe(
      'rsbuild.<wbr>on<wbr>Before<wbr>Create<wbr>Compiler',
    );
    expect(container.textContent).toBe('rsbuild.onBeforeCreateCompiler');
  });

  it('goes through nested elements and keeps their props', () => {
    const html = renderToStaticMarkup(
      <h2>
        {withWordBreaks(
          <>
            Hook <code className="x">api.onAfterBuild</code> and <a href="#y">removeMomentLocale</a>
          </>,
        )}
      </h2>,
    );
    expect(html).toBe(
      '<h2>Hook <code class="x">api.<wbr/>on<wbr/>After<wbr/>Build</code> and <a href="#y">remove<wbr/>Moment<wbr/>Locale</a></h2>',
    );
  });

  it('renders a substitute for a component that reads the types of its children', () => {
    // As MDX's code component: children that are not all strings make it a code block.
    function ReadsChildren({ children }: { children?: React.ReactNode }) {
      const inline = React.Children.toArray(children).every((child) => typeof child === 'string');
      return inline ? <code>{children}</code> : <pre>{children}</pre>;
    }
    function Inline({ children }: { children?: React.ReactNode }) {
      return <code>{children}</code>;
    }
    const substitutes = new Map([[ReadsChildren, Inline]]);
    const html = renderToStaticMarkup(
      <h3>{withWordBreaks(<ReadsChildren>tools.cssLoader</ReadsChildren>, substitutes)}</h3>,
    );
    expect(html).toBe('<h3><code>tools.<wbr/>css<wbr/>Loader</code></h3>');
  });

  it('returns a string without break points as it is', () => {
    expect(withWordBreaks('Quick Start')).toBe('Quick Start');
  });
});
