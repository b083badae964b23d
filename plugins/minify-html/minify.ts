/**
 * The built pages' HTML minification, done by the site instead of Docusaurus. Docusaurus offers two minifiers
 * without options: html-minifier-terser, which costs about 4.5 s of CPU per build (most of it Terser parsing
 * the same inline scripts on every page), and SWC's, which drops optional end tags (`</td>`, `</p>`) and
 * attribute quotes (`href=/guide/start/>`) that AI agents' HTML-to-Markdown converters misread
 * (maintainers/llms.md). This runs SWC's minifier with end tags and quotes kept, on the pages of one locale,
 * once, before any postBuild step reads or rewrites them.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { getSwcHtmlMinifier } from '@docusaurus/faster';

type SwcHtmlMinifier = Awaited<ReturnType<typeof getSwcHtmlMinifier>>;
export type HtmlMinifierOptions = NonNullable<Parameters<SwcHtmlMinifier>[1]>;

/**
 * Docusaurus's SWC options (each `false`/`none` there avoids a React hydration mismatch), plus: every end tag
 * and every attribute quote kept, whitespace and JSON left as React wrote them (the JSON-LD keeps its key
 * order), boolean attributes and empty metadata elements untouched.
 */
export const HTML_MINIFIER_OPTIONS: HtmlMinifierOptions = {
  removeComments: false,
  preserveComments: [],
  tagOmission: false,
  quotes: true,
  selfClosingVoidElements: false,
  collapseWhitespaces: 'none',
  collapseBooleanAttributes: false,
  removeEmptyMetadataElements: false,
  sortSpaceSeparatedAttributeValues: false,
  sortAttributes: false,
  normalizeAttributes: false,
  removeEmptyAttributes: false,
  removeRedundantAttributes: 'none',
  minifyJs: true,
  minifyJson: false,
  minifyCss: true,
};

/** The HTML file SSG wrote for a route (Docusaurus's rule with `trailingSlash` unset). */
export function htmlFileOfRoute(outDir: string, baseUrl: string, route: string): string {
  const relative = route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route.replace(/^\//, '');
  return /\.html?$/i.test(relative) ? path.join(outDir, relative) : path.join(outDir, relative, 'index.html');
}

/** One page's HTML, minified; fails with the page's name on an error diagnostic. */
export async function minifyHtml(minify: SwcHtmlMinifier, html: string, name: string): Promise<string> {
  const result = await minify(Buffer.from(html), HTML_MINIFIER_OPTIONS);
  const errors = (result.errors ?? []).filter((diagnostic) => diagnostic.level === 'Error');
  if (errors.length)
    throw new Error(
      `HTML minification of ${name} failed: ${errors.map((error) => error.message).join('; ')}`,
    );
  return result.code;
}

/**
 * Pages minified at once: enough to keep SWC's threads busy, few enough that the pages in flight stay a few
 * MB (the build's memory peaks in this locale's postBuild).
 */
const CONCURRENT_PAGES = 8;

/** Runs `work` on every item, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** The pass of each build output folder, so that every caller awaits the same one. */
const passes = new Map<string, Promise<void>>();

export interface BuiltPages {
  outDir: string;
  baseUrl: string;
  routesPaths: readonly string[];
}

/**
 * Minifies every page SSG wrote into `outDir`, once per output folder, whoever asks first: every postBuild
 * step that reads or rewrites the pages awaits this before it does.
 */
export function minifyBuiltPages({ outDir, baseUrl, routesPaths }: BuiltPages): Promise<void> {
  const running = passes.get(outDir);
  if (running) return running;
  const pass = (async () => {
    const minify = await getSwcHtmlMinifier();
    const files = [...new Set(routesPaths.map((route) => htmlFileOfRoute(outDir, baseUrl, route)))];
    await eachLimited(files, CONCURRENT_PAGES, async (file) => {
      const html = await fs.readFile(file, 'utf8');
      await fs.writeFile(file, await minifyHtml(minify, html, path.relative(outDir, file)));
    });
  })();
  passes.set(outDir, pass);
  return pass;
}
