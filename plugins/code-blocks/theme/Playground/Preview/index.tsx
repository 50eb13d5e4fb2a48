/**
 * Wraps theme-live-codeblock's Preview in a region named "Live preview": the
 * rendered result of a ```jsx live block is then a landmark screen-reader users
 * can find, and tests select it by role and name instead of by CSS-module class.
 * docusaurus-internal: unsafe-swizzles (scripts/lib/docusaurusInternals.ts)
 */
import React, {type ReactNode} from 'react';
import PlaygroundPreview from '@theme-init/Playground/Preview';

export default function PlaygroundPreviewRegion(): ReactNode {
  return (
    <div role="region" aria-label="Live preview">
      <PlaygroundPreview />
    </div>
  );
}
