import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { PageOutline } from './headings';
import { selectOutlines } from './select';

export type OverviewData = Record<string, PageOutline>;

async function listMdx(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'shared' ? [] : listMdx(full);
      return /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_') ? [full] : [];
    }),
  );
  return nested.flat();
}

/** docs/config/output/dist-path.mdx → /config/output/dist-path; docs/guide/start/index.mdx → /guide/start/ */
export function routeOfDocFile(relativePath: string): string {
  const route = `/${relativePath.replace(/\\/g, '/').replace(/\.mdx?$/, '')}`;
  return route.endsWith('/index') ? route.slice(0, -'index'.length) : route;
}

/**
 * Reads the docs tree of the locale being built and publishes, as global data, the headings that overview
 * pages (pageType: overview) list under their pages, so no overview is typed by hand.
 */
export default function docsOverviewPlugin(context: LoadContext): Plugin<OverviewData> {
  const { siteDir, localizationDir, i18n } = context;
  const isDefaultLocale = i18n.currentLocale === i18n.defaultLocale;
  const docsDir = isDefaultLocale ? path.join(siteDir, 'docs') : path.join(localizationDir, 'docusaurus-plugin-content-docs', 'current');
  return {
    name: 'docs-overview',
    async loadContent() {
      const files = await listMdx(docsDir);
      const docs = await Promise.all(
        files.map(async (file) => ({ route: routeOfDocFile(path.relative(docsDir, file)), source: await fs.readFile(file, 'utf8') })),
      );
      return selectOutlines(docs);
    },
    async contentLoaded({ content, actions }) {
      actions.setGlobalData(content);
    },
    getPathsToWatch() {
      return [`${docsDir}/**/*.{md,mdx}`];
    },
  };
}
