// The "Type:" line of every config option page against the option's type in the Rsbuild 0.6 declarations
// (@rsbuild/core → RsbuildConfig). Both sides are brought to one form: the names of declared type aliases
// (and the readable names of scripts/lib/samples/type-aliases.json, each standing for a declared type) are
// expanded where they make up the type, unions are flattened and sorted, object members sorted, comments,
// whitespace and `undefined` (every option is optional) dropped, `Array<T>` written `T[]`.
import path from 'node:path';
import { createRequire } from 'node:module';
import ts from 'typescript';
import { parsePage } from './codeSamples.mjs';
import { COMPILER_OPTIONS } from './sampleProgram.mjs';

const require = createRequire(import.meta.url);
/** @type {{ aliases: Record<string, string> }} readable name → the declared type text or alias it stands for */
const READABLE = require('./samples/type-aliases.json');

/**
 * @typedef {{ params: string[], text: string }} AliasBody
 * @typedef {Map<string, AliasBody>} AliasTable name → its type parameters and the type it stands for
 */

// Aliases expanded inside one another at most this deep: enough for ChainedHtmlOption → … → ArrayOrNot, and
// a bound on the size of a type that names large ones.
const MAX_DEPTH = 6;

/** @param {string} text */
const parseType = (text) => {
  const file = ts.createSourceFile('type.ts', `type __T = ${text};`, ts.ScriptTarget.Latest, true);
  const statement = file.statements[0];
  return statement && ts.isTypeAliasDeclaration(statement) ? statement.type : undefined;
};

/** `T` → `(text)` in a body, token by token. @param {string} body @param {string[]} params @param {string[]} args */
const substitute = (body, params, args) =>
  params.reduce(
    (text, param, index) =>
      text.replace(new RegExp(`(?<![\\w.$'"])${param}(?![\\w$'"])`, 'g'), `(${args[index] ?? 'unknown'})`),
    body,
  );

/**
 * The union members of a type, each canonical. A reference to an alias of `table` is replaced by what the
 * alias stands for (type arguments substituted), except inside its own expansion, so `ProxyOptions` and its
 * four-member union compare equal, and so do `ScriptInject` and `boolean | 'body' | 'head'` inside an array.
 * @param {import('typescript').TypeNode} node
 * @param {AliasTable} table
 * @param {Set<string>} expanding
 * @returns {string[]}
 */
function members(node, table, expanding) {
  if (ts.isParenthesizedTypeNode(node)) return members(node.type, table, expanding);
  if (ts.isUnionTypeNode(node)) return node.types.flatMap((type) => members(type, table, expanding));
  if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)) {
    const name = node.typeName.text;
    const alias = table.get(name);
    const outermost = expanding.size === 0 && node.parent && ts.isTypeAliasDeclaration(node.parent);
    if (
      alias &&
      (outermost || !isCyclic(name, table)) &&
      !expanding.has(name) &&
      expanding.size < MAX_DEPTH
    ) {
      const args = (node.typeArguments ?? []).map((argument) => argument.getText());
      const expanded = parseType(substitute(alias.text, alias.params, args));
      if (expanded) return members(expanded, table, new Set([...expanding, name]));
    }
  }
  if (node.kind === ts.SyntaxKind.UndefinedKeyword) return [];
  return [canonical(node, table, expanding)];
}

/** @type {WeakMap<AliasBody, string[]>} */
const referencesOf = new WeakMap();

/**
 * Whether an alias refers to itself through others (`ProxyOptions` → `ProxyDetail` → `ProxyOptions`). Such a
 * name is expanded only when it is the whole type, so `ProxyOptions` and its union still compare equal, but
 * `ProxyDetail` stays a name on both sides however deep it sits.
 * @param {string} name
 * @param {AliasTable} table
 */
