import React from 'react';
import OriginalSiteMetadata from '@theme-original/SiteMetadata';
import { PageLocalesProvider } from '@site/src/components/PageLocales';

/**
 * The stock head metadata, with the hreflang alternates (and `og:locale:alternate`) of only the locales the
 * page exists in: an untranslated page (UNTRANSLATED_DOCS) must not send crawlers to a 404.
 */
export default function SiteMetadata(): React.ReactElement {
  return (
    <PageLocalesProvider>
      <OriginalSiteMetadata />
    </PageLocalesProvider>
  );
}
