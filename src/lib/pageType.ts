/** Page types chosen by front matter `pageType`: home, doc, custom, blank, 404. */
export type PageType = 'home' | 'doc' | 'custom' | 'blank' | 'overview' | '404';

const PAGE_TYPES: readonly PageType[] = ['home', 'doc', 'custom', 'blank', 'overview', '404'];

/** Unknown or missing values fall back to `doc`, the default page type. */
export function resolvePageType(value: unknown): PageType {
  return PAGE_TYPES.includes(value as PageType) ? (value as PageType) : 'doc';
}
