/**
 * Remote search mode: GET apiUrl?keyword=&limit=&searchIndexes=a,b&lang=, answered by groups `{ index, hits }`
 * of search index entries, which become hits in linear time, in slices, before the deadline (answerGuard.ts).
 */
import {
  AnswerRejected,
  createSlicer,
  fetchAnswer,
  guardedAnswer,
  isRecord,
  sitePathUnder,
  withDefaults,
  type HostedOptions,
} from './answerGuard';
import { queryTerms } from '../highlight';
import { HIT_TEXT_MAX_LENGTH, markTerms, snippetAt } from './hitText';
import { MAX_HITS_PER_PAGE } from '../hitsPerPage';
import type { HighlightedText, SearchGroup, SearchHit, SearchProvider } from '../types';

/** A heading: `depth` 2 to 4; `charIndex`, where it starts in the content, -1 when not located. */
interface RemoteTocEntry {
  text: string;
  id: string;
  depth: number;
  charIndex: number;
}

/** A search index entry; `domain`: origin of the site the page belongs to, empty for this site. */
export interface RemotePage {
  routePath: string;
  title: string;
  content: string;
  toc: RemoteTocEntry[];
  domain: string;
}

/** Index name of `name` for a docs version: `name.<version>` with dots as underscores; `name` without one. */
export function versionedIndexName(name: string, version: string): string {
  return version ? `${name}.${version.replace(/\./g, '_')}` : name;
}

/** '' or an http(s) origin: anything else (javascript:, data:, paths) could turn a hit into a script link. */
function isSafeDomain(value: string): boolean {
  if (value === '') return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
}

function parseToc(value: unknown): RemoteTocEntry[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new AnswerRejected('toc is not a list');
  return value.map((entry) => {
    if (!isRecord(entry) || typeof entry.text !== 'string' || typeof entry.id !== 'string')
      throw new AnswerRejected('toc entry without text and id');
    return {
      text: entry.text,
      id: entry.id,
      depth: typeof entry.depth === 'number' ? entry.depth : 2,
      charIndex: typeof entry.charIndex === 'number' ? entry.charIndex : -1,
    };
  });
}

/** The page, or undefined when it leads off this site under `baseUrl` (or the http(s) site of `domain`). */
function parsePage(value: unknown, baseUrl: string): RemotePage | undefined {
  if (!isRecord(value)) throw new AnswerRejected('hit is not an object');
  const { routePath, title, content = '', domain = '' } = value;
  if (
    typeof routePath !== 'string' ||
    typeof title !== 'string' ||
    typeof content !== 'string' ||
    typeof domain !== 'string'
  ) {
    throw new AnswerRejected('hit without routePath, or with a title, content or domain that is not text');
  }
  const toc = parseToc(value.toc);
  if (!isSafeDomain(domain)) return undefined;
  const path = sitePathUnder(routePath, domain === '' ? baseUrl : '/');
  if (path === undefined) return undefined;
  return { routePath: path, title, content, toc, domain: domain.replace(/\/$/, '') };
}

/** The answer's groups without the hits that lead off the site; throws AnswerRejected on another shape. */
export function parseRemoteGroups(
  body: unknown,
  baseUrl = '/',
): Array<{ index: string; hits: RemotePage[] }> {
  if (!Array.isArray(body)) throw new AnswerRejected('answer is not a list of groups');
  return body.map((group) => {
    if (!isRecord(group) || typeof group.index !== 'string' || !Array.isArray(group.hits))
      throw new AnswerRejected('group without index name and hits');
    const hits = group.hits.map((hit) => parsePage(hit, baseUrl));
    return { index: group.index, hits: hits.filter((hit) => hit !== undefined) };
  });
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

/** For content positions in increasing order, the toc index of the last heading at or before each. */
function sectionFinder(toc: readonly RemoteTocEntry[]) {
  const byStart = toc
    .map((entry, index) => ({ start: entry.charIndex, index }))
    .filter((entry) => entry.start >= 0)
    .sort((a, b) => a.start - b.start);
  let next = 0;
  let found = -1;
  return (charIndex: number): number => {
    for (; next < byStart.length && byStart[next].start <= charIndex; next += 1)
      found = Math.max(found, byStart[next].index);
    return found;
  };
}

/** Needles in the order they are tried: the whole query, then each of its words. */
const needlesOf = (query: string, terms: readonly string[]) =>
  [query.trim().toLowerCase(), ...terms.map((term) => term.toLowerCase())].filter(Boolean);

/** Positions in `lower` of the whole query, else of its first word found, lazily: the caller stops early. */
function* matchPositions(lower: string, needles: readonly string[]): Generator<number, void> {
  const needle = needles.find((candidate) => lower.includes(candidate));
  if (!needle) return;
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + needle.length)) yield at;
}

