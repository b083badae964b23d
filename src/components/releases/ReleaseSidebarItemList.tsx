import React from 'react';
import Link from '@docusaurus/Link';
import type { BlogSidebarItem } from '@docusaurus/plugin-content-blog';

/**
 * The releases sidebar's list: the blog plugin's `BlogSidebarItemList` with an exact match for the current
 * item. Upstream's links match by prefix, so "Overview" (`/community/releases/`) was current on every post too:
 * two items styled current, both `aria-current="page"`.
 */
export function ReleaseSidebarItemList({
  items,
  ulClassName,
  liClassName,
  linkClassName,
  linkActiveClassName,
}: {
  items: BlogSidebarItem[];
  ulClassName?: string;
  liClassName?: string;
  linkClassName?: string;
  linkActiveClassName?: string;
}): React.ReactElement {
  return (
    <ul className={ulClassName}>
      {items.map((item) => (
        <li key={item.permalink} className={liClassName}>
          <Link
            isNavLink
            exact
            to={item.permalink}
            className={linkClassName}
            activeClassName={linkActiveClassName}
          >
            {item.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
