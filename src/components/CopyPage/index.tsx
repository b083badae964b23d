import React, { useCallback, useEffect, useId, useState } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { ASSISTANT_LINKS } from '@site/config/assistants';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import { markdownTwinPath } from '@site/src/lib/markdownTwin';
import { useCopiedConfirmation } from '@site/src/lib/clipboard/useCopiedConfirmation';
import { useDisclosureMenu } from '@site/src/lib/useDisclosureMenu';
import styles from './styles.module.css';

type CopyModule = typeof import('./copyPageMarkdown');
let copyModule: Promise<CopyModule> | undefined;
/** The fetch-and-copy code is loaded on first use (or when the pointer or focus reaches the button). */
const loadCopyModule = () => (copyModule ??= import('./copyPageMarkdown'));
const preloadCopyModule = () => void loadCopyModule();

/** The chevron of the menu button, drawn in the text colour. */
function Chevron(): React.ReactElement {
  return (
    <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true">
      <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The page actions under the doc title, one split button: "Copy page" copies the page's Markdown twin (what AI
 * assistants read) with the same confirmation as the code blocks' copy button; the chevron beside it opens a
 * menu that links to the twin and opens it in an AI assistant (plain links to the assistants with the twin's
 * URL in the prompt, config/assistants.ts). Both labels of the copy button share one grid cell, so confirming
 * never changes its width. The menu's links are in the served HTML for agents, and shown inline without
 * JavaScript (static/no-js.css).
 */
export default function CopyPage(): React.ReactElement {
  const { pathname } = useLocation();
  const { siteConfig } = useDocusaurusContext();
  const twin = markdownTwinPath(pathname);
  const [isCopied, confirmCopied] = useCopiedConfirmation();
  const [failed, setFailed] = useState(false);
  const menu = useDisclosureMenu();
  const menuId = useId();
  const { close } = menu;
  useEffect(close, [pathname, close]);
  const itemProps = { onKeyDown: menu.onMenuKeyDown, onClick: close };
  const copy = useCallback(() => {
    setFailed(false);
    loadCopyModule()
      .then(({ copyPageMarkdown }) => copyPageMarkdown(twin))
      .then(confirmCopied, (error: unknown) => {
        console.error('Copying the page failed:', error);
        setFailed(true);
      });
  }, [twin, confirmCopied]);

  // No `description` here: it would ship in the bundle; i18n/*/code.json carries it for translators.
  const copyText = translate({ id: 'theme.copyPage.copy', message: 'Copy page' });
  const copiedText = translate({ id: 'theme.copyPage.copied', message: 'Copied' });
  const failedText = translate({ id: 'theme.copyPage.failed', message: 'Copying failed' });
  const viewText = translate({ id: 'theme.copyPage.view', message: 'View as Markdown' });
  const moreText = translate({ id: 'theme.copyPage.more', message: 'More page actions' });
  const prompt = translate(
    { id: 'theme.copyPage.prompt', message: 'Read {url} so I can ask questions about it.' },
    { url: `${siteConfig.url}${twin}` },
  );

  return (
    // data-markdown-ignore: controls, not content; Markdown comparisons (AFDocs parity) leave them out.
    <div
      ref={menu.rootRef}
      className={clsx(styles.copyPage, 'copy-page')}
      data-markdown-ignore=""
      onBlur={menu.onRootBlur}
    >
      <div className={clsx(styles.split, 'copy-page-split')}>
        <button
          type="button"
          className={clsx('clean-btn', styles.button, isCopied && styles.copied)}
          onClick={copy}
          onPointerEnter={preloadCopyModule}
          onFocus={preloadCopyModule}
          data-copied={isCopied || undefined}
        >
          <span className={styles.icons} aria-hidden="true">
            <IconCopy className={styles.icon} />
            <IconSuccess className={styles.successIcon} />
          </span>
          <span className={styles.labels}>
            <span className={styles.label} aria-hidden={isCopied || undefined}>
              {copyText}
            </span>
            <span className={styles.label} aria-hidden={!isCopied || undefined}>
              {copiedText}
            </span>
          </span>
        </button>
        <button
          ref={menu.buttonRef}
          type="button"
          className={clsx('clean-btn', styles.button, styles.toggle)}
          aria-label={moreText}
          aria-expanded={menu.open}
          aria-controls={menuId}
          onClick={menu.onButtonClick}
          onKeyDown={menu.onButtonKeyDown}
        >
          <Chevron />
        </button>
      </div>
      {/* Closed, the list is display: none (out of the accessibility tree) but in the HTML. */}
      <ul
        ref={menu.menuRef}
        id={menuId}
        className={clsx(styles.menu, menu.open && styles.menuOpen, 'copy-page-menu')}
      >
        <li>
          {/* The Markdown twin is a static file, not a route: <Link> would open it as a (missing) page. */}
          {/* eslint-disable-next-line @docusaurus/no-html-links */}
          <a href={twin} className={styles.item} type="text/markdown" {...itemProps}>
            {viewText}
          </a>
        </li>
        {ASSISTANT_LINKS.map((assistant) => (
          <li key={assistant.name}>
            <Link
              href={assistant.url(prompt)}
              className={styles.item}
              target="_blank"
              rel="noopener noreferrer"
              {...itemProps}
            >
              {translate(
                { id: 'theme.copyPage.openIn', message: 'Open in {assistant}' },
                { assistant: assistant.name },
              )}
            </Link>
          </li>
        ))}
      </ul>
      <span role="status" className={styles.visuallyHidden}>
        {isCopied ? copiedText : failed ? failedText : ''}
      </span>
    </div>
  );
}
