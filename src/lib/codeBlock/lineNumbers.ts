/**
 * The `showLineNumbers` prop to hand to Docusaurus's CodeBlock. An explicit prop wins; a `showLineNumbers` (or
 * `showLineNumbers=N`) meta is left to Docusaurus, which reads the start line from it; otherwise the site
 * default applies (Docusaurus has no global setting for this).
 */
export function resolveShowLineNumbers(
  { showLineNumbers, metastring }: { showLineNumbers?: boolean | number; metastring?: string },
  siteDefault: boolean,
): boolean | number | undefined {
  if (showLineNumbers !== undefined) return showLineNumbers;
  if (metastring?.split(' ').some((token) => token.startsWith('showLineNumbers'))) return undefined;
  return siteDefault;
}
