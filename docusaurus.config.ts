import fs from 'node:fs';
import path from 'node:path';
import type { Config, LoadContext, PluginModule } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { codeThemes } from './config/prismThemes';
import { MAX_INLINE_SOCIAL_LINKS, SEARCH, THEME_STORAGE_KEY } from './config/constants';
import { storedColorModeGuardScript } from './config/headScripts/storedColorMode';
import { queryParameterGuardScript } from './config/headScripts/queryGuard';
import { anchorNavigationScript } from './config/headScripts/anchorNavigation';
import { SSR_TEMPLATE } from './config/ssrTemplate';
import { fasterOptions, skipDocusaurusHtmlMinifier } from './config/build';
import { fixturePlugins } from './config/fixtures';
import docsOverviewPlugin from './plugins/docs-overview';
import releasesBlogPlugin from './plugins/releases-blog';
import leanDocsPlugin from './plugins/lean-docs';
import llmsTxtPlugin from './plugins/llms-txt';
import remarkTwinTrees from './plugins/llms-txt/compiledTrees';
import securityHeadersPlugin, { type SecurityHeadersOptions } from './plugins/security-headers';
import builtTextCheckPlugin from './plugins/built-text-check';
import minifyHtmlPlugin from './plugins/minify-html';
import slicedBootPlugin from './plugins/sliced-boot';
import { withoutPostBuild, writesInPostBuild } from './plugins/lib/postBuildWrites';
import { bundlingPlugin, profiledPostBuild } from './plugins/lib/buildProfile';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import searchAlgoliaClientPlugin from './plugins/search-algolia-client';
import prerenderedHighlightPlugin, {
  remarkPrerenderedHighlight,
  type HighlightOptions,
} from './plugins/prerendered-highlight';
import searchIndexingTheme from './plugins/search-index';
import remarkLocalImages, { type LocalImagesOptions } from './plugins/local-images';
import remarkLeadImage from './plugins/lead-image';
import remarkTableNames from './plugins/table-names';
import { resolveSearchConfig, searchConnectOrigins } from './config/search';
import { cspReportUrl } from './config/security';
import {
  FEEDS,
  HIDE_NAVBAR_MODES,
  PRODUCT_SWITCHER,
  NAV,
  RELEASES_ROUTE,
  SITE,
  SOCIAL_CARDS,
  SOCIAL_LINKS,
  editUrlFor,
  splitSocialLinks,
} from './config/site';
import type { HideNavbarMode, ThemeOptionOverrides } from './config/site';
import {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_CODES,
  configLocale,
  feedLanguage,
  localePrefix,
  type Locale,
} from './config/locales';

// The pages are minified by plugins/minify-html, with end tags and attribute quotes kept (config/build.ts).
skipDocusaurusHtmlMinifier();

// The config is evaluated once per locale build; feeds and edit links depend on it.
const currentLocale: Locale = configLocale(process.env.DOCUSAURUS_CURRENT_LOCALE);

// External pictures in Markdown become the site's own files (or links): no page requests another host.
// First, remarkTwinTrees takes the trees as parsed for the Markdown twins (plugins/llms-txt/compiledTrees.ts).
const localImages = [
  remarkTwinTrees,
  [remarkLocalImages, { locale: currentLocale } satisfies LocalImagesOptions],
];

/** Base URL of the locale being built: headTags are written as they are, without it. */
const localeBaseUrl =
  currentLocale === SITE.defaultLocale ? SITE.baseUrl : `${SITE.baseUrl}${currentLocale}/`;
const socialCard = SOCIAL_CARDS[currentLocale];

/** Markdown sources of the current locale's translation for a content plugin (none for the default locale). */
const translatedSources = (plugin: string) =>
  currentLocale === SITE.defaultLocale ? [] : [`i18n/${currentLocale}/${plugin}`];

/** Whether the current locale has its own file of a doc (else its build renders the English source). */
const isTranslatedDoc = (locale: Locale, docPath: string) =>
  locale === DEFAULT_LOCALE ||
  fs.existsSync(path.join(__dirname, 'i18n', locale, 'docusaurus-plugin-content-docs/current', docPath));

// Search mode (local, remote or algolia) and its options, from SEARCH_CONFIG and the build environment.
const searchConfig = resolveSearchConfig(process.env);

const prism = { additionalLanguages: ['bash', 'json', 'diff'] };
// The code colours (config/prismThemes.ts: GitHub and One Dark, the token colours below WCAG AA contrast
// adjusted) are only used by the build, which turns them into a stylesheet (plugins/prerendered-highlight).
// Docusaurus ships themeConfig to every page, so the themes there are empty.
const BUILD_TIME_COLOURS_ONLY = { plain: {}, styles: [] };

