import React from 'react';
import OriginalLocaleDropdownNavbarItem from '@theme-original/NavbarItem/LocaleDropdownNavbarItem';
import type { Props } from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import type { LinkLikeNavbarItemProps } from '@theme/NavbarItem';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { PageLocalesProvider, usePageLocales } from '@site/src/components/PageLocales';

/**
 * The stock language menu, for a page that does not exist in every locale (UNTRANSLATED_DOCS): the stock
 * items link the same page in each locale, which would be a 404, so the menu only sees the locales the page
 * exists in, and each missing locale is an item after them that leads to that locale's home page.
 */
export default function LocaleDropdownNavbarItem(props: Props): React.ReactElement {
  const { i18n } = useDocusaurusContext();
  const available = usePageLocales();
  const homeItems: LinkLikeNavbarItemProps[] = i18n.locales
    .filter((locale) => !available.includes(locale))
    .map((locale) => ({
      label: i18n.localeConfigs[locale].label,
      lang: i18n.localeConfigs[locale].htmlLang,
      // `pathname://`: a plain page load, like the stock items (another locale is another build).
      to: `pathname://${i18n.localeConfigs[locale].baseUrl}`,
      target: '_self',
      autoAddBaseUrl: false,
    }));
  return (
    <PageLocalesProvider>
      <OriginalLocaleDropdownNavbarItem
        {...props}
        dropdownItemsAfter={[...homeItems, ...(props.dropdownItemsAfter ?? [])]}
      />
    </PageLocalesProvider>
  );
}
