import { useCallback, useEffect, useRef } from 'react';
import { POPUP } from '@site/src/constants';

/** Open/close callbacks delayed by the spec's popup enter and leave delays, cancelling each other. */
export function useHoverIntent(open: () => void, close: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const clear = () => timer.current && clearTimeout(timer.current);
  useEffect(() => clear, []);
  const onEnter = useCallback(() => {
    clear();
    timer.current = setTimeout(open, POPUP.enterDelayS * 1000);
  }, [open]);
  const onLeave = useCallback(() => {
    clear();
    timer.current = setTimeout(close, POPUP.leaveDelayS * 1000);
  }, [close]);
  return { onEnter, onLeave, cancel: clear };
}
