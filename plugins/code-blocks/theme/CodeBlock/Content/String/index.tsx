/**
 * Ejected from @docusaurus/theme-classic CodeBlock/Content/String without its
 * word-wrap state. Our Layout (../../Layout) has no word-wrap
 * button, and the theme's useCodeWordWrap costs every block, while a page
 * hydrates, a MutationObserver, a resize listener, a forced layout (it reads
 * the block's scrollWidth) and a second render; its first call also sets up
 * the collator of String#localeCompare (through useShallowMemoObject), one of
 * the longest single steps of an article's hydration on a phone
 * (`npm run bench:mainthread`, ARCHITECTURE.md). Only the ref the code views
 * attach is kept, wrapping stays off.
 * docusaurus-internal: copied-components (scripts/lib/docusaurusInternals.ts)
 */
import React, {useMemo, useRef, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
// docusaurus-internal: theme-common-internal (scripts/lib/docusaurusInternals.ts)
import {CodeBlockContextProvider, createCodeBlockMetadata, type useCodeWordWrap} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';

type WordWrap = ReturnType<typeof useCodeWordWrap>;

export default function CodeBlockString({children, className, metastring, language, title, showLineNumbers}: Props): ReactNode {
  const {prism} = useThemeConfig();
  const metadata = useMemo(
    () =>
      createCodeBlockMetadata({
        code: children,
        className,
        metastring,
        magicComments: prism.magicComments,
        defaultLanguage: prism.defaultLanguage,
        language,
        title,
        showLineNumbers,
      }),
    [children, className, metastring, prism.magicComments, prism.defaultLanguage, language, title, showLineNumbers],
  );
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const wordWrap = useMemo<WordWrap>(() => ({codeBlockRef, isEnabled: false, isCodeScrollable: false, toggle: () => undefined}), []);
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
