/**
 * Algolia mode: DocSearch through the `algoliasearch` lite client, in this mode's chunk only (other builds
 * resolve the client to an empty module: plugins/search-algolia-client). The answer takes the same guarded path
 * as a remote one (answerGuard.ts); hits are made from the records' plain fields, never from Algolia's
 * highlight markup, so nothing in an answer is rendered as HTML.
 */
import { liteClient } from 'algoliasearch/lite';
import {
  AnswerRejected,
  createSlicer,
  fetchAnswer,
  guardedAnswer,
  isRecord,
  sitePathUnder,
  withDefaults,
  type AnswerLimits,
  type HostedOptions,
} from './answerGuard';
import { queryTerms } from '../highlight';
import { HIT_TEXT_MAX_LENGTH, markTerms } from './hitText';
import type { HighlightedText, SearchGroup, SearchHit, SearchProvider } from '../types';

/** @algolia/client-common's Requester; status 0 is a network error, retried on the client's next host. */
type AlgoliaRequester = NonNullable<NonNullable<Parameters<typeof liteClient>[2]>['requester']>;

/**
 * The client's transport: the guarded request of both hosted modes within the client's response timeout; a
 * body over `limits` rejects the search at once instead of reaching the client's JSON.parse or another host.
 */
export function createGuardedRequester(
  fetch: typeof globalThis.fetch,
  limits: AnswerLimits,
): AlgoliaRequester {
  return {
    async send({ url, method, headers, data, responseTimeout }) {
      const signal = AbortSignal.timeout(responseTimeout);
      try {
        const body = typeof data === 'string' ? data : data && new Uint8Array(data);
        const { status, text } = await fetchAnswer(fetch, url, { method, headers, body, signal }, limits);
        return { content: text, status, isTimedOut: false };
      } catch (error) {
        if (error instanceof AnswerRejected) throw error;
        if (signal.aborted) return { content: 'no answer in time', status: 0, isTimedOut: true };
        return { content: String(error), status: 0, isTimedOut: false };
      }
    },
  };
}

/** One query of the multi-query request: `limit` records with their plain fields, no highlighting. */
const algoliaQuery = (
  indexName: string,
  query: string,
  limit: number,
  facetFilters: Array<string | string[]>,
) => ({
  indexName,
  query,
  hitsPerPage: limit,
  facetFilters,
  // _highlightResult and _snippetResult are never asked for.
  attributesToRetrieve: ['hierarchy', 'content', 'type', 'url', 'anchor'],
  attributesToHighlight: [] as string[],
  attributesToSnippet: [] as string[],
});

export type AlgoliaQuery = ReturnType<typeof algoliaQuery>;

/**
 * DocSearch's contextual search, as Docusaurus tags pages: the reader's language and, when versioned, the
 * non-docs pages (`default`) or the docs version read (`docs-default-<version>`, `current` for the latest).
 */
export function contextualFacetFilters(
  locale: string,
  versioned: boolean,
  version: string,
): Array<string | string[]> {
  const filters: Array<string | string[]> = [`language:${locale}`];
  if (versioned)
    filters.push(['docusaurus_tag:default', `docusaurus_tag:docs-default-${version || 'current'}`]);
  return filters;
}

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

export interface DocSearchRecord {
  url: string;
  type: string;
  content: string | null;
  hierarchy: Partial<Record<(typeof LEVELS)[number], string | null>>;
}

const isTextOrNull = (value: unknown): value is string | null | undefined =>
  value === undefined || value === null || typeof value === 'string';

function parseRecord(value: unknown): DocSearchRecord {
  if (!isRecord(value) || typeof value.url !== 'string' || !isRecord(value.hierarchy))
    throw new AnswerRejected('hit without url and hierarchy');
  const { hierarchy } = value;
  if (!LEVELS.every((level) => isTextOrNull(hierarchy[level])) || !isTextOrNull(value.content))
    throw new AnswerRejected('hit with a hierarchy level or content that is not text');
  return {
    url: value.url,
    type: typeof value.type === 'string' ? value.type : 'content',
    content: value.content ?? null,
    hierarchy: Object.fromEntries(LEVELS.map((level) => [level, hierarchy[level] ?? null])),
  };
}

