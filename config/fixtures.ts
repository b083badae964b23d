import type { PluginConfig } from '@docusaurus/types';

/** Builds with SITE_FIXTURES=1 add the e2e fixture pages (the e2e tests build that variant). */
const WITH_FIXTURES = process.env.SITE_FIXTURES === '1';

/**
 * Pages that exist for the e2e tests only: the custom and blank page types, and doc pages with each front matter
 * switch, which no real page uses. A second instance of each content plugin, so they go through the same theme.
 */
const FIXTURE_PLUGINS: PluginConfig[] = [
  [
    '@docusaurus/plugin-content-pages',
    { id: 'fixtures', path: 'tests/fixtures/pages', routeBasePath: 'fixtures' },
  ],
  [
    '@docusaurus/plugin-content-docs',
    { id: 'fixtures', path: 'tests/fixtures/docs', routeBasePath: 'fixtures/docs', sidebarCollapsed: false },
  ],
];

/** The plugins docusaurus.config.ts spreads into its list: the fixture instances in the fixture variant only. */
export function fixturePlugins(): PluginConfig[] {
  return WITH_FIXTURES ? FIXTURE_PLUGINS : [];
}
