/**
 * WordPress and WP-CLI for the recipes, neither of which Debian installs
 * safely nor npm holds: WP-CLI from the signed phar kept in
 * scripts/recipes/wp-cli/ (checked with gpgv against WP-CLI's release key,
 * then against the pinned sha512), WordPress from Debian's `wordpress`
 * package, downloaded into .cache/recipes by .ci/run and unpacked here,
 * never installed (its dependencies put mod_php into Apache).
 *
 * The articles' scripts name fixed paths (/var/www, /usr/local/bin/wp,
 * ~/backups) and download from wordpress.org, so they run as printed inside
 * a private mount and network namespace: /var/www, /usr/local/bin, /home,
 * /etc/hosts and /etc/ssl/certs there are folders of the run, and
 * wordpress.org is scripts/recipes/wordpressOrg.mts on the namespace's own
 * 127.0.0.1:443, serving a core zip and checksums made from Debian's files.
 * Nothing outside the run's folder changes, and the network is not reached.
 */
import {spawn} from 'node:child_process';
import {createHash} from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {MissingToolError} from '../samples/tools';
import {admin, mariadb, SOCKET} from './mariadb';
import {READER, run, selfSignedCertificate, Server, tool, type CommandResult, type RecipeWorkspace} from './system';

const HERE = path.dirname(__filename);
/** WP-CLI 2.10.0 as wp-cli/builds publishes it (phar/wp-cli.phar.gpg), with its release key (wp-cli.pgp). */
const WP_CLI_SIGNED = path.join(HERE, 'wp-cli', 'wp-cli.phar.gpg');
const WP_CLI_KEY = path.join(HERE, 'wp-cli', 'wp-cli.pgp');
/** The sha512 of wp-cli.phar 2.10.0, as wp-cli/builds' phar/wp-cli.phar.sha512 gave it. */
export const WP_CLI_SHA512 =
  'c243265be520cd906f6dac767b56bb4e7dae9b6308db32b7e45ed8adbacad97bce987fd69b019d25478f394f0082404a0f44a93416f5e4d943cb32fd08f1feac';
/** Where .ci/run puts Debian's wordpress .deb (`apt-get download wordpress`). */
export const DEB_CACHE = path.join(HERE, '..', '..', '.cache', 'recipes');

/** The site as the articles name it: its database, the account's password, the administrator. */
export const SITE = {
  root: '/var/www/example.com/public',
  database: 'wp_example',
  password: 'recipe-db-password',
  home: '/home/example',
};

/** An armoured OpenPGP key as the binary keyring gpgv reads: the base64 lines between the header and the checksum. */
export function dearmor(armoured: string): Buffer {
  const body = armoured.split(/\r?\n\r?\n/)[1] ?? '';
  return Buffer.from(
    body
      .split('\n')
      .filter((line) => line && !line.startsWith('=') && !line.startsWith('-----'))
      .join(''),
    'base64',
  );
}

