import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { postBuildWritesDone } from '../lib/postBuildWrites';
import { headersFile, imageUrls, inlineScripts, originsOf, scriptHashSource } from './policy';

export interface SecurityHeadersOptions {
  /** Image URLs the pages load from JavaScript only (logos of the product switcher), beside those in the HTML. */
  scriptImageUrls: readonly string[];
  /** Origins fetched at run time besides the site (the remote search API). */
  connectOrigins: readonly string[];
  /** Where browsers report policy violations (config/security.ts); undefined: no reporting. */
  reportUrl?: string;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full);
      return entry.name.endsWith('.html') ? [full] : [];
    }),
  );
  return nested.flat();
}

interface PageInputs {
  /** The file as read, to know it unchanged. */
  mtimeMs: number;
  size: number;
  scriptHashes: string[];
  imageUrls: string[];
}

/**
 * What each page read so far gives the policy, by file, for the whole build process: the later locales'
 * runs rewrite the root file from every page, and the default locale's pages (most of them) are not read and
 * hashed again while they are unchanged. On the process object, since Docusaurus loads this module afresh
 * for each locale.
 */
const CACHE_KEY = Symbol.for('rsbuild-docs.security-headers.pages');
const pageCache = () =>
  ((process as unknown as Record<symbol, Map<string, PageInputs>>)[CACHE_KEY] ??= new Map());

async function pagePolicyInputs(file: string): Promise<PageInputs> {
  const { mtimeMs, size } = await fs.stat(file);
  const cached = pageCache().get(file);
  if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached;
  const html = await fs.readFile(file, 'utf8');
  const inputs = {
    mtimeMs,
    size,
    scriptHashes: inlineScripts(html).map(scriptHashSource),
    imageUrls: imageUrls(html),
  };
  pageCache().set(file, inputs);
  return inputs;
}

/**
 * Writes `_headers` at the root of the build: the caching rules of `static/_headers` plus the security headers,
 * with the hashes of every inline script of every built page in the Content-Security-Policy. Docusaurus builds
 * the default locale first into the output root, then each other locale into a folder of it, and runs this
 * after each: every run rewrites the root file from all the pages there by then, so after the last locale it
 * covers the whole site. The copy of `static/_headers` in a locale folder is removed: hosts read the root file.
 */
export default function securityHeadersPlugin(context: LoadContext, options: SecurityHeadersOptions): Plugin {
  const { siteDir, outDir, i18n } = context;
  // A locale other than the default is built into <root>/<locale path> (unless it is built alone).
  const localePath = i18n.localeConfigs[i18n.currentLocale]?.path ?? i18n.currentLocale;
  const inLocaleFolder = i18n.currentLocale !== i18n.defaultLocale && path.basename(outDir) === localePath;
  const root = inLocaleFolder ? path.dirname(outDir) : outDir;
  return {
    name: 'security-headers',
    async postBuild() {
      // The Markdown-twin links are written into the pages by another postBuild: read them once it is done.
      await postBuildWritesDone(outDir);
      const pages = await Promise.all((await htmlFiles(root)).map(pagePolicyInputs));
      const scriptHashes = pages.flatMap((page) => page.scriptHashes);
      const imageOrigins = originsOf([
        ...pages.flatMap((page) => page.imageUrls),
        ...options.scriptImageUrls,
      ]);
      const template = await fs.readFile(path.join(siteDir, 'static', '_headers'), 'utf8');
      await fs.writeFile(
        path.join(root, '_headers'),
        headersFile(template, {
          scriptHashes,
          imageOrigins,
          connectOrigins: options.connectOrigins,
          reportUrl: options.reportUrl,
        }),
      );
      if (root !== outDir) await fs.rm(path.join(outDir, '_headers'), { force: true });
    },
  };
}
