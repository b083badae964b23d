import clsx from 'clsx';
import type { CSSProperties } from 'react';
import type { CodeToken } from './tokens';

// prism-react-renderer's getLineProps / getTokenProps without the theme: class names only, the colours are in
// the theme stylesheet. Docusaurus's <Line> calls them.

interface LineInput {
  line: CodeToken[];
  className?: string;
  style?: CSSProperties;
  [key: string]: unknown;
}

interface TokenInput {
  token: CodeToken;
  className?: string;
  style?: CSSProperties;
  [key: string]: unknown;
}

export function lineProps({ line: _line, className, ...rest }: LineInput) {
  return { ...rest, className: clsx('token-line', className) };
}

/** An empty line keeps its height with an inline-block token, as prism-react-renderer renders it. */
export function tokenProps({ token, className, style, ...rest }: TokenInput) {
  const base = token.empty ? { display: 'inline-block' } : undefined;
  return {
    ...rest,
    className: clsx('token', ...token.types, className),
    children: token.content,
    style: style ? { ...base, ...style } : base,
  };
}
