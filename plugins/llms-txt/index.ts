import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { List, ListItem, PhrasingContent, RootContent } from 'mdast';
import { LLMS_TEXT, type LlmsSectionId } from '../../config/llms';
import { RELEASES_ROUTE, SITE } from '../../config/site';
import { DEFAULT_LOCALE, LOCALES, LOCALE_CODES, localePrefix, type Locale } from '../../config/locales';
import { markdownTwinPath } from '../../src/lib/markdownTwin';
import { extractOutline } from '../docs-overview/headings';
import {
  LLMS_SECTIONS,
  buildLlmsFullTxt,
  buildLlmsTxt,
  buildRobotsTxt,
  withMarkdownAlternate,
  type TwinEntry,
} from './llmsTxt';
import { mdxToMarkdown, type ConvertOptions } from './toMarkdown';
import { withAgentPointer, withTechArticle, type TechArticle } from './htmlAdditions';

/** The releases overview text the release list page shows above the posts (src/components/releases). */
const RELEASES_OVERVIEW_FILE = '_overview.mdx';
/** Docs sidebars, in reading order; each is the llms.txt section of the same name. */
const DOC_SECTIONS = ['guide', 'config', 'plugins', 'api'] as const;

// The parts of the content plugins' loaded content this plugin reads (their own types are not all exported).
interface DocLike {
  id: string;
  title: string;
  description: string;
  source: string;
  permalink: string;
  sidebar?: string;
  frontMatter: Record<string, unknown>;
  lastUpdatedAt?: number;
}
interface SidebarItemLike {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItemLike[];
  link?: { type: string; id?: string };
}
interface DocsContentLike {
  loadedVersions: { docs: DocLike[]; sidebars: Record<string, SidebarItemLike[]> }[];
}
interface BlogContentLike {
  blogPosts: {
    metadata: { permalink: string; source: string; title: string; description: string; date: Date | string };
  }[];
  blogDescription: string;
}
interface PageLike {
  type: string;
  permalink: string;
  source: string;
  description?: string;
  frontMatter?: Record<string, unknown>;
}
interface HomeMatter {
  title?: string;
  hero?: { name?: string; text?: string; tagline?: string; actions?: { text: string; link: string }[] };
  features?: { title: string; details: string; link?: string }[];
}

interface TwinPage extends TwinEntry {
  /** Route of the HTML page, base URL included (`/zh/config/`). */
  route: string;
  render: () => Promise<string>;
  /** Doc pages: their TechArticle JSON-LD (the language is the locale's). */
  article?: Omit<TechArticle, 'inLanguage'>;
}

const isoDate = (date: Date | string) => new Date(date).toISOString().slice(0, 10);
const text = (value: string): PhrasingContent => ({ type: 'text', value });
const link = (url: string, label: string): PhrasingContent => ({
  type: 'link',
  url,
  children: [text(label)],
});
const heading = (depth: 2 | 3, label: string): RootContent => ({
  type: 'heading',
  depth,
  children: [text(label)],
});
const paragraph = (...children: PhrasingContent[]): RootContent => ({ type: 'paragraph', children });
const list = (items: ListItem[]): List => ({ type: 'list', ordered: false, spread: false, children: items });
const listItem = (children: PhrasingContent[], nested?: List): ListItem => ({
  type: 'listItem',
  spread: false,
  children: [{ type: 'paragraph', children }, ...(nested ? [nested] : [])],
});

/** The doc ids of a sidebar in reading order (a category's own page first). */
function sidebarDocIds(items: readonly SidebarItemLike[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' && item.id) return [item.id];
    if (item.type === 'category')
      return [
        ...(item.link?.type === 'doc' && item.link.id ? [item.link.id] : []),
        ...sidebarDocIds(item.items ?? []),
      ];
    return [];
  });
}

async function readTranslations(localizationDir: string): Promise<Record<string, string>> {
  const json = await fs.readFile(path.join(localizationDir, 'code.json'), 'utf8').catch(() => '{}');
  const messages = JSON.parse(json) as Record<string, { message: string }>;
  return Object.fromEntries(Object.entries(messages).map(([id, entry]) => [id, entry.message]));
}

