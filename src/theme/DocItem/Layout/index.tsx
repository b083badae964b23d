import React from 'react';
import OriginalLayout from '@theme-original/DocItem/Layout';
import type { Props } from '@theme/DocItem/Layout';
import { useActivePlugin, useDoc } from '@docusaurus/plugin-content-docs/client';
import { useLocation } from '@docusaurus/router';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import { resolvePageType } from '@site/src/lib/pageType';
import { hiddenClassNames, hiddenComponents } from '@site/src/lib/componentSwitches';
import SidebarOverview from '@site/src/components/overview/SidebarOverview';
import CopyPage from '@site/src/components/CopyPage';
import PageFeedback from '@site/src/components/PageFeedback';
import TranslationNotice, { useTranslationNotice } from '@site/src/components/TranslationNotice';
import { DEFAULT_PLUGIN_ID } from '@docusaurus/constants';

/**
 * Doc pages: a translated page's notice above the title (an untranslated page's English text is marked
 * `lang="en"`), the "Copy page" control in the header (pages of the site's docs, which have Markdown twins), the
 * overview page type appends the generated list of the current sidebar, "Was this page helpful?" ends every
 * page, and the query switches / front matter flags hide the navbar, sidebar, outline or footer.
 */
export default function DocItemLayout({ children }: Props): React.ReactElement {
  const { frontMatter, metadata } = useDoc();
  const { search } = useLocation();
  const matter = frontMatter as Record<string, unknown>;
  const pageType = resolvePageType(matter.pageType);
  const hidden = hiddenComponents(matter, search);
  const hasMarkdownTwin = useActivePlugin()?.pluginId === DEFAULT_PLUGIN_ID;
  const untranslated = useTranslationNotice()?.kind === 'untranslated';
  return (
    <HtmlClassNameProvider className={`page-type-${pageType} ${hiddenClassNames(hidden)}`}>
      <OriginalLayout>
        <TranslationNotice />
        {hasMarkdownTwin && <CopyPage />}
        {untranslated ? (
          // A nested `markdown` block keeps Infima's `.markdown > h2` spacing for the content.
          <div lang="en" className="markdown">
            {children}
          </div>
        ) : (
          children
        )}
        {pageType === 'overview' && (
          <SidebarOverview
            headerDepths={
              Array.isArray(matter.overviewHeaders) ? (matter.overviewHeaders as number[]) : undefined
            }
          />
        )}
        <PageFeedback title={metadata.title} />
      </OriginalLayout>
    </HtmlClassNameProvider>
  );
}
