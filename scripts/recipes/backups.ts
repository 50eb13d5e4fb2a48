/**
 * The backups guide's procedure on a MariaDB of the run's own (data folder
 * and socket under the temp root): the option file is made owner-only and
 * an existing one keeps its lines; the backup account from its GRANT dumps
 * a database with a table, a view, a trigger and stored routines; the dump
 * is root's only; old dumps are pruned; the restore, run by a reader who is
 * not root, brings the rows back and runs again the next month; restic
 * backs up to a local repository and the monthly restore test gets the
 * dump back.
 */
import {
  appendFileSync,
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import type {BlockRef} from './blocks';
import {replace, type Recipe, type RecipeContext} from './recipe';
import {admin, mariadb, SOCKET} from './mariadb';
import {runLines} from './webSite';
import {READER, readerSudoPath, run, tool, type RecipeWorkspace} from './system';

const BACKUPS = 'hosting/backups';
export const BACKUP_USER: BlockRef = {article: BACKUPS, title: 'create-backup-user.sql'};
export const MY_CNF: BlockRef = {article: BACKUPS, title: '/root/.my.cnf'};
export const MY_CNF_CREATE: BlockRef = {article: BACKUPS, title: 'Terminal', section: 'database-dumps'};
export const DUMP_SCRIPT: BlockRef = {article: BACKUPS, title: '/usr/local/bin/dump-db.sh'};
export const RESTORE: BlockRef = {article: BACKUPS, title: 'Restore a dump into a test database'};
export const SITE_BACKUP: BlockRef = {article: BACKUPS, title: '/usr/local/bin/site-backup.sh'};
export const RESTIC_ENV: BlockRef = {article: BACKUPS, title: '/root/.restic-env'};
export const RESTIC_RESTORE: BlockRef = {article: BACKUPS, title: 'Monthly restore test with restic'};

const DEST = '/var/backups/mysql';

/** The database to dump: a table, a view, a trigger, a procedure and a function, all created by the administrator. */
const FIXTURE = `
DROP DATABASE IF EXISTS example_db;
DROP DATABASE IF EXISTS example_db_restore;
CREATE DATABASE example_db;
USE example_db;
CREATE TABLE orders (id INT PRIMARY KEY, total DECIMAL(8,2), note VARCHAR(40)) ENGINE=InnoDB;
CREATE TABLE audit (order_id INT, at TIMESTAMP DEFAULT CURRENT_TIMESTAMP) ENGINE=InnoDB;
INSERT INTO orders VALUES (1, 19.90, 'first'), (2, 5.00, 'second'), (3, 120.00, 'third');
CREATE VIEW big_orders AS SELECT id, total FROM orders WHERE total > 10;
CREATE TRIGGER orders_audit AFTER INSERT ON orders FOR EACH ROW INSERT INTO audit (order_id) VALUES (NEW.id);
CREATE PROCEDURE order_count(OUT n INT) SELECT COUNT(*) INTO n FROM orders;
CREATE FUNCTION order_total(order_id INT) RETURNS DECIMAL(8,2) DETERMINISTIC READS SQL DATA RETURN (SELECT total FROM orders WHERE id = order_id);
DROP USER IF EXISTS 'backup'@'localhost';
`;

/** An option file a server already had: the administrator's login, which the article's lines must keep. */
const ADMIN_CNF = '[client]\nuser=root\npassword=administrator-password-kept\n';

/** A BASH_ENV file giving the shell the umask sudo gives root's commands (022). */
function umask022(ws: RecipeWorkspace): string {
  return ws.write('/recipe-umask-022.sh', 'umask 022\n');
}

function mode(file: string): string {
  return (statSync(file).mode & 0o777).toString(8).padStart(3, '0');
}

/** Lists the dumps in the run's dump folder. */
function dumps(ws: RecipeWorkspace): string[] {
  const dir = ws.at(DEST);
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

/** An old dump of a given age in hours, as a previous night's run left it. */
function oldDump(ws: RecipeWorkspace, name: string, hours: number) {
  const file = ws.at(`${DEST}/${name}`);
  writeFileSync(file, 'old dump', {mode: 0o600});
  const when = new Date(Date.now() - hours * 3600_000);
  utimesSync(file, when, when);
}

function clientEnv(ws: RecipeWorkspace, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {...process.env, HOME: ws.at('/root'), ...extra};
}

async function dumpAndRestore(ctx: RecipeContext) {
  const ws = ctx.workspace;
  await mariadb(ws);
  admin(ws, FIXTURE);
  const userSql = ctx.block(BACKUP_USER);
  const created = run(tool('mysql'), [`--socket=${ws.at(SOCKET)}`], {input: userSql.value});
  if (created.status !== 0) ctx.fail(BACKUP_USER, `the administrator could not run it:\n${created.output}`);

  // /root/.my.cnf as the article writes it (mode 600), plus the run's socket for every client.
  const myCnf = ctx.block(MY_CNF).value;
  mkdirSync(ws.at('/root'), {recursive: true, mode: 0o700});
  const cnf = ws.at('/root/.my.cnf');
  // The article's lines but the editor (nano is the reader's typing), as sudo runs them: umask 022.
  const createLines = () => runLines(ctx, MY_CNF_CREATE, /^sudo (?!nano )/, {...process.env, BASH_ENV: umask022(ws)});
  // On a server without the file: it is created owner-only.
  rmSync(cnf, {force: true});
  createLines();
  ctx.expect(existsSync(cnf) && mode(cnf) === '600', MY_CNF_CREATE, 'a new /root/.my.cnf, for the backup password, is mode 600', () =>
    existsSync(cnf) ? `/root/.my.cnf is mode ${mode(cnf)}: other accounts can read the backup password` : 'no /root/.my.cnf is created',
  );
  // On a server that keeps the administrator's login there (as a panel or an older tool leaves it, mode 644).
  writeFileSync(cnf, ADMIN_CNF, {mode: 0o644});
  chmodSync(cnf, 0o644);
  createLines();
  ctx.expect(
    readFileSync(cnf, 'utf8') === ADMIN_CNF,
    MY_CNF_CREATE,
    "an existing /root/.my.cnf keeps the administrator's lines",
    () => `an existing /root/.my.cnf lost its lines (now ${readFileSync(cnf).length} bytes): the administrator's stored password is gone`,
  );
  ctx.expect(
    mode(cnf) === '600',
    MY_CNF_CREATE,
    'an existing /root/.my.cnf becomes mode 600',
    () => `/root/.my.cnf is mode ${mode(cnf)}: other accounts can read the backup password`,
  );
  // The [mysqldump] group at the end of it, as the article says; the dump must still run as the backup account.
  appendFileSync(cnf, `\n${myCnf}\n\n[client]\nsocket=${ws.at(SOCKET)}\n`);
  ws.note(
    'hosting/backups',
    '/root/.my.cnf',
    `${ws.at('/root/.my.cnf')}, after an administrator's [client] group, with "[client] socket=${ws.at(SOCKET)}" added (the run's server); HOME=${ws.at('/root')}`,
  );

  // Last nights' dumps: one three days old (to prune), one from last night (to keep), another database's (not this script's).
  mkdirSync(ws.at(DEST), {recursive: true, mode: 0o755});
  // A clean folder each run (a breaking edit's run follows the article's).
  for (const file of dumps(ws)) rmSync(ws.at(`${DEST}/${file}`), {force: true});
  oldDump(ws, 'example_db-2026-11-20-0230.sql.gz', 72);
  oldDump(ws, 'example_db-2026-11-25-0230.sql.gz', 20);
  oldDump(ws, 'shop_db-2026-11-20-0230.sql.gz', 72);

  const script = ws.write(DUMP_SCRIPT.title, ws.rewrite('hosting/backups', ctx.block(DUMP_SCRIPT).value), 0o755);
  // Run as cron runs it: root, with the umask cron gives (022), so the script's own umask is what protects the files.
  const dumped = run(tool('bash'), ['-c', `umask 022; exec ${script}`], {env: clientEnv(ws)});
  ctx.expect(
    dumped.status === 0,
    DUMP_SCRIPT,
    'dump-db.sh runs as root with the backup account',
    () => `it exited ${dumped.status}:\n${dumped.output}`,
  );
  // Any other dump as root (an incident's evidence dump) must still log in as the administrator (review r70d F5):
  // the backup account may not read the mysql database's tables.
  const adminDump = run(tool('mysqldump'), ['--no-data', 'mysql', 'db'], {env: clientEnv(ws)});
  ctx.expect(
    adminDump.status === 0,
    MY_CNF,
    "another mysqldump as root (an incident's evidence dump) still logs in as the administrator",
    () =>
      `mysqldump --no-data mysql db as root failed (exit ${adminDump.status}): the option file makes every dump the backup account's:\n${adminDump.output}`,
  );
  const made = dumps(ws).find(
    (f) => f.startsWith('example_db-') && !['example_db-2026-11-20-0230.sql.gz', 'example_db-2026-11-25-0230.sql.gz'].includes(f),
  );
  ctx.expect(!!made, DUMP_SCRIPT, 'a dated example_db-<date>.sql.gz is written', () => `no new dump in ${DEST}: ${dumps(ws).join(', ')}`);
  const dumpFile = ws.at(`${DEST}/${made}`);
  ctx.expect(
    mode(ws.at(DEST)) === '700',
    DUMP_SCRIPT,
    `${DEST} is mode 700`,
    () => `${DEST} is mode ${mode(ws.at(DEST))}, readable by other accounts`,
  );
  ctx.expect(
    (statSync(dumpFile).mode & 0o077) === 0,
    DUMP_SCRIPT,
    `the dump is readable by root only (mode ${mode(dumpFile)})`,
    () => `the dump ${made} is mode ${mode(dumpFile)}: other accounts can read every customer record`,
  );
  ctx.expect(
    !dumps(ws).some((f) => f.endsWith('.part')),
    DUMP_SCRIPT,
    'no .part file is left behind',
    () => `a .part file is left: ${dumps(ws).join(', ')}`,
  );
  const sql = gunzipSync(readFileSync(dumpFile)).toString('utf8');
  for (const [what, pattern] of [
    ['the table and its rows', /INSERT INTO `orders` VALUES\s*\(1,19\.90,'first'\)/],
    ['the view', /VIEW `big_orders`/],
    ['the trigger', /TRIGGER `?orders_audit`?/],
    ['the stored procedure', /PROCEDURE `order_count`/],
    ['the stored function', /FUNCTION `order_total`/],
  ] as const) {
    ctx.expect(
      pattern.test(sql),
      what.startsWith('the stored') ? BACKUP_USER : DUMP_SCRIPT,
      `the dump holds ${what}`,
      () =>
        `the dump lacks ${what}${what.startsWith('the stored') ? ': the backup account cannot read routines another account created' : ''}`,
    );
  }
  const left = dumps(ws);
  ctx.expect(
    !left.includes('example_db-2026-11-20-0230.sql.gz') &&
      left.includes('example_db-2026-11-25-0230.sql.gz') &&
      left.includes('shop_db-2026-11-20-0230.sql.gz'),
    DUMP_SCRIPT,
    "a three-day-old dump is pruned; last night's and other databases' dumps stay",
    () => `after the run ${DEST} holds: ${left.join(', ')} (a three-day-old example_db dump must go, last night's and shop_db's stay)`,
  );

  // The restore, by a reader who is not root and uses sudo, with the file name of the dump just made.
  const restore = ctx.block(RESTORE);
  const restoreScript = ws.rewrite('hosting/backups', restore.value).replace(/example_db-\d{4}-\d\d-\d\d-\d{4}\.sql\.gz/g, made!);
  ws.note('hosting/backups', 'example_db-2026-11-26-0230.sql.gz (in the restore)', `${made} (the dump this run made)`);
  ws.note('hosting/backups', "the restore's reader", `uid ${READER.uid}, not root, with sudo (a setuid helper under the temp folder)`);
  mkdirSync(ws.at('/tmp'), {recursive: true});
  chmodSync(ws.at('/tmp'), 0o1777);
  const restoreAsReader = () =>
    run(tool('bash'), ['-e', '-c', restoreScript], {
      user: READER,
      env: {...clientEnv(ws), HOME: ws.at('/tmp'), PATH: readerSudoPath(ws)},
      cwd: ws.at('/tmp'),
    });
  let restored = restoreAsReader();
  ctx.expect(
    restored.status === 0,
    RESTORE,
    'the restore runs for a sudo user, not root',
    () => `as a sudo user it failed (exit ${restored.status}):\n${restored.output}`,
  );
  // Next month's test finds last month's test database still there.
  restored = restoreAsReader();
  ctx.expect(
    restored.status === 0,
    RESTORE,
    "the restore runs again over the last test's database",
    () => `run a second time it failed (exit ${restored.status}):\n${restored.output}`,
  );
  const check = run(tool('mysql'), [`--socket=${ws.at(SOCKET)}`, '-N', '-B', 'example_db_restore'], {
    input: 'SELECT GROUP_CONCAT(note ORDER BY id) FROM orders; SELECT COUNT(*) FROM big_orders; SELECT order_total(3);',
  });
  const rows = check.stdout.trim();
  ctx.expect(
    check.status === 0 && rows === 'first,second,third\n2\n120.00',
    RESTORE,
    'example_db_restore has the rows, the view and the function back',
    () => {
      const errors = restored.output.split('\n').filter((line) => /denied|error|no such/i.test(line));
      const why = check.output.split('\n').find((line) => line.startsWith('ERROR')) ?? rows;
      return `example_db_restore did not get the data back (${why}); the restore printed:\n${(errors.length ? errors : [restored.output]).join('\n')}`;
    },
  );
}

/** A user's crontab, as crontab -e keeps it on Debian. */
const USER_CRONTAB = '/var/spool/cron/crontabs/example';
// The Cache Directory Tagging Specification's signature, which restic's --exclude-caches looks for.
const CACHEDIR_SIGNATURE = 'Signature: 8a477f597d28d172789f06886806bc55';
// A tagged folder's tag file: the backup must leave out the rest of that folder.
const CACHE_TAG = '/var/www/example.com/build-cache/CACHEDIR.TAG';
const REGENERABLE = [
  '/var/www/example.com/build-cache/chunk.bin',
  '/var/www/example.com/node_modules/left-pad/index.js',
  '/var/www/example.com/public/wp-content/cache/index.html',
];

async function resticBackup(ctx: RecipeContext) {
  const ws = ctx.workspace;
  // What the backup reads: the site (made by the web recipes, or a stand-in) and the run's /etc.
  mkdirSync(ws.at('/var/www/example.com/public'), {recursive: true});
  // Debian's cron package makes this folder for crontab -e; the script's folder list names it.
  mkdirSync(ws.at('/var/spool/cron/crontabs'), {recursive: true});
  writeFileSync(ws.at(USER_CRONTAB), '15 4 * * * true\n');
  writeFileSync(ws.at('/var/www/example.com/public/restic-probe.txt'), 'site file\n');
  // What the article says to leave out: each must be missing from the restored snapshot.
  for (const file of REGENERABLE) {
    mkdirSync(path.dirname(ws.at(file)), {recursive: true});
    writeFileSync(ws.at(file), 'regenerable\n');
  }
  writeFileSync(ws.at(CACHE_TAG), `${CACHEDIR_SIGNATURE}\n`);
  const label = 'hosting/backups (restic)';
  const repository = ws.at('/srv/restic/example-com');
  let env = ws.rewrite(label, ctx.block(RESTIC_ENV).value);
  env = env.replace(/RESTIC_REPOSITORY="[^"]*"/, `RESTIC_REPOSITORY="${repository}"`);
  ws.note(label, 'RESTIC_REPOSITORY (sftp:backup@backup.example.net:...)', `${repository} (a local repository)`);
  ws.write('/root/.restic-env', env, 0o600);
  ws.write('/root/.restic-password', 'recipe-test-password\n', 0o600);
  // The article's one-time step: sudo bash -c '. /root/.restic-env && restic init'
  if (!existsSync(repository)) {
    const init = run(tool('bash'), ['-c', `. ${ws.at('/root/.restic-env')} && restic init`], {env: clientEnv(ws)});
    if (init.status !== 0) ctx.fail(RESTIC_ENV, `restic init with it failed:\n${init.output}`);
  }
  const siteBackup = ws.write(SITE_BACKUP.title, ws.rewrite(label, ctx.block(SITE_BACKUP).value), 0o755);
  const backed = run(tool('bash'), [siteBackup], {env: clientEnv(ws), timeout: 120_000});
  ctx.expect(
    backed.status === 0,
    SITE_BACKUP,
    'site-backup.sh dumps, backs up, prunes snapshots and checks the repository',
    () => `it exited ${backed.status}:\n${backed.output.replaceAll(ws.root, '')}`,
  );
  // The monthly test in a root shell; restic restores absolute paths below the target, and the run's paths are under the root.
  const target = ws.at('/root/restore-test');
  // The article deletes it after each test: a rerun (a proof) starts from none, as next month's test does.
  rmSync(target, {recursive: true, force: true});
  const test = ws.rewrite(label, ctx.block(RESTIC_RESTORE).value).replaceAll(`${target}/var/`, `${target}${ws.root}/var/`);
  ws.note(label, '/root/restore-test/var/...', `${target}${ws.root}/var/... (restic restores the backed-up absolute path)`);
  const restored = run(tool('bash'), ['-e', '-c', test], {env: clientEnv(ws)});
  const newest = dumps(ws)
    .filter((f) => /^example_db-\d/.test(f))
    .at(-1)!;
  ctx.expect(
    restored.status === 0 && restored.stdout.includes(newest),
    RESTIC_RESTORE,
    'the monthly restore test lists the snapshots and gets the latest dump back',
    () =>
      `it exited ${restored.status}${restored.stdout.includes(newest) ? '' : `, without listing ${newest}`}:\n${restored.output.replaceAll(ws.root, '')}`,
  );
  const original = readFileSync(ws.at(`${DEST}/${newest}`));
  const copy = path.join(target + ws.root, DEST, newest);
  ctx.expect(
    existsSync(copy) && readFileSync(copy).equals(original),
    RESTIC_RESTORE,
    'the restored dump is byte for byte the one backed up',
    () => `the restored ${newest} differs from the original or is missing`,
  );
  // A listed folder gone (a renamed site, a typo): the script must stop before restic, which before 0.19 skips it.
  const site = ws.at('/var/www/example.com');
  renameSync(site, `${site}.aside`);
  const missing = run(tool('bash'), [siteBackup], {env: clientEnv(ws), timeout: 120_000});
  renameSync(`${site}.aside`, site);
  ctx.expect(
    missing.status !== 0 && !/snapshot \w+ saved/.test(missing.output),
    SITE_BACKUP,
    'with the site folder missing, site-backup.sh stops before the backup instead of saving a snapshot without it',
    () => `with /var/www/example.com missing, site-backup.sh (exit ${missing.status}) went on:\n${missing.output.replaceAll(ws.root, '')}`,
  );
  const restoredSite = (file: string) => path.join(target + ws.root, file);
  const kept = REGENERABLE.filter((file) => existsSync(restoredSite(file)));
  ctx.expect(
    existsSync(restoredSite('/var/www/example.com/public/restic-probe.txt')) && existsSync(restoredSite(USER_CRONTAB)) && kept.length === 0,
    SITE_BACKUP,
    "the snapshot has the site and a user's crontab but no tagged cache, node_modules or page cache",
    () =>
      kept.length
        ? `the snapshot kept what can be regenerated: ${kept.join(', ')}`
        : "the site file or the user's crontab is missing from the snapshot",
  );
}

export const backupsRecipe: Recipe = {
  name: 'backups',
  summary: "the backups guide's dump, prune, restore and restic procedure on the run's MariaDB",
  async run(ctx) {
    await dumpAndRestore(ctx);
    await resticBackup(ctx);
  },
  breakingEdits: [
    {
      what: 'create /root/.my.cnf with install from /dev/null',
      ref: MY_CNF_CREATE,
      edit: replace(/^sudo touch (\S+)$/m, 'sudo install -m 600 /dev/null $1'),
      expect: /lost its lines .*the administrator's stored password is gone/,
    },
    {
      what: 'drop the chmod line',
      ref: MY_CNF_CREATE,
      edit: replace(/^sudo chmod 600 .*\n/m, ''),
      expect: /mode 644: other accounts can read the backup password/,
    },
    {
      what: 'the [mysqldump] group for the backup account (review r70d F5)',
      ref: MY_CNF,
      edit: replace('[mysqldump_backup]', '[mysqldump]'),
      expect: /the option file makes every dump the backup account's/,
    },
    {what: 'drop the umask', ref: DUMP_SCRIPT, edit: replace(/^umask 077\n/m, ''), expect: /mode 6\d\d: other accounts can read/},
    {
      what: 'drop the pruning line',
      ref: DUMP_SCRIPT,
      edit: replace(/^find "\$DEST".*-delete\n?/m, ''),
      expect: /a three-day-old example_db dump must go/,
    },
    {
      what: 'drop the routine grant',
      ref: BACKUP_USER,
      edit: replace(/^GRANT SELECT ON mysql\.proc.*\n/m, ''),
      expect: /lacks the stored procedure: the backup account cannot read routines/,
    },
    {
      what: 'drop the exclude options',
      ref: SITE_BACKUP,
      edit: replace(/ --exclude-caches --exclude node_modules \\\n\s*--exclude \S+ /, ' '),
      expect: /the snapshot kept what can be regenerated: .*build-cache.*node_modules.*wp-content\/cache/,
    },
    {
      what: 'drop the check of the folder list (review r69g F1)',
      ref: SITE_BACKUP,
      edit: replace(/^for f in "\$\{FOLDERS\[@\]\}".*\n/m, ''),
      expect: /with \/var\/www\/example\.com missing, site-backup\.sh \(exit 0\) went on/,
    },
    {
      what: "read the dump in the reader's own shell (gunzip < file | sudo mysql)",
      ref: RESTORE,
      edit: replace(/sudo sh -c 'gunzip < (\S+) \| mysql example_db_restore'/, 'gunzip < $1 | sudo mysql example_db_restore'),
      expect: /Permission denied/,
    },
    {
      what: "create the test database without dropping last month's",
      ref: RESTORE,
      edit: replace('DROP DATABASE IF EXISTS example_db_restore; ', ''),
      expect: /run a second time it failed .*database exists/s,
    },
  ],
};
