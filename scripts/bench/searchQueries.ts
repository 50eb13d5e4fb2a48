/**
 * Judged query set for the search quality benchmark (searchQuality.ts, `npm run bench:search`).
 *
 * Each query lists the article URLs that answer it, best first; a result on any of
 * them counts as a hit. Targets were judged on 2026-11-24 by reading the articles
 * in docs/ (not from titles alone): `why` names the heading or the fact in the
 * target that answers the query, and every number or phrase in a `fact` query was
 * checked with grep against the target, and against the other articles, so that
 * each article that genuinely answers it is listed. A query has two targets only
 * when two articles answer it about equally well. /docs/_template (the unlisted
 * article template) is never a target; /docs renders the Getting Started article,
 * so it is accepted beside /docs/getting-started.
 *
 * Kinds: `title` (words of an article title), `keyword` (a front-matter keyword or
 * an obvious topic word not in the title), `inflected` (a form a stemmer must bring
 * together with the article's wording), `typo` (one realistic misspelling),
 * `question` (a beginner's question answered in the body), `fact` (an exact
 * number, code or phrase from the text) and `everyday` (a reader's own words for a
 * symptom or a wish, before they know the article's vocabulary: "wordpress white
 * screen", "emails go to spam"; added 2026-11-26, its held-out third written before
 * any tuning for it; 32 more tuning ones added 2026-11-27, written from the articles'
 * subjects before any tuning for them, and 43 more later that day, written with their
 * targets before any of them was run; 40 more on 2026-11-27 for issue 34's stemming and
 * vocabulary work, likewise written with their targets before any was run).
 *
 * The queries marked `heldOut: true` are a held-out set: written the same way but
 * with different wording and, per kind, different articles from the tuning
 * queries. Do NOT use them to tune ranking (weights, boosts, stemming or typo
 * rules); look only at their summary row, or the benchmark stops measuring how
 * search does on queries nobody tuned for.
 */

export type QueryKind = 'title' | 'keyword' | 'inflected' | 'typo' | 'question' | 'fact' | 'everyday';

export interface JudgedQuery {
  query: string;
  kind: QueryKind;
  /** URLs (pathname, no trailing slash, e.g. '/docs/hosting/backups') of the articles that answer it, best first; a hit on any counts. */
  targets: string[];
  /** Why this is the answer: the heading (or fact) in the target article, so a reviewer can check. */
  why: string;
  /** true for the held-out queries (see above). */
  heldOut?: boolean;
}

