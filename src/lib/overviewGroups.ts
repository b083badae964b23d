/**
 * The rule of the overview page type, shared by the page (src/components/overview) and its Markdown twin
 * (plugins/llms-txt): which pages it lists, in which groups, with which headings. Each caller reads its own
 * sidebar shape (the browser's resolved sidebar, the build's sidebar config) through an `OverviewSidebar`.
 */

/** Heading depths an overview lists under each page unless its front matter says otherwise. */
export const DEFAULT_OVERVIEW_DEPTHS: readonly number[] = [2];

/** The heading depths an overview page asks for (`overviewHeaders` in its front matter, default [2]). */
export function overviewDepths(frontMatter: Record<string, unknown>): readonly number[] {
  const depths = frontMatter.overviewHeaders;
  return Array.isArray(depths) ? (depths as number[]) : DEFAULT_OVERVIEW_DEPTHS;
}

/** How to read a caller's sidebar item: as a category, as a page, or (neither) as nothing to list. */
export interface OverviewSidebar<Item, Page> {
  /** A category's label and items; undefined for any other item. */
  category: (item: Item) => { label: string; items: readonly Item[] } | undefined;
  /** The page an item stands for (a category's own linked page included); undefined if none. */
  page: (item: Item) => Page | undefined;
  /** The page showing the overview, which does not list itself. */
  isCurrent: (page: Page) => boolean;
}

export interface OverviewGroup<Page> {
  label: string;
  pages: Page[];
}

function pagesOf<Item, Page>(items: readonly Item[], sidebar: OverviewSidebar<Item, Page>): Page[] {
  return items.flatMap((item) => {
    const own = sidebar.page(item);
    const category = sidebar.category(item);
    return [...(own ? [own] : []), ...(category ? pagesOf(category.items, sidebar) : [])];
  });
}

/**
 * One group per top-level category (nested categories flattened into it, a category's own page first), and
 * the pages outside any category in a trailing group labelled `othersLabel`. The current page is left out;
 * a group left empty is dropped.
 */
export function groupOverview<Item, Page>(
  items: readonly Item[],
  sidebar: OverviewSidebar<Item, Page>,
  othersLabel: string,
): OverviewGroup<Page>[] {
  const groups: OverviewGroup<Page>[] = [];
  const others: Page[] = [];
  for (const item of items) {
    const category = sidebar.category(item);
    if (category) groups.push({ label: category.label, pages: pagesOf([item], sidebar) });
    else others.push(...pagesOf([item], sidebar));
  }
  groups.push({ label: othersLabel, pages: others });
  return groups
    .map((group) => ({ ...group, pages: group.pages.filter((page) => !sidebar.isCurrent(page)) }))
    .filter((group) => group.pages.length > 0);
}

/** The headings of a page an overview lists: those of the requested depths, in page order. */
export function overviewHeadings<Heading extends { depth: number }>(
  headings: readonly Heading[],
  depths: readonly number[],
): Heading[] {
  return headings.filter((heading) => depths.includes(heading.depth));
}
