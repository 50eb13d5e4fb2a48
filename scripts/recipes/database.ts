/**
 * The database security guide on MariaDB: the application account its SQL
 * creates can read and write its own database and nothing more, and a
 * server started with its secure_file_priv drop-in refuses to write files
 * outside the folder it names (the web root included); and a server started
 * with its Server Audit drop-in logs a failed login and an account's creation,
 * its password masked, keeps weeks of log and cannot be unloaded; and the
 * daily rights check prints what the log misses (a grant-table edit, a new
 * password, a plugin, a setting) without password hashes (reviews r120d M2,
 * r121d, r122d M1).
 */
import {createHash} from 'node:crypto';
import {mkdirSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';
import type {BlockRef} from './blocks';
import {admin, instancePaths, mariadb} from './mariadb';
import {replace, type Recipe, type RecipeContext} from './recipe';
import {run, tool, type CommandResult} from './system';

const DATABASE = 'security/database';
export const APP_USER: BlockRef = {article: DATABASE, title: 'create-app-user-mysql.sql'};
export const LIST_DB_USERS: BlockRef = {article: 'security/auditing', title: 'list-db-users.sql'};
export const SECURE_FILE_PRIV: BlockRef = {article: DATABASE, title: '/etc/mysql/mariadb.conf.d/60-secure-file-priv.cnf'};
export const SERVER_AUDIT: BlockRef = {article: DATABASE, title: '/etc/mysql/mariadb.conf.d/70-audit.cnf'};
export const RIGHTS_CHANGES: BlockRef = {article: DATABASE, title: '/usr/local/sbin/db-rights-changes'};

function asAppUser(ctx: RecipeContext, password: string, sql: string) {
  return run(tool('mysql'), [`--socket=${instancePaths(ctx.workspace).socket}`, '-u', 'shop_app', `-p${password}`, '-N', '-B', 'shop'], {
    input: sql,
  });
}

async function appUser(ctx: RecipeContext) {
  const ws = ctx.workspace;
  await mariadb(ws);
  admin(
    ws,
    "DROP USER IF EXISTS 'shop_app'@'localhost'; DROP DATABASE IF EXISTS shop; CREATE DATABASE shop; CREATE TABLE shop.products (id INT PRIMARY KEY, name VARCHAR(40)); INSERT INTO shop.products VALUES (1, 'tea');",
  );
  const sql = ctx.block(APP_USER).value;
  const created = run(tool('mysql'), [`--socket=${instancePaths(ws).socket}`], {input: sql});
  if (created.status !== 0) ctx.fail(APP_USER, `the administrator could not run it:\n${created.output}`);
  const password = /IDENTIFIED BY '([^']*)'/.exec(sql)?.[1];
  if (!password) ctx.fail(APP_USER, 'no IDENTIFIED BY password to log in with');
  const work = asAppUser(
    ctx,
    password,
    "INSERT INTO products VALUES (2, 'coffee'); UPDATE products SET name = 'green tea' WHERE id = 1; DELETE FROM products WHERE id = 2; SELECT name FROM products;",
  );
  ctx.expect(
    work.status === 0 && work.stdout.trim() === 'green tea',
    APP_USER,
    'shop_app can select, insert, update and delete in shop',
    () => `shop_app's everyday work failed:\n${work.output}`,
  );
  for (const [what, statement] of [
    ['drop a table', 'DROP TABLE products;'],
    ['create a table', 'CREATE TABLE extra (id INT);'],
    ['read another database', 'SELECT COUNT(*) FROM mysql.user;'],
    ['grant rights', "GRANT SELECT ON shop.* TO 'shop_app'@'localhost';"],
  ] as const) {
    const result = asAppUser(ctx, password, statement);
    ctx.expect(
      result.status !== 0 && /denied/i.test(result.output),
      APP_USER,
      `shop_app cannot ${what}`,
      () => `shop_app could ${what} (${statement})`,
    );
  }
  const limit = admin(ws, "SELECT max_user_connections FROM mysql.user WHERE user = 'shop_app'");
  ctx.expect(limit === '20', APP_USER, 'shop_app may hold at most 20 connections', () => `max_user_connections is ${limit}`);
}

/**
 * The auditing guide's list of database accounts, beside the application account: an account a tutorial
 * made with ALL ON *.* must stand out from it (review r72e F7).
 */
