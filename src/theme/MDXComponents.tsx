import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import PackageManagerTabs from '@site/src/components/PackageManagerTabs';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { TitleWithAfter } from '@site/src/components/PageActions/AfterTitle';

/**
 * Widgets every page may use without an import, Markdown tables in a keyboard-scrollable box, and the page title
 * followed by what the page layout puts under it (the doc pages' actions row).
 */
export default {
  ...MDXComponents,
  h1: TitleWithAfter,
  table: ScrollableTable,
  Tabs,
  TabItem,
  PackageManagerTabs,
};
