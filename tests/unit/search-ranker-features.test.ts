/**
 * @jest-environment node
 */
// The build refuses a learned model fitted on other features than the search computes, with the commands
// that refit it, instead of shipping a model the worker would drop at run time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rankerOf } from '@site/plugins/search-index';
import { RERANK_FEATURES } from '@site/src/lib/search/format/rerankFeatures';

function siteWith(ranker: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ranker-'));
  fs.mkdirSync(path.join(dir, 'config'));
  fs.writeFileSync(path.join(dir, 'config/searchRanker.json'), JSON.stringify(ranker));
  return dir;
}

describe("the build's learned model", () => {
  it('is taken when its features are the search’s', () => {
    const weights = RERANK_FEATURES.map(() => 0.5);
    const site = siteWith({ features: RERANK_FEATURES, weights: { en: weights }, trees: { en: [] } });
    expect(rankerOf(site, 'en')).toEqual({ features: [...RERANK_FEATURES], weights, trees: [] });
  });

  it('fails the build, saying how to refit it, when its features differ', () => {
    const features = RERANK_FEATURES.slice(1);
    const site = siteWith({ features, weights: { en: features.map(() => 0.5) } });
    expect(() => rankerOf(site, 'en')).toThrow(/npm run search:train/);
  });

  it('is none when the file is missing (the trainer builds without one)', () => {
    expect(rankerOf(fs.mkdtempSync(path.join(os.tmpdir(), 'ranker-')), 'en')).toBeUndefined();
  });
});
