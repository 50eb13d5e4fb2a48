/**
 * Ejected from @docusaurus/theme-classic CodeBlock/Content, which highlighted
 * every block in the browser with prism-react-renderer and so put Prism in
 * every page's JavaScript. This one renders the tokens the build computed
 * (plugins/code-tokens), with the same DOM and the same colours from the
 * current colour mode's Prism theme. A block that has none, or whose tokens
 * do not fit its code (CodeBlock used from JSX with computed text), shows its
 * code plain, then highlighted once Prism has loaded on demand.
 *
 * The lines are one HTML string (src/lib/codeTokens/html.ts) rather than the
 * theme's CodeBlock/Line components: the same markup, but hydration leaves a
 * block's token spans as the server sent them instead of matching each one.
 */
import React, {useContext, useMemo, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import type {Props} from '@theme/CodeBlock/Content';
// The theme's line styles: numbered lines' classes and highlighted lines' background.
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import {codeLinesHtml} from '@site/src/lib/codeTokens/html';
import {blockProps, themeDictionary} from '@site/src/lib/codeTokens/style';
import {CodeTokensContext} from './tokensContext';
import {useCodeTokens} from './useCodeTokens';
import styles from './styles.module.css';

// TODO Docusaurus v4: remove useless forwardRef
const Pre = React.forwardRef<HTMLPreElement, ComponentProps<'pre'>>((props, ref) => {
  return (
    <pre
      ref={ref}
      /* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */
      tabIndex={0}
      {...props}
      className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
    />
  );
});

function Code(props: ComponentProps<'code'>) {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(props.className, styles.codeBlockLines, metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
      style={{
        ...props.style,
        counterReset: metadata.lineNumbersStart === undefined ? undefined : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const lines = useCodeTokens(code, language, useContext(CodeTokensContext));
  const dictionary = useMemo(() => themeDictionary(prismTheme, language), [prismTheme, language]);
  const numbered = lineNumbersStart !== undefined;
  // The theme rebuilds the metadata, and so lineClassNames, on every render; its content is what counts.
  const lineClassKey = JSON.stringify(lineClassNames);
  const linesHtml = useMemo(
    () =>
      codeLinesHtml(lines, dictionary, {
        lineClassNames,
        lineNumbers: numbered ? {line: lineStyles.codeLine!, number: lineStyles.codeLineNumber!, content: lineStyles.codeLineContent!} : undefined,
      }),
    [lines, dictionary, lineClassKey, numbered],
  );
  const block = blockProps(dictionary, language);
  return (
    <Pre ref={wordWrap.codeBlockRef} className={clsx(classNameProp, block.className)} style={block.style}>
      <Code dangerouslySetInnerHTML={{__html: linesHtml}} />
    </Pre>
  );
}
