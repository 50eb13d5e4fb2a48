import React, {type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

/** The line under an article's title: reading time (computed at build time). */
export default function ArticleMeta(): ReactNode {
  const {frontMatter} = useDoc();
  const minutes = (frontMatter as {reading_minutes?: number}).reading_minutes;
  if (!minutes) return null;
  return (
    <div className={styles.meta}>
      <span className={styles.readingTime}>{`${minutes} min read`}</span>
    </div>
  );
}
