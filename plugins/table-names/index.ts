import { TABLE_HEADING_PROP } from '../../src/lib/tableName';

/**
 * Remark plugin: every Markdown table gets the text of the nearest heading before it (TABLE_HEADING_PROP), which
 * src/components/ScrollableTable makes the name of the table's scroll region ("Table: CHAIN_ID.RULE"). Named
 * after their column headers alone, the tables of a page repeated names (five "ID, Description" tables on
 * the bundler-chain page); a heading tells them apart. A second table under the same heading text gets " (2)",
 * and so on, so the names of a page stay unique. A table before any heading gets nothing (the component falls
 * back to the column headers).
 *
 * Runs after Docusaurus's own remark plugins (site `remarkPlugins`): a heading's `{#id}` is no longer text.
 */

interface Node {
  type: string;
  value?: string;
  children?: Node[];
  data?: { hProperties?: Record<string, unknown> };
}

/** The text a reader sees in a heading: its text and inline code, whitespace collapsed. */
export function headingText(node: Node): string {
  const parts: string[] = [];
  const walk = (child: Node): void => {
    if (child.type === 'text' || child.type === 'inlineCode') parts.push(child.value ?? '');
    child.children?.forEach(walk);
  };
  walk(node);
  // An explicit id left as text (a `.md` page): `## Options {#options}`.
  return parts
    .join('')
    .replace(/\s*\{#[^}]*\}\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Names every table of the tree in place; returns the names given, in order (for tests). */
export function nameTables(tree: Node): string[] {
  const names: string[] = [];
  const seen = new Map<string, number>();
  let heading = '';
  const walk = (node: Node): void => {
    if (node.type === 'heading') {
      heading = headingText(node);
      return;
    }
    if (node.type === 'table') {
      if (!heading) return;
      const count = (seen.get(heading) ?? 0) + 1;
      seen.set(heading, count);
      const name = count === 1 ? heading : `${heading} (${count})`;
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, [TABLE_HEADING_PROP]: name } };
      names.push(name);
      return;
    }
    node.children?.forEach(walk);
  };
  walk(tree);
  return names;
}

export default function remarkTableNames() {
  return (tree: Node): void => {
    nameTables(tree);
  };
}
