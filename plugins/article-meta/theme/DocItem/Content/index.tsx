/**
 * Ejected from @docusaurus/theme-classic 3.10's DocItem/Content.
 * Why: the article's meta row (reading time, page actions) belongs right under
 * the title, inside the same <header>, and the original has no slot there.
 * Only the ArticleMeta line is ours; the rest is the original.
 * docusaurus-internal: copied-components (scripts/lib/docusaurusInternals.ts)
 */
import React, {memo, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/DocItem/Content';
import ArticleMeta from '@theme/ArticleMeta';

function useSyntheticTitle(): string | null {
  const {metadata, frontMatter, contentTitle} = useDoc();
  const shouldRender = !frontMatter.hide_title && typeof contentTitle === 'undefined';
  return shouldRender ? metadata.title : null;
}

function DocItemContent({children}: Props): ReactNode {
  const syntheticTitle = useSyntheticTitle();
  return (
    <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
      {syntheticTitle && (
        <header>
          <Heading as="h1">{syntheticTitle}</Heading>
          <ArticleMeta />
        </header>
      )}
      <MDXContent>{children}</MDXContent>
    </div>
  );
}

// Memoised: the theme's DocItem/Layout renders again on a phone right after hydration (its useWindowSize
// turns 'mobile'), handing the same article element, so the title and meta line need not render again
// in that synchronous update (ARCHITECTURE.md, What blocks a phone's main thread on long articles).
export default memo(DocItemContent);
