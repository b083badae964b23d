/**
 * @jest-environment node
 */
import { generatedIndexCategories, withoutDocsMap } from '@site/plugins/lean-docs';

describe('docs routes without the docs map', () => {
  const versionRoute = {
    path: '/',
    component: '@theme/DocVersionRoot',
    props: {
      version: {
        pluginId: 'default',
        docsSidebars: {
          guide: [{ type: 'link', href: '/guide/start/', label: 'Introduction', docId: 'guide/start/index' }],
        },
        docs: {
          'guide/start/index': {
            id: 'guide/start/index',
            title: 'Introduction',
            description: 'A long description',
            sidebar: 'guide',
          },
          'config/index': { id: 'config/index', title: 'Config Overview', description: 'Another one' },
        },
      },
    },
    routes: [
      {
        path: '/guide/start/',
        component: '@theme/DocItem',
        exact: true,
        modules: { content: '@site/docs/guide/start/index.mdx' },
        sidebar: 'guide',
      },
    ],
  };
  const root = { path: '/', component: '@theme/DocsRoot', exact: false, routes: [versionRoute] };

  it('empties the docs map of each version and keeps the rest of the routes as they were', () => {
    const lean = withoutDocsMap(root);
    const version = lean.routes?.[0].props?.version as typeof versionRoute.props.version;
    expect(version.docs).toEqual({});
    expect(version.pluginId).toBe('default');
    expect(version.docsSidebars).toBe(versionRoute.props.version.docsSidebars);
    expect(lean.routes?.[0].routes).toEqual(versionRoute.routes);
    expect(lean.component).toBe('@theme/DocsRoot');
    expect(lean).not.toHaveProperty('props');
  });

  it('does not change the route it is given', () => {
    withoutDocsMap(root);
    expect(versionRoute.props.version.docs['config/index'].description).toBe('Another one');
  });
});

describe('categories that would need the docs map', () => {
  it('finds generated-index categories at any depth, and nothing else', () => {
    const sidebar = [
      { type: 'link', label: 'Home' },
      {
        type: 'category',
        label: 'Guide',
        link: { type: 'doc' },
        items: [{ type: 'category', label: 'Cards', link: { type: 'generated-index' }, items: [] }],
      },
      {
        type: 'category',
        label: 'Config',
        link: { type: 'generated-index' },
        items: [{ type: 'doc', label: 'x' }],
      },
      { type: 'category', label: 'Plain', items: [] },
    ];
    expect(generatedIndexCategories(sidebar)).toEqual(['Cards', 'Config']);
    expect(generatedIndexCategories(sidebar.slice(3))).toEqual([]);
  });
});

describe('the lean docs plugin', () => {
  const stockPlugin = (sidebars: Record<string, unknown[]>) => ({
    name: 'docusaurus-plugin-content-docs',
    contentLoaded: async ({ actions }: { actions: { addRoute: (route: unknown) => void } }) =>
      actions.addRoute({
        path: '/',
        component: '@theme/DocVersionRoot',
        props: { version: { pluginId: 'default', docs: { a: { id: 'a' } } } },
      }),
    sidebars,
  });
  const run = async (sidebars: Record<string, unknown[]>) => {
    jest.resetModules();
    jest.doMock('@docusaurus/plugin-content-docs', () => ({
      __esModule: true,
      default: async () => stockPlugin(sidebars),
      validateOptions: () => ({}),
    }));
    const { default: leanDocsPlugin } = await import('@site/plugins/lean-docs');
    const context = { i18n: { currentLocale: 'en', defaultLocale: 'en', localeConfigs: {} } };
    const plugin = await leanDocsPlugin(context as never, {} as never);
    const added: Array<{ props: { version: { docs: object } } }> = [];
    await plugin.contentLoaded!({
      content: { loadedVersions: [{ sidebars }] },
      actions: { addRoute: (route: never) => added.push(route) },
    } as never);
    return added;
  };

  it('adds the stock routes without the docs map', async () => {
    const added = await run({
      guide: [{ type: 'category', label: 'Start', link: { type: 'doc' }, items: [] }],
    });
    expect(added).toHaveLength(1);
    expect(added[0].props.version.docs).toEqual({});
  });

  it('fails the build, naming the sidebar and category, when a category links to a generated index', async () => {
    await expect(
      run({ guide: [{ type: 'category', label: 'Cards', link: { type: 'generated-index' }, items: [] }] }),
    ).rejects.toThrow('Sidebar "guide": the categories "Cards" link to a generated index');
  });
});
