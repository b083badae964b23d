/**
 * @jest-environment node
 */
import remarkLeadImage, { leadImage } from '../../plugins/lead-image';

type TreeNode = { type: string } & Record<string, unknown>;

// Trees as Docusaurus's remark plugins leave them: a local image is already an <img> element.
const img = (alt: string) => ({
  type: 'mdxJsxTextElement',
  name: 'img',
  attributes: [
    { type: 'mdxJsxAttribute', name: 'alt', value: alt },
    { type: 'mdxJsxAttribute', name: 'width', value: '1200' },
  ],
  children: [],
});
const paragraph = (...children: TreeNode[]) => ({ type: 'paragraph', children });
const text = (value: string) => ({ type: 'text', value });
const heading = (depth: number, value: string) => ({ type: 'heading', depth, children: [text(value)] });
const attributes = (node: { attributes: { name: string; value: unknown }[] }) =>
  Object.fromEntries(node.attributes.map((attribute) => [attribute.name, attribute.value]));

function run(tree: { type: string; children: TreeNode[] }) {
  remarkLeadImage()(tree);
  return tree;
}

describe('remarkLeadImage', () => {
  it('loads the banner under the intro of a release post first, and leaves later images lazy', () => {
    const banner = img('Rsbuild v0.6 release banner');
    const later = img('Error overlay');
    run({
      type: 'root',
      children: [
        { type: 'yaml', value: 'title: x' },
        paragraph(text('Rsbuild v0.6 is out.')),
        paragraph(banner),
        heading(2, 'Error overlay'),
        paragraph(later),
      ],
    });
    expect(attributes(banner)).toEqual({
      alt: 'Rsbuild v0.6 release banner',
      width: '1200',
      loading: 'eager',
      fetchpriority: 'high',
    });
    expect(attributes(later)).toEqual({ alt: 'Error overlay', width: '1200' });
  });

  it('prioritises no image when a section heading comes before the first one', () => {
    const first = img('Diagram');
    run({ type: 'root', children: [paragraph(text('Intro')), heading(2, 'Setup'), paragraph(first)] });
    expect(attributes(first)).toEqual({ alt: 'Diagram', width: '1200' });
  });

  it('treats an image under a `# Title` heading as the lead one', () => {
    const first = img('Diagram');
    run({ type: 'root', children: [heading(1, 'Page'), paragraph(first)] });
    expect(attributes(first)).toMatchObject({ loading: 'eager', fetchpriority: 'high' });
  });

  it('replaces a loading attribute the author wrote instead of adding a second one', () => {
    const banner = img('Banner');
    banner.attributes.push({ type: 'mdxJsxAttribute', name: 'loading', value: 'lazy' });
    run({ type: 'root', children: [paragraph(banner)] });
    expect(banner.attributes.filter((attribute) => attribute.name === 'loading')).toEqual([
      { type: 'mdxJsxAttribute', name: 'loading', value: 'eager' },
    ]);
  });

  it('gives a Markdown image left as such the attributes through hProperties', () => {
    const image = { type: 'image', url: 'https://example.org/a.png', alt: 'A' };
    run({ type: 'root', children: [paragraph(image)] });
    expect(image).toMatchObject({ data: { hProperties: { loading: 'eager', fetchpriority: 'high' } } });
  });

  it('finds nothing in a page without images', () => {
    expect(leadImage({ type: 'root', children: [paragraph(text('No pictures'))] })).toBeNull();
  });
});
