import React, { useId } from 'react';
import clsx from 'clsx';
import { Collapsible, useCollapsible } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';
import TOCItems, { type Props as TOCItemsProps } from '@theme/TOCItems';
import CopyPage from '@site/src/components/CopyPage';
import styles from './styles.module.css';

export type PageOutline = Pick<TOCItemsProps, 'toc' | 'minHeadingLevel' | 'maxHeadingLevel'>;

export interface PageActionsProps {
  /** Whether the page has a Markdown twin to copy (pages of the site's docs). */
  copy: boolean;
  /** The page's outline, offered behind an "On this page" toggle where the outline column is not shown. */
  outline?: PageOutline;
  /** Set where the row sits in text of another language (an untranslated page's English text). */
  lang?: string;
}

/** The outline toggle: where the desktop outline column is hidden (up to 996 px), the outline opens below. */
function useOutlineToggle(outline: PageOutline | undefined) {
  const { collapsed, toggleCollapsed } = useCollapsible({ initialState: true });
  const panelId = useId();
  if (!outline) return { button: null, panel: null };
  const label = translate({ id: 'theme.TOCCollapsible.toggleButtonLabel', message: 'On this page' });
  return {
    button: (
      <button
        type="button"
        className={clsx('clean-btn', 'page-outline', styles.outlineButton)}
        aria-expanded={!collapsed}
        aria-controls={panelId}
        onClick={toggleCollapsed}
      >
        {label}
        <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true">
          <path d="M6 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
      </button>
    ),
    // The wrapper keeps the id in the page while the lazy panel is not rendered yet.
    panel: (
      <div id={panelId} className={clsx('page-outline', styles.outlinePanel)}>
        <Collapsible lazy as="div" collapsed={collapsed}>
          <TOCItems
            toc={outline.toc}
            minHeadingLevel={outline.minHeadingLevel}
            maxHeadingLevel={outline.maxHeadingLevel}
          />
        </Collapsible>
      </div>
    ),
  };
}

/**
 * The row under a page's title: "Copy page" with its menu (doc pages) and, on phones and tablets, the "On this
 * page" outline toggle, so neither pushes the title down nor squeezes it. Rendered on the server: nothing
 * shifts when React takes over.
 */
export default function PageActions({ copy, outline, lang }: PageActionsProps): React.ReactElement {
  const toggle = useOutlineToggle(outline);
  return (
    <div className={clsx('page-actions', styles.pageActions, !copy && styles.outlineOnly)} lang={lang}>
      <div className={styles.row}>
        {copy && <CopyPage />}
        {toggle.button}
      </div>
      {toggle.panel}
    </div>
  );
}
