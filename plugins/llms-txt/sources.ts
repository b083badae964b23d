/**
 * The pages that get a Markdown twin, collected from the content plugins' loaded content in reading order
 * (home, then the sections of llms.txt), each with a `render` that converts its MDX source when called.
 */
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import type { RootContent } from 'mdast';
import { ADMONITION_TYPES } from '../lib/content.cjs';
import type { LlmsSectionId } from '../../config/llms';
import { RELEASES_ROUTE, SITE } from '../../config/site';
import { markdownTwinPath } from '../../src/lib/markdownTwin';
import { translationNoticeOf } from '../../src/lib/translationNotice';
import { LLMS_SECTIONS, type TwinEntry } from './llmsTxt';
import { link, heading, list, listItem, paragraph, text } from './mdast';
import { overviewBlocks } from './overview';
import { mdxToMarkdown, preprocess, type ConvertOptions } from './toMarkdown';
import { convertWhenCompiled, takeCompiledTwin } from './compiledTrees';
import type { TechArticle } from './htmlAdditions';
import { translationNoticeBlocks } from './translationNotice';

/** The releases overview text the release list page shows above the posts (src/components/releases). */
const RELEASES_OVERVIEW_FILE = '_overview.mdx';
/** Docs sidebars, in reading order; each is the llms.txt section of the same name. */
const DOC_SECTIONS = ['guide', 'config', 'plugins', 'api'] as const;

