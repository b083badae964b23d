import React from 'react';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { TIMING } from '@site/config/constants';
import { MARKDOWN } from '@site/config/site';
import { resolveShowLineNumbers } from '@site/src/lib/codeBlock/lineNumbers';
import { useCopiedConfirmation } from '@site/src/lib/clipboard/useCopiedConfirmation';
import { useWordWrap } from '@site/src/lib/codeBlock/useWordWrap';

// Docusaurus theme modules the swizzled pieces build on, reduced to what they hand over.
const stringContent = jest.fn((_props: Record<string, unknown>) => null);
const elementContent = jest.fn((_props: Record<string, unknown>) => null);
let highlightSeenByContent: string | undefined;
jest.mock(
  '@theme/CodeBlock/Content/String',
  () => ({
    __esModule: true,
    default: function StringContent(props: Record<string, unknown>) {
      highlightSeenByContent = require('@site/src/lib/codeHighlight/context').useBlockHighlight();
      return stringContent(props);
    },
  }),
  { virtual: true },
);
jest.mock(
  '@theme/CodeBlock/Content/Element',
  () => ({ __esModule: true, default: (props: Record<string, unknown>) => elementContent(props) }),
  { virtual: true },
);
jest.mock('@theme/CodeBlock/Line', () => ({ __esModule: true, default: TestLine }), { virtual: true });
jest.mock('@theme/Icon/Copy', () => ({ __esModule: true, default: () => <svg /> }), { virtual: true });
jest.mock('@theme/Icon/Success', () => ({ __esModule: true, default: () => <svg /> }), { virtual: true });
jest.mock('@theme/Icon/WordWrap', () => ({ __esModule: true, default: () => <svg /> }), { virtual: true });

interface FakeWordWrap {
  isEnabled: boolean;
  isCodeScrollable: boolean;
  toggle: jest.Mock;
  codeBlockRef: { current: null };
}
interface FakeMetadata {
  code: string;
  codeInput?: string;
  language?: string;
  lineNumbersStart?: number;
  lineClassNames?: Record<number, string[]>;
}
let codeBlockContext: { metadata: FakeMetadata; wordWrap: FakeWordWrap };

/** Docusaurus's <Line>, reduced to what it does with the props our content hands it. */
function TestLine({
  line,
  getLineProps,
  getTokenProps,
  classNames,
}: {
  line: CodeToken[];
  getLineProps: typeof lineProps;
  getTokenProps: typeof tokenProps;
  classNames?: string[];
}) {
  return (
    <div {...getLineProps({ line, className: classNames?.join(' ') })}>
      {line.map((token, key) => {
        const { children, ...props } = getTokenProps({ token });
        return (
          <span key={key} {...props}>
            {children}
          </span>
        );
      })}
    </div>
  );
}
jest.mock('@docusaurus/theme-common/internal', () => ({ useCodeBlockContext: () => codeBlockContext }), {
  virtual: true,
});

// Imported after the mocks are declared (jest hoists jest.mock, but keep the order obvious).
import CodeBlock from '@site/src/theme/CodeBlock';
import CodeBlockContent from '@site/src/theme/CodeBlock/Content';
import { HighlightContext } from '@site/src/lib/codeHighlight/context';
import type { lineProps, tokenProps } from '@site/src/lib/codeHighlight/renderProps';
import { encodeTokens, type CodeToken } from '@site/src/lib/codeHighlight/tokens';
import CopyButton from '@site/src/theme/CodeBlock/Buttons/CopyButton';
import WordWrapButton from '@site/src/theme/CodeBlock/Buttons/WordWrapButton';
import { floatingPopupModule } from '@site/src/components/Popup/floatingPopupModule';

// The buttons' tooltips once their Floating UI half has arrived (before that: popup-lazy.test.tsx).
beforeAll(() => floatingPopupModule.load());

function setContext({ wrapEnabled = false, scrollable = false } = {}) {
  codeBlockContext = {
    metadata: { code: 'npm add @rsbuild/plugin-react -D' },
    wordWrap: {
      isEnabled: wrapEnabled,
      isCodeScrollable: scrollable,
      toggle: jest.fn(),
      codeBlockRef: { current: null },
    },
  };
}

beforeEach(() => setContext());

