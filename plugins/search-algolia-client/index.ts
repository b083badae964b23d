import type { Plugin } from '@docusaurus/types';
import type { SearchMode } from '../../config/search';

/** Outside algolia mode `algoliasearch/lite` is empty: a bundler emits every dynamic import's chunk anyway. */
export default function searchAlgoliaClientPlugin(mode: SearchMode): Plugin {
  return {
    name: 'search-algolia-client',
    configureWebpack: () =>
      mode === 'algolia' ? {} : { resolve: { alias: { 'algoliasearch/lite$': false } } },
  };
}