// Code blocks are highlighted at build time, so readers never download Prism (plugins/prerendered-highlight).
const highlightCode: [typeof remarkPrerenderedHighlight, HighlightOptions] = [
  remarkPrerenderedHighlight,
  { additionalLanguages: prism.additionalLanguages },
];

const socialItem = (link: (typeof SOCIAL_LINKS)[number]) => ({
  href: link.url,
  position: 'right' as const,
  className: `navbar-social-link navbar-social-link--${link.icon}`,
  'aria-label': link.label,
});
const social = splitSocialLinks(SOCIAL_LINKS, MAX_INLINE_SOCIAL_LINKS);

// The Content-Security-Policy lists every host the pages load from (maintainers/security.md).
const securityHeaders: SecurityHeadersOptions = {
  scriptImageUrls: [
    SITE.logo.light,
    SITE.logo.dark,
    ...PRODUCT_SWITCHER.flatMap((group) => group.links.map((link) => link.logo)),
  ],
  connectOrigins: searchConnectOrigins(searchConfig),
  // Off unless config/security.ts or CSP_REPORT_URL names an endpoint.
  reportUrl: cspReportUrl(process.env),
};

// Build switches of the e2e fixture variant (tests/e2e/fixtures.test.mjs), read nowhere else. Unset, the build
// is the site that config/site.ts describes (its extra fixture plugins: config/fixtures.ts).
const forceLightMode = SITE.forceLightMode || process.env.SITE_FORCE_LIGHT === '1';
const themeOptionOverrides: ThemeOptionOverrides = {};
if (process.env.SITE_HIDE_NAVBAR) {
  const mode = process.env.SITE_HIDE_NAVBAR as HideNavbarMode;
  if (!HIDE_NAVBAR_MODES.includes(mode))
    throw new Error(`SITE_HIDE_NAVBAR must be one of ${HIDE_NAVBAR_MODES.join(', ')}, not "${mode}".`);
  themeOptionOverrides.hideNavbar = mode;
}

