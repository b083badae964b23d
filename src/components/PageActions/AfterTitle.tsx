import React, { createContext, useContext } from 'react';
import MDXHeading from '@theme/MDXComponents/Heading';

/**
 * What a page shows right under its Markdown title (`# Title`), given by the page layout: the title is part of
 * the page's content, so the layout cannot place anything between it and the text that follows by itself.
 */
export const AfterTitleContext = createContext<React.ReactNode>(null);

/** The content's H1, as the theme renders it, then what the page layout put under it. */
export function TitleWithAfter(props: React.ComponentProps<'h1'>): React.ReactElement {
  const after = useContext(AfterTitleContext);
  return (
    <>
      <MDXHeading as="h1" {...props} />
      {after}
    </>
  );
}
