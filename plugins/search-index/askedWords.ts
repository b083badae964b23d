/**
 * Asked words: the words readers type for a page that its title, description and keywords lack, learned from
 * the committed tuning queries (scripts/search/askedWords.ts derives them into config/searchAskedWords.json).
 * The build puts a page's asked words in its head entry, searched as one more keyword entry (compactIndex.ts).
 */
import type { CompactIndex, CompactPage } from '../../src/lib/search/format/compactIndex';

/** Where `npm run search:train` writes them, from the site's root. */
export const ASKED_WORDS_FILE = 'config/searchAskedWords.json';

/** Per route, its asked words, space-separated. */
export type AskedWords = Record<string, string>;

/**
 * The index with each page's asked words in its head entry. `baseUrl` is the locale's (`/`, `/zh/`); a route
 * that names no page of the build fails it, saying which file and route.
 */
export function withAskedWords(
  index: CompactIndex,
  asked: Readonly<AskedWords>,
  baseUrl: string,
  file: string,
): CompactIndex {
  const pages = index.pages.map((page): CompactPage => [...page]);
  const pageOf = new Map(pages.map((page) => [page[0], page]));
  for (const [route, words] of Object.entries(asked)) {
    const page = pageOf.get(baseUrl + route.slice(1));
    if (!page) throw new Error(`${file}: ${route} is not a page of the site (under ${baseUrl})`);
    page[4] ??= [];
    page[5] = words;
  }
  return { ...index, pages };
}