describe('line numbers', () => {
  it('follow the site default unless the block says otherwise', () => {
    expect(resolveShowLineNumbers({}, false)).toBe(false);
    expect(resolveShowLineNumbers({ metastring: 'title="rsbuild.config.ts"' }, false)).toBe(false);
    expect(resolveShowLineNumbers({}, true)).toBe(true);
    // The meta is left to Docusaurus, which also reads a start line from it.
    expect(resolveShowLineNumbers({ metastring: 'showLineNumbers' }, false)).toBeUndefined();
    expect(resolveShowLineNumbers({ metastring: 'title="a.ts" showLineNumbers=5' }, false)).toBeUndefined();
    expect(resolveShowLineNumbers({ showLineNumbers: 3 }, false)).toBe(3);
    expect(resolveShowLineNumbers({ showLineNumbers: false }, true)).toBe(false);
  });

  it('reach the Docusaurus code block from the site data', () => {
    render(<CodeBlock language="js">const a = 1;</CodeBlock>);
    expect(stringContent).toHaveBeenLastCalledWith(
      expect.objectContaining({ language: 'js', showLineNumbers: false, children: 'const a = 1;' }),
    );
    render(<CodeBlock metastring="showLineNumbers">x</CodeBlock>);
    expect(stringContent).toHaveBeenLastCalledWith(
      expect.objectContaining({ metastring: 'showLineNumbers', showLineNumbers: undefined }),
    );
  });
});

describe('build-time highlighting', () => {
  it('hands the block its tokens and keeps them out of the props Docusaurus sees', () => {
    render(
      <CodeBlock language="ts" data-highlight="TOKENS">
        {'const a = 1;'}
      </CodeBlock>,
    );
    expect(highlightSeenByContent).toBe('TOKENS');
    expect(stringContent.mock.lastCall?.[0]).not.toHaveProperty('data-highlight');
    render(<CodeBlock language="ts">{['const a', ' = 1;']}</CodeBlock>);
    expect(highlightSeenByContent).toBeUndefined();
    expect(stringContent).toHaveBeenLastCalledWith(expect.objectContaining({ children: 'const a = 1;' }));
  });

  it('renders JSX children as they are, without highlighting', () => {
    render(
      <CodeBlock className="language-ts">
        <b>bold</b>
      </CodeBlock>,
    );
    expect(elementContent).toHaveBeenLastCalledWith(
      expect.objectContaining({ className: 'language-ts', showLineNumbers: false }),
    );
  });

  it('renders the tokens with Prism class names, no inline colours, and the highlighted lines', () => {
    const code = "const a = 'x';\n\nlet b;";
    const tokens: CodeToken[][] = [
      [
        { types: ['keyword'], content: 'const' },
        { types: ['plain'], content: ' a ' },
        { types: ['operator'], content: '=' },
        { types: ['plain'], content: ' ' },
        { types: ['string'], content: "'x'" },
        { types: ['punctuation'], content: ';' },
      ],
      [{ types: ['plain'], content: '\n', empty: true }],
      [
        { types: ['keyword'], content: 'let' },
        { types: ['plain'], content: ' b' },
        { types: ['punctuation'], content: ';' },
      ],
    ];
    codeBlockContext = {
      ...codeBlockContext,
      metadata: {
        code,
        codeInput: `${code}\n`,
        language: 'ts',
        lineClassNames: { 2: ['theme-code-block-highlighted-line'] },
      },
    };
    const { container } = render(
      <HighlightContext.Provider value={encodeTokens(tokens)}>
        <CodeBlockContent />
      </HighlightContext.Provider>,
    );
    const pre = container.querySelector('pre')!;
    expect(pre).toHaveClass('prism-code', 'language-ts');
    expect(pre).toHaveAttribute('tabindex', '0');
    expect(pre.textContent).toBe("const a = 'x';\nlet b;");
    const lines = container.querySelectorAll('.token-line');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toHaveClass('theme-code-block-highlighted-line');
    expect(lines[0].querySelector('.token.keyword')).toHaveTextContent('const');
    expect(lines[0].querySelector('.token.string')).toHaveTextContent("'x'");
    expect(lines[1].querySelector('.token.plain')).toHaveStyle({ display: 'inline-block' });
    expect(container.querySelectorAll('[style*="color"]')).toHaveLength(0);
  });

  it('shows unhighlighted code rather than none when a block has no tokens', () => {
    codeBlockContext = {
      ...codeBlockContext,
      metadata: { code: 'a\nb', codeInput: 'a\nb', language: 'ts', lineClassNames: {} },
    };
    const { container } = render(<CodeBlockContent />);
    expect([...container.querySelectorAll('.token-line')].map((line) => line.textContent)).toEqual([
      'a',
      'b',
    ]);
    expect(container.querySelectorAll('.token.plain')).toHaveLength(2);
  });
});

