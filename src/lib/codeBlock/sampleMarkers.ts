/**
 * `fragment` in a fence's meta (```ts fragment) tells scripts/check-samples.mjs that a sample is deliberately
 * partial. It is for the checker only: the build removes it before the code block is rendered or written to
 * the Markdown twins. Same word list as scripts/lib/codeSamples.mjs (FRAGMENT_MARKER).
 */
export const SAMPLE_MARKERS = ['fragment'] as const;

/** The meta string without the checker's markers (null when nothing else is left). */
export function withoutSampleMarkers(meta: string | null | undefined): string | null {
  if (!meta) return meta ?? null;
  const words = meta.match(/[^\s"']+(?:(["'])[^]*?\1)?/g) ?? [];
  const kept = words.filter((word) => !(SAMPLE_MARKERS as readonly string[]).includes(word));
  if (kept.length === words.length) return meta;
  return kept.length ? kept.join(' ') : null;
}
