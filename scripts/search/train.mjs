// Fits the weights of the learned reordering of the search's first hits (src/lib/search/worker/rerank.ts)
// and writes them to config/searchRanker.json, with the pages' asked words (askedWords.ts) to
// config/searchAskedWords.json. Run after `npm run build` (it searches the built index):
//   npm run search:train            fit, print the table, write both files
//   npm run search:train -- --check fit and print only; fail when the committed files differ from the fit
//   npm run search:train -- --by-writer  fit and print, with each writer scored by a model fitted without them
//   --model-dir DIR                 read (--check) or write the two files in DIR instead of config/
// SEARCH_BUILD_DIR names another build than build/ (searchOnDisk.mjs).
// It learns from the tuning queries only: the reader set's tuning half, the second writer's set, the third to
// eighth writers' tuning halves (sets/), the hand-written set, and the generated titles, keys
// and headings (at 0.6 of the weight, as they are many). Those writers' other halves are printed as a check,
// never learned from; the reader set's held-out half is never used (its tuning half, scored by a second
// model fitted without it, stands in for it). Per locale: a logistic model over pairs (the expected page's
// best section against each other section in the first RERANK_DEPTH after the named hits), L2-regularised,
// fitted by Newton's method on standardised features; then 50 regression trees of depth 3 boosted on what
// it leaves (boostTrees.mjs). Deterministic.
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { localePrefix } from '../../config/locales.ts';
import { ASKED_WORDS_FILE, withAskedWords } from '../../plugins/search-index/askedWords.ts';
import { askedWords, queryWordsOf } from './askedWords.ts';
import { pageWords } from '../../src/lib/search/format/compactIndex.ts';
import { HAN, englishWords } from '../../src/lib/search/format/tokenize.ts';
import { RERANK_FEATURES, rerankScore } from '../../src/lib/search/worker/rerank.ts';
import { MIN_TYPO_LENGTH } from '../../src/lib/search/worker/typos.ts';
import { generatedQueries, headFileOf, headingQueries } from './generatedSets.mjs';
import { QUERY_SET, SPLIT_WRITER_SETS, tuningSetsByWriter } from './querySets.mjs';
import { boostTrees } from './boostTrees.mjs';
import { BUILD_DIR, QUERY_OPTIONS, ROOT, baseUrlOf, searchOf } from './searchOnDisk.mjs';

const MODEL_FILE = 'config/searchRanker.json';
const LOCALES = /** @type {const} */ (['en', 'zh']);
const GENERATED_WEIGHT = 0.6;
const L2 = 0.03;
/** Newton steps at most; the fit stops once a step moves no weight. */
const NEWTON_STEPS = 50;
// Chosen on the writers' validation halves and leave-one-writer-out runs: deeper or more trees gained
// little there and cost bytes in the first search.
const TREES = { trees: 50, depth: 3, shrinkage: 0.1, quantiles: 12, minRows: 40 };
// The locales whose pages learn the words the writers asked for them (askedWords.ts). English: leave one
// writer out 2,490 → 2,519 of 3,172 top-1 (2,529 when the other writers' queries are also searched without
// the left-out writer's words), validation halves 1,156 → 1,167 of 1,482. Chinese gained nothing measurable
// (1,661 → 1,665 of 2,042; validation 735 → 740 of 925) for 2 kB more of the first search.
const ASKED_LOCALES = ['en'];

/** @typedef {Record<string, string>} AskedWords */
/** @typedef {import('../../config/locales.ts').Locale} Locale */

/** The locale's built head, without asked words (each query set is searched with its own). */
function headOf(/** @type {Locale} */ locale) {
  const head = JSON.parse(fs.readFileSync(headFileOf(BUILD_DIR, locale), 'utf8'));
  return { ...head, pages: head.pages.map((/** @type {unknown[]} */ page) => page.slice(0, 5)) };
}