function isCyclic(name, table) {
  const seen = new Set();
  const stack = [name];
  while (stack.length) {
    const alias = table.get(/** @type {string} */ (stack.pop()));
    if (!alias) continue;
    let references = referencesOf.get(alias);
    if (!references) {
      references = [...new Set(alias.text.match(/\b[A-Z]\w*/g) ?? [])];
      referencesOf.set(alias, references);
    }
    for (const reference of references) {
      if (reference === name) return true;
      if (!seen.has(reference)) {
        seen.add(reference);
        stack.push(reference);
      }
    }
  }
  return false;
}

/** Sorted, deduplicated; `string` absorbs string literals (`string | 'auto'` is `string` to TypeScript). */
const union = (/** @type {string[]} */ list) => {
  const unique = [...new Set(list)];
  const kept = unique.includes('string') ? unique.filter((member) => !/^'.*'$/.test(member)) : unique;
  return kept.sort().join('|');
};

/**
 * The canonical text of one type.
 * @param {import('typescript').TypeNode} node
 * @param {AliasTable} table
 * @param {Set<string>} expanding
 * @returns {string}
 */
function canonical(node, table, expanding) {
  const recurse = (/** @type {import('typescript').TypeNode} */ inner) =>
    union(members(inner, table, expanding));
  if (ts.isParenthesizedTypeNode(node) || ts.isUnionTypeNode(node)) return recurse(node);
  const element = (/** @type {import('typescript').TypeNode} */ inner) => {
    const text = recurse(inner);
    return /[|&]|=>/.test(text) ? `(${text})` : text;
  };
  if (ts.isArrayTypeNode(node)) return `${element(node.elementType)}[]`;
  if (
    ts.isTypeReferenceNode(node) &&
    ts.isIdentifier(node.typeName) &&
    node.typeName.text === 'Array' &&
    node.typeArguments?.length === 1
  )
    return `${element(node.typeArguments[0])}[]`;
  if (ts.isTypeLiteralNode(node)) return objectText(node.members, recurse);
  if (ts.isIntersectionTypeNode(node)) {
    // `{ a } & { b }` is `{ a; b }`.
    const parts = node.types.map((type) => (ts.isParenthesizedTypeNode(type) ? type.type : type));
    if (parts.every(ts.isTypeLiteralNode))
      return objectText(
        parts.flatMap((type) => [.../** @type {import('typescript').TypeLiteralNode} */ (type).members]),
        recurse,
      );
    return [...new Set(node.types.map((type) => element(type)))].sort().join('&');
  }
  if (ts.isFunctionTypeNode(node)) {
    // Parameter names do not make a type: only their order, optionality and types.
    const params = node.parameters.map(
      (param) => `${param.questionToken ? '?' : ''}${param.type ? recurse(param.type) : 'any'}`,
    );
    return `((${params.join(',')})=>${recurse(node.type)})`;
  }
  if (ts.isTypeReferenceNode(node) && node.typeArguments?.length) {
    return `${node.typeName.getText()}<${node.typeArguments.map(recurse).join(',')}>`;
  }
  return flat(node.getText());
}

/**
 * @param {readonly import('typescript').TypeElement[]} list
 * @param {(node: import('typescript').TypeNode) => string} recurse
 */
function objectText(list, recurse) {
  const texts = list.map((member) =>
    ts.isPropertySignature(member)
      ? `${member.name.getText().replace(/"/g, "'")}${member.questionToken ? '?' : ''}:${
          member.type ? recurse(member.type) : 'any'
        }`
      : // An index signature's own text may end in the `;` or `,` that separates members.
        flat(member.getText()).replace(/[;,]$/, ''),
  );
  return `{${[...new Set(texts)].sort().join(';')}}`;
}

/** Text without comments and spacing, `"` as `'`. @param {string} text */
const flat = (text) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/[^\n]*/g, '')
    .replace(/"/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/\s*([(){}[\]<>,;:?|&=])\s*/g, '$1')
    .replace(/[;,]([)}\]>])/g, '$1')
    .trim();

/**
 * A type as text, comparable: aliases of `table` (and the readable names) expanded where they make up the
 * type, then one canonical form.
 * @param {string} type
 * @param {AliasTable} [table]
 */
export function normaliseType(type, table = new Map()) {
  const node = parseType(type);
  if (!node) return flat(type);
  return union(members(node, withReadableNames(table), new Set()));
}

