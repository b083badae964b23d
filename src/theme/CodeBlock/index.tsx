import React, { isValidElement } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';
import { MARKDOWN } from '@site/config/site';
import { HighlightContext } from '@site/src/lib/codeHighlight/context';
import { HIGHLIGHT_PROP } from '@site/src/lib/codeHighlight/props';
import { resolveShowLineNumbers } from '@site/src/lib/codeBlock/lineNumbers';

export type CodeBlockProps = Props & { [HIGHLIGHT_PROP]?: string };

/** Plain-text children as one string (copyable); children with elements are kept as they are. */
function stringifyChildren(children: Props['children']): Props['children'] {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * Docusaurus's code block with the site's line-number default (`MARKDOWN.showLineNumbers`) and the tokens
 * highlighted at build time (plugins/prerendered-highlight). Docusaurus re-mounts every block after hydration
 * so Prism can restyle it for the colour mode; the colours here are CSS, so blocks hydrate once, as rendered.
 */
export default function CodeBlock({
  children,
  [HIGHLIGHT_PROP]: highlight,
  ...props
}: CodeBlockProps): React.ReactElement {
  const code = stringifyChildren(children);
  const showLineNumbers = resolveShowLineNumbers(props, MARKDOWN.showLineNumbers);
  if (typeof code !== 'string')
    return (
      <ElementContent {...props} showLineNumbers={showLineNumbers}>
        {code}
      </ElementContent>
    );
  return (
    <HighlightContext.Provider value={highlight}>
      <StringContent {...props} showLineNumbers={showLineNumbers}>
        {code}
      </StringContent>
    </HighlightContext.Provider>
  );
}
