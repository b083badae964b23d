/**
 * What postBuild writes: each page's Markdown twin and the additions to its HTML (writeTwins), then the index
 * files of the locale (writeIndexFiles: llms.txt, llms-full.txt and, for the default locale, robots.txt).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LlmsLocaleText } from '../../config/llms';
import { DEFAULT_LOCALE, LOCALE_CODES, localePrefix, type Locale } from '../../config/locales';
import { markdownTwinPath } from '../../src/lib/markdownTwin';
import { withAgentPointer, withTechArticle } from './htmlAdditions';
import { buildLlmsFullTxt, buildLlmsTxt, buildRobotsTxt, withMarkdownAlternate } from './llmsTxt';
import type { TwinPage } from './sources';

export type RenderedPage = TwinPage & { markdown: string };

/** Where the files go and how the locale's pages link to each other. */
export interface Output {
  outDir: string;
  baseUrl: string;
  /** Site URL with the locale's base path and no trailing slash. */
  siteBase: string;
  text: LlmsLocaleText;
  /** BCP 47 language of the locale's pages (TechArticle `inLanguage`). */
  htmlLang: string;
}

export const llmsTxtUrl = (output: Pick<Output, 'siteBase'>) => `${output.siteBase}/llms.txt`;

export function renderPages(pages: readonly TwinPage[]): Promise<RenderedPage[]> {
  return Promise.all(pages.map(async (page) => ({ ...page, markdown: await page.render() })));
}

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

/** The built HTML file of a route: `/x/` → x/index.html; `/x` → x/index.html (or x.html without slashes). */
async function htmlFileOf(outDir: string, baseUrl: string, route: string): Promise<string> {
  const relative = route.slice(baseUrl.length);
  const candidates =
    relative === '' || relative.endsWith('/')
      ? [`${relative}index.html`]
      : [`${relative}/index.html`, `${relative}.html`];
  for (const candidate of candidates) {
    const file = path.join(outDir, candidate);
    if (await exists(file)) return file;
  }
  throw new Error(`llms-txt: no HTML page for ${route} to link its Markdown twin from.`);
}

/**
 * Each page's twin (`<route>.md`, opened by a pointer to llms.txt), and in its HTML: the Markdown alternate
 * link, the hidden pointer for agents and, for docs, the TechArticle JSON-LD.
 */
export async function writeTwins(rendered: readonly RenderedPage[], output: Output): Promise<void> {
  const { outDir, baseUrl, text } = output;
  const llmsTxt = llmsTxtUrl(output);
  await Promise.all(
    rendered.map(async (page) => {
      const twinFile = path.join(outDir, markdownTwinPath(page.route).slice(baseUrl.length));
      await fs.mkdir(path.dirname(twinFile), { recursive: true });
      await fs.writeFile(twinFile, `> ${text.pointer.twin(llmsTxt)}\n\n${page.markdown}`);
      const htmlFile = await htmlFileOf(outDir, baseUrl, page.route);
      let html = withMarkdownAlternate(await fs.readFile(htmlFile, 'utf8'), page.twinUrl);
      html = withAgentPointer(html, text.pointer.html({ twin: page.twinUrl, llmsTxt }));
      if (page.article) html = withTechArticle(html, { ...page.article, inLanguage: output.htmlLang });
      await fs.writeFile(htmlFile, html);
    }),
  );
}

/** llms.txt and llms-full.txt of the locale; robots.txt (root only, all locales' sitemaps) for the default one. */
export async function writeIndexFiles(
  rendered: readonly RenderedPage[],
  output: Output & { siteTitle: string; siteUrl: string; locale: Locale; homeTwinUrl: string },
): Promise<void> {
  const { outDir, siteBase } = output;
  const home = rendered.find((page) => page.section === 'home');
  const urls = { home: home?.twinUrl ?? output.homeTwinUrl, full: `${siteBase}/llms-full.txt` };
  await fs.writeFile(
    path.join(outDir, 'llms.txt'),
    buildLlmsTxt(output.siteTitle, output.text, rendered, urls),
  );
  await fs.writeFile(path.join(outDir, 'llms-full.txt'), buildLlmsFullTxt(rendered));
  // Crawlers read robots.txt at the root only: the default locale's build writes it for all locales.
  if (output.locale === DEFAULT_LOCALE) {
    const base = `${output.siteUrl}${output.baseUrl.replace(/\/$/, '')}`;
    const sitemaps = LOCALE_CODES.map((code) => `${base}${localePrefix(code)}/sitemap.xml`);
    await fs.writeFile(path.join(outDir, 'robots.txt'), buildRobotsTxt(sitemaps));
  }
}
