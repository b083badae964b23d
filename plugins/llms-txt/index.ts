import type { LoadContext, Plugin } from '@docusaurus/types';
import { LLMS_TEXT } from '../../config/llms';
import { LOCALES, type Locale } from '../../config/locales';
import { collectPages, siteUrls, type TwinPage } from './sources';
import { postBuildStep, timedStep } from '../lib/buildProfile';
import { resetTwinTrees } from './compiledTrees';
import { minifyBuiltPages } from '../minify-html/minify';
import { renderPages, writeIndexFiles, writeTwins } from './writeFiles';

/**
 * llms.txt, llms-full.txt and a Markdown twin of every page (`<route>.md`, `<folder>/index.md`) for the
 * locale being built, and a `<link rel="alternate" type="text/markdown">` to the twin in each page's HTML.
 * The parts: collect the pages (sources.ts), convert their MDX (toMarkdown.ts), write the twins and the HTML
 * additions, then the index files (writeFiles.ts, with the text of llmsTxt.ts).
 */
export default function llmsTxtPlugin(context: LoadContext): Plugin<void> {
  const { siteConfig, baseUrl, i18n } = context;
  const locale = i18n.currentLocale as Locale;
  const urls = siteUrls(context);
  let pages: TwinPage[] = [];

  return {
    name: 'llms-txt',
    async allContentLoaded({ allContent }) {
      // A production build converts the twins from the trees the MDX compiler parses while Rspack bundles
      // (compiledTrees.ts). The dev server never runs postBuild and must not redo the work on every change.
      const fromCompiledTrees = process.env.NODE_ENV === 'production';
      if (fromCompiledTrees) resetTwinTrees();
      pages = await collectPages(context, allContent, { fromCompiledTrees });
    },
    async postBuild({ outDir, routesPaths }) {
      const rendered = await timedStep(postBuildStep(locale, 'Markdown twins'), () => renderPages(pages));
      // The pages get their additions once minified (the minifier would rewrite them otherwise).
      await minifyBuiltPages({ outDir, baseUrl, routesPaths });
      const output = {
        outDir,
        baseUrl,
        siteBase: urls.siteBase,
        text: LLMS_TEXT[locale] ?? LLMS_TEXT.en,
        htmlLang: LOCALES[locale].htmlLang,
      };
      await writeTwins(rendered, output);
      await writeIndexFiles(rendered, {
        ...output,
        siteTitle: siteConfig.title,
        siteUrl: siteConfig.url,
        locale,
        homeTwinUrl: urls.twinUrl(baseUrl),
      });
    },
  };
}
