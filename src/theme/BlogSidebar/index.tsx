import React from 'react';
import OriginalBlogSidebar from '@theme-original/BlogSidebar';
import type { Props } from '@theme/BlogSidebar';
import { translate } from '@docusaurus/Translate';
import { RELEASES_ROUTE } from '@site/config/site';
import useBaseUrl from '@docusaurus/useBaseUrl';

/** The releases sidebar starts with the Overview page, like the "Releases" group of the site's navigation. */
export default function BlogSidebar({ sidebar, ...rest }: Props): React.ReactElement | null {
  const overviewPermalink = useBaseUrl(RELEASES_ROUTE);
  if (!sidebar) return <OriginalBlogSidebar sidebar={sidebar} {...rest} />;
  const overview = {
    title: translate({ id: 'releases.sidebar.overview', message: 'Overview' }),
    permalink: overviewPermalink,
    unlisted: false,
    date: sidebar.items[0]?.date ?? new Date(0).toISOString(),
  };
  return <OriginalBlogSidebar sidebar={{ ...sidebar, items: [overview, ...sidebar.items] }} {...rest} />;
}
