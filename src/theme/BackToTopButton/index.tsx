import React, { useState } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { isScrolledPastTop, scrollToTop, useThrottledScroll } from '@site/src/lib/scroll';
import { useThemeOptions } from '@site/src/lib/themeOptions';
import styles from './styles.module.css';

/**
 * Replaces Docusaurus's button, which shows only after scrolling back up 300 px: this one shows as soon as the
 * page has left its top (throttled scroll handler) and is off (not focusable) at the top.
 * THEME_OPTIONS.enableScrollToTop turns it off.
 */
export default function BackToTopButton(): React.ReactElement | null {
  const { enableScrollToTop } = useThemeOptions();
  const [shown, setShown] = useState(false);
  useThrottledScroll((scrollY) => setShown(isScrolledPastTop(scrollY)), enableScrollToTop);
  if (!enableScrollToTop) return null;
  return (
    <button
      type="button"
      aria-label={translate({
        id: 'theme.scrollToTop.label',
        message: 'Scroll to top',
        description: 'Accessible name of the scroll-to-top button',
      })}
      className={clsx(
        'clean-btn',
        ThemeClassNames.common.backToTopButton,
        styles.button,
        shown && styles.shown,
      )}
      onClick={scrollToTop}
    />
  );
}
