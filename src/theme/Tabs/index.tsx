import React from 'react';
import OriginalTabs from '@theme-original/Tabs';
import type { Props } from '@theme/Tabs';
import styles from './styles.module.css';

/**
 * Docusaurus's tabs in a box of their own. Upstream mounts the tabs again once the page has hydrated (turned
 * off by plugins/sliced-boot, src/lib/tabsMountKey.ts), which replaces their element; a theme rule with a
 * sibling combinator (`.docItemContainer header + *`) makes Chromium then recompute the style of every
 * element of the parent, so as a direct child of the article the swap restyles the whole article (about 20 ms
 * of a phone's main thread on the longest FAQ page). Inside the box, only the box is restyled.
 */
export default function Tabs(props: Props): React.ReactElement {
  return (
    <div className={styles.tabsBox}>
      <OriginalTabs {...props} />
    </div>
  );
}
