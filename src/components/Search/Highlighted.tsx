import React from 'react';
import { highlightSegments } from '@site/src/lib/search/highlight';
import type { HighlightedText } from '@site/src/lib/search/types';

/** Text with its matched words in <mark>; every piece is a React text node, so no markup is interpreted. */
export function Highlighted({ value }: { value: HighlightedText }): React.ReactElement {
  return (
    <>
      {highlightSegments(value).map((segment, index) =>
        segment.highlighted ? (
          <mark key={index}>{segment.text}</mark>
        ) : (
          <React.Fragment key={index}>{segment.text}</React.Fragment>
        ),
      )}
    </>
  );
}
