import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

/** The text a React tree would render (strings and numbers of every descendant), whitespace collapsed. */
export function textOf(node: ReactNode): string {
  const parts: string[] = [];
  const walk = (child: ReactNode): void => {
    if (typeof child === 'string' || typeof child === 'number') parts.push(String(child));
    else if (isValidElement<{ children?: ReactNode }>(child)) Children.forEach(child.props.children, walk);
    else if (Array.isArray(child)) child.forEach(walk);
  };
  walk(node);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

type Element = ReactElement<{ children?: ReactNode }>;
const elementsOf = (node: ReactNode): Element[] =>
  Children.toArray(node).filter(isValidElement<{ children?: ReactNode }>);

/** The text of a table's <caption>, or '' when it has none. */
export function tableCaption(children: ReactNode): string {
  const caption = elementsOf(children).find((element) => element.type === 'caption');
  return caption ? textOf(caption.props.children) : '';
}

/**
 * The header cells of a table tree (<table> children as MDX renders them: thead > tr > th), in order, as
 * text.
 * Only the first header row counts; a table without one has no header cells.
 */
export function tableHeaders(children: ReactNode): string[] {
  const head = elementsOf(children).find((element) => element.type === 'thead');
  const firstRow = head && elementsOf(head.props.children).find((element) => element.type === 'tr');
  if (!firstRow) return [];
  return elementsOf(firstRow.props.children)
    .filter((cell) => cell.type === 'th')
    .map((cell) => textOf(cell.props.children))
    .filter(Boolean);
}
