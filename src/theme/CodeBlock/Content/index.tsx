/**
 * Ejected from @docusaurus/theme-classic CodeBlock/Content, which highlighted
 * every block in the browser with prism-react-renderer and so put Prism in
 * every page's JavaScript. This one renders the tokens the build computed
 * (plugins/code-tokens), with the same DOM and the same colours from the
 * current colour mode's Prism theme. A block that has none, or whose tokens
 * do not fit its code (CodeBlock used from JSX with computed text), shows its
 * code plain, then highlighted once Prism has loaded on demand.
 */
import React, {useContext, useEffect, useMemo, useState, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Token} from 'prism-react-renderer';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import type {Props} from '@theme/CodeBlock/Content';
import Line from '@theme/CodeBlock/Line';
import {decodeTokens, plainTokens} from '@site/src/lib/codeTokens/encode';
import {blockProps, lineProps, themeDictionary, tokenProps} from '@site/src/lib/codeTokens/style';
import {CodeTokensContext} from './tokensContext';
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

interface LoadedTokens {
  code: string;
  language: string;
  lines: Token[][];
}

/** The build's tokens when they fit the code; otherwise Prism's once loaded, and plain lines until then. */
function useTokens(code: string, language: string): Token[][] {
  const encoded = useContext(CodeTokensContext);
  const built = useMemo(() => (encoded === undefined ? null : decodeTokens(encoded, code)), [encoded, code]);
  const [loaded, setLoaded] = useState<LoadedTokens | null>(null);
  useEffect(() => {
    if (built) return undefined;
    let current = true;
    import('./prismTokens')
      .then(({default: prismTokens}) => {
        if (current) setLoaded({code, language, lines: prismTokens(code, language)});
      })
      // Offline, the code stays readable, only plain.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [built, code, language]);
  if (built) return built;
  if (loaded && loaded.code === code && loaded.language === language) return loaded.lines;
  return plainTokens(code);
}

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const lines = useTokens(code, language);
  const dictionary = useMemo(() => themeDictionary(prismTheme, language), [prismTheme, language]);
  const block = blockProps(dictionary, language);
  return (
    <Pre ref={wordWrap.codeBlockRef} className={clsx(classNameProp, block.className)} style={block.style}>
      <Code>
        {lines.map((line, i) => (
          <Line
            key={i}
            line={line}
            getLineProps={(input) => lineProps(dictionary, input)}
            getTokenProps={(input) => tokenProps(dictionary, input)}
            classNames={lineClassNames[i]}
            showLineNumbers={lineNumbersStart !== undefined}
          />
        ))}
      </Code>
    </Pre>
  );
}
