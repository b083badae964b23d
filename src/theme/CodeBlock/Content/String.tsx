import React from 'react';
import { useThemeConfig } from '@docusaurus/theme-common';
import { CodeBlockContextProvider, createCodeBlockMetadata } from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type { Props } from '@theme/CodeBlock/Content/String';
import { useWordWrap } from '@site/src/lib/codeBlock/useWordWrap';

/** Docusaurus's string code block, with the lighter word-wrap state of ../useWordWrap. */
export default function CodeBlockString(props: Props): React.ReactElement {
  const { prism } = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={useWordWrap()}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
