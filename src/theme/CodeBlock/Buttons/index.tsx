import React from 'react';
import clsx from 'clsx';
import CopyButton from '@theme/CodeBlock/Buttons/CopyButton';
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';
import type { Props } from '@theme/CodeBlock/Buttons';
import { useMountedAfterHydration } from '@site/src/lib/useMountedAfterHydration';
import styles from './styles.module.css';

/**
 * Docusaurus's code block buttons, still rendered only in the browser (they need React to work, and their SVG
 * would weigh on every page's HTML), but in a transition after hydration instead of inside `BrowserOnly`: a
 * long page's blocks then get their buttons in slices instead of one long task. Their box is in the server's
 * HTML, empty: a box added after the code would make Chromium restyle the whole block (the code stops being
 * its last child), where buttons added inside the box restyle only the box.
 */
export default function CodeBlockButtons({ className }: Props): React.ReactElement {
  const mounted = useMountedAfterHydration();
  return (
    <div className={clsx(className, styles.buttonGroup)}>
      {mounted && (
        <>
          <WordWrapButton />
          <CopyButton />
        </>
      )}
    </div>
  );
}