function listDbUsers(ctx: RecipeContext) {
  const ws = ctx.workspace;
  admin(ws, "DROP USER IF EXISTS 'wp_tutorial'@'localhost'; GRANT ALL PRIVILEGES ON *.* TO 'wp_tutorial'@'localhost' IDENTIFIED BY 'x';");
  // Rights on the grant tables, and on every database whose name starts wp (review r79e F2).
  admin(
    ws,
    "DROP USER IF EXISTS 'wp_grants'@'localhost', 'wp_pattern'@'localhost'; GRANT ALL ON mysql.* TO 'wp_grants'@'localhost' IDENTIFIED BY 'x'; GRANT ALL ON `wp%`.* TO 'wp_pattern'@'localhost' IDENTIFIED BY 'x';",
  );
  // A right on one grant table is enough to make an account root (review r82e L1).
  admin(ws, "DROP USER IF EXISTS 'wp_table'@'localhost'; GRANT UPDATE ON mysql.global_priv TO 'wp_table'@'localhost' IDENTIFIED BY 'x';");
  // An account with no password (review r122c M3), and rights on every database through a role and through
  // PUBLIC, which every account holds (review r120c M1).
  admin(
    ws,
    "DROP USER IF EXISTS 'wp_nopw'@'localhost'; CREATE USER 'wp_nopw'@'localhost'; DROP USER IF EXISTS 'wp_holder'@'localhost'; DROP ROLE IF EXISTS wp_role; CREATE ROLE wp_role; GRANT ALL ON *.* TO wp_role; CREATE USER 'wp_holder'@'localhost' IDENTIFIED BY 'x'; GRANT wp_role TO 'wp_holder'@'localhost'; GRANT SELECT ON *.* TO PUBLIC;" +
      // ... and through a role granted to a role (review r123c M2)
      "DROP USER IF EXISTS 'wp_chain'@'localhost'; DROP ROLE IF EXISTS wp_outer; CREATE ROLE wp_outer; GRANT wp_role TO wp_outer; CREATE USER 'wp_chain'@'localhost' IDENTIFIED BY 'x'; GRANT wp_outer TO 'wp_chain'@'localhost';" +
      // ... and an account with a password and, as a second way in, an empty one (review r126c M1)
      "DROP USER IF EXISTS 'wp_twoway'@'localhost'; CREATE USER 'wp_twoway'@'localhost' IDENTIFIED VIA mysql_native_password USING PASSWORD('x') OR mysql_native_password USING '';" +
      // ... and a procedure that runs with root's rights, which another account may run (review r127c M1)
      "DROP USER IF EXISTS 'wp_exec'@'localhost'; DROP PROCEDURE IF EXISTS shop.helper; CREATE PROCEDURE shop.helper() SQL SECURITY DEFINER SELECT 1;" +
      "CREATE USER 'wp_exec'@'localhost' IDENTIFIED BY 'x'; GRANT EXECUTE ON PROCEDURE shop.helper TO 'wp_exec'@'localhost';" +
      // ... and a view, a trigger and an event that run with root's rights: the view shows shop's account every hash (review r131c M1)
      'CREATE OR REPLACE SQL SECURITY DEFINER VIEW shop.hashes AS SELECT user, host, priv FROM mysql.global_priv;' +
      'CREATE TABLE IF NOT EXISTS shop.planted (id INT); CREATE OR REPLACE TRIGGER shop.planted_insert AFTER INSERT ON shop.planted FOR EACH ROW SET @x = 1;' +
      'CREATE OR REPLACE EVENT shop.planted_daily ON SCHEDULE EVERY 1 DAY DISABLE DO SELECT 1;',
  );
  const listed = run(tool('mysql'), [`--socket=${instancePaths(ws).socket}`, '-N', '-B'], {input: ctx.block(LIST_DB_USERS).value});
  admin(
    ws,
    "REVOKE SELECT ON *.* FROM PUBLIC; DROP PROCEDURE shop.helper; DROP VIEW shop.hashes; DROP TABLE shop.planted; DROP EVENT shop.planted_daily; DROP ROLE wp_outer; DROP ROLE wp_role; DROP USER 'wp_exec'@'localhost', 'wp_twoway'@'localhost', 'wp_chain'@'localhost', 'wp_tutorial'@'localhost', 'wp_grants'@'localhost', 'wp_pattern'@'localhost', 'wp_table'@'localhost', 'wp_holder'@'localhost', 'wp_nopw'@'localhost';",
  );
  const globally = listed.stdout.split('\n').filter((line) => /^'[^']+'@'[^']*'\t\d+$/.test(line));
  ctx.expect(
    listed.status === 0 &&
      globally.some((line) => line.startsWith("'wp_tutorial'@")) &&
      !globally.some((line) => line.startsWith("'shop_app'@")),
    LIST_DB_USERS,
    'an account with ALL ON *.* is listed with its rights on every database; shop_app, limited to shop, is not',
    () => `beside shop_app, an account with ALL ON *.* was not singled out (exit ${listed.status}):\n${listed.output}`,
  );
  const rows = listed.stdout.split('\n');
  ctx.expect(
    rows.includes('wp_grants\tlocalhost\tmysql') &&
      rows.includes('wp_pattern\tlocalhost\twp%') &&
      !rows.includes('shop_app\tlocalhost\tshop'),
    LIST_DB_USERS,
    "accounts with rights on the mysql database or on the pattern wp% are listed with it; shop_app's rights on shop are not",
    () => `the rights on mysql.* and on wp%.* were not listed (exit ${listed.status}):\n${listed.output}`,
  );
  ctx.expect(
    rows.includes('wp_table\tlocalhost\tglobal_priv'),
    LIST_DB_USERS,
    'an account with a right on one grant table (mysql.global_priv) is listed with it',
    () => `the right on mysql.global_priv was not listed (exit ${listed.status}):\n${listed.output}`,
  );
  ctx.expect(
    rows.includes('NO PASSWORD\twp_nopw\tlocalhost'),
    LIST_DB_USERS,
    'an account made with no password (wp_nopw) is listed as NO PASSWORD',
    () => `the account with no password was not listed (exit ${listed.status}):\n${listed.output}`,
  );
  ctx.expect(
    rows.includes('wp_role') && rows.includes('PUBLIC'),
    LIST_DB_USERS,
    'the roles with rights on every database are listed: wp_role (ALL ON *.*) and PUBLIC (SELECT ON *.*)',
    () => `the roles with rights on every database were not listed (exit ${listed.status}):\n${listed.output}`,
  );
  ctx.expect(
    rows.includes('wp_holder\tlocalhost\twp_role\twp_role') && rows.includes('GRANT SELECT ON *.* TO PUBLIC'),
    LIST_DB_USERS,
    "wp_holder's role wp_role (ALL ON *.*) and PUBLIC's SELECT ON *.*, which every account holds, are listed",
    () => `the role held by wp_holder or PUBLIC's rights were not listed (exit ${listed.status}):\n${listed.output}`,
  );
  ctx.expect(
    rows.includes('shop\thelper\troot@localhost') && rows.includes('wp_exec\tlocalhost\tshop\thelper'),
    LIST_DB_USERS,
    "root's procedure shop.helper, run with its definer's rights, and wp_exec's right to run it are listed",
    () => `the definer's procedure or the right to run it was not listed (exit ${listed.status}):\n${listed.output}`,
  );
  const definerCode = ['VIEW\tshop\thashes', 'TRIGGER\tshop\tplanted_insert', 'EVENT\tshop\tplanted_daily'];
  ctx.expect(
    definerCode.every((code) => rows.includes(`${code}\troot@localhost`)),
    LIST_DB_USERS,
    "root's view shop.hashes over the grant table, trigger shop.planted_insert and event shop.planted_daily, each run with root's rights, are listed",
    () =>
      `of root's view, trigger and event, ${definerCode.filter((code) => !rows.includes(`${code}\troot@localhost`)).join(', ')} were not listed (exit ${listed.status}):\n${listed.output}`,
  );
  ctx.expect(
    rows.includes('MORE THAN ONE LOGIN\twp_twoway\tlocalhost'),
    LIST_DB_USERS,
    'wp_twoway, with a password or an empty one, is listed as MORE THAN ONE LOGIN',
    () => `the account with a second, empty login was not listed (exit ${listed.status}):\n${listed.output}`,
  );
  ctx.expect(
    rows.includes('wp_chain\tlocalhost\twp_role\twp_outer > wp_role'),
    LIST_DB_USERS,
    'wp_chain, holding wp_outer, which holds wp_role (ALL ON *.*), is listed with wp_role and the chain',
    () => `the role wp_role held through wp_outer by wp_chain was not listed (exit ${listed.status}):\n${listed.output}`,
  );
}

