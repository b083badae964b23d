import fs from 'node:fs/promises';
import path from 'node:path';
import type { Blockquote, Heading, PhrasingContent, Root, RootContent } from 'mdast';
import {
  admonitionTitleToDirectiveLabel,
  escapeMarkdownHeadingIds,
  unwrapMdxCodeBlocks,
} from '@docusaurus/utils';
import { commandSpecOf, commandsFor } from '../../src/lib/packageManagerCommands';
import { withoutSampleMarkers } from '../../src/lib/codeBlock/sampleMarkers';
import { ADMONITION_TYPES } from '../lib/content.cjs';
import { jsxAttributeValue, packageManagerProps, type JsxAttribute } from '../lib/mdxJsx';

/** Tab sections never reach h2/h3, so the twin keeps exactly the page's h2 and h3 outline. */
const MIN_TAB_HEADING_DEPTH = 4;

export interface ConvertOptions {
  /** Absolute path of the MDX file (partials are resolved from it). */
  filePath: string;
  siteDir: string;
  /** Absolute URL of the HTML page: `#anchor` links point there. */
  pageUrl: string;
  /** Site URL with the locale's base path and no trailing slash: `https://rsbuild.dev/zh`. */
  siteBase: string;
  /** Titles of admonitions without one, by type (the theme's translations). */
  admonitionTitles: Record<string, string>;
  /** Blocks between the title and the body (what a page type shows above its text: the home hero). */
  prelude?: RootContent[];
  /** Blocks appended at the end of the page (what a page type adds under its text: an overview). */
  appendix?: RootContent[];
}

type AnyNode = RootContent & { children?: AnyNode[]; [key: string]: unknown };

interface JsxElement {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: JsxAttribute[];
  children: AnyNode[];
}

interface WalkState {
  /** Depth of the last heading seen, for the headings that tab sections get. */
  headingDepth: number;
}

type Parse = (source: string) => Root;

let parser: Promise<Parse> | undefined;

/** The parser of the site's pages: MDX, GFM tables, front matter and `:::` directives, as Docusaurus has them. */
function mdxParser(): Promise<Parse> {
  parser ??= (async () => {
    const [{ unified }, remarkParse, remarkMdx, remarkGfm, remarkFrontmatter, remarkDirective] =
      await Promise.all([
        import('unified'),
        import('remark-parse'),
        import('remark-mdx'),
        import('remark-gfm'),
        import('remark-frontmatter'),
        import('remark-directive'),
      ]);
    const processor = unified()
      .use(remarkParse.default)
      .use(remarkMdx.default)
      .use(remarkGfm.default)
      .use(remarkFrontmatter.default)
      .use(remarkDirective.default)
      .freeze();
    return (source: string) => processor.parse(source);
  })();
  return parser;
}

/** The same source rewrites Docusaurus applies before MDX sees a file (`{#id}` headings, `:::tip Title`). */
export function preprocess(source: string): string {
  return admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source)), [
    ...ADMONITION_TYPES,
  ]);
}

/** `import Name from '<file>.mdx'` → name → absolute path, for the partials a page renders as `<Name />`. */
function partialImports(tree: Root, options: ConvertOptions, filePath: string): Map<string, string> {
  const partials = new Map<string, string>();
  for (const node of tree.children as AnyNode[]) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const match of String(node.value).matchAll(/import\s+(\w+)\s+from\s+['"]([^'"]+\.mdx?)['"]/g)) {
      const target = match[2].startsWith('@site/')
        ? path.join(options.siteDir, match[2].slice('@site/'.length))
        : path.resolve(path.dirname(filePath), match[2]);
      partials.set(match[1], target);
    }
  }
  return partials;
}

/** An attribute written as text, number or boolean, as text; undefined when absent or not a plain value. */
function attributeText(element: JsxElement, name: string): string | undefined {
  const value = jsxAttributeValue(element, name);
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : undefined;
}

function textOf(nodes: readonly AnyNode[]): string {
  return nodes
    .map((node) => (typeof node.value === 'string' ? node.value : textOf(node.children ?? [])))
    .join('');
}

/** `<PackageManagerTabs command=… />` → one `bash` block per manager, titled with the manager's name. */
function packageManagerBlocks(element: JsxElement, filePath: string): RootContent[] {
  const spec = commandSpecOf(packageManagerProps(element));
  if (spec === undefined) {
    throw new Error(`${filePath}: <PackageManagerTabs> needs a literal \`command\` or \`packages\` prop.`);
  }
  return commandsFor(spec).map(({ manager, command: line }) => ({
    type: 'code',
    lang: 'bash',
    meta: `title="${manager}"`,
    value: line,
  }));
}

