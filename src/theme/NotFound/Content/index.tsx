import React, { useEffect } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { Props } from '@theme/NotFound/Content';
import { SITE } from '@site/config/site';
import {
  DEFAULT_LOCALE,
  LOCALES,
  configLocale,
  localeOfPath,
  withoutLocalePrefix,
} from '@site/config/locales';
import { isLeavingPage, leavePage } from '@site/src/lib/pageExit';
import { safeSitePath } from '@site/src/lib/safePath';
import styles from './styles.module.css';

/**
 * The 404 page type. A missing /zh/... page sends the reader to the same path without the prefix (pages not
 * translated yet are built under /zh/ too, so this is the safety net for a link to a page the locale lacks,
 * also when a host answers with /zh/404.html); the redirect runs after hydration, never during it, and only
 * to a same-origin path under the site's base URL: `/zh//host` stays on this page instead of going to `//host`.
 */
export default function NotFoundContent({ className }: Props): React.ReactElement {
  const { pathname } = useLocation();
  const { siteConfig, i18n } = useDocusaurusContext();
  useEffect(() => {
    if (localeOfPath(pathname) === DEFAULT_LOCALE || isLeavingPage()) return;
    const target = safeSitePath(withoutLocalePrefix(pathname), SITE.baseUrl);
    if (target !== undefined && target !== pathname)
      leavePage(target + window.location.search + window.location.hash);
  }, [pathname]);
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
