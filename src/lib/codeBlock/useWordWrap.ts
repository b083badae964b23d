import { useCallback, useMemo, useRef, useState } from 'react';
import type { useCodeWordWrap } from '@docusaurus/theme-common/internal';

type WordWrap = ReturnType<typeof useCodeWordWrap>;

/**
 * Docusaurus's useCodeWordWrap without the overflow detection only its own word-wrap button needs (that button
 * shows on overflowing blocks only): each block measured itself after hydration, on every resize and when a
 * tab revealed it, a forced layout and a MutationObserver per block on every page load. This site's button is
 * always there (Buttons/WordWrapButton), so `isCodeScrollable` is constant.
 */
export function useWordWrap(): WordWrap {
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const [isEnabled, setIsEnabled] = useState(false);
  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    // Inline styles, as Docusaurus does, so the choice survives re-renders of the tokens.
    if (code && isEnabled) code.removeAttribute('style');
    else if (code) Object.assign(code.style, { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
    setIsEnabled(!isEnabled);
  }, [isEnabled]);
  return useMemo(() => ({ codeBlockRef, isEnabled, isCodeScrollable: false, toggle }), [isEnabled, toggle]);
}
