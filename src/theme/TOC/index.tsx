import React from 'react';
import clsx from 'clsx';
import OriginalTOC from '@theme-original/TOC';
import type { Props } from '@theme/TOC';
import Translate from '@docusaurus/Translate';

/** The desktop outline with its title (the stock one has none); the wrapper carries the outline's class. */
export default function TOC({ className, ...props }: Props): React.ReactElement {
  return (
    <nav aria-labelledby="toc-title" className={clsx('toc-wrapper', className)}>
      <p id="toc-title" className="toc-title">
        <Translate id="theme.toc.title" description="Title of the on-this-page outline">
          ON THIS PAGE
        </Translate>
      </p>
      <OriginalTOC {...props} />
    </nav>
  );
}
