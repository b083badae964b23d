import { useCallback } from 'react';
import { translate } from '@docusaurus/Translate';
import { copyToClipboard } from '@site/src/lib/clipboard/copyToClipboard';
import { useCopiedConfirmation } from '@site/src/lib/clipboard/useCopiedConfirmation';

/**
 * The state of a code block's copy button: `copy()` puts `code` on the clipboard and confirms it for 2 s
 * (`isCopied`), with the texts of the button's tooltip, its accessible name and the screen-reader status.
 * A refused copy (no permission, no clipboard) does not claim success; the console keeps the reason.
 */
export function useCopyCode(code: string) {
  const [isCopied, confirmCopied] = useCopiedConfirmation();
  const copy = useCallback(
    () =>
      void copyToClipboard(code).then(confirmCopied, (error: unknown) =>
        console.error('Copying the code block failed:', error),
      ),
    [code, confirmCopied],
  );
  const copiedText = translate({
    id: 'theme.CodeBlock.copied',
    message: 'Copied',
    description: 'The copied button label on code blocks',
  });
  return {
    isCopied,
    copy,
    tooltip: isCopied
      ? copiedText
      : translate({
          id: 'theme.CodeBlock.copy',
          message: 'Copy',
          description: 'The copy button label on code blocks',
        }),
    label: isCopied
      ? copiedText
      : translate({
          id: 'theme.CodeBlock.copyButtonAriaLabel',
          message: 'Copy code to clipboard',
          description: 'The ARIA label for copy code blocks button',
        }),
    status: isCopied ? copiedText : '',
  };
}
