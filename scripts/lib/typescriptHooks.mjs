// Node module hooks that run the site's TypeScript in the scripts, as the bundler would: each `.ts` file is
// compiled alone by TypeScript's own `transpileModule` (types dropped, nothing checked: `npm run typecheck`
// does that), `@site/…` is the project root, an import without extension finds its `.ts` file, and a JSON
// file imported by TypeScript is its default export. Registered by typescriptLoader.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const isTypeScript = (/** @type {string | undefined} */ url) => url !== undefined && /\.tsx?$/.test(url);
/** JSON files that TypeScript code imports (without the import attribute Node asks of JavaScript). */
const jsonOfTypeScript = new Set();

/** The file a TypeScript import names without extension, as the bundler resolves it. */
function withExtension(/** @type {string} */ file) {
  if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  return ['.ts', '.tsx', '/index.ts'].map((ending) => file + ending).find((each) => fs.existsSync(each));
}

/** @type {import('node:module').ResolveHook} */
export async function resolve(specifier, context, nextResolve) {
  if (!isTypeScript(context.parentURL)) return nextResolve(specifier, context);
  const local = specifier.startsWith('@site/')
    ? path.join(ROOT, specifier.slice('@site/'.length))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(fileURLToPath(/** @type {string} */ (context.parentURL))), specifier)
      : undefined;
  const file = local && withExtension(local);
  if (!file) return nextResolve(specifier, context);
  const url = pathToFileURL(file).href;
  if (file.endsWith('.json')) jsonOfTypeScript.add(url);
  return { url, shortCircuit: true };
}

/** @type {import('node:module').LoadHook} */
export async function load(url, context, nextLoad) {
  if (jsonOfTypeScript.has(url))
    return {
      format: 'module',
      source: `export default ${fs.readFileSync(new URL(url), 'utf8')};`,
      shortCircuit: true,
    };
  if (!isTypeScript(url)) return nextLoad(url, context);
  const file = fileURLToPath(url);
  const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    fileName: file,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
    },
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
