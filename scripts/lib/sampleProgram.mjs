// Compiles code samples as virtual files of one TypeScript program against the Rsbuild 0.6 dev dependencies.
// How a block becomes a file (docs: CONTRIBUTING.md, "Code samples"):
// - a config (`export default {…}`, `module.exports = {…}`, a bare object literal) is wrapped in defineConfig,
//   so it is checked as an RsbuildConfig with excess-property checks;
// - a block under a "Type:" label is a declaration excerpt: a .d.ts whose names may come from @rsbuild/core;
// - a block under a "Default:" label on a config option page is a value of that option's type;
// - everything else is a module as written (js/jsx with checkJs).
// Wrapping only adds text on the block's own lines or on one prelude line, so a diagnostic maps back to the
// page line by line.
import fs from 'node:fs';
import path from 'node:path';
import { builtinModules, createRequire } from 'node:module';
import ts from 'typescript';

const require = createRequire(import.meta.url);
const PACKAGES = /** @type {SamplePackages} */ (require('./samples/packages.json'));
const CONTEXT = /** @type {Record<string, string>} */ (require('./samples/context.json'));

/**
 * @typedef {import('./codeSamples.mjs').CodeSample} CodeSample
 * @typedef {{ untypedAt06: string[], thirdParty: string[], placeholders: string[], projectPaths: string[] }}
 *   SamplePackages
 */

const LANGS = { ts: '.ts', tsx: '.tsx', js: '.js', jsx: '.jsx' };
const ROOT = process.cwd();
const VIRTUAL_DIR = path.join(ROOT, '.samples');
const DEFINE = '__defineConfig';
// Rspack's names too: Rsbuild's declarations use its Compiler, Compilation, EntryDescription…
const CORE_TYPES = ['@rsbuild/core', '@rsbuild/shared', '@rspack/core'];
const IMPLICIT_ANY = new Set([7005, 7006, 7031, 7034, 7053]);

/** @param {CodeSample} sample */
export const isTypeScriptSample = (sample) => Object.hasOwn(LANGS, sample.lang);

export const COMPILER_OPTIONS = /** @type {import('typescript').CompilerOptions} */ ({
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['node'],
  strict: true,
  allowJs: true,
  checkJs: true,
  esModuleInterop: true,
  resolveJsonModule: true,
  skipLibCheck: true,
  noEmit: true,
  // A sample's `@rspack/core` is the one Rsbuild 0.6 runs (0.6.x), not the site's own Rspack 1.
  baseUrl: process.cwd(),
  paths: { '@rspack/core': ['node_modules/@rsbuild/core/node_modules/@rspack/core'] },
});

