/** Prop of a Markdown code block (`<code>` in MDX) that carries its build-time tokens to src/theme/CodeBlock. */
export const HIGHLIGHT_PROP = 'data-highlight';

/** Prop of <PackageManagerTabs>: JSON object of command line → tokens, added at build time. */
export const PACKAGE_MANAGER_HIGHLIGHT_PROP = 'highlighted';
