// Gradient-boosted regression trees for a pairwise ranking loss, the non-linear part of the search's learned
// reordering (src/lib/search/worker/rerank.ts; fitted by scripts/search/train.mjs). Each round fits
// one tree to the gradients of the logistic loss of every query's pairs (its expected row against each other
// row), with Newton-step leaves shrunk by `shrinkage`, on top of the scores so far. Splits are tried at
// quantiles of each feature and keep at least `minRows` rows on each side. Deterministic.

/**
 * @typedef {number | [number, number, any, any]} Tree a leaf's value, or [feature, threshold, tree at or
 *   below it, tree above it] (compactIndex.ts's RankerTree; a JSDoc type cannot name itself)
 */
/**
 * @typedef {{ rows: number[][], best: number, wanted: boolean[], weight: number }} RankedQuery
 *   the candidate rows of one query, the expected one's index and which rows are expected pages
 */

/**
 * A tree's leaf for a row (as rerank.ts reads it).
 * @returns {number}
 */
export function leafOf(/** @type {Tree} */ tree, /** @type {number[]} */ row) {
  /** @type {Tree} */
  let node = tree;
  while (typeof node !== 'number') node = row[node[0]] <= node[1] ? node[2] : node[3];
  return node;
}

/** `quantiles` evenly spread quantiles from 5 % to 95 % of sorted `values`, without repeats. */
function cutsOf(/** @type {number[]} */ sorted, /** @type {number} */ quantiles) {
  const cuts = [];
  for (let at = 0; at < quantiles; at += 1) {
    const position = (0.05 + (0.9 * at) / (quantiles - 1)) * (sorted.length - 1);
    const low = Math.floor(position);
    const high = Math.min(low + 1, sorted.length - 1);
    const cut = sorted[low] + (sorted[high] - sorted[low]) * (position - low);
    if (cuts.length === 0 || cut > cuts[cuts.length - 1]) cuts.push(cut);
  }
  return cuts;
}

/**
 * The shortest decimal for `cut` that splits the training values as `cut` does (none lies between them),
 * so the written tree orders the training rows exactly as the fitted one.
 */
function shortCut(/** @type {number} */ cut, /** @type {number[]} */ sorted) {
  const above = sorted.find((value) => value > cut) ?? Infinity;
  for (let digits = 2; digits < 17; digits += 1) {
    const short = Number(cut.toPrecision(digits));
    if (short >= cut && short < above) return short;
  }
  return cut;
}

/**
 * @param {RankedQuery[]} queries
 * @param {(row: number[]) => number} base the score the trees add to
 * @param {{ trees: number, depth: number, shrinkage: number, quantiles: number, minRows: number }} options
 * @returns {Tree[]}
 */
export function boostTrees(queries, base, { trees: count, depth, shrinkage, quantiles, minRows }) {
  const rows = queries.flatMap((query) => query.rows);
  const width = rows[0]?.length ?? 0;
  const sortedValues = Array.from({ length: width }, (_, feature) =>
    rows.map((row) => row[feature]).sort((a, b) => a - b),
  );
  const cuts = sortedValues.map((sorted) => cutsOf(sorted, quantiles));
  // Each row's bin per feature: the first cut at or above its value (cuts.length when above them all).
  // Typed arrays: the split search reads them for every member of every node, most of a fit's time.
  const bins = cuts.map((featureCuts, feature) =>
    Uint16Array.from(rows, (row) => {
      const bin = featureCuts.findIndex((cut) => row[feature] <= cut);
      return bin === -1 ? featureCuts.length : bin;
    }),
  );
  const scores = rows.map(base);
  const gradient = new Float64Array(rows.length);
  const hessian = new Float64Array(rows.length);

  /** @returns {Tree} */
  const grow = (/** @type {number[]} */ members, /** @type {number} */ levels) => {
    let sumG = 0;
    let sumH = 0;
    for (const row of members) {
      sumG += gradient[row];
      sumH += hessian[row];
    }
    const leaf = Number(((-sumG / (sumH + 1)) * shrinkage).toPrecision(3));
    if (levels === 0 || members.length < 2 * minRows) return leaf;
    const whole = (sumG * sumG) / (sumH + 1);
    let best = { gain: 0, feature: -1, bin: -1 };
    for (let feature = 0; feature < width; feature += 1) {
      const size = cuts[feature].length + 1;
      const g = new Float64Array(size);
      const h = new Float64Array(size);
      const n = new Int32Array(size);
      const featureBins = bins[feature];
      for (const row of members) {
        const bin = featureBins[row];
        g[bin] += gradient[row];
        h[bin] += hessian[row];
        n[bin] += 1;
      }
      let leftG = 0;
      let leftH = 0;
      let leftN = 0;
      for (let bin = 0; bin < size - 1; bin += 1) {
        leftG += g[bin];
        leftH += h[bin];
        leftN += n[bin];
        const rightH = sumH - leftH;
        if (leftH < minRows * 0.01 || rightH < minRows * 0.01) continue;
        if (leftN < minRows || members.length - leftN < minRows) continue;
        const rightG = sumG - leftG;
        const gain = (leftG * leftG) / (leftH + 1) + (rightG * rightG) / (rightH + 1) - whole;
        if (gain > best.gain) best = { gain, feature, bin };
      }
    }
    if (best.feature === -1) return leaf;
    const { feature, bin } = best;
    const below = members.filter((row) => bins[feature][row] <= bin);
    const above = members.filter((row) => bins[feature][row] > bin);
    return [
      feature,
      shortCut(cuts[feature][bin], sortedValues[feature]),
      grow(below, levels - 1),
      grow(above, levels - 1),
    ];
  };

  const fitted = [];
  for (let round = 0; round < count; round += 1) {
    gradient.fill(0);
    hessian.fill(0);
    let start = 0;
    for (const { rows: candidates, best, wanted, weight } of queries) {
      for (let other = 0; other < candidates.length; other += 1) {
        if (wanted[other]) continue;
        const pull = 1 / (1 + Math.exp(scores[start + best] - scores[start + other]));
        gradient[start + best] -= weight * pull;
        gradient[start + other] += weight * pull;
        const curvature = weight * pull * (1 - pull);
        hessian[start + best] += curvature;
        hessian[start + other] += curvature;
      }
      start += candidates.length;
    }
    const tree = grow(
      rows.map((_, row) => row),
      depth,
    );
    fitted.push(tree);
    rows.forEach((row, at) => (scores[at] += leafOf(tree, row)));
  }
  return fitted;
}
