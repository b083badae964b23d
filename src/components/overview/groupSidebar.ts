import type { PageOutline } from '@site/src/lib/docsOverview';
import {
  DEFAULT_OVERVIEW_DEPTHS,
  groupOverview,
  overviewHeadings,
  type OverviewGroup,
} from '@site/src/lib/overviewGroups';

/** The parts of a docs sidebar item the overview needs. */
export interface SidebarNode {
  type: string;
  label?: string;
  href?: string;
  items?: SidebarNode[];
}

interface OverviewPage {
  label: string;
  href: string;
  headings: { text: string; id: string }[];
}

export type { OverviewGroup };

/**
 * The overview groups (src/lib/overviewGroups.ts) of the browser's sidebar: each page with its label, link and
 * headings of the requested depths (level 2 by default), read from the docs-overview plugin's outlines.
 */
export function groupSidebar(
  items: SidebarNode[],
  outlines: Record<string, PageOutline>,
  options: { currentPath: string; localePrefix: string; othersLabel: string; headerDepths?: number[] },
): OverviewGroup<OverviewPage>[] {
  const depths = options.headerDepths ?? DEFAULT_OVERVIEW_DEPTHS;
  const toPage = (node: SidebarNode & { href: string }): OverviewPage => {
    const { href } = node;
    const route =
      options.localePrefix && href.startsWith(options.localePrefix)
        ? href.slice(options.localePrefix.length)
        : href;
    const outline = outlines[route];
    return {
      label: node.label ?? outline?.title ?? route,
      href,
      headings: overviewHeadings(outline?.headings ?? [], depths).map(({ text, id }) => ({ text, id })),
    };
  };
  // /config and /config/ are the same page (the server may drop the slash).
  const samePath = (a: string, b: string) => a.replace(/\/$/, '') === b.replace(/\/$/, '');
  return groupOverview(
    items,
    {
      category: (node) =>
        node.type === 'category' ? { label: node.label ?? '', items: node.items ?? [] } : undefined,
      // A category's href is its own linked page.
      page: (node) =>
        (node.type === 'link' || node.type === 'category') && node.href
          ? toPage({ ...node, href: node.href })
          : undefined,
      isCurrent: (page) => samePath(page.href, options.currentPath),
    },
    options.othersLabel,
  );
}
