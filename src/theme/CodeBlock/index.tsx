/**
 * Wraps the classic theme's CodeBlock to add ```js interactive blocks and to
 * load ```jsx live previews on demand. It wraps `@theme-init/CodeBlock` (the
 * classic block) rather than theme-live-codeblock's enhancer, which would put
 * react-live and its compiler (~60 KB gzip) on every docs page. The server
 * renders the plain highlighted block; in the browser the editor, runner or
 * live preview load only where a page has one. It also hands the block's
 * build-time tokens (`codeTokens`, plugins/code-tokens) to CodeBlock/Content.
 *
 * It renders the classic block's content itself (`@theme-init/CodeBlock` is
 * only that choice plus a key) to remount blocks after hydration only when they
 * need it. The server colours code for the default colour mode, and hydration
 * keeps the server's inline styles, so the classic block remounts every block
 * once the page is in the browser; that rebuilds every block on every load.
 * Here blocks remount only when the page is in the other mode.
 */
import React, {Suspense, isValidElement, lazy, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import StringContent from '@theme/CodeBlock/Content/String';
import ElementContent from '@theme/CodeBlock/Content/Element';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import {codeMetaFlags, codeMetaTitle} from '@site/src/lib/codeMeta';
import {CodeTokensContext} from './Content/tokensContext';

const InteractiveCodeBlock = lazy(() => import('@site/src/components/InteractiveCodeBlock'));
const LiveCodeBlock = lazy(() => import('@theme/LiveCodeBlock'));

type CodeBlockProps = Props & {interactive?: boolean; live?: boolean; metastring?: string; codeTokens?: string};

/** As the classic block: text children become one string, element children stay. */
function stringOrElements(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

function ClassicCodeBlock({children, ...props}: Props): ReactNode {
  // The colour mode is the default one on the server and while hydrating; it
  // changes to the page's mode after, and only then does the block remount.
  const {colorMode} = useColorMode();
  const {defaultMode} = useThemeConfig().colorMode;
  const content = stringOrElements(children);
  const key = colorMode !== defaultMode ? 'recoloured' : 'server';
  return typeof content === 'string' ? (
    <StringContent key={key} {...props}>
      {content}
    </StringContent>
  ) : (
    <ElementContent key={key} {...props}>
      {content}
    </ElementContent>
  );
}

/** A live or interactive block: the static block on the server, its editor in the browser. */
function RunnableCodeBlock({
  live,
  code,
  codeTokens,
  staticBlock,
  ...props
}: Props & {live: boolean; code: string; codeTokens?: string; staticBlock: ReactNode; metastring?: string}): ReactNode {
  const isBrowser = useIsBrowser();
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

export default function CodeBlock({codeTokens, ...props}: CodeBlockProps): ReactNode {
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
  // Only these follow useIsBrowser: static blocks are not re-rendered when the page turns interactive.
  return <RunnableCodeBlock {...props} live={live} code={code} codeTokens={codeTokens} staticBlock={staticBlock} />;
}
