/**
 * Algolia mode: DocSearch through the `algoliasearch` lite client (./algoliaClient, loaded on demand). The
 * answer is untrusted like a remote one (answerGuard.ts); hits are made from the records' plain fields, never
 * from Algolia's highlight markup, so nothing in an answer is rendered as HTML.
 */
import {
  AnswerRejected,
  assertJsonDepth,
  createSlicer,
  guardedAnswer,
  isRecord,
  MalformedAnswer,
  readCappedText,
  type AnswerLimits,
} from './answerGuard';
import { queryTerms } from '../highlight';
import { markTerms } from './hitText';
import { HIT_TEXT_MAX_LENGTH } from './remote';
import { sitePathUnder } from './sitePath';
import type { HighlightedText, SearchGroup, SearchHit, SearchProvider } from '../types';
import type { SearchConfig } from '@site/config/search';

/** @algolia/client-common's Requester; status 0 is a network error, retried on the client's next host. */
interface AlgoliaRequester {
  send(request: {
    url: string;
    method: string;
    headers: Record<string, string>;
    data?: string | Uint8Array;
    responseTimeout: number;
  }): Promise<{ content: string; status: number; isTimedOut: boolean }>;
}

/**
 * The client's transport: no credentials, no redirects, the client's response timeout, and a body over
 * `limits` rejects the search at once instead of reaching the client's JSON.parse or another host.
 */
export function createGuardedRequester(
  fetch: typeof globalThis.fetch,
  { maxBytes, maxDepth }: AnswerLimits,
): AlgoliaRequester {
  return {
    async send({ url, method, headers, data, responseTimeout }) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), responseTimeout);
      try {
        const response = await fetch(url, {
          method,
          headers,
          body: typeof data === 'string' ? data : data && new Uint8Array(data),
          signal: controller.signal,
          credentials: 'omit',
          redirect: 'error',
        });
        const content = await readCappedText(response, maxBytes);
        if (response.ok) assertJsonDepth(content, maxDepth);
        return { content, status: response.status, isTimedOut: false };
      } catch (error) {
        if (error instanceof AnswerRejected) throw error;
        if (controller.signal.aborted) return { content: 'no answer in time', status: 0, isTimedOut: true };
        return { content: String(error), status: 0, isTimedOut: false };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

export interface AlgoliaQuery {
  indexName: string;
  query: string;
  hitsPerPage: number;
  facetFilters: Array<string | string[]>;
  attributesToRetrieve: string[];
  attributesToHighlight: string[];
  attributesToSnippet: string[];
}

export interface AlgoliaSearchClient {
  search(params: { requests: AlgoliaQuery[] }): Promise<unknown>;
}

export interface AlgoliaClientSettings {
  appId: string;
  apiKey: string;
  /** http(s) origins replacing Algolia's hosts; empty for Algolia's own. */
  hosts: readonly string[];
  requester: AlgoliaRequester;
}

export interface AlgoliaClientModule {
  createAlgoliaClient(settings: AlgoliaClientSettings): AlgoliaSearchClient;
}

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

/** The record fields read; _highlightResult and _snippetResult are never asked for. */
const RETRIEVED = ['hierarchy', 'content', 'type', 'url', 'anchor'];

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
  if (!isRecord(value) || typeof value.url !== 'string' || !isRecord(value.hierarchy)) {
    throw new MalformedAnswer('hit without url and hierarchy');
  }
  const { hierarchy } = value;
  if (!LEVELS.every((level) => isTextOrNull(hierarchy[level])) || !isTextOrNull(value.content)) {
    throw new MalformedAnswer('hit with a hierarchy level or content that is not text');
  }
  const levels: DocSearchRecord['hierarchy'] = {};
  for (const level of LEVELS) levels[level] = (hierarchy[level] as string | null | undefined) ?? null;
  return {
    url: value.url,
    type: typeof value.type === 'string' ? value.type : 'content',
    content: value.content ?? null,
    hierarchy: levels,
  };
}

