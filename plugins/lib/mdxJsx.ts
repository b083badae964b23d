/**
 * Reading the props of a JSX element in an MDX syntax tree (mdast-util-mdx-jsx), for the build plugins that
 * turn widgets into something else (plugins/prerendered-highlight, plugins/llms-txt): literal values only,
 * since the build cannot evaluate expressions.
 */
import type { Expression } from 'estree';

export interface JsxAttribute {
  type: string;
  name?: string;
  value?:
    | string
    | null
    | { type?: string; value: string; data?: { estree?: { body: { expression?: Expression }[] } } };
}

/** The part of an `mdxJsxFlowElement` / `mdxJsxTextElement` node the readers use. */
export interface JsxElementLike {
  name: string | null;
  attributes: JsxAttribute[];
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

/**
 * A prop of the element: `true` for a bare attribute (`<X dev />`), the text of a quoted one, the literal
 * value of an expression (`{['a', 'b']}`); undefined when absent or not literal.
 */
export function jsxAttributeValue(element: JsxElementLike, name: string): unknown {
  const attribute = element.attributes.find(
    (candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name,
  );
  if (!attribute) return undefined;
  if (attribute.value === null || attribute.value === undefined) return true;
  if (typeof attribute.value === 'string') return attribute.value;
  return literalValue(attribute.value.data?.estree?.body[0]?.expression);
}

/** The props of a `<PackageManagerTabs>` element that decide its command (src/lib/packageManagerCommands.ts). */
export function packageManagerProps(element: JsxElementLike): {
  command: unknown;
  packages: unknown;
  dev: unknown;
} {
  return {
    command: jsxAttributeValue(element, 'command'),
    packages: jsxAttributeValue(element, 'packages'),
    dev: jsxAttributeValue(element, 'dev'),
  };
}
