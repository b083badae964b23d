/**
 * @jest-environment node
 */
// Build-time highlighting: what the browser renders from the encoded tokens must be exactly what Prism
// (prism-react-renderer) would have produced in the browser, and a block never loses code when the tokens are
// missing or do not fit.
import type { Expression } from 'estree';
import { codeThemes } from '@site/config/prismThemes';
import { decodeTokens, encodeTokens, withoutEmptyTokens } from '@site/src/lib/codeHighlight/tokens';
import { HIGHLIGHT_PROP, PACKAGE_MANAGER_HIGHLIGHT_PROP } from '@site/src/lib/codeHighlight/props';
import { highlight, loadLanguages, tokenizeLines } from '@site/plugins/prerendered-highlight/tokenize';
import remarkPrerenderedHighlight, {
  literalValue,
  packageManagerLines,
} from '@site/plugins/prerendered-highlight/remark';
import { prismThemeCss } from '@site/plugins/prerendered-highlight/themeCss';

const ADDITIONAL_LANGUAGES = ['bash', 'json', 'diff'];
beforeAll(() => loadLanguages(ADDITIONAL_LANGUAGES));

const SAMPLES: [string, string][] = [
  [
    'ts',
    "import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({\n  html: { title: `Hello\n  world` },\n});",
  ],
  ['tsx', 'export const App = () => <div className="x">{1 + 1}</div>;\n'],
  ['bash', 'npm add @rsbuild/core -D\n# a comment\n\n\nDEBUG=rsbuild npx rsbuild build'],
  ['json', '{\n  "scripts": { "dev": "rsbuild dev" }\n}'],
  ['diff', '- const a = 1;\n+ const a = 2;\n  unchanged'],
  ['html', '<!doctype html>\n<html>\n  <body><div id="root"></div></body>\n</html>'],
  ['text', 'plain text\n\nwith an empty line'],
  ['nonexistent-language', 'kept as it is'],
];

describe('encoded tokens', () => {
  it.each(SAMPLES)('decode to the lines Prism produces, less zero-length tokens (%s)', (language, code) => {
    expect(decodeTokens(highlight(code, language), `${code}\n`, code)).toEqual(
      withoutEmptyTokens(tokenizeLines(code, language)),
    );
  });

  it('drop only zero-length tokens, and keep one on a line without text', () => {
    const prism = tokenizeLines('const a = 1;\n  return;\n\n', 'js');
    expect(prism.flat().some((token) => token.content === '' && !token.empty)).toBe(true);
    const lean = withoutEmptyTokens(prism);
    expect(lean.map((line) => line.map((token) => token.content).join(''))).toEqual(
      prism.map((line) => line.map((token) => token.content).join('')),
    );
    expect(lean.flat().every((token) => token.content !== '')).toBe(true);
    expect(
      withoutEmptyTokens([
        [
          { types: ['plain'], content: '' },
          { types: ['plain'], content: '' },
        ],
      ]),
    ).toEqual([[{ types: ['plain'], content: '' }]]);
    expect(
      decodeTokens(
        encodeTokens([
          [
            { types: ['plain'], content: '' },
            { types: ['plain'], content: '' },
          ],
        ]),
        '',
        '',
      ),
    ).toEqual([[{ types: ['plain'], content: '\n', empty: true }]]);
  });

  it('highlight the languages Docusaurus adds (additionalLanguages)', () => {
    const types = tokenizeLines('npm add @rsbuild/core -D', 'bash')
      .flat()
      .flatMap((token) => token.types);
    expect(types).toEqual(expect.arrayContaining(['function', 'parameter']));
    expect(
      tokenizeLines('{ "a": 1 }', 'json')
        .flat()
        .some((token) => token.types.includes('property')),
    ).toBe(true);
  });

  it('follow the displayed code when Docusaurus drops magic-comment lines', () => {
    const source = "const a = 1;\n// highlight-next-line\nconst b = 'b';\n\nconst c = 3;";
    const displayed = "const a = 1;\nconst b = 'b';\n\nconst c = 3;";
    expect(decodeTokens(highlight(source, 'js'), source, displayed)).toEqual(
      withoutEmptyTokens(tokenizeLines(displayed, 'js')),
    );
  });

  it('fall back to plain lines, with every character kept, when missing, broken or stale', () => {
    const code = 'const a = 1;\n\nconst b = 2;';
    const plain = [
      [{ types: ['plain'], content: 'const a = 1;' }],
      [{ types: ['plain'], content: '\n', empty: true }],
      [{ types: ['plain'], content: 'const b = 2;' }],
    ];
    expect(decodeTokens(undefined, code, code)).toEqual(plain);
    expect(decodeTokens('{not json', code, code)).toEqual(plain);
    // Tokens of an older version of the block: the text no longer fits them.
    expect(decodeTokens(highlight('const a = 10;\n\nconst b = 2;', 'js'), code, code)).toEqual(plain);
    expect(decodeTokens(highlight('const a = 1;', 'js'), code, code)).toEqual(plain);
  });

  it('store types once and no text', () => {
    const encoded = encodeTokens(tokenizeLines("const a = 'a';\nconst b = 'b';", 'js'));
    expect(encoded).not.toContain("'a'");
    expect(JSON.parse(encoded).t.filter((type: string) => type === 'keyword')).toHaveLength(1);
  });
});

