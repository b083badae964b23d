/**
 * Search configuration of the site (SPEC.md section 3 "search": mode, versioned, apiUrl, searchIndexes).
 * docusaurus.config.ts passes the resolved value to the browser as `customFields.search`; the search dialog
 * (src/theme/SearchBar) reads it from there.
 */

export type SearchMode = 'local' | 'remote';

/** An index of the remote search service; `label` names its tab in the dialog. */
export interface SearchIndexRef {
  value: string;
  label: string;
}

export interface SearchConfig {
  /** `local`: the static index built with the site. `remote`: a search API answers every query. */
  mode: SearchMode;
  /**
   * Versioned index names: on a page of an older docs version, local mode loads that version's index and
   * remote mode asks for `<index>.<version>`. The site has no versions today, so this changes nothing yet.
   */
  versioned: boolean;
  /** Remote mode: the GET endpoint. Must be an http(s) URL. */
  apiUrl?: string;
  /** Remote mode: the indexes to query; with more than one, the dialog shows one tab per index. */
  searchIndexes?: Array<string | SearchIndexRef>;
}

export const SEARCH_CONFIG: SearchConfig = {
  mode: 'local',
  versioned: false,
};

/** The environment variables that override SEARCH_CONFIG at build time (see README, "Search"). */
export interface SearchEnv {
  SEARCH_MODE?: string;
  SEARCH_API_URL?: string;
  /** Comma-separated `name` or `name:Tab label` entries. */
  SEARCH_INDEXES?: string;
  SEARCH_VERSIONED?: string;
}

function parseIndexes(list: string): SearchIndexRef[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [value, ...label] = entry.split(':');
      return { value: value.trim(), label: label.join(':').trim() || value.trim() };
    });
}

/** Throws on a configuration the dialog could not use, so a bad build setting fails the build, not readers. */
export function validateSearchConfig(config: SearchConfig): SearchConfig {
  if (config.mode !== 'local' && config.mode !== 'remote') throw new Error(`search.mode must be "local" or "remote", not "${String(config.mode)}".`);
  if (config.mode === 'remote') {
    let url: URL;
    try {
      url = new URL(config.apiUrl ?? '');
    } catch {
      throw new Error(`search.apiUrl must be an absolute URL in remote mode, not "${config.apiUrl ?? ''}".`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`search.apiUrl must use http or https, not ${url.protocol}`);
    if (!config.searchIndexes?.length) throw new Error('search.searchIndexes must name at least one index in remote mode.');
  }
  return config;
}

/** SEARCH_CONFIG with the build-time overrides of `env` applied, validated. */
export function resolveSearchConfig(env: SearchEnv, base: SearchConfig = SEARCH_CONFIG): SearchConfig {
  const config: SearchConfig = { ...base };
  if (env.SEARCH_MODE) config.mode = env.SEARCH_MODE as SearchMode;
  if (env.SEARCH_API_URL) config.apiUrl = env.SEARCH_API_URL;
  if (env.SEARCH_INDEXES) config.searchIndexes = parseIndexes(env.SEARCH_INDEXES);
  if (env.SEARCH_VERSIONED) config.versioned = env.SEARCH_VERSIONED === 'true';
  return validateSearchConfig(config);
}