// The parts of the content plugins' loaded content this plugin reads (their own types are not all exported).
export interface DocLike {
  id: string;
  title: string;
  description: string;
  source: string;
  permalink: string;
  sidebar?: string;
  frontMatter: Record<string, unknown>;
  lastUpdatedAt?: number;
}
export interface SidebarItemLike {
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
export type AllContent = Record<string, Record<string, unknown> | undefined>;

export interface TwinPage extends TwinEntry {
  /** Route of the HTML page, base URL included (`/zh/config/`). */
  route: string;
  render: () => Promise<string>;
  /** Doc pages: their TechArticle JSON-LD (the language is the locale's). */
  article?: Omit<TechArticle, 'inLanguage'>;
}

/** The URLs and files of the locale being built. */
export interface SiteUrls {
  /** Site URL with the locale's base path and no trailing slash: `https://rsbuild.dev/zh`. */
  siteBase: string;
  pageUrl: (route: string) => string;
  twinUrl: (route: string) => string;
  /** The file of a content plugin's `source` (`@site/docs/x.mdx`). */
  sourcePath: (source: string) => string;
}

export function siteUrls({ siteDir, siteConfig, baseUrl }: LoadContext): SiteUrls {
  return {
    siteBase: `${siteConfig.url}${baseUrl.replace(/\/$/, '')}`,
    pageUrl: (route) => `${siteConfig.url}${route}`,
    twinUrl: (route) => `${siteConfig.url}${markdownTwinPath(route)}`,
    sourcePath: (source) =>
      source.startsWith('@site/') ? path.join(siteDir, source.slice('@site/'.length)) : source,
  };
}

/** What every collector needs: the site's URLs, the theme's translations, and a converter of MDX files. */
interface Collecting {
  baseUrl: string;
  urls: SiteUrls;
  translations: Record<string, string>;
  fromFile: (
    route: string,
    file: string,
    title: string,
    extra?: Partial<ConvertOptions>,
  ) => () => Promise<string>;
}

const isoDate = (date: Date | string) => new Date(date).toISOString().slice(0, 10);

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

/** The home page, with what its page type shows above the text (hero, features) as a prelude. */
function homeTwin(allContent: AllContent, { baseUrl, urls, fromFile }: Collecting): TwinPage[] {
  const homePage = (allContent['docusaurus-plugin-content-pages']?.default as PageLike[] | undefined)?.find(
    (page) => page.permalink === baseUrl,
  );
  if (!homePage) return [];
  const matter = (homePage.frontMatter ?? {}) as HomeMatter;
  const hero = matter.hero ?? {};
  const prelude: RootContent[] = [
    ...(hero.text
      ? [paragraph({ type: 'strong', children: [text(hero.text.replace(/\s*\n\s*/g, ' '))] })]
      : []),
    ...(hero.tagline ? [paragraph(text(hero.tagline))] : []),
    ...(hero.actions?.length
      ? [list(hero.actions.map((action) => listItem([link(`${urls.siteBase}${action.link}`, action.text)])))]
      : []),
    ...(matter.features ?? []).flatMap((feature) => [
      heading(2, feature.title),
      paragraph(
        text(feature.details),
        ...(feature.link ? [text(' '), link(`${urls.siteBase}${feature.link}`, feature.link)] : []),
      ),
    ]),
  ];
  const title = matter.title ?? SITE.title;
  return [
    {
      section: 'home',
      route: baseUrl,
      title,
      description: homePage.description ?? '',
      twinUrl: urls.twinUrl(baseUrl),
      render: fromFile(baseUrl, urls.sourcePath(homePage.source), title, { prelude }),
    },
  ];
}

/** Every doc, section by section in sidebar order; overview pages get their groups as an appendix. */
async function docTwins(allContent: AllContent, collecting: Collecting): Promise<TwinPage[]> {
  const { urls, translations, fromFile } = collecting;
  const version = (allContent['docusaurus-plugin-content-docs']?.default as DocsContentLike | undefined)
    ?.loadedVersions[0];
  if (!version) return [];
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
  const result: TwinPage[] = [];
  for (const { section, doc } of [...ordered, ...unlisted]) {
    if (!doc) continue;
    const appendix =
      doc.frontMatter.pageType === 'overview'
        ? await overviewBlocks(
            doc,
            version.sidebars[doc.sidebar ?? ''] ?? [],
            docsById,
            translations['theme.overview.others'] ?? 'Others',
            urls,
          )
        : undefined;
    // The page's translation notice (plugins/lean-docs puts it in the loaded docs), after the title as on the page.
    const notice = translationNoticeOf(doc);
    const prelude = notice
      ? translationNoticeBlocks(notice, translations, urls.twinUrl(notice.sourcePermalink))
      : undefined;
    result.push({
      section: section as LlmsSectionId,
      route: doc.permalink,
      title: doc.title,
      description: doc.description,
      twinUrl: urls.twinUrl(doc.permalink),
      render: fromFile(doc.permalink, urls.sourcePath(doc.source), doc.title, { appendix, prelude }),
      article: {
        headline: doc.title,
        description: doc.description,
        url: urls.pageUrl(doc.permalink),
        dateModified: doc.lastUpdatedAt,
      },
    });
  }
  return result;
}

/** The release list page (its overview text and the list of posts), then every post. */
function releaseTwins(
  allContent: AllContent,
  { baseUrl, urls, translations, fromFile }: Collecting,
): TwinPage[] {
  const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContentLike | undefined;
  if (!blog?.blogPosts.length) return [];
  const route = `${baseUrl.replace(/\/$/, '')}${RELEASES_ROUTE}`;
  const title = translations['releases.overview.title'] ?? 'Overview';
  const posts = blog.blogPosts.map(({ metadata }) =>
    listItem([
      link(urls.pageUrl(metadata.permalink), metadata.title),
      text(` (${isoDate(metadata.date)})${metadata.description ? `: ${metadata.description}` : ''}`),
    ]),
  );
  const appendix = [heading(2, translations['releases.overview.posts'] ?? 'Release posts'), list(posts)];
  const overviewFile = path.join(
    path.dirname(urls.sourcePath(blog.blogPosts[0].metadata.source)),
    RELEASES_OVERVIEW_FILE,
  );
  return [
    {
      section: 'releases',
      route,
      title,
      description: blog.blogDescription,
      twinUrl: urls.twinUrl(route),
      render: fromFile(route, overviewFile, title, { appendix }),
    },
    ...blog.blogPosts.map(({ metadata }) => ({
      section: 'releases' as const,
      route: metadata.permalink,
      title: metadata.title,
      description: metadata.description,
      twinUrl: urls.twinUrl(metadata.permalink),
      render: fromFile(metadata.permalink, urls.sourcePath(metadata.source), metadata.title),
    })),
  ];
}

/**
 * Every page with a twin, in the reading order of llms.txt and llms-full.txt. With `fromCompiledTrees`, each
 * twin is converted from the tree the MDX compiler parses during bundling (compiledTrees.ts).
 */
export async function collectPages(
  context: LoadContext,
  allContent: AllContent,
  { fromCompiledTrees = false } = {},
): Promise<TwinPage[]> {
  const { siteDir, baseUrl, localizationDir } = context;
  const urls = siteUrls(context);
  const translations = await readTranslations(localizationDir);
  const admonitionTitles = Object.fromEntries(
    ADMONITION_TYPES.map((type) => {
      const title = translations[`theme.admonition.${type}`] ?? type;
      return [type, title.charAt(0).toUpperCase() + title.slice(1)];
    }),
  );
  const fromFile: Collecting['fromFile'] = (route, file, title, extra = {}) => {
    const options: ConvertOptions = {
      filePath: file,
      siteDir,
      pageUrl: urls.pageUrl(route),
      siteBase: urls.siteBase,
      admonitionTitles,
      ...extra,
    };
    // A missing file fails when the twin is rendered, with the error it always gave.
    if (fromCompiledTrees && existsSync(file))
      convertWhenCompiled(file, preprocess(readFileSync(file, 'utf8')), (tree) =>
        mdxToMarkdown({ tree }, title, options),
      );
    return async () =>
      (fromCompiledTrees ? takeCompiledTwin(file) : undefined) ??
      mdxToMarkdown(await fs.readFile(file, 'utf8'), title, options);
  };
  const collecting: Collecting = { baseUrl, urls, translations, fromFile };
  const result = [
    ...homeTwin(allContent, collecting),
    ...(await docTwins(allContent, collecting)),
    ...releaseTwins(allContent, collecting),
  ];
  // Home, then section by section (a stable sort keeps the sidebar order within a section, pages outside the
  // sidebars after it).
  const order: string[] = ['home', ...LLMS_SECTIONS];
  return result.sort((a, b) => order.indexOf(a.section) - order.indexOf(b.section));
}
