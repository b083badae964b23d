/**
 * The Algolia lite client, in a module of its own that only algolia mode imports (dynamically), so that
 * local and remote builds do not ship it.
 */
import { liteClient } from 'algoliasearch/lite';
import type { AlgoliaClientSettings, AlgoliaSearchClient } from './algolia';

/** An http(s) origin as a host of the client (every request of this mode is a read). */
function toHost(origin: string) {
  const url = new URL(origin);
  return {
    url: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    protocol: url.protocol === 'http:' ? ('http' as const) : ('https' as const),
    accept: 'readWrite' as const,
  };
}

/**
 * A client that sends every request through `requester` (no credentials, no redirects, size limits) to
 * `hosts`, or to Algolia's hosts for appId when there are none.
 */
export function createAlgoliaClient({
  appId,
  apiKey,
  hosts,
  requester,
}: AlgoliaClientSettings): AlgoliaSearchClient {
  return liteClient(appId, apiKey, { requester, ...(hosts.length > 0 ? { hosts: hosts.map(toHost) } : {}) });
}
