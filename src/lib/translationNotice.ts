/**
 * What a doc page of a translated locale tells its reader about the translation. The build decides it
 * (plugins/lean-docs) and stores it in the page's metadata, so the notice is in the page's HTML and costs no
 * request: `untranslated` for a page the locale has no translation of (its build renders the English source),
 * `outdated` for a translation last changed before its English source (git dates, as
 * `npm run translation-status` reports them).
 */
export type TranslationNotice =
  | { kind: 'untranslated'; sourcePermalink: string }
  | { kind: 'outdated'; sourcePermalink: string; sourceDate: string };

/** The field of a doc's metadata that carries its notice. */
export const TRANSLATION_NOTICE_FIELD = 'translationNotice';

/** The notice in a doc's metadata (`useDoc().metadata`), if the build gave it one. */
export function translationNoticeOf(metadata: object): TranslationNotice | undefined {
  return (metadata as Record<string, TranslationNotice | undefined>)[TRANSLATION_NOTICE_FIELD];
}
