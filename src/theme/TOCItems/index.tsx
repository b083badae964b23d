import React, { useMemo } from 'react';
import OriginalTOCItems from '@theme-original/TOCItems';
import type { Props } from '@theme/TOCItems';
import { htmlWithWordBreaks } from '@site/src/lib/wordBreaks';

/**
 * Every outline (desktop, the mobile "On this page" and inline ones), with break opportunities in the API
 * names of its entries (src/lib/wordBreaks.ts): `rsbuild.onAfterStartDevServer` wraps at a dot or a hump,
 * never between two letters. The entries are HTML (`value`); their ids and levels are unchanged.
 */
export default function TOCItems({ toc, ...props }: Props): React.ReactElement {
  const breakable = useMemo(
    () => toc.map((item) => ({ ...item, value: htmlWithWordBreaks(item.value) })),
    [toc],
  );
  return <OriginalTOCItems {...props} toc={breakable} />;
}
