/**
 * What the content guide (kept outside this repository) asks of particular
 * articles: anchors, cross-links, facts, interactive blocks and figures.
 * Keys are article files under docs/ without the extension.
 */
import type {ArticleRequirements} from '../../plugins/article-model/rules';

const range = (a: string, b: string) => `${a}\\s*(?:-|–|to)\\s*${b}`;
const all = (...words: string[]) => new RegExp(words.map((w) => `(?=[\\s\\S]*\\b${w}\\b)`).join(''));

const FILE_PERMISSIONS = [
  ['permission 644 for files', /\b644\b/],
  ['permission 755 for folders', /\b755\b/],
  ['permission 600 for secrets', /\b600\b/],
] as const;

const PHP_LIMITS = [
  ['memory_limit of at least 256M', /memory_limit[\s\S]{0,200}256M/],
  ['max_execution_time of 30-60 s', new RegExp(`max_execution_time[\\s\\S]{0,300}${range('30', '60')}`)],
] as const;

const HEADER_VALUES = [
  ['X-Content-Type-Options: nosniff', /nosniff/],
  ['X-Frame-Options: SAMEORIGIN', /SAMEORIGIN/],
  ['Referrer-Policy: strict-origin-when-cross-origin', /strict-origin-when-cross-origin/],
  ['a Permissions-Policy disabling camera, microphone and geolocation', /camera=\(\)[\s\S]*microphone=\(\)[\s\S]*geolocation=\(\)/],
  ['HSTS max-age=31536000', /max-age=31536000/],
] as const;

const CONTRAST = [
  ['contrast 4.5:1 for body text', /4\.5:1/],
  ['contrast 3:1 for large text and UI components', /\b3:1\b/],
] as const;

