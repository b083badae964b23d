/**
 * Prop of a Markdown table (`<table>` in MDX) with the text of the nearest heading before it, added at build
 * time by plugins/table-names and turned into the name of the table's scroll region by ScrollableTable.
 */
export const TABLE_HEADING_PROP = 'data-heading';
