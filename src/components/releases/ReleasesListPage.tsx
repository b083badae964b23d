import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { HtmlClassNameProvider, PageMetadata, ThemeClassNames } from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import type { Props } from '@theme/BlogListPage';
import MDXContent from '@theme/MDXContent';
import OverviewEn from '@site/blog/_overview.mdx';
import OverviewZh from '@site/i18n/zh/docusaurus-plugin-content-blog/_overview.mdx';
import { LOCALES, configLocale } from '@site/config/locales';
import styles from './releases.module.css';

const formatDate = (date: string, locale: string) =>
  new Intl.DateTimeFormat(LOCALES[configLocale(locale)].htmlLang, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(date));

const OVERVIEW_BY_LOCALE: Record<string, React.ComponentType> = { en: OverviewEn, zh: OverviewZh };

/** /community/releases/: the releases overview (changelog, versioning, cycle) and every release post. */
export default function ReleasesListPage({ metadata, items, sidebar }: Props): React.ReactElement {
  const { i18n } = useDocusaurusContext();
  const Overview = OVERVIEW_BY_LOCALE[i18n.currentLocale] ?? OverviewEn;
  const title = translate({
    id: 'releases.overview.title',
    message: 'Overview',
    description: 'h1 of the releases overview page',
  });
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}
    >
      <PageMetadata
        title={`${translate({ id: 'releases.overview.metaTitle', message: 'Releases' })}`}
        description={metadata.blogDescription}
      />
      <BlogLayout sidebar={sidebar}>
        <article className="markdown">
          <h1>{title}</h1>
          <MDXContent>
            <Overview />
          </MDXContent>
          <h2 id="release-posts">
            <Translate id="releases.overview.posts">Release posts</Translate>
          </h2>
          <ul className={styles.posts}>
            {items.map(({ content }) => (
              <li key={content.metadata.permalink} className={styles.post}>
                <Link to={content.metadata.permalink} className={styles.postTitle}>
                  {content.metadata.title}
                </Link>
                <time dateTime={content.metadata.date} className={styles.postDate}>
                  {formatDate(content.metadata.date, i18n.currentLocale)}
                </time>
                {content.metadata.description && (
                  <p className={styles.postDescription}>{content.metadata.description}</p>
                )}
              </li>
            ))}
          </ul>
        </article>
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