export const JUDGED_QUERIES: JudgedQuery[] = [
  // ---------------------------------------------------------------- title (tuning)
  {
    query: 'color theory',
    kind: 'title',
    targets: ['/docs/web-design/color-theory'],
    why: 'Title: "Color Theory for the Web: Wheels, Harmonies and Practical Palettes"',
  },
  {
    query: 'dns management',
    kind: 'title',
    targets: ['/docs/hosting/dns-management'],
    why: 'Title: "DNS Management: Records, TTL, Propagation and Safe Migrations"',
  },
  {
    query: 'web typography',
    kind: 'title',
    targets: ['/docs/web-design/typography'],
    why: 'Title: "Web Typography: Typefaces, Type Scales, Hierarchy and Readability"',
  },
  {
    query: 'cloud vs traditional hosting',
    kind: 'title',
    targets: ['/docs/hosting/cloud-vs-traditional'],
    why: 'Title: "Cloud vs Traditional Hosting: Costs, Scaling and How to Choose"',
  },
  {
    query: 'plesk troubleshooting',
    kind: 'title',
    targets: ['/docs/plesk/troubleshooting'],
    why: 'Title: "Plesk Troubleshooting: Fixing Common Problems by Symptom"',
  },
  {
    query: 'wordpress themes',
    kind: 'title',
    targets: ['/docs/wordpress/themes'],
    why: 'Title: "WordPress Themes: Block Themes, theme.json and Child Themes"',
  },
  {
    query: 'layout fundamentals',
    kind: 'title',
    targets: ['/docs/web-design/layout-fundamentals'],
    why: 'Title: "Layout Fundamentals: Box Model, Grids, CSS Grid and Flexbox"',
  },
  {
    query: 'security auditing',
    kind: 'title',
    targets: ['/docs/security/auditing'],
    why: 'Title: "Website Security Auditing: Scope, Scanning, Review and Reporting"',
  },
  {
    query: 'ux principles',
    kind: 'title',
    targets: ['/docs/web-design/ux-principles'],
    why: 'Title: "UX Principles: Heuristics, Laws and Testing for Usable Websites"',
  },
  {
    query: 'email in plesk',
    kind: 'title',
    targets: ['/docs/plesk/emails'],
    why: 'Title: "Email in Plesk: Mailboxes, Webmail, Client Settings and Mail Authentication"',
  },
  {
    query: 'database security',
    kind: 'title',
    targets: ['/docs/security/database'],
    why: 'Title: "Database Security for Websites: MySQL, MariaDB and PostgreSQL"',
  },
  {
    query: 'cultural meaning of color',
    kind: 'title',
    targets: ['/docs/web-design/color-cultural'],
    why: 'Title: "Cultural Meaning of Color: Associations, Industries and Localisation"',
  },

  // ---------------------------------------------------------------- keyword (tuning)
  {
    query: 'restic',
    kind: 'keyword',
    targets: ['/docs/hosting/backups'],
    why: 'Keyword restic; heading "Encrypted offsite backups with restic"',
  },
  {query: 'certbot', kind: 'keyword', targets: ['/docs/hosting/ssl-certificates'], why: 'Keyword certbot; heading "Certbot commands"'},
  {
    query: 'fail2ban',
    kind: 'keyword',
    targets: ['/docs/hosting/security', '/docs/plesk/security'],
    why: 'Both have a "Fail2Ban" section (keyword in both; server jail.local vs Plesk jails)',
  },
  {
    query: 'pour principles',
    kind: 'keyword',
    targets: ['/docs/web-design/accessibility'],
    why: 'Keyword "pour principles"; heading "The POUR principles"',
  },
  {query: 'cvss', kind: 'keyword', targets: ['/docs/security/auditing'], why: 'Keyword CVSS; heading "Rating findings" (CVSS score table)'},
  {query: 'roundcube webmail', kind: 'keyword', targets: ['/docs/plesk/emails'], why: 'Keyword "roundcube webmail"; heading "Webmail"'},
  {query: 'srcset', kind: 'keyword', targets: ['/docs/web-design/responsive-design'], why: 'Keyword srcset; heading "srcset and sizes"'},
  {query: 'woff2', kind: 'keyword', targets: ['/docs/web-design/typography'], why: 'Keyword woff2; heading "WOFF2 and @font-face"'},
  {
    query: 'redis object cache',
    kind: 'keyword',
    targets: ['/docs/wordpress/performance'],
    why: 'Keywords "object cache", redis; heading "Object caching" (Redis Object Cache plugin)',
  },
  {query: "hick's law", kind: 'keyword', targets: ['/docs/web-design/ux-principles'], why: 'Keyword "hick\'s law"; heading "Hick\'s law"'},
  {
    query: 'egress fees',
    kind: 'keyword',
    targets: ['/docs/hosting/cloud-vs-traditional'],
    why: 'Keyword "egress fees"; heading "Egress fees and other line items"',
  },
  {
    query: 'updraftplus',
    kind: 'keyword',
    targets: ['/docs/wordpress/backup'],
    why: 'Keyword updraftplus; "Backup methods compared" table (backup plugin row)',
  },
  {
    query: 'owasp top 10',
    kind: 'keyword',
    targets: ['/docs/security/web-security'],
    why: 'Keyword "OWASP Top 10"; heading "The OWASP Top 10 (2025)"',
  },
  {
    query: 'npm ci',
    kind: 'keyword',
    targets: ['/docs/installation'],
    why: 'Keyword "npm ci"; headings "Install dependencies", "Why npm ci and not npm install"',
  },
  {
    query: 'permalinks',
    kind: 'keyword',
    targets: ['/docs/wordpress/basics'],
    why: 'Keyword permalinks; heading "Permalinks" (Settings → Permalinks, Post name)',
  },

  // ---------------------------------------------------------------- inflected (tuning)
  {
    query: 'renewing tls certificates',
    kind: 'inflected',
    targets: ['/docs/hosting/ssl-certificates'],
    why: 'Body says renew/renewal: "Certbot commands" and "Monitoring expiry"',
  },
  {
    query: 'configuring nginx virtual hosts',
    kind: 'inflected',
    targets: ['/docs/hosting/server-configuration'],
    why: 'Heading "Virtual hosts and server blocks"; article writes configure/configuration',
  },
  {
    query: 'exported images in srgb',
    kind: 'inflected',
    targets: ['/docs/web-design/color-management'],
    why: 'Headings "Exporting from design tools", "sRGB: the web\'s default" (export/exporting)',
  },
  {
    query: 'encrypting backups',
    kind: 'inflected',
    targets: ['/docs/hosting/backups'],
    why: 'Heading "Encryption and offsite storage" (encrypt/encrypted, not "encrypting")',
  },
  {
    query: 'harmonious colors',
    kind: 'inflected',
    targets: ['/docs/web-design/color-theory'],
    why: 'Heading "Colour harmonies" (harmony/harmonies)',
  },
  {
    query: 'deactivating plugins',
    kind: 'inflected',
    targets: ['/docs/wordpress/plugins'],
    why: 'Heading "Deactivate all plugins" (article writes deactivate/deactivated)',
  },
  {
    query: 'propagated dns changes',
    kind: 'inflected',
    targets: ['/docs/hosting/dns-management'],
    why: 'Heading "Why changes take time to propagate" (propagate/propagation)',
  },
  {
    query: 'validating form fields',
    kind: 'inflected',
    targets: ['/docs/web-design/ux-principles'],
    why: 'Heading "Inline validation" (validation/validate)',
  },
  {
    query: 'hardened ssh logins',
    kind: 'inflected',
    targets: ['/docs/hosting/security'],
    why: 'Headings "SSH: keys, not passwords", "Disable password and root login" (harden/hardening)',
  },
  {
    query: 'cloned wordpress sites',
    kind: 'inflected',
    targets: ['/docs/plesk/wordpress'],
    why: 'Heading "Cloning" in WP Toolkit (clone/clones/cloning)',
  },
  {
    query: 'consenting to cookies',
    kind: 'inflected',
    targets: ['/docs/security/gdpr'],
    why: 'Headings "Consent and cookie banners", "Cookies and the ePrivacy rules"',
  },
  {
    query: 'paired typefaces',
    kind: 'inflected',
    targets: ['/docs/web-design/typography'],
    why: 'Heading "Pairing typefaces" (keyword "font pairing")',
  },

  // ---------------------------------------------------------------- typo (tuning)
  {
    query: 'ssl certifcate',
    kind: 'typo',
    targets: ['/docs/hosting/ssl-certificates'],
    why: 'certificate missing an i; title "SSL/TLS Certificates: ..."',
  },
  {query: 'typograpy', kind: 'typo', targets: ['/docs/web-design/typography'], why: 'typography missing an h; title "Web Typography: ..."'},
  {
    query: 'gpdr',
    kind: 'typo',
    targets: ['/docs/security/gdpr'],
    why: 'GDPR with D and P transposed; title "GDPR for Website Owners: ..."',
  },
  {
    query: 'firwall',
    kind: 'typo',
    targets: ['/docs/hosting/security', '/docs/plesk/security'],
    why: 'firewall missing an e; "Firewall" (ufw) and "Firewall setup" (Plesk) sections',
  },
  {
    query: 'wordpres plugins',
    kind: 'typo',
    targets: ['/docs/wordpress/plugins'],
    why: 'wordpress missing an s; title "WordPress Plugins: ..."',
  },
  {
    query: 'web acessibility',
    kind: 'typo',
    targets: ['/docs/web-design/accessibility'],
    why: 'accessibility missing a c; title "Web Accessibility: WCAG 2.2, ..."',
  },
  {
    query: 'responsve design',
    kind: 'typo',
    targets: ['/docs/web-design/responsive-design'],
    why: 'responsive missing an i; title "Responsive Web Design: ..."',
  },
  {
    query: 'pleks domains',
    kind: 'typo',
    targets: ['/docs/plesk/domains'],
    why: 'plesk with k and s swapped; title "Managing Domains in Plesk: ..."',
  },
  {
    query: 'colour theroy',
    kind: 'typo',
    targets: ['/docs/web-design/color-theory'],
    why: 'theory with o and r transposed; title "Color Theory for the Web: ..."',
  },
  {
    query: 'dns propogation',
    kind: 'typo',
    targets: ['/docs/hosting/dns-management'],
    why: 'propagation with a wrong vowel; heading "TTL and propagation"',
  },
  {
    query: 'ransomwear backups',
    kind: 'typo',
    targets: ['/docs/hosting/backups'],
    why: 'ransomware misspelt; heading "Ransomware and immutable backups"',
  },
  {
    query: 'usability heuristcs',
    kind: 'typo',
    targets: ['/docs/web-design/ux-principles'],
    why: 'heuristics missing an i; heading "Usability heuristics"',
  },

  // ---------------------------------------------------------------- question (tuning)
  {
    query: 'how long should i keep backups',
    kind: 'question',
    targets: ['/docs/hosting/backups', '/docs/wordpress/backup'],
    why: '"Retention: how long to keep backups"; WP "How often to back up" gives the same tiers',
  },
  {
    query: 'locked out of plesk',
    kind: 'question',
    targets: ['/docs/plesk/troubleshooting'],
    why: 'Heading "Login issues" (forgotten password, page not loading, Fail2Ban ban)',
  },
  {
    query: 'why is my wordpress site slow',
    kind: 'question',
    targets: ['/docs/wordpress/performance'],
    why: 'Heading "Measure first" (slow server response vs heavy page)',
  },
  {
    query: 'what is a cname record',
    kind: 'question',
    targets: ['/docs/hosting/dns-management'],
    why: 'Heading "CNAME" under "DNS record types"',
  },
  {
    query: 'which port should my mail client use',
    kind: 'question',
    targets: ['/docs/plesk/emails'],
    why: 'Heading "Mail client settings": IMAP 993, SMTP 587 or 465',
  },
  {
    query: 'why do grids have 12 columns',
    kind: 'question',
    targets: ['/docs/web-design/layout-fundamentals'],
    why: 'Heading "Why 12 columns": 12 divides by 2, 3, 4 and 6',
  },
  {
    query: 'do i need a cookie banner',
    kind: 'question',
    targets: ['/docs/security/gdpr'],
    why: 'Heading "Cookies and the ePrivacy rules" (consent before non-essential cookies)',
  },
  {
    query: 'difference between a domain registrar and a web host',
    kind: 'question',
    targets: ['/docs/hosting/basics', '/docs/hosting/dns-management'],
    why: '"Domain registrar versus web host"; DNS guide "Registrar, DNS host and web host"',
  },
  {
    query: 'how do i find which plugin broke my site',
    kind: 'question',
    targets: ['/docs/wordpress/plugins'],
    why: 'Heading "Troubleshooting": recovery mode, debug log, deactivate all, conflict test',
  },
  {
    query: 'how much ram does plesk need',
    kind: 'question',
    targets: ['/docs/plesk/introduction'],
    why: 'Heading "System requirements": 1 GB plus swap minimum, 2 GB recommended',
  },
  {
    query: 'how many users do i need for a usability test',
    kind: 'question',
    targets: ['/docs/web-design/ux-principles'],
    why: 'Heading "Five-user tests": five users find about 85% of problems',
  },
  {
    query: 'what should i do if my wordpress site is hacked',
    kind: 'question',
    targets: ['/docs/wordpress/security'],
    why: 'Heading "If your site is hacked" (seven steps)',
  },
  {
    query: 'who is responsible for security in the cloud',
    kind: 'question',
    targets: ['/docs/security/cloud'],
    why: 'Heading "The shared responsibility model"',
  },

  // ---------------------------------------------------------------- fact (tuning)
  {
    query: '4.5:1 contrast ratio',
    kind: 'fact',
    targets: ['/docs/web-design/color-accessibility', '/docs/web-design/accessibility'],
    why: '"WCAG contrast requirements": 4.5:1 for body text; also "Colour and contrast"',
  },
  {
    query: '3-2-1 backup rule',
    kind: 'fact',
    targets: ['/docs/hosting/backups', '/docs/wordpress/backup'],
    why: 'Both have a heading "The 3-2-1 rule"',
  },
  {
    query: 'port 8443',
    kind: 'fact',
    targets: ['/docs/plesk/introduction', '/docs/plesk/security'],
    why: '"First login": panel on port 8443 (HTTPS); security "Firewall setup" row 8443',
  },
  {
    query: 'chmod 644 files 755 directories',
    kind: 'fact',
    targets: ['/docs/wordpress/security', '/docs/hosting/server-configuration'],
    why: '"File permissions": 644 files, 755 dirs, 600 wp-config; server guide\'s "simpler rule"',
  },
  {
    query: '72 hours breach notification',
    kind: 'fact',
    targets: ['/docs/security/gdpr'],
    why: 'Heading "Breach notification": Article 33, within 72 hours of becoming aware',
  },
  {
    query: 'hsts max-age 31536000',
    kind: 'fact',
    targets: ['/docs/hosting/ssl-certificates', '/docs/security/web-security'],
    why: '"HSTS" rollout: max-age=31536000; web security "Recommended headers" table',
  },
  {
    query: '99.9% uptime',
    kind: 'fact',
    targets: ['/docs/hosting/basics'],
    why: '"Uptime guarantees": 99.9% allows about 8.8 hours of downtime a year',
  },
  {
    query: '172,800 seconds',
    kind: 'fact',
    targets: ['/docs/hosting/dns-management'],
    why: '"Why changes take time to propagate": .com delegation TTL is 172,800 seconds',
  },
  {
    query: 'return 444',
    kind: 'fact',
    targets: ['/docs/hosting/server-configuration'],
    why: '"Catch-all site and version banners": nginx default_server block returns 444',
  },
  {query: '60-30-10 rule', kind: 'fact', targets: ['/docs/web-design/color-theory'], why: 'Heading "The 60-30-10 rule"'},
  {
    query: 'smtp 5.7.1',
    kind: 'fact',
    targets: ['/docs/plesk/troubleshooting'],
    why: '"Email issues": enhanced status code 5.7.1 is a refusal by policy',
  },
  {
    query: '169.254.169.254',
    kind: 'fact',
    targets: ['/docs/security/cloud'],
    why: '"Roles instead of long-lived keys": metadata service at 169.254.169.254 (IMDSv2)',
  },

  // ---------------------------------------------------------------- everyday (tuning)
  {
    query: 'wordpress white screen',
    kind: 'everyday',
    targets: ['/docs/wordpress/plugins'],
    why: '"Troubleshooting": the white screen or critical error after a plugin update, recovery mode',
  },
  {
    query: "can't receive email",
    kind: 'everyday',
    targets: ['/docs/plesk/emails', '/docs/plesk/troubleshooting'],
    why: '"Troubleshooting delivery" (MX, bounces, mail log); troubleshooting: "Email issues"',
  },
  {
    query: 'browser says not secure',
    kind: 'everyday',
    targets: ['/docs/hosting/ssl-certificates'],
    why: 'HTTPS, "Redirecting HTTP to HTTPS" and "Fixing mixed content"',
  },
  {
    query: 'images load slowly',
    kind: 'everyday',
    targets: ['/docs/web-design/performance', '/docs/wordpress/performance'],
    why: '"Images": modern formats, the right size, lazy loading; WordPress performance: "Images"',
  },
  {
    query: 'how do i stop hackers',
    kind: 'everyday',
    targets: ['/docs/security/web-security', '/docs/wordpress/security', '/docs/hosting/security'],
    why: 'Web security: who attacks small sites and the defences; the WordPress and server hardening guides',
  },
  {
    query: 'site slow on phones',
    kind: 'everyday',
    targets: ['/docs/web-design/performance', '/docs/web-design/responsive-design'],
    why: 'Core Web Vitals on mobile, images sized for the screen; responsive images',
  },
  {
    query: 'emails go to spam',
    kind: 'everyday',
    targets: ['/docs/plesk/emails', '/docs/hosting/dns-management'],
    why: '"SPF, DKIM and DMARC" and the bulk-sender rules; DNS: "TXT records for email"',
  },
  {
    query: "can't log in to plesk",
    kind: 'everyday',
    targets: ['/docs/plesk/troubleshooting'],
    why: '"Login issues": forgotten password, login page not loading, blocked by Fail2Ban',
  },
  {
    query: 'make my site work on phones',
    kind: 'everyday',
    targets: ['/docs/web-design/responsive-design'],
    why: 'Viewport meta tag, mobile-first CSS, breakpoints',
  },
  {
    query: 'my website got hacked',
    kind: 'everyday',
    targets: ['/docs/wordpress/security', '/docs/hosting/security'],
    why: '"If your site is hacked"; server: "Incident response basics"',
  },
  {
    query: "colorblind visitors can't tell my buttons apart",
    kind: 'everyday',
    targets: ['/docs/web-design/color-accessibility'],
    why: '"Colour vision deficiency" and "Don\'t rely on colour alone"',
  },
  {
    query: 'make my site usable for blind people',
    kind: 'everyday',
    targets: ['/docs/web-design/accessibility'],
    why: 'Semantic HTML, alt text, ARIA, "Screen readers"',
  },
  {
    query: 'cookie popup',
    kind: 'everyday',
    targets: ['/docs/security/gdpr'],
    why: '"Consent and cookie banners"',
  },
  {
    query: 'how much does hosting cost',
    kind: 'everyday',
    targets: ['/docs/hosting/cloud-vs-traditional', '/docs/hosting/basics'],
    why: 'Cloud vs traditional: "Costs"; basics: "Understanding the resources on a plan", choosing a host',
  },
  {
    query: 'restore my site from yesterday',
    kind: 'everyday',
    targets: ['/docs/wordpress/backup', '/docs/hosting/backups'],
    why: '"Restoring a site"; backups: "Testing restores"',
  },
  {
    query: 'test changes on a copy of my site',
    kind: 'everyday',
    targets: ['/docs/plesk/wordpress'],
    why: '"Staging": "Creating a staging copy", "Copying changes back to production"',
  },
  {
    query: 'moving my site to a new domain',
    kind: 'everyday',
    targets: ['/docs/wordpress/backup'],
    why: '"Changing the site\'s address" and "Migrating to a new server or domain"',
  },
  {
    query: 'fonts load slowly',
    kind: 'everyday',
    targets: ['/docs/web-design/typography', '/docs/web-design/performance'],
    why: '"Web fonts": WOFF2, font-display: swap, preload, subsetting; performance: "Fonts"',
  },
  {
    query: 'set up email on my phone',
    kind: 'everyday',
    targets: ['/docs/plesk/emails'],
    why: '"Mail client settings": IMAP, SMTP ports and encryption',
  },
  {
    query: 'blocked from my own server',
    kind: 'everyday',
    targets: ['/docs/plesk/troubleshooting', '/docs/plesk/security', '/docs/hosting/security'],
    why: '"You are suddenly blocked everywhere" (Fail2Ban); Plesk security: "Trust your own addresses"; server: Fail2Ban',
  },
  {
    query: 'website keeps going down',
    kind: 'everyday',
    targets: ['/docs/hosting/basics'],
    why: '"Uptime guarantees": what the SLA allows, and choosing a host',
  },
  {
    query: 'website takes forever to load',
    kind: 'everyday',
    targets: ['/docs/web-design/performance', '/docs/wordpress/performance'],
    why: '"Why speed matters", Core Web Vitals, images, caching',
  },
  {
    query: 'what does my site need to be legal in europe',
    kind: 'everyday',
    targets: ['/docs/security/gdpr', '/docs/web-design/accessibility'],
    why: 'GDPR: "Does the GDPR apply to your site?", "Website checklist"; accessibility: "Legal context" (European Accessibility Act)',
  },
  // ------------------------------------------- everyday (tuning, added 2026-11-27 before any tuning for them)
  // Written from the articles' subjects as a beginner or site owner types them, before looking at
  // any result; "down" in a drop-down menu or a scroll is not an outage (review LOW on `down:`).
  {
    query: 'drop down menu hidden behind the header',
    kind: 'everyday',
    targets: ['/docs/web-design/layout-fundamentals'],
    why: '"Positioning, stacking and overflow": a dropdown hidden behind a header, stacking contexts and z-index',
  },
  {
    query: 'sticky header stops working when i scroll down',
    kind: 'everyday',
    targets: ['/docs/web-design/layout-fundamentals'],
    why: '"Positioning, stacking and overflow": a sticky element stops sticking when an ancestor sets overflow',
  },
  {
    query: 'drop-down menu only works with a mouse',
    kind: 'everyday',
    targets: ['/docs/web-design/accessibility'],
    why: '"Keyboard access and focus": custom widgets such as a <div> dropdown that only a mouse can use',
  },
  {
    query: 'which colours go well together',
    kind: 'everyday',
    targets: ['/docs/web-design/color-theory'],
    why: '"Colour harmonies" and "Choosing a harmony"',
  },
  {
    query: 'photos look dull after uploading',
    kind: 'everyday',
    targets: ['/docs/web-design/color-management'],
    why: '"sRGB: the web\'s default": resized copies come out untagged, read as sRGB and duller; convert photos to sRGB before uploading',
  },
  {
    query: 'what does red mean in china',
    kind: 'everyday',
    targets: ['/docs/web-design/color-cultural'],
    why: '"Colour by colour": "Red" (luck and celebration in China); "Colour in localisation": red for a rise in mainland China',
  },
  {
    query: 'get my site to show up on google',
    kind: 'everyday',
    targets: ['/docs/web-design/seo'],
    why: '"Understanding SEO": crawl, index, rank; "Provide an XML sitemap", Google Search Console',
  },
  {
    query: 'put boxes side by side',
    kind: 'everyday',
    targets: ['/docs/web-design/layout-fundamentals'],
    why: '"CSS Grid and Flexbox": "Flexbox: one dimension", "Card grid"',
  },
  {
    query: 'people give up filling in my form',
    kind: 'everyday',
    targets: ['/docs/web-design/ux-principles', '/docs/web-design/accessibility'],
    why: '"Forms": labels, inline validation, error messages; accessibility: "Forms, labels and errors"',
  },
  {
    query: 'colours look different on other screens',
    kind: 'everyday',
    targets: ['/docs/web-design/color-displays', '/docs/web-design/color-management'],
    why: '"Colour gamuts", "Display technologies"; colour management: profiles, sRGB, calibration',
  },
  {
    query: 'page scrolls sideways on phones',
    kind: 'everyday',
    targets: ['/docs/web-design/responsive-design', '/docs/web-design/layout-fundamentals', '/docs/web-design/accessibility'],
    why: '"Fluid layouts" and the viewport meta tag; layout: overflow-x on a wide table; accessibility: Reflow at 320 px',
  },
  {
    query: 'certificate expired',
    kind: 'everyday',
    targets: ['/docs/hosting/ssl-certificates', '/docs/plesk/troubleshooting'],
    why: '"Monitoring expiry" and Certbot renewal; Plesk troubleshooting: "SSL issues" (expired despite auto-renewal)',
  },
  {
    query: 'new domain not working yet',
    kind: 'everyday',
    targets: ['/docs/hosting/dns-management', '/docs/plesk/domains'],
    why: '"Why changes take time to propagate", TTL; Plesk domains: "TTL and propagation"',
  },
  {
    query: 'someone keeps guessing my password',
    kind: 'everyday',
    targets: ['/docs/hosting/security', '/docs/wordpress/security', '/docs/security/web-security', '/docs/plesk/security'],
    why: 'Fail2Ban; WordPress: "Limit login attempts"; web security: "Rate limiting and lockouts"; Plesk: Fail2Ban',
  },
  {
    query: 'lost all my files',
    kind: 'everyday',
    targets: ['/docs/hosting/backups', '/docs/wordpress/backup'],
    why: '"Why backups matter", restoring; WordPress backup: "Restoring a site"',
  },
  {
    query: 'site crashes when lots of visitors come',
    kind: 'everyday',
    targets: ['/docs/hosting/cloud-vs-traditional', '/docs/hosting/basics'],
    why: '"Scaling" (traffic peaks, autoscaling); basics: "Understanding the resources on a plan"',
  },
  {
    query: 'cloud bill too high',
    kind: 'everyday',
    targets: ['/docs/hosting/cloud-vs-traditional', '/docs/security/cloud'],
    why: '"Costs": egress fees, "Avoiding surprise bills"; cloud security: "Cost alarms as a security signal"',
  },
  {
    query: 'what kind of hosting do i need',
    kind: 'everyday',
    targets: ['/docs/hosting/basics', '/docs/hosting/cloud-vs-traditional'],
    why: '"Hosting types", "Choosing a host: a checklist"; cloud vs traditional: "Which to choose"',
  },
  {
    query: 'website says forbidden',
    kind: 'everyday',
    targets: ['/docs/plesk/troubleshooting'],
    why: '"Domain issues": "403 Forbidden"',
  },
  {
    query: 'add a second website in plesk',
    kind: 'everyday',
    targets: ['/docs/plesk/domains'],
    why: '"Adding a domain", "How Plesk organises domains"',
  },
  {
    query: 'mailbox full',
    kind: 'everyday',
    targets: ['/docs/plesk/emails'],
    why: '"Mailboxes": "Quotas"',
  },
  {
    query: 'automatic reply when i am on holiday',
    kind: 'everyday',
    targets: ['/docs/plesk/emails'],
    why: '"Autoresponders": answers incoming mail automatically, typically for holidays',
  },
  {
    query: 'forgot plesk password',
    kind: 'everyday',
    targets: ['/docs/plesk/troubleshooting'],
    why: '"Login issues": "You forgot the admin password"',
  },
  {
    query: 'check my website for security holes',
    kind: 'everyday',
    targets: ['/docs/security/auditing', '/docs/security/web-security'],
    why: '"Automated scanning" (ZAP, Nikto, WPScan), "Audit, scan or penetration test?"; web security: "Security audit checklist"',
  },
  {
    query: 'passwords in my code',
    kind: 'everyday',
    targets: ['/docs/security/cloud', '/docs/security/database'],
    why: '"Secrets management": keys do not belong in code or Git; database: "Strong credentials, stored safely"',
  },
  {
    query: 'database reachable from the internet',
    kind: 'everyday',
    targets: ['/docs/security/database'],
    why: '"Keep the database off the internet": bind address, firewall',
  },
  {
    query: 'change how my wordpress site looks',
    kind: 'everyday',
    targets: ['/docs/wordpress/themes'],
    why: '"What a theme does", "The Site Editor", "Customising safely"',
  },
  {
    query: 'update broke my site',
    kind: 'everyday',
    targets: ['/docs/wordpress/plugins', '/docs/plesk/wordpress'],
    why: '"Troubleshooting" and "Plan your updates"; WP Toolkit: "How Smart Updates works"',
  },
  {
    query: 'wordpress dashboard is slow',
    kind: 'everyday',
    targets: ['/docs/wordpress/performance'],
    why: '"Shops and the dashboard", object caching, "Audit plugin weight"',
  },
  {
    query: 'start a blog',
    kind: 'everyday',
    targets: ['/docs/wordpress/basics'],
    why: '"What is WordPress?", "Installation", "Posts and pages"',
  },
  {
    query: 'run this site on my laptop',
    kind: 'everyday',
    targets: ['/docs/installation'],
    why: 'Installation: "Run Larkspur Docs on Your Own Computer": get the code, dev server',
  },
  {
    query: 'where do i begin',
    kind: 'everyday',
    targets: ['/docs/getting-started', '/docs'],
    why: '"Reading paths": "Beginner site owner" and the other paths',
  },
  // ------------------------------------------- everyday (tuning, added 2026-11-27, second batch, before any tuning for them)
  // Readers' own words over every category, written with their judged targets from the articles'
  // headings and text before any of them was run: symptoms, wishes, questions with their filler
  // words, irregular and comparative forms ("outgrew", "faster") and misspellings.
  {
    query: 'dev server wont start port taken',
    kind: 'everyday',
    targets: ['/docs/installation'],
    why: 'Installation, "Troubleshooting": "Port 3000 is already in use"',
  },
  {
    query: 'read the docs for an older version',
    kind: 'everyday',
    targets: ['/docs/getting-started', '/docs'],
    why: '"Using the site": "Older versions" (the version menu in the header)',
  },
  {
    query: "site won't build on my computer",
    kind: 'everyday',
    targets: ['/docs/installation'],
    why: 'Installation, "Troubleshooting": "Stale cache or odd build errors", "Wrong Node.js version"',
  },
  {
    query: 'point my domain at my server',
    kind: 'everyday',
    targets: ['/docs/hosting/dns-management'],
    why: 'The intro (point a domain at a server) and "A and AAAA": the records that name the web server',
  },
  {
    query: 'my server got hacked what now',
    kind: 'everyday',
    targets: ['/docs/hosting/security'],
    why: '"Incident response basics": contain (take a snapshot first to keep evidence), then clean up and recover',
  },
  {
    query: 'lots of failed ssh login attempts',
    kind: 'everyday',
    targets: ['/docs/hosting/security', '/docs/plesk/security'],
    why: '"SSH: keys, not passwords" and "Fail2Ban" (bans addresses after failed logins); Plesk Security "Fail2Ban"',
  },
  {
    query: 'how often should i back up my website',
    kind: 'everyday',
    targets: ['/docs/wordpress/backup', '/docs/hosting/backups'],
    why: 'WordPress Backup "How often to back up"; Backups "Retention": daily, weekly and monthly copies',
  },
  {
    query: 'ransomware deleted my backups',
    kind: 'everyday',
    targets: ['/docs/hosting/backups'],
    why: '"Ransomware and immutable backups": ransomware deletes every backup it can reach',
  },
  {
    query: "can't upload big files",
    kind: 'everyday',
    targets: ['/docs/hosting/server-configuration', '/docs/wordpress/performance', '/docs/plesk/domains'],
    why: '"php.ini limits": upload_max_filesize and post_max_size; WordPress Performance "PHP settings WordPress needs"; Plesk "PHP version and handler" settings',
  },
  {
    query: 'outgrew shared hosting',
    kind: 'everyday',
    targets: ['/docs/hosting/basics', '/docs/hosting/cloud-vs-traditional'],
    why: '"Hosting types": a VPS for growing sites; Cloud vs Traditional "Which to choose" and "Scaling"',
  },
  {
    query: 'padlock missing in the browser',
    kind: 'everyday',
    targets: ['/docs/hosting/ssl-certificates'],
    why: '"Fixing mixed content": an HTTPS page loading HTTP resources loses the padlock',
  },
  {
    query: 'does lets encrypt renew by itself',
    kind: 'everyday',
    targets: ['/docs/hosting/ssl-certificates'],
    why: '"Free certificates with Let\'s Encrypt" and "Certbot commands": certificates that renew themselves',
  },
  {
    query: 'changed my dns but nothing happens',
    kind: 'everyday',
    targets: ['/docs/hosting/dns-management', '/docs/plesk/domains'],
    why: '"Why changes take time to propagate" (caches keep the old value until the TTL ends); Plesk Domains "TTL and propagation"',
  },
  {
    query: 'emails bounce back',
    kind: 'everyday',
    targets: ['/docs/plesk/emails', '/docs/plesk/troubleshooting'],
    why: 'Email in Plesk "Troubleshooting delivery"; Plesk Troubleshooting "Email issues" (bounced mail, SMTP error codes)',
  },
  {
    query: 'use gmail with my own domain',
    kind: 'everyday',
    targets: ['/docs/plesk/emails'],
    why: '"Using external mail: Microsoft 365 or Google Workspace"',
  },
  {
    query: 'send my emails on to another address',
    kind: 'everyday',
    targets: ['/docs/plesk/emails'],
    why: '"Forwarding and aliases"',
  },
  {
    query: 'how much does plesk cost',
    kind: 'everyday',
    targets: ['/docs/plesk/introduction'],
    why: '"Editions and licensing": three editions sold by licence (Web Admin, and the larger ones)',
  },
  {
    query: 'www or no www',
    kind: 'everyday',
    targets: ['/docs/plesk/domains', '/docs/web-design/seo'],
    why: 'Plesk Domains "Redirects": "www or non-www"; SEO "Set canonical tags": with and without www',
  },
  {
    query: 'customer wants their data deleted',
    kind: 'everyday',
    targets: ['/docs/security/gdpr'],
    why: '"Data subject rights": erasure, the "right to be forgotten"',
  },
  {
    query: 'accidentally pushed api keys to github',
    kind: 'everyday',
    targets: ['/docs/security/cloud'],
    why: '"Secrets management": a secret that reaches Git history is leaked; rotate it, scan the repository',
  },
  {
    query: 'files in my s3 bucket visible to everyone',
    kind: 'everyday',
    targets: ['/docs/security/cloud'],
    why: '"Storage buckets": public buckets, block public access',
  },
  {
    query: 'pay someone to try to hack my site',
    kind: 'everyday',
    targets: ['/docs/security/auditing'],
    why: '"Manual testing and penetration testers"',
  },
  {
    query: 'text hard to read on the background',
    kind: 'everyday',
    targets: ['/docs/web-design/color-accessibility', '/docs/web-design/accessibility', '/docs/web-design/typography'],
    why: 'Color Accessibility "WCAG contrast requirements"; Accessibility "Colour and contrast"; Typography "Contrast and size"',
  },
  {
    query: 'lines of text are too wide',
    kind: 'everyday',
    targets: ['/docs/web-design/typography'],
    why: '"Readability": "Line length" (45 to 75 characters)',
  },
  {
    query: 'fonts that look good together',
    kind: 'everyday',
    targets: ['/docs/web-design/typography'],
    why: '"Choosing typefaces": "Pairing typefaces"',
  },
  {
    query: 'photos make my site heavy',
    kind: 'everyday',
    targets: ['/docs/web-design/performance', '/docs/wordpress/performance'],
    why: 'Website Performance "Images" (modern formats, the right size); WordPress Performance "Images"',
  },
  {
    query: 'site looks broken on iphone',
    kind: 'everyday',
    targets: ['/docs/web-design/responsive-design'],
    why: '"The viewport meta tag" and "Testing responsive layouts": "Real devices"',
  },
  {
    query: 'buttons too small to tap',
    kind: 'everyday',
    targets: ['/docs/web-design/responsive-design', '/docs/web-design/accessibility', '/docs/web-design/ux-principles'],
    why: 'Responsive Design "Touch targets and input"; Accessibility: WCAG 2.2 target size; UX Principles "Fitts\'s law"',
  },
  {
    query: 'what colour makes people trust you',
    kind: 'everyday',
    targets: ['/docs/web-design/color-cultural'],
    why: '"Blue": associated with trust, calm, stability; "Industry conventions": banking and finance',
  },
  {
    query: 'too many options confuse visitors',
    kind: 'everyday',
    targets: ['/docs/web-design/ux-principles'],
    why: '"Hick\'s law": more choices, longer decisions',
  },
  {
    query: 'how to center a div',
    kind: 'everyday',
    targets: ['/docs/web-design/layout-fundamentals'],
    why: '"Alignment" (place-items: center, justify-content) and "Centred content column"',
  },
  {
    query: 'show up on google maps',
    kind: 'everyday',
    targets: ['/docs/web-design/seo'],
    why: '"Local search": the map results come from Google Business Profile',
  },
  {
    query: 'wrong text under my site in google results',
    kind: 'everyday',
    targets: ['/docs/web-design/seo'],
    why: '"On-page SEO": "Meta descriptions" (the snippet under the title) and "Title tags"',
  },
  {
    query: 'animations make me dizzy',
    kind: 'everyday',
    targets: ['/docs/web-design/accessibility'],
    why: '"Motion and animation": vestibular disorders, prefers-reduced-motion',
  },
  {
    query: 'printed colours look different from the screen',
    kind: 'everyday',
    targets: ['/docs/web-design/color-management'],
    why: '"Print versus screen": CMYK, soft proofing',
  },
  {
    query: 'wordpress out of memory error',
    kind: 'everyday',
    targets: ['/docs/wordpress/plugins', '/docs/wordpress/performance', '/docs/plesk/troubleshooting'],
    why: 'Plugins troubleshooting table: "Allowed memory size exhausted"; WordPress Performance "PHP settings WordPress needs" (memory_limit); Plesk Troubleshooting: PHP fatal errors',
  },
  {
    query: "scheduled posts don't publish",
    kind: 'everyday',
    targets: ['/docs/wordpress/performance'],
    why: '"Move WP-Cron to a real cron job": with DISABLE_WP_CRON and no cron job, scheduled posts never publish',
  },
  {
    query: 'theme update wiped my changes',
    kind: 'everyday',
    targets: ['/docs/wordpress/themes'],
    why: '"Child themes" and "Customising safely": edits to a theme are lost when it updates',
  },
  {
    query: 'move wordpress to a different host',
    kind: 'everyday',
    targets: ['/docs/wordpress/backup', '/docs/hosting/basics'],
    why: 'WordPress Backup "Migrating to a new server or domain"; Hosting Basics "Moving to a new host"',
  },
  {
    query: 'how do i make my wordpress faster',
    kind: 'everyday',
    targets: ['/docs/wordpress/performance'],
    why: 'WordPress Performance: "Make a WordPress site fast", caching, PHP, images',
  },
  {
    query: 'recieve email in outlook',
    kind: 'everyday',
    targets: ['/docs/plesk/emails'],
    why: '"Mail client settings": IMAP and SMTP ports for a mail client such as Outlook',
  },
  {
    query: 'certficate not trusted',
    kind: 'everyday',
    targets: ['/docs/hosting/ssl-certificates'],
    why: '"The chain of trust": a missing intermediate certificate makes browsers distrust it',
  },
  {
    query: 'accesability checker',
    kind: 'everyday',
    targets: ['/docs/web-design/accessibility', '/docs/web-design/color-accessibility'],
    why: 'Accessibility "Testing accessibility": "Automated checks"; Color Accessibility "Testing tools" (contrast checkers)',
  },
  // 2026-11-27, third batch: written with their targets from the articles' headings and text before any was run.
  {
    query: 'site shows error 500',
    kind: 'everyday',
    targets: ['/docs/plesk/troubleshooting', '/docs/wordpress/plugins'],
    why: 'Plesk Troubleshooting "500 Internal Server Error"; WordPress Plugins "Troubleshooting" (a plugin\'s fatal error)',
  },
  {
    query: 'bad gateway',
    kind: 'everyday',
    targets: ['/docs/plesk/troubleshooting'],
    why: '"502, 503 and 504 errors" (502 is Bad Gateway; the article says only 502)',
  },
  {
    query: 'how long until my dns change works',
    kind: 'everyday',
    targets: ['/docs/hosting/dns-management', '/docs/plesk/domains'],
    why: 'DNS Management "Why changes take time to propagate"; Plesk domains "TTL and propagation"',
  },
  {
    query: "keyboard users can't see where they are on the page",
    kind: 'everyday',
    targets: ['/docs/web-design/accessibility', '/docs/web-design/color-accessibility'],
    why: 'Accessibility "Visible focus"; Color Accessibility "Focus indicators"',
  },
  {
    query: 'videos need subtitles',
    kind: 'everyday',
    targets: ['/docs/web-design/accessibility'],
    why: '"Audio, video and captions" (the article says captions, never subtitles)',
  },
  {
    query: 'text flashes when the font loads',
    kind: 'everyday',
    targets: ['/docs/web-design/typography', '/docs/web-design/performance'],
    why: 'Typography "font-display: swap" (fallback font first, then the swap); Performance "Fonts"',
  },
  {
    query: 'space between lines of text',
    kind: 'everyday',
    targets: ['/docs/web-design/typography'],
    why: '"Line height and paragraph spacing"',
  },
  {
    query: 'colours mean different things in other countries',
    kind: 'everyday',
    targets: ['/docs/web-design/color-cultural'],
    why: '"Why colour meaning depends on context", "Colour in localisation"',
  },
  {
    query: 'dark mode colours look wrong',
    kind: 'everyday',
    targets: ['/docs/web-design/color-theory', '/docs/web-design/color-accessibility'],
    why: 'Color Theory "Dark-mode palettes"; Color Accessibility "Dark mode contrast"',
  },
  {
    query: 'my monitor shows colours wrong',
    kind: 'everyday',
    targets: ['/docs/web-design/color-management', '/docs/web-design/color-displays'],
    why: 'Color Management "Monitor calibration"; Color on Displays (gamuts, brightness)',
  },
  {
    query: "visitors don't understand my error messages",
    kind: 'everyday',
    targets: ['/docs/web-design/ux-principles', '/docs/web-design/accessibility'],
    why: 'UX Principles "Error messages"; Accessibility "Forms, labels and errors"',
  },
  {
    query: 'how many people do i need to test my website with',
    kind: 'everyday',
    targets: ['/docs/web-design/ux-principles'],
    why: '"Five-user tests"',
  },
  {
    query: 'lock down my server',
    kind: 'everyday',
    targets: ['/docs/hosting/security', '/docs/plesk/security'],
    why: 'Hosting Security "Hardening a Web Server Step by Step"; Plesk Security "A short hardening checklist"',
  },
  {
    query: 'stop root logging in over ssh',
    kind: 'everyday',
    targets: ['/docs/hosting/security'],
    why: '"Disable password and root login"',
  },
  {
    query: 'install security updates automatically',
    kind: 'everyday',
    targets: ['/docs/hosting/security', '/docs/wordpress/security'],
    why: 'Hosting Security "Automatic security updates" (unattended-upgrades); WordPress Security "Keep everything updated"',
  },
  {
    query: 'how long should i keep old backups',
    kind: 'everyday',
    targets: ['/docs/hosting/backups'],
    why: '"Retention: how long to keep backups"',
  },
  {
    query: 'free certificate for https',
    kind: 'everyday',
    targets: ['/docs/hosting/ssl-certificates'],
    why: '"Free certificates with Let\'s Encrypt"',
  },
  {
    query: 'always send visitors to https',
    kind: 'everyday',
    targets: ['/docs/hosting/ssl-certificates', '/docs/plesk/domains', '/docs/hosting/server-configuration'],
    why: 'SSL "Redirecting HTTP to HTTPS"; Plesk domains "HTTP to HTTPS"; Server configuration "HTTPS, HTTP/2 and redirects"',
  },
  {
    query: 'too much spam in my inbox',
    kind: 'everyday',
    targets: ['/docs/plesk/emails'],
    why: '"Spam filtering and antivirus", "SpamAssassin"',
  },
  {
    query: 'too many plugins slow down wordpress',
    kind: 'everyday',
    targets: ['/docs/wordpress/performance', '/docs/wordpress/plugins'],
    why: 'WordPress Performance "Audit plugin weight"; WordPress Plugins "Selecting plugins"',
  },
  {
    query: 'is this plugin safe to install',
    kind: 'everyday',
    targets: ['/docs/wordpress/plugins'],
    why: '"Selecting plugins", "Security considerations"',
  },
  {
    query: 'find which plugin broke my site',
    kind: 'everyday',
    targets: ['/docs/wordpress/plugins'],
    why: '"Deactivate all plugins", "Conflict testing without affecting visitors"',
  },
  {
    query: 'which ports does plesk need open',
    kind: 'everyday',
    targets: ['/docs/plesk/introduction', '/docs/plesk/security'],
    why: 'Plesk Introduction "Ports Plesk uses"; Plesk Security "Firewall setup"',
  },
  {
    query: 'send an old page address to the new one',
    kind: 'everyday',
    targets: ['/docs/web-design/seo', '/docs/plesk/domains'],
    why: 'SEO "Use descriptive URLs": a permanent (301) redirect from the old address to the new one; Plesk domains "Redirects"',
  },
  {
    query: 'how long can i keep customer data',
    kind: 'everyday',
    targets: ['/docs/security/gdpr', '/docs/security/database'],
    why: 'GDPR "The seven principles": storage limitation; Database Security "Data minimisation and retention"',
  },
  {
    query: 'someone stole my aws keys',
    kind: 'everyday',
    targets: ['/docs/security/cloud'],
    why: '"Roles instead of long-lived keys" (static access keys leak), "Secrets management"',
  },
  {
    query: 'hackers put scripts in my comments',
    kind: 'everyday',
    targets: ['/docs/security/web-security'],
    why: '"Cross-site scripting (XSS)": a comment containing a script tag runs in every visitor\'s browser',
  },
  {
    query: 'how often should i check my site for security problems',
    kind: 'everyday',
    targets: ['/docs/security/auditing'],
    why: '"Audit cadence"',
  },
  {
    query: 'permission denied when installing packages',
    kind: 'everyday',
    targets: ['/docs/installation'],
    why: '"EACCES permission errors"',
  },
  {
    query: 'which node version do i need',
    kind: 'everyday',
    targets: ['/docs/installation'],
    why: '"Prerequisites", "Wrong Node.js version"',
  },
  {
    query: 'give an article to chatgpt',
    kind: 'everyday',
    targets: ['/docs/getting-started', '/docs'],
    why: '"Articles for your AI assistant": Open in ChatGPT or Claude',
  },
  {
    query: 'switch to dark theme',
    kind: 'everyday',
    targets: ['/docs/getting-started', '/docs'],
    why: '"Light and dark mode" (the site\'s own switch)',
  },
  {
    query: 'nginx or apache which is better',
    kind: 'everyday',
    targets: ['/docs/hosting/server-configuration'],
    why: '"Apache or nginx"',
  },
  {
    query: 'server clock is wrong',
    kind: 'everyday',
    targets: ['/docs/hosting/server-configuration'],
    why: '"Time synchronisation"',
  },
  {
    query: 'where are the error logs',
    kind: 'everyday',
    targets: ['/docs/hosting/server-configuration', '/docs/plesk/troubleshooting'],
    why: 'Server configuration "Logs"; Plesk Troubleshooting "Start here: logs and the repair utility"',
  },
  {
    query: 'have to zoom in to read my site on a phone',
    kind: 'everyday',
    targets: ['/docs/web-design/responsive-design'],
    why: '"The viewport meta tag": without it phones render a 980 px canvas and zoom out',
  },
  {
    query: 'site slow for visitors far away',
    kind: 'everyday',
    targets: ['/docs/web-design/performance', '/docs/wordpress/performance'],
    why: 'Performance "Content delivery networks"; WordPress Performance "Use a CDN"',
  },
  {
    query: 'disk is full',
    kind: 'everyday',
    targets: ['/docs/plesk/troubleshooting'],
    why: 'Database, performance, update and backup issues: check disk space with df -h',
  },
  {
    query: 'make the buy button stand out',
    kind: 'everyday',
    targets: ['/docs/web-design/color-theory', '/docs/web-design/layout-fundamentals'],
    why: 'Color Theory "Colour harmonies": a complementary accent for the "Buy now" button; Layout "Visual hierarchy"',
  },
  {
    query: 'speed test score is bad',
    kind: 'everyday',
    targets: ['/docs/web-design/performance', '/docs/wordpress/performance'],
    why: 'Performance "Lab data and field data" (Lighthouse score, PageSpeed Insights); WordPress Performance "Measure first"',
  },
  // ---------------------------------------------------------------- held out: not for tuning ranking
  {
    query: 'seo for beginners',
    kind: 'title',
    targets: ['/docs/web-design/seo'],
    why: 'Title: "SEO for Beginners: How Search Works and How to Get Your Site Found"',
    heldOut: true,
  },
  {
    query: 'wordpress performance',
    kind: 'title',
    targets: ['/docs/wordpress/performance'],
    why: 'Title: "WordPress Performance: Caching, PHP Settings, Images and Database"',
    heldOut: true,
  },
  {
    query: 'color management',
    kind: 'title',
    targets: ['/docs/web-design/color-management'],
    why: 'Title: "Color Management for the Web: ICC Profiles, sRGB Exports and Calibration"',
    heldOut: true,
  },
  {
    query: 'web hosting basics',
    kind: 'title',
    targets: ['/docs/hosting/basics'],
    why: 'Title: "Web Hosting Basics: Hosting Types, Domains, Uptime and Choosing a Host"',
    heldOut: true,
  },

  {
    query: 'recovery mode',
    kind: 'keyword',
    targets: ['/docs/wordpress/plugins'],
    why: 'Keyword "recovery mode"; heading "Recovery mode and the critical error email"',
    heldOut: true,
  },
  {
    query: 'mysql_secure_installation',
    kind: 'keyword',
    targets: ['/docs/security/database'],
    why: 'Keyword; heading "Remove test data and anonymous users"',
    heldOut: true,
  },
  {
    query: 'xml sitemap',
    kind: 'keyword',
    targets: ['/docs/web-design/seo'],
    why: 'Keyword "xml sitemap"; heading "Provide an XML sitemap"',
    heldOut: true,
  },
  {
    query: 'color blindness',
    kind: 'keyword',
    targets: ['/docs/web-design/color-accessibility'],
    why: 'Keyword "color blindness"; heading "Colour vision deficiency"',
    heldOut: true,
  },

  {
    query: 'optimized images',
    kind: 'inflected',
    targets: ['/docs/web-design/performance', '/docs/wordpress/performance'],
    why: 'Keyword "image optimization"; both have an "Images" section (formats, sizes, lazy loading)',
    heldOut: true,
  },
  {
    query: 'unbanning my ip address',
    kind: 'inflected',
    targets: ['/docs/plesk/troubleshooting'],
    why: '"You are suddenly blocked everywhere": fail2ban-client unban (unban/unbans)',
    heldOut: true,
  },
  {
    query: 'aliased domains',
    kind: 'inflected',
    targets: ['/docs/plesk/domains'],
    why: 'Heading "Domain aliases" (alias/aliases)',
    heldOut: true,
  },
  {
    query: 'getting a website audited for security',
    kind: 'inflected',
    targets: ['/docs/security/auditing'],
    why: 'Headings "Audit, scan or penetration test?", "Audit cadence" (audit/auditing)',
    heldOut: true,
  },

  {
    query: 'flexbx',
    kind: 'typo',
    targets: ['/docs/web-design/layout-fundamentals'],
    why: 'flexbox missing an o; heading "Flexbox: one dimension"',
    heldOut: true,
  },
  {
    query: 'wp toolkt',
    kind: 'typo',
    targets: ['/docs/plesk/wordpress'],
    why: 'toolkit missing an i; title "WP Toolkit in Plesk: ..."',
    heldOut: true,
  },
  {
    query: 'color gammut',
    kind: 'typo',
    targets: ['/docs/web-design/color-displays'],
    why: 'gamut with a doubled m; heading "Colour gamuts"',
    heldOut: true,
  },
  {
    query: 'databse security',
    kind: 'typo',
    targets: ['/docs/security/database'],
    why: 'database missing an a; title "Database Security for Websites: ..."',
    heldOut: true,
  },

  {
    query: 'why do my photos look dull on the website',
    kind: 'question',
    targets: ['/docs/web-design/color-management'],
    why: '"sRGB: the web\'s default": a stripped Adobe RGB or P3 profile looks flat',
    heldOut: true,
  },
  {
    query: 'how big should tap targets be on a phone',
    kind: 'question',
    targets: ['/docs/web-design/responsive-design'],
    why: '"Touch targets and input": 24 by 24 CSS px minimum, aim for 44 by 44',
    heldOut: true,
  },
  {
    query: 'how do i make a child theme',
    kind: 'question',
    targets: ['/docs/wordpress/themes'],
    why: 'Heading "Child themes" (classic and block child theme steps)',
    heldOut: true,
  },
  {
    query: 'is an ev certificate worth paying for',
    kind: 'question',
    targets: ['/docs/hosting/ssl-certificates'],
    why: '"Certificate types": EV gives no visible browser signal since 2019',
    heldOut: true,
  },

  {
    query: '1.07 billion colours',
    kind: 'fact',
    targets: ['/docs/web-design/color-displays'],
    why: '"Bit depth": 10 bits per channel gives about 1.07 billion colours',
    heldOut: true,
  },
  {
    query: 'regulation 2023/2854',
    kind: 'fact',
    targets: ['/docs/hosting/cloud-vs-traditional'],
    why: '"Lock-in and portability": EU Data Act (Regulation 2023/2854)',
    heldOut: true,
  },
  {
    query: 'ctrl+k search',
    kind: 'fact',
    targets: ['/docs/getting-started', '/docs'],
    why: '"Search": press Ctrl+K (Cmd+K on a Mac) to open the search palette',
    heldOut: true,
  },
  {
    query: 'spam complaint rate 0.3%',
    kind: 'fact',
    targets: ['/docs/plesk/emails'],
    why: '"The 2024 bulk-sender rules": spam-complaint rate below 0.3%',
    heldOut: true,
  },

  // ---------------------------------------------------------------- everyday, held out (written 2026-11-26 before any tuning for this kind)
  {
    query: 'site broken after updating a plugin',
    kind: 'everyday',
    targets: ['/docs/wordpress/plugins'],
    why: '"Troubleshooting": recovery mode, debug logging, deactivating all plugins',
    heldOut: true,
  },
  {
    query: "can't remember my plesk admin password",
    kind: 'everyday',
    targets: ['/docs/plesk/troubleshooting'],
    why: '"You forgot the admin password" under "Login issues"',
    heldOut: true,
  },
  {
    query: 'no padlock next to my web address',
    kind: 'everyday',
    targets: ['/docs/hosting/ssl-certificates'],
    why: '"Fixing mixed content" and the certificate setup: the padlock needs HTTPS with no mixed content',
    heldOut: true,
  },
  {
    query: 'site looks broken on my iphone',
    kind: 'everyday',
    targets: ['/docs/web-design/responsive-design'],
    why: 'Viewport meta tag, mobile-first CSS, "Real devices" (test on an iPhone with Safari)',
    heldOut: true,
  },
  {
    query: 'changed host but my domain still shows the old site',
    kind: 'everyday',
    targets: ['/docs/hosting/dns-management', '/docs/hosting/basics'],
    why: '"Why changes take time to propagate" (TTL, cached answers); basics: "Moving to a new host"',
    heldOut: true,
  },
  {
    query: 'someone keeps guessing my wordpress password',
    kind: 'everyday',
    targets: ['/docs/wordpress/security'],
    why: '"Limit login attempts" and "Two-factor authentication" under "Protect the login"',
    heldOut: true,
  },
  {
    query: 'page jumps around while it loads',
    kind: 'everyday',
    targets: ['/docs/web-design/performance', '/docs/web-design/responsive-design'],
    why: '"Cumulative Layout Shift"; responsive design: "Width and height stop layout shift"',
    heldOut: true,
  },
  {
    query: "google doesn't show my website",
    kind: 'everyday',
    targets: ['/docs/web-design/seo'],
    why: '"Crawl, index, rank", XML sitemap, Google Search Console',
    heldOut: true,
  },
  {
    query: 'customer data leaked what do i have to do',
    kind: 'everyday',
    targets: ['/docs/security/gdpr'],
    why: '"Breach notification": tell the authority within 72 hours, and the people affected when the risk is high',
    heldOut: true,
  },
  {
    query: 'which colours look good together',
    kind: 'everyday',
    targets: ['/docs/web-design/color-theory'],
    why: '"Colour harmonies" and "Choosing a harmony"',
    heldOut: true,
  },
  {
    query: 'my emails bounce back',
    kind: 'everyday',
    targets: ['/docs/plesk/troubleshooting', '/docs/plesk/emails'],
    why: '"Email issues": reading a bounce\'s SMTP code; emails: "Troubleshooting delivery"',
    heldOut: true,
  },
  {
    query: 'text is hard to read on my website',
    kind: 'everyday',
    targets: ['/docs/web-design/typography', '/docs/web-design/color-accessibility'],
    why: 'Typography: "Readability" (line length, line height, contrast and size); colour accessibility: contrast ratios',
    heldOut: true,
  },
];