const config: Config = {
  title: SITE.title,
  tagline: LOCALES[DEFAULT_LOCALE].description,
  url: SITE.url,
  // The SVG favicon for browsers that take one, PNG sizes for the rest, and the home-screen icon.
  favicon: SITE.favicon.svg,
  headTags: [
    ...SITE.favicon.png.map((icon) => ({
      tagName: 'link',
      attributes: {
        rel: 'icon',
        type: 'image/png',
        sizes: `${icon.size}x${icon.size}`,
        href: `${localeBaseUrl}${icon.href}`,
      },
    })),
    {
      tagName: 'link',
      attributes: {
        rel: 'apple-touch-icon',
        sizes: '180x180',
        href: `${localeBaseUrl}${SITE.favicon.appleTouchIcon}`,
      },
    },
    // Before Docusaurus's colour-mode script: bad stored values and crafted query parameters never reach <html>.
    {
      tagName: 'script',
      attributes: {},
      innerHTML:
        storedColorModeGuardScript(THEME_STORAGE_KEY) +
        queryParameterGuardScript() +
        anchorNavigationScript(),
    },
    // The mobile layout for readers without JavaScript, downloaded by them only (static/no-js.css).
    {
      tagName: 'noscript',
      attributes: {},
      innerHTML: `<link rel="stylesheet" href="${SITE.baseUrl}no-js.css">`,
    },
  ],
  baseUrl: SITE.baseUrl,
  // Docusaurus's wrong-baseUrl banner is inserted by an inline script unless the bundles have run by
  // DOMContentLoaded; they start after the first paint here (SSR_TEMPLATE), so it would show on every home page.
  baseUrlIssueBanner: false,
  trailingSlash: undefined,
  organizationName: 'web-infra-dev',
  projectName: 'rsbuild',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    format: 'mdx',
    // `## 中文标题 {#english-slug}` keeps anchors identical across languages.
    mdx1Compat: { headingIds: true, admonitions: true, comments: false },
    hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
  },
  // Docusaurus Faster: Rspack bundler, SWC, Lightning CSS, SSG worker threads (see README "Build").
  // DOCUSAURUS_FASTER=false builds the same site with webpack, Babel and Terser: the comparison in `npm run bench`.
  future: { v4: true, faster: process.env.DOCUSAURUS_FASTER === 'false' ? false : fasterOptions() },
  // One storage namespace for / and /zh/, so a reader's colour mode and tab choices hold on both.
  storage: { namespace: 'docusaurus' },

  i18n: {
    defaultLocale: DEFAULT_LOCALE,
    locales: LOCALE_CODES,
    localeConfigs: Object.fromEntries(
      LOCALE_CODES.map((locale) => [
        locale,
        { label: LOCALES[locale].label, htmlLang: LOCALES[locale].htmlLang },
      ]),
    ),
  },

  presets: [
    [
      'classic',
      {
        // The docs plugin is added below, wrapped (plugins/lean-docs).
        docs: false,
        pages: {
          beforeDefaultRemarkPlugins: localImages,
          remarkPlugins: [highlightCode, remarkLeadImage, remarkTableNames],
        },
        blog: false,
        theme: { customCss: ['./src/css/custom.css', './src/css/mobile.css', './src/css/print.css'] },
        sitemap: { ignorePatterns: LOCALE_CODES.map((locale) => `${localePrefix(locale)}/search`) },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      leanDocsPlugin as PluginModule,
      {
        path: 'docs',
        routeBasePath: '/',
        sidebarPath: './sidebars.ts',
        sidebarCollapsible: true,
        sidebarCollapsed: false,
        // shared/ holds partials that pages import; they are not routes.
        exclude: [
          '**/shared/**',
          '**/_*.{js,jsx,ts,tsx,md,mdx}',
          '**/_*/**',
          '**/*.test.{js,jsx,ts,tsx}',
          '**/__tests__/**',
        ],
        // A page not translated yet is built from the English source, which is the file to edit.
        editUrl: ({ docPath }) =>
          editUrlFor(isTranslatedDoc(currentLocale, docPath) ? currentLocale : DEFAULT_LOCALE, docPath),
        showLastUpdateTime: true,
        showLastUpdateAuthor: false,
        beforeDefaultRemarkPlugins: localImages,
        remarkPlugins: [highlightCode, remarkLeadImage, remarkTableNames],
      } satisfies DocsOptions,
    ],
    docsOverviewPlugin as PluginModule,
    // A function, not [plugin, options]: Docusaurus ships plugin options to every page, and the colours are build-only.
    (context: LoadContext) =>
      prerenderedHighlightPlugin(context, { light: codeThemes.light, dark: codeThemes.dark }),
    // Only algolia mode ships the Algolia client.
    () => searchAlgoliaClientPlugin(searchConfig.mode),
    [
      profiledPostBuild(releasesBlogPlugin as PluginModule),
      {
        path: 'blog',
        routeBasePath: RELEASES_ROUTE.replace(/^\/|\/$/g, ''),
        blogTitle: 'Releases',
        blogDescription: 'Release announcements of Rsbuild',
        blogSidebarTitle: 'Releases',
        blogSidebarCount: 'ALL',
        blogListComponent: '@site/src/components/releases/ReleasesListPage',
        postsPerPage: 'ALL',
        archiveBasePath: null,
        showReadingTime: false,
        onInlineAuthors: 'ignore',
        onUntruncatedBlogPosts: 'throw',
        beforeDefaultRemarkPlugins: localImages,
        remarkPlugins: [highlightCode, remarkLeadImage, remarkTableNames],
        feedOptions: {
          type: ['rss', 'atom'],
          title: FEEDS.find((feed) => feed.locale === currentLocale)?.title,
          description: LOCALES[currentLocale].description,
          copyright: SITE.footerMessage,
          language: feedLanguage(currentLocale),
        },
      },
    ],
    // Minifies the built pages once, before any postBuild step below reads them.
    writesInPostBuild(profiledPostBuild(minifyHtmlPlugin)),
    // llms.txt, llms-full.txt and a Markdown twin of every page, linked from its HTML (maintainers/llms.md).
    // Plugins that write into the build in postBuild are wrapped with writesInPostBuild: the plugins that
    // read the build there (security headers, built-text check) wait for them.
    writesInPostBuild(profiledPostBuild(llmsTxtPlugin as PluginModule)),
    profiledPostBuild((context: LoadContext) => securityHeadersPlugin(context, securityHeaders)),
    // Fails the build on U+FFFD or NUL in a built html, json, md or txt file.
    profiledPostBuild(builtTextCheckPlugin),
    // Each compile's time in the log with DOCUSAURUS_PERF_LOGGER=true (`npm run bench`); after bundling, one
    // garbage collection, which lowers the build's memory peak (plugins/lib/releaseMemory.ts).
    bundlingPlugin,
    // A phone's start-up in short tasks: the bundle's modules in slices, the first window size in a transition.
    slicedBootPlugin,
    ...fixturePlugins(),
  ],

  themes: [
    [
      // The search plugin scans the built pages per locale (English + jieba-cut Chinese); the wrapper
      // (plugins/search-index) writes our compact index from them, adds the home page and drops the /search
      // page. The dialog and the worker are ours (src/theme/SearchBar, src/lib/search).
      // The hosted modes (remote, algolia) never fetch the local index: their builds skip scanning the pages.
      searchConfig.mode === 'local'
        ? writesInPostBuild(profiledPostBuild(searchIndexingTheme))
        : withoutPostBuild(searchIndexingTheme),
      {
        hashed: 'filename',
        // The search plugin's language codes are the site's locale codes (zh: Chinese word cutting).
        language: LOCALE_CODES,
        indexDocs: true,
        indexBlog: true,
        indexPages: true,
        docsRouteBasePath: '/',
        blogRouteBasePath: RELEASES_ROUTE.replace(/^\/|\/$/g, ''),
        // The index file name carries a hash of the Markdown it is built from. By default the plugin hashes
        // docs/ and blog/ only; with this locale's translations included, a Chinese-only edit renames the
        // Chinese index too, so a long-cached old index is never served for new content.
        docsDir: [
          'docs',
          'src/pages',
          ...translatedSources('docusaurus-plugin-content-docs'),
          ...translatedSources('docusaurus-plugin-content-pages'),
        ],
        blogDir: ['blog', ...translatedSources('docusaurus-plugin-content-blog')],
        searchResultLimits: SEARCH.resultLimit,
        searchResultContextMaxLength: SEARCH.snippetLength,
      },
    ],
  ],

  // Search mode (local, remote or algolia) and its options, read by the search dialog. See README, "Search".
  // Theme option overrides of this build, read through useThemeOptions (src/lib/themeOptions.ts).
  customFields: {
    search: searchConfig,
    themeOptions: themeOptionOverrides,
  },

  // Docusaurus's template, with the scripts run after the first paint (config/ssrTemplate.ts).
  ssrTemplate: SSR_TEMPLATE,

  // preloadOnIntent: route code loads on hover, focus, touch or click, never because a link is in view.
  clientModules: [
    './src/clientModules/preloadOnIntent.ts',
    './src/clientModules/normalizePath.ts',
    './src/clientModules/localeRedirect.ts',
    './src/clientModules/untranslatedPage.ts',
    './src/clientModules/navigation.ts',
    './src/clientModules/sidebarScroll.ts',
  ],

  themeConfig: {
    // The locale's social card; Docusaurus makes it absolute and adds og:image, twitter:image and twitter:card.
    image: socialCard.path,
    metadata: [
      { name: 'twitter:site', content: SITE.twitterSite },
      { property: 'og:image:width', content: String(socialCard.width) },
      { property: 'og:image:height', content: String(socialCard.height) },
      { property: 'og:image:alt', content: socialCard.alt },
      { name: 'twitter:image:alt', content: socialCard.alt },
    ],
    // SITE.forceLightMode is the site-wide switch that pins the light theme and hides the toggle.
    colorMode: forceLightMode
      ? { defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false }
      : { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
    docs: { sidebar: { hideable: false, autoCollapseCategories: false } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 },
    navbar: {
      title: SITE.title,
      // Navbar hiding is THEME_OPTIONS.hideNavbar (config/site.ts, src/theme/Navbar): throttled, with an 'always' mode.
      hideOnScroll: false,
      logo: {
        alt: `${SITE.title} logo`,
        src: SITE.logo.light,
        srcDark: SITE.logo.dark,
        width: 28,
        height: 28,
      },
      items: [
        { type: 'custom-productSwitcher', position: 'left' },
        ...NAV.map((entry) => ({
          label: entry.label,
          to: entry.to,
          activeBasePath: entry.activeMatch,
          position: 'right' as const,
        })),
        { type: 'search', position: 'right' },
        { type: 'localeDropdown', position: 'right' },
        ...social.inline.map(socialItem),
        ...(social.overflow.length
          ? [
              {
                type: 'dropdown',
                label: 'More',
                position: 'right' as const,
                items: social.overflow.map((link) => ({ label: link.label, href: link.url })),
              },
            ]
          : []),
      ],
    },
    blog: { sidebar: { groupByYear: false } },
    footer: { style: 'light', copyright: SITE.footerMessage },
    prism: { ...prism, theme: BUILD_TIME_COLOURS_ONLY, darkTheme: BUILD_TIME_COLOURS_ONLY },
  } satisfies Preset.ThemeConfig,
};

export default config;