/** Links and images absolute to the site: `/config/` → `https://rsbuild.dev/zh/config/`, `#a` → page URL + `#a`. */
function absoluteUrl(url: string, options: ConvertOptions): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) return url;
  if (url.startsWith('#')) return `${options.pageUrl}${url}`;
  if (url.startsWith('/')) return `${options.siteBase}${url}`;
  return new URL(url, options.pageUrl).href;
}

/** A heading's text without the `{#english-slug}` id the page gives it (the rendered heading shows no id). */
function dropHeadingId(heading: Heading): void {
  const last = heading.children[heading.children.length - 1];
  if (last?.type === 'text') {
    last.value = last.value.replace(/\s*\\?\{#[\w-]+\\?\}\s*$/, '');
    if (!last.value) heading.children.pop();
  }
}

async function convertJsx(
  element: JsxElement,
  options: ConvertOptions,
  filePath: string,
  partials: Map<string, string>,
  state: WalkState,
): Promise<AnyNode[]> {
  const name = element.name ?? '';
  const children = () => convertChildren(element.children, options, filePath, partials, state);
  if (name === 'PackageManagerTabs') return packageManagerBlocks(element, filePath) as AnyNode[];
  if (name === 'Tabs') return children();
  if (name === 'TabItem') {
    const label = attributeText(element, 'label') ?? attributeText(element, 'value') ?? '';
    const depth = Math.min(6, Math.max(MIN_TAB_HEADING_DEPTH, state.headingDepth + 1)) as Heading['depth'];
    return [{ type: 'heading', depth, children: [{ type: 'text', value: label }] }, ...(await children())];
  }
  const partial = partials.get(name);
  if (partial) return convertFile(partial, options, state);
  // <a href> and Docusaurus's <Link to|href> are links.
  const href =
    name === 'a' || name === 'Link'
      ? (jsxAttributeValue(element, 'href') ?? jsxAttributeValue(element, 'to'))
      : undefined;
  if (typeof href === 'string') {
    return [
      {
        type: 'link',
        url: absoluteUrl(href, options),
        children: (await children()) as PhrasingContent[],
      } as AnyNode,
    ];
  }
  // `<Link id="…" />` only marks an anchor on the HTML page; the twin keeps what it wraps, if anything.
  if (name === 'Link') return children();
  if (name === 'img') {
    return [
      {
        type: 'image',
        url: absoluteUrl(attributeText(element, 'src') ?? '', options),
        alt: attributeText(element, 'alt') ?? '',
      },
    ];
  }
  if (name === 'br') return [{ type: 'break' }];
  if (name === 'summary')
    return [{ type: 'paragraph', children: [{ type: 'strong', children: await children() }] } as AnyNode];
  // Other HTML elements (details, kbd, sup…) carry no meaning Markdown could lose: keep what they contain.
  if (/^[a-z]/.test(name)) return children();
  // A component without a Markdown form would silently vanish from the twin: fail the build instead.
  throw new Error(
    `${filePath}: <${name}> has no Markdown form; teach plugins/llms-txt/toMarkdown.ts to convert it.`,
  );
}

async function convertNode(
  node: AnyNode,
  options: ConvertOptions,
  filePath: string,
  partials: Map<string, string>,
  state: WalkState,
): Promise<AnyNode[]> {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      // `{/* comment */}` (the blog's truncate marker among them) is not content.
      if (/^\s*\/\*[\s\S]*\*\/\s*$/.test(String(node.value))) return [];
      throw new Error(`${filePath}: the expression {${String(node.value)}} has no Markdown form.`);
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return convertJsx(node as unknown as JsxElement, options, filePath, partials, state);
    case 'heading': {
      const heading = node as unknown as Heading;
      dropHeadingId(heading);
      // The twin's H1 is the page title, written once by the caller.
      if (heading.depth === 1) return [];
      state.headingDepth = heading.depth;
      const children = await convertChildren(
        heading.children as unknown as AnyNode[],
        options,
        filePath,
        partials,
        state,
      );
      heading.children = children as unknown as PhrasingContent[];
      return [node];
    }
    case 'containerDirective':
      if ((ADMONITION_TYPES as readonly string[]).includes(String(node.name)))
        return [await admonitionQuote(node, options, filePath, partials, state)];
      break;
    case 'leafDirective':
    case 'textDirective': {
      // Not a directive to the site either (`a:b` in prose): put the text back as written.
      const marker = node.type === 'leafDirective' ? '::' : ':';
      const rest = await convertChildren(node.children ?? [], options, filePath, partials, state);
      const text = { type: 'text', value: `${marker}${String(node.name)}` } as AnyNode;
      return node.type === 'leafDirective'
        ? [{ type: 'paragraph', children: [text, ...rest] } as AnyNode]
        : [text, ...rest];
    }
    case 'code':
      node.meta = withoutSampleMarkers(node.meta);
      break;
    case 'link':
    case 'image':
    case 'definition':
      node.url = absoluteUrl(String(node.url), options);
      break;
    default:
      break;
  }
  if (node.children) node.children = await convertChildren(node.children, options, filePath, partials, state);
  return [node];
}

/** `:::tip Title` → a blockquote starting with the title in bold (the theme's default title when none). */
async function admonitionQuote(
  node: AnyNode,
  options: ConvertOptions,
  filePath: string,
  partials: Map<string, string>,
  state: WalkState,
): Promise<AnyNode> {
  const children = node.children ?? [];
  const labelNode = children.find(
    (child) => (child.data as { directiveLabel?: boolean } | undefined)?.directiveLabel,
  );
  const type = String(node.name);
  const title = labelNode
    ? textOf(labelNode.children ?? [])
    : (options.admonitionTitles[type] ?? type.toUpperCase());
  const body = await convertChildren(
    children.filter((child) => child !== labelNode),
    options,
    filePath,
    partials,
    state,
  );
  // Typed as mdast's Blockquote, not as AnyNode: checking the nested literal against AnyNode's recursive
  // union took the type checker 16 s, half of `npm run typecheck`.
  const quote: Blockquote = {
    type: 'blockquote',
    children: [
      { type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: title }] }] },
      ...(body as Blockquote['children']),
    ],
  };
  return quote as AnyNode;
}

