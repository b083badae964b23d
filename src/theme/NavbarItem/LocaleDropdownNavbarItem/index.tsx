/**
 * Ejected from @docusaurus/theme-classic 3.10 LocaleDropdownNavbarItem. The only change: a locale in which
 * the current page does not exist (UNTRANSLATED_DOCS) links to that locale's home page instead of a 404.
 */
import React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useAlternatePageUtils } from '@docusaurus/theme-common/internal';
import { translate } from '@docusaurus/Translate';
import { mergeSearchStrings, useHistorySelector } from '@docusaurus/theme-common';
import { useLocation } from '@docusaurus/router';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import IconLanguage from '@theme/Icon/Language';
import type { Props } from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import type { LinkLikeNavbarItemProps } from '@theme/NavbarItem';
import { localesOfPage } from '@site/src/lib/alternateLocales';
import styles from './styles.module.css';

export default function LocaleDropdownNavbarItem({ mobile, dropdownItemsBefore, dropdownItemsAfter, queryString, ...props }: Props): React.ReactElement {
  const {
    siteConfig,
    i18n: { currentLocale, defaultLocale, locales, localeConfigs },
  } = useDocusaurusContext();
  const alternatePageUtils = useAlternatePageUtils();
  const { pathname } = useLocation();
  const search = useHistorySelector((history) => history.location.search);
  const hash = useHistorySelector((history) => history.location.hash);
  const available = localesOfPage(locales, currentLocale, defaultLocale, pathname);

  const urlFor = (locale: string) => {
    const config = localeConfigs[locale];
    if (!available.includes(locale)) return `pathname://${config.baseUrl}`;
    const sameDomain = config.url === siteConfig.url;
    const base = sameDomain
      ? `pathname://${alternatePageUtils.createUrl({ locale, fullyQualified: false })}`
      : alternatePageUtils.createUrl({ locale, fullyQualified: true });
    return `${base}${mergeSearchStrings([search, queryString], 'append')}${hash}`;
  };

  const localeItems: LinkLikeNavbarItemProps[] = locales.map((locale) => ({
    label: localeConfigs[locale].label,
    lang: localeConfigs[locale].htmlLang,
    to: urlFor(locale),
    target: '_self',
    autoAddBaseUrl: false,
    className: locale === currentLocale ? (mobile ? 'menu__link--active' : 'dropdown__link--active') : '',
  }));
  const items = [...dropdownItemsBefore, ...localeItems, ...dropdownItemsAfter];
  const dropdownLabel = mobile
    ? translate({ message: 'Languages', id: 'theme.navbar.mobileLanguageDropdown.label', description: 'The label for the mobile language switcher dropdown' })
    : localeConfigs[currentLocale].label;
  return (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      label={
        <>
          <IconLanguage className={styles.iconLanguage} />
          {dropdownLabel}
        </>
      }
      items={items}
    />
  );
}
