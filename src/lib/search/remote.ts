/**
 * Remote mode (SPEC.md section 7): GET apiUrl?keyword=&limit=&searchIndexes=a,b&lang=, answered by a list of
 * groups `{ index, hits }` whose hits are search index entries (routePath, title, content, toc, domain). Any
 * failure (network, HTTP status, malformed body, timeout) is logged and read as an empty list: the reader
 * sees "no results", never an error message.
 */
import { cutSnippet, queryTerms, rangesOfTerms } from './highlight';
import { MAX_HITS_PER_PAGE } from './localResults';
import type { HighlightedText, SearchGroup, SearchHit, SearchProvider } from './types';
import type { SearchConfig, SearchIndexRef } from '../../data/search';

export interface RemoteTocEntry {
  text: string;
  id: string;
  /** Heading level, 2 to 4. */
  depth: number;
  /** Where the heading starts in `content`; -1 when not located. */
  charIndex: number;
}

/** A search index entry (SPEC.md section 3) as the API returns it. */
export interface RemotePage {
  routePath: string;
  title: string;
  content: string;
  toc: RemoteTocEntry[];
  /** Origin of the site the page belongs to; empty for this site. */
  domain: string;
}

export interface RemoteGroup {
  index: string;
  hits: RemotePage[];
}

export interface RemoteRequest {
  apiUrl: string;
  keyword: string;
  limit: number;
  searchIndexes: readonly string[];
  lang: string;
}

/** The request URL: apiUrl (keeping any query it has) with keyword, limit, searchIndexes and lang. */
export function remoteSearchUrl({ apiUrl, keyword, limit, searchIndexes, lang }: RemoteRequest): string {
  const url = new URL(apiUrl);
  url.searchParams.set('keyword', keyword);
  url.searchParams.set('limit', String(limit));
  url.searchParams.set('searchIndexes', searchIndexes.join(','));
  url.searchParams.set('lang', lang);
  return url.toString();
}

/** Index name of `name` for a docs version: `name.<version>` with dots as underscores; `name` without one. */
export function versionedIndexName(name: string, version: string): string {
  return version ? `${name}.${version.replace(/\./g, '_')}` : name;
}

