import React from 'react';
import OriginalHeader from '@theme-original/BlogPostItem/Header';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import PageActions from '@site/src/components/PageActions';

/**
 * A release post's own page gets the doc pages' "On this page" toggle under its header, where the outline column
 * is not shown (up to 996 px); the post lists show the header alone.
 */
export default function BlogPostItemHeader(): React.ReactElement {
  const { isBlogPostPage, toc, frontMatter } = useBlogPost();
  const hasOutline = isBlogPostPage && !frontMatter.hide_table_of_contents && toc.length > 0;
  return (
    <>
      <OriginalHeader />
      {hasOutline && (
        <PageActions
          copy={false}
          outline={{
            toc,
            minHeadingLevel: frontMatter.toc_min_heading_level,
            maxHeadingLevel: frontMatter.toc_max_heading_level,
          }}
        />
      )}
    </>
  );
}