/** The phar, unpacked from its signed file once per run; a bad signature or sha512 stops the run. */
function wpCli(ws: RecipeWorkspace, dir: string): string {
  const phar = path.join(dir, 'wp-cli.phar');
  const keyring = path.join(dir, 'wp-cli-release-key.gpg');
  writeFileSync(keyring, dearmor(readFileSync(WP_CLI_KEY, 'utf8')));
  const checked = run(tool('gpgv'), ['--keyring', keyring, '--output', phar, WP_CLI_SIGNED]);
  if (checked.status !== 0 || !/Good signature from "WP-CLI Releases/.test(checked.stderr))
    throw new Error(`gpgv did not verify ${WP_CLI_SIGNED} with WP-CLI's release key:\n${checked.output}`);
  const sha512 = createHash('sha512').update(readFileSync(phar)).digest('hex');
  if (sha512 !== WP_CLI_SHA512) throw new Error(`wp-cli.phar has sha512 ${sha512}, not the pinned ${WP_CLI_SHA512}`);
  ws.note('wordpress', '/usr/local/bin/wp', `WP-CLI 2.10.0 (${path.relative(process.cwd(), WP_CLI_SIGNED)}, signature and sha512 checked)`);
  return phar;
}

function wordpressDeb(): string {
  const debs = existsSync(DEB_CACHE) ? readdirSync(DEB_CACHE).filter((f) => /^wordpress_.*_all\.deb$/.test(f)) : [];
  if (!debs.length)
    throw new MissingToolError(
      `Debian's wordpress package is not in ${path.relative(process.cwd(), DEB_CACHE)}: download it there, never install it (it puts mod_php into Apache): \`mkdir -p .cache/recipes && cd .cache/recipes && apt-get download wordpress\` (.ci/run does this).`,
    );
  return path.join(DEB_CACHE, debs.sort().at(-1)!);
}

/** A PHP extension a recipe needs: the PHP expression true when it is loaded, and the Debian package that installs it. */
export interface PhpExtension {
  name: string;
  loaded: string;
  debianPackage: string;
}

/** PHP's MySQL driver and ZipArchive, which WordPress and `wp core download` need. */
const WORDPRESS_EXTENSIONS: PhpExtension[] = [
  {name: 'mysqli', loaded: 'extension_loaded("mysqli")', debianPackage: 'php-mysql'},
  {name: 'zip', loaded: 'class_exists("ZipArchive")', debianPackage: 'php-zip'},
];

/** A missing extension is an error naming its package, as a missing tool is (scripts/samples/tools.ts). */
export function checkPhpExtensions(extensions: PhpExtension[]) {
  const script = extensions.map((e) => `echo ${e.loaded} ? "${e.name}\\n" : "";`).join(' ');
  const loaded = run(tool('php'), ['-r', script]).stdout.split('\n');
  for (const extension of extensions)
    if (!loaded.includes(extension.name))
      throw new MissingToolError(
        `PHP's ${extension.name} extension is not loaded: install it with \`sudo apt-get install -y ${extension.debianPackage}\` (Debian/Ubuntu).`,
      );
}

/** Every file under `dir` (links to files included, dangling links left out), relative to it. */
export function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), {withFileTypes: true}).flatMap((entry) => {
    const rel = path.join(prefix, entry.name);
    if (entry.isDirectory()) return filesUnder(dir, rel);
    return existsSync(path.join(dir, rel)) ? [rel] : [];
  });
}

const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');

/**
 * What wordpress.org would serve for Debian's version: the zip and the tarball (top folder
 * `wordpress/`), their md5 and the checksums of its files; plus the same zip
 * with one file WordPress does not ship. Debian's own wp-config.php loader and
 * its links to other packages (left dangling here) are not in a wordpress.org zip.
 */
function coreDownloads(dir: string): string {
  const unpacked = path.join(dir, 'deb');
  const deb = wordpressDeb();
  const extracted = run(tool('dpkgDeb'), ['-x', deb, unpacked]);
  if (extracted.status !== 0) throw new Error(`dpkg-deb could not unpack ${deb}:\n${extracted.output}`);
  const core = path.join(unpacked, 'usr/share/wordpress');
  const version = /\$wp_version = '([^']+)'/.exec(readFileSync(path.join(core, 'wp-includes/version.php'), 'utf8'))?.[1];
  if (!version) throw new Error(`no $wp_version in ${deb}'s wp-includes/version.php`);
  const files = filesUnder(core).filter((f) => f !== 'wp-config.php' && f !== '.htaccess');
  const checksums = Object.fromEntries(files.map((f) => [f, md5(readFileSync(path.join(core, f)))]));
  writeFileSync(path.join(dir, 'checksums.json'), JSON.stringify({checksums}));
  writeFileSync(path.join(dir, 'files.txt'), files.join('\n'));
  writeFileSync(path.join(dir, 'extra.php'), '<?php // not a WordPress file\n');
  // PHP's ZipArchive (php-zip, which WP-CLI needs anyway) writes the two zips, stored uncompressed: built and read once per run.
  const zipped = run(
    tool('php'),
    [
      '-r',
      `[$core, $list, $dir] = array_slice($argv, 1);
       foreach (['wordpress.zip' => false, 'wordpress-extra.zip' => true] as $name => $extra) {
         $zip = new ZipArchive();
         $zip->open("$dir/$name", ZipArchive::CREATE | ZipArchive::OVERWRITE);
         foreach (file($list, FILE_IGNORE_NEW_LINES) as $f) {
           $zip->addFile("$core/$f", "wordpress/$f");
           $zip->setCompressionName("wordpress/$f", ZipArchive::CM_STORE);
         }
         if ($extra) $zip->addFile("$dir/extra.php", 'wordpress/wp-includes/class-wp-compat-loader.php');
         if (!$zip->close()) exit(1);
       }`,
      core,
      path.join(dir, 'files.txt'),
      dir,
    ],
    {timeout: 120_000},
  );
  if (zipped.status !== 0) throw new Error(`php could not write the core zips:\n${zipped.output}`);
  // The tarball `wp core download` takes when it keeps wp-content (no --skip-content): the same files, left
  // uncompressed (PharData, which WP-CLI extracts with, reads a tar by its content; gzip would cost CPU every run).
  const tarred = run(tool('tar'), [
    '-cf',
    path.join(dir, 'wordpress.tar.gz'),
    '-C',
    core,
    '--transform=s,^,wordpress/,',
    '-T',
    path.join(dir, 'files.txt'),
  ]);
  if (tarred.status !== 0) throw new Error(`tar could not write the core tarball:\n${tarred.output}`);
  for (const archive of ['wordpress.zip', 'wordpress-extra.zip', 'wordpress.tar.gz'])
    writeFileSync(path.join(dir, `${archive}.md5`), md5(readFileSync(path.join(dir, archive))));
  return version;
}

