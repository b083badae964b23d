/**
 * @jest-environment node
 */
import { extractOutline, plainHeadingText } from '@site/plugins/docs-overview/headings';
import { docRoute as routeOfDocFile } from '@site/plugins/lib/content.cjs';
import { groupSidebar } from '@site/src/components/overview/groupSidebar';
import { selectOutlines } from '@site/plugins/docs-overview/select';
import { groupOverview, overviewDepths } from '@site/src/lib/overviewGroups';

describe('extractOutline', () => {
  it('reads the h1 and the h2–h4 headings with Docusaurus anchors, skipping code', () => {
    const source = [
      '---',
      'description: x',
      '---',
      '# output.distPath',
      '## Example',
      '```md',
      '## not a heading',
      '```',
      '### `root` directory',
      '## 示例 {#example-2}',
      '## Example',
      '##### too deep',
    ].join('\n');
    expect(extractOutline(source)).toEqual({
      title: 'output.distPath',
      headings: [
        { text: 'Example', id: 'example', depth: 2 },
        { text: 'root directory', id: 'root-directory', depth: 3 },
        { text: '示例', id: 'example-2', depth: 2 },
        { text: 'Example', id: 'example-1', depth: 2 },
      ],
    });
  });

  it('strips inline Markdown from heading text', () => {
    expect(plainHeadingText('Use [`rsbuild.build`](/api/x) **now**')).toBe('Use rsbuild.build now');
  });
});

describe('routeOfDocFile', () => {
  it('maps files to routes, index files to their folder', () => {
    expect(routeOfDocFile('config/output/dist-path.mdx')).toBe('/config/output/dist-path');
    expect(routeOfDocFile('guide/start/index.mdx')).toBe('/guide/start/');
  });
});

describe('groupOverview (the rule of the page and of its Markdown twin)', () => {
  type Item = { name: string; items?: Item[]; page?: boolean };
  const sidebar = {
    category: (item: Item) => (item.items ? { label: item.name, items: item.items } : undefined),
    page: (item: Item) => (item.page === false || (item.items && !item.page) ? undefined : item.name),
    isCurrent: (page: string) => page === 'overview',
  };

  it('groups per top-level category (nested flattened, its own page first), other pages last, itself left out', () => {
    const items: Item[] = [
      { name: 'overview' },
      { name: 'plugins' },
      {
        name: 'dev',
        page: true,
        items: [{ name: 'dev.hmr' }, { name: 'client', items: [{ name: 'dev.client' }] }],
      },
      { name: 'empty', items: [{ name: 'overview' }] },
      { name: 'html link', page: false },
    ];
    expect(groupOverview(items, sidebar, 'Others')).toEqual([
      { label: 'dev', pages: ['dev', 'dev.hmr', 'dev.client'] },
      { label: 'Others', pages: ['plugins'] },
    ]);
  });

  it('adds no others group when every page is in a category', () => {
    expect(groupOverview([{ name: 'a', items: [{ name: 'b' }] }], sidebar, 'Others')).toEqual([
      { label: 'a', pages: ['b'] },
    ]);
  });

  it('reads the heading depths from the front matter, level 2 by default', () => {
    expect(overviewDepths({})).toEqual([2]);
    expect(overviewDepths({ overviewHeaders: [] })).toEqual([]);
    expect(overviewDepths({ overviewHeaders: [2, 3] })).toEqual([2, 3]);
  });
});

describe('groupSidebar', () => {
  const outlines = {
    '/config/dev/hmr': {
      title: 'dev.hmr',
      headings: [
        { text: 'Example', id: 'example', depth: 2 },
        { text: 'Deep', id: 'deep', depth: 3 },
      ],
    },
  };
  const items = [
    { type: 'link', label: 'Overview', href: '/zh/config/' },
    { type: 'link', label: 'plugins', href: '/zh/config/plugins' },
    {
      type: 'category',
      label: 'dev',
      items: [{ type: 'link', label: 'dev.hmr', href: '/zh/config/dev/hmr' }],
    },
  ];

  it('lists each group with its pages and their level-2 headings, others last, itself left out', () => {
    const groups = groupSidebar(items, outlines, {
      currentPath: '/zh/config/',
      localePrefix: '/zh',
      othersLabel: 'Others',
    });
    expect(groups).toEqual([
      {
        label: 'dev',
        pages: [
          { label: 'dev.hmr', href: '/zh/config/dev/hmr', headings: [{ text: 'Example', id: 'example' }] },
        ],
      },
      { label: 'Others', pages: [{ label: 'plugins', href: '/zh/config/plugins', headings: [] }] },
    ]);
  });

  it('lists the heading depths the page asks for', () => {
    const [dev] = groupSidebar(items, outlines, {
      currentPath: '/zh/config/',
      localePrefix: '/zh',
      othersLabel: 'Others',
      headerDepths: [3],
    });
    expect(dev.pages[0].headings).toEqual([{ text: 'Deep', id: 'deep' }]);
  });
});

describe('groupSidebar current page', () => {
  it('leaves the page out whether or not its path ends with a slash', () => {
    const items = [
      { type: 'link', label: 'Overview', href: '/config/' },
      {
        type: 'category',
        label: 'dev',
        items: [{ type: 'link', label: 'dev.hmr', href: '/config/dev/hmr' }],
      },
    ];
    const groups = groupSidebar(
      items,
      {},
      { currentPath: '/config', localePrefix: '', othersLabel: 'Others' },
    );
    expect(groups.map((group) => group.label)).toEqual(['dev']);
  });
});

describe('selectOutlines', () => {
  const page = (route: string, matter: string, body: string) => ({
    route,
    source: `---\n${matter}\n---\n\n${body}`,
  });
  const docs = [
    page('/config/', 'pageType: overview\noverviewHeaders: []', '# Config'),
    page('/config/dev/hmr', 'description: x', '# dev.hmr\n## Example\n### Detail'),
    page('/guide/start/', 'pageType: overview', '# Guide'),
    page('/guide/basic/cli', 'description: x', '# CLI\n## rsbuild dev\n### Options'),
  ];

  it('ships outlines only for sections whose overview lists headings, at the depths it lists', () => {
    expect(selectOutlines(docs)).toEqual({
      '/guide/start/': { title: 'Guide', headings: [] },
      '/guide/basic/cli': { title: 'CLI', headings: [{ text: 'rsbuild dev', id: 'rsbuild-dev', depth: 2 }] },
    });
  });

  it('ships nothing when no overview page lists headings', () => {
    expect(selectOutlines(docs.slice(0, 2))).toEqual({});
  });
});
