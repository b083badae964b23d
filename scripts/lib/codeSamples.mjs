// The fenced code blocks of the site's pages, read with the parser family the Docusaurus build uses (remark with
// MDX, GFM, front matter and directives, after the same source rewrites), so a block's language, meta and line
// are what the build sees. Shared by scripts/check-samples.mjs and the Type-line check of check-content.
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import docusaurusUtils from '@docusaurus/utils';
import content from '../../plugins/lib/content.cjs';

const { admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds } = docusaurusUtils;

/** The meta word that marks a deliberately partial block (```ts fragment): check-samples does not compile it. */
export const FRAGMENT_MARKER = 'fragment';

const processor = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkFrontmatter)
  .use(remarkDirective)
  .freeze();

/**
 * @typedef {{ type: string, value?: unknown, lang?: string | null, meta?: string | null, name?: string | null,
 *   attributes?: unknown[], depth?: number, children?: MdNode[], position?: { start: { line: number } } }} MdNode
 * @typedef {{ file: string, line: number, lang: string, meta: string, value: string, label: string,
 *   fragment: boolean, title: string }} CodeSample
 * @typedef {{ file: string, line: number, name: string, node: MdNode }} JsxUse
 */

/** @param {MdNode} node @returns {string} */
function textOf(node) {
  if (typeof node.value === 'string' && node.type !== 'code') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

/**
 * The label a block sits under, when the text just before it ends in "Type:" / "Default:" (or 类型 / 默认值):
 * `Type` or `Default`; otherwise ''.
 * @param {MdNode | undefined} previous
 */
function labelBefore(previous) {
  if (!previous) return '';
  // `- **Type:**` (the last item of a list) or a `**Type:**` paragraph: the label is the whole text.
  const item = previous.type === 'list' ? previous.children?.[previous.children.length - 1] : previous;
  const text = item ? textOf(item).trim() : '';
  const match = /^(Type|Default|类型|默认值)\s*[:：]?$/.exec(text);
  if (!match) return '';
  return match[1] === 'Type' || match[1] === '类型' ? 'Type' : 'Default';
}

/** The words of a fence's meta string outside quoted values (`title="a b" fragment` → ['title=…', 'fragment']). */
export function metaWords(meta) {
  return (meta ?? '').match(/[^\s"']+(?:(["'])[^]*?\1)?/g) ?? [];
}

/** @param {string} source */
export function parsePage(source) {
  const prepared = admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(source), [
    ...content.ADMONITION_TYPES,
  ]);
  return /** @type {MdNode} */ (/** @type {unknown} */ (processor.parse(prepared)));
}

/**
 * Every fenced code block of a page, and every JSX element it uses (for the install-widget check).
 * @param {string} file
 * @param {string} source
 * @returns {{ samples: CodeSample[], jsx: JsxUse[] }}
 */
export function extractSamples(file, source) {
  const tree = parsePage(source);
  const h1 = (tree.children ?? []).find((node) => node.type === 'heading' && node.depth === 1);
  const title = h1
    ? textOf(h1)
        .replace(/\s*\\?\{#[\w-]+\\?\}\s*$/, '')
        .trim()
    : '';
  /** @type {CodeSample[]} */
  const samples = [];
  /** @type {JsxUse[]} */
  const jsx = [];
  /** @param {MdNode} node */
  const walk = (node) => {
    const children = node.children ?? [];
    children.forEach((child, index) => {
      const line = child.position?.start.line ?? 0;
      if (child.type === 'code') {
        samples.push({
          file,
          line,
          lang: child.lang ?? '',
          meta: child.meta ?? '',
          value: String(child.value ?? ''),
          label: labelBefore(children[index - 1]),
          fragment: metaWords(child.meta).includes(FRAGMENT_MARKER),
          title,
        });
      } else if (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') {
        jsx.push({ file, line, name: child.name ?? '', node: child });
      }
      walk(child);
    });
  };
  walk(tree);
  return { samples, jsx };
}