async function convertChildren(
  nodes: readonly AnyNode[],
  options: ConvertOptions,
  filePath: string,
  partials: Map<string, string>,
  state: WalkState,
): Promise<AnyNode[]> {
  const converted: AnyNode[] = [];
  for (const node of nodes) converted.push(...(await convertNode(node, options, filePath, partials, state)));
  return converted;
}

async function convertFile(filePath: string, options: ConvertOptions, state: WalkState): Promise<AnyNode[]> {
  return convertSource(await fs.readFile(filePath, 'utf8'), options, filePath, state);
}

async function convertSource(
  source: string,
  options: ConvertOptions,
  filePath: string,
  state: WalkState,
): Promise<AnyNode[]> {
  return convertTree((await mdxParser())(preprocess(source)), options, filePath, state);
}

function convertTree(tree: Root, options: ConvertOptions, filePath: string, state: WalkState) {
  return convertChildren(
    tree.children as AnyNode[],
    options,
    filePath,
    partialImports(tree, options, filePath),
    state,
  );
}

let serializer: Promise<(tree: Root) => string> | undefined;

/** Plain Markdown out: GFM (tables) but no MDX escaping, so `<div>` in prose stays as written. */
function markdownSerializer(): Promise<(tree: Root) => string> {
  serializer ??= Promise.all([import('mdast-util-to-markdown'), import('mdast-util-gfm')]).then(
    ([{ toMarkdown }, { gfmToMarkdown }]) =>
      (tree: Root) =>
        toMarkdown(tree, {
          extensions: [gfmToMarkdown()],
          bullet: '-',
          emphasis: '_',
          rule: '-',
          fences: true,
          listItemIndent: 'one',
        }),
  );
  return serializer;
}

/** Serializes blocks (a page body, or blocks built by the caller) to Markdown. */
async function blocksToMarkdown(children: RootContent[]): Promise<string> {
  return (await markdownSerializer())({ type: 'root', children });
}

/**
 * The Markdown twin of an MDX page: `# title`, then the body with front matter and imports dropped, partials
 * inlined, the site's widgets as plain Markdown and every link absolute to the site.
 */
export async function mdxToMarkdown(
  source: string | { tree: Root },
  title: string,
  options: ConvertOptions,
): Promise<string> {
  const state = { headingDepth: 1 };
  const body =
    typeof source === 'string'
      ? await convertSource(source, options, options.filePath, state)
      : await convertTree(source.tree, options, options.filePath, state);
  const heading: RootContent = { type: 'heading', depth: 1, children: [{ type: 'text', value: title }] };
  return blocksToMarkdown([
    heading,
    ...(options.prelude ?? []),
    ...(body as RootContent[]),
    ...(options.appendix ?? []),
  ]);
}
