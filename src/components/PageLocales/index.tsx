import React, { useMemo, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
// The context object behind useDocusaurusContext(). A nested provider changes what the stock components
// below it read, which lets the language menu and the hreflang links stay stock components (wrapped, not
// ejected). It is not a public export: should a Docusaurus upgrade move it, the build fails on this import.
import { Context } from '@docusaurus/core/lib/client/docusaurusContext';
import { localesOfPage, type UntranslatedRoutes } from '@site/src/lib/alternateLocales';

/** The site's locales in which the current page exists (all of them, except for an untranslated page). */
export function usePageLocales(): string[] {
  const { i18n, siteConfig } = useDocusaurusContext();
  const { pathname } = useLocation();
  const untranslated = (siteConfig.customFields?.untranslatedRoutes ?? {}) as UntranslatedRoutes;
  return localesOfPage(i18n.locales, i18n.currentLocale, i18n.defaultLocale, pathname, untranslated);
}

/**
 * Renders its children as if the site had only the locales the current page exists in: `i18n.locales` and
 * `i18n.localeConfigs` lose the others. The current and the default locale always remain (every page exists
 * in the default locale), which the stock components rely on for the page's language and `x-default`.
 */
export function PageLocalesProvider({ children }: { children: ReactNode }): React.ReactElement {
  const context = useDocusaurusContext();
  const available = usePageLocales();
  const { locales, localeConfigs } = context.i18n;
  const narrowed = useMemo(() => {
    if (available.length === locales.length) return context;
    const configs = Object.fromEntries(
      Object.entries(localeConfigs).filter(([locale]) => available.includes(locale)),
    );
    return { ...context, i18n: { ...context.i18n, locales: available, localeConfigs: configs } };
  }, [context, available, locales, localeConfigs]);
  return <Context.Provider value={narrowed}>{children}</Context.Provider>;
}
