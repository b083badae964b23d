// guide/faq/exceptions, "export 'foo' (imported as 'foo') was not found": Rsbuild 0.6 builds with Rspack 0.6,
// which neither reports an imported name that the module lacks nor has a switch (exportsPresence) for it.
import vm from 'node:vm';
import { buildFixture } from '../support/rsbuild06';

/** Runs the built entry script and returns what it logged. */
function runScript(code: string): unknown[][] {
  const logged: unknown[][] = [];
  vm.runInNewContext(code, { console: { log: (...args: unknown[]) => logged.push(args) } });
  return logged;
}

describe('a missing export in Rsbuild 0.6', () => {
  it('builds without an error, and the name is undefined when the code runs', async () => {
    const built = await buildFixture('missing-export', { tools: { htmlPlugin: false } });
    const script = built.text(/^static\/js\/index\.[0-9a-f]+\.js$/);
    expect(script).not.toBe('');
    expect(runScript(script)).toEqual([['foo is', undefined]]);
  }, 120_000);

  it("ignores exportsPresence: 'error' set through tools.bundlerChain, the webpack switch the page says 0.6 lacks", async () => {
    const built = await buildFixture('missing-export', {
      tools: {
        htmlPlugin: false,
        bundlerChain: (chain: { module: { parser: { merge: (value: object) => void } } }) => {
          chain.module.parser.merge({ javascript: { exportsPresence: 'error' } });
        },
      },
    });
    expect(runScript(built.text(/^static\/js\/index\.[0-9a-f]+\.js$/))).toEqual([['foo is', undefined]]);
  }, 120_000);
});
