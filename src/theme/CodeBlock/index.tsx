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
import {codeMetaFlags, codeMetaTitle} from '@site/src/lib/codeMeta';

const InteractiveCodeBlock = lazy(() => import('@site/src/components/InteractiveCodeBlock'));

type CodeBlockProps = Props & {interactive?: boolean; live?: boolean; metastring?: string};

export default function CodeBlock(props: CodeBlockProps): React.ReactElement {
  const isBrowser = useIsBrowser();
  // Flags come from the metastring when there is one; MDX also makes a prop of
  // every word in it, including words inside a title.
  const flags = props.metastring === undefined ? null : codeMetaFlags(props.metastring);
  const live = flags ? flags.has('live') : !!props.live;
  const interactive = flags ? flags.has('interactive') : !!props.interactive;
  const staticBlock = <OriginalCodeBlock {...props} live={live} />;
  // Marks pages with live previews, which need 'unsafe-eval' (scripts/complete-headers.ts).
  if (live) return <div data-live-codeblock="">{staticBlock}</div>;
  if (!interactive || typeof props.children !== 'string' || !isBrowser) return staticBlock;
  return (
    <Suspense fallback={staticBlock}>
      <InteractiveCodeBlock
        code={props.children.replace(/\n$/, '')}
        title={props.title ?? codeMetaTitle(props.metastring ?? '')}
      />
    </Suspense>
  );
}
