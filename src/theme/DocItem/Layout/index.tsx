import React from 'react';
import OriginalLayout from '@theme-original/DocItem/Layout';
import type { Props } from '@theme/DocItem/Layout';
import { useActivePlugin, useDoc } from '@docusaurus/plugin-content-docs/client';
import { useLocation } from '@docusaurus/router';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import { resolvePageType } from '@site/src/lib/pageType';
import { hiddenClassNames, hiddenComponents } from '@site/src/lib/componentSwitches';
import SidebarOverview from '@site/src/components/overview/SidebarOverview';
import PageActions, { type PageOutline } from '@site/src/components/PageActions';
import { AfterTitleContext } from '@site/src/components/PageActions/AfterTitle';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import PageFeedback from '@site/src/components/PageFeedback';
import TranslationNotice, { useTranslationNotice } from '@site/src/components/TranslationNotice';
import { DEFAULT_PLUGIN_ID } from '@docusaurus/constants';

/** The page's outline for the "On this page" toggle, unless the page has none. */
function usePageOutline(): PageOutline | undefined {
  const { frontMatter, toc } = useDoc();
  if (frontMatter.hide_table_of_contents || toc.length === 0) return undefined;
  return {
    toc,
    minHeadingLevel: frontMatter.toc_min_heading_level,
    maxHeadingLevel: frontMatter.toc_max_heading_level,
  };
}

/**
 * Doc pages: a translated page's notice above the title (an untranslated page's English text is marked
 * `lang="en"`), the page actions in a row of their own under the title ("Copy page" and its menu on pages of
 * the site's docs, which have Markdown twins; the "On this page" toggle on narrow screens), the overview page
 * type appends the generated list of the current sidebar, "Was this page helpful?" ends every page, and the
 * query switches / front matter flags hide the navbar, sidebar, outline or footer.
 */
export default function DocItemLayout({ children }: Props): React.ReactElement {
  const { frontMatter, metadata, contentTitle } = useDoc();
  const { i18n } = useDocusaurusContext();
  const { search } = useLocation();
  const matter = frontMatter as Record<string, unknown>;
  const pageType = resolvePageType(matter.pageType);
  const hidden = hiddenComponents(matter, search);
  const hasMarkdownTwin = useActivePlugin()?.pluginId === DEFAULT_PLUGIN_ID;
  const untranslated = useTranslationNotice()?.kind === 'untranslated';
  const outline = usePageOutline();
  const actions = (hasMarkdownTwin || outline) && (
    <PageActions
      copy={hasMarkdownTwin}
      outline={outline}
      lang={untranslated ? i18n.localeConfigs[i18n.currentLocale]?.htmlLang : undefined}
    />
  );
  // A page whose Markdown has no `# Title` gets its title from the stock layout, above all of this.
  const titleInContent = contentTitle !== undefined;
  return (
    <HtmlClassNameProvider className={`page-type-${pageType} ${hiddenClassNames(hidden)}`}>
      <OriginalLayout>
        <TranslationNotice />
        {!titleInContent && actions}
        <AfterTitleContext.Provider value={titleInContent && actions}>
          {untranslated ? (
            // A nested `markdown` block keeps Infima's `.markdown > h2` spacing for the content.
            <div lang="en" className="markdown">
              {children}
            </div>
          ) : (
            children
          )}
        </AfterTitleContext.Provider>
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
