/**
 * Ejected from @docusaurus/theme-classic CodeBlock/Layout: every block gets a
 * header bar with its title, a language label and a Copy button with a visible
 * "Copied" state (2 s). The original shows a title only when there is one and
 * floats icon-only buttons over the code.
 * docusaurus-internal: copied-components (scripts/lib/docusaurusInternals.ts)
 */
import React from 'react';
import clsx from 'clsx';
// docusaurus-internal: theme-common-internal (scripts/lib/docusaurusInternals.ts)
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Container from '@theme/CodeBlock/Container';
import Content from '@theme/CodeBlock/Content';
import CodeBlockHeader from '@theme/CodeBlockHeader';
import CopyCodeButton from '@theme/CopyCodeButton';
import {codeLineCount} from '../../../lib/tokens/encode';
import styles from './styles.module.css';

export default function CodeBlockLayout({className}: {className?: string}): React.ReactElement {
  const {metadata} = useCodeBlockContext();
  return (
    <Container as="div" className={clsx(className, metadata.className)}>
      <CodeBlockHeader title={metadata.title} language={metadata.language}>
        <CopyCodeButton text={metadata.code} />
      </CodeBlockHeader>
      {/* Its height while the browser skips it off screen (styles.module.css). */}
      <div className={styles.content} style={{'--code-lines': codeLineCount(metadata.code)} as React.CSSProperties}>
        <Content />
      </div>
    </Container>
  );
}