const occursIn = (text: string, needles: readonly string[]) => {
  const haystack = text.toLowerCase();
  return needles.some((needle) => haystack.includes(needle));
};

/**
 * The hits of one page, at most MAX_HITS_PER_PAGE: its title, each matching heading and each matching section;
 * a page the server matched fuzzily still gives one. Linear in the page's size: each snippet looks only near.
 */
export function hitsFromRemotePage(
  page: RemotePage,
  query: string,
  snippetLength: number,
  siteOrigin: string,
): SearchHit[] {
  const terms = queryTerms(query);
  const needles = needlesOf(query, terms);
  const mark = (text: string): HighlightedText => markTerms(text, terms, HIT_TEXT_MAX_LENGTH);
  const external = page.domain !== '' && page.domain !== siteOrigin;
  const base = `${external ? page.domain : ''}${page.routePath}`;
  const hits = new Map<string, SearchHit>();
  const full = () => hits.size >= MAX_HITS_PER_PAGE;
  const lowerContent = page.content.toLowerCase();
  const snippet = (at: number) =>
    snippetAt(page.content, terms, snippetLength, Math.max(0, at), lowerContent);
  // A hit of the toc entry `section` (-1: the page); headings and snippet are computed only for a kept hit.
  const add = (section: number, excerpt: () => HighlightedText | undefined) => {
    const anchor = section === -1 ? '' : page.toc[section].id;
    const url = anchor ? `${base}#${anchor}` : base;
    if (full() || hits.has(url)) return;
    const shown = excerpt();
    const headings = section === -1 ? [] : headingPath(page.toc, section).map(({ text }) => mark(text));
    hits.set(url, {
      id: url,
      url,
      external,
      title: mark(page.title),
      headings,
      breadcrumb: [],
      snippet: shown?.text ? shown : undefined,
    });
  };

  if (occursIn(page.title, needles))
    add(-1, () => snippet(matchPositions(lowerContent, needles).next().value ?? 0));
  page.toc.forEach((entry, index) => {
    // The section's text starts after the heading's own text.
    if (!full() && occursIn(entry.text, needles))
      add(index, () => (entry.charIndex >= 0 ? snippet(entry.charIndex + entry.text.length) : undefined));
  });
  const sectionAt = sectionFinder(page.toc);
  for (const at of matchPositions(lowerContent, needles)) {
    if (full()) break;
    add(sectionAt(at), () => snippet(at));
  }
  if (hits.size === 0) add(-1, () => snippet(0));
  return [...hits.values()];
}

/** One group per configured index, in config order, each with at most `limit` hits. */
export function createRemoteProvider(options: HostedOptions): Pick<SearchProvider, 'search'> {
  const { config, locale, version, siteOrigins, snippetLength, fetch, limits, baseUrl, ...guard } =
    withDefaults(options);
  const indexes = (config.searchIndexes ?? []).map((ref) => {
    const { value, label } = typeof ref === 'string' ? { value: ref, label: ref } : ref;
    return { index: versionedIndexName(value, config.versioned ? version : ''), label };
  });
  const apiUrl = config.apiUrl ?? '';
  return {
    search: (query, limit) =>
      guardedAnswer<SearchGroup[]>(
        async (signal) => {
          const url = new URL(apiUrl);
          const searchIndexes = indexes.map(({ index }) => index).join(',');
          const params = { keyword: query, limit: String(limit), searchIndexes, lang: locale };
          for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
          const init = { signal, headers: { accept: 'application/json' } };
          const answer = await fetchAnswer(fetch, url.toString(), init, limits);
          if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
          const groups = parseRemoteGroups(JSON.parse(answer.text), baseUrl);
          const slicer = createSlicer(signal, limits.sliceMs);
          return Promise.all(
            indexes.map(async ({ index, label }) => {
              const hits: SearchHit[] = [];
              for (const page of groups.find((group) => group.index === index)?.hits ?? []) {
                if (hits.length >= limit) break;
                await slicer.pause();
                hits.push(...hitsFromRemotePage(page, query, snippetLength, siteOrigins[0]));
              }
              return { index, label, hits: hits.slice(0, limit) };
            }),
          );
        },
        {
          ...guard,
          failureMessage: `Search request to ${apiUrl} failed; showing no results.`,
          fallback: indexes.map(({ index, label }) => ({ index, label, hits: [] })),
        },
      ),
  };
}
