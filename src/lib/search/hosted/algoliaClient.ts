/** The Algolia lite client, imported on demand by algolia mode only. */
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

/** A client that sends every request through `requester` to `hosts`, else to Algolia's hosts for appId. */
export function createAlgoliaClient({
  appId,
  apiKey,
  hosts,
  requester,
}: AlgoliaClientSettings): AlgoliaSearchClient {
  return liteClient(appId, apiKey, { requester, ...(hosts.length > 0 ? { hosts: hosts.map(toHost) } : {}) });
}