/**
 * The private namespace: its first process is the wordpress.org stand-in;
 * commands enter it with nsenter, as root or as the site's account.
 */
export class WordPressNamespace {
  constructor(
    readonly server: Server,
    /** The run's folders that stand for /var/www, /home and the rest inside the namespace. */
    readonly dir: string,
    readonly version: string,
    readonly user = READER,
  ) {}

  /** Where a path of the namespace (under /var/www or /home) is in the run's folder. */
  host(inside: string): string {
    for (const [mount, folder] of Object.entries(STAND_INS))
      if (inside === mount || inside.startsWith(`${mount}/`)) return path.join(this.dir, folder, inside.slice(mount.length));
    throw new Error(`${inside} is not under a stand-in folder`);
  }

  private enter(args: string[], input?: string): CommandResult {
    return run(tool('nsenter'), ['-t', String(this.server.child.pid), '-m', '-n', '--', ...args], {input, timeout: 120_000});
  }

  /** A bash script as root inside the namespace. */
  root(script: string): CommandResult {
    return this.enter([tool('bash'), '-c', `cd / && ${script}`]);
  }

  /** A bash script as the site's account, from its home, with a login's HOME and Debian's PATH (/usr/local/bin first). */
  asSite(script: string, input?: string): CommandResult {
    return this.enter(this.siteArgs(script), input);
  }

  /** A script as the site's account in the web root, where the articles run their WP-CLI lines. */
  inWebRoot(script: string, input?: string): CommandResult {
    return this.asSite(`cd ${SITE.root} && ${script}`, input);
  }

  /**
   * WordPress's own answer to `code` (PHP in single quotes, so double quotes only inside), through `wp eval` in the
   * web root; `env` goes in as exported variables the code reads with getenv.
   */
  wpEval(code: string, env: Record<string, string> = {}): string {
    const exports = Object.entries(env).map(([name, value]) => `export ${name}='${value}'; `);
    return this.inWebRoot(`${exports.join('')}wp eval '${code}'`).output.trim();
  }

  /** The command line of asSite, for a process the caller feeds and reads as it runs (a shell blocks are pasted into). */
  siteCommand(script: string): string[] {
    return [tool('nsenter'), '-t', String(this.server.child.pid), '-m', '-n', '--', ...this.siteArgs(script)];
  }

  private siteArgs(script: string): string[] {
    return [
      tool('setpriv'),
      `--reuid=${this.user.uid}`,
      `--regid=${this.user.gid}`,
      '--clear-groups',
      '--',
      '/usr/bin/env',
      '-i',
      `HOME=${SITE.home}`,
      'PATH=/usr/local/bin:/usr/bin:/bin',
      'LANG=C.UTF-8',
      tool('bash'),
      '-c',
      `cd && ${script}`,
    ];
  }

