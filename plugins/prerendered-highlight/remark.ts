import { commandSpecOf, commandsFor } from '../../src/lib/packageManagerCommands';
import { packageManagerProps, type JsxElementLike } from '../lib/mdxJsx';
import { HIGHLIGHT_PROP, PACKAGE_MANAGER_HIGHLIGHT_PROP } from '../../src/lib/codeHighlight/props';
import { withoutSampleMarkers } from '../../src/lib/codeBlock/sampleMarkers';
import { highlight, loadLanguages } from './tokenize';

export { literalValue } from '../lib/mdxJsx';

export interface HighlightOptions {
  /** themeConfig.prism.additionalLanguages: grammars to load before highlighting. */
  additionalLanguages: readonly string[];
  /** Language of a fence without one (themeConfig.prism.defaultLanguage); Docusaurus falls back to text. */
  defaultLanguage?: string;
}

interface Node {
  type: string;
  children?: Node[];
  [key: string]: unknown;
}

interface CodeNode extends Node {
  lang?: string | null;
  meta?: string | null;
  value: string;
  data?: { hProperties?: Record<string, unknown> };
}

interface JsxNode extends Node, JsxElementLike {}

const PACKAGE_MANAGER_TABS = 'PackageManagerTabs';
const SHELL = 'bash';

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

/** The command lines a <PackageManagerTabs> element shows, or null when its props are not literal. */
export function packageManagerLines(node: JsxNode): string[] | null {
  const spec = commandSpecOf(packageManagerProps(node));
  return spec === undefined ? null : commandsFor(spec).map(({ command: line }) => line);
}

/**
 * Remark plugin: highlights every fenced code block, and the command lines of every <PackageManagerTabs>,
 * at build time. The tokens ride along as a string prop that src/theme/CodeBlock renders without Prism.
 */
export default function remarkPrerenderedHighlight(options: HighlightOptions) {
  loadLanguages(options.additionalLanguages);
  return (tree: Node) => {
    walk(tree, (node) => {
      if (node.type === 'code') {
        const code = node as CodeNode;
        const language = code.lang ?? options.defaultLanguage ?? 'text';
        // The sample checker's `fragment` marker is not for readers: the title and line-highlight parsing of
        // the theme see the meta without it.
        code.meta = withoutSampleMarkers(code.meta);
        code.data = {
          ...code.data,
          hProperties: { ...code.data?.hProperties, [HIGHLIGHT_PROP]: highlight(code.value, language) },
        };
      } else if (
        (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
        (node as JsxNode).name === PACKAGE_MANAGER_TABS
      ) {
        const element = node as JsxNode;
        const lines = packageManagerLines(element);
        if (!lines) return;
        const highlights = Object.fromEntries(lines.map((line) => [line, highlight(line, SHELL)]));
        element.attributes.push({
          type: 'mdxJsxAttribute',
          name: PACKAGE_MANAGER_HIGHLIGHT_PROP,
          value: JSON.stringify(highlights),
        });
      }
    });
  };
}
