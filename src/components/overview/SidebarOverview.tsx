import React from 'react';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import { usePluginData } from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useLocation } from '@docusaurus/router';
import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import type { OverviewData } from '@site/src/lib/docsOverview';
import { withWordBreaks } from '@site/src/lib/wordBreaks';
import { groupSidebar } from './groupSidebar';
import styles from './overview.module.css';

/** The overview page type: every group of the current sidebar with its pages and their sections. */
export default function SidebarOverview({
  headerDepths,
}: {
  headerDepths?: number[];
}): React.ReactElement | null {
  const sidebar = useDocsSidebar();
  const outlines = usePluginData('docs-overview') as OverviewData;
  const { siteConfig } = useDocusaurusContext();
  const { pathname } = useLocation();
  if (!sidebar) return null;
  const groups = groupSidebar(sidebar.items, outlines, {
    currentPath: pathname,
    localePrefix: siteConfig.baseUrl.replace(/\/$/, ''),
    othersLabel: translate({
      id: 'theme.overview.others',
      message: 'Others',
      description: 'Overview group of pages outside any sidebar group',
    }),
    headerDepths,
  });
  return (
    <div className={styles.overview}>
      {groups.map((group) => (
        <section key={group.label} className={styles.group}>
          <h2
            className={styles.groupTitle}
            id={`overview-${group.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`}
          >
            {group.label}
          </h2>
          <ul className={styles.pages}>
            {group.pages.map((page) => (
              <li key={page.href}>
                <Link to={page.href} className={styles.pageLink}>
                  {withWordBreaks(page.label)}
                </Link>
                {page.headings.length > 0 && (
                  <ul className={styles.headings}>
                    {page.headings.map((heading) => (
                      <li key={heading.id}>
                        <Link to={`${page.href}#${heading.id}`}>{heading.text}</Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