/** `{ ...source }` as the estree MDX attaches to an attribute expression, built by hand. */
const literal = (value: string | boolean): Expression => ({ type: 'Literal', value });
const property = (key: string, value: Expression) => ({
  type: 'Property',
  key: { type: 'Identifier', name: key },
  value,
  kind: 'init',
  computed: false,
  method: false,
  shorthand: false,
});
const object = (entries: Record<string, string>): Expression =>
  ({
    type: 'ObjectExpression',
    properties: Object.entries(entries).map(([key, value]) => property(key, literal(value))),
  }) as Expression;
const expressionAttribute = (name: string, expression: Expression) => ({
  type: 'mdxJsxAttribute',
  name,
  value: { type: 'mdxJsxAttributeValueExpression', value: '', data: { estree: { body: [{ expression }] } } },
});
const stringAttribute = (name: string, value: string | null) => ({ type: 'mdxJsxAttribute', name, value });
const tabs = (attributes: unknown[]) => ({
  type: 'mdxJsxFlowElement',
  name: 'PackageManagerTabs',
  attributes,
  children: [],
});

describe('remark plugin', () => {
  const run = (tree: unknown) =>
    remarkPrerenderedHighlight({ additionalLanguages: ADDITIONAL_LANGUAGES })(tree as never);

  it("drops the sample checker's fragment marker from the meta, keeping the title and line ranges", () => {
    const titled = { type: 'code', lang: 'ts', meta: 'title="a fragment.ts" fragment {2}', value: 'x;' };
    const bare = { type: 'code', lang: 'ts', meta: 'fragment', value: 'y;' };
    const plain = { type: 'code', lang: 'ts', meta: 'title="fragment"', value: 'z;' };
    run({ type: 'root', children: [titled, bare, plain] });
    expect(titled.meta).toBe('title="a fragment.ts" {2}');
    expect(bare.meta).toBeNull();
    expect(plain.meta).toBe('title="fragment"');
  });

  it('gives every fenced code block its tokens, without touching its code', () => {
    const code = {
      type: 'code',
      lang: 'ts',
      meta: 'title="rsbuild.config.ts"',
      value: "export default { html: { title: 'x' } };",
    };
    const untyped = { type: 'code', lang: null, value: 'no language' };
    run({ type: 'root', children: [{ type: 'blockquote', children: [code] }, untyped] });
    const tokens = (code as { data?: { hProperties?: Record<string, string> } }).data?.hProperties?.[
      HIGHLIGHT_PROP
    ];
    expect(decodeTokens(tokens, code.value, code.value)).toEqual(
      withoutEmptyTokens(tokenizeLines(code.value, 'ts')),
    );
    expect(code.value).toBe("export default { html: { title: 'x' } };");
    const plain = (untyped as { data?: { hProperties?: Record<string, string> } }).data?.hProperties?.[
      HIGHLIGHT_PROP
    ];
    expect(decodeTokens(plain, untyped.value, untyped.value)).toEqual([
      [{ types: ['plain'], content: 'no language' }],
    ]);
  });

  it('highlights each command line of <PackageManagerTabs>, whichever way its props are written', () => {
    const shared = tabs([stringAttribute('command', 'add @rsbuild/plugin-vue -D')]);
    const perManager = tabs([
      expressionAttribute(
        'command',
        object({ npm: 'npm create rsbuild@latest', bun: 'bun create rsbuild@latest' }),
      ),
    ]);
    const packages = tabs([
      expressionAttribute('packages', { type: 'ArrayExpression', elements: [literal('a'), literal('b')] }),
      stringAttribute('dev', null),
    ]);
    run({ type: 'root', children: [shared, perManager, packages] });
    const highlights = (element: ReturnType<typeof tabs>) => {
      const attribute = (element.attributes as { name: string; value: string }[]).find(
        (candidate) => candidate.name === PACKAGE_MANAGER_HIGHLIGHT_PROP,
      );
      return JSON.parse(attribute?.value ?? 'null') as Record<string, string>;
    };
    expect(Object.keys(highlights(shared))).toEqual([
      'npm add @rsbuild/plugin-vue -D',
      'yarn add @rsbuild/plugin-vue -D',
      'pnpm add @rsbuild/plugin-vue -D',
      'bun add @rsbuild/plugin-vue -D',
    ]);
    expect(Object.keys(highlights(perManager))).toEqual([
      'npm create rsbuild@latest',
      'bun create rsbuild@latest',
    ]);
    expect(Object.keys(highlights(packages))).toEqual([
      'npm add a b -D',
      'yarn add a b -D',
      'pnpm add a b -D',
      'bun add a b -D',
    ]);
    const line = 'npm create rsbuild@latest';
    expect(decodeTokens(highlights(perManager)[line], line, line)).toEqual(
      withoutEmptyTokens(tokenizeLines(line, 'bash')),
    );
  });

  it('leaves <PackageManagerTabs> with computed props to render without highlighting', () => {
    const computed = tabs([expressionAttribute('command', { type: 'Identifier', name: 'someVariable' })]);
    expect(packageManagerLines(computed as never)).toBeNull();
    run({ type: 'root', children: [computed] });
    expect(computed.attributes).toHaveLength(1);
  });

  it('reads only literal attribute values', () => {
    expect(literalValue(object({ npm: 'x' }))).toEqual({ npm: 'x' });
    expect(
      literalValue({
        type: 'TemplateLiteral',
        quasis: [{ type: 'TemplateElement', tail: true, value: { raw: 'a', cooked: 'a' } }],
        expressions: [],
      }),
    ).toBe('a');
    expect(
      literalValue({
        type: 'CallExpression',
        callee: { type: 'Identifier', name: 'f' },
        arguments: [],
        optional: false,
      }),
    ).toBeUndefined();
    expect(
      literalValue({ type: 'ArrayExpression', elements: [literal('a'), { type: 'Identifier', name: 'b' }] }),
    ).toBeUndefined();
  });
});

