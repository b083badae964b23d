import { render, screen } from '@testing-library/react';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { tableCaption, tableHeaders, textOf } from '@site/src/lib/reactText';
import { displayWidth, proseColumns } from '@site/src/lib/proseColumns';

describe('ScrollableTable', () => {
  it('puts the table in a focusable region named after its column headers', () => {
    render(
      <ScrollableTable>
        <thead>
          <tr>
            <th>Field</th>
            <th>
              <code>Default</code> value
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>root</td>
            <td>dist</td>
          </tr>
        </tbody>
      </ScrollableTable>,
    );
    const region = screen.getByRole('region', { name: 'Table: Field, Default value' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region.firstElementChild?.tagName).toBe('TABLE');
    expect(screen.getByRole('table')).toContainElement(screen.getByText('root'));
  });

  it('is named after the heading above it when plugins/table-names gave one, and keeps it off the table', () => {
    render(
      <ScrollableTable data-heading="CHAIN_ID.RULE">
        <thead>
          <tr>
            <th>ID</th>
            <th>Description</th>
          </tr>
        </thead>
      </ScrollableTable>,
    );
    expect(screen.getByRole('region', { name: 'Table: CHAIN_ID.RULE' })).toBeInTheDocument();
    expect(screen.getByRole('table')).not.toHaveAttribute('data-heading');
  });

  it('prefers the caption as the name, over the heading too', () => {
    render(
      <ScrollableTable data-heading="Output">
        <caption>Output folders</caption>
        <thead>
          <tr>
            <th>Field</th>
          </tr>
        </thead>
      </ScrollableTable>,
    );
    expect(screen.getByRole('region', { name: 'Output folders' })).toBeInTheDocument();
  });

  it('still has a name without headers, and passes the table props on', () => {
    render(
      <ScrollableTable className="wide">
        <tbody>
          <tr>
            <td>cell</td>
          </tr>
        </tbody>
      </ScrollableTable>,
    );
    expect(screen.getByRole('region', { name: 'Table' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveClass('wide');
  });
});

describe('reactText', () => {
  it('collects the text of nested elements, numbers included, whitespace collapsed', () => {
    expect(
      textOf(
        <span>
          a <b>b {2}</b>
          {'  '}c
        </span>,
      ),
    ).toBe('a b 2 c');
    expect(textOf([null, false, 'x', <i key="i">y</i>])).toBe('xy');
  });

  it('reads only the first header row of the thead, and the caption', () => {
    const children = [
      <caption key="c">Cap</caption>,
      <thead key="h">
        <tr>
          <th>One</th>
          <td>not a header</td>
          <th> Two </th>
        </tr>
        <tr>
          <th>Second row</th>
        </tr>
      </thead>,
    ];
    expect(tableHeaders(children)).toEqual(['One', 'Two']);
    expect(tableCaption(children)).toBe('Cap');
    expect(tableHeaders(<tbody />)).toEqual([]);
    expect(tableCaption(<tbody />)).toBe('');
  });
});

describe('prose columns', () => {
  // As MDX passes them: the sections of the table, in an array.
  const distPathRows = (contents: string) => [
    <thead key="head">
      <tr>
        <th>Field</th>
        <th>Default</th>
        <th>Contents</th>
      </tr>
    </thead>,
    <tbody key="body">
      <tr>
        <td>
          <code>jsAsync</code>
        </td>
        <td>
          <code>{"'static/js/async/chunks/with-a-long-name'"}</code>
        </td>
        <td>{contents}</td>
      </tr>
    </tbody>,
  ];

  it('are the columns with a sentence, not the ones with a long value that cannot wrap', () => {
    expect(proseColumns(distPathRows('Async JavaScript chunks, in the async subfolder of js.'))).toEqual([3]);
    expect(proseColumns(distPathRows('JS files.'))).toEqual([]);
  });

  it('count a Han character as two columns, as wide as it is on screen', () => {
    expect(displayWidth('异步 JavaScript chunk')).toBe(21);
    expect(proseColumns(distPathRows('异步 JavaScript chunk，位于 js 的子目录'))).toEqual([3]);
    expect(proseColumns(distPathRows('异步 JS 文件'))).toEqual([]);
  });

  it('are marked on the region, where the phone layout gives them a readable width', () => {
    render(
      <ScrollableTable>
        {distPathRows('Async JavaScript chunks, in the async subfolder of js.')}
      </ScrollableTable>,
    );
    expect(screen.getByRole('region')).toHaveAttribute('data-prose-columns', '3');
    render(<ScrollableTable>{distPathRows('JS files.')}</ScrollableTable>);
    expect(screen.getAllByRole('region')[1]).not.toHaveAttribute('data-prose-columns');
  });
});
