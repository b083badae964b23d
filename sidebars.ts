// Sidebars of the docs plugin: one per top-level section, in the order and with the group labels of
// Rsbuild's documentation. Chinese group labels live in
// i18n/zh/docusaurus-plugin-content-docs/current.json; page labels come from each page's h1.
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

type SidebarItems = SidebarsConfig[string];

/** A collapsible group that starts expanded (every sidebar group must start expanded). */
function group(label: string, items: unknown[]) {
  return { type: 'category' as const, label, collapsible: true, collapsed: false, items } as never;
}

const guide: SidebarItems = [
  group('Getting Started', [
    'guide/start/index',
    'guide/start/quick-start',
    'guide/start/features',
    'guide/start/glossary',
    'guide/start/npm-packages',
  ]),
  group('Framework', [
    'guide/framework/react',
    'guide/framework/vue3',
    'guide/framework/vue2',
    'guide/framework/svelte',
    'guide/framework/solid',
  ]),
  group('Basic', [
    'guide/basic/cli',
    'guide/basic/server',
    'guide/basic/output-files',
    'guide/basic/css-usage',
    'guide/basic/static-assets',
    'guide/basic/json-files',
    'guide/basic/wasm-assets',
    'guide/basic/configure-rspack',
    'guide/basic/configure-rsbuild',
    'guide/basic/html-template',
    'guide/basic/css-modules',
    'guide/basic/typescript',
    'guide/basic/tailwindcss',
    'guide/basic/unocss',
  ]),
  group('Advanced', [
    'guide/advanced/alias',
    'guide/advanced/env-vars',
    'guide/advanced/hmr',
    'guide/advanced/browserslist',
    'guide/advanced/browser-compatibility',
  ]),
  group('Optimization', [
    'guide/optimization/optimize-bundle',
    'guide/optimization/build-performance',
    'guide/optimization/split-chunk',
    'guide/optimization/inline-assets',
  ]),
  group('Migration', [
    'guide/migration/webpack',
    'guide/migration/cra',
    'guide/migration/vue-cli',
    'guide/migration/modern-builder',
  ]),
  group('Debug', [
    'guide/debug/debug-mode',
    'guide/debug/build-profiling',
    'guide/debug/rsdoctor',
  ]),
  group('FAQ', [
    'guide/faq/general',
    'guide/faq/features',
    'guide/faq/exceptions',
    'guide/faq/hmr',
  ]),
];

const config: SidebarItems = [
  { type: 'doc', id: 'config/index', label: 'Overview' },
  'config/plugins',
  group('dev', [
    'config/dev/asset-prefix',
    'config/dev/before-start-url',
    'config/dev/client',
    'config/dev/hmr',
    'config/dev/live-reload',
    'config/dev/progress-bar',
    'config/dev/setup-middlewares',
    'config/dev/start-url',
    'config/dev/write-to-disk',
  ]),
  group('source', [
    'config/source/alias-strategy',
    'config/source/alias',
    'config/source/decorators',
    'config/source/define',
    'config/source/entry',
    'config/source/exclude',
    'config/source/include',
    'config/source/pre-entry',
    'config/source/transform-import',
    'config/source/tsconfig-path',
  ]),
  group('output', [
    'config/output/asset-prefix',
    'config/output/charset',
    'config/output/clean-dist-path',
    'config/output/copy',
    'config/output/css-modules',
    'config/output/data-uri-limit',
    'config/output/dist-path',
    'config/output/emit-assets',
    'config/output/externals',
    'config/output/filename-hash',
    'config/output/filename',
    'config/output/inject-styles',
    'config/output/inline-scripts',
    'config/output/inline-styles',
    'config/output/legal-comments',
    'config/output/minify',
    'config/output/override-browserslist',
    'config/output/polyfill',
    'config/output/source-map',
    'config/output/targets',
  ]),
  group('html', [
    'config/html/app-icon',
    'config/html/crossorigin',
    'config/html/favicon',
    'config/html/inject',
    'config/html/meta',
    'config/html/mount-id',
    'config/html/output-structure',
    'config/html/script-loading',
    'config/html/tags',
    'config/html/template-parameters',
    'config/html/template',
    'config/html/title',
  ]),
  group('server', [
    'config/server/compress',
    'config/server/headers',
    'config/server/history-api-fallback',
    'config/server/host',
    'config/server/html-fallback',
    'config/server/https',
    'config/server/port',
    'config/server/print-urls',
    'config/server/proxy',
    'config/server/public-dir',
    'config/server/strict-port',
  ]),
  group('security', [
    'config/security/nonce',
  ]),
  group('tools', [
    'config/tools/autoprefixer',
    'config/tools/bundler-chain',
    'config/tools/css-loader',
    'config/tools/html-plugin',
    'config/tools/less',
    'config/tools/postcss',
    'config/tools/rspack',
    'config/tools/sass',
    'config/tools/style-loader',
    'config/tools/swc',
  ]),
  group('performance', [
    'config/performance/bundle-analyze',
    'config/performance/chunk-split',
    'config/performance/dns-prefetch',
    'config/performance/preconnect',
    'config/performance/prefetch',
    'config/performance/preload',
    'config/performance/print-file-size',
    'config/performance/profile',
    'config/performance/remove-console',
    'config/performance/remove-moment-locale',
  ]),
  group('moduleFederation', [
    'config/module-federation/options',
  ]),
];

const plugins: SidebarItems = [
  group('Plugins', [
    'plugins/list/index',
    'plugins/list/plugin-react',
    'plugins/list/plugin-svgr',
    'plugins/list/plugin-vue',
    'plugins/list/plugin-vue-jsx',
    'plugins/list/plugin-vue2',
    'plugins/list/plugin-vue2-jsx',
    'plugins/list/plugin-preact',
    'plugins/list/plugin-svelte',
    'plugins/list/plugin-solid',
    'plugins/list/plugin-assets-retry',
    'plugins/list/plugin-babel',
    'plugins/list/plugin-eslint',
    'plugins/list/plugin-type-check',
    'plugins/list/plugin-image-compress',
    'plugins/list/plugin-mdx',
    'plugins/list/plugin-node-polyfill',
    'plugins/list/plugin-lightningcss',
    'plugins/list/plugin-source-build',
    'plugins/list/plugin-stylus',
    'plugins/list/plugin-styled-components',
    'plugins/list/plugin-check-syntax',
    'plugins/list/plugin-css-minimizer',
    'plugins/list/plugin-pug',
    'plugins/list/plugin-rem',
    'plugins/list/plugin-umd',
    'plugins/list/plugin-yaml',
    'plugins/list/plugin-toml',
  ]),
  group('Development', [
    'plugins/dev/index',
    'plugins/dev/core',
    'plugins/dev/hooks',
  ]),
];

const api: SidebarItems = [
  group('Start', [
    'api/start/index',
  ]),
  group('JavaScript API', [
    'api/javascript-api/core',
    'api/javascript-api/instance',
    'api/javascript-api/types',
  ]),
];


const sidebars: SidebarsConfig = { guide, config, plugins, api };

export default sidebars;
