import type { Plugin } from '@docusaurus/types';
import type { SearchMode } from '../../config/search';

/**
 * Keeps the Algolia client out of builds that do not use it. The dialog imports it on demand only in algolia
 * mode, but a bundler emits every dynamic import's chunk anyway; outside algolia mode `algoliasearch/lite`
 * resolves to an empty module, so src/lib/search/hosted/algoliaClient.ts compiles to a few bytes.
 */
export default function searchAlgoliaClientPlugin(mode: SearchMode): Plugin {
  return {
    name: 'search-algolia-client',
    configureWebpack: () =>
      mode === 'algolia' ? {} : { resolve: { alias: { 'algoliasearch/lite$': false } } },
  };
}