/** @param {AliasTable} table */
function withReadableNames(table) {
  const all = new Map(table);
  for (const [name, text] of Object.entries(READABLE.aliases)) all.set(name, { params: [], text });
  return all;
}

/**
 * The declared type of every option (`output.distPath` → its type as written in the .d.ts) and every type
 * alias of the Rsbuild declarations (an interface without `extends` counts as its object type).
 * @returns {{ options: Map<string, string>, aliases: AliasTable }}
 */
export function declaredTypes() {
  const probeName = path.join(process.cwd(), '.samples', 'type-lines.ts');
  const probe =
    "import type { RsbuildConfig } from '@rsbuild/core';\nexport declare const config: RsbuildConfig;\n";
  const host = ts.createCompilerHost(COMPILER_OPTIONS, true);
  const { getSourceFile, fileExists } = host;
  host.getSourceFile = (fileName, version, ...rest) =>
    fileName === probeName
      ? ts.createSourceFile(fileName, probe, version, true)
      : getSourceFile.call(host, fileName, version, ...rest);
  host.fileExists = (fileName) => fileName === probeName || fileExists.call(host, fileName);
  const program = ts.createProgram({ rootNames: [probeName], options: COMPILER_OPTIONS, host });
  const checker = program.getTypeChecker();
  const source = /** @type {import('typescript').SourceFile} */ (program.getSourceFile(probeName));
  const statement = /** @type {import('typescript').VariableStatement} */ (source.statements[1]);
  const config = checker.getTypeAtLocation(statement.declarationList.declarations[0].name);
  /** @type {Map<string, string>} */
  const options = new Map();
  /** @param {import('typescript').Symbol} symbol */
  const declaredText = (symbol) => {
    const declaration = symbol.declarations?.[0];
    return declaration && ts.isPropertySignature(declaration) && declaration.type
      ? declaration.type.getText()
      : undefined;
  };
  for (const group of config.getProperties()) {
    const text = declaredText(group);
    if (text) options.set(group.name, text);
    const groupType = checker.getNonNullableType(checker.getTypeOfSymbol(group));
    if (!groupType.isClassOrInterface() && !(groupType.flags & ts.TypeFlags.Object)) continue;
    for (const option of groupType.getProperties()) {
      const optionText = declaredText(option);
      if (optionText) options.set(`${group.name}.${option.name}`, optionText);
    }
  }
  /** @type {AliasTable} */
  const aliases = new Map();
  // Rsbuild's own declarations first: a bundled dependency's type of the same name (source-map's SourceMap)
  // must not stand for Rsbuild's.
  const files = program
    .getSourceFiles()
    .filter((file) =>
      file.fileName.slice(file.fileName.lastIndexOf('node_modules/')).startsWith('node_modules/@rsbuild/'),
    )
    .sort((a, b) => Number(/\/compiled\//.test(a.fileName)) - Number(/\/compiled\//.test(b.fileName)));
  for (const file of files) {
    for (const node of file.statements) {
      if (!ts.isTypeAliasDeclaration(node) && !ts.isInterfaceDeclaration(node)) continue;
      if (aliases.has(node.name.text)) continue;
      const params = (node.typeParameters ?? []).map((param) => param.name.text);
      if (ts.isTypeAliasDeclaration(node))
        aliases.set(node.name.text, { params, text: node.type.getText(file) });
      else if (!node.heritageClauses?.length) {
        const text = `{ ${node.members.map((member) => member.getText(file)).join(' ')} }`;
        aliases.set(node.name.text, { params, text });
      }
    }
  }
  return { options, aliases };
}

/**
 * @typedef {{ type: string, value?: unknown, lang?: string | null, depth?: number, children?: PageNode[],
 *   position?: { start: { line: number } } }} PageNode
 */

/** @param {PageNode} node @returns {string} */
const textOf = (node) =>
  typeof node.value === 'string' ? node.value : (node.children ?? []).map(textOf).join('');

/**
 * The type a Type block ends with (the right-hand side of its last `type Name = …`, or the members of its last
 * `interface Name`) and the names the block declares on the way.
 * @param {string} code
 * @returns {{ type: string, locals: AliasTable } | undefined}
 */
function lastDeclaration(code) {
  const file = ts.createSourceFile('type.ts', code, ts.ScriptTarget.Latest, true);
  /** @type {AliasTable} */
  const locals = new Map();
  let type;
  for (const statement of file.statements) {
    const params =
      ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)
        ? (statement.typeParameters ?? []).map((param) => param.name.text)
        : [];
    if (ts.isTypeAliasDeclaration(statement)) type = statement.type.getText(file);
    else if (ts.isInterfaceDeclaration(statement))
      type = `{ ${statement.members.map((member) => member.getText(file)).join(' ')} }`;
    else continue;
    locals.set(statement.name.text, { params, text: type });
  }
  return type === undefined ? undefined : { type, locals };
}

/**
 * The option and the Type line of a config option page (the first one above the first h2): the inline code
 * after the label, or the `type Name = …` / `interface Name` of the block under it.
 * @param {string} source
 * @returns {{ option: string, type: string, locals: AliasTable, line: number } | null}
 */
export function pageTypeLine(source) {
  const tree = /** @type {PageNode} */ (parsePage(source));
  const children = tree.children ?? [];
  const h1 = children.find((node) => node.type === 'heading' && node.depth === 1);
  const option = h1 ? textOf(h1).trim() : '';
  if (!/^[a-zA-Z]+(\.[a-zA-Z]+)?$/.test(option)) return null;
  for (let index = 0; index < children.length; index += 1) {
    const node = children[index];
    if (node.type === 'heading' && node.depth === 2) break;
    if (node.type !== 'list') continue;
    for (const item of node.children ?? []) {
      const paragraph = item.children?.[0];
      const [label, ...rest] = paragraph?.children ?? [];
      if (!label || label.type !== 'strong' || !/^(Type|类型)\s*[:：]?$/.test(textOf(label).trim())) continue;
      const line = item.position?.start.line ?? 0;
      const code = rest
        .map((child) => (child.type === 'link' ? child.children?.[0] : child))
        .find((child) => child?.type === 'inlineCode');
      if (code?.type === 'inlineCode') {
        const written = String(code.value).replace(/^type \w+ = /, '');
        return { option, type: written, locals: new Map(), line };
      }
      const block = children[index + 1];
      const declared = block?.type === 'code' ? lastDeclaration(String(block.value)) : undefined;
      return declared ? { option, ...declared, line: block?.position?.start.line ?? line } : null;
    }
  }
  return null;
}

/**
 * Problems of the config option pages given as `[file, source]`: a Type line that differs from the declaration.
 * @param {[string, string][]} pages
 * @param {ReturnType<typeof declaredTypes>} [declared]
 */
export function typeLineProblems(pages, declared = declaredTypes()) {
  const problems = [];
  let compared = 0;
  for (const [file, source] of pages) {
    const typeLine = pageTypeLine(source);
    if (!typeLine) {
      problems.push(`${file}:1: no "Type:" line with an inline type or a type block above the first h2`);
      continue;
    }
    const declaration = declared.options.get(typeLine.option);
    if (declaration === undefined) {
      problems.push(`${file}:${typeLine.line}: ${typeLine.option} is not an option of RsbuildConfig in 0.6`);
      continue;
    }
    compared += 1;
    // The names a type block declares stand for what the block says, not for Rsbuild's types of that name.
    const pageTable = new Map([...declared.aliases, ...typeLine.locals]);
    if (normaliseType(typeLine.type, pageTable) !== normaliseType(declaration, declared.aliases)) {
      problems.push(
        `${file}:${typeLine.line}: Type line of ${typeLine.option} differs from the 0.6 declaration\n` +
          `    page:        ${typeLine.type.replace(/\s+/g, ' ')}\n    declaration: ${declaration.replace(/\s+/g, ' ')}`,
      );
    }
  }
  return { problems, compared };
}
