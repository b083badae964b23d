import React from 'react';
import clsx from 'clsx';
import OriginalMDXPage from '@theme-original/MDXPage';
import type { Props } from '@theme/MDXPage';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import { HtmlClassNameProvider, PageMetadata, ThemeClassNames } from '@docusaurus/theme-common';
import HomeLayout from '@site/src/components/home/HomeLayout';
import type { HomeFrontMatter } from '@site/src/components/home/types';
import { resolvePageType } from '@site/src/lib/pageType';

/**
 * Standalone Markdown pages pick their layout from front matter `pageType`: `home` (hero and features),
 * `custom` (content only, navbar kept), `blank` (content only, no navbar); anything else is the stock page.
 * Only the home page has the footer: custom and blank pages must render nothing but their content.
 */
export default function MDXPage(props: Props): React.ReactElement {
  const { content: Content } = props;
  const { metadata } = Content;
  const frontMatter = metadata.frontMatter as HomeFrontMatter & Record<string, unknown>;
  const pageType = resolvePageType(frontMatter.pageType);
  if (pageType !== 'home' && pageType !== 'custom' && pageType !== 'blank')
    return <OriginalMDXPage {...props} />;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.mdxPages, `page-type-${pageType}`)}>
      <Layout noFooter={pageType !== 'home'}>
        <PageMetadata title={metadata.title} description={metadata.description} />
        {pageType === 'home' ? (
          <HomeLayout frontMatter={frontMatter}>
            <MDXContent>
              <Content />
            </MDXContent>
          </HomeLayout>
        ) : (
          <main className="container margin-vert--lg">
            <MDXContent>
              <Content />
            </MDXContent>
          </main>
        )}
      </Layout>
    </HtmlClassNameProvider>
  );
}
