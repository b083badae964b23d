import React, { type ComponentProps } from 'react';
import { translate } from '@docusaurus/Translate';
import { tableCaption, tableHeaders } from '@site/src/lib/reactText';
import { TABLE_HEADING_PROP } from '@site/src/lib/tableName';
import { proseColumns } from '@site/src/lib/proseColumns';
import styles from './styles.module.css';

/**
 * The name of the box: the caption, else "Table: " and the heading above it, else "Table: " and the column
 * headers, else "Table". The heading tells apart the tables of a page that have the same columns.
 */
export function regionLabel(caption: string, heading: string | undefined, headers: string[]): string {
  if (caption) return caption;
  if (heading) {
    return translate(
      {
        id: 'theme.table.regionLabelHeading',
        message: 'Table: {heading}',
        description: 'Name of the scrollable box around a table, after the heading above the table',
      },
      { heading },
    );
  }
  if (!headers.length) {
    return translate({
      id: 'theme.table.regionLabelUntitled',
      message: 'Table',
      description: 'Name of the scrollable box around a table without headers',
    });
  }
  const separator = translate({
    id: 'theme.table.columnSeparator',
    message: ', ',
    description: 'Between the column names of a table name',
  });
  return translate(
    {
      id: 'theme.table.regionLabel',
      message: 'Table: {columns}',
      description: 'Name of the scrollable box around a table, after its column headers',
    },
    { columns: headers.join(separator) },
  );
}

/**
 * Every Markdown table. A table wider than the screen scrolls sideways inside this box, and a box that
 * scrolls must be reachable by keyboard (arrow keys scroll it once it has the focus) and tell screen reader
 * users what it holds: it is a focusable region named after the table's caption, the heading above it
 * (plugins/table-names) or its header cells. It is
 * focusable at every width (set during server rendering, no measuring after hydration), which costs one
 * extra Tab stop per table on wide screens.
 *
 * On a phone its prose columns keep a readable width (`data-prose-columns`, src/lib/proseColumns.ts) and the
 * table scrolls as a whole; a fade at the edge that has more to show says so (CSS only: it follows the
 * scroll position without a script).
 */
export default function ScrollableTable({
  children,
  [TABLE_HEADING_PROP]: heading,
  ...props
}: ComponentProps<'table'> & { [TABLE_HEADING_PROP]?: string }): React.ReactElement {
  const label = regionLabel(tableCaption(children), heading, tableHeaders(children));
  return (
    <div
      className={styles.region}
      role="region"
      aria-label={label}
      tabIndex={0}
      data-prose-columns={proseColumns(children).join(' ') || undefined}
    >
      <table {...props}>{children}</table>
    </div>
  );
}
