/** The site's search configuration; docusaurus.config.ts hands it to the dialog as `customFields.search`. */

export type SearchMode = 'local' | 'remote' | 'algolia';

const SEARCH_MODES: readonly SearchMode[] = ['local', 'remote', 'algolia'];

/** An index of the remote search service; `label` names its tab in the dialog. */
export interface SearchIndexRef {
  value: string;
  label: string;
}

export interface SearchConfig {
  /** `local`: the index built with the site; `remote`: a search API; `algolia`: Algolia DocSearch. */
  mode: SearchMode;
  /**
   * On a page of an older docs version, local mode loads that version's index and remote mode asks for
   * `<index>.<version>` (the site has no versions yet).
   */
  versioned: boolean;
  /** Remote mode: the http(s) GET endpoint, and the indexes (one tab each when several). */
  apiUrl?: string;
  searchIndexes?: Array<string | SearchIndexRef>;
  /** Algolia mode: the application ID, a search-only key (every reader's browser sends it), the index. */
  appId?: string;
  apiKey?: string;
  indexName?: string;
  /** Algolia mode: http(s) origins instead of Algolia's hosts (a proxy, or the e2e test's stand-in). */
  algoliaHosts?: string[];
}

export const SEARCH_CONFIG: SearchConfig = {
  mode: 'local',
  versioned: false,
};

/**
 * The environment variables that override SEARCH_CONFIG at build time (maintainers/search-hosted.md):
 * SEARCH_INDEXES holds comma-separated `name` or `name:Tab label`, SEARCH_ALGOLIA_HOSTS comma-separated
 * origins.
 */
export type SearchEnv = Partial<
  Record<`SEARCH_${'MODE' | 'API_URL' | 'INDEXES' | 'VERSIONED'}`, string> &
    Record<`SEARCH_ALGOLIA_${'APP_ID' | 'API_KEY' | 'INDEX_NAME' | 'HOSTS'}`, string>
>;

const commaList = (list: string) => list.split(',').flatMap((entry) => entry.trim() || []);

/** `value` parsed once, when it is an absolute http(s) URL. */
function httpUrl(value = ''): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

function validateAlgolia({ appId, apiKey, indexName, algoliaHosts = [] }: SearchConfig): void {
  for (const [name, value] of Object.entries({ appId, apiKey, indexName }))
    if (!value?.trim()) throw new Error(`search.${name} is required in algolia mode.`);
  // The ID becomes part of Algolia's host names.
  if (!/^[A-Za-z0-9]+$/.test(appId ?? ''))
    throw new Error(`search.appId must be letters and digits, not "${appId ?? ''}".`);
  for (const host of algoliaHosts)
    if (httpUrl(host)?.origin !== host.replace(/\/$/, ''))
      throw new Error(`search.algoliaHosts must be http(s) origins, not "${host}".`);
}

/** Throws on a configuration the dialog could not use, so a bad build setting fails the build, not readers. */
export function validateSearchConfig(config: SearchConfig): SearchConfig {
  if (!SEARCH_MODES.includes(config.mode))
    throw new Error(`search.mode must be "local", "remote" or "algolia", not "${String(config.mode)}".`);
  if (config.mode === 'algolia') validateAlgolia(config);
  if (config.mode === 'remote') {
    if (!httpUrl(config.apiUrl))
      throw new Error(`search.apiUrl must be an absolute http or https URL, not "${config.apiUrl ?? ''}".`);
    if (!config.searchIndexes?.length)
      throw new Error('search.searchIndexes must name at least one index in remote mode.');
  }
  return config;
}

/** SEARCH_CONFIG with the build-time overrides of `env` applied, validated. */
export function resolveSearchConfig(env: SearchEnv): SearchConfig {
  const config: SearchConfig = { ...SEARCH_CONFIG };
  if (env.SEARCH_MODE) config.mode = env.SEARCH_MODE as SearchMode;
  if (env.SEARCH_API_URL) config.apiUrl = env.SEARCH_API_URL;
  if (env.SEARCH_INDEXES)
    config.searchIndexes = commaList(env.SEARCH_INDEXES).map((entry) => {
      const [value, ...label] = entry.split(':');
      return { value: value.trim(), label: label.join(':').trim() || value.trim() };
    });
  if (env.SEARCH_VERSIONED) config.versioned = env.SEARCH_VERSIONED === 'true';
  if (env.SEARCH_ALGOLIA_APP_ID) config.appId = env.SEARCH_ALGOLIA_APP_ID;
  if (env.SEARCH_ALGOLIA_API_KEY) config.apiKey = env.SEARCH_ALGOLIA_API_KEY;
  if (env.SEARCH_ALGOLIA_INDEX_NAME) config.indexName = env.SEARCH_ALGOLIA_INDEX_NAME;
  if (env.SEARCH_ALGOLIA_HOSTS) config.algoliaHosts = commaList(env.SEARCH_ALGOLIA_HOSTS);
  return validateSearchConfig(config);
}

/**
 * The origins the dialog sends requests to, for the CSP's connect-src: the remote API, or the Algolia hosts
 * (the configured ones, else Algolia's read host and its three fallbacks). Local mode needs none.
 */
export function searchConnectOrigins(config: SearchConfig): string[] {
  if (config.mode === 'remote' && config.apiUrl) return [new URL(config.apiUrl).origin];
  if (config.mode !== 'algolia') return [];
  if (config.algoliaHosts?.length) return config.algoliaHosts.map((host) => new URL(host).origin);
  const appId = config.appId ?? '';
  return [
    `https://${appId}-dsn.algolia.net`,
    ...[1, 2, 3].map((n) => `https://${appId}-${n}.algolianet.com`),
  ];
}
