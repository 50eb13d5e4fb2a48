/**
 * WordPress basics' install with WP-CLI, as a reader on a fresh server runs it: the page's create-database.sql as
 * MariaDB's administrator, then its three WP-CLI lines as the site's owner in an empty web root, the database
 * password typed at the prompt. The download comes from the namespace's stand-in wordpress.org (wordpressOrg.mts),
 * which offers Debian's version in the locale asked. Then the update section's two FS_CHMOD lines: files and
 * folders WordPress's own file functions make get the scheme's 640 and setgid 2750, not 644 and 755.
 * On wordpress-backup's namespace; the installed site it replaces is put back at the end.
 */
import {SOCKET, admin} from './mariadb';
import {describeRef, type BlockRef} from './blocks';
import {replace, type Recipe, type RecipeContext} from './recipe';
import {READER} from './system';
import {addToWpConfig, SITE, wordpressNamespace, type WordPressNamespace} from './wordpress';
import {pristineSite, reinstallSite} from './wordpressBackup';

const BASICS = 'wordpress/basics';
export const CREATE_DATABASE: BlockRef = {article: BASICS, title: 'create-database.sql'};
export const WP_CLI_INSTALL: BlockRef = {article: BASICS, title: 'Terminal (in the web root)', section: 'wp-cli-install'};
export const FILE_MODES: BlockRef = {article: BASICS, title: 'wp-config.php (addition)'};

/** What the reader types at `--prompt=dbpass`: the password the page's SQL gives the account. */
function typedPassword(ctx: RecipeContext): string {
  const password = /IDENTIFIED BY '([^']+)'/.exec(ctx.block(CREATE_DATABASE).value)?.[1];
  if (!password) ctx.fail(CREATE_DATABASE, "no IDENTIFIED BY '...' password for the reader to type at the prompt");
  return password;
}

/** The modes WordPress's filesystem API gives a file and a folder it makes in wp-content, as the site's owner. */
function modesWordPressMakes(ns: WordPressNamespace): string {
  const code =
    'require_once ABSPATH . "wp-admin/includes/file.php"; WP_Filesystem(); global $wp_filesystem; ' +
    '$dir = WP_CONTENT_DIR . "/recipe-modes"; $wp_filesystem->rmdir($dir, true); $wp_filesystem->mkdir($dir); ' +
    '$wp_filesystem->put_contents("$dir/file.php", "<?php\\n", FS_CHMOD_FILE); clearstatcache(); ' +
    'printf("%o %o", fileperms("$dir/file.php") & 07777, fileperms($dir) & 07777); $wp_filesystem->rmdir($dir, true);';
  return ns.wpEval(code);
}

async function install(ctx: RecipeContext) {
  const ws = ctx.workspace;
  const ns = await wordpressNamespace(ws);
  const {sql} = await pristineSite(ws, ns);
  const password = typedPassword(ctx);
  try {
    await installOnFreshServer(ctx, ns, password);
  } finally {
    // The lane's installed site and its database account, whatever happened.
    admin(
      ws,
      `CREATE OR REPLACE USER '${SITE.database}'@'localhost' IDENTIFIED BY '${SITE.password}'; GRANT ALL ON ${SITE.database}.* TO '${SITE.database}'@'localhost';`,
    );
    reinstallSite(ws, ns, sql);
  }
}