/** The bare package name of an import specifier (`@scope/name/sub` → `@scope/name`), or '' for a path. */
export function packageName(specifier) {
  if (/^[./]/.test(specifier)) return '';
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * What an import that TypeScript cannot resolve means: null when it is fine (a path of the reader's project, a
 * real package whose types are not installed here), else the problem.
 * @param {string} specifier
 */
export function unresolvedImportProblem(specifier) {
  if (/^[./~]/.test(specifier) || specifier.startsWith('node:')) return null;
  if (PACKAGES.projectPaths.some((prefix) => specifier === prefix || specifier.startsWith(`${prefix}/`)))
    return null;
  const name = packageName(specifier);
  if (PACKAGES.untypedAt06.includes(name) || PACKAGES.thirdParty.includes(name)) return null;
  if (PACKAGES.placeholders.includes(name)) return null;
  if (name.startsWith('@rsbuild/')) return `${name} is not an Rsbuild 0.6 package`;
  return `unknown package "${name}" (a real package goes in scripts/lib/samples/packages.json)`;
}

/**
 * The option path of a config option page from its title (`output.distPath`), or null.
 * @param {CodeSample} sample
 */
function optionPath(sample) {
  const relative = sample.file.split(path.sep).join('/');
  if (!/(^|\/)config\/[^/]+\/[^/]+\.mdx?$/.test(relative) && !/(^|\/)config\/plugins\.mdx?$/.test(relative))
    return null;
  return /^[a-zA-Z]+(\.[a-zA-Z]+)*$/.test(sample.title) ? sample.title.split('.') : null;
}

/** `output.distPath` → the TypeScript type of that option in RsbuildConfig. */
export function optionTypeExpression(keys) {
  return keys.reduce(
    (type, key, index) => `${index ? `NonNullable<${type}>` : type}['${key}']`,
    'import("@rsbuild/core").RsbuildConfig',
  );
}

/** @param {string} text @param {import('typescript').ScriptKind} kind */
const parse = (text, kind) => ts.createSourceFile('block.tsx', text, ts.ScriptTarget.Latest, true, kind);

/** @param {import('typescript').SourceFile} file */
const isModule = (file) =>
  file.statements.some(
    (statement) =>
      ts.isImportDeclaration(statement) ||
      ts.isExportDeclaration(statement) ||
      ts.isExportAssignment(statement) ||
      ts.isImportEqualsDeclaration(statement) ||
      (ts.canHaveModifiers(statement) &&
        (ts.getModifiers(statement) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)),
  );

// The top-level keys of RsbuildConfig in 0.6: an object with only these keys is a config.
const CONFIG_KEYS = new Set([
  'dev',
  'html',
  'tools',
  'source',
  'output',
  'server',
  'security',
  'performance',
  'moduleFederation',
  'plugins',
  'provider',
]);

/** @param {import('typescript').Expression} expression */
const isConfigObject = (expression) =>
  ts.isObjectLiteralExpression(expression) &&
  expression.properties.length > 0 &&
  expression.properties.every(
    (property) =>
      ts.isSpreadAssignment(property) ||
      (property.name &&
        (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) &&
        CONFIG_KEYS.has(property.name.text)),
  );

/** The names of an object literal's own keys (spreads and computed keys left out). */
const keyNames = (/** @type {import('typescript').ObjectLiteralExpression} */ object) =>
  object.properties.flatMap((property) =>
    property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
      ? [property.name.text]
      : [],
  );

/** Edit distance of two short words (insertions, deletions, substitutions, swaps of neighbours). */
function editDistance(a, b) {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) rows[0][j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}

/** A key that is a config key or a misspelling of one (`outptu`, `sever`). @param {string} key */
const isConfigKeyOrTypo = (key) =>
  CONFIG_KEYS.has(key) ||
  (key.length >= 4 &&
    [...CONFIG_KEYS].some((name) => editDistance(key.toLowerCase(), name.toLowerCase()) <= 2));

/**
 * A config value: an object of config keys; an exported object with one config key, or a misspelt one, among
 * others (so `{ outptu: {…} }` and `{ output: {…}, foo: true }` are checked, and fail, as configs); or (in a
 * file titled rsbuild.config.*) any object or function.
 * @param {import('typescript').Expression} expression
 * @param {boolean} titledConfig
 */
const isConfigValue = (expression, titledConfig) =>
  isConfigObject(expression) ||
  (ts.isObjectLiteralExpression(expression) && keyNames(expression).some(isConfigKeyOrTypo)) ||
  (titledConfig &&
    (ts.isObjectLiteralExpression(expression) ||
      ts.isArrowFunction(expression) ||
      ts.isFunctionExpression(expression)));

/**
 * The config value of a block: `export default X` or `module.exports = X` where X is an object literal or a
 * function (not already a defineConfig call).
 * @param {import('typescript').SourceFile} file
 */
function configExpression(file, titledConfig) {
  for (const statement of file.statements) {
    if (
      ts.isExportAssignment(statement) &&
      !statement.isExportEquals &&
      isConfigValue(statement.expression, titledConfig)
    )
      return statement.expression;
    if (
      ts.isExpressionStatement(statement) &&
      ts.isBinaryExpression(statement.expression) &&
      statement.expression.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      statement.expression.left.getText(file) === 'module.exports' &&
      isConfigValue(statement.expression.right, titledConfig)
    )
      return statement.expression.right;
  }
  return undefined;
}

/** Identifiers a declaration excerpt uses but does not declare. @param {import('typescript').SourceFile} file */
function freeTypeNames(file) {
  const declared = new Set();
  const used = new Set();
  /** @param {import('typescript').Node} node */
  const visit = (node) => {
    if (
      (ts.isTypeAliasDeclaration(node) ||
        ts.isInterfaceDeclaration(node) ||
        ts.isFunctionDeclaration(node) ||
        ts.isClassDeclaration(node) ||
        ts.isTypeParameterDeclaration(node)) &&
      node.name
    )
      declared.add(node.name.text);
    if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)) used.add(node.typeName.text);
    if (ts.isExpressionWithTypeArguments(node) && ts.isIdentifier(node.expression))
      used.add(node.expression.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return [...used].filter((name) => !declared.has(name));
}

/**
 * @typedef {{ sample: CodeSample, fileName: string, text: string, prelude: number }} VirtualFile
 * @param {CodeSample} sample
 * @param {number} index
 * @param {Map<string, string>} coreTypeNames exported type name → the package that exports it
 * @returns {VirtualFile}
 */
export function toVirtualFile(sample, index, coreTypeNames) {
  const base = path.join(VIRTUAL_DIR, `${index}-${path.basename(sample.file).replace(/\W/g, '_')}`);
  const kind =
    sample.lang === 'tsx'
      ? ts.ScriptKind.TSX
      : sample.lang.startsWith('js')
        ? ts.ScriptKind.JSX
        : ts.ScriptKind.TS;
  const code = sample.value;
  const declarationLike = /^\s*(export\s+)?(declare\s+)?(type|interface|function|class|namespace)\s/m.test(
    code,
  );
  const keys = optionPath(sample);
  if (sample.label === 'Default' && keys && !declarationLike && !sample.lang.endsWith('x')) {
    const text = `const __default: ${optionTypeExpression(keys)} = (\n${code}\n);\nexport {};\n`;
    return { sample, fileName: `${base}.ts`, text, prelude: 1 };
  }
  if ((sample.label === 'Type' || sample.label === 'Default') && sample.lang === 'ts') {
    // A declaration excerpt: the names it borrows from Rsbuild's own types are imported on one prelude line.
    const imports = freeTypeNames(parse(code, ts.ScriptKind.TS))
      .filter((name) => coreTypeNames.has(name))
      .map((name) => `import type { ${name} } from '${coreTypeNames.get(name)}';`);
    return {
      sample,
      fileName: `${base}.d.ts`,
      text: `${imports.join(' ')}\n${code}\nexport {};\n`,
      prelude: 1,
    };
  }
  const source = parse(code, kind);
  let text = code;
  let prelude = 0;
  const title = /title=(["'])(.*?)\1/.exec(sample.meta)?.[2] ?? '';
  const config =
    !title || /rsbuild\.config\./.test(title) ? configExpression(source, Boolean(title)) : undefined;
  const trimmed = code.trim();
  if (config) {
    const start = config.getStart(source);
    text = `${code.slice(0, start)}${DEFINE}(${code.slice(start, config.end)})${code.slice(config.end)}`;
  } else if (
    !title &&
    trimmed.startsWith('{') &&
    trimmed.endsWith('}') &&
    !isModule(source) &&
    isBareObject(code)
  ) {
    const start = code.indexOf('{');
    const end = code.lastIndexOf('}') + 1;
    text = `${code.slice(0, start)}export default ${DEFINE}(${code.slice(start, end)})${code.slice(end)}`;
  }
  const context = contextDeclarations(source);
  if (text !== code || context) {
    const define = text !== code ? `import { defineConfig as ${DEFINE} } from '@rsbuild/core'; ` : '';
    text = `${define}${context}\n${text}`;
    prelude = 1;
  }
  if (declaresAmbientModules(source)) {
    // Global declarations (`declare module '*.svg'`): each block gets its own module names, so that two pages
    // declaring the same pattern do not collide in the one program.
    text = text.replace(/(^|\n)(\s*declare module\s+)(['"])(.*?)\3/g, `$1$2$3$4?sample${index}$3`);
  } else if (!isModule(parse(text, kind))) text += '\nexport {};\n';
  return {
    sample,
    fileName: `${base}${LANGS[/** @type {keyof typeof LANGS} */ (sample.lang)]}`,
    text,
    prelude,
  };
}

/**
 * Declarations of the names a block may use without defining them: the Rsbuild instance of the JavaScript
 * API pages and the plugin API of the plugin pages (scripts/lib/samples/context.json), on one prelude line.
 * @param {import('typescript').SourceFile} source
 */
function contextDeclarations(source) {
  const declared = new Set();
  const used = new Set();
  /** @param {import('typescript').Node} node */
  const visit = (node) => {
    if (
      (ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isFunctionDeclaration(node)) &&
      node.name &&
      ts.isIdentifier(node.name)
    )
      declared.add(node.name.text);
    if (ts.isImportSpecifier(node) || ts.isImportClause(node) || ts.isNamespaceImport(node))
      if (node.name) declared.add(node.name.text);
    if (ts.isIdentifier(node) && Object.hasOwn(CONTEXT, node.text)) used.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...used]
    .filter((name) => !declared.has(name))
    .map((name) => `declare const ${name}: ${CONTEXT[name]};`)
    .join(' ');
}

/** A block of global declarations: `declare module '…'` at the top level, no import or export. */
function declaresAmbientModules(source) {
  return (
    !isModule(source) &&
    source.statements.some(
      (statement) => ts.isModuleDeclaration(statement) && ts.isStringLiteral(statement.name),
    )
  );
}

/** A block that is one object literal (`{ source: … }`), which TypeScript would read as a block statement. */
function isBareObject(code) {
  const wrapped = parse(`(${code}\n)`, ts.ScriptKind.TS);
  const [statement] = wrapped.statements;
  return (
    wrapped.statements.length === 1 &&
    /** @type {{ parseDiagnostics?: unknown[] }} */ (/** @type {unknown} */ (wrapped)).parseDiagnostics
      ?.length === 0 &&
    ts.isExpressionStatement(statement) &&
    ts.isParenthesizedExpression(statement.expression) &&
    isConfigObject(statement.expression.expression)
  );
}

/** The exported type names of @rsbuild/core and @rsbuild/shared, for the prelude of declaration excerpts. */
function exportedTypeNames(program) {
  const checker = program.getTypeChecker();
  /** @type {Map<string, string>} */
  const names = new Map();
  const probe = program.getSourceFile(path.join(VIRTUAL_DIR, 'probe.ts'));
  if (!probe) return names;
  for (const statement of probe.statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause?.namedBindings) continue;
    const bindings = statement.importClause.namedBindings;
    if (!ts.isNamespaceImport(bindings)) continue;
    const symbol = checker.getSymbolAtLocation(bindings.name);
    const moduleSymbol = symbol && checker.getAliasedSymbol(symbol);
    if (!moduleSymbol) continue;
    const specifier = /** @type {import('typescript').StringLiteral} */ (statement.moduleSpecifier).text;
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      if (!names.has(exported.name)) names.set(exported.name, specifier);
    }
  }
  return names;
}

/**
 * The files of node_modules (lib files, Node's and Rsbuild's declarations) each program of a run reads, parsed
 * once: a source file may belong to several programs, and parsing them is most of a program's cost.
 * @type {Map<string, ts.SourceFile | undefined>}
 */
const parsedDeclarations = new Map();

/**
 * @param {Map<string, string>} files virtual file name → text
 * @param {string[]} roots
 */
function createProgram(files, roots) {
  const host = ts.createCompilerHost(COMPILER_OPTIONS, true);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const text = files.get(fileName);
    if (text !== undefined) return ts.createSourceFile(fileName, text, languageVersion, true);
    const key = `${fileName}\0${JSON.stringify(languageVersion)}`;
    if (!parsedDeclarations.has(key))
      parsedDeclarations.set(key, getSourceFile.call(host, fileName, languageVersion, onError, shouldCreate));
    return parsedDeclarations.get(key);
  };
  host.fileExists = (fileName) => files.has(fileName) || fileExists.call(host, fileName);
  host.readFile = (fileName) => files.get(fileName) ?? readFile.call(host, fileName);
  host.writeFile = () => {};
  return ts.createProgram({ rootNames: roots, options: COMPILER_OPTIONS, host });
}

/**
 * The module names of the `require('…')` and `require.resolve('…')` calls of a file, with their lines: a
 * package named there has to exist as much as one named by an import.
 * @param {import('typescript').SourceFile} file
 * @returns {{ specifier: string, line: number }[]}
 */
export function requiredModules(file) {
  const found = [];
  /** @param {import('typescript').Node} node */
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      node.arguments.length === 1 &&
      ts.isStringLiteralLike(node.arguments[0]) &&
      /^require(\.resolve)?$/.test(node.expression.getText(file))
    ) {
      const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      found.push({ specifier: node.arguments[0].text, line });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * What a required module that is not installed here means (null: fine), as for an import.
 * @param {string} specifier
 * @param {string} fileName
 * @param {import('typescript').ModuleResolutionHost} host
 */
function requireProblem(specifier, fileName, host) {
  if (builtinModules.includes(specifier.replace(/^node:/, '').split('/')[0])) return null;
  if (ts.resolveModuleName(specifier, fileName, COMPILER_OPTIONS, host).resolvedModule) return null;
  return unresolvedImportProblem(specifier);
}

/**
 * A declaration excerpt is a .d.ts, which `skipLibCheck` leaves unchecked, so a Type block naming a type that
 * neither the block nor Rsbuild declares (`RsbuildPlugins[]` for `addPlugins`) would pass: each type name it
 * uses must resolve. Reported as TypeScript would report it in a checked file.
 * @param {import('typescript').SourceFile} sourceFile
 * @param {import('typescript').TypeChecker} checker
 * @returns {import('typescript').Diagnostic[]}
 */
function unresolvedTypeNames(sourceFile, checker) {
  if (!sourceFile.isDeclarationFile) return [];
  /** @type {import('typescript').Diagnostic[]} */
  const found = [];
  /** @param {import('typescript').Node} node */
  const visit = (node) => {
    const name = ts.isTypeReferenceNode(node)
      ? node.typeName
      : ts.isExpressionWithTypeArguments(node)
        ? node.expression
        : undefined;
    // `Rspack.Configuration`: the namespace is the name that must resolve.
    const first = name && (ts.isQualifiedName(name) ? leftmost(name) : name);
    // In a declaration file an unknown name still gets a symbol, one without declarations.
    if (first && ts.isIdentifier(first) && !checker.getSymbolAtLocation(first)?.declarations?.length)
      found.push({
        file: sourceFile,
        start: first.getStart(sourceFile),
        length: first.getWidth(sourceFile),
        messageText: `Cannot find name '${first.text}'.`,
        category: ts.DiagnosticCategory.Error,
        code: 2304,
      });
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** @param {import('typescript').QualifiedName} name @returns {import('typescript').EntityName} */
const leftmost = (name) => (ts.isQualifiedName(name.left) ? leftmost(name.left) : name.left);

/**
 * Type-checks the samples in one program; returns the failures (`file:line: message`): errors of blocks not
 * marked fragment, and fragment markers on blocks that compile.
 * @param {CodeSample[]} samples
 * @returns {string[]}
 */
export function checkTypeScriptSamples(samples) {
  if (!fs.existsSync(path.join(ROOT, 'node_modules/@rsbuild/core/package.json'))) {
    return ['check-samples: @rsbuild/core is not installed (npm ci installs the dev dependencies)'];
  }
  // The names Rsbuild exports are read from a first, tiny program (one probe file); its lib files are reused.
  const probeName = path.join(VIRTUAL_DIR, 'probe.ts');
  const probeText = CORE_TYPES.map((name, index) => `import * as p${index} from '${name}';`).join('\n');
  const coreTypeNames = exportedTypeNames(createProgram(new Map([[probeName, probeText]]), [probeName]));

  const virtualFiles = samples.map((sample, index) => toVirtualFile(sample, index, coreTypeNames));
  const files = new Map(virtualFiles.map((file) => [file.fileName, file.text]));
  const program = createProgram(files, [...files.keys()]);
  const checker = program.getTypeChecker();
  const failures = [];
  for (const file of virtualFiles) {
    const sourceFile = program.getSourceFile(file.fileName);
    if (!sourceFile) continue;
    const diagnostics = [
      ...program.getSyntacticDiagnostics(sourceFile),
      ...program.getSemanticDiagnostics(sourceFile),
      ...unresolvedTypeNames(sourceFile, checker),
    ];
    const problems = diagnostics.flatMap((diagnostic) => {
      const line =
        diagnostic.start === undefined ? 0 : sourceFile.getLineAndCharacterOfPosition(diagnostic.start).line;
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      if (diagnostic.code === 2307 || diagnostic.code === 2792 || diagnostic.code === 7016) {
        const specifier = /['"]([^'"]+)['"]/.exec(message)?.[1] ?? '';
        const problem = diagnostic.code === 7016 ? null : unresolvedImportProblem(specifier);
        return problem ? [{ line, message: problem }] : [];
      }
      // Plain JavaScript readers have no noImplicitAny: untyped parameters are fine there.
      if (/\.jsx?$/.test(file.fileName) && IMPLICIT_ANY.has(diagnostic.code)) return [];
      return [{ line, message: `TS${diagnostic.code}: ${message}` }];
    });
    for (const { specifier, line } of requiredModules(sourceFile)) {
      const problem = requireProblem(specifier, file.fileName, ts.sys);
      // A js file's require is resolved by TypeScript too (CommonJS): its problem is then reported already.
      if (problem && !problems.some((known) => known.line === line && known.message === problem))
        problems.push({ line, message: problem });
    }
    const { sample } = file;
    if (sample.fragment) {
      if (!problems.length)
        failures.push(`${sample.file}:${sample.line}: marked fragment but compiles; remove the marker`);
      continue;
    }
    for (const problem of problems) {
      const pageLine = sample.line + 1 + Math.max(0, problem.line - file.prelude);
      failures.push(`${sample.file}:${pageLine}: ${problem.message.replace(/\n/g, '\n    ')}`);
    }
  }
  return failures;
}
