/**
 * @jest-environment node
 */
// The trainer's boosted trees (scripts/search/boostTrees.mjs): they learn what a linear score cannot, the same
// way every time.
import { boostTrees, leafOf } from '../../scripts/search/boostTrees.mjs';

// Each query: two rows; the expected one has feature 1 high exactly when feature 0 is high, the other row
// the opposite. No line over the features ranks every query right; a tree splits on one, then the other.
function queries(count: number) {
  return Array.from({ length: count }, (_, at) => {
    // Two in three high: with halves, no first split would gain anything (the XOR trap of greedy trees).
    const high = at % 3 !== 0;
    const noise = (at % 7) / 100;
    const expected = [high ? 1 : 0, high ? 1 : 0, noise];
    const other = [high ? 1 : 0, high ? 0 : 1, noise];
    const rows = at % 2 === 0 ? [other, expected] : [expected, other];
    const wanted = rows.map((row) => row === expected);
    return { rows, best: wanted.indexOf(true), wanted, weight: 1 };
  });
}

const OPTIONS = { trees: 20, depth: 2, shrinkage: 0.3, quantiles: 12, minRows: 5 };
const leaf = (tree: Parameters<typeof leafOf>[0], row: number[]): number => leafOf(tree, row);
const score = (trees: ReturnType<typeof boostTrees>, row: number[]): number =>
  trees.reduce((sum: number, tree) => sum + leaf(tree, row), 0);

describe('boosted trees', () => {
  it('rank the expected row first where no linear score can', () => {
    const training = queries(120);
    const trees = boostTrees(training, () => 0, OPTIONS);
    for (const { rows, best } of queries(60)) {
      const scores = rows.map((row) => score(trees, row));
      expect(scores.indexOf(Math.max(...scores))).toBe(best);
    }
  });

  it('are deterministic and well formed', () => {
    const once = boostTrees(queries(80), () => 0, OPTIONS);
    expect(boostTrees(queries(80), () => 0, OPTIONS)).toEqual(once);
    expect(once).toHaveLength(OPTIONS.trees);
    const check = (tree: unknown): void => {
      if (typeof tree === 'number') return expect(Number.isFinite(tree)).toBe(true);
      const [feature, threshold, below, above] = tree as [number, number, unknown, unknown];
      expect([0, 1, 2]).toContain(feature);
      expect(Number.isFinite(threshold)).toBe(true);
      check(below);
      check(above);
    };
    once.forEach(check);
  });

  it('keep a query without expected rows or with only one row out of the gradients', () => {
    const lone = { rows: [[1, 1, 0]], best: 0, wanted: [true], weight: 1 };
    const trees = boostTrees([lone, lone, lone], () => 0, { ...OPTIONS, minRows: 1 });
    expect(trees.every((tree) => tree === 0)).toBe(true);
  });

  it('walk a tree to its leaf: at or below the threshold left, above it right', () => {
    const tree: Parameters<typeof leafOf>[0] = [0, 0.5, -1, [1, 2, 3, 4]];
    expect(leaf(tree, [0.5, 9])).toBe(-1);
    expect(leaf(tree, [0.6, 2])).toBe(3);
    expect(leaf(tree, [0.6, 2.1])).toBe(4);
    expect(leaf(7, [])).toBe(7);
  });
});
