import React, {type ReactNode} from 'react';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import CopyButton from '@site/plugins/shared/components/CopyButton';
import OpenInMenu from '@theme/OpenInMenu';
import {pageMarkdownPath} from '@site/plugins/markdown-copies/lib/pageMarkdown';
import styles from './styles.module.css';

async function fetchText(path: string): Promise<string> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.text();
}

/**
 * The line under an article's title: reading time (computed at build time),
 * and the page as Markdown (the .md file plugins/markdown-copies writes beside it):
 * Copy page fetches it only when pressed; Open in hands it to an assistant.
 */
export default function ArticleMeta(): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const {isLast} = useDocsVersion();
  const {reading_minutes: minutes, canonical} = frontMatter as {reading_minutes?: number; canonical?: string};
  const markdownPath = pageMarkdownPath({permalink: metadata.permalink, unlisted: metadata.unlisted, frontMatter: {canonical}}, isLast);
  if (!minutes && !markdownPath) return null;
  return (
    <div className={styles.meta}>
      {minutes ? <span className={styles.readingTime}>{`${minutes} min read`}</span> : null}
      {markdownPath && (
        <span className={styles.actions}>
          <CopyButton
            text={() => fetchText(markdownPath)}
            label="Copy page as Markdown"
            idleText="Copy page"
            copiedMessage="Page copied to clipboard as Markdown"
            failedMessage="Copying the page failed; open View as Markdown and copy the text from there"
          />
          <a href={markdownPath} type="text/markdown">
            View as Markdown
          </a>
          <OpenInMenu markdownPath={markdownPath} />
        </span>
      )}
    </div>
  );
}
