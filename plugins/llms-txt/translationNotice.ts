/**
 * The translation notice of a doc page (src/components/TranslationNotice) as the blockquote its Markdown twin
 * carries after the title: an agent reading the twin learns, as a reader of the page does, that the page is
 * not translated yet or that its English source changed after the translation. Same words as the page (the
 * theme's translations), so the twin and the HTML agree; the English page is linked by its own twin.
 */
import type { PhrasingContent, RootContent } from 'mdast';
import { TRANSLATION_GUIDE_URL } from '../../config/site';
import type { TranslationNotice } from '../../src/lib/translationNotice';
import { link, text } from './mdast';

/** The component's default (English) messages, for a locale whose translations lack them. */
const DEFAULTS: Record<string, string> = {
  'theme.translationNotice.untranslated':
    'This page is not translated yet: below is its English text. You can help translate it ({guide}).',
  'theme.translationNotice.guide': 'translation guide',
  'theme.translationNotice.outdated':
    'The English page changed on {date}, after this translation: see the {englishPage}.',
  'theme.translationNotice.englishPage': 'English page',
};

/**
 * @param translations the theme's translations of the locale (code.json messages by id)
 * @param englishTwinUrl absolute URL of the English page's twin
 */
export function translationNoticeBlocks(
  notice: TranslationNotice,
  translations: Record<string, string>,
  englishTwinUrl: string,
): RootContent[] {
  const message = (id: string) => translations[id] ?? DEFAULTS[id] ?? id;
  const values: Record<string, PhrasingContent> =
    notice.kind === 'untranslated'
      ? { guide: link(TRANSLATION_GUIDE_URL, message('theme.translationNotice.guide')) }
      : {
          date: text(notice.sourceDate),
          englishPage: link(englishTwinUrl, message('theme.translationNotice.englishPage')),
        };
  const children = message(`theme.translationNotice.${notice.kind}`)
    .split(/(\{\w+\})/)
    .filter(Boolean)
    .map((part) => (/^\{\w+\}$/.test(part) ? values[part.slice(1, -1)] : undefined) ?? text(part));
  return [{ type: 'blockquote', children: [{ type: 'paragraph', children }] }];
}
