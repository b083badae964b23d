/**
 * Turns the answers of @easyops-cn/docusaurus-search-local's worker into dialog hits. The plugin's index
 * keeps one document per page title, heading, description and section text (fields i, t, u, h, p, s, b); a
 * query answers a list of those, each with lunr's match positions. Documents that lead to the same place
 * (page + anchor) become one hit: a title or heading match takes its snippet from the section text.
 */
import { cutSnippet, rangesOfTerms } from './highlight';
import type { HighlightedText, SearchHit, TextRange } from './types';

/** Document kinds, in the order of the plugin's index (its SearchDocumentType). */
export const DocumentType = { Title: 0, Heading: 1, Description: 2, Keywords: 3, Content: 4 } as const;

export interface PluginDocument {
  /** Id. */
  i: number;
  /** Text: title, heading or section content. */
  t: string;
  /** Route path of the page. */
  u: string;
  /** Anchor (`#id`) of the heading, when the document belongs to one. */
  h?: string;
  /** Id of the page's title document. */
  p?: number;
  /** Heading of the section the text belongs to. */
  s?: string;
  /** Breadcrumb of a title document: navbar item and sidebar categories. */
  b?: string[];
}

export interface PluginResult {
  document: PluginDocument;
  type: number;
  /** The page's title document (absent for title documents themselves). */
  page?: PluginDocument | false;
  /** lunr match data: term -> field -> positions as [start, length]. */
  metadata: Record<string, Record<string, { position?: Array<[number, number]> } | undefined> | undefined>;
  /** Query tokens the match was found with. */
  tokens: string[];
}

/** Positions lunr recorded in the document's text field. */
function matchedRanges(result: PluginResult): TextRange[] {
  const ranges: TextRange[] = [];
  for (const fields of Object.values(result.metadata ?? {})) {
    for (const [start, length] of fields?.t?.position ?? []) ranges.push({ start, length });
  }
  return ranges;
}

function highlighted(text: string, ranges: TextRange[], fallbackTerms: readonly string[]): HighlightedText {
  return { text, ranges: ranges.length > 0 ? ranges : rangesOfTerms(text, fallbackTerms) };
}

/**
 * Hits shown for one page at most: a page that matches everywhere would otherwise fill the whole list and
 * push out every other page.
 */
export const MAX_HITS_PER_PAGE = 3;

/**
 * Hits in the order the worker ranked their first document, at most `limit`, at most MAX_HITS_PER_PAGE per
 * page. `terms` (the query's words) are highlighted wherever lunr gave no positions, such as the page title
 * of a content match.
 */
export function hitsFromPluginResults(results: readonly PluginResult[], limit: number, snippetLength: number, terms: readonly string[] = []): SearchHit[] {
  const hits = new Map<string, SearchHit>();
  const hitsPerPage = new Map<string, number>();
  for (const result of results) {
    const { document, type } = result;
    const page = type === DocumentType.Title ? document : result.page || undefined;
    const url = document.u + (document.h ?? '');
    const highlightTerms = [...terms, ...result.tokens];
    let hit = hits.get(url);
    if (!hit) {
      const onPage = hitsPerPage.get(document.u) ?? 0;
      if (hits.size >= limit || onPage >= MAX_HITS_PER_PAGE) continue;
      hitsPerPage.set(document.u, onPage + 1);
      const title = page?.t ?? document.s ?? document.t;
      hit = { id: url, url, external: false, title: highlighted(title, [], highlightTerms), headings: [], breadcrumb: page?.b ?? [] };
      hits.set(url, hit);
    }
    const ranges = matchedRanges(result);
    switch (type) {
      case DocumentType.Title:
        hit.title = highlighted(document.t, ranges, highlightTerms);
        break;
      case DocumentType.Heading:
        hit.headings = [highlighted(document.t, ranges, highlightTerms)];
        break;
      default: {
        // Description, keywords or section text: the snippet, and the section heading when the hit has none.
        hit.snippet ??= cutSnippet(document.t, ranges.length > 0 ? ranges : rangesOfTerms(document.t, highlightTerms), snippetLength);
        if (type === DocumentType.Content && document.h && document.s && hit.headings.length === 0) hit.headings = [highlighted(document.s, [], highlightTerms)];
      }
    }
  }
  return [...hits.values()];
}
