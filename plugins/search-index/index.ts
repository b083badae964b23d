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
import { ASKED_WORDS_FILE, withAskedWords, type AskedWords } from './askedWords';

const PACKAGE = '@easyops-cn/docusaurus-search-local';
const UTILS = `${PACKAGE}/dist/server/server/utils`;
/** The folder of a locale's search files (head, shards, page texts), apart from its pages. */
const SEARCH_DIR = 'search';

interface DocInfo {
  filePath: string;
  url: string;
  type: 'docs' | 'blog' | 'page';
}

type Documents = Array<Array<Record<string, unknown>>>;

// The package's typings declare its options only, not the plugin function.
const searchLocal = require(PACKAGE) as {
  default: PluginModule;
  validateOptions: NonNullable<PluginModule['validateOptions']>;
};
// require, not import: we swap functions on these module objects, which the plugin calls through.
const scanner = require(`${UTILS}/scanDocuments`) as {
  scanDocuments: (paths: DocInfo[], config: unknown) => Promise<Documents>;
};
const parser = require(`${UTILS}/parse`) as {
  parse: (html: string, type: string, url: string, config: ParseConfig) => unknown;
};
const indexBuilder = require(`${UTILS}/buildIndex`) as {
  buildIndex: (documents: PluginDocument[][], config: unknown) => unknown;
};
const hasher = require(`${UTILS}/getIndexHash`) as {
  getIndexHash: (config: unknown) => string | undefined;
};
const generator = require(`${UTILS}/generate`) as {
  generate: (config: unknown, dir: string) => string;
};
// The build's Chinese word cutter, the one the plugin's tokenizer uses.
const jieba = require('@node-rs/jieba') as { cut: (text: string) => string[] };

type Cheerio = typeof import('cheerio');
type Root = ReturnType<Cheerio['load']>;

// The cheerio the plugin itself resolves (its own copy), so its tree matches what parseDocument expects.
const cheerio = require(
  require.resolve('cheerio', { paths: [path.dirname(require.resolve(`${PACKAGE}/package.json`))] }),
) as Cheerio;
const { parseDocument } = require(`${UTILS}/parseDocument`) as { parseDocument: ($: Root) => unknown };
const { parsePage } = require(`${UTILS}/parsePage`) as { parsePage: ($: Root, url: string) => unknown };

interface ParseConfig {
  ignoreCssSelectors?: string[];
  forceIgnoreNoIndex?: boolean;
}

/**
 * What the plugin's `parse` returns for a built page: its title, description and sections, or null.
 * htmlparser2 instead of parse5: the built pages keep every end tag and attribute quote (plugins/minify-html),
 * so both parsers build the same tree, and htmlparser2 takes about half the CPU (the page scan of both
 * locales went from about 3.8 s to 2 s). Each code block's text becomes its identifiers (stripCodeBlocks).
 */
export function parseBuiltPage(html: string, type: string, url: string, config: ParseConfig): unknown {
  const $ = cheerio.load(stripCodeBlocks(html), { xml: { xmlMode: false, decodeEntities: true } });
  if (!config.forceIgnoreNoIndex && $('meta[name="robots"]').attr('content')?.includes('noindex'))
    return null;
  $('div[class^="mdxCodeBlock_"] button').remove();
  for (const selector of config.ignoreCssSelectors ?? []) $(selector).remove();
  if (type === 'docs')
    $('span.badge')
      .filter((_, element) => $(element).text().startsWith('Version:'))
      .remove();
  return type === 'page' ? parsePage($, url) : parseDocument($);
}

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
  const sources = [
    'src',
    'config',
    'plugins/search-index',
    'sidebars.ts',
    'docusaurus.config.ts',
    'package-lock.json',
  ];
  const labels = filesUnder(siteDir, path.join('i18n', locale)).filter((file) => file.endsWith('.json'));
  for (const file of [...sources.flatMap((dir) => filesUnder(siteDir, dir)), ...labels])
    hash.update(path.relative(siteDir, file)).update(fs.readFileSync(file));
  return hash.digest('hex');
}

function readJson<T>(siteDir: string, file: string): T | undefined {
  const at = path.join(siteDir, file);
  return fs.existsSync(at) ? (JSON.parse(fs.readFileSync(at, 'utf8')) as T) : undefined;
}

/** The locale's learned reordering (config/searchRanker.json): a reader downloads their language's only. */
export function rankerOf(siteDir: string, locale: string): IndexRanker | undefined {
  const model = readJson<{
    features: string[];
    weights: Partial<Record<string, number[]>>;
    trees?: Partial<Record<string, IndexRanker['trees']>>;
  }>(siteDir, 'config/searchRanker.json');
  if (!model) return undefined;
  if (model.features.join() !== RERANK_FEATURES.join())
    throw new Error(
      'config/searchRanker.json was fitted on other features than the search computes ' +
        '(src/lib/search/format/rerankFeatures.ts): delete it, then npm run build, npm run search:train and ' +
        'npm run build again.',
    );
  const weights = model.weights[locale];
  return weights && { features: model.features, weights, trees: model.trees?.[locale] ?? [] };
}

