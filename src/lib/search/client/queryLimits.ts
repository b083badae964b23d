/**
 * The cap on what one search looks at: a pasted page of text or a long run of Chinese characters would
 * otherwise cost the worker seconds. The dialog searches the capped query and tells the reader it was cut.
 */
export function capQuery(query: string, maxChars: number, maxTerms: number): { query: string; cut: boolean } {
  let capped = Array.from(query.trim()).slice(0, maxChars).join('');
  const words = capped.split(/\s+/).filter(Boolean);
  if (words.length > maxTerms) capped = words.slice(0, maxTerms).join(' ');
  return { query: capped, cut: capped !== query.trim() };
}
