/** The remote and Algolia providers, in a chunk of their own: local mode's first search never downloads them. */
import { SEARCH } from '@site/config/constants';
import { SITE } from '@site/config/site';
import type { SearchTarget } from '../client/searchEngine';
import type { SearchProvider } from '../types';
import { createAlgoliaProvider } from './algolia';
import type { AnswerLimits } from './answerGuard';
import { createRemoteProvider } from './remote';

const ANSWER_LIMITS: AnswerLimits = {
  maxBytes: SEARCH.remoteMaxAnswerBytes,
  maxDepth: SEARCH.remoteMaxJsonDepth,
  sliceMs: SEARCH.answerSliceMs,
};

export function hostedProvider({ config, locale, version }: SearchTarget): SearchProvider {
  const common = {
    config,
    version,
    snippetLength: SEARCH.snippetLength,
    fetch: window.fetch.bind(window),
    timeoutMs: SEARCH.remoteTimeoutMs,
    limits: ANSWER_LIMITS,
    logError: (message: string, error: unknown) => console.error(message, error),
    baseUrl: SITE.baseUrl,
  };
  if (config.mode === 'algolia') {
    return createAlgoliaProvider({
      ...common,
      locale,
      // The crawler indexes the production site; a hit there is a page of this one.
      siteOrigins: [window.location.origin, new URL(SITE.url).origin],
      // Only this mode loads the client's code.
      loadClient: () => import('./algoliaClient'),
    });
  }
  return createRemoteProvider({ ...common, lang: locale, siteOrigin: window.location.origin });
}
