/**
 * Build side of the search: @easyops-cn/docusaurus-search-local, wrapped.
 *
 * - The index is ours (compact.ts, shards.ts) from the plugin's documents, under the plugin's content-hashed
 *   name in the locale's `search/` folder (the hash also covers every other source of the pages' text).
 * - The home page is indexed too, titled with the site title: with docs at the root, the plugin drops it.
 * - The plugin's /search page is not built: the dialog is the search UI.
 *
 * The seams are the plugin's internal modules (version pinned in package-lock.json), swapped only while it
 * runs; tests/e2e/search.test.mjs finds the home page and the index through the dialog, so a plugin update
 * that moves them fails the tests.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import type { IndexRanker, SearchIndexGlobalData } from '../../src/lib/search/format/compactIndex';
import { RERANK_FEATURES } from '../../src/lib/search/format/rerankFeatures';
import { compactIndex, stripCodeBlocks, type PluginDocument } from './compact';
import { phraseAtoms } from '../../src/lib/search/format/tokenize';
import { indexHashOf } from '../../src/lib/search/format/shardedIndex';
import { splitIndex } from './shards';
import { postBuildStep, printPhase, timedStep } from '../lib/buildProfile';
import { minifyBuiltPages } from '../minify-html/minify';
import { parseBuiltPage, type ParseConfig } from './parseBuiltPage';
import { ASKED_WORDS_FILE, withAskedWords, type AskedWords } from './askedWords';

const PACKAGE = '@easyops-cn/docusaurus-search-local';
/** The folder of a locale's search files (head, shards, page texts), apart from its pages. */
const SEARCH_DIR = 'search';

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

type ScanDocuments = (
  paths: DocInfo[],
  config: unknown,
) => Promise<Array<Array<TitleDocument & Record<string, unknown>>>>;

// The package's typings declare its options only, not the plugin function.
const searchLocal = require(PACKAGE) as {
  default: PluginModule;
  validateOptions: NonNullable<PluginModule['validateOptions']>;
};
// require, not import: postBuild swaps a function on this module object, which the plugin calls through.
const scanner = require(`${PACKAGE}/dist/server/server/utils/scanDocuments`) as {
  scanDocuments: ScanDocuments;
};
const parser = require(`${PACKAGE}/dist/server/server/utils/parse`) as {
  parse: (html: string, type: string, url: string, config: ParseConfig) => unknown;
};
const indexBuilder = require(`${PACKAGE}/dist/server/server/utils/buildIndex`) as {
  buildIndex: (documents: PluginDocument[][], config: unknown) => unknown;
};
const hasher = require(`${PACKAGE}/dist/server/server/utils/getIndexHash`) as {
  getIndexHash: (config: unknown) => string | undefined;
};
const generator = require(`${PACKAGE}/dist/server/server/utils/generate`) as {
  generate: (config: unknown, dir: string) => string;
};
// The build's Chinese word cutter, the one the plugin's tokenizer uses.
const jieba = require('@node-rs/jieba') as { cut: (text: string) => string[] };

/** Every file under `dir` (relative to the site), sorted; none when it does not exist. */
function filesUnder(siteDir: string, dir: string): string[] {
  const root = path.join(siteDir, dir);
  if (!fs.existsSync(root)) return [];
  if (fs.statSync(root).isFile()) return [root];
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(root, name))
    .filter((file) => fs.statSync(file).isFile())
    .sort();
}

/**
 * What shapes the index besides the Markdown the plugin hashes (our builder and format, components, config,
 * translated labels, package versions), mixed into the head's name: a year-long cache never serves an old
 * index.
 */
function indexFingerprint(siteDir: string, locale: string): string {
  const hash = crypto.createHash('md5');
  const builder = [path.join(__dirname, 'compact.ts'), path.join(__dirname, 'shards.ts')];
  const formats = filesUnder(path.join(__dirname, '../../src/lib/search'), 'format');
  const sources = ['src', 'config', 'sidebars.ts', 'docusaurus.config.ts', 'package-lock.json'].flatMap(
    (dir) => filesUnder(siteDir, dir),
  );
  const labels = filesUnder(siteDir, path.join('i18n', locale)).filter((file) => file.endsWith('.json'));
  for (const file of [...builder, ...formats, ...sources, ...labels]) {
    hash.update(path.relative(siteDir, file));
    hash.update(fs.existsSync(file) ? fs.readFileSync(file) : file);
  }
  return hash.digest('hex');
}

/** The locale's learned reordering (config/searchRanker.json): a reader downloads their language's only. */
export function rankerOf(siteDir: string, locale: string): IndexRanker | undefined {
  const file = path.join(siteDir, 'config/searchRanker.json');
  if (!fs.existsSync(file)) return undefined;
  const { features, weights, trees } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    features: string[];
    weights: Partial<Record<string, number[]>>;
    trees?: Partial<Record<string, IndexRanker['trees']>>;
  };
  if (features.join() !== RERANK_FEATURES.join())
    throw new Error(
      'config/searchRanker.json was fitted on other features than the search computes ' +
        '(src/lib/search/format/rerankFeatures.ts): delete it, then npm run build, npm run search:train and ' +
        'npm run build again.',
    );
  const localeWeights = weights[locale];
  return localeWeights && { features, weights: localeWeights, trees: trees?.[locale] ?? [] };
}

