/**
 * Remark plugin: the picture a page opens with loads first. Docusaurus renders every Markdown image with
 * `loading="lazy"`, so a banner at the top of a page (a release post's) waited for layout before the browser
 * even decoded it, and it is the page's largest paint on a phone. The first image that comes before any
 * section heading of the body gets `loading="eager"` and `fetchpriority="high"`; every later image stays lazy.
 *
 * Runs after Docusaurus's own remark plugins (site `remarkPlugins`), when a local image is already the
 * `<img>` element with its hashed source, width and height; an image still in Markdown form (an external one
 * left to the browser) gets the same attributes through `data.hProperties`. `fetchpriority` is written in
 * lower case: React 18 passes unknown lower-case attributes through but warns about `fetchPriority`.
 */
export const LEAD_IMAGE_ATTRIBUTES = { loading: 'eager', fetchpriority: 'high' } as const;

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

interface Node {
  type: string;
  name?: string | null;
  depth?: number;
  attributes?: JsxAttribute[];
  data?: { hProperties?: Record<string, unknown> };
  children?: Node[];
}

/**
 * The first image of the tree in document order, or null when a section heading (h2 or deeper) comes first.
 * A `# Title` in the body is the page title, not a section: an image under it is still the lead.
 */
export function leadImage(tree: Node): Node | null {
  const stack: Node[] = [tree];
  while (stack.length > 0) {
    const node = stack.shift() as Node;
    if (node.type === 'heading' && (node.depth ?? 1) > 1) return null;
    if (node.type === 'image') return node;
    if ((node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && node.name === 'img')
      return node;
    // Depth first, in order: the node's children come before its next sibling.
    stack.unshift(...(node.children ?? []));
  }
  return null;
}

/** Sets the lead-image attributes on an `<img>` element or Markdown image, replacing any it had. */
export function prioritise(image: Node): void {
  if (image.type === 'image') {
    image.data = { ...image.data, hProperties: { ...image.data?.hProperties, ...LEAD_IMAGE_ATTRIBUTES } };
    return;
  }
  const names = Object.keys(LEAD_IMAGE_ATTRIBUTES);
  image.attributes = [
    ...(image.attributes ?? []).filter((attribute) => !names.includes(attribute.name ?? '')),
    ...Object.entries(LEAD_IMAGE_ATTRIBUTES).map(([name, value]) => ({
      type: 'mdxJsxAttribute',
      name,
      value,
    })),
  ];
}

export default function remarkLeadImage() {
  return (tree: Node): void => {
    const image = leadImage(tree);
    if (image) prioritise(image);
  };
}
