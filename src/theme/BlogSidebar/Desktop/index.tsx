/**
 * Ejected from @docusaurus/theme-classic 3.10 BlogSidebar/Desktop (the releases sidebar beside a post and the
 * release list). The only change: the list is ReleaseSidebarItemList, whose links are current on an exact
 * match, so "Overview" is not current on every post as well.
 */
import { memo, type ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import type { BlogSidebarItem } from '@docusaurus/plugin-content-blog';
import { useVisibleBlogSidebarItems } from '@docusaurus/plugin-content-blog/client';
import BlogSidebarContent from '@theme/BlogSidebar/Content';
import type { Props } from '@theme/BlogSidebar/Desktop';
import { ReleaseSidebarItemList } from '@site/src/components/releases/ReleaseSidebarItemList';

import styles from './styles.module.css';

const ListComponent = ({ items }: { items: BlogSidebarItem[] }): ReactNode => {
  return (
    <ReleaseSidebarItemList
      items={items}
      ulClassName={clsx(styles.sidebarItemList, 'clean-list')}
      liClassName={styles.sidebarItem}
      linkClassName={styles.sidebarItemLink}
      linkActiveClassName={styles.sidebarItemLinkActive}
    />
  );
};

function BlogSidebarDesktop({ sidebar }: Props): ReactNode {
  const items = useVisibleBlogSidebarItems(sidebar.items);
  return (
    <aside className="col col--3">
      <nav
        className={clsx(styles.sidebar, 'thin-scrollbar')}
        aria-label={translate({
          id: 'theme.blog.sidebar.navAriaLabel',
          message: 'Blog recent posts navigation',
          description: 'The ARIA label for recent posts in the blog sidebar',
        })}
      >
        <div className={clsx(styles.sidebarItemTitle, 'margin-bottom--md')}>{sidebar.title}</div>
        <BlogSidebarContent
          items={items}
          ListComponent={ListComponent}
          yearGroupHeadingClassName={styles.yearGroupHeading}
        />
      </nav>
    </aside>
  );
}

export default memo(BlogSidebarDesktop);
