/**
 * Replaces the CodeBlock entry to add ```js interactive blocks, to load
 * ```jsx live previews on demand, and to hand a block's build-time tokens
 * (`codeTokens`, plugins/code-blocks) to CodeBlock/Content. Everything a block
 * shows is still the theme's: CodeBlock/Content/String (or /Element) with its
 * metadata, layout, title and buttons.
 *
 * Why it does not render `@theme-original/CodeBlock`:
 * - In this site that is theme-live-codeblock's enhancer, which imports
 *   react-live and its compiler (~60 KB gzip) into every docs page. The server
 *   renders a live or interactive block as the plain block; in the browser its
 *   editor, runner or live preview load only where a page has one.
 * - The classic CodeBlock under it (`@theme-init/CodeBlock`) is only a choice
 *   between String and Element content plus `key={isBrowser}`, which remounts
 *   every block after hydration to re-apply Prism's inline colours for the
 *   page's colour mode. Our colours are CSS custom properties
 *   (plugins/code-blocks/lib/prismThemes.ts), the same HTML in both modes, so that remount
 *   would only rebuild every block on every page load.
 */
import React, {Suspense, isValidElement, lazy, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import StringContent from '@theme/CodeBlock/Content/String';
import ElementContent from '@theme/CodeBlock/Content/Element';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {codeMetaFlags, codeMetaTitle} from '@site/plugins/code-blocks/lib/codeMeta';
import {CodeTokensContext} from '@site/plugins/code-blocks/client/tokensContext';

const InteractiveCodeBlock = lazy(() => import('@theme/InteractiveCodeBlock'));
const LiveCodeBlock = lazy(() => import('@theme/LiveCodeBlock'));

type CodeBlockProps = Props & {interactive?: boolean; live?: boolean; metastring?: string; codeTokens?: string};

/** As the classic block: text children become one string (so it can be copied), element children stay. */
function stringOrElements(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

function ClassicCodeBlock({children, ...props}: Props): ReactNode {
  const content = stringOrElements(children);
  return typeof content === 'string' ? (
    <StringContent {...props}>{content}</StringContent>
  ) : (
    <ElementContent {...props}>{content}</ElementContent>
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
