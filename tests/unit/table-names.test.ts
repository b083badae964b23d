import remarkTableNames, { headingText, nameTables } from '../../plugins/table-names';

type Node = {
  type: string;
  value?: string;
  depth?: number;
  children?: Node[];
  data?: { hProperties?: Record<string, unknown> };
};

const text = (value: string): Node => ({ type: 'text', value });
const heading = (depth: number, ...children: Node[]): Node => ({ type: 'heading', depth, children });
const table = (): Node => ({ type: 'table', children: [{ type: 'tableRow', children: [] }] });
const names = (tree: Node) =>
  (tree.children ?? [])
    .filter((node) => node.type === 'table')
    .map((node) => node.data?.hProperties?.['data-heading']);

describe('remarkTableNames', () => {
  it('gives each table the nearest heading before it: the five CHAIN_ID tables get five names', () => {
    const tree: Node = {
      type: 'root',
      children: [
        heading(1, { type: 'inlineCode', value: 'tools.bundlerChain' }),
        heading(2, text('CHAIN_ID')),
        ...['RULE', 'ONE_OF', 'USE'].flatMap((id) => [
          heading(3, { type: 'inlineCode', value: `CHAIN_ID.${id}` }),
          { type: 'paragraph', children: [text('Rules:')] },
          table(),
        ]),
      ],
    };
    remarkTableNames()(tree);
    expect(names(tree)).toEqual(['CHAIN_ID.RULE', 'CHAIN_ID.ONE_OF', 'CHAIN_ID.USE']);
  });

  it('numbers tables under the same heading text, so the names of a page stay unique', () => {
    const tree: Node = {
      type: 'root',
      children: [heading(2, text('Options')), table(), table(), heading(2, text('Options')), table()],
    };
    expect(nameTables(tree)).toEqual(['Options', 'Options (2)', 'Options (3)']);
  });

  it('finds tables inside JSX and leaves a table before any heading to the column headers', () => {
    const tree: Node = {
      type: 'root',
      children: [table(), heading(2, text('JavaScript')), { type: 'mdxJsxFlowElement', children: [table()] }],
    };
    expect(nameTables(tree)).toEqual(['JavaScript']);
    expect(tree.children?.[0].data).toBeUndefined();
  });

  it('reads the heading as shown: inline code, emphasis, no explicit id', () => {
    expect(
      headingText(
        heading(
          2,
          text('The '),
          { type: 'emphasis', children: [text('file')] },
          text('  types {#file-types}'),
        ),
      ),
    ).toBe('The file types');
  });
});