/** The locale's search over the built index, with `asked` as its asked words. */
const searchWith = (/** @type {Locale} */ locale, /** @type {AskedWords} */ asked = {}) =>
  searchOf(locale, withAskedWords(headOf(locale), asked, baseUrlOf(locale), ASKED_WORDS_FILE));

/**
 * A derivation of the locale's asked words from the writers' tuning sets (askedWords.ts), given writers left
 * out: it drops what a page's title, description and keywords already say, and misspellings of site words
 * (the search corrects those: taught to the index, they would stop it saying so).
 */
async function askedWordsDerivation(
  /** @type {Locale} */ locale,
  /** @type {Record<string, Array<[string, string | string[]]>>} */ writerSets,
) {
  const head = headOf(locale);
  const dictionary = new Set(head.words.split(' '));
  /** @type {Map<string, { keys: Set<string>, text: string }>} */
  const pages = new Map();
  for (const page of head.pages) {
    const text = pageWords(page);
    const keys = new Set(
      englishWords(text).flatMap((/** @type {{ keys: readonly string[] }} */ word) => word.keys),
    );
    pages.set(page[0], { keys, text: text.toLowerCase() });
  }
  const misspelt = new Set();
  const search = searchWith(locale);
  const words = new Set(
    Object.values(writerSets).flatMap((set) =>
      set.flatMap(([query]) => queryWordsOf(query, dictionary).map(({ word }) => word)),
    ),
  );
  for (const word of words) {
    if (word.length < MIN_TYPO_LENGTH || !/^[a-z]+$/.test(word)) continue;
    let corrected = false;
    await search.search(word, QUERY_OPTIONS, {
      onMatched: (/** @type {any} */ result) => (corrected = result.correctedQuery !== undefined),
    });
    if (corrected) misspelt.add(word);
  }
  const keep = (/** @type {string} */ route, /** @type {string} */ word, /** @type {string} */ key) => {
    const page = pages.get(baseUrlOf(locale) + route.slice(1));
    if (!page || misspelt.has(word)) return false;
    return HAN.test(word) ? !page.text.includes(word) : !key.split(' ').every((each) => page.keys.has(each));
  };
  return (/** @type {string[]} */ without = []) => askedWords(writerSets, dictionary, keep, without);
}

/** A hit URL's page, as the query sets name it (with the locale's prefix). */
const pageOf = (/** @type {string} */ url) => url.split('#')[0];

/**
 * Per query: whether the rules' first hit is the expected page, whether the query names its first hits (they
 * keep their places), and the features of the sections after them with which of those are the expected page.
 * @typedef {{ topWanted: boolean, named: boolean, features: number[][], wanted: boolean[], weight: number }}
 *   Example
 * @returns {Promise<Example[]>}
 */
async function examples(
  /** @type {Locale} */ locale,
  /** @type {Array<[string, string | string[]]>} */ queries,
  weight = 1,
  /** @type {AskedWords} */ asked = {},
) {
  // One engine per set: a query ranks the same whatever the engine searched before (it looks only at the
  // shards the query itself fetches).
  const search = searchWith(locale, asked);
  const prefix = localePrefix(locale);
  const out = [];
  for (const [query, expected] of queries) {
    /** @type {import('../../src/lib/search/worker/engine.ts').MatchResult['candidates']} */
    let candidates;
    await search.search(
      query,
      { ...QUERY_OPTIONS, explain: true },
      { onMatched: (/** @type {any} */ result) => (candidates = result.candidates) },
    );
    if (!candidates) throw new Error(`no candidates for "${query}"`);
    const routes = new Set([expected].flat().map((route) => prefix + route.split('#')[0]));
    out.push({
      topWanted: candidates.top !== undefined && routes.has(pageOf(candidates.top)),
      named: candidates.named > 0,
      features: candidates.features,
      wanted: candidates.urls.map((url) => routes.has(pageOf(url))),
      weight,
    });
  }
  return out;
}

