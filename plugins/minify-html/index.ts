import type { Plugin } from '@docusaurus/types';
import { minifyBuiltPages } from './minify';

/**
 * Minifies the built pages in postBuild (minify.ts says why not in Docusaurus's SSG, which
 * `skipDocusaurusHtmlMinifier` of config/build.ts turns off). The steps that read or rewrite the pages
 * (Markdown-twin links, search scan, security headers, text check) await the same pass.
 */
export default function minifyHtmlPlugin(): Plugin {
  return {
    name: 'minify-html',
    async postBuild({ outDir, baseUrl, routesPaths }) {
      await minifyBuiltPages({ outDir, baseUrl, routesPaths });
    },
  };
}
