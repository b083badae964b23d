/**
 * What the llms-txt plugin writes into each built HTML page for AI agents and crawlers, beside the Markdown
 * alternate link (llmsTxt.ts): the hidden pointer to the twin and llms.txt, and the TechArticle JSON-LD.
 * Written into the served HTML (not rendered by React) for the reason given in maintainers/llms.md.
 */

/** Class of the pointer; src/css/custom.css hides it visually (not `display: none`, which converters drop). */
export const AGENT_POINTER_CLASS = 'llms-pointer';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page's HTML with a plain-text pointer for AI agents as the first element of `<body>`: outside the React
 * root (hydration never sees it), visually hidden and `aria-hidden` (no reader, sighted or not, meets it), no
 * link (nothing to focus), while HTML-to-Markdown converters keep its text.
 */
export function withAgentPointer(html: string, text: string): string {
  if (html.includes(`class="${AGENT_POINTER_CLASS}"`)) return html;
  const body = /<body[^>]*>/.exec(html);
  if (!body) throw new Error('No <body> to add the pointer for AI agents to.');
  const end = body.index + body[0].length;
  const pointer = `<div class="${AGENT_POINTER_CLASS}" aria-hidden="true">${escapeHtml(text)}</div>`;
  return html.slice(0, end) + pointer + html.slice(end);
}

/** What a doc page's TechArticle (schema.org) says. */
export interface TechArticle {
  headline: string;
  description: string;
  /** BCP 47 language of the page (`en-US`, `zh-CN`). */
  inLanguage: string;
  /** Absolute URL of the page. */
  url: string;
  /** Last change of the page's source, as Docusaurus's "Last updated" shows it (ms since the epoch). */
  dateModified?: number;
}

/**
 * The page's HTML with a `TechArticle` JSON-LD block at the end of `<head>`, next to the `BreadcrumbList` that
 * Docusaurus writes. `application/ld+json` is data, never executed, so the CSP's script hashes do not cover it;
 * `<` is escaped so that no text of the page can close the script element.
 */
export function withTechArticle(html: string, article: TechArticle): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline: article.headline,
    ...(article.description ? { description: article.description } : {}),
    inLanguage: article.inLanguage,
    url: article.url,
    ...(article.dateModified ? { dateModified: new Date(article.dateModified).toISOString() } : {}),
  };
  const tag = `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
  if (html.includes('"@type":"TechArticle"')) return html;
  if (!html.includes('</head>')) throw new Error(`No </head> to add the TechArticle of ${article.url} to.`);
  return html.replace('</head>', `${tag}</head>`);
}