/** Pair differences (expected page's first section minus each other page's section) with their weights. */
function pairsOf(/** @type {Awaited<ReturnType<typeof examples>>} */ data) {
  const pairs = [];
  for (const { features, wanted, weight } of data) {
    const best = wanted.indexOf(true);
    if (best === -1) continue;
    for (let other = 0; other < wanted.length; other += 1)
      if (!wanted[other])
        pairs.push({ diff: features[best].map((value, at) => value - features[other][at]), weight });
  }
  return pairs;
}

/** Solves `matrix` · x = `vector` for a symmetric positive definite `matrix` (Cholesky), `size` wide. */
function solveSymmetric(
  /** @type {Float64Array} */ matrix,
  /** @type {Float64Array} */ vector,
  /** @type {number} */ size,
) {
  const lower = new Float64Array(size * size);
  for (let row = 0; row < size; row += 1)
    for (let col = 0; col <= row; col += 1) {
      let sum = matrix[row * size + col];
      for (let k = 0; k < col; k += 1) sum -= lower[row * size + k] * lower[col * size + k];
      lower[row * size + col] = row === col ? Math.sqrt(sum) : sum / lower[col * size + col];
    }
  const x = new Float64Array(size);
  for (let row = 0; row < size; row += 1) {
    let sum = vector[row];
    for (let k = 0; k < row; k += 1) sum -= lower[row * size + k] * x[k];
    x[row] = sum / lower[row * size + row];
  }
  for (let row = size - 1; row >= 0; row -= 1) {
    let sum = x[row];
    for (let k = row + 1; k < size; k += 1) sum -= lower[k * size + row] * x[k];
    x[row] = sum / lower[row * size + row];
  }
  return x;
}

/**
 * Weights minimising the weighted logistic loss of the pairs plus L2 (on standardised features), found by
 * Newton's method with a backtracking line search. The loss is strictly convex (the L2 term), so this is the
 * one minimum that gradient descent approaches too, in a dozen steps where descent took thousands; the
 * weights are kept to 4 significant digits, far above what stopping a step earlier or later can change.
 */
function fit(/** @type {ReturnType<typeof pairsOf>} */ pairs) {
  const width = RERANK_FEATURES.length;
  const scale = new Array(width).fill(0);
  for (const { diff } of pairs) diff.forEach((value, at) => (scale[at] += Math.abs(value) / pairs.length));
  for (let at = 0; at < width; at += 1) scale[at] = scale[at] + 1e-9;
  const rows = new Float64Array(pairs.length * width);
  pairs.forEach(({ diff }, pair) =>
    diff.forEach((value, at) => (rows[pair * width + at] = value / scale[at])),
  );
  const totalWeight = pairs.reduce((sum, { weight }) => sum + weight, 0);
  const share = pairs.map(({ weight }) => weight / totalWeight);
  const margins = new Float64Array(pairs.length);
  const marginsOf = (/** @type {Float64Array} */ w) => {
    for (let pair = 0, start = 0; pair < pairs.length; pair += 1, start += width) {
      let margin = 0;
      for (let feature = 0; feature < width; feature += 1) margin += rows[start + feature] * w[feature];
      margins[pair] = margin;
    }
  };
  const lossOf = (/** @type {Float64Array} */ w) => {
    marginsOf(w);
    let loss = 0;
    for (let pair = 0; pair < pairs.length; pair += 1) {
      const margin = margins[pair];
      // log(1 + e^-m) without overflow for large |m|.
      loss +=
        share[pair] * (margin > 0 ? Math.log1p(Math.exp(-margin)) : Math.log1p(Math.exp(margin)) - margin);
    }
    for (let feature = 0; feature < width; feature += 1) loss += (L2 / 2) * w[feature] * w[feature];
    return loss;
  };
  let w = new Float64Array(width);
  let loss = lossOf(w);
  for (let step = 0; step < NEWTON_STEPS; step += 1) {
    const gradient = new Float64Array(width);
    const hessian = new Float64Array(width * width);
    for (let feature = 0; feature < width; feature += 1) {
      gradient[feature] = L2 * w[feature];
      hessian[feature * width + feature] = L2;
    }
    for (let pair = 0, start = 0; pair < pairs.length; pair += 1, start += width) {
      const chance = 1 / (1 + Math.exp(margins[pair]));
      const pull = share[pair] * chance;
      const curve = share[pair] * chance * (1 - chance);
      for (let row = 0; row < width; row += 1) {
        const value = rows[start + row];
        if (value === 0) continue;
        gradient[row] -= pull * value;
        for (let col = 0; col <= row; col += 1)
          hessian[row * width + col] += curve * value * rows[start + col];
      }
    }
    for (let row = 0; row < width; row += 1)
      for (let col = 0; col < row; col += 1) hessian[col * width + row] = hessian[row * width + col];
    const direction = solveSymmetric(hessian, gradient, width);
    const decrease = direction.reduce((sum, value, at) => sum + value * gradient[at], 0);
    let size = 1;
    let next = w.map((value, at) => value - direction[at]);
    let nextLoss = lossOf(next);
    while (nextLoss > loss - 1e-4 * size * decrease && size > 1e-10) {
      size /= 2;
      next = w.map((value, at) => value - size * direction[at]);
      nextLoss = lossOf(next);
    }
    const moved = Math.max(...direction.map((value) => Math.abs(size * value)));
    w = next;
    loss = nextLoss;
    if (moved < 1e-12 * (1 + Math.max(...w.map(Math.abs)))) break;
  }
  return [...w].map((value, at) => Number((value / scale[at]).toPrecision(4)));
}