export const requirements: Record<string, ArticleRequirements> = {
  'getting-started/installation': {
    facts: [
      ['the Node.js version package.json requires (20)', /Node\.js 20/],
      ['the npm commands', /npm ci|npm install/],
      ['the dev server on port 3000', /\b3000\b/],
    ],
  },
  'authoring/article-template': {interactive: true},
  'web-design/responsive-design': {interactive: true},
  'web-design/color-theory': {figures: 1},
  'web-design/typography': {anchors: ['choosing-typefaces', 'typography-hierarchy', 'readability'], figures: 1},
  'web-design/layout-fundamentals': {figures: 1},
  'web-design/accessibility': {facts: CONTRAST},
  'web-design/color-accessibility': {facts: CONTRAST, interactive: true},
  'web-design/seo': {anchors: ['understanding-seo', 'site-architecture', 'page-speed', 'web-vitals']},
  'web-design/performance': {},
  'hosting/backups': {
    figures: 2,
    links: ['/docs/wordpress/backup'],
    facts: [
      ['full, incremental and differential backups', all('[Ff]ull', '[Ii]ncremental', '[Dd]ifferential')],
      ['the 3-2-1 rule', /3-2-1/],
      ['daily backups kept 7-30 days', new RegExp(range('7', '30 days'))],
      ['weekly backups kept 1-3 months', new RegExp(range('1', '3 months'))],
      ['monthly backups kept 1 year or more', /1 year or (more|longer)/],
    ],
  },
  'hosting/dns-management': {
    figures: 1,
    links: ['/docs/plesk/domains'],
    facts: [
      ['TTL 3600 s normally', /3600/],
      ['TTL lowered to 300 s before a change', /\b300\b/],
      ['propagation up to 48 hours', /48 hours/],
      ['record types A, AAAA, CNAME, MX, TXT, NS, CAA', all('AAAA', 'CNAME', 'MX', 'TXT', 'NS', 'CAA')],
      ['SPF, DKIM and DMARC', all('SPF', 'DKIM', 'DMARC')],
    ],
  },
  'hosting/security': {facts: FILE_PERMISSIONS},
  'hosting/server-configuration': {facts: [...FILE_PERMISSIONS, ...PHP_LIMITS]},
  'hosting/ssl-certificates': {
    figures: 1,
    facts: [
      ['free certificates valid 90 days', /90 days/],
      ['automatic renewal', /renew/i],
      ['DV issuance in minutes to hours', /minutes/],
      ['OV issuance in 1-3 days', new RegExp(range('1', '3 (business )?days'))],
      ['EV issuance in 1-2 weeks', new RegExp(range('1', '2 weeks'))],
      ['HSTS max-age=31536000', /max-age=31536000/],
    ],
  },
  'hosting/cloud-vs-traditional': {figures: 1},
  'wordpress/basics': {
    anchors: ['what-is-wordpress', 'installation', 'themes', 'plugins', 'content', 'performance', 'security', 'maintenance'],
    links: ['#what-is-wordpress', '#installation', '#themes', '#plugins', '#content', '#performance', '#security', '#maintenance'],
  },
  'wordpress/plugins': {
    anchors: ['plugin-overview', 'selecting-plugins', 'security-considerations', 'installation-process', 'troubleshooting'],
  },
  'wordpress/security': {facts: [...FILE_PERMISSIONS, ['wp-config.php', /wp-config\.php/]]},
  'wordpress/performance': {facts: PHP_LIMITS},
  'wordpress/backup': {links: ['/docs/hosting/backups'], facts: [['the 3-2-1 rule', /3-2-1/]]},
  'plesk/introduction': {
    facts: [
      ['minimum 1 GB RAM', /1 GB/],
      ['2 GB or more recommended', /2 GB/],
      ['10 GB disk', /10 GB/],
      ['1 GHz CPU', /1 GHz/],
      ['panel port 8443 (HTTPS)', /8443/],
      ['panel port 8880 (HTTP)', /8880/],
    ],
  },
  'plesk/domains': {
    links: ['/docs/hosting/dns-management'],
    facts: [
      ['DNS TTL', /TTL/],
      ['propagation up to 48 hours', /48 hours/],
    ],
  },
  'plesk/troubleshooting': {
    anchors: [
      'login-issues',
      'domain-issues',
      'email-issues',
      'database-issues',
      'performance-issues',
      'ssl-issues',
      'update-issues',
      'backup-issues',
    ],
    facts: [
      ['HTTP 403', /\b403\b/],
      ['HTTP 500', /\b500\b/],
      ['mail code 550', /\b550\b/],
      ['mail code 553', /\b553\b/],
      ['mail code 554', /\b554\b/],
      ['mail code 451', /\b451\b/],
      ['mail code 421', /\b421\b/],
    ],
  },
  'plesk/security': {anchors: ['security-advisor', 'firewall-setup', 'mod-security', 'fail2ban']},
  'plesk/emails': {
    anchors: ['mailboxes', 'webmail'],
    facts: ['25', '465', '587', '110', '995', '143', '993'].map((port) => [`mail port ${port}`, new RegExp(`\\b${port}\\b`)] as const),
  },
  'plesk/wordpress': {anchors: ['toolkit-overview', 'staging', 'smart-updates'], links: ['/docs/wordpress/basics']},
  'security/web-security': {
    anchors: ['security-landscape', 'security-headers'],
    links: ['/docs/hosting/security', '/docs/wordpress/security', '/docs/security/gdpr'],
    facts: HEADER_VALUES,
    interactive: true,
  },
  'security/gdpr': {
    links: ['/docs/security/web-security', '/docs/security/database', '/docs/security/auditing'],
    facts: [
      ['the seven principles', /seven principles/i],
      ['breach notification within 72 hours', /72 hours/],
    ],
  },
  'security/auditing': {links: ['/docs/security/web-security', '/docs/security/gdpr', '/docs/hosting/security']},
  'security/cloud': {links: ['/docs/hosting/cloud-vs-traditional', '/docs/security/web-security', '/docs/security/database']},
  'security/database': {links: ['/docs/security/web-security', '/docs/wordpress/security', '/docs/security/gdpr']},
};
