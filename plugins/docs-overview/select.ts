import type { PageOutline } from '../../src/lib/docsOverview';
import { splitFrontMatter } from '../lib/content.cjs';
import { overviewDepths } from '../../src/lib/overviewGroups';
import { extractOutline } from './headings';

export interface DocSource {
  route: string;
  source: string;
}

const frontMatterOf = (source: string): Record<string, unknown> => splitFrontMatter(source).data ?? {};

/** The section an overview page lists: /config/ for /config/, /guide/ for /guide/start/. */
const sectionOf = (route: string) => `/${route.split('/')[1]}/`;

/**
 * The outlines the overview pages need, and nothing more (this is global data, shipped with every page):
 * for each page with `pageType: overview`, the pages of its section with the heading depths it lists
 * (`overviewHeaders`, default [2]). An overview that lists no headings needs no data: its labels and links
 * come from the sidebar.
 */
export function selectOutlines(docs: readonly DocSource[]): Record<string, PageOutline> {
  const requests = docs
    .map(({ route, source }) => ({ route, matter: frontMatterOf(source) }))
    .filter(({ matter }) => matter.pageType === 'overview')
    .map(({ route, matter }) => ({
      section: sectionOf(route),
      depths: overviewDepths(matter),
    }))
    .filter(({ depths }) => depths.length > 0);
  const selected: Record<string, PageOutline> = {};
  for (const { route, source } of docs) {
    const depths = requests
      .filter(({ section }) => route.startsWith(section))
      .flatMap((request) => request.depths);
    if (!depths.length) continue;
    const outline = extractOutline(source);
    selected[route] = {
      title: outline.title,
      headings: outline.headings.filter((heading) => depths.includes(heading.depth)),
    };
  }
  return selected;
}
