import React from 'react';
import {highlightSegments} from '../../lib/match';

/** Text with the words searched for in <mark>, rendered as React text (never HTML), for search results. */
export default function Highlighted({text, terms}: {text: string; terms: readonly string[]}): React.ReactElement {
  return (
    <>
      {highlightSegments(text, terms).map((segment, index) =>
        segment.match ? <mark key={index}>{segment.text}</mark> : <React.Fragment key={index}>{segment.text}</React.Fragment>,
      )}
    </>
  );
}
