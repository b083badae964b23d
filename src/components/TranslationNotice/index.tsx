import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { TRANSLATION_GUIDE_URL } from '@site/config/site';
import { translationNoticeOf, type TranslationNotice as Notice } from '@site/src/lib/translationNotice';
import styles from './styles.module.css';

/** The doc's translation notice, if the build gave it one (src/lib/translationNotice.ts). */
export function useTranslationNotice(): Notice | undefined {
  return translationNoticeOf(useDoc().metadata);
}

/** The English page: another locale is another build, so a plain page load (`pathname://`). */
function EnglishPageLink({ to, children }: { to: string; children: React.ReactNode }): React.ReactElement {
  return (
    <Link to={`pathname://${to}`} autoAddBaseUrl={false} hrefLang="en" target="_self">
      {children}
    </Link>
  );
}

/**
 * Above the title of a translated doc page: "not translated yet" (the English text follows) or "the English
 * page changed on <date> since this translation". Rendered at build time into the HTML; nothing on other pages.
 */
export default function TranslationNotice(): React.ReactElement | null {
  const notice = useTranslationNotice();
  if (!notice) return null;
  return (
    <div role="note" className={clsx('alert', styles.notice, 'theme-translation-notice')}>
      {notice.kind === 'untranslated' ? (
        <Translate
          id="theme.translationNotice.untranslated"
          values={{
            guide: (
              <Link to={TRANSLATION_GUIDE_URL}>
                <Translate id="theme.translationNotice.guide">translation guide</Translate>
              </Link>
            ),
          }}
        >
          {'This page is not translated yet: below is its English text. You can help translate it ({guide}).'}
        </Translate>
      ) : (
        <Translate
          id="theme.translationNotice.outdated"
          values={{
            date: <time dateTime={notice.sourceDate}>{notice.sourceDate}</time>,
            englishPage: (
              <EnglishPageLink to={notice.sourcePermalink}>
                <Translate id="theme.translationNotice.englishPage">English page</Translate>
              </EnglishPageLink>
            ),
          }}
        >
          {'The English page changed on {date}, after this translation: see the {englishPage}.'}
        </Translate>
      )}
    </div>
  );
}
