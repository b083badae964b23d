import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { OverviewData } from '../../src/lib/docsOverview';
import { docRoute, listContentFiles, splitFrontMatter } from '../lib/content.cjs';
import { selectOutlines } from './select';

/**
 * Reads the docs tree of the locale being built and publishes, as global data, the headings that overview
 * pages (pageType: overview) list under their pages, so no overview is typed by hand.
 */
export default function docsOverviewPlugin(context: LoadContext): Plugin<OverviewData> {
  const { siteDir, localizationDir, i18n } = context;
  const isDefaultLocale = i18n.currentLocale === i18n.defaultLocale;
  const docsDir = isDefaultLocale
    ? path.join(siteDir, 'docs')
    : path.join(localizationDir, 'docusaurus-plugin-content-docs', 'current');
  return {
    name: 'docs-overview',
    async loadContent() {
      const docs = await Promise.all(
        listContentFiles(docsDir).map(async (file) => {
          const source = await fs.readFile(file, 'utf8');
          return { route: docRoute(path.relative(docsDir, file), splitFrontMatter(source).data), source };
        }),
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
