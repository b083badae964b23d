import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMING } from '@site/config/constants';

/**
 * A "copied" flag that clears itself `durationMs` after the last confirmation; a new copy restarts the count.
 */
export function useCopiedConfirmation(
  durationMs: number = TIMING.copiedConfirmationMs,
): [isCopied: boolean, confirm: () => void] {
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const confirm = useCallback(() => {
    window.clearTimeout(timer.current);
    setIsCopied(true);
    timer.current = window.setTimeout(() => setIsCopied(false), durationMs);
  }, [durationMs]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [isCopied, confirm];
}