/** The records of the first result of a multi-query answer; throws AnswerRejected on another shape. */
export function parseAlgoliaAnswer(body: unknown): DocSearchRecord[] {
  const first: unknown = isRecord(body) && Array.isArray(body.results) ? body.results[0] : undefined;
  if (!isRecord(first) || !Array.isArray(first.hits))
    throw new AnswerRejected('answer without results and hits');
  return first.hits.map(parseRecord);
}

/**
 * The hit of a record, or undefined off the site. Title: lvl1, else lvl0; headings: lvl2 down to the record's
 * level; breadcrumb: lvl0; snippet: a content record's paragraph.
 */
export function hitFromRecord(
  record: DocSearchRecord,
  {
    query,
    snippetLength,
    baseUrl,
    siteOrigins,
  }: { query: string; snippetLength: number; baseUrl: string; siteOrigins: readonly string[] },
): SearchHit | undefined {
  const url = sitePathUnder(record.url, baseUrl, siteOrigins);
  if (url === undefined) return undefined;
  const terms = queryTerms(query);
  const mark = (text: string): HighlightedText => markTerms(text, terms, HIT_TEXT_MAX_LENGTH);
  const { hierarchy } = record;
  const title = hierarchy.lvl1 ?? hierarchy.lvl0 ?? '';
  const deepest =
    record.type === 'content'
      ? LEVELS.length - 1
      : Math.max(0, LEVELS.indexOf(record.type as (typeof LEVELS)[number]));
  const headings = LEVELS.slice(2, deepest + 1)
    .flatMap((level) => hierarchy[level] || [])
    .map(mark);
  const snippet =
    record.type === 'content' && record.content ? markTerms(record.content, terms, snippetLength) : undefined;
  const breadcrumb =
    hierarchy.lvl1 && hierarchy.lvl0 ? [markTerms(hierarchy.lvl0, [], HIT_TEXT_MAX_LENGTH).text] : [];
  return { id: url, url, external: false, title: mark(title), headings, breadcrumb, snippet };
}

/** One group (the index), with at most `limit` hits, in Algolia's order, one per URL. */
export function createAlgoliaProvider(options: HostedOptions): Pick<SearchProvider, 'search'> {
  const context = withDefaults(options);
  const { config, locale, version, fetch, limits } = context;
  const indexName = config.indexName ?? '';
  const facetFilters = contextualFacetFilters(locale, config.versioned, version);
  const hosts = (config.algoliaHosts ?? []).map((origin) => {
    const { hostname, port, protocol } = new URL(origin);
    return {
      url: hostname,
      port: Number(port) || undefined,
      protocol: protocol === 'http:' ? 'http' : 'https',
      // Every request of this mode is a read.
      accept: 'readWrite',
    } as const;
  });
  let client: ReturnType<typeof liteClient> | undefined;
  const group = (hits: SearchHit[]): SearchGroup[] => [{ index: indexName, label: indexName, hits }];
  return {
    search: (query, limit) =>
      guardedAnswer(
        async (signal) => {
          client ??= liteClient(config.appId ?? '', config.apiKey ?? '', {
            requester: createGuardedRequester(fetch, limits),
            ...(hosts.length > 0 ? { hosts } : {}),
          });
          const answer = await client.search({
            requests: [algoliaQuery(indexName, query, limit, facetFilters)],
          });
          const slicer = createSlicer(signal, limits.sliceMs);
          const hits = new Map<string, SearchHit>();
          for (const record of parseAlgoliaAnswer(answer)) {
            if (hits.size >= limit) break;
            await slicer.pause();
            const hit = hitFromRecord(record, { ...context, query });
            if (!hit) continue;
            const kept = hits.get(hit.url);
            // DocSearch has a record per heading and per paragraph: one hit per URL, with a paragraph's text.
            if (!kept) hits.set(hit.url, hit);
            else kept.snippet ??= hit.snippet;
          }
          return group([...hits.values()]);
        },
        {
          ...context,
          failureMessage: `Algolia search in ${indexName} failed; showing no results.`,
          fallback: group([]),
        },
      ),
  };
}