describe('theme stylesheet', () => {
  const css = prismThemeCss(codeThemes.light, codeThemes.dark);

  it('sets the code colours Docusaurus reads for both colour modes', () => {
    expect(css).toContain(
      `html:not([data-theme='dark']){--prism-color:${codeThemes.light.plain.color};--prism-background-color:${codeThemes.light.plain.backgroundColor}}`,
    );
    expect(css).toContain(
      `[data-theme='dark']{--prism-color:${codeThemes.dark.plain.color};--prism-background-color:${codeThemes.dark.plain.backgroundColor}}`,
    );
  });

  it('prints light code whatever the colour mode: the dark theme on screens only', () => {
    const screenBlock = /@media screen\{\n([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
    const printBlock = /@media print\{\n([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
    expect(screenBlock).toContain(`[data-theme='dark']{--prism-color:${codeThemes.dark.plain.color}`);
    expect(css.replace(screenBlock, '')).not.toContain("[data-theme='dark']{");
    expect(printBlock).toContain(
      `html{--prism-color:${codeThemes.light.plain.color};--prism-background-color:${codeThemes.light.plain.backgroundColor}}`,
    );
    expect(printBlock).not.toContain(codeThemes.dark.plain.backgroundColor);
  });

  it('colours every token type of both themes, scoped to its mode', () => {
    for (const [mode, theme] of [
      ['light', codeThemes.light],
      ['dark', codeThemes.dark],
    ] as const) {
      const scope = mode === 'dark' ? "[data-theme='dark']" : "html:not([data-theme='dark'])";
      for (const entry of theme.styles.filter((candidate) => candidate.style.color && !candidate.languages)) {
        const rule = css
          .split('\n')
          .find(
            (line) =>
              line.includes(`${scope} .prism-code .token.${entry.types[0]}`) &&
              line.includes(`color:${entry.style.color}`),
          );
        expect(rule).toBeDefined();
      }
    }
  });

  it('scopes language-specific entries to blocks of that language', () => {
    const css2 = prismThemeCss(
      {
        plain: { color: '#000', backgroundColor: '#fff' },
        styles: [{ types: ['selector'], languages: ['css'], style: { color: '#123456' } }],
      },
      codeThemes.dark,
    );
    expect(css2).toContain(
      "html:not([data-theme='dark']) .prism-code.language-css .token.selector{color:#123456}",
    );
  });
});
