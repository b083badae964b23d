/**
 * A learned second look at the first hits: after the rules (ranking.ts), the first RERANK_DEPTH are ordered
 * again by a linear score plus small regression trees over what the rules computed and a few things they do
 * not look at. Fitted per locale by `npm run search:train`, shipped in the locale's index head (`ranker`).
 */
import type { IndexRanker } from '../format/compactIndex';
import { withoutLocalePrefix } from '@site/config/locales';
import { bitCount, pageKind, rarityOf, TITLE_TIER, union, type PageKind } from './ranking';
import { RERANK_FEATURES } from '../format/rerankFeatures';

/** How many of the ranked sections are ordered again. */
export const RERANK_DEPTH = 13;

/**
 * How many of the first ranks (rankOf's [group, tier, …], in order) the query names: a page title with all
 * its words (`html template`, `distPath`) answers it, so those hits keep their places and the reordering
 * starts after them.
 */
export function namedFirst(ranks: readonly (readonly number[])[]): number {
  const after = ranks.findIndex((rank) => rank[1] < TITLE_TIER);
  return after === -1 ? ranks.length : after;
}

/** A ranked section, as the rules left it. */
export interface Candidate {
  url: string;
  page: number;
  heading: string;
  /** [group, tier, share, score]: group 2 has every required word, below 2 the share of their rarity. */
  rank: readonly number[];
  /** Query terms matched per field (bit i is term i), with synonyms and corrections… */
  fieldTerms: readonly number[];
  /** …and as typed. */
  ownTerms: readonly number[];
  /** Terms the section's page title has. */
  pageTitleTerms: number;
  pageTitle: string;
  descriptionLength: number;
  /** English words of the body. */
  words: number;
}

/** What the query is, for every candidate. */
export interface QueryFacts {
  query: string;
  /** Per term, the rarity (IDF) of its rarest word found. */
  rarity: readonly number[];
  /** The reader calls Rsbuild from their own code (isScripted): the JavaScript API pages answer it. */
  scripted: boolean;
}

/** Words of a reader who calls Rsbuild from their own code (`from a node script`, `node api`, 脚本里). */
const SCRIPTED =
  /\b((from|in|with) (a |my |my own |own |the )?(node(\.?js)?|js|javascript|script|code|api)( api| script)?$|programmatic(ally)?|manually|(node|js|javascript) api|(my )?own script|from (a )?script)\b|(node|脚本|代码)\s*(里|中)|node\s*脚本|用\s*api|api\s*(构建|调用)/i;

export const isScripted = (query: string) => SCRIPTED.test(query);

export { RERANK_FEATURES };

/** The rules' page kinds, with migration guides apart (they restate other pages for readers of other tools). */
type Kind = PageKind | 'migration';
const KINDS: readonly Kind[] = ['reference', 'guide', 'migration', 'faq', 'release', 'home'];

/** URL words that say where a page sits, not what it is about. */
const PLACE_WORDS = new Set(['zh', 'config', 'guide', 'plugins', 'api', 'list', 'plugin']);
const wordsOf = (text: string) => new Set(text.toLowerCase().match(/[a-z0-9]+/g) ?? []);
const shared = (a: Set<string>, b: Set<string>) => [...a].filter((word) => b.has(word)).length;

/** One row of RERANK_FEATURES per candidate. */
export function rerankFeatures(candidates: readonly Candidate[], facts: QueryFacts): number[][] {
  const terms = facts.rarity.length;
  const all = (1 << terms) - 1;
  const share = (bits: number) => bitCount(bits & all) / terms;
  const totalRarity = facts.rarity.reduce((sum, rarity) => sum + rarity, 0) || 1;
  const rare = (bits: number) => rarityOf(facts.rarity, bits) / totalRarity;
  const rarest = facts.rarity.indexOf(Math.max(...facts.rarity));
  const has = (bits: number, term: number) => (bits >> term) & 1;
  const queryWords = wordsOf(facts.query);
  const topScore = Math.max(1e-9, ...candidates.map(({ rank }) => rank[3]));
  return candidates.map((candidate, position) => {
    const [group, tier, rankShare, score] = candidate.rank;
    const [title, heading, description, , , keywords] = candidate.fieldTerms;
    const anywhere = union(candidate.fieldTerms);
    const [path, anchor = ''] = candidate.url.split('#');
    const route = withoutLocalePrefix(path);
    const kind: Kind = route.startsWith('/guide/migration/') ? 'migration' : pageKind(path);
    const slug = new Set([...wordsOf(path)].filter((word) => !PLACE_WORDS.has(word)));
    const inSlug = shared(queryWords, slug);
    const everyWord = group === 2 ? 1 : 0;
    return [
      1 / (1 + position),
      Math.log(1 + position),
      everyWord,
      group < 2 ? group : 1,
      tier / 5,
      rankShare,
      Math.log1p(score),
      score / topScore,
      ...KINDS.map((each) => (each === kind ? 1 : 0)),
      candidate.url.includes('#') ? 0 : 1,
      ...candidate.fieldTerms.map(share),
      share(candidate.pageTitleTerms),
      share(union(candidate.ownTerms)),
      Math.log(candidates.filter(({ page }) => page === candidate.page).length),
      candidates.findIndex(({ page }) => page === candidate.page) === position ? 1 : 0,
      Math.log(1 + candidate.pageTitle.split(/\s+/).filter(Boolean).length),
      terms / 5,
      inSlug / Math.max(1, queryWords.size),
      inSlug / Math.max(1, slug.size),
      shared(queryWords, wordsOf(anchor)) / Math.max(1, queryWords.size),
      Math.log(1 + candidate.heading.length),
      Math.log(1 + candidate.words),
      Math.log(1 + candidate.descriptionLength),
      (tier / 5) * (1 / (1 + position)),
      (everyWord * tier) / 5,
      rare(title | candidate.pageTitleTerms),
      rare(heading),
      rare(description),
      rare(keywords),
      rare(anywhere | candidate.pageTitleTerms),
      has(title | candidate.pageTitleTerms | heading, rarest),
      has(description | keywords, rarest),
      facts.scripted && route.startsWith('/api/') ? 1 : 0,
    ];
  });
}

/** A locale's scoring: linear weights, one per feature, and trees whose leaves add to the sum. */
export type RerankModel = Pick<IndexRanker, 'weights' | 'trees'>;

/** A candidate's score: its features weighted, plus each tree's leaf for them. */
export function rerankScore(row: readonly number[], model: RerankModel): number {
  let score = row.reduce((sum, value, feature) => sum + value * model.weights[feature], 0);
  for (let node of model.trees) {
    while (typeof node !== 'number') node = row[node[0]] <= node[1] ? node[2] : node[3];
    score += node;
  }
  return score;
}

/**
 * `ranked` with its first `features.length` items ordered by rerankScore (highest first; equal scores keep
 * their order).
 */
export function rerank<T>(ranked: readonly T[], features: readonly number[][], model: RerankModel): T[] {
  const scored = features.map((row, at) => ({ item: ranked[at], at, score: rerankScore(row, model) }));
  scored.sort((a, b) => b.score - a.score || a.at - b.at);
  return [...scored.map(({ item }) => item), ...ranked.slice(features.length)];
}

/** An index's model, when it has one fitted for the features this worker computes. */
export function rerankModel(ranker: IndexRanker | undefined): RerankModel | undefined {
  return ranker && ranker.features.join() === RERANK_FEATURES.join() ? ranker : undefined;
}
