import React, { forwardRef, useMemo, type ComponentProps } from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import { useBlockHighlight } from '@site/src/lib/codeHighlight/context';
import { lineProps, tokenProps } from '@site/src/lib/codeHighlight/renderProps';
import { decodeTokens } from '@site/src/lib/codeHighlight/tokens';
import styles from './styles.module.css';

const Pre = forwardRef<HTMLPreElement, ComponentProps<'pre'>>(function Pre(props, ref) {
  // Scrollable code must be reachable with the keyboard.
  return (
    <pre
      ref={ref}
      tabIndex={0}
      {...props}
      className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
    />
  );
});

function Code(props: ComponentProps<'code'>) {
  const { metadata } = useCodeBlockContext();
  const start = metadata.lineNumbersStart;
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        start !== undefined && styles.codeBlockLinesWithNumbering,
      )}
      style={{ ...props.style, counterReset: start === undefined ? undefined : `line-count ${start - 1}` }}
    />
  );
}

/**
 * Docusaurus's code block content, rendering the tokens highlighted at build time instead of running Prism
 * in the browser; same markup and class names (`prism-code`, `token-line`, `token <types>`).
 */
export default function CodeBlockContent({ className }: { className?: string }): React.ReactElement {
  const { metadata, wordWrap } = useCodeBlockContext();
  const highlight = useBlockHighlight();
  const { code, codeInput, language, lineNumbersStart, lineClassNames } = metadata;
  const lines = useMemo(() => decodeTokens(highlight, codeInput, code), [highlight, codeInput, code]);
  return (
    <Pre
      ref={wordWrap.codeBlockRef as React.Ref<HTMLPreElement>}
      className={clsx(className, 'prism-code', `language-${language}`)}
    >
      <Code>
        {lines.map((line, i) => (
          <Line
            key={i}
            line={line}
            getLineProps={lineProps}
            getTokenProps={tokenProps}
            classNames={lineClassNames[i]}
            showLineNumbers={lineNumbersStart !== undefined}
          />
        ))}
      </Code>
    </Pre>
  );
}
