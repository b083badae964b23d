import React, { useState } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { SITE } from '@site/config/site';
import { feedbackIssueLink } from '@site/src/lib/feedbackIssue';
import styles from './styles.module.css';

/**
 * "Was this page helpful?" at the end of a doc page. "No" is a plain link to a prefilled issue on the docs
 * repository (works without JavaScript, needs no backend or cookie); "Yes" only thanks the reader: a toggle
 * button (pressed once answered, so the focus stays on it) whose thanks a status region announces. It needs
 * scripts, so static/no-js.css hides it without them. Nothing is sent or stored.
 */
export default function PageFeedback({ title }: { title: string }): React.ReactElement {
  const { pathname } = useLocation();
  const { siteConfig, i18n } = useDocusaurusContext();
  const [thanked, setThanked] = useState(false);
  const pageUrl = `${siteConfig.url}${pathname}`;
  const question = translate({ id: 'theme.pageFeedback.question', message: 'Was this page helpful?' });
  const thanks = translate({ id: 'theme.pageFeedback.thanks', message: 'Thank you for your feedback!' });
  const issue = feedbackIssueLink(SITE.feedbackIssueUrl, {
    title: translate({ id: 'theme.pageFeedback.issueTitle', message: 'Docs feedback: {title}' }, { title }),
    body: translate(
      {
        id: 'theme.pageFeedback.issueBody',
        message: 'Page: {url}\nLanguage: {locale}\n\nWhat was missing, unclear or wrong?\n',
      },
      { url: pageUrl, locale: i18n.currentLocale },
    ),
  });
  return (
    <div className={clsx(styles.feedback, 'page-feedback')} data-markdown-ignore="">
      <p className={styles.question}>{question}</p>
      <button
        type="button"
        className={clsx('clean-btn', styles.answer)}
        aria-pressed={thanked}
        onClick={() => setThanked(true)}
      >
        {translate({ id: 'theme.pageFeedback.yes', message: 'Yes' })}
      </button>
      <Link className={styles.answer} href={issue} target="_blank" rel="noopener noreferrer">
        {translate({ id: 'theme.pageFeedback.no', message: 'No' })}
        <span className={styles.visuallyHidden}>
          {translate({
            id: 'theme.pageFeedback.noHint',
            message: ', tell us on GitHub (opens in a new tab)',
          })}
        </span>
      </Link>
      <p role="status" className={styles.thanks}>
        {thanked ? thanks : ''}
      </p>
    </div>
  );
}
