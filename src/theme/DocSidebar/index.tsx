import React from 'react';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import type { Props } from '@theme/DocSidebar';

/**
 * The desktop sidebar at every width; CSS hides its column up to 996 px, where the doc sidebar is the drawer
 * behind the Menu button (src/components/MobileSidebar). Upstream swaps it for the nav screen's second menu
 * once the window size is known, which on a phone unmounts the whole sidebar in a blocking render right after
 * hydration (the largest long task of a long page's load).
 */
export default function DocSidebar(props: Props): React.ReactElement {
  return <DocSidebarDesktop {...props} />;
}
