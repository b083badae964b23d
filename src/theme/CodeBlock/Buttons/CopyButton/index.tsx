import React, { useCallback } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Buttons/CopyButton';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import { Tooltip } from '@site/src/components/Popup';
import { copyToClipboard } from '@site/src/lib/clipboard/copyToClipboard';
import { useCopiedConfirmation } from '@site/src/lib/clipboard/useCopiedConfirmation';
import styles from './styles.module.css';

/**
 * Replaces Docusaurus's copy button, whose confirmation lasts 1 s: ours must show "Copied" for 2 s, in
 * a tooltip and to screen readers.
 */
export default function CopyButton({ className }: Props): React.ReactElement {
  const { metadata } = useCodeBlockContext();
  const [isCopied, confirmCopied] = useCopiedConfirmation();
  // A refused copy (no permission, no clipboard) must not claim success; the console keeps the reason.
  const copy = useCallback(
    () =>
      void copyToClipboard(metadata.code).then(confirmCopied, (error: unknown) =>
        console.error('Copying the code block failed:', error),
      ),
    [metadata.code, confirmCopied],
  );

  const copiedText = translate({
    id: 'theme.CodeBlock.copied',
    message: 'Copied',
    description: 'The copied button label on code blocks',
  });
  const tooltip = isCopied
    ? copiedText
    : translate({
        id: 'theme.CodeBlock.copy',
        message: 'Copy',
        description: 'The copy button label on code blocks',
      });
  const label = isCopied
    ? copiedText
    : translate({
        id: 'theme.CodeBlock.copyButtonAriaLabel',
        message: 'Copy code to clipboard',
        description: 'The ARIA label for copy code blocks button',
      });

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
        {isCopied ? copiedText : ''}
      </span>
    </>
  );
}
