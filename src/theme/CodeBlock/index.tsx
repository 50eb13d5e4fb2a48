/**
 * Wraps the classic theme's CodeBlock to add ```js interactive blocks and to
 * load ```jsx live previews on demand. It wraps `@theme-init/CodeBlock` (the
 * classic block) rather than theme-live-codeblock's enhancer, which would put
 * react-live and its compiler (~60 KB gzip) on every docs page. The server
 * renders the plain highlighted block; in the browser the editor, runner or
 * live preview load only where a page has one. It also hands the block's
 * build-time tokens (`codeTokens`, plugins/code-tokens) to CodeBlock/Content.
 */
import React, {Suspense, lazy} from 'react';
import ClassicCodeBlock from '@theme-init/CodeBlock';
import type {Props} from '@theme/CodeBlock';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {codeMetaFlags, codeMetaTitle} from '@site/src/lib/codeMeta';
import {CodeTokensContext} from './Content/tokensContext';

const InteractiveCodeBlock = lazy(() => import('@site/src/components/InteractiveCodeBlock'));
const LiveCodeBlock = lazy(() => import('@theme/LiveCodeBlock'));

type CodeBlockProps = Props & {interactive?: boolean; live?: boolean; metastring?: string; codeTokens?: string};

export default function CodeBlock({codeTokens, ...props}: CodeBlockProps): React.ReactElement {
  const isBrowser = useIsBrowser();
  // Flags come from the metastring when there is one; MDX also makes a prop of
  // every word in it, including words inside a title.
  const flags = props.metastring === undefined ? null : codeMetaFlags(props.metastring);
  const live = flags ? flags.has('live') : !!props.live;
  const interactive = flags ? flags.has('interactive') : !!props.interactive;
  const staticBlock = (
    <CodeTokensContext.Provider value={codeTokens}>
      <ClassicCodeBlock {...props} />
    </CodeTokensContext.Provider>
  );
  const code = props.children;
  if (typeof code !== 'string' || !(live || interactive)) return staticBlock;
  if (live) {
    // Marks pages with live previews, which need 'unsafe-eval' (scripts/complete-headers.ts).
    return (
      <div data-live-codeblock="">
        {isBrowser ? (
          <Suspense fallback={staticBlock}>
            <LiveCodeBlock {...props}>{code}</LiveCodeBlock>
          </Suspense>
        ) : (
          staticBlock
        )}
      </div>
    );
  }
  if (!isBrowser) return staticBlock;
  return (
    <Suspense fallback={staticBlock}>
      <InteractiveCodeBlock
        code={code.replace(/\n$/, '')}
        title={props.title ?? codeMetaTitle(props.metastring ?? '')}
        codeTokens={codeTokens}
      />
    </Suspense>
  );
}
