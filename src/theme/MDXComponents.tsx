import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import PackageManagerTabs from '@site/src/components/PackageManagerTabs';
import ScrollableTable from '@site/src/components/ScrollableTable';

/** Widgets every page may use without an import, and Markdown tables in a keyboard-scrollable box. */
export default {
  ...MDXComponents,
  table: ScrollableTable,
  Tabs,
  TabItem,
  PackageManagerTabs,
};
