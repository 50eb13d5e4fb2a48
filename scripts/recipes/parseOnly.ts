/**
 * Why a block runs in no recipe: it needs something this machine cannot
 * run (WordPress, WP-CLI, Plesk, a cloud account, the internet), or it is
 * an example to read rather than a procedure. Such blocks are still parsed
 * by their own tools in test:samples.
 */
import type {FencedBlock} from '../samples/extract';

/** Blocks whose lines a recipe runs through another block that shows them in place. */
const BY_TITLE: [RegExp, RegExp, string][] = [
  [
    /^hosting\/ssl-certificates$/,
    /\(in each HTTPS server block\)$/,
    "shown in place in the server configuration guide's site block, which web-nginx runs",
  ],
  [
    /^security\/web-security$/,
    /\(in the main HTTPS server block\)$/,
    "shown in place in the server configuration guide's site block, which web-nginx runs",
  ],
  [
    /^hosting\/server-configuration$/,
    /^\/etc\/apache2\/mods-available\/deflate\.conf$/,
    'needs mod_brotli (Debian ships it, the stock deflate.conf is what web-apache runs): no recipe yet',
  ],
  [
    /^wordpress\/backup$/,
    /^Terminal \(recovery, (as an administrator|in the shell the script ran in|only after IMPORT GOOD)/,
    'run by the wordpress-recovery recipe, which this run left out',
  ],
  [
    /^wordpress\/backup$/,
    /^Terminal \(recovery, only after another import error: an older night's dump\)$/,
    'needs an S3 bucket that keeps versions (--s3-version-at) and a dump the server refuses: run by hand (ARCHITECTURE.md, Recipes)',
  ],
  [
    /^wordpress\/performance$/,
    /^(\/etc\/redis\/redis\.conf \(|wp-config\.php \(a shared Redis|Terminal \(a shared Redis|Terminal \(check the site's Redis user\))/,
    'run by the wordpress-redis recipe, which this run left out',
  ],
  [
    /^wordpress\/hacked-site-recovery$/,
    /^Terminal \((pasted into that clean shell|the same clean shell, once you have read all that|once the check reports only files you have read|as the administrator: the site's files as found|the same clean shell: the database as found|as the administrator: the dump into the evidence folder|the clean shell: replace core)/,
    'run by the wordpress-security recipe, which this run left out',
  ],
  [/^wordpress\/hacked-site-recovery$/, /^Terminal \(multisite only/, 'run by the wordpress-multisite recipe, which this run left out'],
  [/^security\/database$/, /postgresql|\/etc\/mysql\/mysql\.conf\.d\//i, 'needs PostgreSQL or Oracle MySQL (Debian ships MariaDB)'],
  [
    /^security\/database$/,
    /lookup\.php$|config\/database\.php$/,
    "needs PHP's MySQL driver (php-mysql, not installed here): no recipe yet",
  ],
];

const BY_CONTENT: [RegExp, string][] = [
  // The performance guide's object-caching blocks: the prefix lines go in with the ACL ones; the plugin comes from wordpress.org.
  [/^define\( 'WP_REDIS_PREFIX'/m, 'run by the wordpress-redis recipe, which this run left out'],
  [
    /\bwp plugin install redis-cache\b/,
    "needs wordpress.org's plugin directory; wordpress-redis copies the plugin's drop-in by hand, as the shared-Redis block does",
  ],
  [
    /\bwp (core|plugin|theme|option|db|search-replace|cron|config|user|cache|transient|post|rewrite|eval|media|maintenance-mode)\b/,
    "needs WordPress and WP-CLI: no recipe runs it yet (the wordpress-* recipes run the backup, recovery, performance and security guides' procedures that README's recipe table lists)",
  ],
  [/\b(aws|gcloud|az) /, 'needs a cloud account'],
  [/\b(plesk|psa)\b/i, 'needs Plesk'],
  [
    /\b(certbot|ssh-copy-id|ssh-keygen|ufw|unattended-upgrade|dpkg-reconfigure|apt(-get)? install|systemctl|timedatectl|journalctl)\b/,
    'changes or inspects the machine itself (packages, services, firewall, clock): not on a test run',
  ],
  [/\b(dig|openssl s_client|curl -[a-zA-Z]*I|crt\.sh|nikto|wpscan|zap|docker)\b/, 'queries live hosts on the internet'],
];

const BY_ARTICLE: [RegExp, string][] = [
  [/^authoring\//, 'the article template: examples of the block syntax'],
  [/^getting-started\//, "the site's own setup (npm ci, npm test): CI runs it"],
  [/^plesk\//, 'needs Plesk'],
  [
    /^wordpress\//,
    "needs WordPress (and WP-CLI): no recipe runs it yet (the wordpress-* recipes run the backup, recovery, performance and security guides' procedures that README's recipe table lists)",
  ],
  [/^security\/cloud$/, 'needs a cloud account'],
];

const BY_LANGUAGE: Record<string, string> = {
  text: 'text (output, records or a file a tool reads elsewhere): nothing to run',
  markdown: 'text: nothing to run',
  html: 'markup for a page: checked by html-validate',
  css: 'styles for a page: checked by css-tree',
  js: 'script: parsed by esbuild (interactive blocks run in the site sandbox)',
  jsx: 'a component: parsed by esbuild',
  ts: 'parsed by esbuild',
  tsx: 'parsed by esbuild',
  json: 'data: parsed',
  yaml: 'data: parsed',
};

export function parseOnlyReason(article: string, block: FencedBlock): string {
  if (block.skipReason) return `opted out of the sample check: ${block.skipReason}`;
  if (block.flags.has('interactive')) return "an interactive block: test:samples runs it in the site's own sandbox";
  for (const [articles, title, reason] of BY_TITLE) if (articles.test(article) && title.test(block.title ?? '')) return reason;
  for (const [pattern, reason] of BY_CONTENT) if (pattern.test(block.value)) return reason;
  for (const [pattern, reason] of BY_ARTICLE) if (pattern.test(article)) return reason;
  return BY_LANGUAGE[block.lang] ?? 'no recipe runs it yet: parse-checked by test:samples';
}
