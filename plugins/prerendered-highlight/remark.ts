import type { Expression } from 'estree';
import { commandsFor, installCommand, type CommandSpec } from '../../src/lib/packageManagerCommands';
import { HIGHLIGHT_PROP, PACKAGE_MANAGER_HIGHLIGHT_PROP } from '../../src/lib/codeHighlight/props';
import { withoutSampleMarkers } from '../../src/lib/codeBlock/sampleMarkers';
import { highlight, loadLanguages } from './tokenize';

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

interface JsxAttribute {
  type: string;
  name: string;
  value?:
    | string
    | null
    | { type: string; value: string; data?: { estree?: { body: { expression?: Expression }[] } } };
}

interface JsxNode extends Node {
  name: string | null;
  attributes: JsxAttribute[];
}

const PACKAGE_MANAGER_TABS = 'PackageManagerTabs';
const SHELL = 'bash';

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

/** The value of a literal JSX attribute expression (strings, booleans, arrays and objects of them), else undefined. */
export function literalValue(expression: Expression | undefined): unknown {
  if (!expression) return undefined;
  switch (expression.type) {
    case 'Literal':
      return expression.value;
    case 'TemplateLiteral':
      return expression.expressions.length === 0
        ? expression.quasis.map((quasi) => quasi.value.cooked).join('')
        : undefined;
    case 'ArrayExpression': {
      const values = expression.elements.map((element) =>
        element && element.type !== 'SpreadElement' ? literalValue(element) : undefined,
      );
      return values.includes(undefined) ? undefined : values;
    }
    case 'ObjectExpression': {
      const entries: [string, unknown][] = [];
      for (const property of expression.properties) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init') return undefined;
        const key =
          property.key.type === 'Identifier'
            ? property.key.name
            : property.key.type === 'Literal'
              ? String(property.key.value)
              : undefined;
        const value = literalValue(property.value as Expression);
        if (key === undefined || value === undefined) return undefined;
        entries.push([key, value]);
      }
      return Object.fromEntries(entries);
    }
    default:
      return undefined;
  }
}

function attributeValue(node: JsxNode, name: string): unknown {
  const attribute = node.attributes.find(
    (candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name,
  );
  if (!attribute) return undefined;
  if (attribute.value === null || attribute.value === undefined) return true;
  if (typeof attribute.value === 'string') return attribute.value;
  return literalValue(attribute.value.data?.estree?.body[0]?.expression);
}

/** The command lines a <PackageManagerTabs> element shows, or null when its props are not literal. */
export function packageManagerLines(node: JsxNode): string[] | null {
  const command = attributeValue(node, 'command') as CommandSpec | undefined;
  const packages = attributeValue(node, 'packages') as string | string[] | undefined;
  const dev = attributeValue(node, 'dev');
  const spec = command ?? (packages !== undefined ? installCommand(packages, dev === true) : undefined);
  if (spec === undefined || (typeof spec !== 'string' && (typeof spec !== 'object' || Array.isArray(spec))))
    return null;
  return commandsFor(spec).map(({ command: line }) => line);
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