  /** A server inside the namespace (its loopback is its own), as root; the caller stops it. */
  start(name: string, args: string[]): Server {
    const child = spawn(tool('nsenter'), ['-t', String(this.server.child.pid), '-m', '-n', '--', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return new Server(name, child);
  }

  /** The stand-in wordpress.org serves a core zip holding a file WordPress does not ship (or, with false, the real one). */
  serveExtraFile(on: boolean) {
    const flag = path.join(this.dir, 'wordpress.org', 'serve-extra');
    if (on) writeFileSync(flag, '');
    else rmSync(flag, {force: true});
  }
}

/** The namespace's mount points and the run's folders bound over them. */
const STAND_INS: Record<string, string> = {
  '/var/www': 'var-www',
  '/usr/local/bin': 'usr-local-bin',
  '/home': 'home',
};

/**
 * The entries of /tmp that hold any of `paths` (absolute), each once: what the namespace keeps of the machine's
 * /tmp once its own memory file system is mounted there (the run's folder, a clone that lives under /tmp).
 */
export function tmpEntriesHolding(paths: readonly string[]): string[] {
  const entries = paths
    .map((p) => path.relative('/tmp', path.resolve(p)).split(path.sep)[0])
    .filter((entry) => entry && entry !== '..' && !path.isAbsolute(entry));
  return [...new Set(entries)].sort();
}

/**
 * Shell lines, run first in the namespace, that mount a memory file system (tmpfs) on its /tmp, as Debian 13 mounts
 * /tmp, and bind back into it the entries of the machine's /tmp the namespace uses. WP-CLI downloads and unpacks each
 * core (51 MB, some 3,000 files) under sys_get_temp_dir(), which is /tmp here: the article starts wp-restore.sh with
 * `env -i`, so no TMPDIR reaches it. On the disk that cost most of the WordPress recipes' time in the kernel (ext4's
 * recently-deleted inode checks, ARCHITECTURE.md, "Recipes"). The bind sources are read through the shell's working
 * folder, the machine's /tmp, which the mount hides from paths but not from a folder already entered
 * (`--no-canonicalize`, or mount would turn `./entry` into `/tmp/entry`, the new empty folder).
 */
export function tmpfsOnTmp(keep: readonly string[]): string[] {
  return [
    'cd /tmp',
    'mount -t tmpfs -o mode=1777 tmp /tmp',
    ...tmpEntriesHolding(keep).map((entry) => `mkdir '/tmp/${entry}' && mount --no-canonicalize --rbind './${entry}' '/tmp/${entry}'`),
    'cd /',
  ];
}

/**
 * PHP's CLI configuration folder for the namespace: Debian's conf.d (each entry linked to what it links to) plus an
 * ini that turns on OPcache for the CLI with a file cache in `cache`, owned by the site's account (every wp command
 * here runs as it). Without it each wp command compiles WP-CLI's phar and WordPress afresh, most of the WordPress
 * recipes' CPU time (ARCHITECTURE.md, "Recipes"). Bound over Debian's folder inside the namespace only, as the
 * articles' blocks clear the environment (`env -i`, so no PHP_INI_SCAN_DIR); PHP-FPM and PHP outside the namespace
 * are untouched. The cache checks a file's mtime, in whole seconds: the recipes' PHP files keep one content per
 * mtime (sites are put back with `cp -a`, the attack writes each file once), and WP-CLI evaluates wp-config.php's
 * code (Runner::load_wordpress) instead of including the file, so its edits never meet the cache.
 * Returns [the folder made, the folder it stands for].
 */
export function phpCliConfWithOpcache(dir: string, cache: string, user = READER): [string, string] {
  const debian = run(tool('php'), ['-r', 'echo PHP_CONFIG_FILE_SCAN_DIR;']).stdout.trim();
  if (!debian || !existsSync(debian))
    throw new Error(`PHP's CLI has no conf.d folder to stand in for (PHP_CONFIG_FILE_SCAN_DIR: ${debian || 'empty'})`);
  const conf = path.join(dir, 'php-cli-conf.d');
  mkdirSync(conf, {recursive: true, mode: 0o755});
  for (const entry of readdirSync(debian, {withFileTypes: true})) {
    const from = path.join(debian, entry.name);
    if (entry.isSymbolicLink()) symlinkSync(readlinkSync(from), path.join(conf, entry.name));
    else writeFileSync(path.join(conf, entry.name), readFileSync(from));
  }
  mkdirSync(cache, {recursive: true, mode: 0o700});
  chownSync(cache, user.uid, user.gid);
  writeFileSync(
    path.join(conf, '99-recipe-opcache-cli.ini'),
    ['opcache.enable_cli=1', `opcache.file_cache=${cache}`, 'opcache.file_cache_only=1', ''].join('\n'),
  );
  return [conf, debian];
}

/** A must-use plugin in the site's wp-content/mu-plugins, owned by the site's account as WordPress's own files are. */
export function addMuPlugin(ns: WordPressNamespace, name: string, code: string) {
  const folder = ns.host(`${SITE.root}/wp-content/mu-plugins`);
  mkdirSync(folder, {recursive: true});
  const file = path.join(folder, name);
  writeFileSync(file, code);
  for (const made of [folder, file]) chownSync(made, ns.user.uid, ns.user.gid);
}

/** Lines added to the site's wp-config.php above "That's all, stop editing!", where the articles say to put them. */
export function addToWpConfig(ns: WordPressNamespace, lines: string) {
  const config = ns.host(`${SITE.root}/wp-config.php`);
  const text = readFileSync(config, 'utf8');
  const stop = /^\/\* That's all, stop editing!/m.exec(text);
  if (!stop) throw new Error(`WP-CLI's wp-config.php has no "stop editing" line:\n${text}`);
  writeFileSync(config, `${text.slice(0, stop.index)}${lines}\n\n${text.slice(stop.index)}`);
}

/** The site's database emptied and loaded from a dump (a reset between runs and proofs). */
export function reloadSiteDatabase(ws: RecipeWorkspace, sql: string) {
  admin(ws, `DROP DATABASE IF EXISTS ${SITE.database}; CREATE DATABASE ${SITE.database} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;`);
  admin(ws, sql, SITE.database);
}

/**
 * Starts the namespace once per run, with WP-CLI at /usr/local/bin/wp, the
 * run's MariaDB (its socket is a file, which the namespace sees), and an
 * account and empty database for the site.
 */
export function wordpressNamespace(ws: RecipeWorkspace): Promise<WordPressNamespace> {
  return ws.once('wordpress-namespace', async () => {
    checkPhpExtensions(WORDPRESS_EXTENSIONS);
    const dir = path.join(ws.dir, 'wordpress');
    const org = path.join(dir, 'wordpress.org');
    mkdirSync(org, {recursive: true});
    for (const folder of Object.values(STAND_INS)) mkdirSync(path.join(dir, folder), {recursive: true, mode: 0o755});
    const phar = wpCli(ws, dir);
    const wp = path.join(dir, 'usr-local-bin', 'wp');
    writeFileSync(wp, readFileSync(phar), {mode: 0o755});
    chmodSync(wp, 0o755);
    const version = coreDownloads(org);
    ws.note(
      'wordpress',
      'wordpress.org',
      `a stand-in on the namespace's 127.0.0.1:443 serving WordPress ${version} from Debian's wordpress package`,
    );

    // The certificate of the stand-in, and the only one trusted inside the namespace.
    selfSignedCertificate(
      ['wordpress.org', 'api.wordpress.org', 'downloads.wordpress.org'],
      path.join(org, 'standin.key'),
      path.join(org, 'standin.crt'),
      "the stand-in's certificate",
    );
    const certs = path.join(dir, 'etc-ssl-certs');
    mkdirSync(certs, {recursive: true});
    writeFileSync(path.join(certs, 'ca-certificates.crt'), readFileSync(path.join(org, 'standin.crt')));
    const hosts = path.join(dir, 'hosts');
    writeFileSync(hosts, '127.0.0.1 localhost wordpress.org api.wordpress.org downloads.wordpress.org\n');

    // The site's account owns its home and /var/www/example.com (Debian's sites live under /var/www).
    const home = path.join(dir, 'home', 'example');
    const site = path.join(dir, 'var-www', 'example.com');
    for (const folder of [home, site]) {
      mkdirSync(folder, {recursive: true});
      chownSync(folder, READER.uid, READER.gid);
      chmodSync(folder, folder === home ? 0o700 : 0o755);
    }

    const binds: [string, string][] = [
      ...Object.entries(STAND_INS).map(([inside, folder]): [string, string] => [path.join(dir, folder), inside]),
      [hosts, '/etc/hosts'],
      [certs, '/etc/ssl/certs'],
      phpCliConfWithOpcache(dir, path.join(dir, 'opcache')),
    ];
    const setup = [
      ...tmpfsOnTmp([ws.dir, HERE, process.cwd(), process.execPath]),
      `cd '${process.cwd()}'`,
      `${tool('ip')} link set lo up`,
      ...binds.map(([from, to]) => `mount --bind '${from}' '${to}'`),
      `exec '${process.execPath}' --import tsx '${path.join(HERE, 'wordpressOrg.mts')}' '${org}' '${version}'`,
    ].join(' && ');
    const child = spawn(tool('unshare'), ['--mount', '--net', '--propagation', 'private', '--', '/bin/sh', '-ec', setup], {
      stdio: ['ignore', 'pipe', 'pipe'],
      cwd: process.cwd(),
    });
    const server = ws.adopt(new Server('wordpress.org stand-in', child));
    await server.waitForLine(/^ready$/, 30_000);

    await mariadb(ws);
    admin(
      ws,
      `DROP DATABASE IF EXISTS ${SITE.database}; CREATE DATABASE ${SITE.database} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
       CREATE OR REPLACE USER '${SITE.database}'@'localhost' IDENTIFIED BY '${SITE.password}';
       GRANT ALL ON ${SITE.database}.* TO '${SITE.database}'@'localhost';`,
    );
    ws.note('wordpress', '/tmp', "a memory file system of the namespace's own (as Debian 13 mounts /tmp)");
    ws.note(
      'wordpress',
      "PHP's CLI (opcache.enable_cli=0)",
      "OPcache on for the CLI, with a file cache in the run's folder (Debian's conf.d plus one ini, inside the namespace only)",
    );
    ws.note('wordpress', 'the site user example', `uid ${READER.uid} (no passwd entry), home /home/example inside the namespace`);
    ws.note('wordpress', `DB_HOST localhost`, `localhost:${ws.at(SOCKET)} (the run's MariaDB)`);
    return new WordPressNamespace(server, dir, version);
  });
}

/**
 * A plugin Debian's package bundles (akismet), as wordpress.org's zip has it: the stand-in serves its
 * checksums where WP-CLI's `plugin verify-checksums` asks (WpOrgApi::get_plugin_checksums:
 * downloads.wordpress.org/plugin-checksums/<slug>/<version>.json, each file's md5 and sha256 under "files"),
 * made from those files. Returns the folder to copy into a site and the version its header names.
 */
export function servedPlugin(ns: WordPressNamespace, slug: string): {dir: string; version: string} {
  const org = path.join(ns.dir, 'wordpress.org');
  const dir = path.join(org, 'deb', 'usr/share/wordpress/wp-content/plugins', slug);
  const version = /^[ \t*]*Version:\s*(\S+)/m.exec(readFileSync(path.join(dir, `${slug}.php`), 'utf8'))?.[1];
  if (!version) throw new Error(`no Version: header in Debian's ${slug}/${slug}.php`);
  const hashes = (file: string) => {
    const data = readFileSync(path.join(dir, file));
    return {md5: md5(data), sha256: createHash('sha256').update(data).digest('hex')};
  };
  const files = Object.fromEntries(filesUnder(dir).map((f) => [f, hashes(f)]));
  const served = path.join(org, 'plugin-checksums', slug);
  mkdirSync(served, {recursive: true});
  writeFileSync(path.join(served, `${version}.json`), JSON.stringify({plugin: slug, version, files}));
  return {dir, version};
}
