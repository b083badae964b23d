/**
 * Build side of the search (Node, used by docusaurus.config.ts): @easyops-cn/docusaurus-search-local, wrapped.
 *
 * - The home page is indexed too. The plugin never indexes the page at the site root when docs live at the
 *   root (`docsRouteBasePath: '/'`): it files every route under docs and drops the ones that are not doc
 *   pages. The wrapper adds the home page to the documents the plugin scans, as a plain page, titled with
 *   the site title (its hero heading is several lines whose text would run together).
 * - The plugin's /search results page is not built: the dialog is the search UI, and the spec's route table
 *   has no such page.
 *
 * Both go through the plugin's own scanner and index builder, so the index format stays the plugin's and
 * its worker reads it unchanged. The seam is an internal module of the plugin (version pinned in
 * package-lock.json); tests/e2e/search.test.mjs finds the home page through the dialog, so a plugin update
 * that moves it fails the tests rather than silently dropping the page.
 */
import path from 'node:path';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';

const PACKAGE = '@easyops-cn/docusaurus-search-local';

interface DocInfo {
  filePath: string;
  url: string;
  type: 'docs' | 'blog' | 'page';
}

interface TitleDocument {
  i: number;
  t: string;
  u: string;
}

type ScanDocuments = (paths: DocInfo[], config: unknown) => Promise<Array<Array<TitleDocument & Record<string, unknown>>>>;

// The package's typings declare its options only, not the plugin function.
const searchLocal = require(PACKAGE) as { default: PluginModule; validateOptions: NonNullable<PluginModule['validateOptions']> };
// require, not import: postBuild swaps a function on this module object, which the plugin calls through.
const scanner = require(`${PACKAGE}/dist/server/server/utils/scanDocuments`) as { scanDocuments: ScanDocuments };

/** The paths the plugin scans, plus the home page when it is missing. */
export function withHomePage(paths: DocInfo[], outDir: string, baseUrl: string): DocInfo[] {
  if (paths.some((info) => info.url === baseUrl)) return paths;
  return [...paths, { filePath: path.join(outDir, 'index.html'), url: baseUrl, type: 'page' }];
}

/** Renames the home page's title document (and the sections that name it) to `title`. */
export function retitleHomePage(documentsByType: Array<Array<Record<string, unknown>>>, baseUrl: string, title: string): void {
  const home = documentsByType[0]?.find((document) => document.u === baseUrl);
  if (!home) return;
  const oldTitle = home.t;
  home.t = title;
  for (const documents of documentsByType.slice(1)) {
    for (const document of documents) if (document.p === home.i && document.s === oldTitle) document.s = title;
  }
}

export default async function searchIndexingTheme(context: LoadContext, options: unknown): Promise<Plugin<unknown>> {
  const theme = (await searchLocal.default(context, options)) as Plugin<unknown>;
  // contentLoaded only adds the /search route; getPathsToWatch only watches that page.
  const { contentLoaded: _searchPage, getPathsToWatch: _searchPageWatch, ...rest } = theme;
  return {
    ...rest,
    async postBuild(props) {
      const scanDocuments = scanner.scanDocuments;
      scanner.scanDocuments = async (paths, config) => {
        const documents = await scanDocuments(withHomePage(paths, props.outDir, props.baseUrl), config);
        retitleHomePage(documents, props.baseUrl, props.siteConfig.title);
        return documents;
      };
      try {
        await theme.postBuild?.(props);
      } finally {
        scanner.scanDocuments = scanDocuments;
      }
    },
  };
}

searchIndexingTheme.validateOptions = searchLocal.validateOptions;
