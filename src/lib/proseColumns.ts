import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { textOf } from './reactText';

/**
 * The columns of a table that hold prose, numbered from 1 as CSS's `:nth-child` counts them. On a phone a
 * table squeezes its widest column to make the row fit, and a column of sentences then reads two to six
 * characters a line (a Chinese one, with a break after every character, worse); ScrollableTable gives these
 * columns a readable minimum width and lets the whole table scroll instead. A column is prose when one of its
 * cells is at least PROSE_MIN_WIDTH columns wide on one line (a Han character takes two, as on screen) and
 * would wrap at all: it has a space or a Han character. Long code values without spaces keep their width.
 */
export const PROSE_MIN_WIDTH = 24;

type Element = ReactElement<{ children?: ReactNode }>;
const elementsOf = (node: ReactNode): Element[] =>
  Children.toArray(node).filter(isValidElement<{ children?: ReactNode }>);

/** East Asian wide characters: Hangul Jamo, CJK (radicals to Yi), Hangul syllables, compatibility and fullwidth forms. */
const WIDE_CHARACTER =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;
const WIDE_CHARACTERS = new RegExp(WIDE_CHARACTER.source, 'g');

/** How many monospace columns `text` takes: East Asian wide characters count twice. */
export function displayWidth(text: string): number {
  return text.length + (text.match(WIDE_CHARACTERS)?.length ?? 0);
}

const wraps = (text: string) => /\s/.test(text) || WIDE_CHARACTER.test(text);

/** Prose columns of a table tree (<table> children as MDX renders them: thead/tbody > tr > th/td). */
export function proseColumns(children: ReactNode): number[] {
  const rows = elementsOf(children).flatMap((section) =>
    section.type === 'tr' ? [section] : elementsOf(section.props.children).filter((row) => row.type === 'tr'),
  );
  const prose = new Set<number>();
  for (const row of rows) {
    elementsOf(row.props.children)
      .filter((cell) => cell.type === 'td' || cell.type === 'th')
      .forEach((cell, index) => {
        const text = textOf(cell.props.children);
        if (displayWidth(text) >= PROSE_MIN_WIDTH && wraps(text)) prose.add(index + 1);
      });
  }
  return [...prose].sort((a, b) => a - b);
}
