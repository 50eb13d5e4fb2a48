/**
 * WordPress security's WP-CLI hardening blocks on wordpress-backup's installed site: the account and sign-up review
 * (#user-roles) finds an administrator nobody made and the sign-up settings an attacker changed; fresh salts
 * (#salts) end every login cookie while an Application Password survives, as the page says; the must-use plugin
 * (#application-passwords) makes WordPress refuse that password. WordPress's own functions answer, through
 * `wp eval` as the site's owner: whether it accepts a login cookie, and whether it accepts an Application Password
 * on an HTTPS API request, as it decides on a real one. Beside them, the TLS guide's rewrite of stored http://
 * addresses (#mixed-content): the dry run changes nothing, the run fixes a post and a serialized option and leaves
 * GUIDs alone.
 */
import type {BlockRef} from './blocks';
import {admin} from './mariadb';
import {replace, type Recipe, type RecipeContext} from './recipe';
import {addMuPlugin, SITE, wordpressNamespace, type WordPressNamespace} from './wordpress';
import {pristineSite, reinstallSite} from './wordpressBackup';

const SECURITY = 'wordpress/security';
export const ACCOUNT_REVIEW: BlockRef = {
  article: SECURITY,
  title: "Terminal (in the web root, as the site's owner)",
  section: 'user-roles',
};
export const SHUFFLE_SALTS: BlockRef = {article: SECURITY, title: "Terminal (in the web root, as the site's owner)", section: 'salts'};
export const NO_APPLICATION_PASSWORDS: BlockRef = {article: SECURITY, title: 'wp-content/mu-plugins/no-application-passwords.php'};
/** The auditing guide's list of administrators, read from the database (#access-review). */
export const LIST_ADMINS: BlockRef = {article: 'security/auditing', title: 'list-admins.sh'};
/** A must-use plugin as an intruder would leave it: the planted administrator vanishes from WP_User_Query. */
const HIDING_PLUGIN = (login: string) =>
  `<?php\nadd_action( 'pre_user_query', function ( $q ) { global $wpdb; $q->query_where .= $wpdb->prepare( ' AND user_login != %s', '${login}' ); } );\n`;

/** The TLS guide's fix for mixed content on WordPress (#mixed-content). */
export const REWRITE_URLS: BlockRef = {article: 'hosting/ssl-certificates', title: 'Rewrite stored URLs in WordPress'};

/** Stored http:// addresses the rewrite must change: in a post, and inside a serialized option, whose lengths must follow. */
const HTTP_IMAGE = 'http://example.com/wp-content/uploads/2026/11/photo.jpg';
const HTTP_OPTION = {name: 'recipe_footer_links', links: ['http://example.com/contact/', 'http://example.com/privacy/']};
/** A post's GUID, its permanent ID, which must never change (hence --skip-columns=guid). */
const HTTP_GUID = 'http://example.com/?p=1';

/** What the break-in left for the account review to show. */
const PLANTED = {administrator: 'wpsupport-admin', email: 'wpsupport-admin@example.net', capable: 'wpsupport-helper', reader: 'reader'};

/** WordPress's answer for an Application Password on an API request over HTTPS: accepted or refused. */
function applicationPasswordLogin(ns: WordPressNamespace, password: string): string {
  return ns.wpEval(
    '$_SERVER["HTTPS"] = "on"; define("REST_REQUEST", true); ' +
      '$user = wp_authenticate_application_password(null, "admin", getenv("APP_PASSWORD")); ' +
      'echo $user instanceof WP_User ? "accepted" : "refused";',
    {APP_PASSWORD: password},
  );
}

/** WordPress's answer for a login cookie it issued earlier: valid or invalid. */
function cookieLogin(ns: WordPressNamespace, cookie: string): string {
  return ns.wpEval('echo wp_validate_auth_cookie(getenv("COOKIE"), "logged_in") ? "valid" : "invalid";', {COOKIE: cookie});
}