describe('copied confirmation', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('lasts 2 s and restarts on a second copy', () => {
    const { result } = renderHook(() => useCopiedConfirmation());
    expect(result.current[0]).toBe(false);
    act(() => result.current[1]());
    expect(result.current[0]).toBe(true);
    act(() => void jest.advanceTimersByTime(1500));
    act(() => result.current[1]());
    act(() => void jest.advanceTimersByTime(TIMING.copiedConfirmationMs - 1));
    expect(result.current[0]).toBe(true);
    act(() => void jest.advanceTimersByTime(1));
    expect(result.current[0]).toBe(false);
  });

  it('clears its timer on unmount', () => {
    const { result, unmount } = renderHook(() => useCopiedConfirmation());
    act(() => result.current[1]());
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('CopyButton', () => {
  const writeText = jest.fn((_text: string) => Promise.resolve());
  beforeEach(() => {
    jest.useFakeTimers();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    writeText.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it('copies the code and confirms for 2 s, in its label, a tooltip and a status message', async () => {
    render(<CopyButton />);
    const button = screen.getByRole('button', { name: 'Copy code to clipboard' });
    expect(screen.getByRole('status')).toHaveTextContent('');

    await act(async () => {
      fireEvent.click(button);
    });
    expect(writeText).toHaveBeenCalledWith('npm add @rsbuild/plugin-react -D');
    expect(button).toHaveAccessibleName('Copied');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');

    act(() => button.focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copied');

    act(() => void jest.advanceTimersByTime(TIMING.copiedConfirmationMs - 1));
    expect(button).toHaveAccessibleName('Copied');
    act(() => void jest.advanceTimersByTime(1));
    expect(button).toHaveAccessibleName('Copy code to clipboard');
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copy');
  });

  it('shows no confirmation when the clipboard refuses', async () => {
    writeText.mockImplementationOnce(() => Promise.reject(new Error('denied')));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<CopyButton />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy code to clipboard' }));
    });
    expect(consoleError).toHaveBeenCalledWith(
      'Copying the code block failed:',
      expect.objectContaining({ message: 'denied' }),
    );
    consoleError.mockRestore();
    expect(screen.getByRole('button', { name: 'Copy code to clipboard' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});

describe('WordWrapButton', () => {
  it('is there even when the code does not overflow, and toggles wrapping', () => {
    setContext({ scrollable: false });
    render(<WordWrapButton />);
    const button = screen.getByRole('button', { name: 'Toggle word wrap' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    expect(codeBlockContext.wordWrap.toggle).toHaveBeenCalledTimes(1);
  });

  it('reports wrapping as pressed', () => {
    setContext({ wrapEnabled: true });
    render(<WordWrapButton />);
    expect(screen.getByRole('button', { name: 'Toggle word wrap' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('leaves blocks unwrapped by default', () => {
    render(<WordWrapButton />);
    expect(codeBlockContext.wordWrap.toggle).not.toHaveBeenCalled();
  });

  it('wraps each block once on load when the site turns defaultWrapCode on', () => {
    const saved = MARKDOWN.defaultWrapCode;
    MARKDOWN.defaultWrapCode = true;
    try {
      const { rerender } = render(<WordWrapButton />);
      rerender(<WordWrapButton />);
      expect(codeBlockContext.wordWrap.toggle).toHaveBeenCalledTimes(1);
    } finally {
      MARKDOWN.defaultWrapCode = saved;
    }
  });

  it('has a tooltip naming it', () => {
    jest.useFakeTimers();
    render(<WordWrapButton />);
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Toggle word wrap' }));
    act(() => void jest.advanceTimersByTime(100));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Toggle word wrap');
    jest.useRealTimers();
  });
});

describe('word-wrap state', () => {
  function blockWithCode() {
    const pre = document.createElement('pre');
    const code = pre.appendChild(document.createElement('code'));
    return { pre, code };
  }

  it('wraps the block on toggle and unwraps it on the next', () => {
    const { pre, code } = blockWithCode();
    const { result } = renderHook(() => useWordWrap());
    (result.current.codeBlockRef as React.MutableRefObject<HTMLPreElement | null>).current = pre;
    expect(result.current.isEnabled).toBe(false);

    act(() => result.current.toggle());
    expect(result.current.isEnabled).toBe(true);
    expect(code.style.whiteSpace).toBe('pre-wrap');
    expect(code.style.overflowWrap).toBe('anywhere');

    act(() => result.current.toggle());
    expect(result.current.isEnabled).toBe(false);
    expect(code.hasAttribute('style')).toBe(false);
  });

  it('costs a block nothing on load: no listeners, observers or layout reads', () => {
    const addListener = jest.spyOn(window, 'addEventListener');
    const observe = jest.fn();
    const original = globalThis.MutationObserver;
    globalThis.MutationObserver = jest.fn(() => ({ observe, disconnect: jest.fn(), takeRecords: jest.fn() }));
    const { pre } = blockWithCode();
    const scrollWidth = jest.spyOn(pre, 'scrollWidth', 'get');
    try {
      const { result, rerender } = renderHook(() => useWordWrap());
      (result.current.codeBlockRef as React.MutableRefObject<HTMLPreElement | null>).current = pre;
      rerender();
      expect(addListener).not.toHaveBeenCalled();
      expect(globalThis.MutationObserver).not.toHaveBeenCalled();
      expect(scrollWidth).not.toHaveBeenCalled();
      // Nothing measures it: the site's word-wrap button is always shown.
      expect(result.current.isCodeScrollable).toBe(false);
    } finally {
      globalThis.MutationObserver = original;
      addListener.mockRestore();
    }
  });
});
