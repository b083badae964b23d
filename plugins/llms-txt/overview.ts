import fs from 'node:fs/promises';
import type { RootContent } from 'mdast';
import { groupOverview, overviewDepths, overviewHeadings } from '../../src/lib/overviewGroups';
import { extractOutline } from '../docs-overview/headings';
import { heading, link, list, listItem } from './mdast';
import type { DocLike, SidebarItemLike, SiteUrls } from './sources';

/**
 * What the overview page type shows under its text (src/lib/overviewGroups.ts, the page's rule): one h2 per
 * sidebar group with links to its pages, each with its headings of the depths the page asks for.
 */
export async function overviewBlocks(
  page: DocLike,
  sidebar: readonly SidebarItemLike[],
  docsById: ReadonlyMap<string, DocLike>,
  othersLabel: string,
  urls: Pick<SiteUrls, 'pageUrl' | 'sourcePath'>,
): Promise<RootContent[]> {
  const depths = overviewDepths(page.frontMatter);
  const groups = groupOverview(
    sidebar,
    {
      category: (item) =>
        item.type === 'category' ? { label: item.label ?? '', items: item.items ?? [] } : undefined,
      // A doc item, or a category's own linked doc; the label is the sidebar's (as the page shows it).
      page: (item) => {
        const id = item.type === 'doc' ? item.id : item.link?.type === 'doc' ? item.link.id : undefined;
        const doc = id === undefined ? undefined : docsById.get(id);
        if (!doc) return undefined;
        const sidebarLabel = doc.frontMatter.sidebar_label;
        const label =
          item.type === 'doc' && item.label
            ? item.label
            : typeof sidebarLabel === 'string'
              ? sidebarLabel
              : doc.title;
        return { doc, label };
      },
      isCurrent: ({ doc }) => doc.id === page.id,
    },
    othersLabel,
  );
  const blocks: RootContent[] = [];
  for (const group of groups) {
    const items = await Promise.all(
      group.pages.map(async ({ doc, label }) => {
        const url = urls.pageUrl(doc.permalink);
        if (!depths.length) return listItem([link(url, label)]);
        const outline = extractOutline(await fs.readFile(urls.sourcePath(doc.source), 'utf8'));
        const headings = overviewHeadings(outline.headings, depths);
        const nested = headings.length
          ? list(headings.map((entry) => listItem([link(`${url}#${entry.id}`, entry.text)])))
          : undefined;
        return listItem([link(url, label)], nested);
      }),
    );
    blocks.push(heading(2, group.label), list(items));
  }
  return blocks;
}
