/**
 * @jest-environment node
 */
import { withoutDocDescriptions } from '@site/plugins/lean-docs';

describe('docs routes without doc descriptions', () => {
  const versionRoute = {
    path: '/',
    component: '@theme/DocVersionRoot',
    props: {
      version: {
        pluginId: 'default',
        docsSidebars: { guide: [{ type: 'link', href: '/guide/start/', label: 'Introduction', docId: 'guide/start/index' }] },
        docs: {
          'guide/start/index': { id: 'guide/start/index', title: 'Introduction', description: 'A long description', sidebar: 'guide' },
          'config/index': { id: 'config/index', title: 'Config Overview', description: 'Another one' },
        },
      },
    },
    routes: [{ path: '/guide/start/', component: '@theme/DocItem', exact: true, modules: { content: '@site/docs/guide/start/index.mdx' }, sidebar: 'guide' }],
  };
  const root = { path: '/', component: '@theme/DocsRoot', exact: false, routes: [versionRoute] };

  it('keeps each doc id, title and sidebar, and the rest of the routes as they were', () => {
    const lean = withoutDocDescriptions(root);
    const version = lean.routes?.[0].props?.version as typeof versionRoute.props.version;
    expect(version.docs).toEqual({
      'guide/start/index': { id: 'guide/start/index', title: 'Introduction', sidebar: 'guide' },
      'config/index': { id: 'config/index', title: 'Config Overview' },
    });
    expect(version.docsSidebars).toBe(versionRoute.props.version.docsSidebars);
    expect(lean.routes?.[0].routes).toEqual(versionRoute.routes);
    expect(lean.component).toBe('@theme/DocsRoot');
    expect(lean).not.toHaveProperty('props');
  });

  it('does not change the route it is given', () => {
    withoutDocDescriptions(root);
    expect(versionRoute.props.version.docs['config/index'].description).toBe('Another one');
  });
});
