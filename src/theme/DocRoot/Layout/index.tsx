import React from 'react';
import OriginalDocRootLayout from '@theme-original/DocRoot/Layout';
import type { Props } from '@theme/DocRoot/Layout';
import MobileSidebar from '@site/src/components/MobileSidebar';

/** Doc pages get the mobile Menu bar and sidebar drawer above the stock layout (which CSS hides it beside). */
export default function DocRootLayout(props: Props): React.ReactElement {
  return (
    <>
      <MobileSidebar />
      <OriginalDocRootLayout {...props} />
    </>
  );
}
