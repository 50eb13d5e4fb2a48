import React from 'react';
import Link from '@docusaurus/Link';
import HomeSection from '../Section';
import styles from './styles.module.css';

interface Category {
  title: string;
  summary: string;
  explore: string;
  links: {label: string; to: string}[];
}

const CATEGORIES: Category[] = [
  {
    title: 'Web Design',
    summary: 'Responsive layouts, colour, typography, accessibility and SEO.',
    explore: '/docs/web-design/responsive-design',
    links: [
      {label: 'Responsive design', to: '/docs/web-design/responsive-design'},
      {label: 'Color theory', to: '/docs/web-design/color-theory'},
      {label: 'Typography', to: '/docs/web-design/typography'},
    ],
  },
  {
    title: 'Web Hosting',
    summary: 'Hosting types, server setup, DNS, certificates and backups.',
    explore: '/docs/hosting/basics',
    links: [
      {label: 'Hosting basics', to: '/docs/hosting/basics'},
      {label: 'DNS management', to: '/docs/hosting/dns-management'},
      {label: 'SSL certificates', to: '/docs/hosting/ssl-certificates'},
    ],
  },
  {
    title: 'WordPress',
    summary: 'From first install to a fast, secure, backed-up site.',
    explore: '/docs/wordpress/basics',
    links: [
      {label: 'WordPress basics', to: '/docs/wordpress/basics'},
      {label: 'WordPress security', to: '/docs/wordpress/security'},
      {label: 'WordPress performance', to: '/docs/wordpress/performance'},
    ],
  },
  {
    title: 'Plesk',
    summary: 'Run sites, mail and WordPress from the Plesk control panel.',
    explore: '/docs/plesk/introduction',
    links: [
      {label: 'Introduction to Plesk', to: '/docs/plesk/introduction'},
      {label: 'Domains and DNS', to: '/docs/plesk/domains'},
      {label: 'Troubleshooting', to: '/docs/plesk/troubleshooting'},
    ],
  },
  {
    title: 'Security',
    summary: 'HTTPS, security headers, audits, databases, the cloud and GDPR.',
    explore: '/docs/security/web-security',
    links: [
      {label: 'Web security fundamentals', to: '/docs/security/web-security'},
      {label: 'Security auditing', to: '/docs/security/auditing'},
      {label: 'Database security', to: '/docs/security/database'},
    ],
  },
];

export default function CategoryCards(): React.ReactElement {
  return (
    <HomeSection id="categories-heading" title="Browse by category">
      <div className={styles.grid}>
        {CATEGORIES.map((category) => (
          <article key={category.title} className={styles.card}>
            <h3 className={styles.title}>{category.title}</h3>
            <p className={styles.summary}>{category.summary}</p>
            <ul className={styles.links}>
              {category.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
            <Link className="button button--outline button--primary" to={category.explore}>
              Explore {category.title}
            </Link>
          </article>
        ))}
      </div>
    </HomeSection>
  );
}