/** The records of the first result of a multi-query answer; throws MalformedAnswer on another shape. */
export function parseAlgoliaAnswer(body: unknown): DocSearchRecord[] {
  if (
    !isRecord(body) ||
    !Array.isArray(body.results) ||
    !isRecord(body.results[0]) ||
    !Array.isArray(body.results[0].hits)
  ) {
    throw new MalformedAnswer('answer without results and hits');
  }
  return body.results[0].hits.map(parseRecord);
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
  }: Pick<AlgoliaProviderOptions, 'snippetLength' | 'baseUrl' | 'siteOrigins'> & { query: string },
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
  const headings: HighlightedText[] = [];
  for (let level = 2; level <= deepest; level += 1) {
    const text = hierarchy[LEVELS[level]];
    if (text) headings.push(mark(text));
  }
  const snippet =
    record.type === 'content' && record.content ? markTerms(record.content, terms, snippetLength) : undefined;
  const breadcrumb =
    hierarchy.lvl1 && hierarchy.lvl0 ? [markTerms(hierarchy.lvl0, [], HIT_TEXT_MAX_LENGTH).text] : [];
  return { id: url, url, external: false, title: mark(title), headings, breadcrumb, snippet };
}

export interface AlgoliaProviderOptions {
  config: SearchConfig;
  locale: string;
  /** The docs version read; '' for the latest. */
  version: string;
  baseUrl: string;
  /** Origins whose URLs are this site: the current one and the production URL the crawler indexed. */
  siteOrigins: readonly string[];
  snippetLength: number;
  fetch: typeof globalThis.fetch;
  timeoutMs: number;
  limits: AnswerLimits;
  logError: (message: string, error: unknown) => void;
  loadClient: () => Promise<AlgoliaClientModule>;
}

/** One group (the index), with at most `limit` hits, in Algolia's order, one per URL. */
export function createAlgoliaProvider(options: AlgoliaProviderOptions): SearchProvider {
  const { config, locale, version, fetch, limits, loadClient } = options;
  const indexName = config.indexName ?? '';
  let client: Promise<AlgoliaSearchClient> | undefined;
  const getClient = () => {
    client ??= loadClient().then((module) =>
      module.createAlgoliaClient({
        appId: config.appId ?? '',
        apiKey: config.apiKey ?? '',
        hosts: config.algoliaHosts ?? [],
        requester: createGuardedRequester(fetch, limits),
      }),
    );
    // A chunk that failed to load is asked for again by the next search.
    client.catch(() => (client = undefined));
    return client;
  };
  const facetFilters = contextualFacetFilters(locale, config.versioned, version);
  return {
    key: `algolia ${config.appId ?? ''} ${indexName} ${locale} ${config.versioned ? version : ''}`,
    buildsIndex: false,
    // Fetches the client's code early (the reader pointed at the search button); failures wait for a search.
    load: async () => void getClient().catch(() => undefined),
    search(query, limit): Promise<SearchGroup[]> {
      const empty: SearchGroup[] = [{ index: indexName, label: indexName, hits: [] }];
      return guardedAnswer(
        async (signal) => {
          const algolia = await getClient();
          const answer = await algolia.search({
            requests: [
              {
                indexName,
                query,
                hitsPerPage: limit,
                facetFilters,
                attributesToRetrieve: RETRIEVED,
                attributesToHighlight: [],
                attributesToSnippet: [],
              },
            ],
          });
          const slicer = createSlicer(signal, limits.sliceMs);
          const hits = new Map<string, SearchHit>();
          for (const record of parseAlgoliaAnswer(answer)) {
            if (hits.size >= limit) break;
            await slicer.pause();
            const hit = hitFromRecord(record, { ...options, query });
            if (!hit) continue;
            const kept = hits.get(hit.url);
            // DocSearch has a record per heading and per paragraph: one hit per URL, with a paragraph's text.
            if (!kept) hits.set(hit.url, hit);
            else kept.snippet ??= hit.snippet;
          }
          return [{ index: indexName, label: indexName, hits: [...hits.values()] }];
        },
        {
          timeoutMs: options.timeoutMs,
          failureMessage: `Algolia search in ${indexName} failed; showing no results.`,
          logError: options.logError,
          fallback: empty,
        },
      );
    },
  };
}
