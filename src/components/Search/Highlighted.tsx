import React from 'react';
import { highlightSegments } from '@site/src/lib/search/highlight';
import type { HighlightedText } from '@site/src/lib/search/types';
import { termOffsets } from './pageMarks';

/**
 * Text with its matched words in <mark>, as React text nodes: no markup is interpreted. `terms` (the words
 * the search matched, synonyms included) are marked where the provider's ranges miss them.
 */
export function Highlighted({
  value,
  terms,
}: {
  value: HighlightedText;
  terms?: readonly string[];
}): React.ReactElement {
  const ranges = terms?.length
    ? [
        ...value.ranges,
        ...termOffsets(value.text, terms).map(({ start, end }) => ({ start, length: end - start })),
      ]
    : value.ranges;
  return (
    <>
      {highlightSegments({ text: value.text, ranges }).map((segment, index) =>
        segment.highlighted ? (
          <mark key={index}>{segment.text}</mark>
        ) : (
          <React.Fragment key={index}>{segment.text}</React.Fragment>
        ),
      )}
    </>
  );
}