/**
 * A MariaDB instance of its own reading the drop-in `ref` as the page prints it (its paths in the workspace),
 * started with it as --defaults-file; returns the instance's name. One per configuration: a changed drop-in
 * (a breaking edit) is another instance.
 */
async function dropInInstance(ctx: RecipeContext, ref: BlockRef, prefix: string, label: string): Promise<string> {
  const ws = ctx.workspace;
  const dropIn = ctx.block(ref).value;
  const file = ws.write(ref.title, ws.rewrite(label, dropIn));
  const name = `${prefix}-${createHash('sha256').update(dropIn).digest('hex').slice(0, 8)}`;
  ws.note(
    label,
    'the drop-in',
    `read by a MariaDB instance of its own (--defaults-file), data and socket under ${instancePaths(ws, name).datadir}`,
  );
  await mariadb(ws, name, file);
  return name;
}

async function secureFilePriv(ctx: RecipeContext) {
  const ws = ctx.workspace;
  const allowed = ws.at('/var/lib/mysql-files');
  mkdirSync(allowed, {recursive: true});
  mkdirSync(ws.at('/var/www/example.com/public'), {recursive: true});
  const name = await dropInInstance(ctx, SECURE_FILE_PRIV, 'sfp', 'security/database (secure_file_priv)');
  const webFile = ws.at('/var/www/example.com/public/dump.txt');
  rmSync(webFile, {force: true});
  const intoWebRoot = run(tool('mysql'), [`--socket=${instancePaths(ws, name).socket}`], {
    input: `SELECT 'secret' INTO OUTFILE '${webFile}';`,
  });
  ctx.expect(
    intoWebRoot.status !== 0 && /secure-file-priv/.test(intoWebRoot.output),
    SECURE_FILE_PRIV,
    'SELECT ... INTO OUTFILE into the web root is refused (ERROR 1290)',
    () => `SELECT ... INTO OUTFILE wrote into the web root${intoWebRoot.output ? `: ${intoWebRoot.output}` : ''}`,
  );
  const setting = admin(ws, 'SELECT @@secure_file_priv', '', name);
  ctx.expect(
    setting === `${allowed}/`,
    SECURE_FILE_PRIV,
    `@@secure_file_priv is /var/lib/mysql-files/`,
    () => `@@secure_file_priv is "${setting.replaceAll(ws.root, '')}"`,
  );
  const allowedFile = `${allowed}/export-${Date.now()}.txt`;
  const intoAllowed = run(tool('mysql'), [`--socket=${instancePaths(ws, name).socket}`], {
    input: `SELECT 'ok' INTO OUTFILE '${allowedFile}';`,
  });
  ctx.expect(
    intoAllowed.status === 0,
    SECURE_FILE_PRIV,
    'exports still work into /var/lib/mysql-files',
    () => `the export into the allowed folder failed: ${intoAllowed.output}`,
  );
}

