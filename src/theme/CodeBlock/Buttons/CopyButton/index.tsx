import React from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Buttons/CopyButton';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import { useCopyCode } from '@site/src/components/CodeBlock/useCopyCode';
import { Tooltip } from '@site/src/components/Popup';
import styles from './styles.module.css';

/**
 * Replaces Docusaurus's copy button, whose confirmation lasts 1 s: ours must show "Copied" for 2 s, in
 * a tooltip and to screen readers.
 */
export default function CopyButton({ className }: Props): React.ReactElement {
  const { metadata } = useCodeBlockContext();
  const { isCopied, copy, tooltip, label, status } = useCopyCode(metadata.code);

  return (
    <>
      <Tooltip content={tooltip}>
        <button
          type="button"
          aria-label={label}
          className={clsx('clean-btn', className, styles.copyButton, isCopied && styles.copyButtonCopied)}
          data-copied={isCopied || undefined}
          onClick={copy}
        >
          <span className={styles.copyButtonIcons} aria-hidden="true">
            <IconCopy className={styles.copyButtonIcon} />
            <IconSuccess className={styles.copyButtonSuccessIcon} />
          </span>
        </button>
      </Tooltip>
      <span role="status" className={styles.visuallyHidden}>
        {status}
      </span>
    </>
  );
}
