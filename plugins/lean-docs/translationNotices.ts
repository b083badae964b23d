import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { TRANSLATION_NOTICE_FIELD, type TranslationNotice } from '../../src/lib/translationNotice';
import status from '../lib/translation-status.cjs';

/** An outdated translation (root-relative path) and the git date (ms) of its English source's last change. */
export type OutdatedTranslations = ReadonlyMap<string, { sourceDate: number }>;

interface DocLike {
  /** `@site/`-aliased path of the file the page was built from. */
  source: string;
  permalink: string;
}

export interface NoticeContext {
  /** `@site/`-aliased folder of the locale's translated docs (`@site/i18n/zh/docusaurus-plugin-content-docs/current/`). */
  localizedDocsDir: string;
  /** Base URLs of the locale being built and of the default locale (`/zh/`, `/`). */
  localeBaseUrl: string;
  defaultBaseUrl: string;
  outdated: OutdatedTranslations;
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The notice of one doc of a non-default locale: a doc built from the English source (no file in the
 * translated folder) is untranslated; a translation the status report lists as outdated gets the date of the
 * English change. Both link the English page.
 */
export function translationNoticeFor(doc: DocLike, context: NoticeContext): TranslationNotice | undefined {
  const sourcePermalink = context.defaultBaseUrl + doc.permalink.slice(context.localeBaseUrl.length);
  if (!doc.source.startsWith(context.localizedDocsDir)) return { kind: 'untranslated', sourcePermalink };
  const outdated = context.outdated.get(doc.source.replace(/^@site\//, ''));
  return outdated && { kind: 'outdated', sourcePermalink, sourceDate: day(outdated.sourceDate) };
}

/** The outdated translations of `locale`, read with `npm run translation-status`'s own code. */
function outdatedTranslations(siteDir: string, locale: string): OutdatedTranslations {
  try {
    return status.outdatedTranslations(status.localeStatus(siteDir, locale).sections);
  } catch (error) {
    // No git (a source tarball): no dates, so no page can be called outdated.
    console.warn(`[lean-docs] translation dates unavailable: ${(error as Error).message}`);
    return new Map();
  }
}

/** The loaded docs with the notice of each translated page in its metadata (nothing for the default locale). */
export function withTranslationNotices(content: LoadedContent, context: LoadContext): LoadedContent {
  const { currentLocale, defaultLocale, localeConfigs } = context.i18n;
  if (currentLocale === defaultLocale) return content;
  const outdated = outdatedTranslations(context.siteDir, currentLocale);
  const aliased = (dir: string) => `@site/${path.relative(context.siteDir, dir).split(path.sep).join('/')}/`;
  return {
    ...content,
    loadedVersions: content.loadedVersions.map((version) => {
      const noticeContext: NoticeContext = {
        localizedDocsDir: aliased(version.contentPathLocalized ?? version.contentPath),
        localeBaseUrl: context.baseUrl,
        defaultBaseUrl: localeConfigs[defaultLocale]?.baseUrl ?? '/',
        outdated,
      };
      return {
        ...version,
        docs: version.docs.map((doc) => {
          const notice = translationNoticeFor(doc, noticeContext);
          return notice ? { ...doc, [TRANSLATION_NOTICE_FIELD]: notice } : doc;
        }),
      };
    }),
  };
}
