/**
 * Replaces the theme's CodeBlock/Content, laid out with its CSS modules. A block with build-time tokens
 * (plugins/code-blocks, handed over by the CodeBlock replacement) is rendered from
 * them as one class-only HTML string (plugins/code-blocks/lib/tokens/html.ts): no Prism in
 * the page, the same HTML in light and dark mode (colours are CSS custom
 * properties, plugins/code-blocks/lib/prismThemes.ts), and nothing for hydration to match
 * token by token. Any other block (a CodeBlock used from JSX with computed
 * text) is tokenised by Prism, loaded on demand, and drawn the same way; its
 * code shows plain until then.
 * docusaurus-internal: unsafe-swizzles (scripts/lib/docusaurusInternals.ts)
 */
import React, {Suspense, lazy, useContext, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
// The block's metadata and word-wrap ref, as the theme's Content reads them.
// docusaurus-internal: theme-common-internal (scripts/lib/docusaurusInternals.ts)
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import type {Token} from 'prism-react-renderer';
// The theme's own CSS modules (not copies): the <pre>/<code> layout and numbered lines.
// docusaurus-internal: theme-css-modules (scripts/lib/docusaurusInternals.ts)
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import {decodeTokens, plainTokens} from '@site/plugins/code-blocks/lib/tokens/encode';
import {codeLinesHtml} from '@site/plugins/code-blocks/lib/tokens/html';
import {CodeTokensContext} from '@site/plugins/code-blocks/client/tokensContext';

// Prism's tokens for a block without build-time tokens, drawn by TokenLines like every other block (the
// same named scroll region and classes); Prism needs the site's languages registered first, and both
// load only when such a block is on the page.
const PrismLines = lazy(() =>
  Promise.all([import('@site/plugins/code-blocks/client/browserPrism'), import('prism-react-renderer')]).then(([{Prism}, {Highlight}]) => ({
    default: function PrismLines({className, code, language}: {className?: string; code: string; language: string}) {
      return (
        <Highlight prism={Prism} code={code} language={language}>
          {({tokens}) => <TokenLines className={className} lines={tokens} />}
        </Highlight>
      );
    },
  })),
);

function TokenLines({className, lines}: {className?: string; lines: Token[][]}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {language, lineNumbersStart, lineClassNames, title} = metadata;
  const numbered = lineNumbersStart !== undefined;
  // The theme rebuilds the metadata, and so lineClassNames, on every render; its content is what counts.
  const lineClassKey = JSON.stringify(lineClassNames);
  const html = useMemo(
    () =>
      codeLinesHtml(lines, {
        lineClassNames,
        lineNumbers: numbered
          ? {line: lineStyles.codeLine!, number: lineStyles.codeLineNumber!, content: lineStyles.codeLineContent!}
          : undefined,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- lineClassKey stands for lineClassNames (see above).
    [lines, lineClassKey, numbered],
  );
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // Scrollable code must be reachable by keyboard, as in the theme, and a focusable box needs a
      // name: a region named after the block's title (scroll-region: the scroll cue in src/css/custom.css).
      tabIndex={0}
      role="region"
      aria-label={`Code: ${typeof title === 'string' && title ? title : language}`}
      className={clsx(className, `prism-code language-${language}`, contentStyles.codeBlock, 'thin-scrollbar', 'scroll-region')}
    >
      <code
        className={clsx(contentStyles.codeBlockLines, numbered && contentStyles.codeBlockLinesWithNumbering)}
        style={numbered ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}
        dangerouslySetInnerHTML={{__html: html}}
      />
    </pre>
  );
}

export default function CodeBlockContentWithBuildTokens(props: Props): ReactNode {
  const encoded = useContext(CodeTokensContext);
  const {code} = useCodeBlockContext().metadata;
  // Tokens that do not fit the code (text computed in JSX) count as none.
  const built = useMemo(() => (encoded === undefined ? null : decodeTokens(encoded, code)), [encoded, code]);
  if (built) return <TokenLines className={props.className} lines={built} />;
  return <ContentHighlightedInBrowser {...props} code={code} />;
}

/**
 * A block without build-time tokens. Only these follow useIsBrowser: a block with tokens
 * is not rendered again when the page turns interactive.
 */
function ContentHighlightedInBrowser({code, ...props}: Props & {code: string}): ReactNode {
  const plain = useMemo(() => plainTokens(code), [code]);
  const {language} = useCodeBlockContext().metadata;
  const isBrowser = useIsBrowser();
  const plainLines = <TokenLines className={props.className} lines={plain} />;
  // The server and hydration render the code plain: a lazy part on the server would be streamed
  // as a pending boundary whose inline swap script the CSP blocks. Once the page runs, Prism's
  // tokens replace it.
  if (!isBrowser) return plainLines;
  return (
    <Suspense fallback={plainLines}>
      <PrismLines className={props.className} code={code} language={language} />
    </Suspense>
  );
}
