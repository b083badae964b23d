import path from 'node:path';
import React, { useContext } from 'react';
import { render, screen } from '@testing-library/react';
import type { DocusaurusContext } from '@docusaurus/types';
import { PageLocalesProvider, usePageLocales } from '@site/src/components/PageLocales';
import LocaleDropdownNavbarItem from '@site/src/theme/NavbarItem/LocaleDropdownNavbarItem';
import SiteMetadata from '@site/src/theme/SiteMetadata';
import { UNTRANSLATED_DOCS } from '@site/config/site';
import { docRoutesByLocale } from '@site/plugins/lib/content.cjs';

const CONTEXT_MODULE = '@docusaurus/core/lib/client/docusaurusContext';

// The stock components read the site's locales from Docusaurus's context; the real module is built from
// generated files, so the test gives it a context of its own, which these tests fill per case.
jest.mock('@docusaurus/core/lib/client/docusaurusContext', () => {
  const { createContext } = jest.requireActual<typeof import('react')>('react');
  return { Context: createContext({}) };
});
jest.mock(
  '@docusaurus/useDocusaurusContext',
  () => {
    const { useContext } = jest.requireActual<typeof import('react')>('react');
    const context = '@docusaurus/core/lib/client/docusaurusContext';
    const { Context } = jest.requireMock<{ Context: React.Context<unknown> }>(context);
    const useDocusaurusContext = () => useContext(Context);
    return { __esModule: true, default: useDocusaurusContext };
  },
  { virtual: true },
);
let mockPathname = '/';
jest.mock('@docusaurus/router', () => ({ useLocation: () => ({ pathname: mockPathname }) }), {
  virtual: true,
});

// Stand-ins for the stock components: they render what they read from the context, as the real ones do.
jest.mock(
  '@theme-original/NavbarItem/LocaleDropdownNavbarItem',
  () => ({
    __esModule: true,
    default: function StockLocaleDropdown({ dropdownItemsAfter = [] }: { dropdownItemsAfter?: MenuItem[] }) {
      const { i18n } = useStockContext();
      const stock = i18n.locales.map((locale) => ({
        label: i18n.localeConfigs[locale].label,
        to: `same page in ${locale}`,
      }));
      const items = [...stock, ...dropdownItemsAfter];
      return (
        <ul>
          {items.map((item) => (
            <li key={item.label}>{`${item.label} → ${item.to}`}</li>
          ))}
        </ul>
      );
    },
  }),
  { virtual: true },
);
jest.mock(
  '@theme-original/SiteMetadata',
  () => ({
    __esModule: true,
    default: function StockSiteMetadata() {
      const { i18n } = useStockContext();
      return (
        <ul>
          {Object.values(i18n.localeConfigs).map((config) => (
            <li key={config.htmlLang}>{`hreflang ${config.htmlLang}`}</li>
          ))}
        </ul>
      );
    },
  }),
  { virtual: true },
);

interface MenuItem {
  label: string;
  to: string;
}

const stockContext = () =>
  jest.requireMock<{ Context: React.Context<DocusaurusContext> }>(CONTEXT_MODULE).Context;

function useStockContext(): DocusaurusContext {
  return useContext(stockContext());
}

const localeConfig = (label: string, htmlLang: string, baseUrl: string) => ({
  label,
  htmlLang,
  baseUrl,
  direction: 'ltr',
  calendar: 'gregory',
  path: htmlLang,
  url: 'https://rsbuild.dev',
  translate: true,
});

// customFields.untranslatedRoutes as docusaurus.config.ts computes it from the site's untranslated docs.
const SITE_CONTEXT = {
  siteConfig: {
    baseUrl: '/',
    customFields: {
      untranslatedRoutes: docRoutesByLocale(path.join(__dirname, '../../docs'), UNTRANSLATED_DOCS),
    },
  },
  i18n: {
    defaultLocale: 'en',
    currentLocale: 'en',
    locales: ['en', 'zh'],
    path: 'i18n',
    localeConfigs: {
      en: localeConfig('English', 'en-US', '/'),
      zh: localeConfig('简体中文', 'zh-CN', '/zh/'),
    },
  },
} as unknown as DocusaurusContext;

function renderAt(pathname: string, ui: React.ReactElement) {
  mockPathname = pathname;
  const Context = stockContext();
  return render(<Context.Provider value={SITE_CONTEXT}>{ui}</Context.Provider>);
}

const MENU_PROPS = { items: [], dropdownItemsBefore: [], dropdownItemsAfter: [] };

function Probe() {
  const context = useStockContext();
  const configs = Object.keys(context.i18n.localeConfigs).join(',');
  const identity = context === SITE_CONTEXT ? 'same' : 'narrowed';
  const locales = context.i18n.locales.join(',');
  return <p>{`${usePageLocales().join(',')} | ${locales} | ${configs} | ${identity}`}</p>;
}

describe('PageLocalesProvider', () => {
  it('leaves the context alone on a page that exists in every locale', () => {
    renderAt(
      '/guide/start/quick-start',
      <PageLocalesProvider>
        <Probe />
      </PageLocalesProvider>,
    );
    expect(screen.getByText('en,zh | en,zh | en,zh | same')).toBeInTheDocument();
  });

  it('narrows the locales to those an untranslated page exists in', () => {
    renderAt(
      '/guide/advanced/rem',
      <PageLocalesProvider>
        <Probe />
      </PageLocalesProvider>,
    );
    expect(screen.getByText('en | en | en | narrowed')).toBeInTheDocument();
  });
});

describe('language menu (wrapped LocaleDropdownNavbarItem)', () => {
  it('is the stock menu on a translated page', () => {
    renderAt('/guide/start/quick-start', <LocaleDropdownNavbarItem {...MENU_PROPS} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'English → same page in en',
      '简体中文 → same page in zh',
    ]);
  });

  it("sends a locale the page is missing from to that locale's home page", () => {
    renderAt('/guide/advanced/rem', <LocaleDropdownNavbarItem {...MENU_PROPS} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'English → same page in en',
      '简体中文 → pathname:///zh/',
    ]);
  });
});

describe('head metadata (wrapped SiteMetadata)', () => {
  it('names every locale of a translated page', () => {
    renderAt('/guide/start/quick-start', <SiteMetadata />);
    const links = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(links).toEqual(['hreflang en-US', 'hreflang zh-CN']);
  });

  it('leaves out the locale an untranslated page is missing from', () => {
    renderAt('/guide/advanced/rem', <SiteMetadata />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['hreflang en-US']);
  });
});