/** The locale's asked words from config/searchAskedWords.json (`npm run search:train` writes it). */
function askedWordsOf(siteDir: string, locale: string): AskedWords {
  const file = path.join(siteDir, ASKED_WORDS_FILE);
  if (!fs.existsSync(file)) return {};
  const byLocale = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Record<string, AskedWords>>;
  return byLocale[locale] ?? {};
}

/** The English word keys of the search synonyms (config/searchSynonyms.json), whose code the head carries. */
function synonymKeysOf(siteDir: string): Set<string> {
  const file = path.join(siteDir, 'config/searchSynonyms.json');
  const { groups } = JSON.parse(fs.readFileSync(file, 'utf8')) as { groups: string[][] };
  const atoms = groups.flat().flatMap((member) => phraseAtoms(member));
  return new Set(atoms.filter((atom) => !atom.han).map((atom) => atom.key));
}

/** Runs `body` with `object[key]` replaced, restoring it afterwards. */
async function withSwapped<T extends object, K extends keyof T, R>(
  object: T,
  key: K,
  value: T[K],
  body: () => Promise<R> | R,
): Promise<R> {
  const original = object[key];
  object[key] = value;
  try {
    return await body();
  } finally {
    object[key] = original;
  }
}

/** The paths the plugin scans, plus the home page when it is missing. */
export function withHomePage(paths: DocInfo[], outDir: string, baseUrl: string): DocInfo[] {
  if (paths.some((info) => info.url === baseUrl)) return paths;
  return [...paths, { filePath: path.join(outDir, 'index.html'), url: baseUrl, type: 'page' }];
}

/** Renames the home page's title document (and the sections that name it) to `title`. */
export function retitleHomePage(
  documentsByType: Array<Array<Record<string, unknown>>>,
  baseUrl: string,
  title: string,
): void {
  const home = documentsByType[0]?.find((document) => document.u === baseUrl);
  if (!home) return;
  const oldTitle = home.t;
  home.t = title;
  for (const documents of documentsByType.slice(1)) {
    for (const document of documents)
      if (document.p === home.i && document.s === oldTitle) document.s = title;
  }
}

export default async function searchIndexingTheme(
  context: LoadContext,
  options: unknown,
): Promise<Plugin<unknown>> {
  const fingerprint = indexFingerprint(context.siteDir, context.i18n.currentLocale);
  const getIndexHash = hasher.getIndexHash;
  const generate = generator.generate;
  let indexFile = '';
  const theme = await withSwapped(
    hasher,
    'getIndexHash',
    (config) => {
      const hash = getIndexHash(config);
      return hash && crypto.createHash('md5').update(hash).update(fingerprint).digest('hex').slice(0, 8);
    },
    () =>
      withSwapped(
        generator,
        'generate',
        (config, dir) => {
          // The plugin writes the head where this name points, and our shards and texts go next to it.
          const file = `${SEARCH_DIR}/${generate(config, dir)}`;
          indexFile = file.replace('{dir}', '');
          return file;
        },
        async () => (await searchLocal.default(context, options)) as Plugin<unknown>,
      ),
  );
  // contentLoaded only adds the /search route; getPathsToWatch only watches that page.
  const { contentLoaded: _searchPage, getPathsToWatch: _searchPageWatch, ...rest } = theme;
  return {
    ...rest,
    async contentLoaded({ actions }) {
      const data: SearchIndexGlobalData = { indexFile };
      actions.setGlobalData(data);
    },
    async postBuild(props) {
      fs.mkdirSync(path.join(props.outDir, SEARCH_DIR), { recursive: true });
      // The pages are scanned as they are served.
      await minifyBuiltPages(props);
      const scanDocuments = scanner.scanDocuments;
      await withSwapped(
        scanner,
        'scanDocuments',
        async (paths, config) => {
          const documents = await timedStep(
            postBuildStep(context.i18n.currentLocale, 'search: page scan'),
            () => scanDocuments(withHomePage(paths, props.outDir, props.baseUrl), config),
          );
          retitleHomePage(documents, props.baseUrl, props.siteConfig.title);
          return documents;
        },
        () =>
          withSwapped(
            parser,
            'parse',
            (html, type, url, config) => parseBuiltPage(stripCodeBlocks(html), type, url, config),
            () =>
              // The plugin writes what buildIndex returns: the head of our split index instead of lunr's
              // index; the shards and texts are written next to it.
              withSwapped(
                indexBuilder,
                'buildIndex',
                (documents) => {
                  const started = performance.now();
                  const heapBefore = process.memoryUsage().heapUsed;
                  const { head, files } = splitIndex(
                    withAskedWords(
                      compactIndex(documents, (text) => jieba.cut(text)),
                      askedWordsOf(context.siteDir, context.i18n.currentLocale),
                      props.baseUrl,
                      ASKED_WORDS_FILE,
                    ),
                    indexHashOf(indexFile),
                    synonymKeysOf(context.siteDir),
                  );
                  const dir = path.dirname(path.join(props.outDir, indexFile));
                  for (const [name, content] of files) fs.writeFileSync(path.join(dir, name), content);
                  const label = postBuildStep(context.i18n.currentLocale, 'search: index and shards');
                  printPhase(label, performance.now() - started, heapBefore);
                  const ranker = rankerOf(context.siteDir, context.i18n.currentLocale);
                  return ranker ? { ...head, ranker } : head;
                },
                async () => theme.postBuild?.(props),
              ),
          ),
      );
    },
  };
}

searchIndexingTheme.validateOptions = searchLocal.validateOptions;
