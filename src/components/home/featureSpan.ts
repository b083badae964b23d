/** A feature card spans 2, 3, 4 or 6 of 12 columns (6, 4, 3 or 2 cards a row); 4 unless it says otherwise. */
const FEATURE_SPANS = [2, 3, 4, 6] as const;
const DEFAULT_FEATURE_SPAN = 4;

export function featureSpan(span: unknown): number {
  return FEATURE_SPANS.includes(span as (typeof FEATURE_SPANS)[number])
    ? (span as number)
    : DEFAULT_FEATURE_SPAN;
}

/** Hero text lines are separated by newlines in front matter. */
export const heroLines = (text: string | undefined): string[] =>
  text ? text.split('\n').filter((line) => line.trim()) : [];

/**
 * A hero line cut around its hyphenated compounds ("Rspack-based"): the odd-numbered parts, which the hero
 * keeps on one line. A browser may break after a hyphen, and a balanced heading would rather end a line on
 * "Rspack-" than leave "The" alone.
 */
export const heroLineParts = (line: string): string[] => line.split(/(\S+-\S+)/);
