import React from 'react';
import OriginalCodeBlock from '@theme-original/CodeBlock';
import type { Props } from '@theme/CodeBlock';
import { MARKDOWN } from '@site/src/data/site';
import { resolveShowLineNumbers } from './lineNumbers';

/** Docusaurus's code block with the site's line-number default (`MARKDOWN.showLineNumbers`). */
export default function CodeBlock(props: Props): React.ReactElement {
  return <OriginalCodeBlock {...props} showLineNumbers={resolveShowLineNumbers(props, MARKDOWN.showLineNumbers)} />;
}
