import { resultsOnce } from '../../tests/e2e/results-once.mjs';

/** A computation of `key` that waits for `next[key]` (if any) and appends its result. */
function chained(next: Record<string, string>) {
  const computed: string[] = [];
  const get = resultsOnce<string>(
    async (key, waitFor) => {
      computed.push(key);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const other = next[key];
      return other === undefined ? key : `${key} > ${await waitFor(other)}`;
    },
    (circle) => `loop ${circle.join(' → ')}`,
  );
  return { get, computed };
}

describe('resultsOnce (the path-variant visits)', () => {
  it('computes each key once, however many ask for it', async () => {
    const { get, computed } = chained({ a: 'b' });
    const results = await Promise.all([get('a'), get('b'), get('a'), get('b')]);
    expect(results).toEqual(['a > b', 'b', 'a > b', 'b']);
    expect(computed).toEqual(['a', 'b']);
  });

  it('ends a loop that one computation follows round, naming it', async () => {
    const { get } = chained({ a: 'b', b: 'c', c: 'a' });
    expect(await get('a')).toBe('a > b > c > loop c → a → b → c');
  });

  it('ends a loop that two computations reach from its two ends, instead of waiting forever', async () => {
    const { get } = chained({ a: 'b', b: 'a' });
    const [a, b] = await Promise.all([get('a'), get('b')]);
    // Whichever waits second closes the circle; both results carry the loop.
    expect([a, b].every((result) => result.includes('loop'))).toBe(true);
    expect([a, b]).toContain('b > loop b → a → b');
  });

  it('ends a page that sends the reader to itself', async () => {
    const { get } = chained({ a: 'a' });
    expect(await get('a')).toBe('a > loop a → a');
  });
});
