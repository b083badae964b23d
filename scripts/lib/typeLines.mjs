// The "Type:" line of every config option page against the option's type in the Rsbuild 0.6 declarations
// (@rsbuild/core → RsbuildConfig). Both sides are normalised (comments and whitespace dropped, union members
// sorted, `undefined` left out since every option is optional); where a page writes a readable name for a
// declared type, scripts/lib/samples/type-aliases.json says which, per option, in one place.
import path from 'node:path';
import { createRequire } from 'node:module';
import ts from 'typescript';
import { parsePage } from './codeSamples.mjs';
import { COMPILER_OPTIONS } from './sampleProgram.mjs';

const require = createRequire(import.meta.url);
/** @type {Record<string, { declared: string, page: string }>} option → its declared type and the page's form */
const ALIASES = require('./samples/type-aliases.json');

/** Splits a type at its top-level `|` (not inside brackets, braces, parentheses or angle brackets). */
function unionMembers(type) {
  const members = [];
  let depth = 0;
  let current = '';
  for (let index = 0; index < type.length; index += 1) {
    const char = type[index];
    if ('([{<'.includes(char)) depth += 1;
    if (')]}>'.includes(char) && type[index - 1] !== '=') depth -= 1;
    if (char === '|' && depth === 0) {
      members.push(current);
      current = '';
    } else current += char;
  }
  members.push(current);
  return members.map((member) => member.trim()).filter(Boolean);
}

/** A type as text, comparable: no comments, one space, union members sorted, no `undefined`, `"` as `'`. */
export function normaliseType(type) {
  const flat = type
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/[^\n]*/g, '')
    .replace(/"/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/\s*([(){}[\]<>,;:?|&=])\s*/g, '$1')
    .replace(/[;,]([)}\]>])/g, '$1')
    .trim();
  const members = unionMembers(flat).filter((member) => member !== 'undefined');
  const unwrapped = members.map((member) =>
    /^\(.*\)$/.test(member) && unionMembers(member.slice(1, -1)).length === 1 ? member : member,
  );
  return [...new Set(unwrapped)].sort().join(' | ');
}

/** The declared type of every option (`output.distPath` → its type as written in the .d.ts), normalised. */
export function declaredOptionTypes() {
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
  const types = new Map();
  /** @param {import('typescript').Symbol} symbol */
  const declaredText = (symbol) => {
    const declaration = symbol.declarations?.[0];
    return declaration && ts.isPropertySignature(declaration) && declaration.type
      ? declaration.type.getText()
      : undefined;
  };
  for (const group of config.getProperties()) {
    const text = declaredText(group);
    if (text) types.set(group.name, text);
    const groupType = checker.getNonNullableType(checker.getTypeOfSymbol(group));
    if (!groupType.isClassOrInterface() && !(groupType.flags & ts.TypeFlags.Object)) continue;
    for (const option of groupType.getProperties()) {
      const optionText = declaredText(option);
      if (optionText) types.set(`${group.name}.${option.name}`, optionText);
    }
  }
  return types;
}

/**
 * @typedef {{ type: string, value?: unknown, lang?: string | null, depth?: number, children?: PageNode[],
 *   position?: { start: { line: number } } }} PageNode
 */

/** @param {PageNode} node @returns {string} */
const textOf = (node) =>
  typeof node.value === 'string' ? node.value : (node.children ?? []).map(textOf).join('');

/**
 * The type a Type block ends with: its last `type Name = …` (name and right-hand side) or `interface Name`.
 * @param {string} code
 * @returns {{ type: string, name: string } | undefined}
 */
function lastDeclaration(code) {
  const file = ts.createSourceFile('type.ts', code, ts.ScriptTarget.Latest, true);
  const declarations = file.statements.filter(
    (statement) => ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement),
  );
  const last = declarations[declarations.length - 1];
  if (!last) return undefined;
  const name = last.name.text;
  return { name, type: ts.isTypeAliasDeclaration(last) ? last.type.getText(file) : name };
}

/**
 * The option and the Type line of a config option page (the first one above the first h2): the inline code
 * after the label, or the `type Name = …` / `interface Name` of the block under it.
 * @param {string} source
 * @returns {{ option: string, type: string, name: string, line: number } | null}
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
        return { option, type: written, name: written, line };
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
 * @param {Map<string, string>} [declared]
 */
export function typeLineProblems(pages, declared = declaredOptionTypes()) {
  const problems = [];
  let compared = 0;
  for (const [file, source] of pages) {
    const typeLine = pageTypeLine(source);
    if (!typeLine) {
      problems.push(`${file}:1: no "Type:" line with an inline type or a type block above the first h2`);
      continue;
    }
    const declaration = declared.get(typeLine.option);
    if (declaration === undefined) {
      problems.push(`${file}:${typeLine.line}: ${typeLine.option} is not an option of RsbuildConfig in 0.6`);
      continue;
    }
    compared += 1;
    const alias = ALIASES[typeLine.option];
    const expected = normaliseType(declaration);
    const written = [typeLine.type, typeLine.name].map(normaliseType);
    // A readable name is accepted only for the declaration it was written for: when the declaration
    // changes (a new Rsbuild), the mapping entry no longer applies and the page has to be looked at again.
    const readable =
      alias && normaliseType(alias.declared) === expected ? normaliseType(alias.page) : undefined;
    if (!written.includes(expected) && !(readable && written.includes(readable))) {
      problems.push(
        `${file}:${typeLine.line}: Type line of ${typeLine.option} differs from the 0.6 declaration\n` +
          `    page:        ${typeLine.type}\n    declaration: ${declaration.replace(/\s+/g, ' ')}`,
      );
    }
  }
  return { problems, compared };
}
