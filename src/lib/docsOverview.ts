/**
 * The global data the docs-overview plugin writes at build time and overview pages read in the browser: per
 * doc route, the page title and the headings an overview lists under it.
 */
export interface PageHeading {
  text: string;
  id: string;
  depth: number;
}

export interface PageOutline {
  title: string;
  headings: PageHeading[];
}

export type OverviewData = Record<string, PageOutline>;