/** The queries the reordering decides (none of their first hits named), as the trees learn from them. */
function rankedQueries(/** @type {Awaited<ReturnType<typeof examples>>} */ data) {
  return data
    .filter(({ named, wanted }) => !named && wanted.includes(true))
    .map(({ features, wanted, weight }) => ({ rows: features, best: wanted.indexOf(true), wanted, weight }));
}

/** The linear weights, then the trees on what they leave. */
function fitModel(/** @type {Awaited<ReturnType<typeof examples>>} */ training) {
  const linear = { weights: fit(pairsOf(training)), trees: [] };
  return {
    weights: linear.weights,
    trees: boostTrees(rankedQueries(training), (row) => rerankScore(row, linear), TREES),
  };
}

/** How many of `data`'s queries have the expected page first once reordered with `model`. */
function learnedHits(
  /** @type {Awaited<ReturnType<typeof examples>>} */ data,
  /** @type {{ weights: number[], trees: import('./boostTrees.mjs').Tree[] }} */ model,
) {
  let learned = 0;
  for (const { topWanted, named, features, wanted } of data) {
    if (named || features.length === 0) {
      if (topWanted) learned += 1;
      continue;
    }
    const scores = features.map((row) => rerankScore(row, model));
    if (wanted[scores.indexOf(Math.max(...scores))]) learned += 1;
  }
  return learned;
}

const percent = (/** @type {number} */ count, /** @type {number} */ of) =>
  `${((count / Math.max(1, of)) * 100).toFixed(1)} %`;

/** How many of `data`'s queries the rules alone rank with the expected page first. */
const rulesHits = (/** @type {Awaited<ReturnType<typeof examples>>} */ data) =>
  data.filter(({ topWanted }) => topWanted).length;

/** A table row's counts: queries, and top-1 shares as the rules rank them and once reordered. */
const shares = (
  /** @type {number} */ queries,
  /** @type {number} */ rules,
  /** @type {number} */ learned,
) => ({
  queries,
  rules: percent(rules, queries),
  learned: percent(learned, queries),
});

/** Top-1 share of a set: as the rules rank it, and reordered with `model`. */
function topOne(
  /** @type {Awaited<ReturnType<typeof examples>>} */ data,
  /** @type {{ weights: number[], trees: import('./boostTrees.mjs').Tree[] }} */ model,
) {
  return shares(data.length, rulesHits(data), learnedHits(data, model));
}

