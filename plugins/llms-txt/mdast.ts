/** Small builders for the Markdown (mdast) blocks the plugin adds to twins: hero, overview lists, post lists. */
import type { List, ListItem, PhrasingContent, RootContent } from 'mdast';

export const text = (value: string): PhrasingContent => ({ type: 'text', value });
export const link = (url: string, label: string): PhrasingContent => ({
  type: 'link',
  url,
  children: [text(label)],
});
export const heading = (depth: 2 | 3, label: string): RootContent => ({
  type: 'heading',
  depth,
  children: [text(label)],
});
export const paragraph = (...children: PhrasingContent[]): RootContent => ({ type: 'paragraph', children });
export const list = (items: ListItem[]): List => ({
  type: 'list',
  ordered: false,
  spread: false,
  children: items,
});
export const listItem = (children: PhrasingContent[], nested?: List): ListItem => ({
  type: 'listItem',
  spread: false,
  children: [{ type: 'paragraph', children }, ...(nested ? [nested] : [])],
});
