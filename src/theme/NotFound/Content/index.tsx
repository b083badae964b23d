import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { Props } from '@theme/NotFound/Content';
import { LOCALES, configLocale } from '@site/config/locales';
import { useUntranslatedPageRedirect } from '@site/src/components/NotFound/useUntranslatedPageRedirect';
import styles from './styles.module.css';

/** The 404 page type; a missing /zh/... page sends the reader on to the English one (the hook's comment). */
export default function NotFoundContent({ className }: Props): React.ReactElement {
  const { siteConfig, i18n } = useDocusaurusContext();
  useUntranslatedPageRedirect();
  const home = siteConfig.baseUrl;
  return (
    <main className={clsx('container', styles.notFound, className)}>
      {/* Here and not only in NotFound: a miss under the docs route renders this content alone, and its tab
          title would be the bare site name. */}
      <PageMetadata
        title={translate({
          id: 'theme.NotFound.pageTitle',
          message: 'Page Not Found',
          description: 'The browser tab title of the 404 page',
        })}
        // The stock 404 page sets only a title; search engines and link previews want a description too.
        description={LOCALES[configLocale(i18n.currentLocale)].description}
      />
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>
        <Translate id="theme.NotFound.title" description="Title of the 404 page">
          PAGE NOT FOUND
        </Translate>
      </h1>
      <Link to={home} className={styles.home}>
        <Translate id="theme.NotFound.home" description="Link from the 404 page to the home page">
          Take me home
        </Translate>
      </Link>
    </main>
  );
}
