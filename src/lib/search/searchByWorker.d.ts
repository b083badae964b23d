// The worker API of @easyops-cn/docusaurus-search-local (its theme's searchByWorker.js), typed for our use.
declare module '@theme/searchByWorker' {
  import type { PluginResult } from '@site/src/lib/search/localResults';
  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
  export function searchByWorker(baseUrl: string, searchContext: string, input: string, limit: number): Promise<PluginResult[]>;
}
