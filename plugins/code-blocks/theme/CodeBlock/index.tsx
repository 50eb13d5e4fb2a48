/**
 * Replaces the CodeBlock entry to add ```js interactive blocks (rendered by the
 * server as they stay, @theme/InteractiveCodeBlock), to load
 * ```jsx live previews on demand, and to hand a block's build-time tokens
 * (`codeTokens`, plugins/code-blocks) to CodeBlock/Content. Everything a block
 * shows is still the theme's: CodeBlock/Content/String (or /Element) with its
 * metadata, layout, title and buttons.
 *
 * Why it does not wrap the CodeBlock it replaces:
 * - That is theme-live-codeblock's enhancer, which imports
 *   react-live and its compiler (~60 KB gzip) into every docs page. The server
 *   renders a live block as the plain block; in the browser its editor and
 *   preview load only where a page has one.
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
import {codeMetaFlags, codeMetaTitle} from '@site/plugins/article-model/lib/codeMeta';
import {CodeTokensContext} from '@site/plugins/code-blocks/client/tokensContext';
import InteractiveCodeBlock from '@theme/InteractiveCodeBlock';

const LiveCodeBlock = lazy(() => import('@theme/LiveCodeBlock'));

type CodeBlockProps = Props & {interactive?: boolean; live?: boolean; metastring?: string; codeTokens?: string};

/** As the classic block: text children become one string (so it can be copied), element children stay. */
// docusaurus-internal: copied-components (scripts/lib/docusaurusInternals.ts)
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

/** A live block: the static block on the server, its editor and preview in the browser. */
function LiveBlock({code, staticBlock, ...props}: Props & {code: string; staticBlock: ReactNode}): ReactNode {
  const isBrowser = useIsBrowser();
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
  if (interactive) {
    return (
      <InteractiveCodeBlock
        code={code.replace(/\n$/, '')}
        title={props.title ?? codeMetaTitle(props.metastring ?? '')}
        codeTokens={codeTokens}
      />
    );
  }
  // Only live blocks follow useIsBrowser: other blocks are not re-rendered when the page turns interactive.
  return <LiveBlock {...props} code={code} staticBlock={staticBlock} />;
}