/** The English word keys of the search synonyms (config/searchSynonyms.json), whose code the head carries. */
function synonymKeysOf(siteDir: string): Set<string> {
  const file = path.join(siteDir, 'config/searchSynonyms.json');
  const { groups } = JSON.parse(fs.readFileSync(file, 'utf8')) as { groups: string[][] };
  const atoms = groups.flat().flatMap((member) => phraseAtoms(member));
  return new Set(atoms.filter((atom) => !atom.han).map((atom) => atom.key));
}

/** Replaces functions of a module object; the returned function puts the originals back. */
function swap<T extends object>(object: T, values: Partial<T>): () => void {
  const originals = Object.fromEntries(Object.keys(values).map((key) => [key, object[key as keyof T]]));
  Object.assign(object, values);
  return () => Object.assign(object, originals);
}

async function withSwapped<R>(swaps: Array<() => void>, body: () => Promise<R> | R): Promise<R> {
  try {
    return await body();
  } finally {
    for (const restore of swaps) restore();
  }
}

/** The paths the plugin scans, plus the home page when it is missing. */
export function withHomePage(paths: DocInfo[], outDir: string, baseUrl: string): DocInfo[] {
  if (paths.some((info) => info.url === baseUrl)) return paths;
  return [...paths, { filePath: path.join(outDir, 'index.html'), url: baseUrl, type: 'page' }];
}

/** Renames the home page's title document (and the sections that name it) to `title`. */
export function retitleHomePage(documentsByType: Documents, baseUrl: string, title: string): void {
  const home = documentsByType[0]?.find((document) => document.u === baseUrl);
  if (!home) return;
  const oldTitle = home.t;
  home.t = title;
  for (const document of documentsByType.slice(1).flat())
    if (document.p === home.i && document.s === oldTitle) document.s = title;
}

export default async function searchIndexingTheme(
  context: LoadContext,
  options: unknown,
): Promise<Plugin<unknown>> {
  const { siteDir } = context;
  const locale = context.i18n.currentLocale;
  const fingerprint = indexFingerprint(siteDir, locale);
  const { getIndexHash } = hasher;
  const { generate } = generator;
  let indexFile = '';
  const theme = await withSwapped(
    [
      swap(hasher, {
        getIndexHash: (config) => {
          const hash = getIndexHash(config);
          return hash && crypto.createHash('md5').update(hash).update(fingerprint).digest('hex').slice(0, 8);
        },
      }),
      swap(generator, {
        generate: (config, dir) => {
          // The plugin writes the head where this name points, and our shards and texts go next to it.
          const file = `${SEARCH_DIR}/${generate(config, dir)}`;
          indexFile = file.replace('{dir}', '');
          return file;
        },
      }),
    ],
    async () => (await searchLocal.default(context, options)) as Plugin<unknown>,
  );

  /** The head of our split index, written by the plugin; the shards and texts are written next to it. */
  const buildIndex = (
    documents: PluginDocument[][],
    { outDir, baseUrl }: { outDir: string; baseUrl: string },
  ) => {
    const started = performance.now();
    const heapBefore = process.memoryUsage().heapUsed;
    const asked = readJson<Partial<Record<string, AskedWords>>>(siteDir, ASKED_WORDS_FILE)?.[locale] ?? {};
    const { head, files } = splitIndex(
      withAskedWords(
        compactIndex(documents, (text) => jieba.cut(text)),
        asked,
        baseUrl,
        ASKED_WORDS_FILE,
      ),
      indexHashOf(indexFile),
      synonymKeysOf(siteDir),
    );
    const dir = path.dirname(path.join(outDir, indexFile));
    for (const [name, content] of files) fs.writeFileSync(path.join(dir, name), content);
    printPhase(postBuildStep(locale, 'search: index and shards'), performance.now() - started, heapBefore);
    const ranker = rankerOf(siteDir, locale);
    return ranker ? { ...head, ranker } : head;
  };

  // contentLoaded only adds the /search route; getPathsToWatch only watches that page.
  const { contentLoaded: _searchPage, getPathsToWatch: _searchPageWatch, ...rest } = theme;
  return {
    ...rest,
    async contentLoaded({ actions }) {
      actions.setGlobalData({ indexFile } satisfies SearchIndexGlobalData);
    },
    async postBuild(props) {
      fs.mkdirSync(path.join(props.outDir, SEARCH_DIR), { recursive: true });
      // The pages are scanned as they are served.
      await minifyBuiltPages(props);
      const { scanDocuments } = scanner;
      await withSwapped(
        [
          swap(scanner, {
            scanDocuments: async (paths, config) => {
              const documents = await timedStep(postBuildStep(locale, 'search: page scan'), () =>
                scanDocuments(withHomePage(paths, props.outDir, props.baseUrl), config),
              );
              retitleHomePage(documents, props.baseUrl, props.siteConfig.title);
              return documents;
            },
          }),
          swap(parser, { parse: parseBuiltPage }),
          // The plugin writes what buildIndex returns: the head of our split index instead of lunr's index.
          swap(indexBuilder, { buildIndex: (documents) => buildIndex(documents, props) }),
        ],
        async () => theme.postBuild?.(props),
      );
    },
  };
}

searchIndexingTheme.validateOptions = searchLocal.validateOptions;