/**
 * Rows of the leave-one-writer-out table: per writer, the top-1 of their tuning and validation queries by a
 * model fitted on every other set of `sets` (the other writers' tuning queries and the generated ones); then
 * the sum.
 */
function leaveOneWriterOut(
  /** @type {Locale} */ locale,
  /** @type {Record<string, Example[]>} */ sets,
  /** @type {Map<string, { tuning: Example[], validation: Example[] }>} */ writers,
) {
  const rows = [];
  let right = 0;
  let byRules = 0;
  let total = 0;
  for (const [writer, own] of writers) {
    const model = fitModel(
      Object.values(sets)
        .filter((data) => data !== own.tuning)
        .flat(),
    );
    const queries = [...own.tuning, ...own.validation];
    const rules = rulesHits(queries);
    const hits = learnedHits(queries, model);
    right += hits;
    byRules += rules;
    total += queries.length;
    rows.push({ locale, set: `${writer}, fitted without it`, ...shares(queries.length, rules, hits), hits });
  }
  rows.push({
    locale,
    set: 'every writer, fitted without it',
    ...shares(total, byRules, right),
    hits: right,
  });
  return rows;
}

const check = process.argv.includes('--check') || process.argv.includes('--by-writer');
const checkOnly = process.argv.includes('--check') && !process.argv.includes('--by-writer');
const modelDirAt = process.argv.indexOf('--model-dir');
/** Where `file` (a path from the root, under config/) is read and written: in --model-dir if given. */
const modelPath = (/** @type {string} */ file) =>
  modelDirAt === -1 ? path.join(ROOT, file) : path.resolve(process.argv[modelDirAt + 1], path.basename(file));