async function serverAudit(ctx: RecipeContext) {
  const ws = ctx.workspace;
  const name = await dropInInstance(ctx, SERVER_AUDIT, 'audit', 'security/database (Server Audit)');
  const {datadir, socket} = instancePaths(ws, name);
  const secret = 'audited-secret-1';
  admin(ws, `DROP USER IF EXISTS 'report_ro'@'localhost'; CREATE USER 'report_ro'@'localhost' IDENTIFIED BY '${secret}'`, '', name);
  const failed = run(tool('mysql'), [`--socket=${socket}`, '-u', 'report_ro', '-pnot-the-password', '-e', 'SELECT 1']);
  const failedLogin = /,report_ro,localhost,\d+,\d+,FAILED_CONNECT,,,1045$/m;
  // The server writes the failed login after the client has its error: read until the line is there, or 10 s on.
  const logFile = path.join(datadir, 'server_audit.log');
  let log = readFileSync(logFile, 'utf8');
  for (const deadline = Date.now() + 10_000; !failedLogin.test(log) && Date.now() < deadline; log = readFileSync(logFile, 'utf8')) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  ctx.expect(
    failed.status !== 0 && failedLogin.test(log),
    SERVER_AUDIT,
    "server_audit.log in the data directory records report_ro's failed login (FAILED_CONNECT, error 1045)",
    () => `server_audit.log holds no FAILED_CONNECT for report_ro's wrong password:\n${log}`,
  );
  ctx.expect(
    /CREATE USER \\'report_ro\\'@\\'localhost\\' IDENTIFIED BY \*{5}/.test(log) && !log.includes(secret),
    SERVER_AUDIT,
    "it records the account's creation with its password masked (IDENTIFIED BY *****)",
    () => `server_audit.log does not show CREATE USER report_ro with its password masked:\n${log}`,
  );
  const rotation = admin(ws, 'SELECT @@server_audit_file_rotate_size, @@server_audit_file_rotations', '', name);
  ctx.expect(
    rotation === '104857600\t20',
    SERVER_AUDIT,
    'it keeps 20 files of 100 MB (104857600 bytes)',
    () => `the log's rotation is ${rotation.replace('\t', ' bytes, files: ')}, not 20 files of 100 MB`,
  );
  rightsChanges(ctx, name, secret);
  // Last: with the plugin unloaded, the log would stop.
  const unload = run(tool('mysql'), [`--socket=${socket}`, '-e', 'UNINSTALL PLUGIN server_audit']);
  ctx.expect(
    unload.status !== 0 && /force_plus_permanent/i.test(unload.output),
    SERVER_AUDIT,
    'UNINSTALL PLUGIN server_audit is refused (ERROR 1702, force_plus_permanent)',
    () => `UNINSTALL PLUGIN server_audit was not refused, so the log can be stopped unlogged: ${unload.output}`,
  );
}

/**
 * The daily rights check on the audited instance: a first run saves the state and prints nothing; then the changes
 * Server Audit does not log (review r122d M1) must each show in its next run, with no password hash; then a hash
 * swapped in the grant table, a grant and a second login the table no longer shows but the server still holds, the
 * rights of a role whose rows are gone and a right granted to PUBLIC, its rows gone (reviews r123d H1, H2, r124d H1,
 * r127d M1, r128d F1); a run after that, with nothing changed, prints nothing.
 */
/**
 * Names an account holder with CREATE USER can make so that the script's SHOW GRANTS line for a role ends early and
 * the next line, a role's name, runs as SQL under root (review r129d F1): zz1 granted to an account named
 * a` TO `b, and a role whose name holds a GRANT of everything to evil.
 */
const CRAFTED_ROLE = "`zz2;GRANT ALL PRIVILEGES ON *.* TO 'evil'@'localhost' WITH GRANT OPTION;SELECT 1 -- `";
/**
 * An account whose name ends QUOTE()'s string where the server's sql_mode holds NO_BACKSLASH_ESCAPES, and then
 * grants evil everything (review r131d F1). Written with '' for its quotes, which reads the same in either mode.
 */
const CRAFTED_QUOTE = "'x'';GRANT ALL PRIVILEGES ON *.* TO evil@localhost WITH GRANT OPTION;SELECT '''@'localhost'";
const DROP_CRAFTED_NAMES =
  `DROP USER IF EXISTS 'evil'@'localhost', 'a\` TO \`b'@'localhost', ${CRAFTED_QUOTE}; DROP ROLE IF EXISTS zz1, ${CRAFTED_ROLE};` +
  "SET GLOBAL sql_mode = REPLACE(@@GLOBAL.sql_mode, ',NO_BACKSLASH_ESCAPES', '')";
/** The password of a link to another server (CREATE SERVER), and its unsalted MD5, which must not be mailed. */
const SERVER_PASSWORD = 'secret';
const SERVER_PASSWORD_MD5 = createHash('md5').update(SERVER_PASSWORD).digest('hex');

