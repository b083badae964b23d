/**
 * Markdown twins from the trees Docusaurus's MDX compiler parses anyway. Parsing the sources a second time
 * for the twins cost about 3 s of CPU per build of both locales (micromark is slow). The llms-txt plugin
 * registers each page's source file before bundling; `remarkTwinTrees`, the first remark plugin of every
 * content plugin, copies the tree of a registered file as parsed (before any plugin changes it) and starts
 * its conversion; postBuild takes the result. A file the compiler never reaches is parsed on its own then.
 */
import path from 'node:path';
import type { Root } from 'mdast';

interface Waiting {
  /** The text the twin's own parser would read (the file, preprocessed as Docusaurus does). */
  text: string;
  convert: (tree: Root) => Promise<string>;
}

/** Conversions waiting for their file's tree, by absolute file path. */
const waiting = new Map<string, Waiting>();
/** Conversions started from a compiled tree, by absolute file path. */
const started = new Map<string, Promise<string>>();

/** Forgets the files of an earlier locale's build (each locale registers its own pages). */
export function resetTwinTrees(): void {
  waiting.clear();
  started.clear();
}

/** Runs `convert` on the tree of `file` when the MDX compiler has parsed exactly `text` from it. */
export function convertWhenCompiled(file: string, text: string, convert: Waiting['convert']): void {
  waiting.set(path.resolve(file), { text, convert });
}

/** The twin converted from the compiler's tree of `file`, if it was; each result is taken once. */
export function takeCompiledTwin(file: string): Promise<string> | undefined {
  const key = path.resolve(file);
  const result = started.get(key);
  started.delete(key);
  return result;
}

/**
 * Remark plugin: the tree is cloned before the later plugins change it (Docusaurus's admonitions, headings,
 * links; the site's images), and converted while the compile goes on. A compile of other text than the
 * twin's parser would read (a blog post cut at its truncate marker for the list page) is passed over.
 */
export default function remarkTwinTrees() {
  return (tree: Root, file: { path?: string; value?: unknown }) => {
    const key = file.path && path.resolve(file.path);
    const entry = key && waiting.get(key);
    if (!key || !entry || String(file.value) !== entry.text) return;
    waiting.delete(key);
    const result = entry.convert(structuredClone(tree));
    // A failure surfaces when postBuild takes the result.
    result.catch(() => undefined);
    started.set(key, result);
  };
}
