/**
 * Site data of the Rsbuild documentation: everything that describes the site rather than a page (locales,
 * navigation, social links, feeds, product switcher, edit links). The figures are
 * Rsbuild's own (site title, URLs, navigation order); docusaurus.config.ts and the theme read it from here instead of repeating literals.
 */

import { DEFAULT_LOCALE, LOCALES, LOCALE_CODES, localePrefix, type Locale } from './locales';

/** The repository of the docs: edit links point into it, "Was this page helpful? No" opens an issue on it. */
const DOCS_REPOSITORY = 'https://github.com/web-infra-dev/rsbuild';

export const SITE = {
  title: 'Rsbuild',
  url: 'https://rsbuild.dev',
  baseUrl: '/',
  defaultLocale: DEFAULT_LOCALE,
  // Every image is served by the site itself (static/img/, drawn by scripts/generate-images.mjs), so pages
  // work offline and behind firewalls and make no request to another host. Paths are below the locale's base.
  favicon: {
    svg: 'img/brand/favicon.svg',
    /** The Rsbuild icon of the create-rsbuild project template, for browsers without SVG favicons. */
    png: [
      { size: 32, href: 'img/brand/favicon-32.png' },
      { size: 128, href: 'img/brand/favicon-128.png' },
    ],
    appleTouchIcon: 'img/brand/apple-touch-icon.png',
  },
  logo: {
    light: 'img/brand/logo-light.svg',
    dark: 'img/brand/logo-dark.svg',
  },
  twitterSite: '@rspack_dev',
  footerMessage: 'Copyright © 2024 ByteDance.',
  /** Site-wide switch: true pins the light theme for every reader and hides the colour-mode toggle. */
  forceLightMode: false as boolean,
  editLink: {
    docRepoBaseUrl: `${DOCS_REPOSITORY}/tree/main/packages/document/docs`,
  },
  /** New-issue form of the docs repository, which the page feedback's "No" opens prefilled. */
  feedbackIssueUrl: `${DOCS_REPOSITORY}/issues/new`,
} as const;

export interface MarkdownSettings {
  /** Line numbers on every code block; a block's `showLineNumbers` meta turns them on regardless. */
  showLineNumbers: boolean;
  /** Code blocks start with long lines wrapped; the wrap toggle still switches it per block. */
  defaultWrapCode: boolean;
  /** Highlighter of code blocks (Prism themes are set in docusaurus.config.ts `themeConfig.prism`). */
  codeHighlighter: 'prism';
}

/** Site-wide Markdown settings (code block line numbers, word wrap); src/theme/CodeBlock reads them. */
export const MARKDOWN: MarkdownSettings = {
  showLineNumbers: false,
  defaultWrapCode: false,
  codeHighlighter: 'prism',
};

/**
 * How the navbar behaves while reading (theme option hideNavbar): `never` keeps it in view, `always` hides
 * it on every page (like `?navbar=0`), `auto` slides it away while scrolling down and brings it back on
 * scrolling up.
 */
export const HIDE_NAVBAR_MODES = ['never', 'always', 'auto'] as const;
export type HideNavbarMode = (typeof HIDE_NAVBAR_MODES)[number];

export interface ThemeOptions {
  hideNavbar: HideNavbarMode;
  /** Shows the scroll-to-top button on doc pages once the page is scrolled past the top. */
  enableScrollToTop: boolean;
}

/**
 * Theme options a maintainer sets (ARCHITECTURE.md, "Options a maintainer can set"); src/theme/Navbar and
 * BackToTopButton read them.
 */
export const THEME_OPTIONS: ThemeOptions = {
  hideNavbar: 'never',
  enableScrollToTop: true,
};

/**
 * Build-time changes to THEME_OPTIONS: docusaurus.config.ts hands them to the browser as
 * `customFields.themeOptions` (the e2e fixture variant sets `hideNavbar` there), and components read the merged
 * options through `useThemeOptions` (src/lib/themeOptions.ts).
 */
export type ThemeOptionOverrides = Partial<ThemeOptions>;

/** The social card of each locale (1200 x 630 PNG under static/, drawn by scripts/generate-images.mjs). */
export interface SocialCard {
  path: string;
  width: number;
  height: number;
  alt: string;
}

export const SOCIAL_CARDS: Record<Locale, SocialCard> = {
  en: {
    path: 'img/og/rsbuild-en.png',
    width: 1200,
    height: 630,
    alt: 'Rsbuild: the Rspack-based build tool for the web',
  },
  zh: {
    path: 'img/og/rsbuild-zh.png',
    width: 1200,
    height: 630,
    alt: 'Rsbuild：基于 Rspack 的 Web 构建工具',
  },
};

export interface NavEntry {
  /** English label; the Chinese one lives in i18n/zh/docusaurus-theme-classic/navbar.json. */
  label: string;
  to: string;
  /** Every page under this path marks the entry active. */
  activeMatch: string;
}

export const NAV: NavEntry[] = [
  { label: 'Guide', to: '/guide/start/', activeMatch: '/guide/' },
  { label: 'Config', to: '/config/', activeMatch: '/config/' },
  { label: 'Plugin', to: '/plugins/list/', activeMatch: '/plugins/' },
  { label: 'API', to: '/api/start/', activeMatch: '/api/' },
  { label: 'Community', to: '/community/releases/', activeMatch: '/community/' },
];

type SocialIcon = 'github' | 'twitter' | 'discord';

export interface SocialLink {
  icon: SocialIcon;
  /** Accessible name of the icon link. */
  label: string;
  url: string;
}

