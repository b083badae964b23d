import React from 'react';
import OriginalPaginatorNavLink from '@theme-original/PaginatorNavLink';
import type { Props } from '@theme/PaginatorNavLink';
import { withWordBreaks } from '@site/src/lib/wordBreaks';

/**
 * The previous/next cards of docs and release posts, with break opportunities in the API names of their
 * titles (src/lib/wordBreaks.ts): `output.dataUriLimit` wraps at its dot or a hump, never between two letters.
 */
export default function PaginatorNavLink({ title, ...props }: Props): React.ReactElement {
  return <OriginalPaginatorNavLink {...props} title={withWordBreaks(title)} />;
}
