import React from 'react';
import VisuallyHidden from '@site/plugins/shared/components/VisuallyHidden';
import styles from './styles.module.css';

/** The bar above every code block: its title, its language, and actions such as Copy. */
export default function CodeBlockHeader({
  title,
  language,
  children,
}: {
  title?: React.ReactNode;
  language: string;
  children?: React.ReactNode;
}): React.ReactElement {
  return (
    <div className={styles.header}>
      <span className={styles.title}>{title}</span>
      <span className={styles.language}>
        <VisuallyHidden>Language: </VisuallyHidden>
        {language}
      </span>
      {children}
    </div>
  );
}
