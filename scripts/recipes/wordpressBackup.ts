/**
 * The WordPress backup guide's scripts as printed, on a real site: WordPress
 * installed by WP-CLI in the namespace of scripts/recipes/wordpress.ts (its
 * /var/www, /home and wordpress.org are the run's), run by the site's own
 * unprivileged account. The set-up block makes wp-backup.sh executable and
 * runs it; the off-site copy goes through rclone's crypt remote to a folder
 * standing for the bucket; the fetch block gets the night back, and
 * wp-restore.sh restores it after the site changed. Before that, the restore
 * must stop, the site untouched, on a disk mounted inside the web root, a
 * table without the site's prefix and a core download holding a file
 * WordPress does not ship; after it, a second run of the same night must
 * stop without touching the evidence the first one kept.
 */
import {createHash} from 'node:crypto';
import {chownSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {gunzipSync, gzipSync} from 'node:zlib';
import type {BlockRef} from './blocks';
import {commandsOf} from './cleanShell';
import {admin, SOCKET} from './mariadb';
import {replace, type Recipe, type RecipeContext} from './recipe';
import {READER, run, tool, type CommandResult, type RecipeWorkspace} from './system';
import {filesUnder, reloadSiteDatabase, SITE, wordpressNamespace, type WordPressNamespace} from './wordpress';

export const BACKUP = 'wordpress/backup';
export const BACKUP_SCRIPT: BlockRef = {article: BACKUP, title: '/home/example/bin/wp-backup.sh'};
export const BACKUP_SETUP: BlockRef = {article: BACKUP, title: 'Terminal (site user, once the script is saved there)'};
export const CRONTAB: BlockRef = {article: BACKUP, title: 'crontab (site user)'};
export const CHECK_REMOTE: BlockRef = {article: BACKUP, title: 'Terminal (after a break-in, in that clean shell: check the remote first)'};
export const FETCH_AND_RESTORE: BlockRef = {
  article: BACKUP,
  title: 'Terminal (only if every line above is yours)',
};
export const RESTORE_SCRIPT: BlockRef = {article: BACKUP, title: '/home/example/bin/wp-restore.sh'};
export const RESTORED_JOBS: BlockRef = {article: BACKUP, title: 'Terminal (site user: the restored jobs, before deleting pause-jobs.php)'};

/** The night the article's fetch and restore lines name, replaced by the backup this run makes. */
export const ARTICLE_STAMP = '2026-11-20-0230';
export const UPLOAD = 'wp-content/uploads/2026/11/photo.png';
export const GOOD_POST = 'Good post before backup';
const LATER_POST = 'Written after the backup';
const HOURLY_POST = 'Written before the hourly dump';
const FOREIGN_TABLE = 'forum_posts';
/** A folder standing for the bucket behind the crypt remote. */
const BUCKET = '/home/offsite-bucket';

const octal = (mode: number) => (mode & 0o777).toString(8).padStart(3, '0');
export const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** The installed site, made once per run; each run of the recipe starts from a copy of it. */
export function pristineSite(ws: RecipeWorkspace, ns: WordPressNamespace): Promise<{sql: string; obscured: string}> {
  return ws.once('wordpress-site', async () => {
    const socket = ws.at(SOCKET);
    const install = ns.asSite(
      [
        `wp core download --path=${SITE.root} --version=${ns.version} --skip-content`,
        `wp --path=${SITE.root} config create --dbname=${SITE.database} --dbuser=${SITE.database} --dbpass=${SITE.password} --dbhost=localhost:${socket} --skip-check`,
        `wp --path=${SITE.root} core install --url=https://example.com --title=Example --admin_user=admin --admin_password=recipe-admin-password --admin_email=admin@example.com --skip-email`,
        `wp --path=${SITE.root} post create --post_title='${GOOD_POST}' --post_status=publish`,
        `mkdir -p ${SITE.root}/wp-content/uploads/2026/11`,
        `cp ${SITE.root}/wp-includes/images/w-logo-blue.png ${SITE.root}/${UPLOAD}`,
      ].join(' && '),
    );
    if (install.status !== 0) throw new Error(`WordPress could not be installed with WP-CLI:\n${install.output}`);
    // WordPress's own rewrite rules, as the web server set-up leaves them in the web root.
    const htaccess = ns.host(`${SITE.root}/.htaccess`);
    writeFileSync(
      htaccess,
      '# BEGIN WordPress\n<IfModule mod_rewrite.c>\nRewriteEngine On\nRewriteBase /\nRewriteRule ^index\\.php$ - [L]\nRewriteCond %{REQUEST_FILENAME} !-f\nRewriteCond %{REQUEST_FILENAME} !-d\nRewriteRule . /index.php [L]\n</IfModule>\n# END WordPress\n',
    );
    chownSync(htaccess, READER.uid, READER.gid);
    const copied = run('/bin/cp', ['-a', ns.host(SITE.root), path.join(ns.dir, 'pristine-public')]);
    if (copied.status !== 0) throw new Error(`cp -a of the site failed: ${copied.output}`);
    const dumped = run(tool('mysqldump'), [`--socket=${socket}`, SITE.database]);
    if (dumped.status !== 0) throw new Error(`mysqldump of the new site failed: ${dumped.output}`);
    const obscured = run(tool('rclone'), ['obscure', 'recipe-crypt-password']).stdout.trim();
    ws.note(BACKUP, 'offsite-crypt: (your bucket)', `a crypt remote over ${BUCKET}, a folder inside the namespace`);
    ws.note(BACKUP, ARTICLE_STAMP, 'the stamp of the backup this run makes');
    return {sql: dumped.stdout, obscured};
  });
}

/**
 * The web root and the database as installed, whatever a run before left there; or, given a saved copy of the
 * web root and its dump, as they were saved.
 */
export function reinstallSite(
  ws: RecipeWorkspace,
  ns: WordPressNamespace,
  sql: string,
  publicFolder = path.join(ns.dir, 'pristine-public'),
) {
  const reset = ns.root(
    [
      // A mount a failed run left inside /var/www (the mount scenario), innermost first
      `findmnt -rn -o TARGET | awk 'index($0, "/var/www/") == 1' | sort -r | xargs -r umount`,
      'rm -rf /var/www/example.com',
      `install -d -o ${READER.uid} -g ${READER.gid} -m 755 /var/www/example.com`,
      `cp -a ${publicFolder} ${SITE.root}`,
    ].join(' && '),
  );
  if (reset.status !== 0) throw new Error(`resetting the site failed:\n${reset.output}`);
  reloadSiteDatabase(ws, sql);
}

/** The site as installed, the home with the two scripts as saved from the page (no execute bit) and rclone's remote. */
export function resetSite(ctx: RecipeContext, ns: WordPressNamespace, sql: string, obscured: string) {
  reinstallSite(ctx.workspace, ns, sql);
  const homes = ns.root(
    [
      'rm -rf /home/example /home/otherdisk',
      `install -d -o ${READER.uid} -g ${READER.gid} -m 755 /home/otherdisk`,
      `install -d -o ${READER.uid} -g ${READER.gid} -m 700 /home/example /home/example/bin /home/example/.config /home/example/.config/rclone`,
      `rm -rf ${BUCKET} && install -d -o ${READER.uid} -g ${READER.gid} -m 700 ${BUCKET}`,
    ].join(' && '),
  );
  if (homes.status !== 0) throw new Error(`resetting the site's home failed:\n${homes.output}`);
  const home = (file: string, text: string, mode: number) => {
    const at = ns.host(`${SITE.home}/${file}`);
    writeFileSync(at, text, {mode});
    chownSync(at, READER.uid, READER.gid);
  };
  home('bin/wp-backup.sh', ctx.block(BACKUP_SCRIPT).value, 0o644);
  home('bin/wp-restore.sh', ctx.block(RESTORE_SCRIPT).value, 0o644);
  home('.config/rclone/rclone.conf', `[offsite-crypt]\ntype = crypt\nremote = ${BUCKET}\npassword = ${obscured}\n`, 0o600);
}

/** What a failed restore must leave as it was: the web root's entries, the posts and the tables. */
function siteState(ctx: RecipeContext, ns: WordPressNamespace): string {
  const entries = readdirSync(ns.host(SITE.root)).sort().join(' ');
  const tables = admin(ctx.workspace, 'SHOW TABLES', SITE.database);
  // A restore gone wrong can leave no wp_posts: the state says so rather than stopping the recipe.
  const posts = tables.split('\n').includes('wp_posts')
    ? admin(ctx.workspace, "SELECT post_title FROM wp_posts WHERE post_type = 'post' ORDER BY ID", SITE.database)
    : '(no wp_posts table)';
  return `web root: ${entries}\nposts: ${posts.split('\n').join(', ')}\ntables: ${tables.split('\n').join(', ')}`;
}

export function keepFolder(stamp: string) {
  return `/var/www/example.com/before-restore-${stamp}`;
}

/**
 * A night whose tar fails on a file the site user cannot read: the script must fail and leave none of that night's
 * files, or the next night's `rclone copy` sends the incomplete archive off-site (review r69f M2).
 * The night gets its own stamp through a `date` in /usr/local/bin, first in the script's PATH, that answers the
 * script's `date +%F-%H%M` with RECIPE_STAMP when it is set.
 */
function failedNight(ctx: RecipeContext, ns: WordPressNamespace, dest: string) {
  const stamp = '2026-01-02-0230';
  const removeDate = stampedDate(ns);
  const unreadable = `${SITE.root}/wp-content/uploads/private.log`;
  try {
    ns.root(`install -m 600 /dev/null ${unreadable}`);
    const failed = ns.asSite(`RECIPE_STAMP=${stamp} bash ${SITE.home}/bin/wp-backup.sh`);
    const left = readdirSync(dest).filter((file) => file.includes(stamp));
    ctx.expect(
      failed.status !== 0 && /tar failed with status 2/.test(failed.output) && left.length === 0,
      BACKUP_SCRIPT,
      "a night whose tar fails on an unreadable file exits non-zero and leaves none of that night's files",
      () => `with a file tar cannot read, wp-backup.sh exited ${failed.status} and left ${left.join(', ') || 'nothing'}:\n${failed.output}`,
    );
    // The next night the upload fails (a revoked key, a full bucket): its complete files must stay (review r70c F1).
    ns.root(`rm -f ${unreadable}`);
    ns.root(`chmod -R u-w ${BUCKET}`);
    const uploadStamp = '2026-01-03-0230';
    const notUploaded = ns.asSite(`RECIPE_STAMP=${uploadStamp} bash ${SITE.home}/bin/wp-backup.sh`);
    const kept = readdirSync(dest).filter((file) => file.includes(uploadStamp));
    ctx.expect(
      notUploaded.status !== 0 && kept.length === 2,
      BACKUP_SCRIPT,
      "a night whose upload fails exits non-zero and keeps that night's two complete files",
      () =>
        `with the upload refused, wp-backup.sh exited ${notUploaded.status} and kept ${kept.join(', ') || 'nothing'} of that night:\n${notUploaded.output}`,
    );
    for (const file of kept) rmSync(path.join(dest, file));
  } finally {
    ns.root(`chmod -R u+w ${BUCKET}`);
    ns.root(`rm -f ${unreadable}`);
    removeDate();
  }
}

/** Puts the `date` shim in place (see failedNight; the stamp from RECIPE_STAMP_FILE, read at each call, or RECIPE_STAMP) and returns what removes it. */
function stampedDate(ns: WordPressNamespace): () => void {
  const fakeDate = ns.host('/usr/local/bin/date');
  writeFileSync(
    fakeDate,
    '#!/bin/sh\n[ -n "$RECIPE_STAMP_FILE" ] && [ "$1" = "+%F-%H%M" ] && exec cat "$RECIPE_STAMP_FILE"\n' +
      '[ -n "$RECIPE_STAMP" ] && [ "$1" = "+%F-%H%M" ] && exec echo "$RECIPE_STAMP"\nexec /bin/date "$@"\n',
    {mode: 0o755},
  );
  return () => rmSync(fakeDate, {force: true});
}

/**
 * A shop's hourly line (review r128b M1), run as the crontab prints it with the hour's stamp: the database alone,
 * sent off-site; then wp-restore.sh given that night and that hour brings back a post written between them.
 */
function hourlyDatabase(ctx: RecipeContext, ns: WordPressNamespace, dest: string) {
  const night = '2026-01-05-0230';
  const hour = '2026-01-05-1415';
  const line = /^\S+ \* \* \* \* (\S+wp-backup\.sh --db-only) >>/m.exec(ctx.block(CRONTAB).value)?.[1];
  if (!line) ctx.fail(CRONTAB, 'no hourly line running wp-backup.sh --db-only');
  ctx.workspace.note(BACKUP, `${line} (hourly)`, `run once, with the stamp ${hour}, after a full run stamped ${night}`);
  const removeDate = stampedDate(ns);
  try {
    const full = ns.asSite(`RECIPE_STAMP=${night} ${SITE.home}/bin/wp-backup.sh`);
    if (full.status !== 0) throw new Error(`the full run before the hourly one failed:\n${full.output}`);
    const written = ns.asSite(`wp --path=${SITE.root} post create --post_title='${HOURLY_POST}' --post_status=publish`);
    if (written.status !== 0) throw new Error(`writing the post before the hourly run failed:\n${written.output}`);
    const sentBefore = filesUnder(ns.host(BUCKET)).length;
    const hourly = ns.asSite(`RECIPE_STAMP=${hour} ${line}`);
    const made = readdirSync(dest).filter((file) => file.includes(hour));
    const sent = filesUnder(ns.host(BUCKET)).length - sentBefore;
    ctx.expect(
      hourly.status === 0 && hourly.stdout.includes(`wp-backup: OK ${hour}`) && made.join(' ') === `db-${hour}.sql.gz` && sent === 1,
      BACKUP_SCRIPT,
      `the hourly line (--db-only) makes db-${hour}.sql.gz alone and sends it off-site`,
      () =>
        `the --db-only run exited ${hourly.status}, made ${made.join(', ') || 'nothing'} and sent ${sent} files off-site:\n${hourly.output}`,
    );
  } finally {
    removeDate();
  }
  const restored = ns.asSite(`bash ${SITE.home}/bin/wp-restore.sh ${night} ${SITE.home}/backups/example.com ${hour}`);
  const found = admin(ctx.workspace, `SELECT COUNT(*) FROM wp_posts WHERE post_title = '${HOURLY_POST}'`, SITE.database);
  ctx.expect(
    restored.status === 0 && found === '1',
    RESTORE_SCRIPT,
    `wp-restore.sh ${night} with the hour ${hour} restores that night's files and that hour's database: the post written between them is back`,
    () =>
      `wp-restore.sh ${night} FOLDER ${hour} exited ${restored.status}; the post written before the hourly dump is there ${found} times:\n${restored.output}`,
  );
  /** wp-restore.sh given the night and `hour` (`what` says which), which it must refuse with the line `says`. */
  const refusesHour = (hour: string, what: string, says: string) => {
    const result = ns.asSite(`bash ${SITE.home}/bin/wp-restore.sh ${night} ${SITE.home}/backups/example.com ${hour}`);
    ctx.expect(
      result.status !== 0 && result.output.split('\n').includes(says),
      RESTORE_SCRIPT,
      `wp-restore.sh ${night} with ${what} stops: "${says}"`,
      () => `wp-restore.sh ${night} FOLDER ${hour}, ${what}, exited ${result.status} without "${says}":\n${result.output}`,
    );
  };
  // An hour before the night (review r132b, a LOW): its dump would be older than the files
  refusesHour(
    '2026-01-04-2300',
    'an hour before the night',
    `wp-restore: the hour 2026-01-04-2300 is not after the night ${night}: name a later dump; nothing was changed`,
  );
  // Then an hour whose dump was not fetched (review r130b): named as missing, not as a broken file, before
  // the before-restore folder the run above left
  const noHour = '2026-01-05-1515';
  refusesHour(
    noHour,
    'an hour with no dump',
    `wp-restore: ${SITE.home}/backups/example.com/db-${noHour}.sql.gz not found: fetch it (a time after its upload) or name its folder; nothing was changed`,
  );
  hourlyAfterWait(ctx, ns, line, dest);
}

/**
 * An hourly run that waits for the night's (review r131b M1): the lock held, the run started at 15:15 and waiting
 * on it (the lock file open in its shell), the clock moved on to 15:40, then the lock let go. Its dump holds the
 * database as at 15:40, so it must be named 15:40, not 15:15, where a reader looking for the last dump before
 * damage done at 15:30 would take it.
 */
function hourlyAfterWait(ctx: RecipeContext, ns: WordPressNamespace, line: string, dest: string) {
  const [started, dumped] = ['2026-01-05-1515', '2026-01-05-1540'];
  const lock = `${SITE.home}/backups/example.com.lock`;
  const removeDate = stampedDate(ns);
  let waited: CommandResult;
  try {
    waited = ns.asSite(
      [
        `export RECIPE_STAMP_FILE=$HOME/recipe-stamp; echo ${started} > "$RECIPE_STAMP_FILE"`,
        `exec 8>${lock}; flock 8`,
        `${line} > $HOME/recipe-hourly.out 2>&1 8>&- & run=$!`,
        `for i in $(seq 200); do ls -l /proc/$run/fd 2>/dev/null | grep -qF '${lock}' && break; sleep 0.05; done`,
        `echo ${dumped} > "$RECIPE_STAMP_FILE"; flock -u 8; wait $run; echo "exit $?"; cat $HOME/recipe-hourly.out`,
      ].join('\n'),
    );
  } finally {
    removeDate();
  }
  const made = readdirSync(dest).filter((file) => file.includes(started) || file.includes(dumped));
  ctx.expect(
    /^exit 0$/m.test(waited.stdout) && made.join(' ') === `db-${dumped}.sql.gz`,
    BACKUP_SCRIPT,
    `an hourly run started at ${started.slice(-4)} that waits for the lock until ${dumped.slice(-4)} names its dump ${dumped}, when it dumped`,
    () => `the hourly run that waited made ${made.join(', ') || 'nothing'}, not db-${dumped}.sql.gz:\n${waited.output}`,
  );
  for (const file of made) rmSync(path.join(dest, file), {force: true});
}

async function backupAndRestore(ctx: RecipeContext) {
  const ws = ctx.workspace;
  const ns = await wordpressNamespace(ws);
  const {sql, obscured} = await pristineSite(ws, ns);
  resetSite(ctx, ns, sql, obscured);

  // Two earlier nights on the site's disk (review r74c F6): one four days old, which the local retention deletes,
  // and one 60 hours old, which it keeps. Neither reached the bucket (an off-site outage): tonight's copy must send
  // both before the retention runs (review r79c M1).
  const earlier = {deleted: 'db-2026-01-10-0230.sql.gz', kept: 'db-2026-01-11-0230.sql.gz'};
  const earlierNights = ns.asSite(
    `install -d -m 700 ~/backups ~/backups/example.com && cd ~/backups/example.com && ` +
      `echo old | gzip > ${earlier.deleted} && touch -d '4 days ago' ${earlier.deleted} && ` +
      `echo recent | gzip > ${earlier.kept} && touch -d '60 hours ago' ${earlier.kept} && chmod 600 *.gz`,
  );
  if (earlierNights.status !== 0) throw new Error(`planting earlier nights failed:\n${earlierNights.output}`);

  // A wp-cli.yml in the home folder, where cron starts the nightly job: its require: runs PHP in every wp command
  // started there or below (review r88c M1).
  const ymlRan = `${SITE.home}/wp-cli-yml-ran`;
  const ymlPlanted = ns.asSite(
    `printf 'require:\\n  - ${SITE.home}/wp-cli-yml.php\\n' > ~/wp-cli.yml && printf '<?php touch("${ymlRan}");\\n' > ~/wp-cli-yml.php`,
  );
  if (ymlPlanted.status !== 0) throw new Error(`planting ~/wp-cli.yml failed:\n${ymlPlanted.output}`);

  // The set-up block as printed, from the home folder as cron starts it: chmod, ~/logs, the first run by hand.
  const setup = ns.asSite(ctx.block(BACKUP_SETUP).value);
  const obeyedYml = existsSync(ns.host(ymlRan));
  ns.asSite(`rm -f ~/wp-cli.yml ~/wp-cli-yml.php ${ymlRan}`);
  ctx.expect(
    !obeyedYml,
    BACKUP_SCRIPT,
    'started from the home folder, as cron starts it, the nightly job obeys no wp-cli.yml there: its require: ran no PHP',
    () => 'started from the home folder, as cron starts it, the nightly job ran the PHP a ~/wp-cli.yml requires',
  );
  const stamp = /^wp-backup: OK (\d{4}-\d\d-\d\d-\d{4})$/m.exec(setup.stdout)?.[1];
  ctx.expect(
    setup.status === 0 && !!stamp,
    BACKUP_SETUP,
    'the set-up block runs wp-backup.sh as the site user: "wp-backup: OK <stamp>", exit 0',
    () => `it exited ${setup.status} without "wp-backup: OK <stamp>":\n${setup.output}`,
  );
  const dest = ns.host(`${SITE.home}/backups/example.com`);
  const files = [`db-${stamp}.sql.gz`, `files-${stamp}.tar.gz`];
  const modes = [ns.host(`${SITE.home}/backups`), dest, ...files.map((f) => path.join(dest, f))].map((f) =>
    existsSync(f) ? octal(statSync(f).mode) : 'missing',
  );
  ctx.expect(
    modes.every((m) => m === '700' || m === '600'),
    BACKUP_SCRIPT,
    `~/backups and ~/backups/example.com are 700, the dump and the archive 600 (${modes.join(', ')})`,
    () =>
      `~/backups, ~/backups/example.com, ${files.join(', ')} are ${modes.join(', ')}: readable by other accounts (personal data and wp-config.php's secrets)`,
  );
  const dump = gunzipSync(readFileSync(path.join(dest, files[0]))).toString('utf8');
  const listed = run(tool('tar'), ['-tzf', path.join(dest, files[1])]).stdout.split('\n');
  ctx.expect(
    dump.includes(GOOD_POST) &&
      /Dump completed/.test(dump.trimEnd().split('\n').at(-1) ?? '') &&
      listed.includes(UPLOAD) &&
      listed.includes('wp-config.php'),
    BACKUP_SCRIPT,
    'the dump holds the post and ends "Dump completed"; the archive holds the upload and wp-config.php',
    () =>
      `the dump or the archive is incomplete (archive: ${listed
        .filter((l) => !l.endsWith('/'))
        .slice(0, 8)
        .join(', ')} ...)`,
  );
  const offsite = run('/usr/bin/find', [ns.host(BUCKET), '-type', 'f'])
    .stdout.trim()
    .split('\n')
    .filter(Boolean);
  ctx.expect(
    offsite.length === 4 &&
      offsite.every((f) => !/db-|files-/.test(f) && readFileSync(f).subarray(0, 8).toString('latin1') === 'RCLONE\0\0'),
    BACKUP_SCRIPT,
    "rclone copied the night's two files off-site encrypted (crypt file headers, names encrypted too), and the two earlier nights that had not left the server",
    () =>
      `the bucket holds ${offsite.length} files, not 4 encrypted ones (tonight's two and the earlier nights'): ${offsite.map((f) => path.basename(f)).join(', ')}`,
  );

  const nights = readdirSync(dest);
  ctx.expect(
    !nights.includes(earlier.deleted) && nights.includes(earlier.kept),
    BACKUP_SCRIPT,
    'after a good night the local copies older than three nights are deleted and the younger ones kept',
    () => `after a good night ~/backups/example.com holds ${nights.join(', ')}: not the local retention the comment gives`,
  );
  rmSync(path.join(dest, earlier.kept));

  failedNight(ctx, ns, dest);

  const cron = ctx.block(CRONTAB).value.trim();
  ctx.notRunHere(CRONTAB, cron, 'cron at 02:30 (the set-up block ran the same script by hand)');

  // The site changes after the backup: a post, a deleted upload, a backdoor beside index.php.
  const changed = ns.asSite(
    `wp --path=${SITE.root} post create --post_title='${LATER_POST}' --post_status=publish && rm ${SITE.root}/${UPLOAD} && echo '<?php eval($_POST["x"]);' > ${SITE.root}/cache.php`,
  );
  if (changed.status !== 0) throw new Error(`changing the site after the backup failed:\n${changed.output}`);
  const laterId = Number(admin(ws, `SELECT MAX(ID) FROM wp_posts`, SITE.database));

  // The fetch: the remote checked, the night's two files copied back, as printed but for the night's stamp.
  const forNight = (text: string) => text.replaceAll(ARTICLE_STAMP, stamp!);
  // A line that runs a program, as an attacker would add it (review r68i M5): the check must show it
  const conf = ns.host(`${SITE.home}/.config/rclone/rclone.conf`);
  const planted = 'bearer_token_command = /home/example/.cache/x.sh';
  const clean = readFileSync(conf, 'utf8');
  writeFileSync(conf, `${clean}${planted}\n`);
  const checked = ns.asSite(forNight(ctx.block(CHECK_REMOTE).value));
  writeFileSync(conf, clean);
  ctx.expect(
    checked.status === 0 &&
      checked.stdout.includes('[offsite-crypt]') &&
      checked.stdout.includes('type = crypt') &&
      checked.stdout.includes(planted) &&
      !/password/.test(checked.stdout),
    CHECK_REMOTE,
    'the remote check lists the crypt remote, its type and a planted bearer_token_command, and no password line',
    () => `it exited ${checked.status} or listed something else:\n${checked.output}`,
  );
  const [fetch, restore, ...more] = commandsOf(forNight(ctx.block(FETCH_AND_RESTORE).value));
  if (!restore || more.length || !fetch.includes('rclone copy') || !restore.includes('wp-restore.sh'))
    ctx.fail(FETCH_AND_RESTORE, 'the recipe expects two commands: rclone copy, then wp-restore.sh');
  ws.note(BACKUP, "--s3-version-at '2026-11-20 03:30:00'", 'kept, and ignored: the bucket here is a local folder, which keeps no versions');
  const fetched = ns.asSite(fetch);
  const restoreDir = ns.host(`${SITE.home}/restore-${stamp}`);
  ctx.expect(
    fetched.status === 0 &&
      files.every((f) => existsSync(path.join(restoreDir, f)) && sha256(path.join(restoreDir, f)) === sha256(path.join(dest, f))),
    FETCH_AND_RESTORE,
    "rclone gets the night's two files back, byte for byte",
    () =>
      `it exited ${fetched.status}; ~/restore-${stamp} holds ${existsSync(restoreDir) ? readdirSync(restoreDir).join(', ') : 'nothing'}:\n${fetched.output}`,
  );

  const keep = ns.host(keepFolder(stamp!));
  const restoreRun = () => ns.asSite(restore);
  /**
   * A run kept the database it found in db-before-restore.sql (the evidence, after a break-in): run again
   * for the same night, the restore must stop and leave that file and the site as they were.
   */
  const secondRunKeepsEvidence = (site: string) => {
    const evidence = path.join(keep, 'db-before-restore.sql');
    const fingerprint = () => (existsSync(evidence) ? `${sha256(evidence)} ${statSync(evidence).mtimeMs}` : 'missing');
    const kept = fingerprint();
    const again = restoreRun();
    const still = kept !== 'missing' && fingerprint() === kept;
    const said = `wp-restore: ${keepFolder(stamp!)} exists, an earlier run's copy: rename it (evidence after a break-in), then run again; nothing was changed`;
    ctx.expect(
      again.status !== 0 && still && siteState(ctx, ns) === site && again.output.split('\n').includes(said),
      RESTORE_SCRIPT,
      `a second run for the same night stops ("${said}") and leaves the kept db-before-restore.sql and the site as they were`,
      () =>
        `a second run for the same night ${still ? `exited ${again.status} or changed the site` : `overwrote ${keepFolder(stamp!)}/db-before-restore.sql, the evidence the first run kept`}:\n${again.output.split('\n').slice(-8).join('\n')}`,
    );
  };

  /** Runs the restore in a state it must refuse: it stops with every one of `says` in its output, and the site stays as it was. */
  const stopsUntouched = (scenario: string, says: string[]) => {
    const before = siteState(ctx, ns);
    const result = restoreRun();
    const after = siteState(ctx, ns);
    const lines = result.output.split('\n');
    ctx.expect(
      result.status !== 0 && says.every((line) => lines.includes(line)),
      RESTORE_SCRIPT,
      `with ${scenario}, wp-restore.sh stops: "${says.join(' / ')}"`,
      () => `with ${scenario} the restore went on (exit ${result.status}, without "${says.join(' / ')}"):\n${lines.slice(-12).join('\n')}`,
    );
    ctx.expect(
      before === after,
      RESTORE_SCRIPT,
      `with ${scenario}, the site is untouched`,
      () => `with ${scenario} the site changed:\nbefore\n${before}\nafter\n${after}`,
    );
    // As its message says: delete the before-restore folder, then run again
    ns.root(`rm -rf '${keepFolder(stamp!)}'`);
  };

  // A disk mounted inside the web root (uploads on another disk).
  const mounted = ns.root(`mount --bind /home/otherdisk ${SITE.root}/wp-content/uploads`);
  if (mounted.status !== 0) throw new Error(`mount --bind failed:\n${mounted.output}`);
  stopsUntouched('a disk mounted at wp-content/uploads', [
    `wp-restore: mounted inside ${SITE.root}: ${SITE.root}/wp-content/uploads; step 2 would move them with the old site: unmount them, run again, then restore their folders from their own backups; nothing was changed`,
  ]);
  ns.root(`umount ${SITE.root}/wp-content/uploads`);

  // Another application in a folder of the web root, which step 2 would move aside with the old site (review r89c M1),
  // beside cPanel's empty cgi-bin, which is none (review r131b L4): the message names the shop alone.
  ns.asSite(`mkdir ${SITE.root}/shop ${SITE.root}/cgi-bin && echo '<?php echo "shop";' > ${SITE.root}/shop/index.php`);
  stopsUntouched("a shop in the folder shop of the web root and cPanel's empty cgi-bin", [
    `wp-restore: folders WordPress does not have in ${SITE.root}: ${SITE.root}/shop; move another site or app out (back it up first), delete the attacker's, then run again; nothing was changed`,
  ]);
  ns.asSite(`rm -r ${SITE.root}/shop ${SITE.root}/cgi-bin`);

  // Another application's table in the site's database, which wp db reset would drop.
  admin(ws, `CREATE TABLE ${FOREIGN_TABLE} (id INT PRIMARY KEY); INSERT INTO ${FOREIGN_TABLE} VALUES (1);`, SITE.database);
  stopsUntouched(`a table ${FOREIGN_TABLE} in the database`, [
    FOREIGN_TABLE,
    "wp-restore: the tables above lack the prefix wp_: step 3 would drop them (give another application its own database; drop the attacker's)",
  ]);
  admin(ws, `DROP TABLE ${FOREIGN_TABLE};`, SITE.database);

  // A second WordPress in the same database whose prefix starts the same (review r71c M1).
  admin(ws, 'CREATE TABLE wp_shop_options (option_id INT PRIMARY KEY);', SITE.database);
  stopsUntouched('a second site (wp_shop_) in the database', [
    'wp_shop_options',
    "wp-restore: another site's options table above shares the database: step 3 would drop its tables too (give it its own database)",
  ]);
  admin(ws, 'DROP TABLE wp_shop_options;', SITE.database);

  // A dump made with another table prefix than the site's, as from a staging copy installed with its own
  // (review r76c F1): step 3 would empty the database and the import would leave WordPress no table it uses.
  const nightDump = path.join(restoreDir, `db-${stamp}.sql.gz`);
  const original = readFileSync(nightDump);
  writeFileSync(nightDump, gzipSync(gunzipSync(original).toString('utf8').replaceAll('`wp_', '`stg_')));
  try {
    stopsUntouched("a dump whose table prefix (stg_) is not the site's", [
      `wp-restore: ${SITE.home}/restore-${stamp}/db-${stamp}.sql.gz has no wp_options table: another prefix than wp-config.php's wp_ (a staging site?)`,
    ]);
  } finally {
    writeFileSync(nightDump, original);
  }

  // A copy of wp-config.php planted in the web root where the real one is kept one folder up (review r70c F5):
  // WordPress loads the planted one first.
  const above = '/var/www/example.com/wp-config.php';
  const moved = ns.root(`cp -p ${SITE.root}/wp-config.php ${above}`);
  if (moved.status !== 0) throw new Error(`copying wp-config.php above the web root failed:\n${moved.output}`);
  try {
    stopsUntouched('a wp-config.php in the web root and another above it', [
      `wp-restore: two wp-config.php, in ${SITE.root} and above it: read both, delete the one you did not write; nothing was changed`,
    ]);
  } finally {
    ns.root(`rm -f ${above}`);
  }

  // A core download holding a file WordPress does not ship.
  ns.serveExtraFile(true);
  try {
    stopsUntouched('a core download holding an extra file', [
      'Warning: File should not exist: wp-includes/class-wp-compat-loader.php',
      'wp-restore: the downloaded core holds files WordPress does not ship',
    ]);
  } finally {
    ns.serveExtraFile(false);
  }

  // The break-in also changed the HTTP library, which WP-CLI runs before any command given the site's
  // --path (review r73c H1): the restore must read the version without it, so the line never runs.
  const ranMarker = `${SITE.home}/requests-ran`;
  const libraryChanged = ns.root(`printf '\\nfile_put_contents("${ranMarker}", "ran");\\n' >> ${SITE.root}/wp-includes/class-requests.php`);
  if (libraryChanged.status !== 0) throw new Error(`planting a line in class-requests.php failed:\n${libraryChanged.output}`);

  // A systemd user timer the attacker enabled (review r78c L1): after step 2 ends the account's sessions there is no
  // user manager to ask, so review.txt must list the unit files themselves, the enabled link too.
  const timers = `${SITE.home}/.config/systemd/user`;
  const timerPlanted = ns.asSite(
    `mkdir -p ${timers}/timers.target.wants && printf '[Timer]\\nOnCalendar=hourly\\n' > ${timers}/sync.timer && ln -sf ../sync.timer ${timers}/timers.target.wants/sync.timer`,
  );
  if (timerPlanted.status !== 0) throw new Error(`planting a systemd user timer failed:\n${timerPlanted.output}`);
  // WP-CLI's own config in the home, which every later wp command obeys from any folder (review r128b L1): listed.
  const wpCliConfig = `${SITE.home}/.wp-cli/config.yml`;
  const configPlanted = ns.asSite(`mkdir -p ${SITE.home}/.wp-cli && printf 'color: false\\n' > ${wpCliConfig}`);
  if (configPlanted.status !== 0) throw new Error(`planting ~/.wp-cli/config.yml failed:\n${configPlanted.output}`);

  // The restore itself.
  const restored = restoreRun();
  ctx.expect(
    !existsSync(ns.host(ranMarker)),
    RESTORE_SCRIPT,
    "the restore runs none of the suspect site's code: the line planted in its class-requests.php never ran",
    () => `during the restore the line planted in the suspect site's wp-includes/class-requests.php ran (${ranMarker} exists)`,
  );
  ctx.expect(
    restored.status === 0 && restored.stdout.includes(`wp-restore: restored ${stamp}`),
    RESTORE_SCRIPT,
    `the restore line runs wp-restore.sh to "wp-restore: restored <stamp>", exit 0`,
    () => `it exited ${restored.status}:\n${restored.output.split('\n').slice(-15).join('\n')}`,
  );
  const posts = admin(ws, "SELECT post_title FROM wp_posts WHERE post_type = 'post' AND post_status = 'publish'", SITE.database).split(
    '\n',
  );
  const upload = ns.host(`${SITE.root}/${UPLOAD}`);
  ctx.expect(
    posts.includes(GOOD_POST) &&
      !posts.includes(LATER_POST) &&
      existsSync(upload) &&
      sha256(upload) === sha256(path.join(ns.dir, 'pristine-public', UPLOAD)),
    RESTORE_SCRIPT,
    "the restored site has the backup's post and upload back, and not the later post",
    () => `after the restore the posts are ${posts.join(', ')}; the upload is ${existsSync(upload) ? 'different' : 'missing'}`,
  );
  // Numbers go on from the old database's (review r123b H1): a payment notice for an order placed since that night must
  // not find another customer's order under its number.
  const nextPost = ns.asSite(`wp --path=${SITE.root} post create --post_title='After the restore' --post_status=draft --porcelain`);
  ctx.expect(
    nextPost.status === 0 && Number(nextPost.stdout.trim()) > laterId,
    RESTORE_SCRIPT,
    `a post made after the restore takes a number after the ${laterId} of the post made since the backup night`,
    () =>
      `a post made after the restore took number ${nextPost.stdout.trim() || nextPost.output}, not one after ${laterId} (the post made since the backup night)`,
  );
  const review = existsSync(path.join(keep, 'review.txt')) ? readFileSync(path.join(keep, 'review.txt'), 'utf8') : '';
  ctx.expect(
    !existsSync(ns.host(`${SITE.root}/cache.php`)) && /Left out of the rebuilt web root[^\n]*\n {2}cache\.php\n/.test(review),
    RESTORE_SCRIPT,
    'the file dropped beside index.php is left out of the web root and listed in review.txt',
    () =>
      `cache.php is ${existsSync(ns.host(`${SITE.root}/cache.php`)) ? 'still in the web root' : 'gone but not listed in review.txt'}:\n${review}`,
  );
  ctx.expect(
    review.includes(`  ${timers}/sync.timer\n`) && review.includes(`  ${timers}/timers.target.wants/sync.timer\n`),
    RESTORE_SCRIPT,
    "review.txt lists the site user's systemd timer and the link that enables it",
    () => `review.txt does not list the user timer ${timers}/sync.timer and its link:\n${review}`,
  );
  ctx.expect(
    /^In the night's archive, not restored[^\n]*\n {2}\.htaccess\n/m.test(review),
    RESTORE_SCRIPT,
    "review.txt lists the archive's .htaccess, which the restore does not unpack (review r132b M3)",
    () => `review.txt does not list .htaccess from the night's archive:\n${review}`,
  );
  ctx.expect(
    review.includes(`  ${wpCliConfig}\n`),
    RESTORE_SCRIPT,
    "review.txt lists WP-CLI's config file in the site user's home, which every wp command obeys",
    () => `review.txt does not list ${wpCliConfig}:\n${review}`,
  );
  ns.asSite(`rm -r ${SITE.home}/.wp-cli`);
  const live = ns.asSite(
    `wp --path=${SITE.root} core is-installed --skip-plugins --skip-themes && wp --path=${SITE.root} core verify-checksums`,
  );
  ctx.expect(
    live.status === 0,
    RESTORE_SCRIPT,
    'WordPress sees an installed site whose core verifies against the checksums',
    () => live.output,
  );
  // The night's jobs come back due (reviews r120b F1, r121b F1): on the restored site none runs until pause-jobs.php goes.
  const jobs = ns.asSite(
    `wp --path=${SITE.root} cron event schedule recipe_due_job now && wp --path=${SITE.root} cron event run --due-now && wp --path=${SITE.root} cron event delete recipe_due_job`,
  );
  ctx.expect(
    jobs.status === 0 && /Executed a total of 0 cron events/.test(jobs.output),
    RESTORE_SCRIPT,
    "on the restored site a job due now does not run (wp cron event run --due-now executes 0 events): the script's pause-jobs.php is in place",
    () => `on the restored site a due job ran, or the check failed:\n${jobs.output}`,
  );
  restoredJobs(ctx, ns);
  secondRunKeepsEvidence(siteState(ctx, ns));
  hourlyDatabase(ctx, ns, dest);
}

/**
 * The block for the jobs the restore brought back (review r124b F1), on the restored site: the one-off it names goes,
 * and the recurring one is scheduled again at the block's time with its arguments as they were, [42] as a number
 * (wp cron event schedule would have given {"post_id":"42"}, which PHP 8 refuses as a named parameter).
 */
function restoredJobs(ctx: RecipeContext, ns: WordPressNamespace) {
  const site = `wp --path=${SITE.root}`;
  // The plugin that owns the recurring job adds it whenever WordPress loads and finds none (review r127b M1)
  const owner = `${SITE.root}/wp-content/mu-plugins/example-sync.php`;
  const planted = ns.asSite(
    `${site} cron event schedule example_send_digest now && ${site} eval 'wp_schedule_event(time() - 60, "daily", "example_daily_sync", [42]);' && ` +
      `printf '%s\\n' '<?php' 'add_action("init", function () { if (!wp_next_scheduled("example_daily_sync", [42])) wp_schedule_event(time(), "daily", "example_daily_sync", [42]); });' > ${owner}`,
  );
  if (planted.status !== 0) throw new Error(`planting the restored jobs failed:\n${planted.output}`);
  const ran = ns.asSite(ctx.block(RESTORED_JOBS).value);
  const jobs = ns.asSite(`${site} cron event list --fields=hook,next_run_gmt,recurrence,args --format=csv`);
  const rows = jobs.stdout.split('\n').filter((line) => line.startsWith('example_'));
  ctx.expect(
    ran.status === 0 && rows.length === 1 && rows[0] === 'example_daily_sync,"2026-11-21 03:00:00","1 day",[42]',
    RESTORED_JOBS,
    'the one-off example_send_digest is gone and example_daily_sync is scheduled again for 2026-11-21 03:00 UTC, daily, with its argument 42 as a number',
    () => `after the block (exit ${ran.status}) the example jobs are:\n${rows.join('\n') || '(none)'}\n${ran.output}`,
  );
  ns.asSite(`rm ${owner} && ${site} cron event unschedule example_daily_sync`);
}

export const wordpressBackupRecipe: Recipe = {
  name: 'wordpress-backup',
  summary: "the WordPress backup guide's wp-backup.sh, fetch and wp-restore.sh as the site user, on WordPress with WP-CLI",
  run: backupAndRestore,
  // Its servers listen only inside its own network namespace, its MariaDB on its own run's socket.
  lane: 'wordpress',
  breakingEdits: [
    {
      what: 'archive the files on an hourly --db-only run too (review r128b M1)',
      ref: BACKUP_SCRIPT,
      edit: replace('if [ "${1:-}" != --db-only ]; then', 'if true; then'),
      expect: /the --db-only run exited 0, made db-2026-01-05-1415\.sql\.gz, files-2026-01-05-1415\.tar\.gz/,
    },
    {
      what: 'take any hour with the night (before review r132b)',
      ref: RESTORE_SCRIPT,
      edit: replace(/^if \[ -n "\$\{3:-\}" \].*\n.*\nfi\n/m, ''),
      expect: /2026-01-04-2300, an hour before the night, exited 1 without/,
    },
    {
      what: "leave the archive's web root files out of review.txt (before review r132b M3)",
      ref: RESTORE_SCRIPT,
      edit: replace(/^ {2}echo "In the night's archive, not restored.*\n.*\n/m, ''),
      expect: /review\.txt does not list \.htaccess from the night's archive/,
    },
    {
      what: "count cPanel's empty cgi-bin as another app (before review r131b L4)",
      ref: RESTORE_SCRIPT,
      edit: replace(' ! \\( -name cgi-bin -empty \\)', ''),
      expect: /with a shop in the folder shop of the web root and cPanel's empty cgi-bin the restore went on/,
    },
    {
      what: 'take the stamp before waiting for the lock (before review r131b M1)',
      ref: BACKUP_SCRIPT,
      edit: (text) => {
        const stamp = 'STAMP=$(date +%F-%H%M)\n';
        return text.replace(stamp, '').replace('mkdir -p "$DEST"\n', `${stamp}mkdir -p "$DEST"\n`);
      },
      expect: /the hourly run that waited made db-2026-01-05-1515\.sql\.gz, not db-2026-01-05-1540\.sql\.gz/,
    },
    {
      what: "restore that night's dump when an hour's is named (review r128b M1)",
      ref: RESTORE_SCRIPT,
      edit: replace('DUMP="$FROM/db-${3:-$STAMP}.sql.gz"', 'DUMP="$FROM/db-$STAMP.sql.gz"'),
      expect: /the post written before the hourly dump is there 0 times/,
    },
    {
      what: "go live without pausing the night's jobs (reviews r120b F1, r121b F1)",
      ref: RESTORE_SCRIPT,
      edit: replace(/^mkdir -p "\$NEW\/wp-content\/mu-plugins"\n(?:.*\n){3}/m, ''),
      expect: /on the restored site a due job ran/,
    },
    {
      what: 'schedule the recurring job again with cron event schedule (before review r124b F1)',
      ref: RESTORED_JOBS,
      edit: replace(
        /^wp --path=\/var\/www\/example\.com\/public eval 'wp_unschedule_hook.*\n.*$/m,
        "wp --path=/var/www/example.com/public cron event unschedule example_daily_sync &&\n  wp --path=/var/www/example.com/public cron event schedule example_daily_sync '2026-11-21 03:00' daily --0=42",
      ),
      expect:
        /after the block \(exit 0\) the example jobs are:\nexample_daily_sync,"2026-11-21 03:00:00","1 day","\[""42""\]"\nexample_daily_sync,"[^"]+","1 day",\[42\]/,
    },
    {
      what: 'unschedule the recurring job and schedule it again in two calls (before review r127b M1)',
      ref: RESTORED_JOBS,
      edit: replace(
        /^wp --path=\/var\/www\/example\.com\/public eval 'wp_unschedule_hook\("example_daily_sync"\);\n/m,
        "wp --path=/var/www/example.com/public cron event unschedule example_daily_sync &&\n  wp --path=/var/www/example.com/public eval '",
      ),
      expect:
        /after the block \(exit 0\) the example jobs are:\nexample_daily_sync,"2026-11-21 03:00:00","1 day",\[42\]\nexample_daily_sync,"[^"]+","1 day",\[42\]/,
    },
    {
      what: "restore the night's table counters (review r123b H1)",
      ref: RESTORE_SCRIPT,
      edit: replace(/^# Only tables the restored database has.*\n(?:.*\n){4}/m, ''),
      expect: /a post made after the restore took number \d+, not one after/,
    },
    {
      what: 'run the nightly job from the folder cron starts it in (before review r88c M1)',
      ref: BACKUP_SCRIPT,
      edit: replace(/^cd \/\n/m, ''),
      expect: /the nightly job ran the PHP a ~\/wp-cli\.yml requires/,
    },
    {
      what: 'ask systemd for the user timers, which needs the session step 2 ended (review r78c L1)',
      ref: RESTORE_SCRIPT,
      edit: replace(
        /find "\$HOME\/\.config\/systemd".*?2>\/dev\/null \|\| true;/,
        'XDG_RUNTIME_DIR=/run/user/$(id -u) systemctl --user list-timers --all --no-legend 2>&1 || true;',
      ),
      expect: /review\.txt does not list the user timer/,
    },
    {
      what: 'copy only the last two nights off-site (--max-age 49h, before review r79c M1)',
      ref: BACKUP_SCRIPT,
      edit: replace(/^(rclone copy "\$DEST" offsite-crypt:example-com)$/m, '$1 --max-age 49h'),
      expect: /the bucket holds 2 files, not 4/,
    },
    {
      what: 'restore a dump without checking its table prefix (review r76c F1)',
      ref: RESTORE_SCRIPT,
      edit: replace('options\\`" || true)" = 0 ]', 'options\\`" || true)" = none ]'),
      expect: /with a dump whose table prefix \(stg_\) is not the site's the restore went on/,
    },
    {
      what: "keep fourteen nights on the site's disk, as before (review r74c F6)",
      ref: BACKUP_SCRIPT,
      edit: replace('-mtime +2 -delete', '-mtime +14 -delete'),
      expect: /not the local retention the comment gives/,
    },
    {
      what: "ask WP-CLI for the suspect site's version (review r73c H1)",
      ref: RESTORE_SCRIPT,
      edit: replace(/^VERSION=\$\(sed .*\n/m, 'VERSION=$(wp --path="$SITE" core version)\n'),
      expect: /the line planted in the suspect site's wp-includes\/class-requests\.php ran/,
    },
    {
      what: 'read the locale with core version --extra (its template is not found from / before WP-CLI 2.12 installed as wp)',
      ref: RESTORE_SCRIPT,
      edit: replace(/^LOCALE=\$\(sed .*$/m, `LOCALE=$(wp --path="$SITE" core version --extra | sed -n 's/^Package language: *//p')`),
      expect: /Couldn't find versions\.mustache/,
    },
    {what: 'drop the umask', ref: BACKUP_SCRIPT, edit: replace(/^umask 077.*\n/m, ''), expect: /readable by other accounts/},
    {
      what: "drop the check of another site's options table (review r71c M1)",
      ref: RESTORE_SCRIPT,
      edit: replace(/^if printf '%s\\n' "\$TABLES" \| grep -E 'options\$'.*\n.*\nfi\n/m, ''),
      expect: /with a second site \(wp_shop_\) in the database the restore went on/,
    },
    {
      what: 'drop the check of two wp-config.php (review r70c F5)',
      ref: RESTORE_SCRIPT,
      edit: replace(/^if \[ -f "\$SITE\/wp-config\.php" \] && \[ -f "\$\(dirname "\$SITE"\)\/wp-config\.php" \]; then\n.*\nfi\n/m, ''),
      expect: /with a wp-config\.php in the web root and another above it the restore went on/,
    },
    {
      what: 'keep deleting on a failure after the files are complete (review r70c F1)',
      ref: BACKUP_SCRIPT,
      edit: replace(/^trap 'echo "wp-backup: FAILED at line \$LINENO \(exit \$\?\)" >&2' ERR\n/m, ''),
      expect: /with the upload refused, wp-backup\.sh exited 1 and kept nothing of that night/,
    },
    {
      what: 'delete only the uncompressed dump on failure (review r69f M2)',
      ref: BACKUP_SCRIPT,
      edit: replace('rm -f "$DEST/db-$STAMP.sql" "$DEST/db-$STAMP.sql.gz" "$DEST/files-$STAMP.tar.gz"', 'rm -f "$DEST/db-$STAMP.sql"'),
      expect: /with a file tar cannot read, wp-backup\.sh exited 1 and left db-2026-01-02-0230\.sql\.gz, files-2026-01-02-0230\.tar\.gz/,
    },
    {
      what: 'list only the remotes, types, buckets and servers (the check before review r68i M5)',
      ref: CHECK_REMOTE,
      edit: replace(/grep -vE '[^']*'/, "grep -E '^\\[|^(type|remote|provider|endpoint|region|host|url) ='"),
      expect: /it exited 0 or listed something else:\n(?![\s\S]*bearer_token_command)/,
    },
    {
      what: 'move the whole web root aside without looking for other folders (before review r89c M1)',
      ref: RESTORE_SCRIPT,
      edit: replace(/^others=\$\(find .*\n.*\n/m, 'others=\n'),
      expect: /with a shop in the folder shop of the web root and cPanel's empty cgi-bin the restore went on/,
    },
    {
      what: 'drop the mount check',
      ref: RESTORE_SCRIPT,
      edit: replace(/^mounts=\$\(findmnt .*$/m, 'mounts='),
      expect: /with a disk mounted at wp-content\/uploads the restore went on/,
    },
    {
      what: 'drop the table-prefix check',
      ref: RESTORE_SCRIPT,
      edit: replace(/^if printf '%s\\n' "\$TABLES"[^\n]*\n[^\n]*\nfi\n/m, ''),
      expect: /with a table forum_posts in the database the restore went on/,
    },
    {
      what: "drop the check that the night's files and the hour's dump are there (review r130b, a LOW)",
      ref: RESTORE_SCRIPT,
      edit: replace(/^for f in "\$FILES" "\$DUMP"; do\n.*\ndone\n/m, ''),
      expect: /wp-restore\.sh 2026-01-05-0230 FOLDER 2026-01-05-1515, an hour with no dump, exited 1 without "wp-restore: \S+ not found/,
    },
    {
      what: 'drop the stop on files WordPress does not ship',
      ref: RESTORE_SCRIPT,
      edit: replace(/^if grep 'should not exist'[^\n]*\n[^\n]*\nfi\n/m, ''),
      expect: /with a core download holding an extra file the restore went on/,
    },
    {
      what: "drop the stop on an earlier run's before-restore folder and join the two mkdir of it with &&",
      ref: RESTORE_SCRIPT,
      edit: (text) =>
        text
          .replace(/^if \[ -e "\$KEEP" \]; then\n.*\nfi\n/m, '')
          .replace(/^mkdir -m 700 "\$KEEP"(.*)\nmkdir -m 700 "\$KEEP\/public"$/m, 'mkdir -m 700 "$KEEP" && mkdir -m 700 "$KEEP/public"$1'),
      expect: /overwrote \S+db-before-restore\.sql, the evidence the first run kept/,
    },
  ],
};