function rightsChanges(ctx: RecipeContext, name: string, password: string) {
  const ws = ctx.workspace;
  const label = 'security/database (rights check)';
  const bin = ws.at(`/recipe-mariadb-${name}`);
  ws.write(`/recipe-mariadb-${name}/mariadb`, `#!/bin/sh\nexec ${tool('mysql')} --socket=${instancePaths(ws, name).socket} "$@"\n`, 0o755);
  ws.note(label, 'mariadb', `the mysql client on the audited instance's socket`);
  const script = ws.write(`/usr/local/sbin/db-rights-changes-${name}`, ws.rewrite(label, ctx.block(RIGHTS_CHANGES).value), 0o700);
  rmSync(ws.at('/var/lib/db-rights'), {force: true});
  // A breaking edit's run meets the same instance: what the last run planted goes first, so planting it is a change again.
  admin(
    ws,
    "UNINSTALL SONAME IF EXISTS 'auth_ed25519'; DROP DATABASE IF EXISTS audit_shop; CREATE DATABASE audit_shop; DROP SERVER IF EXISTS s1;" +
      // A routine of root's, whose body the hidden stage edits in mysql.proc (review r133d H1)
      'CREATE PROCEDURE audit_shop.tidy() SQL SECURITY DEFINER SELECT 1;' +
      `${DROP_CRAFTED_NAMES};` +
      "SET GLOBAL server_audit_events = 'CONNECT,QUERY_DCL,QUERY_DDL'",
    '',
    name,
  );
  // Its replication source too, which has no IF EXISTS: an error when there is none is expected.
  run(tool('mysql'), [`--socket=${instancePaths(ws, name).socket}`, '-e', "RESET SLAVE 'src1' ALL"]);
  const check = () => run(script, [], {env: {...process.env, PATH: `${bin}:${process.env.PATH}`}});
  const printed = (result: CommandResult) => result.stdout.split('\n').filter((line) => line.startsWith('> '));
  // Neither an account's hash nor the MD5 of a link's password (review r128d F2: unsalted, it gives a weak one away)
  const noHash = (result: CommandResult) => !/\*[0-9A-F]{40}/.test(result.output) && !result.output.includes(SERVER_PASSWORD_MD5);
  const first = check();
  ctx.expect(
    first.status === 0 && first.output === '',
    RIGHTS_CHANGES,
    'its first run saves the state and prints nothing',
    () => `its first run failed or printed something (exit ${first.status}):\n${first.output}`,
  );
  admin(
    ws,
    "DROP USER IF EXISTS 'report_up'@'localhost'; CREATE USER 'report_up'@'localhost' IDENTIFIED BY 'x'; DO SLEEP(1);" +
      "UPDATE mysql.global_priv SET priv = JSON_SET(priv, '$.access', 18446744073709551615) WHERE user = 'report_up'; FLUSH PRIVILEGES;" +
      `ALTER USER 'report_ro'@'localhost' IDENTIFIED BY '${password}-2'; INSTALL SONAME 'auth_ed25519';` +
      "SET GLOBAL local_infile = NOT @@local_infile; SET GLOBAL server_audit_events = 'CONNECT';" +
      'CREATE SQL SECURITY DEFINER VIEW audit_shop.accounts AS SELECT user, host FROM mysql.global_priv;' +
      "CHANGE MASTER 'src1' TO MASTER_HOST = '203.0.113.9', MASTER_USER = 'repl', MASTER_PASSWORD = 'x';" +
      `CREATE SERVER s1 FOREIGN DATA WRAPPER mysql OPTIONS (HOST '203.0.113.10', USER 'fed', PASSWORD '${SERVER_PASSWORD}')`,
    '',
    name,
  );
  const changed = check();
  const lines = printed(changed);
  const seen = {
    'the account report_up, made a superuser by editing mysql.global_priv': lines.some((l) =>
      /^> report_up\tlocalhost\t.*"access": ?18446744073709551615/.test(l),
    ),
    "report_ro's new password (ALTER USER)": lines.some((l) => /^> report_ro\tlocalhost\t.*"password_last_changed"/.test(l)),
    'the ed25519 plugin (INSTALL SONAME)': lines.some((l) => /^> ed25519\tACTIVE\t/.test(l)),
    'local_infile (SET GLOBAL)': lines.some((l) => /^> LOCAL_INFILE\t/.test(l)),
    'server_audit_events narrowed to CONNECT (SET GLOBAL, unlogged)': lines.includes('> SERVER_AUDIT_EVENTS\tCONNECT'),
    "a view with its definer's rights over the grant table": lines.some((l) => /^> audit_shop\taccounts\t.*\tDEFINER\t/.test(l)),
    'a replication source (CHANGE MASTER TO)': lines.some((l) => /^> +Master_Host: 203\.0\.113\.9$/.test(l)),
    'a link to another server (CREATE SERVER)': lines.some((l) => l.startsWith('> s1\t203.0.113.10\t\tfed\t3306\t')),
  };
  const missed = Object.entries(seen)
    .filter(([, found]) => !found)
    .map(([what]) => what);
  ctx.expect(
    changed.status === 0 && missed.length === 0,
    RIGHTS_CHANGES,
    `its next run prints the changes the audit log leaves out: ${Object.keys(seen).join('; ')}`,
    () => `its run after the changes did not print ${missed.join('; ') || 'cleanly'} (exit ${changed.status}):\n${changed.output}`,
  );
  ctx.expect(noHash(changed), RIGHTS_CHANGES, 'it prints no password hash', () => `it printed a password hash:\n${changed.output}`);
  // Another password by a hash written into the table: password_last_changed stays as it was.
  admin(
    ws,
    `UPDATE mysql.global_priv SET priv = REPLACE(priv, PASSWORD('${password}-2'), PASSWORD('attacker-3')) WHERE user = 'report_ro'; FLUSH PRIVILEGES`,
    '',
    name,
  );
  const swapped = check();
  ctx.expect(
    swapped.status === 0 && printed(swapped).some((l) => l.startsWith('> report_ro\tlocalhost\t')) && noHash(swapped),
    RIGHTS_CHANGES,
    "a hash swapped in mysql.global_priv shows as report_ro's line, the hash hidden",
    () => `it did not print report_ro's swapped password hash, or printed the hash (exit ${swapped.status}):\n${swapped.output}`,
  );
  // report_ro's row in the grant table, to put back after a change the server then keeps in memory.
  const reportRoRow = () => admin(ws, "SELECT priv FROM mysql.global_priv WHERE user = 'report_ro' AND host = 'localhost'", '', name);
  // A grant, then the table's row put back without FLUSH PRIVILEGES: the server keeps the grant.
  const row = reportRoRow();
  admin(
    ws,
    `GRANT ALL ON *.* TO 'report_ro'@'localhost' WITH GRANT OPTION; UPDATE mysql.global_priv SET priv = '${row}' WHERE user = 'report_ro' AND host = 'localhost'`,
    '',
    name,
  );
  const live = check();
  ctx.expect(
    live.status === 0 && printed(live).includes("> 'report_ro'@'localhost'\tdef\tSUPER\tYES"),
    RIGHTS_CHANGES,
    "a grant the table no longer shows but the server holds shows as report_ro's SUPER",
    () => `it did not print report_ro's live grant (exit ${live.status}):\n${live.output}`,
  );
  // A second way in, a password beside the socket, then the row put back (review r124d H1): the server keeps it.
  const before = reportRoRow();
  admin(
    ws,
    "ALTER USER 'report_ro'@'localhost' IDENTIFIED VIA unix_socket OR mysql_native_password USING PASSWORD('backdoor-4');" +
      // ... and a role with every right, granted to it, its rows then deleted (review r127d M1): the server keeps both
      "DROP ROLE IF EXISTS hidrole; CREATE ROLE hidrole; GRANT ALL ON *.* TO hidrole; GRANT hidrole TO 'report_ro'@'localhost';" +
      "DELETE FROM mysql.global_priv WHERE user = 'hidrole'; DELETE FROM mysql.roles_mapping WHERE role = 'hidrole';" +
      `UPDATE mysql.global_priv SET priv = '${before}' WHERE user = 'report_ro' AND host = 'localhost';` +
      // ... and the grant tables readable by every account through PUBLIC, its rows deleted (review r128d F1)
      "GRANT SELECT ON mysql.* TO PUBLIC; DELETE FROM mysql.db WHERE user = 'PUBLIC'; DELETE FROM mysql.global_priv WHERE user = 'PUBLIC';" +
      // ... and an account with every right, its row deleted (review r132d F2): it logs in until a FLUSH PRIVILEGES
      "DROP USER IF EXISTS 'memonly'@'%'; CREATE USER 'memonly'@'%' IDENTIFIED BY 'x'; GRANT ALL ON *.* TO 'memonly'@'%';" +
      "DELETE FROM mysql.global_priv WHERE user = 'memonly';" +
      // ... and root's routine made to read every hash, by an edit of mysql.proc's body alone (review r133d H1)
      "UPDATE mysql.proc SET body = 'SELECT user, priv FROM mysql.global_priv' WHERE db = 'audit_shop' AND name = 'tidy';" +
      // ... and an account whose stored password is Debian root's placeholder, which the mail must show (review r132d F1)
      "DROP USER IF EXISTS 'placeholder'@'localhost'; CREATE USER 'placeholder'@'localhost' IDENTIFIED VIA mysql_native_password USING 'invalid'",
    '',
    name,
  );
  const hidden = check();
  ctx.expect(
    printed(hidden).includes("> IN MEMORY ONLY\t'memonly'@'%'"),
    RIGHTS_CHANGES,
    "an account whose row is gone but which the server still holds, with every right, shows as IN MEMORY ONLY 'memonly'@'%'",
    () => `it did not print the account memonly, held in memory only (exit ${hidden.status}):\n${hidden.output}`,
  );
  ctx.expect(
    printed(hidden).some((l) => l.startsWith('> audit_shop\ttidy\tPROCEDURE\t')),
    RIGHTS_CHANGES,
    "a routine whose body was rewritten in mysql.proc, information_schema's copy unchanged, shows as audit_shop.tidy's new hash",
    () => `it did not print the edit of mysql.proc's body for audit_shop.tidy (exit ${hidden.status}):\n${hidden.output}`,
  );
  ctx.expect(
    printed(hidden).some((l) => l.startsWith('> placeholder\tlocalhost\t') && l.includes('"authentication_string":"invalid"')),
    RIGHTS_CHANGES,
    "a stored password too short to be a hash, Debian root's 'invalid', shows as it is",
    () =>
      `it did not show root's stored password change from 'invalid': the account placeholder's line hides it (exit ${hidden.status}):\n${hidden.output}`,
  );
  ctx.expect(
    hidden.status === 0 &&
      printed(hidden).some((l) => l.startsWith('> CREATE USER `report_ro`@`localhost` IDENTIFIED VIA unix_socket OR')) &&
      noHash(hidden),
    RIGHTS_CHANGES,
    "a second login the table no longer shows but the server holds shows as report_ro's CREATE USER, the hash hidden",
    () => `it did not print report_ro's hidden second login, or printed its hash (exit ${hidden.status}):\n${hidden.output}`,
  );
  ctx.expect(
    printed(hidden).includes('> GRANT ALL PRIVILEGES ON *.* TO `hidrole`'),
    RIGHTS_CHANGES,
    'a role whose rows are gone but which the server still grants to report_ro shows with its rights (ALL ON *.*)',
    () => `it did not print the rights of the role hidrole, granted in memory only (exit ${hidden.status}):\n${hidden.output}`,
  );
  ctx.expect(
    printed(hidden).includes("> 'PUBLIC'@''\tdef\tmysql\tSELECT\tNO"),
    RIGHTS_CHANGES,
    "a right every account holds through PUBLIC, its rows gone, shows as PUBLIC's SELECT on mysql",
    () => `it did not print the in-memory grant of SELECT on mysql to PUBLIC (exit ${hidden.status}):\n${hidden.output}`,
  );
  admin(
    ws,
    "CREATE USER 'evil'@'localhost'; CREATE ROLE zz1; CREATE USER 'a` TO `b'@'localhost'; GRANT zz1 TO 'a` TO `b'@'localhost';" +
      `CREATE ROLE ${CRAFTED_ROLE}; GRANT ${CRAFTED_ROLE} TO 'evil'@'localhost';` +
      `CREATE USER ${CRAFTED_QUOTE}; SET GLOBAL sql_mode = CONCAT(@@GLOBAL.sql_mode, ',NO_BACKSLASH_ESCAPES')`,
    '',
    name,
  );
  const crafted = check();
  const evil = admin(ws, "SHOW GRANTS FOR 'evil'@'localhost'", '', name);
  ctx.expect(
    crafted.status === 0 && !/^GRANT ALL PRIVILEGES ON \*\.\* TO `evil`/m.test(evil),
    RIGHTS_CHANGES,
    "an account named a` TO `b, a role whose name holds SQL and, with NO_BACKSLASH_ESCAPES in the server's sql_mode, an account named x';GRANT ... do not make root's run execute it: evil gains nothing",
    () => `after the run, evil holds:\n${evil}\nthe run printed (exit ${crafted.status}):\n${crafted.output}`,
  );
  admin(
    ws,
    `FLUSH PRIVILEGES; REVOKE ALL, GRANT OPTION FROM 'report_ro'@'localhost'; DROP USER IF EXISTS 'placeholder'@'localhost'; ${DROP_CRAFTED_NAMES};` +
      "SET GLOBAL server_audit_events = 'CONNECT,QUERY_DCL,QUERY_DDL'",
    '',
    name,
  );
  check();
  const again = check();
  ctx.expect(
    again.status === 0 && again.output === '',
    RIGHTS_CHANGES,
    'a run with nothing changed prints nothing',
    () => `a run with nothing changed printed (exit ${again.status}):\n${again.output}`,
  );
}

