import React from 'react';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { TIMING } from '@site/src/constants';
import { MARKDOWN } from '@site/src/data/site';
import { resolveShowLineNumbers } from '@site/src/theme/CodeBlock/lineNumbers';
import { useCopiedConfirmation } from '@site/src/theme/CodeBlock/Buttons/CopyButton/useCopiedConfirmation';

// Docusaurus theme modules the swizzled pieces build on, reduced to what they hand over.
const originalCodeBlock = jest.fn((_props: Record<string, unknown>) => null);
jest.mock('@theme-original/CodeBlock', () => ({ __esModule: true, default: (props: Record<string, unknown>) => originalCodeBlock(props) }), { virtual: true });
jest.mock(
  '@theme/CodeBlock/Buttons/Button',
  () => ({ __esModule: true, default: ({ className, ...props }: React.ComponentProps<'button'>) => <button type="button" className={className} {...props} /> }),
  { virtual: true },
);
jest.mock('@theme/Icon/Copy', () => ({ __esModule: true, default: () => <svg /> }), { virtual: true });
jest.mock('@theme/Icon/Success', () => ({ __esModule: true, default: () => <svg /> }), { virtual: true });
jest.mock('@theme/Icon/WordWrap', () => ({ __esModule: true, default: () => <svg /> }), { virtual: true });

interface FakeWordWrap {
  isEnabled: boolean;
  isCodeScrollable: boolean;
  toggle: jest.Mock;
  codeBlockRef: { current: null };
}
let codeBlockContext: { metadata: { code: string }; wordWrap: FakeWordWrap };
jest.mock('@docusaurus/theme-common/internal', () => ({ useCodeBlockContext: () => codeBlockContext }), { virtual: true });

// Imported after the mocks are declared (jest hoists jest.mock, but keep the order obvious).
import CodeBlock from '@site/src/theme/CodeBlock';
import CopyButton from '@site/src/theme/CodeBlock/Buttons/CopyButton';
import WordWrapButton from '@site/src/theme/CodeBlock/Buttons/WordWrapButton';

function setContext({ wrapEnabled = false, scrollable = false } = {}) {
  codeBlockContext = {
    metadata: { code: 'npm add @rsbuild/plugin-react -D' },
    wordWrap: { isEnabled: wrapEnabled, isCodeScrollable: scrollable, toggle: jest.fn(), codeBlockRef: { current: null } },
  };
}

beforeEach(() => setContext());

describe('site markdown settings', () => {
  it('has line numbers and wrapping off, Prism highlighting', () => {
    expect(MARKDOWN).toEqual({ showLineNumbers: false, defaultWrapCode: false, codeHighlighter: 'prism' });
  });
});

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
    expect(originalCodeBlock).toHaveBeenLastCalledWith(expect.objectContaining({ language: 'js', showLineNumbers: false, children: 'const a = 1;' }));
    render(<CodeBlock metastring="showLineNumbers">x</CodeBlock>);
    expect(originalCodeBlock).toHaveBeenLastCalledWith(expect.objectContaining({ metastring: 'showLineNumbers', showLineNumbers: undefined }));
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
    expect(consoleError).toHaveBeenCalledWith('Copying the code block failed:', expect.objectContaining({ message: 'denied' }));
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
