import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** The seven groups of the product spec, in its order (tests/content/articles.test.ts checks every listed article exists). */
const sidebars: SidebarsConfig = {
  docs: [
    {
      type: 'category',
      label: 'Getting Started',
      collapsed: false,
      items: ['getting-started/getting-started', 'getting-started/installation'],
    },
    {
      type: 'category',
      label: 'Web Design',
      items: [
        'web-design/responsive-design',
        'web-design/color-theory',
        'web-design/typography',
        'web-design/ux-principles',
        'web-design/accessibility',
        'web-design/layout-fundamentals',
        'web-design/performance',
        'web-design/seo',
      ],
    },
    {
      type: 'category',
      label: 'Color Theory Extended',
      items: ['web-design/color-displays', 'web-design/color-accessibility', 'web-design/color-cultural', 'web-design/color-management'],
    },
    {
      type: 'category',
      label: 'Web Hosting',
      items: [
        'hosting/basics',
        'hosting/server-configuration',
        'hosting/security',
        'hosting/backups',
        'hosting/cloud-vs-traditional',
        'hosting/dns-management',
        'hosting/ssl-certificates',
      ],
    },
    {
      type: 'category',
      label: 'WordPress',
      items: [
        'wordpress/basics',
        'wordpress/themes',
        'wordpress/security',
        'wordpress/hacked-site-recovery',
        'wordpress/performance',
        'wordpress/plugins',
        'wordpress/backup',
      ],
    },
    {
      type: 'category',
      label: 'Plesk',
      items: ['plesk/introduction', 'plesk/domains', 'plesk/troubleshooting', 'plesk/security', 'plesk/emails', 'plesk/wordpress'],
    },
    {
      type: 'category',
      label: 'Security',
      items: ['security/web-security', 'security/gdpr', 'security/auditing', 'security/cloud', 'security/database'],
    },
  ],
};

export default sidebars;
