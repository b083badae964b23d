import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import PackageManagerTabs from '@site/src/components/PackageManagerTabs';

/** Widgets every page may use without an import. */
export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  PackageManagerTabs,
};
