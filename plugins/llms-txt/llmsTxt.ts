import type { LlmsLocaleText, LlmsSectionId } from '../../config/llms';
import { MARKDOWN_MIME } from '../../src/lib/markdownTwin';

export const LLMS_SECTIONS: readonly LlmsSectionId[] = ['guide', 'config', 'plugins', 'api', 'releases'];

/** A page with a Markdown twin, as llms.txt lists it. */
export interface TwinEntry {
  /** `home` for the home page, which llms.txt names in its intro rather than in a section. */
  section: LlmsSectionId | 'home';
  title: string;
  description: string;
  /** Absolute URL of the Markdown twin. */
  twinUrl: string;
}

/** One line of a link list; Markdown brackets in the title are escaped so the link stays one link. */
function linkLine(entry: TwinEntry): string {
  const title = entry.title.replace(/([[\]\\])/g, '\\$1');
  const description = entry.description.replace(/\s+/g, ' ').trim();
  return `- [${title}](${entry.twinUrl})${description ? `: ${description}` : ''}`;
}

/**
 * llms.txt (llmstxt.org): the site name as H1, the summary as a blockquote, a paragraph saying what the links
 * are, then one H2 section per part of the site listing each page's twin with its description.
 */
export function buildLlmsTxt(
  siteTitle: string,
  text: LlmsLocaleText,
  entries: readonly TwinEntry[],
  urls: { home: string; full: string },
): string {
  const sections = LLMS_SECTIONS.map((id) => {
    const lines = entries.filter((entry) => entry.section === id).map(linkLine);
    return lines.length ? `## ${text.sections[id]}\n\n${lines.join('\n')}\n` : '';
  }).filter(Boolean);
  return [`# ${siteTitle}\n`, `> ${text.summary}\n`, `${text.intro(urls)}\n`, ...sections].join('\n');
}

/**
 * llms-full.txt: every twin in reading order (home page, then the sections in sidebar order), each preceded
 * by a small front-matter block with its URL so a reader can tell where one page ends and the next begins.
 */
export function buildLlmsFullTxt(pages: readonly { twinUrl: string; markdown: string }[]): string {
  return pages.map((page) => `---\nurl: ${page.twinUrl}\n---\n\n${page.markdown.trim()}\n`).join('\n');
}

/** The page's HTML with `<link rel="alternate" type="text/markdown">` to its twin at the end of `<head>`. */
export function withMarkdownAlternate(html: string, twinUrl: string): string {
  const href = twinUrl.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const tag = `<link rel="alternate" type="${MARKDOWN_MIME}" href="${href}">`;
  if (html.includes(tag)) return html;
  if (!html.includes('</head>'))
    throw new Error(`No </head> to add the Markdown alternate link ${twinUrl} to.`);
  return html.replace('</head>', `${tag}</head>`);
}

/** robots.txt: every crawler (AI agents included) may read everything; the sitemaps of all locales. */
export function buildRobotsTxt(sitemapUrls: readonly string[]): string {
  return ['User-agent: *', 'Allow: /', '', ...sitemapUrls.map((url) => `Sitemap: ${url}`), ''].join('\n');
}