class MalformedAnswer extends Error {
  override name = 'MalformedAnswer';
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A site path that stays on the site it is joined to: `/…`, but not `//host` or `/\host`. */
const isSitePath = (value: unknown): value is string => typeof value === 'string' && /^\/(?![/\\])/.test(value);

/** '' or an http(s) origin: anything else (javascript:, data:, paths) could turn a hit into a script link. */
function isSafeDomain(value: unknown): value is string {
  if (value === '') return true;
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
}

function parseToc(value: unknown): RemoteTocEntry[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new MalformedAnswer('toc is not a list');
  return value.map((entry) => {
    if (!isRecord(entry) || typeof entry.text !== 'string' || typeof entry.id !== 'string') throw new MalformedAnswer('toc entry without text and id');
    return {
      text: entry.text,
      id: entry.id,
      depth: typeof entry.depth === 'number' ? entry.depth : 2,
      charIndex: typeof entry.charIndex === 'number' ? entry.charIndex : -1,
    };
  });
}

function parsePage(value: unknown): RemotePage {
  if (!isRecord(value)) throw new MalformedAnswer('hit is not an object');
  const { routePath, title, content = '', domain = '' } = value;
  if (!isSitePath(routePath)) throw new MalformedAnswer(`hit routePath ${JSON.stringify(routePath)} is not a site path`);
  if (typeof title !== 'string' || typeof content !== 'string') throw new MalformedAnswer('hit title or content is not text');
  if (!isSafeDomain(domain)) throw new MalformedAnswer(`hit domain ${JSON.stringify(domain)} is not an http(s) origin`);
  return { routePath, title, content, toc: parseToc(value.toc), domain: domain.replace(/\/$/, '') };
}

/** The answer body as groups; throws MalformedAnswer on anything else. */
export function parseRemoteGroups(body: unknown): RemoteGroup[] {
  if (!Array.isArray(body)) throw new MalformedAnswer('answer is not a list of groups');
  return body.map((group) => {
    if (!isRecord(group) || typeof group.index !== 'string' || !Array.isArray(group.hits)) throw new MalformedAnswer('group without index name and hits');
    return { index: group.index, hits: group.hits.map(parsePage) };
  });
}

export interface FetchRemoteOptions {
  fetch: typeof globalThis.fetch;
  timeoutMs: number;
  /** Where failures go; console.error in the browser. */
  logError: (message: string, error: unknown) => void;
}

/** The groups for a request, or [] after logging the failure. Never rejects. */
export async function fetchRemoteGroups(request: RemoteRequest, { fetch, timeoutMs, logError }: FetchRemoteOptions): Promise<RemoteGroup[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  try {
    const response = await fetch(remoteSearchUrl(request), { signal: controller.signal, credentials: 'omit', headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseRemoteGroups(await response.json());
  } catch (error) {
    logError(`Search request to ${request.apiUrl} failed; showing no results.`, controller.signal.aborted ? controller.signal.reason : error);
    return [];
  } finally {
    clearTimeout(timer);
  }
}

/** The entry and its ancestors (each earlier entry of a smaller depth), outermost first. */
export function headingPath(toc: readonly RemoteTocEntry[], index: number): RemoteTocEntry[] {
  const path = [toc[index]];
  let depth = toc[index].depth;
  for (let at = index - 1; at >= 0 && depth > 2; at -= 1) {
    if (toc[at].depth < depth) {
      path.unshift(toc[at]);
      depth = toc[at].depth;
    }
  }
  return path;
}

/** Index in `toc` of the last heading that starts at or before `charIndex` of the content, or -1. */
function sectionAt(toc: readonly RemoteTocEntry[], charIndex: number): number {
  let found = -1;
  toc.forEach((entry, index) => {
    if (entry.charIndex >= 0 && entry.charIndex <= charIndex) found = index;
  });
  return found;
}

/** Positions in `text` of the whole query or, when it does not occur, of its first word that does. */
function matchPositions(text: string, query: string, terms: readonly string[]): number[] {
  const haystack = text.toLowerCase();
  for (const needle of [query.trim().toLowerCase(), ...terms.map((term) => term.toLowerCase())]) {
    if (!needle) continue;
    const positions: number[] = [];
    for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) positions.push(at);
    if (positions.length > 0) return positions;
  }
  return [];
}

/**
 * The hits of one remote page, at most MAX_HITS_PER_PAGE: its title, each matching heading (with its heading
 * path) and each section whose text matches; a page the server matched in a way no word shows (fuzzy) still
 * gives one hit.
 */
export function hitsFromRemotePage(page: RemotePage, query: string, snippetLength: number, siteOrigin: string): SearchHit[] {
  const terms = queryTerms(query);
  const mark = (text: string): HighlightedText => ({ text, ranges: rangesOfTerms(text, terms) });
  const external = page.domain !== '' && page.domain !== siteOrigin;
  const base = `${external ? page.domain : ''}${page.routePath}`;
  const hits = new Map<string, SearchHit>();
  const contentRanges = rangesOfTerms(page.content, terms);
  const snippetAt = (at: number) => cutSnippet(page.content, contentRanges, snippetLength, Math.max(0, at));
  const add = (anchor: string, headings: HighlightedText[], snippet: HighlightedText | undefined) => {
    const url = anchor ? `${base}#${anchor}` : base;
    if (!hits.has(url)) hits.set(url, { id: url, url, external, title: mark(page.title), headings, breadcrumb: [], snippet: snippet?.text ? snippet : undefined });
  };
  const pathTo = (index: number) => headingPath(page.toc, index).map((heading) => mark(heading.text));

  const contentMatches = matchPositions(page.content, query, terms);
  if (matchPositions(page.title, query, terms).length > 0) add('', [], snippetAt(contentMatches[0] ?? 0));
  page.toc.forEach((entry, index) => {
    if (matchPositions(entry.text, query, terms).length === 0) return;
    // The section's text starts after the heading's own text.
    add(entry.id, pathTo(index), entry.charIndex >= 0 ? snippetAt(entry.charIndex + entry.text.length) : undefined);
  });
  for (const at of contentMatches) {
    const section = sectionAt(page.toc, at);
    add(section === -1 ? '' : page.toc[section].id, section === -1 ? [] : pathTo(section), snippetAt(at));
  }
  if (hits.size === 0) add('', [], snippetAt(0));
  return [...hits.values()].slice(0, MAX_HITS_PER_PAGE);
}

export interface RemoteProviderOptions {
  config: SearchConfig;
  /** Current locale, sent as `lang`. */
  lang: string;
  /** Name of the docs version the reader is on; '' for the latest. */
  version: string;
  siteOrigin: string;
  snippetLength: number;
  fetch: typeof globalThis.fetch;
  timeoutMs: number;
  logError: FetchRemoteOptions['logError'];
}

/** One group per configured index, in config order, each with at most `limit` hits. */
export function createRemoteProvider({ config, lang, version, siteOrigin, snippetLength, ...transport }: RemoteProviderOptions): SearchProvider {
  const indexes: SearchIndexRef[] = (config.searchIndexes ?? []).map((ref) => {
    const { value, label } = typeof ref === 'string' ? { value: ref, label: ref } : ref;
    return { value: versionedIndexName(value, config.versioned ? version : ''), label };
  });
  const apiUrl = config.apiUrl ?? '';
  return {
    key: `remote ${apiUrl} ${lang} ${indexes.map((index) => index.value).join(',')}`,
    buildsIndex: false,
    load: async () => undefined,
    async search(query, limit): Promise<SearchGroup[]> {
      const groups = await fetchRemoteGroups({ apiUrl, keyword: query, limit, searchIndexes: indexes.map((index) => index.value), lang }, transport);
      return indexes.map(({ value, label }) => ({
        index: value,
        label,
        hits: (groups.find((group) => group.index === value)?.hits ?? []).flatMap((page) => hitsFromRemotePage(page, query, snippetLength, siteOrigin)).slice(0, limit),
      }));
    },
  };
}
