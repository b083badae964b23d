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
  // Confirmations since the flag last cleared (0: not copied); each one restarts the count.
  const [confirmations, setConfirmations] = useState(0);
  const confirm = useCallback(() => setConfirmations((count) => count + 1), []);
  useEffect(() => {
    if (confirmations === 0) return undefined;
    const timer = window.setTimeout(() => setConfirmations(0), durationMs);
    return () => window.clearTimeout(timer);
  }, [confirmations, durationMs]);
  return [confirmations > 0, confirm];
}
