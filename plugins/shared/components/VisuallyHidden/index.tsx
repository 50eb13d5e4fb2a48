import React from 'react';
import styles from './styles.module.css';

/** Text for screen readers only: present in the accessibility tree, not drawn. */
export default function VisuallyHidden(props: React.HTMLAttributes<HTMLSpanElement>): React.ReactElement {
  return <span {...props} className={styles.hidden} />;
}