async function hardening(ctx: RecipeContext) {
  const ws = ctx.workspace;
  const ns = await wordpressNamespace(ws);
  const {sql} = await pristineSite(ws, ns);
  reinstallSite(ws, ns, sql);
  try {
    await checkBlocks(ctx, ns, sql);
  } finally {
    reinstallSite(ws, ns, sql);
  }
}

/** The recipe's checks; the caller puts the lane's site back whatever happens. */
async function checkBlocks(ctx: RecipeContext, ns: WordPressNamespace, sql: string) {
  const ws = ctx.workspace;
  const inWebRoot = (ref: BlockRef) => ns.inWebRoot(ctx.block(ref).value);

  // An Application Password and a login cookie, both made before the salts change.
  const created = ns.inWebRoot('wp user application-password create admin recipe-tool --porcelain');
  const password = created.stdout.trim();
  if (created.status !== 0 || !/^\S{24}$/.test(password))
    throw new Error(`WP-CLI could not create an Application Password:\n${created.output}`);
  const cookie = ns.wpEval('echo wp_generate_auth_cookie(1, time() + 3600, "logged_in");');
  if (cookieLogin(ns, cookie) !== 'valid' || applicationPasswordLogin(ns, password) !== 'accepted')
    throw new Error('WordPress did not accept its own new login cookie and Application Password before the salts changed');

  const shuffled = inWebRoot(SHUFFLE_SALTS);
  ctx.expect(
    shuffled.status === 0 && cookieLogin(ns, cookie) === 'invalid',
    SHUFFLE_SALTS,
    'after the fresh salts, a login cookie WordPress issued before is refused (every user is logged out)',
    () => `after the block, the earlier login cookie is ${cookieLogin(ns, cookie)} (exit ${shuffled.status}):\n${shuffled.output}`,
  );
  ctx.expect(
    applicationPasswordLogin(ns, password) === 'accepted',
    SHUFFLE_SALTS,
    'an Application Password made before the salts changed still logs in, as the page warns',
    () => 'after the fresh salts, the earlier Application Password was refused: the page says it survives them',
  );

  addMuPlugin(ns, 'no-application-passwords.php', ctx.block(NO_APPLICATION_PASSWORDS).value);
  const withPlugin = applicationPasswordLogin(ns, password);
  ctx.expect(
    withPlugin === 'refused',
    NO_APPLICATION_PASSWORDS,
    'with the must-use plugin, WordPress refuses the Application Password on an HTTPS API request',
    () => `with the must-use plugin in place, the Application Password login was ${withPlugin}`,
  );

  // The review after a break-in: an administrator nobody made, sign-ups open to administrators.
  reinstallSite(ws, ns, sql);
  const planted = ns.inWebRoot(
    `wp user create ${PLANTED.administrator} ${PLANTED.email} --role=administrator --user_pass=planted-password`,
  );
  if (planted.status !== 0) throw new Error(`planting an administrator failed:\n${planted.output}`);
  admin(
    ws,
    "UPDATE wp_options SET option_value = '1' WHERE option_name = 'users_can_register'; UPDATE wp_options SET option_value = 'administrator' WHERE option_name = 'default_role'",
    SITE.database,
  );
  const review = inWebRoot(ACCOUNT_REVIEW).output;
  const shown = (ok: boolean, what: string, missing: string) =>
    ctx.expect(ok, ACCOUNT_REVIEW, what, () => `the account review did not show ${missing}:\n${review}`);
  shown(
    new RegExp(`^\\d+\\s+${PLANTED.administrator}\\s+${PLANTED.email}\\s`, 'm').test(review) && /^1\s+admin\s/m.test(review),
    `the administrators listed are admin and the planted ${PLANTED.administrator}`,
    `both administrators, admin and ${PLANTED.administrator}`,
  );
  shown(
    /This is not a multisite installation/.test(review),
    'on a single site, wp super-admin list says "This is not a multisite installation", as the comment says',
    'the message "This is not a multisite installation"',
  );
  shown(
    /^1\nadministrator$/m.test(review),
    'the sign-up settings show 1 (anyone can register) and administrator as the new users’ role',
    'users_can_register 1 and default_role administrator',
  );
  const asRoot = ns.root(`cd ${SITE.root} && wp user list --role=administrator`).output;
  ctx.expect(
    /YIKES!/.test(asRoot) && /running this as root/.test(asRoot),
    ACCOUNT_REVIEW,
    'as root, wp refuses with "YIKES! ... running this as root", as the comment says',
    () => `as root, wp user list printed:\n${asRoot}`,
  );
  // An account with an administrator's capability but a subscriber's role (review r79e F1), and a plain one.
  const capable = ns.inWebRoot(
    `wp user create ${PLANTED.capable} ${PLANTED.capable}@example.net --role=subscriber --user_pass=planted-password && wp user add-cap ${PLANTED.capable} manage_options && wp user create ${PLANTED.reader} ${PLANTED.reader}@example.net --role=subscriber --user_pass=reader-password`,
  );
  if (capable.status !== 0) throw new Error(`planting a subscriber with manage_options failed:\n${capable.output}`);
  // The auditing guide's database list, with a must-use plugin hiding the planted administrator from wp user list.
  addMuPlugin(ns, 'cache-helper.php', HIDING_PLUGIN(PLANTED.administrator));
  const hidden = ns.inWebRoot('wp user list --role=administrator --field=user_login').output;
  if (hidden.includes(PLANTED.administrator)) throw new Error(`the hiding plugin did not hide ${PLANTED.administrator}:\n${hidden}`);
  ws.note(LIST_ADMINS.title, 'sudo -u example wp ...', 'wp ... (the run is the site account already)');
  const listed = ns.asSite(ctx.block(LIST_ADMINS).value.replace(/^(p=\$\()?sudo -u example /gm, '$1')).output;
  ctx.expect(
    new RegExp(`^\\d+\\t${PLANTED.administrator}\\t`, 'm').test(listed) && /^1\tadmin\t/m.test(listed),
    LIST_ADMINS,
    `with a must-use plugin hiding ${PLANTED.administrator} from wp user list, the auditing guide's query still lists it beside admin`,
    () => `with a must-use plugin hiding ${PLANTED.administrator} from wp user list, the auditing guide's list printed:\n${listed}`,
  );
  ctx.expect(
    new RegExp(`^\\d+\\t${PLANTED.capable}\\t`, 'm').test(listed) && !new RegExp(`^\\d+\\t${PLANTED.reader}\\t`, 'm').test(listed),
    LIST_ADMINS,
    `the query lists ${PLANTED.capable}, a subscriber given manage_options, and not ${PLANTED.reader}, a plain subscriber`,
    () => `the auditing guide's list of accounts with an administrator's rights printed:\n${listed}`,
  );
  await storedUrls(ctx, ns, sql);
}

/** What the site stores: post 1's content and GUID, and the option's links as WordPress unserializes them. */
function stored(ns: WordPressNamespace): {content: string; guid: string; links: string} {
  const read = (code: string) => ns.wpEval(code);
  return {
    content: read('echo get_post(1)->post_content;'),
    guid: read('echo get_post(1)->guid;'),
    links: read(`echo implode(" ", (array) get_option("${HTTP_OPTION.name}"));`),
  };
}

async function storedUrls(ctx: RecipeContext, ns: WordPressNamespace, sql: string) {
  const ws = ctx.workspace;
  reinstallSite(ws, ns, sql);
  const links = HTTP_OPTION.links.map((link, i) => `i:${i};s:${link.length}:"${link}";`).join('');
  admin(
    ws,
    [
      `UPDATE wp_posts SET post_content = CONCAT(post_content, '<img src="${HTTP_IMAGE}">'), guid = '${HTTP_GUID}' WHERE ID = 1`,
      `INSERT INTO wp_options (option_name, option_value, autoload) VALUES ('${HTTP_OPTION.name}', 'a:${HTTP_OPTION.links.length}:{${links}}', 'no')`,
    ].join(';\n'),
    SITE.database,
  );
  const before = stored(ns);
  if (!before.content.includes(HTTP_IMAGE) || before.links !== HTTP_OPTION.links.join(' '))
    throw new Error(`planting the http:// addresses failed: ${JSON.stringify(before)}`);
  const block = ctx.block(REWRITE_URLS).value;
  const dryRun = block.split('\n').find((line) => line.includes('--dry-run'));
  if (!dryRun) ctx.fail(REWRITE_URLS, 'no --dry-run line to run first');
  const previewed = ns.inWebRoot(dryRun);
  ctx.expect(
    previewed.status === 0 &&
      JSON.stringify(stored(ns)) === JSON.stringify(before) &&
      /\d+ replacements? to be made/.test(previewed.output),
    REWRITE_URLS,
    'the --dry-run line counts the replacements and changes nothing',
    () =>
      `the --dry-run line (exit ${previewed.status}) printed:\n${previewed.output}\nand the site now stores ${JSON.stringify(stored(ns))}`,
  );
  const rewritten = ns.inWebRoot(block);
  const after = stored(ns);
  const https = (text: string) => text.replaceAll('http://example.com', 'https://example.com');
  ctx.expect(
    rewritten.status === 0 && after.content === https(before.content) && after.links === https(before.links),
    REWRITE_URLS,
    'the post and the serialized option now hold https:// addresses, and WordPress still reads the option',
    () => `after the block (exit ${rewritten.status}) the site stores ${JSON.stringify(after)}:\n${rewritten.output}`,
  );
  ctx.expect(
    after.guid === HTTP_GUID,
    REWRITE_URLS,
    "the post's GUID keeps its http:// address (--skip-columns=guid)",
    () => `the block changed post 1's GUID to ${after.guid}: a GUID must never change`,
  );
}

export const wordpressHardeningRecipe: Recipe = {
  name: 'wordpress-hardening',
  summary:
    "WordPress security's account review, fresh salts and no-Application-Passwords plugin on an installed site: the planted administrator and open sign-ups show; the salts log every cookie out while an Application Password survives; the plugin makes WordPress refuse it; the TLS guide's search-replace previews, then rewrites a post and a serialized option to https:// and keeps the GUID",
  run: hardening,
  // On wordpress-backup's namespace and installed site, which it puts back as it found it.
  lane: 'wordpress',
  breakingEdits: [
    {
      what: 'rewrite the GUIDs too',
      ref: REWRITE_URLS,
      edit: (text) => text.replaceAll(' --skip-columns=guid', ''),
      expect: /the block changed post 1's GUID to https:\/\/example\.com\/\?p=1/,
    },
    {
      what: 'list editors instead of administrators',
      ref: ACCOUNT_REVIEW,
      edit: replace('wp user list --role=administrator', 'wp user list --role=editor'),
      expect: /the account review did not show both administrators/,
    },
    {
      what: 'list administrators with wp user list (review r69d M3)',
      ref: LIST_ADMINS,
      edit: () =>
        'sudo -u example wp --path=/var/www/example.com/public user list --role=administrator \\\n  --fields=ID,user_login,user_email,user_registered\n',
      expect: /with a must-use plugin hiding wpsupport-admin from wp user list, the auditing guide's list printed/,
    },
    {
      what: 'list the administrator role only (the query before review r79e F1)',
      ref: LIST_ADMINS,
      edit: replace(/ AND \(m\.meta_value LIKE '%administrator%' OR [\s\S]*?\.\$'\)"/, " AND m.meta_value LIKE '%administrator%'\""),
      expect: /the auditing guide's list of accounts with an administrator's rights printed/,
    },
    {
      what: 'read a salt instead of shuffling them',
      ref: SHUFFLE_SALTS,
      edit: replace('wp config shuffle-salts', 'wp config get AUTH_KEY'),
      expect: /after the block, the earlier login cookie is valid/,
    },
    {
      what: 'filter a hook WordPress does not have',
      ref: NO_APPLICATION_PASSWORDS,
      edit: replace("'wp_is_application_passwords_available'", "'wp_application_passwords_available'"),
      expect: /with the must-use plugin in place, the Application Password login was accepted/,
    },
  ],
};
