// The site's search, as the worker runs it, over a build's index read from disk: no browser. The trainer
// fits the learned reordering with it and `npm run search:ranks` scores the query sets with it. Its
// TypeScript imports need Node's `--import ./scripts/lib/typescriptLoader.mjs` (the npm scripts pass it).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SEARCH } from '../../config/constants.ts';
import { localePrefix } from '../../config/locales.ts';
import { ShardedSearch } from '../../src/lib/search/worker/shardedSearch.ts';
import { headFileOf } from './generatedSets.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The build the scripts search: build/, or SEARCH_BUILD_DIR (the benchmark's own build). */
export const BUILD_DIR = process.env.SEARCH_BUILD_DIR
  ? path.resolve(process.env.SEARCH_BUILD_DIR)
  : path.join(ROOT, 'build');
/** @typedef {import('../../config/locales.ts').Locale} Locale */

/**
 * How the scripts ask the search: the site's limits, with time to spare, and no snippets: they read where
 * hits rank, and cutting snippets was an eighth of a refit's time.
 */
export const QUERY_OPTIONS = {
  limit: SEARCH.resultLimit,
  snippetLength: 0,
  maxTerms: SEARCH.maxQueryTerms,
  budgetMs: 60000,
};

/** The locale's base URL: `/`, `/zh/`. */
export const baseUrlOf = (/** @type {Locale} */ locale) => `${localePrefix(locale)}/`;

/** The locale's built search index head, parsed. */
export const builtHead = (/** @type {Locale} */ locale, buildDir = BUILD_DIR) =>
  JSON.parse(fs.readFileSync(headFileOf(buildDir, locale), 'utf8'));

/**
 * The locale's search over the build's index, reading its files from disk. `head`: the head to search with
 * (the built one unless given: the trainer swaps its asked words and model).
 */
export function searchOf(/** @type {Locale} */ locale, head = builtHead(locale), buildDir = BUILD_DIR) {
  const file = headFileOf(buildDir, locale);
  const dir = path.dirname(file);
  const headUrl = `https://site.invalid${baseUrlOf(locale)}search/${path.basename(file)}`;
  const fetchJson = async (/** @type {string} */ url) =>
    JSON.parse(fs.readFileSync(path.join(dir, path.basename(new URL(url).pathname)), 'utf8'));
  return new ShardedSearch(head, headUrl, fetchJson);
}
