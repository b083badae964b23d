import { useCallback, useEffect, useState } from 'react';
import { TIMING } from '@site/config/constants';

/**
 * A "copied" flag that clears itself `durationMs` after the last confirmation shows; a new copy restarts the
 * count. The count starts once React has committed the flag, not when `confirm` is called: on a busy main
 * thread the render comes late, and a timer started before it cut the confirmation short.
 */
export function useCopiedConfirmation(
  durationMs: number = TIMING.copiedConfirmationMs,
): [isCopied: boolean, confirm: () => void] {
  const [isCopied, setIsCopied] = useState(false);
  // Each confirmation, so that a second copy while the first shows restarts the count.
  const [confirmations, setConfirmations] = useState(0);
  const confirm = useCallback(() => {
    setIsCopied(true);
    setConfirmations((count) => count + 1);
  }, []);
  useEffect(() => {
    if (confirmations === 0) return undefined;
    const timer = window.setTimeout(() => setIsCopied(false), durationMs);
    return () => window.clearTimeout(timer);
  }, [confirmations, durationMs]);
  return [isCopied, confirm];
}
