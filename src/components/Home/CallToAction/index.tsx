import React from 'react';
import Link from '@docusaurus/Link';
import {openSearchPalette} from '@site/plugins/search/lib/openSearch';
import styles from './styles.module.css';

export default function CallToAction(): React.ReactElement {
  return (
    <section className={styles.band} aria-labelledby="cta-heading">
      <div className={styles.inner}>
        <div>
          <h2 id="cta-heading" className={styles.heading}>
            New to running a website?
          </h2>
          <p className={styles.text}>
            The Getting Started guide maps out what to read first, whether you own a site, design them or run the servers behind them.
          </p>
        </div>
        <div className={styles.actions}>
          <Link className="button button--lg button--primary" to="/docs/getting-started">
            Read Getting Started
          </Link>
          <button type="button" className="button button--lg button--outline button--primary" onClick={openSearchPalette}>
            Search the docs
          </button>
        </div>
      </div>
    </section>
  );
}
