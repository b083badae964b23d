/**
 * Ejected from @docusaurus/theme-classic 3.10 SiteMetadata. The only change: the hreflang alternates leave
 * out locales where the current page does not exist (UNTRANSLATED_DOCS), so crawlers are not sent to a 404.
 * Everything else is the stock component.
 */
import React from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { PageMetadata, useThemeConfig } from '@docusaurus/theme-common';
import { DEFAULT_SEARCH_TAG, useAlternatePageUtils } from '@docusaurus/theme-common/internal';
import { useLocation } from '@docusaurus/router';
import { applyTrailingSlash } from '@docusaurus/utils-common';
import SearchMetadata from '@theme/SearchMetadata';
import { localesOfPage } from '@site/src/lib/alternateLocales';

const bcp47ToOpenGraphLocale = (code: string) => code.replace('-', '_');

function AlternateLangHeaders() {
  const {
    i18n: { currentLocale, defaultLocale, localeConfigs },
  } = useDocusaurusContext();
  const alternatePageUtils = useAlternatePageUtils();
  const { pathname } = useLocation();
  const currentHtmlLang = localeConfigs[currentLocale].htmlLang;
  const available = localesOfPage(Object.keys(localeConfigs), currentLocale, defaultLocale, pathname);
  return (
    <Head>
      {Object.entries(localeConfigs)
        .filter(([locale]) => available.includes(locale))
        .map(([locale, config]) => (
          <link key={locale} rel="alternate" href={alternatePageUtils.createUrl({ locale, fullyQualified: true })} hrefLang={config.htmlLang} />
        ))}
      <link rel="alternate" href={alternatePageUtils.createUrl({ locale: defaultLocale, fullyQualified: true })} hrefLang="x-default" />
      <meta property="og:locale" content={bcp47ToOpenGraphLocale(currentHtmlLang)} />
      {Object.entries(localeConfigs)
        .filter(([locale, config]) => currentHtmlLang !== config.htmlLang && available.includes(locale))
        .map(([, config]) => (
          <meta key={`meta-og-${config.htmlLang}`} property="og:locale:alternate" content={bcp47ToOpenGraphLocale(config.htmlLang)} />
        ))}
    </Head>
  );
}

function CanonicalUrlHeaders() {
  const {
    siteConfig: { url: siteUrl, baseUrl, trailingSlash },
  } = useDocusaurusContext();
  const { pathname } = useLocation();
  const canonicalUrl = siteUrl + applyTrailingSlash(useBaseUrl(pathname), { trailingSlash, baseUrl });
  return (
    <Head>
      <meta property="og:url" content={canonicalUrl} />
      <link rel="canonical" href={canonicalUrl} />
    </Head>
  );
}

export default function SiteMetadata(): React.ReactElement {
  const {
    i18n: { currentLocale },
  } = useDocusaurusContext();
  const { metadata, image: defaultImage } = useThemeConfig();
  return (
    <>
      <Head>
        <meta name="twitter:card" content="summary_large_image" />
        <body />
      </Head>
      {defaultImage && <PageMetadata image={defaultImage} />}
      <CanonicalUrlHeaders />
      <AlternateLangHeaders />
      <SearchMetadata tag={DEFAULT_SEARCH_TAG} locale={currentLocale} />
      {/* A separate Head lets themeConfig.metadata override the defaults above instead of duplicating them. */}
      <Head>
        {metadata.map((metadatum, index) => (
          <meta key={index} {...metadatum} />
        ))}
      </Head>
    </>
  );
}
