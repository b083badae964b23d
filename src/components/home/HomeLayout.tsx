import React from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { SITE, feedsToLink } from '@site/config/site';
import { configLocale } from '@site/config/locales';
import type { HomeFrontMatter } from './types';
import HomeHero from './HomeHero';
import HomeFeatures from './HomeFeatures';
import styles from './home.module.css';

/**
 * Alternate links for the feed ids the page lists in `link-rss` that the head does not already have (the
 * blog plugin links the current locale's feeds from every page). No hreflang: that marks a language version of
 * this page for search engines (and Lighthouse's hreflang audit fails it on a feed); each feed declares its
 * language inside.
 */
function FeedLinks({ ids }: { ids: string[] }) {
  const { i18n } = useDocusaurusContext();
  const feeds = feedsToLink(ids, configLocale(i18n.currentLocale));
  if (feeds.length === 0) return null;
  return (
    <Head>
      {feeds.map((feed) => (
        <link
          key={feed.id}
          rel="alternate"
          type={feed.mime}
          href={`${SITE.baseUrl.replace(/\/$/, '')}${feed.path}`}
          title={`${feed.title} (${feed.type.toUpperCase()})`}
        />
      ))}
    </Head>
  );
}

/** The home page type: hero, feature cards; the footer message comes from the site footer. */
export default function HomeLayout({
  frontMatter,
  children,
}: {
  frontMatter: HomeFrontMatter;
  children?: React.ReactNode;
}): React.ReactElement {
  return (
    <main className={styles.home}>
      <FeedLinks ids={frontMatter['link-rss'] ?? []} />
      {frontMatter.hero && <HomeHero hero={frontMatter.hero} />}
      {frontMatter.features && frontMatter.features.length > 0 && (
        <HomeFeatures features={frontMatter.features} />
      )}
      {children}
    </main>
  );
}
