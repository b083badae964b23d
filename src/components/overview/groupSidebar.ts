import type { PageOutline } from '@site/src/lib/docsOverview';

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

export interface OverviewGroup {
  label: string;
  pages: OverviewPage[];
}

function collectLinks(items: SidebarNode[]): SidebarNode[] {
  return items.flatMap((item) =>
    item.type === 'category'
      ? collectLinks(item.items ?? [])
      : item.type === 'link' && item.href
        ? [item]
        : [],
  );
}

/**
 * Turns a sidebar into overview groups: one per top-level category (nested categories are flattened into
 * it), and pages outside any category in a trailing "Others" group. The page showing the overview is left
 * out. Each page carries its headings of the requested depths (level 2 by default).
 */
export function groupSidebar(
  items: SidebarNode[],
  outlines: Record<string, PageOutline>,
  options: { currentPath: string; localePrefix: string; othersLabel: string; headerDepths?: number[] },
): OverviewGroup[] {
  const depths = options.headerDepths ?? [2];
  const toPage = (node: SidebarNode): OverviewPage => {
    const href = node.href as string;
    const route =
      options.localePrefix && href.startsWith(options.localePrefix)
        ? href.slice(options.localePrefix.length)
        : href;
    const outline = outlines[route];
    return {
      label: node.label ?? outline?.title ?? route,
      href,
      headings: (outline?.headings ?? [])
        .filter((heading) => depths.includes(heading.depth))
        .map(({ text, id }) => ({ text, id })),
    };
  };
  // /config and /config/ are the same page (the server may drop the slash).
  const samePath = (a: string, b: string) => a.replace(/\/$/, '') === b.replace(/\/$/, '');
  const isCurrent = (node: SidebarNode) => samePath(node.href ?? '', options.currentPath);
  const groups: OverviewGroup[] = [];
  const others: OverviewPage[] = [];
  for (const item of items) {
    if (item.type === 'category') {
      const pages = collectLinks(item.items ?? [])
        .filter((node) => !isCurrent(node))
        .map(toPage);
      if (pages.length) groups.push({ label: item.label ?? '', pages });
    } else if (item.type === 'link' && item.href && !isCurrent(item)) {
      others.push(toPage(item));
    }
  }
  if (others.length) groups.push({ label: options.othersLabel, pages: others });
  return groups;
}
