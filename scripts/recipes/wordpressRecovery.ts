/**
 * The WordPress backup guide's recovery blocks ("If the restore stops with
 * the site offline"), on the site and namespace of wordpressBackup.ts: the
 * database user may drop the database but not create it, the case the
 * guide names, so wp-restore.sh's `wp db reset` drops it and stops with the
 * site offline and the database gone. The blocks then run as printed, in
 * the order a reader meets them: the import says "Unknown database", the
 * administrator's block recreates it, the import says "IMPORT GOOD", the
 * last block puts the site live. A recipe of its own, so the proof of its
 * breaking edit does not rerun the backup recipe's scenarios first.
 */
import {existsSync, mkdirSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {BlockRef} from './blocks';
import {commandsOf} from './cleanShell';
import {admin, SOCKET} from './mariadb';
import {replace, type Recipe, type RecipeContext} from './recipe';
import {READER, run, tool, type RecipeWorkspace} from './system';
import {SITE, wordpressNamespace, type WordPressNamespace} from './wordpress';
import {ARTICLE_STAMP, BACKUP, FETCH_AND_RESTORE, GOOD_POST, keepFolder, pristineSite, resetSite, sha256, UPLOAD} from './wordpressBackup';

export const RECOVERY_ADMIN: BlockRef = {
  article: BACKUP,
  title: 'Terminal (recovery, as an administrator: only if the import below says Unknown database)',
};
export const RECOVERY_IMPORT: BlockRef = {article: BACKUP, title: 'Terminal (recovery, in the shell the script ran in)'};
export const RECOVERY_LIVE: BlockRef = {article: BACKUP, title: 'Terminal (recovery, only after IMPORT GOOD, or after step 4 stopped)'};

const GRANT_ALL = `GRANT ALL ON ${SITE.database}.* TO '${SITE.database}'@'localhost';`;

/**
 * The article's night (2026-11-20-0230) as wp-backup.sh writes it, made once
 * per run from the installed site: the dump gzipped, wp-content and
 * wp-config.php in one tar. The wordpress-backup recipe runs the script and
 * the fetch that bring these files back; here they only have to exist.
 */
function articleNight(ws: RecipeWorkspace, ns: WordPressNamespace, sql: string): Promise<string> {
  return ws.once('wordpress-article-night', async () => {
    const dir = path.join(ns.dir, 'article-night');
    mkdirSync(dir, {recursive: true});
    writeFileSync(path.join(dir, `db-${ARTICLE_STAMP}.sql.gz`), gzipSync(sql));
    const pristine = path.join(ns.dir, 'pristine-public');
    const tar = run(tool('tar'), ['-czf', path.join(dir, `files-${ARTICLE_STAMP}.tar.gz`), '-C', pristine, 'wp-content', 'wp-config.php']);
    if (tar.status !== 0) throw new Error(`tar of the installed site failed:\n${tar.output}`);
    ws.note(
      BACKUP,
      `~/restore-${ARTICLE_STAMP} (as rclone fetched it)`,
      "the night's dump and archive made from the installed site as wp-backup.sh makes them (the wordpress-backup recipe runs the script and the fetch)",
    );
    return dir;
  });
}

async function recoverOfflineSite(ctx: RecipeContext) {
  const ws = ctx.workspace;
  const ns = await wordpressNamespace(ws);
  const {sql, obscured} = await pristineSite(ws, ns);
  admin(ws, GRANT_ALL);
  resetSite(ctx, ns, sql, obscured);
  const night = await articleNight(ws, ns, sql);
  const restoreDir = `${SITE.home}/restore-${ARTICLE_STAMP}`;
  const copied = ns.root(
    `install -d -o ${READER.uid} -g ${READER.gid} -m 700 ${restoreDir} && install -o ${READER.uid} -g ${READER.gid} -m 600 ${night}/* ${restoreDir}/`,
  );
  if (copied.status !== 0) throw new Error(`copying the night's files failed:\n${copied.output}`);

  // The danger box's case: the database user may drop the database but not create it.
  admin(ws, `REVOKE CREATE ON ${SITE.database}.* FROM '${SITE.database}'@'localhost';`);
  ws.note(
    BACKUP,
    "the site's database user",
    'without the CREATE right before the restore (the danger box: "may drop it but not create it")',
  );
  // A post since that night (review r126b M1): finished by hand, the restore must carry the counters over too.
  const since = ns.asSite(`wp --path=${SITE.root} post create --post_title='Since that night' --post_status=publish --porcelain`);
  if (since.status !== 0) throw new Error(`making a post after the night failed:\n${since.output}`);
  const sinceId = Number(since.stdout.trim());
  try {
    const restore = commandsOf(ctx.block(FETCH_AND_RESTORE).value).find((command) => command.includes('wp-restore.sh'));
    if (!restore) ctx.fail(FETCH_AND_RESTORE, 'no wp-restore.sh line to run');
    const stopped = ns.asSite(restore);
    const keep = keepFolder(ARTICLE_STAMP);
    const offline = `the site is offline, its files are in ${keep}/public; finish by hand: "If the restore stops with the site offline"`;
    const webRoot = () => readdirSync(ns.host(SITE.root));
    const databaseGone = () => admin(ws, `SHOW DATABASES LIKE '${SITE.database}'`) === '';
    ctx.expect(
      stopped.status !== 0 && stopped.output.includes(offline) && webRoot().length === 0 && databaseGone(),
      FETCH_AND_RESTORE,
      'with a database user that may not create the database, wp-restore.sh stops at step 3 with the site offline, the database gone and the message naming the recovery section',
      () =>
        `the restore exited ${stopped.status}; web root: ${webRoot().join(' ') || '(empty)'}; database ${databaseGone() ? 'gone' : 'there'}:\n${stopped.output.split('\n').slice(-8).join('\n')}`,
    );

    const importChain = () => ns.asSite(ctx.block(RECOVERY_IMPORT).value);
    const first = importChain();
    ctx.expect(
      /Unknown database/.test(first.output) && !/^IMPORT GOOD$/m.test(first.stdout),
      RECOVERY_IMPORT,
      'with the database gone, the import block says "Unknown database" and not IMPORT GOOD, as its comment tells the reader',
      () => `the import block printed, with the database gone:\n${first.output}`,
    );

    // `sudo mysql` as root over the run's MariaDB socket (root logs in through the socket, as on Debian).
    ws.note(BACKUP, 'sudo mysql', `mysql --socket=${ws.at(SOCKET)}, as root`);
    const created = ns.root(
      `sudo() { "$@"; }; mysql() { command mysql --socket='${ws.at(SOCKET)}' "$@"; }\n${ctx.block(RECOVERY_ADMIN).value}`,
    );
    ctx.expect(
      created.status === 0 && !databaseGone(),
      RECOVERY_ADMIN,
      "the administrator's block recreates the database and gives the site's user its rights back",
      () => `it exited ${created.status}:\n${created.output}`,
    );

    const second = importChain();
    ctx.expect(
      second.status === 0 && /^IMPORT GOOD$/m.test(second.stdout),
      RECOVERY_IMPORT,
      'pasted again, the import block imports the night\'s dump: "IMPORT GOOD"',
      () => `it exited ${second.status} without IMPORT GOOD:\n${second.output}`,
    );

    // The older night's instruction has the reader retype the D= line: a mistyped name must not end in
    // IMPORT GOOD over the database already there (review r75c M2).
    const chain = ctx.block(RECOVERY_IMPORT).value;
    if (!/^D=.*\.sql\.gz$/m.test(chain))
      ctx.fail(RECOVERY_IMPORT, 'no D= line naming the dump, which the older night has the reader change');
    const mistyped = ns.asSite(chain.replace(/^D=.*$/m, 'D=~/restore-2026-11-20-0230/db-2026-11-20-2030.sql.gz'));
    ctx.expect(
      !/^IMPORT GOOD$/m.test(mistyped.stdout),
      RECOVERY_IMPORT,
      'with a mistyped dump name, the import block stops before wp db import and does not say IMPORT GOOD',
      () => `with a dump name that names no file, the import block still said IMPORT GOOD:\n${mistyped.output}`,
    );

    const live = ns.asSite(ctx.block(RECOVERY_LIVE).value);
    const config = ns.host(`${SITE.root}/wp-config.php`);
    const upload = ns.host(`${SITE.root}/${UPLOAD}`);
    const pristine = (file: string) => path.join(ns.dir, 'pristine-public', file);
    const installed = ns.asSite(`wp --path=${SITE.root} core is-installed --skip-plugins --skip-themes`);
    const posts = databaseGone()
      ? []
      : admin(ws, "SELECT post_title FROM wp_posts WHERE post_type = 'post' AND post_status = 'publish'", SITE.database).split('\n');
    ctx.expect(
      live.status === 0 && /^LIVE$/m.test(live.stdout),
      RECOVERY_LIVE,
      'the last recovery block moves the rebuilt site into the web root: "LIVE"',
      () => `it exited ${live.status} without LIVE:\n${live.output}`,
    );
    ctx.expect(
      installed.status === 0 &&
        existsSync(config) &&
        sha256(config) === sha256(pristine('wp-config.php')) &&
        posts.includes(GOOD_POST) &&
        existsSync(upload) &&
        sha256(upload) === sha256(pristine(UPLOAD)) &&
        !existsSync(ns.host(`${keep}/new`)),
      RECOVERY_LIVE,
      "after LIVE, WordPress sees an installed site in the web root, with the site's wp-config.php, the night's post and upload, and the rebuild folder gone",
      () =>
        `after LIVE: wp core is-installed exited ${installed.status} (${installed.output || 'no output'}); wp-config.php ${existsSync(config) ? 'there' : 'missing'}; posts: ${posts.join(', ') || 'none'}; upload ${existsSync(upload) ? 'there' : 'missing'}; web root: ${readdirSync(ns.host(SITE.root)).join(' ')}`,
    );
    const next = ns.asSite(`wp --path=${SITE.root} post create --post_title='After the recovery' --post_status=draft --porcelain`);
    ctx.expect(
      next.status === 0 && Number(next.stdout.trim()) > sinceId,
      RECOVERY_IMPORT,
      `a post made after the recovery takes a number after the ${sinceId} of the post made since that night`,
      () => `a post made after the recovery took number ${next.stdout.trim() || next.output}, not one after ${sinceId}`,
    );
  } finally {
    // A proof that stops before the administrator's block leaves the right revoked: the next run must find it.
    admin(ws, `CREATE DATABASE IF NOT EXISTS ${SITE.database}; ${GRANT_ALL}`);
  }
}

export const wordpressRecoveryRecipe: Recipe = {
  name: 'wordpress-recovery',
  summary: "the WordPress backup guide's recovery blocks after wp-restore.sh stopped with the site offline and the database gone",
  run: recoverOfflineSite,
  // On wordpress-backup's namespace and site: the same lane, after it (scripts/recipes/lanes.ts).
  lane: 'wordpress',
  breakingEdits: [
    {
      what: "leave the table counters as the night's dump has them (review r126b M1)",
      ref: RECOVERY_IMPORT,
      edit: replace(/^ {2}wp --path="\$KEEP\/new" db query 'SHOW TABLES'.*\n(?:.*\n){3}/m, ''),
      expect: /a post made after the recovery took number \d+, not one after/,
    },
    {
      what: 'import without testing the dump first (review r75c M2)',
      ref: RECOVERY_IMPORT,
      edit: replace('gunzip -t "$D" && ', ''),
      expect: /with a dump name that names no file, the import block still said IMPORT GOOD/,
    },
    {
      what: 'drop the move of wp-config.php into the web root (the rm after it then deletes the copy)',
      ref: RECOVERY_LIVE,
      edit: replace(/^\s*if \[ -f "\$KEEP\/public\/wp-config\.php" \]; then mv [^\n]*\n/m, ''),
      expect: /after LIVE: wp core is-installed exited [1-9]/,
    },
  ],
};
