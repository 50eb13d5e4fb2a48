import React from 'react';
import Link from '@docusaurus/Link';
import HomeSection from '../Section';
import styles from './styles.module.css';

interface Feature {
  title: string;
  description: string;
  to: string;
  icon: string;
}

const FEATURES: Feature[] = [
  {
    title: 'Web design basics',
    description: 'Layouts that adapt to every screen, colour and type that read well, and interfaces people understand.',
    to: '/docs/web-design/responsive-design',
    icon: 'M3 4h18v12H3zM8 20h8M12 16v4',
  },
  {
    title: 'Search engine optimisation',
    description: 'How search engines crawl and rank pages, and the structure, speed and content that help yours be found.',
    to: '/docs/web-design/seo',
    icon: 'M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zM15.5 15.5 21 21',
  },
  {
    title: 'Web hosting',
    description: 'Choose a host, configure the server, manage DNS and certificates, and keep backups you can restore.',
    to: '/docs/hosting/basics',
    icon: 'M4 4h16v6H4zM4 14h16v6H4zM8 7h.01M8 17h.01',
  },
  {
    title: 'WordPress',
    description: 'Install, theme, extend, speed up, secure and back up the CMS that runs a large share of the web.',
    to: '/docs/wordpress/basics',
    icon: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM5 9l4 11M9.5 8.5 14 20l3.5-11M13 8.5h6',
  },
];

export default function FeatureCards(): React.ReactElement {
  return (
    <HomeSection id="features-heading" title="Where would you like to start?">
      <ul className={styles.grid}>
        {FEATURES.map((feature) => (
          <li key={feature.to} className={styles.card}>
            <svg className={styles.icon} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
              <path d={feature.icon} fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <h3 className={styles.title}>
              <Link to={feature.to} className={styles.link}>
                {feature.title}
              </Link>
            </h3>
            <p className={styles.description}>{feature.description}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
