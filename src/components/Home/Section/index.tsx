import React from 'react';
import styles from './styles.module.css';

/** A landing-page band: a centred heading that names the section, then its content. */
export default function HomeSection({id, title, children}: {id: string; title: string; children: React.ReactNode}): React.ReactElement {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