export const databaseRecipe: Recipe = {
  name: 'database',
  summary:
    "the database security guide's application account, secure_file_priv and Server Audit on MariaDB, and the auditing guide's account list singling out an account with rights on every database",
  async run(ctx) {
    await appUser(ctx);
    listDbUsers(ctx);
    await secureFilePriv(ctx);
    await serverAudit(ctx);
  },
  breakingEdits: [
    {
      what: 'grant ALL PRIVILEGES',
      ref: APP_USER,
      edit: replace('GRANT SELECT, INSERT, UPDATE, DELETE ON', 'GRANT ALL PRIVILEGES ON'),
      expect: /shop_app could drop a table/,
    },
    {
      what: "list the accounts only, as the guide's first line does (review r72e F7)",
      ref: LIST_DB_USERS,
      edit: (text) => text.split('\n')[0] + '\n',
      expect: /an account with ALL ON \*\.\* was not singled out/,
    },
    {
      what: 'leave out the query of rights on the grant tables and on name patterns (review r79e F2)',
      ref: LIST_DB_USERS,
      edit: replace(/^SELECT user, host, db FROM mysql\.db .*\n?/m, ''),
      expect: /the rights on mysql\.\* and on wp%\.\* were not listed/,
    },
    {
      what: 'leave out the query of rights on single grant tables (review r82e L1)',
      ref: LIST_DB_USERS,
      edit: replace(/^SELECT user, host, table_name FROM mysql\.tables_priv .*\n?/m, ''),
      expect: /the right on mysql\.global_priv was not listed/,
    },
    {
      what: 'leave out the roles and PUBLIC (review r120c M1)',
      ref: LIST_DB_USERS,
      edit: replace(/^-- Who holds which role.*\n(?:.*\n?)*/m, ''),
      expect: /the role held by wp_holder or PUBLIC's rights were not listed/,
    },
    {
      what: "leave out stored code run with its definer's rights (review r127c M1)",
      ref: LIST_DB_USERS,
      edit: replace(/^-- Stored code that runs.*\n(?:.*\n){4}/m, ''),
      expect: /the definer's procedure or the right to run it was not listed/,
    },
    {
      what: "list routines alone among the code run with its definer's rights (before review r131c M1)",
      ref: LIST_DB_USERS,
      edit: replace(/^-- \.\.\. views, triggers and events.*\n(?:.*\n){6}/m, ''),
      expect:
        /of root's view, trigger and event, VIEW\tshop\thashes, TRIGGER\tshop\tplanted_insert, EVENT\tshop\tplanted_daily were not listed/,
    },
    {
      what: 'leave out the accounts with a second way to log in (review r126c M1)',
      ref: LIST_DB_USERS,
      edit: replace(/^SELECT 'MORE THAN ONE LOGIN'.*\n/m, ''),
      expect: /the account with a second, empty login was not listed/,
    },
    {
      what: 'list the roles each account holds directly only (before review r123c M2)',
      ref: LIST_DB_USERS,
      edit: replace(/^-- Who holds which role.*\n(?:.*\n){6}/m, 'SELECT user, host, role, role FROM mysql.roles_mapping;\n'),
      expect: /the role wp_role held through wp_outer by wp_chain was not listed/,
    },
    {
      what: 'leave out the query of accounts with no password (review r122c M3)',
      ref: LIST_DB_USERS,
      edit: replace(/^-- Accounts that log in with no password.*\n.*\n.*\n/m, ''),
      expect: /the account with no password was not listed/,
    },
    {
      what: 'leave out the query of roles with rights on every database (review r121c F5)',
      ref: LIST_DB_USERS,
      edit: replace(/^SELECT user AS role FROM mysql\.global_priv .*\n/m, ''),
      expect: /the roles with rights on every database were not listed/,
    },
    {
      what: 'leave secure_file_priv empty',
      ref: SECURE_FILE_PRIV,
      edit: replace(/^secure_file_priv\s*=.*$/m, 'secure_file_priv = '),
      expect: /INTO OUTFILE wrote into the web root/,
    },
    {
      what: 'audit queries only, not connections',
      ref: SERVER_AUDIT,
      edit: replace('server_audit_events = CONNECT,QUERY_DCL,QUERY_DDL', 'server_audit_events = QUERY_DCL,QUERY_DDL'),
      expect: /server_audit\.log holds no FAILED_CONNECT for report_ro/,
    },
    {
      what: 'audit connections and table changes only, not account changes',
      ref: SERVER_AUDIT,
      edit: replace('server_audit_events = CONNECT,QUERY_DCL,QUERY_DDL', 'server_audit_events = CONNECT,QUERY_DDL'),
      expect: /server_audit\.log does not show CREATE USER report_ro/,
    },
    {
      what: "keep the plugin's default rotation (review r121d M2: hours of log on a busy site)",
      ref: SERVER_AUDIT,
      edit: replace(/^server_audit_file_rotat.*\n/gm, ''),
      expect: /the log's rotation is 1000000 bytes, files: 9/,
    },
    {
      what: 'let the plugin be unloaded (review r121d L1)',
      ref: SERVER_AUDIT,
      edit: replace(/^server_audit = FORCE_PLUS_PERMANENT\n/m, ''),
      expect: /UNINSTALL PLUGIN server_audit was not refused/,
    },
    {
      what: 'leave out the plugins (review r122d M1: INSTALL SONAME is not logged)',
      ref: RIGHTS_CHANGES,
      edit: replace(/^SELECT plugin_name.*\n/m, ''),
      expect: /did not print the ed25519 plugin \(INSTALL SONAME\) \(exit/,
    },
    {
      what: 'leave out the settings',
      ref: RIGHTS_CHANGES,
      edit: replace(/^SELECT variable_name[^;]*;\n/m, ''),
      expect: /did not print local_infile \(SET GLOBAL\); server_audit_events/,
    },
    {
      what: 'mail the changes with their password hashes',
      ref: RIGHTS_CHANGES,
      edit: replace(/ \| sed -E .*$/m, ' || true'),
      expect: /it printed a password hash/,
    },
    {
      what: 'keep the state without password hashes (review r123d H2: a swapped hash changes nothing else)',
      ref: RIGHTS_CHANGES,
      // The state written through the script's own hiding of hashes
      edit: (text) => text.replace('} > "$state.new"', `} | ${/sed -E ".*"$/m.exec(text)?.[0]} > "$state.new"`),
      expect: /did not print report_ro's swapped password hash/,
    },
    {
      what: 'read the rights from the grant tables only (review r123d H1)',
      ref: RIGHTS_CHANGES,
      edit: replace(/^SELECT \* FROM information_schema\.USER_PRIVILEGES .*\n/m, ''),
      expect: /did not print report_ro's live grant/,
    },
    {
      what: 'read the accounts from the grant tables only, not as the server holds them (review r124d H1)',
      ref: RIGHTS_CHANGES,
      edit: replace(/^ {2}# Each account's logins[\s\S]*?sort -u .*\n/m, ''),
      expect: /did not print report_ro's hidden second login/,
    },
    {
      what: 'leave out the rights of the roles granted in memory (review r127d M1)',
      ref: RIGHTS_CHANGES,
      // Its two comment lines and its command
      edit: replace(/^ {2}# \.\.\. and what each role granted there holds.*\n.*\n.*\n/m, ''),
      expect: /did not print the rights of the role hidrole/,
    },
    {
      what: 'read the rights on databases, tables and columns from the grant tables only (review r128d F1)',
      ref: RIGHTS_CHANGES,
      edit: replace(/^SELECT \* FROM information_schema\.(SCHEMA|TABLE|COLUMN)_PRIVILEGES .*\n/gm, ''),
      expect: /did not print the in-memory grant of SELECT on mysql to PUBLIC/,
    },
    {
      what: "mail the MD5 of a link's password (review r128d F2)",
      ref: RIGHTS_CHANGES,
      edit: replace('; s/(password )[0-9a-f]{32}/\\1(hidden)/g', ''),
      expect: /it printed a password hash/,
    },
    {
      what: "take the role's name up to the last ` TO ` on the line (before review r129d F1)",
      ref: RIGHTS_CHANGES,
      edit: replace('s/^GRANT \\(`\\([^`]\\|``\\)*`\\) TO', 's/^GRANT \\(`.*`\\) TO'),
      expect: /after the run, evil holds:\n(?:.*\n)*GRANT ALL PRIVILEGES ON \*\.\* TO `evil`/,
    },
    {
      what: "read the accounts' QUOTE()d names in the server's sql_mode (before review r131d F1)",
      ref: RIGHTS_CHANGES,
      edit: replace(`, sql_mode = ''"`, '"'),
      expect: /after the run, evil holds:\n(?:.*\n)*GRANT ALL PRIVILEGES ON \*\.\* TO `evil`/,
    },
    {
      what: 'read routines and events from information_schema only (before review r133d H1)',
      ref: RIGHTS_CHANGES,
      edit: replace(/^-- \.\.\. and the code the server runs.*\n.*\n.*\n/m, ''),
      expect: /it did not print the edit of mysql\.proc's body for audit_shop\.tidy/,
    },
    {
      what: 'leave out the accounts the server holds that the tables do not (before review r132d F2)',
      ref: RIGHTS_CHANGES,
      edit: replace(/^-- Accounts the server holds that the tables do not.*\n.*\n.*\n.*\n/m, ''),
      expect: /it did not print the account memonly, held in memory only/,
    },
    {
      what: "hide root's 'invalid' like a hash (before review r132d F1)",
      ref: RIGHTS_CHANGES,
      edit: (text) => text.replaceAll('{16,}', '+'),
      expect: /did not show root's stored password change from 'invalid'/,
    },
    {
      what: 'leave out the replication sources (review r125d F4)',
      ref: RIGHTS_CHANGES,
      edit: replace(/^ {2}# A replication source.*\n.*\n/m, ''),
      expect: /did not print a replication source/,
    },
    {
      what: "leave out code run with its definer's rights (review r123d M1)",
      ref: RIGHTS_CHANGES,
      edit: replace(/^SELECT table_schema, table_name, definer.*\n.*\n/m, ''),
      expect: /did not print a view with its definer's rights/,
    },
  ],
};