type RenderedPage = TwinPage & { markdown: string };

function renderPages(pages: readonly TwinPage[]): Promise<RenderedPage[]> {
  return Promise.all(pages.map(async (page) => ({ ...page, markdown: await page.render() })));
}

/**
 * llms.txt, llms-full.txt and a Markdown twin of every page (`<route>.md`, `<folder>/index.md`) for the
 * locale being built, and a `<link rel="alternate" type="text/markdown">` to the twin in each page's HTML.
 * The twins are made from the MDX sources (plugins/llms-txt/toMarkdown.ts), in the order of the sidebars.
 */
export default function llmsTxtPlugin(context: LoadContext): Plugin<void> {
  const { siteDir, siteConfig, baseUrl, localizationDir, i18n } = context;
  const locale = i18n.currentLocale as Locale;
  const siteBase = `${siteConfig.url}${baseUrl.replace(/\/$/, '')}`;
  const pageUrl = (route: string) => `${siteConfig.url}${route}`;
  const twinUrl = (route: string) => `${siteConfig.url}${markdownTwinPath(route)}`;
  const sourcePath = (source: string) =>
    source.startsWith('@site/') ? path.join(siteDir, source.slice('@site/'.length)) : source;
  let pages: TwinPage[] = [];
  let rendering: Promise<RenderedPage[]> | undefined;

  async function collectPages(
    allContent: Record<string, Record<string, unknown> | undefined>,
  ): Promise<TwinPage[]> {
    const translations = await readTranslations(localizationDir);
    const admonitionTitles = Object.fromEntries(
      ['note', 'tip', 'info', 'warning', 'danger', 'caution'].map((type) => {
        const title = translations[`theme.admonition.${type}`] ?? type;
        return [type, title.charAt(0).toUpperCase() + title.slice(1)];
      }),
    );
    const convertOptions = (
      route: string,
      filePath: string,
      extra: Partial<ConvertOptions> = {},
    ): ConvertOptions => ({
      filePath,
      siteDir,
      pageUrl: pageUrl(route),
      siteBase,
      admonitionTitles,
      ...extra,
    });
    const fromFile =
      (route: string, file: string, title: string, extra?: Partial<ConvertOptions>) => async () =>
        mdxToMarkdown(await fs.readFile(file, 'utf8'), title, convertOptions(route, file, extra));
    const result: TwinPage[] = [];

    const homePage = (allContent['docusaurus-plugin-content-pages']?.default as PageLike[] | undefined)?.find(
      (page) => page.permalink === baseUrl,
    );
    if (homePage) {
      const matter = (homePage.frontMatter ?? {}) as HomeMatter;
      const hero = matter.hero ?? {};
      const prelude: RootContent[] = [
        ...(hero.text
          ? [paragraph({ type: 'strong', children: [text(hero.text.replace(/\s*\n\s*/g, ' '))] })]
          : []),
        ...(hero.tagline ? [paragraph(text(hero.tagline))] : []),
        ...(hero.actions?.length
          ? [list(hero.actions.map((action) => listItem([link(`${siteBase}${action.link}`, action.text)])))]
          : []),
        ...(matter.features ?? []).flatMap((feature) => [
          heading(2, feature.title),
          paragraph(
            text(feature.details),
            ...(feature.link ? [text(' '), link(`${siteBase}${feature.link}`, feature.link)] : []),
          ),
        ]),
      ];
      const title = matter.title ?? SITE.title;
      result.push({
        section: 'home',
        route: baseUrl,
        title,
        description: homePage.description ?? '',
        twinUrl: twinUrl(baseUrl),
        render: fromFile(baseUrl, sourcePath(homePage.source), title, { prelude }),
      });
    }

    const version = (allContent['docusaurus-plugin-content-docs']?.default as DocsContentLike | undefined)
      ?.loadedVersions[0];
    if (version) {
      const docsById = new Map(version.docs.map((doc) => [doc.id, doc]));
      const ordered = DOC_SECTIONS.flatMap((section) =>
        sidebarDocIds(version.sidebars[section] ?? []).map((id) => ({ section, doc: docsById.get(id) })),
      );
      const listed = new Set(ordered.map(({ doc }) => doc?.id));
      // A doc left out of every sidebar is still a page: it goes to the section its path starts with.
      const unlisted = version.docs
        .filter((doc) => !listed.has(doc.id))
        .map((doc) => ({
          section: (DOC_SECTIONS as readonly string[]).includes(doc.id.split('/')[0])
            ? doc.id.split('/')[0]
            : 'guide',
          doc,
        }));
      for (const { section, doc } of [...ordered, ...unlisted]) {
        if (!doc) continue;
        const appendix =
          doc.frontMatter.pageType === 'overview'
            ? await overviewBlocks(doc, version, docsById, translations)
            : undefined;
        result.push({
          section: section as LlmsSectionId,
          route: doc.permalink,
          title: doc.title,
          description: doc.description,
          twinUrl: twinUrl(doc.permalink),
          render: fromFile(doc.permalink, sourcePath(doc.source), doc.title, { appendix }),
          article: {
            headline: doc.title,
            description: doc.description,
            url: pageUrl(doc.permalink),
            dateModified: doc.lastUpdatedAt,
          },
        });
      }
    }

    const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContentLike | undefined;
    if (blog?.blogPosts.length) {
      const route = `${baseUrl.replace(/\/$/, '')}${RELEASES_ROUTE}`;
      const title = translations['releases.overview.title'] ?? 'Overview';
      const posts = blog.blogPosts.map(({ metadata }) =>
        listItem([
          link(pageUrl(metadata.permalink), metadata.title),
          text(` (${isoDate(metadata.date)})${metadata.description ? `: ${metadata.description}` : ''}`),
        ]),
      );
      const appendix = [heading(2, translations['releases.overview.posts'] ?? 'Release posts'), list(posts)];
      const overviewFile = path.join(
        path.dirname(sourcePath(blog.blogPosts[0].metadata.source)),
        RELEASES_OVERVIEW_FILE,
      );
      const description = blog.blogDescription;
      result.push({
        section: 'releases',
        route,
        title,
        description,
        twinUrl: twinUrl(route),
        render: fromFile(route, overviewFile, title, { appendix }),
      });
      for (const { metadata } of blog.blogPosts) {
        result.push({
          section: 'releases',
          route: metadata.permalink,
          title: metadata.title,
          description: metadata.description,
          twinUrl: twinUrl(metadata.permalink),
          render: fromFile(metadata.permalink, sourcePath(metadata.source), metadata.title),
        });
      }
    }
    // Reading order of llms-full.txt is that of llms.txt: home, then section by section (a sort that keeps
    // the sidebar order within a section, pages outside the sidebars after it).
    const order: string[] = ['home', ...LLMS_SECTIONS];
    return result.sort((a, b) => order.indexOf(a.section) - order.indexOf(b.section));
  }

  /**
   * What the overview page type shows under its text (src/components/overview): one h2 per sidebar group with
   * links to its pages, each with its headings of the depths the page asks for (`overviewHeaders`,
   * default [2]).
   */
  async function overviewBlocks(
    page: DocLike,
    version: DocsContentLike['loadedVersions'][number],
    docsById: Map<string, DocLike>,
    translations: Record<string, string>,
  ): Promise<RootContent[]> {
    const depths = Array.isArray(page.frontMatter.overviewHeaders)
      ? (page.frontMatter.overviewHeaders as number[])
      : [2];
    const groups: { label: string; ids: string[] }[] = [];
    const others: string[] = [];
    for (const item of version.sidebars[page.sidebar ?? ''] ?? []) {
      if (item.type === 'category') groups.push({ label: item.label ?? '', ids: sidebarDocIds([item]) });
      else if (item.type === 'doc' && item.id) others.push(item.id);
    }
    if (others.length) groups.push({ label: translations['theme.overview.others'] ?? 'Others', ids: others });
    const blocks: RootContent[] = [];
    for (const group of groups) {
      const docs = group.ids
        .filter((id) => id !== page.id)
        .map((id) => docsById.get(id))
        .filter((doc): doc is DocLike => Boolean(doc));
      if (!docs.length) continue;
      const items = await Promise.all(
        docs.map(async (doc) => {
          const sidebarLabel = doc.frontMatter.sidebar_label;
          const label = typeof sidebarLabel === 'string' ? sidebarLabel : doc.title;
          if (!depths.length) return listItem([link(pageUrl(doc.permalink), label)]);
          const outline = extractOutline(await fs.readFile(sourcePath(doc.source), 'utf8'));
          const headings = outline.headings.filter((entry) => depths.includes(entry.depth));
          const nested = headings.length
            ? list(
                headings.map((entry) =>
                  listItem([link(`${pageUrl(doc.permalink)}#${entry.id}`, entry.text)]),
                ),
              )
            : undefined;
          return listItem([link(pageUrl(doc.permalink), label)], nested);
        }),
      );
      blocks.push(heading(2, group.label), list(items));
    }
    return blocks;
  }

  /** The built HTML file of a route: `/x/` → x/index.html; `/x` → x/index.html (or x.html without slashes). */
  async function htmlFileOf(outDir: string, route: string): Promise<string> {
    const relative = route.slice(baseUrl.length);
    const candidates =
      relative === '' || relative.endsWith('/')
        ? [`${relative}index.html`]
        : [`${relative}/index.html`, `${relative}.html`];
    for (const candidate of candidates) {
      const file = path.join(outDir, candidate);
      if (
        await fs.stat(file).then(
          () => true,
          () => false,
        )
      )
        return file;
    }
    throw new Error(`llms-txt: no HTML page for ${route} to link its Markdown twin from.`);
  }

  return {
    name: 'llms-txt',
    async allContentLoaded({ allContent }) {
      pages = await collectPages(allContent);
      // The twins come from the sources alone, so a production build converts them while Rspack bundles
      // (mostly native threads) instead of on postBuild's critical path. The dev server never runs
      // postBuild and must not redo the work on every change; a failure surfaces when postBuild awaits it.
      rendering = process.env.NODE_ENV === 'production' ? renderPages(pages) : undefined;
      rendering?.catch(() => undefined);
    },
    async postBuild({ outDir }) {
      const rendered = await (rendering ?? renderPages(pages));
      const text = LLMS_TEXT[locale] ?? LLMS_TEXT.en;
      const llmsTxtUrl = `${siteBase}/llms.txt`;
      await Promise.all(
        rendered.map(async (page) => {
          const twinFile = path.join(outDir, markdownTwinPath(page.route).slice(baseUrl.length));
          await fs.mkdir(path.dirname(twinFile), { recursive: true });
          await fs.writeFile(twinFile, `> ${text.pointer.twin(llmsTxtUrl)}\n\n${page.markdown}`);
          const htmlFile = await htmlFileOf(outDir, page.route);
          let html = withMarkdownAlternate(await fs.readFile(htmlFile, 'utf8'), page.twinUrl);
          html = withAgentPointer(html, text.pointer.html({ twin: page.twinUrl, llmsTxt: llmsTxtUrl }));
          if (page.article)
            html = withTechArticle(html, { ...page.article, inLanguage: LOCALES[locale].htmlLang });
          await fs.writeFile(htmlFile, html);
        }),
      );
      const home = rendered.find((page) => page.section === 'home');
      const urls = { home: home?.twinUrl ?? twinUrl(baseUrl), full: `${siteBase}/llms-full.txt` };
      await fs.writeFile(path.join(outDir, 'llms.txt'), buildLlmsTxt(siteConfig.title, text, rendered, urls));
      await fs.writeFile(path.join(outDir, 'llms-full.txt'), buildLlmsFullTxt(rendered));
      // Crawlers read robots.txt at the root only: the default locale's build writes it for all locales.
      if (locale === DEFAULT_LOCALE)
        await fs.writeFile(
          path.join(outDir, 'robots.txt'),
          buildRobotsTxt(
            LOCALE_CODES.map(
              (code) => `${siteConfig.url}${baseUrl.replace(/\/$/, '')}${localePrefix(code)}/sitemap.xml`,
            ),
          ),
        );
    },
  };
}
