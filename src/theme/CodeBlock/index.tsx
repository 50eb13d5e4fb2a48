/**
 * Wraps the theme's CodeBlock (already enhanced by theme-live-codeblock for
 * `live` blocks) to add ```js interactive blocks. The server renders the plain
 * highlighted block; in the browser the editor and runner load on demand, so
 * pages without interactive blocks never download them.
 */
import React, {Suspense, lazy} from 'react';
import OriginalCodeBlock from '@theme-original/CodeBlock';
import type {Props} from '@theme/CodeBlock';
import useIsBrowser from '@docusaurus/useIsBrowser';

const InteractiveCodeBlock = lazy(() => import('@site/src/components/InteractiveCodeBlock'));

/** ```js interactive: the flag arrives as a prop or only in the metastring, depending on the MDX pipeline. */
function isInteractive(props: Props & {interactive?: boolean; metastring?: string}): boolean {
  return !!props.interactive || /(^|\s)interactive(\s|$)/.test(props.metastring ?? '');
}

export default function CodeBlock(props: Props & {interactive?: boolean; metastring?: string}): React.ReactElement {
  const isBrowser = useIsBrowser();
  const staticBlock = <OriginalCodeBlock {...props} />;
  if (!isInteractive(props) || typeof props.children !== 'string' || !isBrowser) return staticBlock;
  return (
    <Suspense fallback={staticBlock}>
      <InteractiveCodeBlock
        code={props.children.replace(/\n$/, '')}
        title={props.title ?? /title="([^"]*)"/.exec(props.metastring ?? '')?.[1]}
      />
    </Suspense>
  );
}
