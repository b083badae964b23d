import React, { useMemo, type ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { useAnchorTargetClassName } from '@docusaurus/theme-common';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import { useMDXComponents } from '@mdx-js/react';
import CodeInline from '@theme/CodeInline';
import type { Props } from '@theme/Heading';
import { withWordBreaks } from '@site/src/lib/wordBreaks';
import './styles.module.css';

/**
 * Inline code in a heading gets <wbr> children, which MDX's code component would take for a code block: it is
 * rendered as the inline code it is. The component comes from the MDX context (an import of it would pull the
 * code block into every page's first bundle).
 */
function useSubstitutes(): ReadonlyMap<React.ElementType, React.ElementType> {
  const mdxCode = useMDXComponents().code;
  return useMemo(() => new Map(mdxCode ? [[mdxCode as React.ElementType, CodeInline]] : []), [mdxCode]);
}

/**
 * Upstream's heading with break opportunities in its API names (src/lib/wordBreaks.ts): a long name wraps
 * after a dot or before a camelCase hump, never between two letters. Not a wrap: the anchor's title names
 * the heading only while its children are a plain string, which the breaks would change.
 */
export default function Heading({ as: As, id, children, ...props }: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  const anchorTargetClassName = useAnchorTargetClassName(id);
  const content = withWordBreaks(children, useSubstitutes());

  // H1 headings do not need an id because they don't appear in the TOC.
  if (As === 'h1' || !id) {
    return (
      <As {...props} id={undefined}>
        {content}
      </As>
    );
  }

  brokenLinks.collectAnchor(id);

  const anchorTitle = translate(
    {
      id: 'theme.common.headingLinkTitle',
      message: 'Direct link to {heading}',
      description: 'Title for link to heading',
    },
    {
      heading: typeof children === 'string' ? children : id,
    },
  );

  return (
    <As {...props} className={clsx('anchor', anchorTargetClassName, props.className)} id={id}>
      {content}
      <Link className="hash-link" to={`#${id}`} aria-label={anchorTitle} title={anchorTitle} translate="no">
        &#8203;
      </Link>
    </As>
  );
}
