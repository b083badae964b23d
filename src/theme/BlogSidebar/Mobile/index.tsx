/**
 * Ejected from @docusaurus/theme-classic 3.10 BlogSidebar/Mobile (the releases in the nav screen's second
 * menu, up to 996 px). The only change: the list is ReleaseSidebarItemList, whose links are current on an
 * exact match, so "Overview" is not current on every post as well.
 */
import { memo, type ReactNode } from 'react';
import type { BlogSidebarItem } from '@docusaurus/plugin-content-blog';
import { useVisibleBlogSidebarItems } from '@docusaurus/plugin-content-blog/client';
import { NavbarSecondaryMenuFiller } from '@docusaurus/theme-common';
import BlogSidebarContent from '@theme/BlogSidebar/Content';
import type { Props } from '@theme/BlogSidebar/Mobile';
import { ReleaseSidebarItemList } from '@site/src/components/releases/ReleaseSidebarItemList';

import styles from './styles.module.css';

const ListComponent = ({ items }: { items: BlogSidebarItem[] }): ReactNode => {
  return (
    <ReleaseSidebarItemList
      items={items}
      ulClassName="menu__list"
      liClassName="menu__list-item"
      linkClassName="menu__link"
      linkActiveClassName="menu__link--active"
    />
  );
};

function BlogSidebarMobileSecondaryMenu({ sidebar }: Props): ReactNode {
  const items = useVisibleBlogSidebarItems(sidebar.items);
  return (
    <BlogSidebarContent
      items={items}
      ListComponent={ListComponent}
      yearGroupHeadingClassName={styles.yearGroupHeading}
    />
  );
}

function BlogSidebarMobile(props: Props): ReactNode {
  return <NavbarSecondaryMenuFiller component={BlogSidebarMobileSecondaryMenu} props={props} />;
}

export default memo(BlogSidebarMobile);
