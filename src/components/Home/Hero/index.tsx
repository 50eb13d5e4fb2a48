import React from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SearchLauncher from '@theme/SearchLauncher';
import styles from './styles.module.css';

export default function HomeHero(): React.ReactElement {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={styles.hero}>
      <div className={styles.inner}>
        <p className={styles.eyebrow}>Knowledge base for site owners, designers and administrators</p>
        <h1 className={styles.title}>{siteConfig.title}</h1>
        <p className={styles.tagline}>{siteConfig.tagline}</p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/web-design/responsive-design">
            Start with responsive design
          </Link>
          <Link className="button button--secondary button--lg" to="/docs/web-design/seo">
            Learn SEO basics
          </Link>
        </div>
        <SearchLauncher className={styles.search} />
        <p className={styles.partner}>
          Written with the support of a web design company that builds and hosts sites every day, and shared freely.
        </p>
      </div>
    </header>
  );
}
