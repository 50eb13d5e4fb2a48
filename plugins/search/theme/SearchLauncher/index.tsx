import React from 'react';
import clsx from 'clsx';
import {openSearchPalette} from '../../lib/openSearch';
import styles from './styles.module.css';

/** A search-box lookalike that opens the search palette (landing hero). */
export default function SearchLauncher({className}: {className?: string}): React.ReactElement {
  return (
    <button type="button" className={clsx(styles.launcher, className)} onClick={openSearchPalette} aria-haspopup="dialog">
      <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" width="20" height="20">
        <path
          d="M8.5 3a5.5 5.5 0 0 1 4.4 8.8l3.6 3.7-1.1 1-3.6-3.6A5.5 5.5 0 1 1 8.5 3zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z"
          fill="currentColor"
        />
      </svg>
      <span className={styles.placeholder}>Search knowledge base...</span>
      <kbd className={styles.hint}>/</kbd>
    </button>
  );
}
