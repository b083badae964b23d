import React, { useEffect, useRef } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Buttons/WordWrapButton';
import IconWordWrap from '@theme/Icon/WordWrap';
import { MARKDOWN } from '@site/config/site';
import { Tooltip } from '@site/src/components/Popup';
import styles from './styles.module.css';

/**
 * Replaces Docusaurus's word-wrap button, which only shows once a block overflows: this one is always there,
 * reports its state with aria-pressed, and starts wrapped when the site sets `MARKDOWN.defaultWrapCode`.
 */
export default function WordWrapButton({ className }: Props): React.ReactElement {
  const { wordWrap } = useCodeBlockContext();
  const appliedDefault = useRef(false);
  useEffect(() => {
    // Once per block, so a reader's later choice is never overridden.
    if (appliedDefault.current) return;
    appliedDefault.current = true;
    if (MARKDOWN.defaultWrapCode && !wordWrap.isEnabled) wordWrap.toggle();
  }, [wordWrap]);

  const label = translate({
    id: 'theme.CodeBlock.wordWrapToggle',
    message: 'Toggle word wrap',
    description: 'The title attribute for toggle word wrapping button of code block lines',
  });
  return (
    <Tooltip content={label}>
      <button
        type="button"
        aria-label={label}
        aria-pressed={wordWrap.isEnabled}
        className={clsx('clean-btn', className, wordWrap.isEnabled && styles.wordWrapButtonEnabled)}
        onClick={() => wordWrap.toggle()}
      >
        <IconWordWrap className={styles.wordWrapButtonIcon} aria-hidden="true" />
      </button>
    </Tooltip>
  );
}