const OUT = modelPath(MODEL_FILE);
/** A model file's path as the messages name it: from the root, unless in another --model-dir. */
const shown = (/** @type {string} */ file) => (modelDirAt === -1 ? path.relative(ROOT, file) : file);
const ASKED_OUT = modelPath(ASKED_WORDS_FILE);
/** Tells how to refresh the files named, and fails the run. */
function stale(/** @type {string[]} */ files, /** @type {string} */ why) {
  console.error(
    `${files.join(' and ')} ${why}: run npm run build, then npm run search:train, then npm run build ` +
      'again (the build puts the model and the words in the index), and commit both files.',
  );
  process.exitCode = 1;
}
// A model fitted for other features is stale whatever the fit gives: say so before fitting for minutes.
if (checkOnly && fs.existsSync(OUT)) {
  const { features } = JSON.parse(fs.readFileSync(OUT, 'utf8'));
  if (JSON.stringify(features) !== JSON.stringify(RERANK_FEATURES)) {
    stale([shown(OUT)], "was fitted for other features than rerank.ts's");
    process.exit();
  }
}
// Leave one writer out: each writer's queries (both halves) scored by a model fitted without any of them,
// as the search meets a reader it has never seen; the yardstick for a new feature (the halves of one
// writer share their wording, so a model fitted on one half flatters the other).
const byWriter = process.argv.includes('--by-writer');
/** @type {Record<string, number[]>} */
const weights = {};
/** @type {Record<string, import('./boostTrees.mjs').Tree[]>} */
const trees = {};
/** @type {Record<string, AskedWords>} */
const asked = {};
const table = [];
for (const locale of LOCALES) {
  /** @type {Record<string, Array<[string, string | string[]]>>} */
  const writerSets = tuningSetsByWriter(locale);
  const askedWithout = ASKED_LOCALES.includes(locale)
    ? await askedWordsDerivation(locale, writerSets)
    : () => ({});
  asked[locale] = askedWithout();
  // A writer's queries are searched with the words only the other writers taught the index: fitted on
  // queries that found their own words, the model would trust the asked words more than a new reader's
  // queries bear out.
  const ofWriter = (/** @type {string} */ writer, /** @type {Array<[string, string | string[]]>} */ set) =>
    examples(locale, set, 1, askedWithout([writer]));
  /** Per writer as the table names them, their tuning and validation examples. */
  /** @type {Map<string, { tuning: Example[], validation: Example[] }>} */
  const writers = new Map();
  for (const [writer, set] of Object.entries(writerSets))
    writers.set(writer === 'reader' ? 'reader set' : `${writer} writer`, {
      tuning: await ofWriter(writer, set),
      validation: SPLIT_WRITER_SETS[writer]
        ? await ofWriter(writer, SPLIT_WRITER_SETS[writer].heldOut[locale])
        : [],
    });
  /** @type {Record<string, Example[]>} */
  const sets = {};
  for (const [name, { tuning }] of writers)
    sets[name === 'second writer' ? name : `${name}, tuning half`] = tuning;
  Object.assign(sets, {
    'hand-written set': await examples(locale, QUERY_SET[locale], 1, asked[locale]),
    'titles and keys': await examples(
      locale,
      generatedQueries(BUILD_DIR, locale),
      GENERATED_WEIGHT,
      asked[locale],
    ),
    headings: await examples(
      locale,
      headingQueries(BUILD_DIR, locale).queries,
      GENERATED_WEIGHT,
      asked[locale],
    ),
  });
  const training = Object.values(sets).flat();
  const model = fitModel(training);
  weights[locale] = model.weights;
  trees[locale] = model.trees;
  for (const [name, data] of Object.entries(sets)) table.push({ locale, set: name, ...topOne(data, model) });
  for (const [name, { validation }] of writers)
    if (validation.length > 0)
      table.push({ locale, set: `${name}, validation half (not learned)`, ...topOne(validation, model) });
  // The reader set's held-out half is never asked here; its writer's tuning half, scored by a model fitted
  // without it, tells how the model does on that writer's unseen queries (--by-writer: every writer's).
  if (byWriter) table.push(...leaveOneWriterOut(locale, sets, writers));
  // A second fit for one table row: left out when only the files are checked.
  else if (!checkOnly) {
    const readerHalf = sets['reader set, tuning half'];
    const withoutReader = fitModel(
      Object.values(sets)
        .filter((set) => set !== readerHalf)
        .flat(),
    );
    table.push({
      locale,
      set: 'reader set, tuning half, by a model fitted without it',
      ...topOne(readerHalf, withoutReader),
    });
  }
}
console.table(table);
/** Writes `data` to `file` as the format gate wants it. */
async function writeJson(/** @type {string} */ file, /** @type {unknown} */ data) {
  const text = await prettier.format(JSON.stringify(data), {
    ...(await prettier.resolveConfig(file)),
    filepath: file,
  });
  fs.writeFileSync(file, text);
  console.log(`wrote ${path.relative(ROOT, file)}`);
}
/** Whether `file` holds `data` (compared as parsed JSON, so formatting does not count). */
const holds = (/** @type {string} */ file, /** @type {unknown} */ data) =>
  fs.existsSync(file) &&
  JSON.stringify(JSON.parse(fs.readFileSync(file, 'utf8'))) ===
    JSON.stringify(JSON.parse(JSON.stringify(data)));
if (!check) {
  await writeJson(OUT, { features: RERANK_FEATURES, weights, trees });
  await writeJson(ASKED_OUT, asked);
} else {
  // The fit is deterministic: a committed file that differs from it was fitted on other content, rules or
  // query sets, and the site ships a model of a search that no longer exists.
  const differing = [
    ...(holds(OUT, { features: RERANK_FEATURES, weights, trees }) ? [] : [shown(OUT)]),
    ...(holds(ASKED_OUT, asked) ? [] : [shown(ASKED_OUT)]),
  ];
  if (differing.length > 0)
    stale(differing, `${differing.length > 1 ? 'differ' : 'differs'} from a refit on this build`);
  else console.log('The committed model and asked words are what this build and the query sets give.');
}