async function installOnFreshServer(ctx: RecipeContext, ns: WordPressNamespace, password: string) {
  const ws = ctx.workspace;
  // A fresh server: the account's empty web root (the page's `install -d` line), no database and no database account.
  const emptied = ns.root(
    `rm -rf /var/www/example.com && install -d -o ${READER.uid} -g ${READER.gid} -m 750 /var/www/example.com ${SITE.root}`,
  );
  if (emptied.status !== 0) throw new Error(`emptying the web root failed:\n${emptied.output}`);
  admin(ws, `DROP DATABASE IF EXISTS ${SITE.database}; DROP USER IF EXISTS '${SITE.database}'@'localhost';`);
  try {
    admin(ws, ctx.block(CREATE_DATABASE).value);
  } catch (error) {
    ctx.fail(CREATE_DATABASE, `MariaDB's administrator could not run it:\n${(error as Error).message}`);
  }

  // WP-CLI's default host, localhost, is the server's own socket: this run's MariaDB has another.
  const lines = ctx.block(WP_CLI_INSTALL).value.replace(/^(wp config create .*)$/m, `$1 --dbhost=localhost:${ws.at(SOCKET)}`);
  ws.note(WP_CLI_INSTALL.title, 'wp config create ... (database on localhost)', `the same with --dbhost=localhost:<the run's socket>`);
  ws.note(WP_CLI_INSTALL.title, 'the prompt for dbpass', `answered with the password of ${CREATE_DATABASE.title}`);
  const installed = ns.inWebRoot(lines, `${password}\n`);
  const out = installed.output;
  const adminPassword = /^Admin password: (\S+)$/m.exec(out)?.[1];
  ctx.expect(
    installed.status === 0 && /^Success: WordPress installed successfully\.$/m.test(out) && adminPassword !== undefined,
    WP_CLI_INSTALL,
    'WordPress downloads, gets its wp-config.php and installs, printing the new administrator password once',
    () => `the install (exit ${installed.status}), with the database and account ${describeRef(CREATE_DATABASE)} made, printed:\n${out}`,
  );
  ctx.expect(
    out.includes(`--dbpass='${password}'`),
    WP_CLI_INSTALL,
    'after the prompt, WP-CLI prints the whole command with the password, as the page warns',
    () => `WP-CLI did not print the command with the password back; the page says it does:\n${out}`,
  );
  const check = ns.inWebRoot(
    `export PW='${adminPassword}' && wp option get home && wp option get blogname && wp user get site-owner --field=roles && ` +
      `wp eval 'echo wp_check_password(getenv("PW"), get_user_by("login", "site-owner")->user_pass) ? "password works" : "password refused";'`,
  ).output;
  ctx.expect(
    check === 'https://example.com\nExample Site\nadministrator\npassword works',
    WP_CLI_INSTALL,
    'the site is https://example.com, "Example Site", with site-owner as its administrator and the printed password valid',
    () => `the installed site answered:\n${check}`,
  );

  // The update section's modes: WordPress's defaults, then with the two lines above "That's all, stop editing!".
  const defaults = modesWordPressMakes(ns);
  addToWpConfig(ns, ctx.block(FILE_MODES).value);
  const scheme = modesWordPressMakes(ns);
  ctx.expect(
    defaults === '644 755' && scheme === '640 2750',
    FILE_MODES,
    "WordPress's file functions make 644 and 755 by default and, with the two lines, 640 and 2750 (setgid kept)",
    () => `WordPress made ${defaults} (file, folder) by default and ${scheme} with the two lines; the page says 644 755, then 640 2750`,
  );
}

export const wordpressInstallRecipe: Recipe = {
  name: 'wordpress-install',
  summary:
    "WordPress basics' install on a fresh server: the database SQL, then WP-CLI's download, config with the prompted password, and install; the update section's FS_CHMOD lines give 640 and 2750",
  run: install,
  // On wordpress-backup's namespace and installed site, which it puts back as it found it.
  lane: 'wordpress',
  breakingEdits: [
    {
      what: 'grant the site account reading only',
      ref: CREATE_DATABASE,
      edit: replace('GRANT ALL ON', 'GRANT SELECT ON'),
      expect: /the install \(exit 1\), with the database .* made, printed:[\s\S]*CREATE command denied to user 'wp_example'/,
    },
    {
      what: 'drop --prompt=dbpass',
      ref: WP_CLI_INSTALL,
      edit: replace(' --prompt=dbpass', ''),
      expect:
        /the install \(exit 1\), with the database .* made, printed:[\s\S]*Access denied for user 'wp_example'@'localhost' \(using password: NO\)/,
    },
    {
      what: 'folders without the setgid bit',
      ref: FILE_MODES,
      edit: replace('02750', '0750'),
      expect: /with the two lines; the page says 644 755, then 640 2750/,
    },
  ],
};