export const SOCIAL_LINKS: SocialLink[] = [
  { icon: 'github', label: 'GitHub repository', url: 'https://github.com/web-infra-dev/rsbuild' },
  { icon: 'twitter', label: 'X (Twitter)', url: 'https://twitter.com/rspack_dev' },
  { icon: 'discord', label: 'Discord chat', url: 'https://discord.gg/XsaKEEk4mW' },
];

/** Release feeds: ids as the home page front matter (`link-rss`) names them. */
export interface Feed {
  id: string;
  locale: Locale;
  type: 'rss' | 'atom';
  /** Path below the site root, locale prefix included. */
  path: string;
  mime: string;
  language: string;
  title: string;
}

export const RELEASES_ROUTE = '/community/releases/';

/**
 * Docs not translated yet, by locale. The locale's build still has the page, at its own URL: the English
 * source under the locale's navbar and sidebar, with a notice that links TRANSLATION_GUIDE_URL
 * (src/components/TranslationNotice). Crowdin sends them to translators like any page; once a translation
 * lands, its entry goes (tests/content/content.test.ts holds the list to what i18n/ has).
 */
export const UNTRANSLATED_DOCS: Record<Locale, string[]> = {
  en: [],
  zh: ['guide/advanced/rem.mdx'],
};

/** How to translate a page (the "Chinese pages" and "Crowdin" sections), linked from untranslated pages. */
export const TRANSLATION_GUIDE_URL = 'https://github.com/web-infra-dev/rsbuild/blob/main/CONTRIBUTING.md';

export const FEEDS: Feed[] = LOCALE_CODES.flatMap((locale) => {
  const prefix = localePrefix(locale);
  const suffix = locale === SITE.defaultLocale ? '' : `-${locale}`;
  return [
    {
      id: `releases-rss${suffix}`,
      locale,
      type: 'rss' as const,
      path: `${prefix}${RELEASES_ROUTE}rss.xml`,
      mime: 'application/rss+xml',
      language: LOCALES[locale].htmlLang,
      title: 'Rsbuild Releases',
    },
    {
      id: `releases-atom${suffix}`,
      locale,
      type: 'atom' as const,
      path: `${prefix}${RELEASES_ROUTE}atom.xml`,
      mime: 'application/atom+xml',
      language: LOCALES[locale].htmlLang,
      title: 'Rsbuild Releases',
    },
  ];
});

/**
 * Feeds of a page's `link-rss` list that its head does not carry yet. The blog plugin writes an alternate link
 * for each feed of the locale being built into every page head, so a page lists only the other feeds it names;
 * a second link to the same feed would show readers and feed readers the feed twice.
 */
export function feedsToLink(ids: readonly string[], locale: Locale): Feed[] {
  return FEEDS.filter((feed) => ids.includes(feed.id) && feed.locale !== locale);
}

interface ProductEntry {
  name: string;
  /** Chinese description. */
  desc: string;
  /** English description, used on English pages when present. */
  descEn?: string;
  logo: string;
  logoScale?: number;
  url: string;
  /** English site, used on English pages when present. */
  urlEn?: string;
}

export interface ProductGroup {
  title: string;
  titleEn?: string;
  links: ProductEntry[];
}

/**
 * Sibling tools of the Rs family shown by the product switcher. Logos are site paths under static/: the Rsbuild
 * icon comes from the create-rsbuild package, the others are drawn by scripts/generate-images.mjs.
 */
export const PRODUCT_SWITCHER: ProductGroup[] = [
  {
    title: '',
    titleEn: '',
    links: [
      {
        name: 'Rspack',
        desc: '基于 Rust 的高性能打包工具',
        descEn: 'Fast Rust-based web bundler',
        logo: '/img/products/rspack.svg',
        url: 'https://rspack.dev',
      },
      {
        name: 'Rsbuild',
        desc: '开箱即用的构建工具',
        descEn: 'Build tool that works out of the box',
        logo: '/img/products/rsbuild.webp',
        url: 'https://rsbuild.dev',
      },
      {
        name: 'Rspress',
        desc: '快速生成静态文档站点',
        descEn: 'Static site generator for docs',
        logo: '/img/products/rspress.svg',
        logoScale: 1.1,
        url: 'https://rspress.dev',
      },
      {
        name: 'Rsdoctor',
        desc: 'Rspack 构建分析工具',
        descEn: 'Build analyzer for Rspack',
        logo: '/img/products/rsdoctor.svg',
        logoScale: 0.95,
        url: 'https://rsdoctor.dev',
      },
    ],
  },
];

/**
 * Edit URL of a page, or undefined when the edit link must not show (it shows only when both a
 * repository base URL and a link text are configured). The original layout is base/<lang>/<source path>.
 */
export function editUrlFor(
  locale: Locale,
  docPath: string,
  config: { docRepoBaseUrl?: string; text?: string } = {
    docRepoBaseUrl: SITE.editLink.docRepoBaseUrl,
    text: LOCALES[locale].editLinkText,
  },
): string | undefined {
  const { docRepoBaseUrl, text } = config;
  if (!docRepoBaseUrl || !text) return undefined;
  return `${docRepoBaseUrl.replace(/\/$/, '')}/${locale}/${docPath.replace(/^\//, '')}`;
}

/** Splits social links into the ones shown inline and the ones moved into a dropdown. */
export function splitSocialLinks<T>(links: readonly T[], maxInline: number): { inline: T[]; overflow: T[] } {
  return { inline: links.slice(0, maxInline), overflow: links.slice(maxInline) };
}
