import type { LoadContext, Plugin } from '@docusaurus/types';
import { LLMS_TEXT } from '../../config/llms';
import { LOCALES, type Locale } from '../../config/locales';
import { collectPages, siteUrls, type TwinPage } from './sources';
import { timedStep } from '../lib/buildProfile';
import { minifyBuiltPages } from '../minify-html/minify';
import { renderPages, writeIndexFiles, writeTwins, type RenderedPage } from './writeFiles';

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
  let rendering: Promise<RenderedPage[]> | undefined;

  return {
    name: 'llms-txt',
    async allContentLoaded({ allContent }) {
      pages = await collectPages(context, allContent);
      // The twins come from the sources alone, so a production build converts them while Rspack bundles
      // (mostly native threads) instead of on postBuild's critical path. The dev server never runs
      // postBuild and must not redo the work on every change; a failure surfaces when postBuild awaits it.
      rendering =
        process.env.NODE_ENV === 'production'
          ? timedStep(`Build > ${locale} > Markdown twins (MDX to Markdown, beside bundling)`, () =>
              renderPages(pages),
            )
          : undefined;
      rendering?.catch(() => undefined);
    },
    async postBuild({ outDir, routesPaths }) {
      const rendered = await (rendering ?? renderPages(pages));
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
