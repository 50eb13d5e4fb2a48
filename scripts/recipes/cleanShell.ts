/**
 * The hacked-site recovery guide's clean shell after a break-in (step 2's
 * administrator block, step 6's block before unlocking)
 * and the backup guide's put-back of rclone.conf, run as root with the real
 * sudo on a throwaway account whose home is under the run's temp folder.
 * What an attacker leaves is planted first: a process that keeps putting a
 * start-up file back, lines in ~/.bashrc and ~/.profile, ~/.nanorc,
 * ~/.wp-cli/config.yml, ~/.forward, a cron and an at job, a link to a
 * root-only folder, and files in the shared temporary folders (a miner, a
 * name with escape codes; one of the PHP account's). Then the blocks run as written (the account `example`
 * renamed, the set-aside folder step 2 prints used as step 6's S), with what a
 * fresh PHP-FPM worker of the account could write meanwhile (the article
 * expects those) planted between them, and the recipe checks what the
 * articles promise: the account locked, none of its processes left, its
 * home's dot-files in a root-only folder and only /etc/skel's in the home,
 * a clean shell that runs nothing planted and writes no history, files put
 * back by the account itself (a link it left leads nowhere root-only), and
 * the unlock back to the expiry date it had. Lines this machine cannot run
 * are reported as not run with what they need.
 */
import {spawn, spawnSync} from 'node:child_process';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
  type Stats,
} from 'node:fs';
import path from 'node:path';
import type {BlockRef} from './blocks';
import {replace, type Recipe, type RecipeContext} from './recipe';
import {run, tool, type RecipeWorkspace} from './system';
import {withSshdRunFolder} from './ssh';

const SECURITY = 'wordpress/hacked-site-recovery';
export const CLEAN_SHELL: BlockRef = {article: SECURITY, title: 'Terminal (start a clean shell, as an administrator)'};
export const BEFORE_UNLOCKING: BlockRef = {article: SECURITY, title: 'Terminal (as the administrator, last: before unlocking)'};
export const UNLOCK: BlockRef = {
  article: SECURITY,
  title: 'Terminal (only if mkdir and cmp printed nothing and the look shows only what you put back)',
};
export const OWN_SERVER: BlockRef = {article: SECURITY, title: 'Terminal (own server, as an administrator)'};
export const RCLONE_BACK: BlockRef = {
  article: 'wordpress/backup',
  title: 'Terminal (as the administrator, after step 2 of recovering a hacked site)',
};

/** The administrator's terminal: what `TERM="$TERM"` must carry into the clean shell. */
const ADMIN_TERM = 'xterm-256color';
const ADMIN_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
/** Variables the clean shell may hold: the article's, and those bash sets itself. */
const CLEAN_ENV = ['HOME', 'TERM', 'PATH', 'HISTFILE', 'PWD', 'OLDPWD', 'SHLVL', '_'];
/** An expiry date the account had before, which step 6 must give back. */
const EARLIER_EXPIRY = '2099-12-31';
/** What the reader puts back: their own SSH key and rclone's configuration, as planted. */
const READER_KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGZvciB0aGUgY2xlYW4tc2hlbGwgcmVjaXBl reader@laptop\n';
/** A key the attacker added after the reader's, its end hidden on a terminal by a carriage return and an erase-line code. */
const ADDED_KEY = String.raw`ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGFkZGVkIGJ5IHRoZSBhdHRhY2tlciBmb3IgdGhlIHJlY2lwZQ x\r\033[2K\n`;
const RCLONE_CONF = '[offsite]\ntype = s3\nprovider = Other\nendpoint = https://s3.example.com\n';
/** The shared temporary folders step 2 searches for the accounts' files. */
const TEMP_FOLDERS = ['/tmp', '/var/tmp', '/dev/shm'] as const;
/**
 * What the accounts leave there, by folder: a miner's name, a name with escape codes that erase the line (\033 both
 * as find's -ls shows it and as printf, which writes ESC for it, reads it), and the PHP account's shell.
 */
const TEMP_PLANTED = {
  site: [
    {folder: '/tmp', name: '.kdevtmpfsi'},
    {folder: '/dev/shm', name: 'sess_\\033[2K.php'},
  ],
  php: [{folder: '/var/tmp', name: '.sysupdate.php'}],
};

/**
 * The paths under `roots` that find -ls lines in `output` end in (each line ends in the path it lists), in order;
 * lines naming none of them are left out.
 */
export function pathsListedUnder(output: string, roots: readonly string[]): string[] {
  return output.split('\n').flatMap((line) => {
    const at = Math.min(...roots.map((root) => line.indexOf(`${root}/`)).filter((i) => i >= 0));
    return Number.isFinite(at) ? [line.slice(at)] : [];
  });
}

/** Whether a line holds a control character other than a tab: what must never reach the reader's terminal. */
export const hasControl = (line: string) => [...line].some((c) => (c.charCodeAt(0) < 0x20 && c !== '\t') || c.charCodeAt(0) === 0x7f);

/** A shared temporary folder as this run has it: its own, beside the path rewrites' root (which other recipes use). */
function tempAt(ws: RecipeWorkspace, folder: string): string {
  return path.join(ws.dir, 'clean-shell-temp', folder);
}

/**
 * The shared temporary folders as this run has them: folders of the run (1777, as the machine's are), emptied on
 * each run. The machine's /tmp holds the run itself and whatever else is on the machine (15 to 35 s to search
 * here), so the blocks' find searches these instead (noted).
 */
function tempFolders(ws: RecipeWorkspace): string[] {
  const folders = TEMP_FOLDERS.map((folder) => tempAt(ws, folder));
  for (const dir of folders) {
    rmSync(dir, {recursive: true, force: true});
    mkdirSync(dir, {recursive: true});
    chmodSync(dir, 0o1777);
  }
  return folders;
}

/** Each planted temporary file as the block's find lists it. */
function tempShown(ws: RecipeWorkspace, planted: readonly {folder: string; name: string}[]): string[] {
  return planted.map(({folder, name}) => `${tempAt(ws, folder)}/${name}`);
}

/** Shell lines writing the planted temporary files (printf turns \033 into ESC). */
function tempWrites(ws: RecipeWorkspace, planted: readonly {folder: string; name: string}[]): string[] {
  return planted.map(({folder, name}) => `printf '<?php // planted\\n' > "${tempAt(ws, folder)}/$(printf '${name}')"`);
}

/** The dot-files and dot-folders planted in the home, which step 2 must set aside. */
const PLANTED = ['.bashrc', '.profile', '.bash_login', '.nanorc', '.wp-cli', '.forward', '.ssh', '.config', '.cache'];

interface Account {
  name: string;
  uid: number;
  gid: number;
  home: string;
}

/**
 * An account name of the article (`example`, `example-php`) renamed where it stands alone:
 * `example` is not renamed inside example.com or example-php.
 */
export function renameAccount(text: string, from: 'example' | 'example-php', to: string): string {
  return text.replace(new RegExp(`(?<![\\w.-])${from}(?![\\w.-])`, 'g'), to);
}

/**
 * A block with its guards' `sleep 5` taken out: the pause lets a reader see the message before the terminal
 * closes; in a recipe it would only add 5 s to each run and proof.
 */
export function withoutGuardPause(text: string): string {
  return text.replaceAll('; sleep 5; exit 1;', '; exit 1;');
}

/**
 * A block's commands: comments dropped, lines continued by `\` or ending in a
 * pipe or `&&` joined, `a; b` split where `;` ends a command outside quotes.
 */
export function commandsOf(text: string): string[] {
  const lines = text
    .replace(/\\\n\s*/g, '')
    .replace(/(\||&&)\n\s*/g, '$1 ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  return lines.flatMap((line) => {
    const parts: string[] = [];
    let quote = '';
    // Inside a { ...; } group (a guard's `|| { echo ...; exit 1; }`), ';' does not end the command.
    let group = 0;
    let start = 0;
    for (let i = 0; i < line.length; i++) {
      const c = line[i];
      if (quote) quote = c === quote ? '' : quote;
      else if (c === "'" || c === '"') quote = c;
      else if (c === '{' && /^\s?$/.test(line[i - 1] ?? '') && /\s/.test(line[i + 1] ?? '')) group += 1;
      else if (c === '}' && group > 0 && /[\s;]/.test(line[i - 1] ?? '')) group -= 1;
      else if (c === ';' && group === 0) {
        parts.push(line.slice(start, i).trim());
        start = i + 1;
      }
    }
    parts.push(line.slice(start).trim());
    return parts.filter(Boolean);
  });
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A date as `chage -l` shows it ("Dec 31, 2099") written as step 6's YYYY-MM-DD; undefined for anything else. */
export function isoDate(shown: string): string | undefined {
  const match = /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4})$/.exec(shown);
  const month = match ? MONTHS.indexOf(match[1]) + 1 : 0;
  if (!match || month === 0) return undefined;
  return `${match[3]}-${String(month).padStart(2, '0')}-${match[2].padStart(2, '0')}`;
}

/** What a line needs that this machine may lack; undefined when it runs here. */
function cannotRun(command: string): string | undefined {
  if (/^sudo loginctl\b/.test(command) && !existsSync('/run/systemd/system')) {
    return 'systemd as PID 1 with systemd-logind (this machine has no systemd running)';
  }
  if (/\bcrontab\b.*\s-e\b/.test(command)) {
    return 'a reader at an editor, deleting the jobs by hand (sudo passes no EDITOR); the -l listing before it runs';
  }
  if (/^sudo find \/ /.test(command)) {
    return "a machine of its own: it searches all of /, which here holds the repository and the run's own files of the account";
  }
  return undefined;
}

/** The start of the set-aside folders' names step 2 makes beside the home (the template renamed with the account). */
function setAsideName(name: string): string {
  return `set-aside-${name}.`;
}

/** A block as this run types it: the account renamed, and step 2's set-aside folder in place of the placeholder. */
function adapt(ctx: RecipeContext, ref: BlockRef, account: Account, setAside?: string): string {
  const temp = TEMP_FOLDERS.join(' ');
  const text = renameAccount(renameAccount(ctx.block(ref).value, 'example-php', phpAccountName()), 'example', account.name)
    .replaceAll(setAsideName('example'), setAsideName(account.name))
    .replaceAll(` ${temp} `, ` ${TEMP_FOLDERS.map((folder) => tempAt(ctx.workspace, folder)).join(' ')} `);
  if (setAside === undefined) return text;
  const placeholder = new RegExp(`S=[^\\s$(]*/${setAsideName(account.name).replaceAll('.', '\\.')}XXXXXX(?=\\s|$)`, 'm');
  if (!placeholder.test(text)) ctx.fail(ref, 'no S=/home/set-aside-example.XXXXXX line to write the folder step 2 printed in');
  const withFolder = text.replace(placeholder, `S=${setAside}`);
  if (ref !== BEFORE_UNLOCKING) return withFolder;
  // The reader types their own key where the block says K='...'.
  const yourKey = /^K='[^'\n]*'$/m;
  if (!yourKey.test(withFolder)) ctx.fail(ref, "no K='...' line to write the reader's own key in");
  return withFolder.replace(yourKey, `K='${READER_KEY.trim()}'`);
}

/** A block's commands to run here; the others are reported as not run, with what they need. */
function runnable(ctx: RecipeContext, ref: BlockRef, text: string, account: Account): string[] {
  return commandsOf(text).filter((command) => {
    const needs = cannotRun(command);
    if (needs) ctx.notRunHere(ref, command.replaceAll(phpAccountName(), 'example-php').replaceAll(account.name, 'example'), needs);
    return !needs;
  });
}

/** Live (not zombie) processes of a uid, from /proc. */
function processesOf(uid: number): {pid: number; args: string}[] {
  const found: {pid: number; args: string}[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const owner = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
      if (owner !== uid || /^State:\s+Z/m.test(status)) continue;
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ').trim();
      found.push({pid: Number(entry), args});
    } catch {
      // The process ended while being read.
    }
  }
  return found;
}

/** Checks every 50 ms until `done()` holds or `timeoutMs` has passed; whether it held. */
async function waitUntil(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() >= deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

/** The uid's live processes once none is left or `timeoutMs` has passed. */
async function settle(uid: number, timeoutMs = 1000): Promise<{pid: number; args: string}[]> {
  await waitUntil(() => processesOf(uid).length === 0, timeoutMs);
  return processesOf(uid);
}

/** Ends the account's processes and removes it with its cron and at jobs and its set-aside folders; safe when it is gone. */
async function removeAccount(name: string) {
  const entry = run(tool('getent'), ['passwd', name]);
  if (entry.status !== 0) return;
  const [, , uidField, , , home] = entry.stdout.split(':');
  const uid = Number(uidField);
  const parent = path.dirname(home);
  for (const folder of existsSync(parent) ? readdirSync(parent) : [])
    if (folder.startsWith(setAsideName(name))) rmSync(path.join(parent, folder), {recursive: true, force: true});
  for (let round = 0; round < 20 && processesOf(uid).length; round++) {
    for (const {pid} of processesOf(uid)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  run(tool('crontab'), ['-u', name, '-r']);
  const atJobs = run(tool('atq'), [])
    .stdout.split('\n')
    .filter((line) => line.trim().split(/\s+/).at(-1) === name);
  if (atJobs.length)
    run(
      tool('atrm'),
      atJobs.map((line) => line.split(/\s+/)[0]),
    );
  // --force: a killed process not yet reaped by its parent still counts as the account's.
  const removed = run(tool('userdel'), ['--force', '--remove', name]);
  if (run(tool('getent'), ['passwd', name]).status === 0) throw new Error(`userdel could not remove ${name}: ${removed.output}`);
}

function accountName(): string {
  return `recipe-ex${process.pid}`;
}

function phpAccountName(): string {
  return `recipe-php${process.pid}`;
}

/**
 * The own server's PHP account as the hosting guide makes it (adduser --system
 * --group --no-create-home: a system account with no shell and no home), its
 * home path under the run's folder.
 */
async function createPhpAccount(ws: RecipeWorkspace): Promise<Account> {
  const name = phpAccountName();
  await removeAccount(name);
  const home = ws.at('/nonexistent');
  const made = run(tool('useradd'), [
    '--system',
    '--user-group',
    '--no-create-home',
    '--home-dir',
    home,
    '--shell',
    '/usr/sbin/nologin',
    name,
  ]);
  if (made.status !== 0) throw new Error(`useradd could not create the throwaway PHP account ${name}: ${made.output}`);
  const [, , uid, gid] = run(tool('getent'), ['passwd', name]).stdout.split(':');
  return {name, uid: Number(uid), gid: Number(gid), home};
}

/** A fresh account with a home under the run's folder, as Debian's useradd makes one (skeleton files included). */
async function createAccount(ws: RecipeWorkspace): Promise<Account> {
  const name = accountName();
  await removeAccount(name);
  const home = ws.at(`/home/${name}`);
  rmSync(home, {recursive: true, force: true});
  mkdirSync(path.dirname(home), {recursive: true, mode: 0o755});
  const made = run(tool('useradd'), ['--create-home', '--home-dir', home, '--shell', '/bin/bash', '--user-group', name]);
  if (made.status !== 0) throw new Error(`useradd could not create the throwaway account ${name}: ${made.output}`);
  const [, , uid, gid] = run(tool('getent'), ['passwd', name]).stdout.split(':');
  return {name, uid: Number(uid), gid: Number(gid), home};
}

/** Runs a command as the account, as the site's PHP would: its own uid, gid and groups. */
function asAccount(account: Account, script: string) {
  const result = run(tool('setpriv'), [`--reuid=${account.uid}`, `--regid=${account.gid}`, '--init-groups', '/bin/sh', '-c', script], {
    env: {PATH: ADMIN_PATH, HOME: account.home},
    // The PHP account has no home folder.
    cwd: existsSync(account.home) ? account.home : '/',
  });
  if (result.status !== 0) throw new Error(`could not write as ${account.name} what an attacker would: ${result.output}`);
}

/** A folder only root can open, outside the home, that a link the account leaves points at. */
function rootOnlyFolder(ws: RecipeWorkspace): {dir: string; snapshot: () => string} {
  const dir = ws.at('/srv/root-only');
  // Afresh on each run: a breaking edit's run may have written into it.
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(dir, {recursive: true, mode: 0o700});
  writeFileSync(path.join(dir, 'keep'), "root's own file\n", {mode: 0o600});
  // Every entry below it with its owner, mode and content (a link by its target).
  const snapshot = (): string =>
    readdirSync(dir, {recursive: true, encoding: 'utf8'})
      .sort()
      .map((name) => {
        const file = path.join(dir, name);
        const stat = lstatSync(file);
        const content = stat.isFile() ? readFileSync(file, 'utf8') : stat.isSymbolicLink() ? readlinkSync(file) : '';
        return `${name} uid ${stat.uid} mode ${(stat.mode & 0o7777).toString(8)} ${JSON.stringify(content)}`;
      })
      .join('\n');
  return {dir, snapshot};
}

/** A snapshot's entries with their owners, on one line for a failure message. */
function holding(snapshot: string): string {
  return snapshot
    .split('\n')
    .map((line) => line.split(' mode ')[0])
    .join(', ');
}

/** What an attacker who ran as the account leaves behind. */
function plant(ws: RecipeWorkspace, account: Account, rootOnly: string) {
  const h = account.home;
  asAccount(
    account,
    [
      ...tempWrites(ws, TEMP_PLANTED.site),
      `echo ': > ${h}/bashrc-ran' >> ${h}/.bashrc`,
      `echo ': > ${h}/profile-ran' >> ${h}/.profile`,
      `echo 'set speller "${h}/.cache/payload"' > ${h}/.nanorc`,
      `mkdir -p ${h}/.wp-cli && printf 'require:\\n  - ${h}/.cache/loader.php\\n' > ${h}/.wp-cli/config.yml`,
      `echo '|/bin/sh -c "exec ${h}/.cache/mailer"' > ${h}/.forward`,
      // What the reader will put back: their SSH key and rclone's configuration.
      `(umask 077 && mkdir -p ${h}/.ssh ${h}/.config/rclone)`,
      `printf '%s' '${READER_KEY}' > ${h}/.ssh/authorized_keys && chmod 600 ${h}/.ssh/authorized_keys`,
      `printf '${ADDED_KEY}' >> ${h}/.ssh/authorized_keys`,
      `printf '%s' '${RCLONE_CONF}' > ${h}/.config/rclone/rclone.conf && chmod 600 ${h}/.config/rclone/rclone.conf`,
      // A link at the name an earlier version of the article set the files aside in.
      `ln -s ${rootOnly} ${h}/set-aside && ln -s ${rootOnly} ${h}/.local`,
      `mkdir -p ${h}/.cache && echo ${h}/.cache/beacon | at now + 1 hour 2>/dev/null`,
      // A process that puts a login file back within 10 ms of its removal, forking each time, left behind.
      `exec </dev/null >/dev/null 2>&1`,
      `nohup /bin/sh -c 'while :; do [ -e ${h}/.bash_login ] || echo "sh ${h}/.cache/payload" > ${h}/.bash_login; sleep 0.01; done' &`,
      `nohup sleep 600 &`,
      // A miner's trick: a program that deletes its own file once started (review r63a M3), only its /proc exe left.
      `cp /bin/sleep ${h}/.cache/kworkerds && (nohup ${h}/.cache/kworkerds 602 &) && sleep 0.2 && rm ${h}/.cache/kworkerds`,
    ].join('\n'),
  );
  const cron = run(tool('crontab'), ['-u', account.name, '-'], {input: `*/5 * * * * ${h}/.cache/beacon # planted\n`});
  if (cron.status !== 0) throw new Error(`could not plant a cron job for ${account.name}: ${cron.output}`);
}

/** The administrator's environment; HOME is the run's folder, as nothing here reads it. */
function adminEnv(ws: RecipeWorkspace): NodeJS.ProcessEnv {
  return {PATH: ADMIN_PATH, TERM: ADMIN_TERM, HOME: ws.dir};
}

/** The administrator's shell running some of a block's lines (not on a terminal: none of these reads one). */
function adminRun(ws: RecipeWorkspace, commands: string[], env: NodeJS.ProcessEnv = {}) {
  return run(tool('bash'), ['-c', commands.join('\n')], {env: {...adminEnv(ws), ...env}, cwd: ws.dir});
}

/** `Account expires` as `chage -l` prints it. */
function expiryIn(output: string): string | undefined {
  return /^Account expires\s*:\s*(.+)$/m.exec(output)?.[1].trim();
}

/** The account's expiry, ISO (chage -i), for the recipe's own checks. */
function expiryOf(account: Account): string | undefined {
  return expiryIn(run(tool('chage'), ['-l', '-i', account.name]).stdout);
}

/**
 * Whether su, which root runs without a password, gets past PAM's account
 * check. It waits a second after a refusal (util-linux su's FAIL_DELAY), so
 * the recipe starts it and goes on with other checks meanwhile.
 */
function suOpens(account: Account): Promise<{opens: boolean; output: string}> {
  return new Promise((resolve) => {
    const su = spawn(tool('su'), ['-s', '/bin/true', '--', account.name], {env: {PATH: ADMIN_PATH}, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    su.stdout.on('data', (d) => (output += d));
    su.stderr.on('data', (d) => (output += d));
    su.once('close', (status) => resolve({opens: status === 0, output: output.trim()}));
  });
}

/**
 * The block's last command, the clean shell, on a terminal as the reader
 * starts it (a shell on a terminal is interactive: it would read ~/.bashrc).
 * util-linux `script` gives it the terminal and passes on what is typed.
 */
function onTerminal(
  ws: RecipeWorkspace,
  command: string,
): {command: string; args: string[]; options: {env: NodeJS.ProcessEnv; cwd: string}} {
  const file = path.join(ws.dir, 'clean-shell.sh');
  writeFileSync(file, `${command}\n`, {mode: 0o644});
  return {
    command: tool('script'),
    args: ['--quiet', '--return', '--command', `${tool('bash')} ${file}`, '/dev/null'],
    options: {env: adminEnv(ws), cwd: ws.dir},
  };
}

/** Types `input` into the clean shell and returns all it showed. */
function typeIntoCleanShell(ws: RecipeWorkspace, command: string, input: string): {status: number | null; output: string} {
  const terminal = onTerminal(ws, command);
  const result = spawnSync(terminal.command, terminal.args, {...terminal.options, input, encoding: 'utf8', timeout: 15_000});
  return {status: result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}`.replaceAll('\r', '')};
}

/** `RESULT_NAME=value` lines the typed commands print, each after a newline of its own (the prompt ends the line before). */
function results(output: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of output.replaceAll('\r', '').matchAll(/^RESULT_(\w+)=(.*)$/gm)) found.set(match[1], match[2]);
  return found;
}

function statOf(file: string): Stats | undefined {
  try {
    return lstatSync(file);
  } catch {
    return undefined;
  }
}

function dotEntries(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.startsWith('.'))
    .sort();
}

async function procedure(ctx: RecipeContext, account: Account, php: Account) {
  const ws = ctx.workspace;
  ws.note(SECURITY, 'the account example', `${account.name} (uid ${account.uid}), home ${account.home}, deleted at the end`);
  ws.note(SECURITY, 'the account example-php', `${php.name} (uid ${php.uid}, system, nologin), deleted at the end`);
  ws.note(SECURITY, setAsideName('example'), `${setAsideName(account.name)} beside the home (removed at the end)`);
  const temp = tempFolders(ws);
  ws.note(SECURITY, TEMP_FOLDERS.join(' '), `${temp.join(' ')} (the run's, 1777; the machine's hold the run)`);
  const rootOnly = rootOnlyFolder(ws);
  const untouched = rootOnly.snapshot();
  const commands = runnable(ctx, CLEAN_SHELL, adapt(ctx, CLEAN_SHELL, account), account);
  const before = commands.slice(0, -1);
  // The shell line with the block's assignments of the variables it uses (H), as in the reader's terminal.
  const used = [...commands.at(-1)!.matchAll(/\$\{?(\w+)/g)].map((m) => m[1]);
  const shellLine = [...before.filter((c) => used.some((name) => c.startsWith(`${name}=`))), commands.at(-1)!].join('\n');

  plant(ws, account, rootOnly.dir);
  ctx.expect(
    (await settle(account.uid, 0)).length >= 2,
    CLEAN_SHELL,
    "planted: a process of the account putting ~/.bash_login back every 10 ms, ~/.bashrc and ~/.profile lines, ~/.nanorc, ~/.wp-cli/config.yml, ~/.forward, a cron and an at job, links set-aside and ~/.local to a root-only folder, the reader's SSH key and rclone.conf",
    () => `the planted processes of ${account.name} did not start`,
  );

  const admin = adminRun(ws, before);
  const noted = expiryIn(admin.stdout);
  ctx.expect(
    noted === 'never',
    CLEAN_SHELL,
    'the chage line shows "Account expires: never" to note',
    () => `the block's output has no "Account expires: never" line to note:\n${admin.output}`,
  );
  const lockedSu = suOpens(account);
  const locked = expiryOf(account);
  const left = await settle(account.uid);
  // The lock first: without it the planted cron and at jobs may start a process, which the next check would report instead.
  const su = await lockedSu;
  ctx.expect(
    !su.opens && /expired/i.test(su.output) && locked === '1970-01-02',
    CLEAN_SHELL,
    `the account is locked: su refuses it ("${su.output.split('\n')[0]}"), chage shows it expired on ${locked}`,
    () =>
      `the account is not locked after the block: su as root ${su.opens ? 'opened it' : `said "${su.output}"`}, chage shows "Account expires: ${locked}"`,
  );
  ctx.expect(
    left.length === 0,
    CLEAN_SHELL,
    'no process of the account is left, the one that kept putting ~/.bash_login back included',
    () => `${left.length} processes of the account still run after the block:\n${left.map((p) => `${p.pid} ${p.args}`).join('\n')}`,
  );
  ctx.expect(
    admin.stdout.split('.cache/beacon # planted').length === 3,
    CLEAN_SHELL,
    'crontab -l, run as root on the locked account, lists the planted job to delete, and again in the second look',
    () => `the block's output does not list the planted cron job twice:\n${admin.output}`,
  );
  ctx.expect(
    new RegExp(`\\s${account.name}$`, 'm').test(admin.stdout),
    CLEAN_SHELL,
    "sudo atq lists the account's planted at job",
    () => `the block's atq output does not list the planted at job of ${account.name}:\n${admin.output}`,
  );

  const tempLines = admin.stdout.split('\n').filter((line) => temp.some((dir) => line.includes(`${dir}/`)));
  const rawTemp = tempLines.find(hasControl);
  ctx.expect(
    rawTemp === undefined,
    CLEAN_SHELL,
    'its find of the temporary folders shows the planted name with escape codes as text (\\033), never raw',
    () => `a listing printed a raw control character, which a terminal would act on: ${JSON.stringify(rawTemp)}`,
  );
  const tempListed = pathsListedUnder(admin.stdout, temp);
  const tempWanted = tempShown(ws, TEMP_PLANTED.site);
  ctx.expect(
    [...tempListed].sort().join('\n') === [...tempWanted].sort().join('\n'),
    CLEAN_SHELL,
    "its find lists the account's files planted in /tmp and /dev/shm (a miner, a name with escape codes), and nothing else there",
    () =>
      `its find of the account's files in ${TEMP_FOLDERS.join(', ')} listed ${tempListed.join(', ') || 'nothing'}, not exactly ${tempWanted.join(', ')}:\n${admin.output}`,
  );

  const setAside = new RegExp(`^(/\\S*/${setAsideName(account.name).replaceAll('.', '\\.')}[A-Za-z0-9]{6})$`, 'm').exec(admin.stdout)?.[1];
  if (!setAside) ctx.fail(CLEAN_SHELL, `the block printed no set-aside folder name (${setAsideName('example')}XXXXXX):\n${admin.output}`);
  const folder = statOf(setAside);
  ctx.expect(
    !!folder?.isDirectory() && folder.uid === 0 && folder.gid === 0 && (folder.mode & 0o777) === 0o700,
    CLEAN_SHELL,
    `the set-aside folder it printed is root's, mode 700: the account cannot read or change it`,
    () => `the set-aside folder ${setAside} is ${folder ? `uid ${folder.uid}, mode ${(folder.mode & 0o777).toString(8)}` : 'missing'}`,
  );
  const notSetAside = PLANTED.filter((name) => !statOf(path.join(setAside, name)));
  ctx.expect(
    notSetAside.length === 0 && readFileSync(path.join(setAside, '.bashrc'), 'utf8').includes('bashrc-ran'),
    CLEAN_SHELL,
    `every planted dot-file and dot-folder is in the set-aside folder (${PLANTED.join(', ')})`,
    () =>
      `the set-aside folder lacks ${notSetAside.join(', ') || "the planted ~/.bashrc's line"} (it holds ${readdirSync(setAside).join(', ')})`,
  );
  const links = readdirSync(setAside, {recursive: true, encoding: 'utf8'}).filter((name) =>
    statOf(path.join(setAside, name))?.isSymbolicLink(),
  );
  ctx.expect(
    links.length === 0 && admin.stdout.includes(`${setAside}/.local -> ${rootOnly.dir}`),
    CLEAN_SHELL,
    'the planted ~/.local link to a root-only folder is listed and deleted from the set-aside folder: no link is left in it for root to follow',
    () =>
      `after the block the set-aside folder still holds links (${links.join(', ')}), or the block did not list ~/.local:\n${admin.output}`,
  );
  // What step 3's evidence copy needs of the jobs and links, saved before the block deletes them.
  const evidence = /^(\/\S*\/evidence-example\.[A-Za-z0-9]{6})$/m.exec(admin.stdout)?.[1];
  if (!evidence) ctx.fail(CLEAN_SHELL, `the block printed no evidence folder name (evidence-example.XXXXXX):\n${admin.output}`);
  const saved = (name: string) => (existsSync(path.join(evidence, name)) ? readFileSync(path.join(evidence, name), 'utf8') : '');
  const atSaved = readdirSync(evidence)
    .filter((name) => /^at-\d+\.txt$/.test(name))
    .some((name) => saved(name).includes(`${account.home}/.cache/beacon`));
  const evidenceMode = (statOf(evidence)?.mode ?? 0) & 0o777;
  const deletedCopies = readdirSync(evidence).filter((name) => /^exe-\d+$/.test(name));
  const sleepBinary = readFileSync('/bin/sleep');
  ctx.expect(
    saved('ps.txt').includes('kworkerds 602') &&
      deletedCopies.length === 1 &&
      readFileSync(path.join(evidence, deletedCopies[0])).equals(sleepBinary),
    CLEAN_SHELL,
    "before ending anything it saves the account's processes (ps.txt) and a copy of the one program that deleted its own file",
    () =>
      `the evidence folder ${evidence} lacks the account's process list with the planted program (ps.txt ${JSON.stringify(saved('ps.txt').slice(0, 300))}) or holds ${deletedCopies.length} program copies (exe-PID), not the one deleted program`,
  );
  ctx.expect(
    evidenceMode === 0o700 &&
      saved('crontab.txt').includes('.cache/beacon # planted') &&
      atSaved &&
      saved('links.txt').includes(`${setAside}/.local -> ${rootOnly.dir}`),
    CLEAN_SHELL,
    "before deleting them it saves the planted cron line, at job and ~/.local link's target in the evidence folder it printed (700)",
    () =>
      `the evidence folder ${evidence} (mode ${evidenceMode.toString(8)}) lacks the planted cron line, at job or link target: crontab.txt ${JSON.stringify(saved('crontab.txt'))}, at job saved ${atSaved}, links.txt ${JSON.stringify(saved('links.txt'))}`,
  );
  // The move into the set-aside folder sets each file's change time: the times before it are only in this listing.
  const homeTimes = saved('home-times.txt');
  const homePattern = account.home.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const listedChange = new RegExp(`^(\\S+) \\S+ ${account.name} \\d+ ${homePattern}/\\.forward$`, 'm').exec(homeTimes)?.[1];
  const changeNow = run(tool('bash'), ['-c', `find '${path.join(setAside, '.forward')}' -printf '%C+'`]).stdout.trim();
  ctx.expect(
    !!listedChange && !!changeNow && listedChange !== changeNow,
    CLEAN_SHELL,
    "before the move it saves the home's change and modification times in the evidence folder: the listing keeps ~/.forward's change time from before the move, which set a new one",
    () =>
      `the evidence folder ${evidence} lacks home-times.txt with ~/.forward's change time from before the move (${changeNow || 'not set aside'} after it):\n${homeTimes || 'no listing'}`,
  );
  const skel = dotEntries('/etc/skel');
  const home = dotEntries(account.home);
  const notSkel = home.filter(
    (name) =>
      !skel.includes(name) ||
      statOf(path.join(account.home, name))?.uid !== account.uid ||
      readFileSync(path.join(account.home, name), 'utf8') !== readFileSync(path.join('/etc/skel', name), 'utf8'),
  );
  ctx.expect(
    notSkel.length === 0 && home.length === skel.length,
    CLEAN_SHELL,
    `the home holds only /etc/skel's dot-files (${skel.join(', ')}), as they are there, owned by the account`,
    () =>
      `after the block the home holds dot-files that are not /etc/skel's as the account copied them: ${notSkel.join(', ') || `only ${home.join(', ')}`}`,
  );
  ctx.expect(
    rootOnly.snapshot() === untouched,
    CLEAN_SHELL,
    'the root-only folder the planted set-aside link points at is untouched',
    () => `the block changed the root-only folder the account's link points at, which now holds ${holding(rootOnly.snapshot())}`,
  );

  // A fresh PHP-FPM worker of the account (the block says to expect them) writes start-up lines again meanwhile.
  const h = account.home;
  asAccount(account, `echo ': > ${h}/bashrc-ran' >> .bashrc; echo ': > ${h}/profile-ran' >> .profile`);
  const typed = [
    `printf '\\nRESULT_%s=%s\\n' USER "$(id -un)" HOME "$HOME" TERM "$TERM" PATH "$PATH" HISTFILE "$HISTFILE" FLAGS "$-"`,
    `printf '\\nRESULT_%s=%s\\n' ENV "$(env | cut -d= -f1 | sort | tr '\\n' ' ')"`,
    'exit',
    '',
  ].join('\n');
  const shell = typeIntoCleanShell(ws, shellLine, typed);
  const output = shell.output;
  const got = results(output);
  ctx.expect(
    got.get('USER') === account.name && (got.get('FLAGS') ?? '').includes('i'),
    CLEAN_SHELL,
    'the clean shell runs as the account, interactive on a terminal as the reader gets it',
    () => `the clean shell did not start as an interactive shell of ${account.name} (exit ${shell.status}):\n${output}`,
  );
  const ran = ['bashrc-ran', 'profile-ran'].filter((marker) => existsSync(path.join(account.home, marker)));
  ctx.expect(
    ran.length === 0,
    CLEAN_SHELL,
    'the clean shell ran neither the ~/.bashrc line nor the ~/.profile one written after the block (as a fresh php-fpm worker could)',
    () => `the clean shell ran the planted ${ran.map((m) => `~/.${m.replace('-ran', '')}`).join(' and ')} line`,
  );
  ctx.expect(
    !existsSync(path.join(account.home, '.bash_history')),
    CLEAN_SHELL,
    'what was typed in it is not written to ~/.bash_history',
    () => `the clean shell wrote what was typed to ~/.bash_history, which the site's PHP can read`,
  );
  const expected: [string, string][] = [
    ['HOME', account.home],
    ['TERM', ADMIN_TERM],
    ['HISTFILE', '/dev/null'],
  ];
  for (const [name, value] of expected) {
    ctx.expect(
      got.get(name) === value,
      CLEAN_SHELL,
      `in the clean shell ${name} is ${value}`,
      () => `in the clean shell ${name} is "${got.get(name) ?? '(unset)'}", not ${value}`,
    );
  }
  const pathEntries = (got.get('PATH') ?? '').split(':');
  ctx.expect(
    pathEntries.length > 0 && pathEntries.every((dir) => dir.startsWith('/') && !dir.startsWith(account.home)),
    CLEAN_SHELL,
    `PATH is ${got.get('PATH')}: no folder of the account's (~/bin, ~/.local/bin)`,
    () => `in the clean shell PATH is "${got.get('PATH')}"`,
  );
  const extra = (got.get('ENV') ?? '').split(' ').filter((name) => name && !CLEAN_ENV.includes(name));
  ctx.expect(
    got.has('ENV') && extra.length === 0,
    CLEAN_SHELL,
    "no other variable reaches the clean shell (none of sudo's or the administrator's)",
    () => `the clean shell's environment also holds ${extra.join(', ')}`,
  );

  await ownServer(ctx, account, php, evidence);
  await killEndsCleanShell(ctx, account, commands, shellLine);
  putBack(ctx, account, rootOnly, untouched, {
    ref: RCLONE_BACK,
    commands: runnable(ctx, RCLONE_BACK, adapt(ctx, RCLONE_BACK, account, setAside), account),
    link: '.config',
    file: '.config/rclone/rclone.conf',
    content: RCLONE_CONF,
  });
  // Pasted with S and K still the examples, then with S filled and K not: each guard stops the block before ~/.ssh is made.
  const unfilled = adapt(ctx, BEFORE_UNLOCKING, account);
  for (const [left, text, message] of [
    ['S and K', unfilled, 'Set S to the folder step 2 printed'],
    ['K', unfilled.replace(/S=\S*\/set-aside-\S+\.XXXXXX/, `S=${setAside}`), 'Set K to your own key'],
  ] as const) {
    const stopped = adminRun(ctx.workspace, runnable(ctx, BEFORE_UNLOCKING, withoutGuardPause(text), account));
    const ssh = statOf(path.join(account.home, '.ssh'));
    ctx.expect(
      stopped.status !== 0 && new RegExp(`^${message}$`, 'm').test(stopped.output) && !ssh,
      BEFORE_UNLOCKING,
      `with ${left} left as the example, the block stops at its guard ("${message}") before ~/.ssh is made`,
      () =>
        `with ${left} left as the example, the block did not stop at its guard ("${message}"; ~/.ssh ${ssh ? 'made' : 'not made'}, status ${stopped.status}):\n${stopped.output}`,
    );
    if (ssh) rmSync(path.join(account.home, '.ssh'), {recursive: true, force: true});
  }
  const step5Output = putBack(ctx, account, rootOnly, untouched, {
    ref: BEFORE_UNLOCKING,
    commands: runnable(ctx, BEFORE_UNLOCKING, adapt(ctx, BEFORE_UNLOCKING, account, setAside), account),
    link: '.ssh',
    file: '.ssh/authorized_keys',
    content: READER_KEY,
    between: (output) => {
      const shown = ['.bashrc', '.profile'].filter((name) => new RegExp(`^cmp: .*\\${name}`, 'm').test(output));
      ctx.expect(
        shown.length === 2,
        BEFORE_UNLOCKING,
        'its cmp loop shows the ~/.bashrc and ~/.profile lines written after step 2 (as a php-fpm worker could)',
        () => `step 6's cmp loop did not show the ~/.bashrc and ~/.profile written after step 2:\n${output}`,
      );
      // The reader sets them aside and puts /etc/skel's back, then runs the block again.
      asAccount(account, 'cp /etc/skel/.bashrc /etc/skel/.profile .');
    },
  });
  ctx.expect(
    step5Output.includes(READER_KEY.trim()) && step5Output.includes('x^M^[[2K') && !step5Output.split('\n').some(hasControl),
    BEFORE_UNLOCKING,
    "its cat -v line shows the set-aside keys to read, the attacker's added key as text (x^M^[[2K), and only the reader's own key goes back",
    () => `step 6's block did not show the set-aside keys, the added one's codes as text:\n${step5Output}`,
  );
  ctx.expect(
    !/^cmp: |differ/m.test(step5Output),
    BEFORE_UNLOCKING,
    "its cmp loop prints nothing: ~/.bashrc, ~/.profile and ~/.bash_logout are /etc/skel's",
    () => `step 6's cmp loop found a start-up file that is not /etc/skel's:\n${step5Output}`,
  );
  await unlock(ctx, account, commands, noted);
  const phpUnlock = commentedPhpUnlock(ctx, php);
  adminRun(ws, [phpUnlock]);
  ctx.expect(
    expiryOf(php) === 'never',
    UNLOCK,
    `its comment's ${phpUnlock.replaceAll(php.name, 'example-php')} gives example-php "never" back`,
    () => `after the comment's unlock of example-php chage shows "Account expires: ${expiryOf(php)}", not never`,
  );
}

/** The unlock block's comment for the own server's PHP account, as the reader types it. */
function commentedPhpUnlock(ctx: RecipeContext, php: Account): string {
  const line = new RegExp(`^# Own server: (sudo usermod --expiredate '' ${php.name})$`, 'm').exec(
    renameAccount(ctx.block(UNLOCK).value, 'example-php', php.name),
  )?.[1];
  if (!line) ctx.fail(UNLOCK, "no comment with the own server's unlock (# Own server: sudo usermod --expiredate '' example-php)");
  return line;
}

/**
 * The own-server block on the PHP account, with what an attacker who ran as it
 * leaves: a cron job, a process that puts that job back whenever it is gone,
 * and another. The reader's edit in `crontab -e` (deleting the job) is done
 * for them, and meanwhile a fresh PHP-FPM worker (the block expects those)
 * starts one more process, which the second kill must end. It runs in step 2's
 * terminal, so E is the evidence folder step 2's block printed.
 */
async function ownServer(ctx: RecipeContext, site: Account, php: Account, evidenceFolder: string) {
  const job = `*/5 * * * * ${ctx.workspace.dir}/php-beacon # planted for example-php\n`;
  const planted = run(tool('crontab'), ['-u', php.name, '-'], {input: job});
  if (planted.status !== 0) throw new Error(`could not plant a cron job for ${php.name}: ${planted.output}`);
  asAccount(
    php,
    [
      'exec </dev/null >/dev/null 2>&1',
      `nohup /bin/sh -c 'while :; do crontab -l | grep -q planted || echo "${job.trim()}" | crontab -; sleep 0.02; done' &`,
      'nohup sleep 600 &',
    ].join('\n'),
  );
  // The checks below look for that process: under load its exec can come after asAccount returns.
  if (!(await waitUntil(() => processesOf(php.uid).some((p) => p.args === 'sleep 600'), 5000)))
    throw new Error(`the planted process of ${php.name} (sleep 600) did not start`);
  asAccount(php, tempWrites(ctx.workspace, TEMP_PLANTED.php).join('\n'));
  const commands = commandsOf(withoutGuardPause(adapt(ctx, OWN_SERVER, site)));
  const editAt = commands.findIndex((c) => /\bcrontab\b.*\s-e\b/.test(c));
  if (editAt < 0) ctx.fail(OWN_SERVER, `no crontab -e line for ${php.name} to delete the jobs in`);
  // In a new terminal E may be unset or mistyped: the block must stop before it ends anything unsaved (review r72a F2).
  // Up to crontab -e, as the reader pastes it; runnable reports what cannot run here once.
  const toEditor = runnable(ctx, OWN_SERVER, commands.slice(0, editAt + 1).join('\n'), site);
  const noFolder = adminRun(ctx.workspace, toEditor, {E: path.join(evidenceFolder, 'no-such-folder')});
  const stillRuns = processesOf(php.uid).some((p) => p.args === 'sleep 600');
  ctx.expect(
    noFolder.status === 1 && stillRuns && expiryOf(php) === 'never',
    OWN_SERVER,
    `with E naming no folder, the block stops at its first line: ${php.name} is neither locked nor its processes ended unsaved`,
    () =>
      `with E naming no folder, the block went on (exit ${noFolder.status}): ${php.name}'s planted process ${stillRuns ? 'still runs' : 'was ended unsaved'}, its expiry ${expiryOf(php)}:\n${noFolder.output}`,
  );
  const evidence = {E: evidenceFolder};
  const first = adminRun(ctx.workspace, toEditor, evidence);
  const phpProcesses = existsSync(path.join(evidence.E, 'ps-php.txt')) ? readFileSync(path.join(evidence.E, 'ps-php.txt'), 'utf8') : '';
  ctx.expect(
    phpProcesses.includes('sleep 600'),
    OWN_SERVER,
    `before ending them it saves ${php.name}'s processes in the evidence folder (ps-php.txt)`,
    () => `the evidence folder lacks ps-php.txt with ${php.name}'s planted process: ${JSON.stringify(phpProcesses)}`,
  );
  const savedJobs = existsSync(path.join(evidence.E, 'crontab-php.txt'))
    ? readFileSync(path.join(evidence.E, 'crontab-php.txt'), 'utf8')
    : '';
  ctx.expect(
    savedJobs.includes('# planted for example-php'),
    OWN_SERVER,
    `before crontab -e deletes them it saves ${php.name}'s cron jobs in the evidence folder (crontab-php.txt)`,
    () => `the evidence folder lacks crontab-php.txt with ${php.name}'s planted job: ${JSON.stringify(savedJobs)}`,
  );
  ctx.expect(
    expiryIn(first.stdout) === 'never' && first.stdout.includes('# planted for example-php'),
    OWN_SERVER,
    'for example-php, the chage line shows "Account expires: never" to note and crontab -l lists the planted job to delete',
    () => `the own-server block did not show "Account expires: never" and the planted job of example-php:\n${first.output}`,
  );
  // The reader deletes the job in the editor; meanwhile a fresh PHP-FPM worker starts a process.
  run(tool('crontab'), ['-u', php.name, '-'], {input: ''});
  asAccount(php, 'exec </dev/null >/dev/null 2>&1; nohup sleep 601 &');
  await new Promise((r) => setTimeout(r, 200));
  // The rest ends with `sudo sshd -T`, which needs /run/sshd as on the reader's server, where sshd runs.
  const second = withSshdRunFolder(
    tool('bash'),
    ['-c', runnable(ctx, OWN_SERVER, commands.slice(editAt + 1).join('\n'), site).join('\n')],
    {
      env: {...adminEnv(ctx.workspace), ...evidence},
      cwd: ctx.workspace.dir,
    },
  );
  const locked = expiryOf(php);
  ctx.expect(
    locked === '1970-01-02',
    OWN_SERVER,
    'example-php is locked: chage shows it expired on 1970-01-02 (cron and at skip its jobs)',
    () => `example-php is not locked after the own-server block: chage shows "Account expires: ${locked}"`,
  );
  const left = await settle(php.uid);
  ctx.expect(
    left.length === 0,
    OWN_SERVER,
    "no process of example-php is left, the one a PHP-FPM worker started while the reader was in crontab -e's editor included",
    () =>
      `${left.length} processes of example-php still run after the own-server block:\n${left.map((p) => `${p.pid} ${p.args}`).join('\n')}`,
  );
  const jobs = run(tool('crontab'), ['-u', php.name, '-l']).stdout;
  ctx.expect(
    !second.stdout.includes('# planted') && !jobs.includes('# planted'),
    OWN_SERVER,
    'the second crontab -l shows the deleted job stays deleted: the first kill ended the process that put it back',
    () => `the planted cron job of example-php is back after the reader deleted it:\n${second.output}`,
  );
  const phpListed = pathsListedUnder(
    second.stdout,
    TEMP_FOLDERS.map((folder) => tempAt(ctx.workspace, folder)),
  );
  const phpWanted = tempShown(ctx.workspace, TEMP_PLANTED.php);
  ctx.expect(
    phpListed.join('\n') === phpWanted.join('\n'),
    OWN_SERVER,
    "its find lists example-php's file planted in /var/tmp, and none of the site account's",
    () =>
      `its find of example-php's files listed ${phpListed.join(', ') || 'nothing'}, not exactly ${phpWanted.join(', ')}:\n${second.output}`,
  );
  const keys = /^authorizedkeysfile .+$/im.exec(second.stdout)?.[0];
  const sshd = withSshdRunFolder(tool('sshd'), ['-T']).stdout;
  ctx.expect(
    keys !== undefined && sshd.split('\n').includes(keys),
    OWN_SERVER,
    `its sshd -T line shows where sshd looks for keys: "${keys}"`,
    () => `the own-server block's sshd -T | grep line printed no AuthorizedKeysFile:\n${second.output}`,
  );
}

/**
 * A put-back block (step 6's SSH keys, the backup guide's rclone.conf) run
 * twice: first with the account's `link` pointing at the root-only folder, as
 * a fresh PHP-FPM worker could leave it, which must stay untouched; then, the
 * link removed, the file must come back with `content`, 600 in 700 folders,
 * all owned by the account. Returns the second run's output.
 */
function putBack(
  ctx: RecipeContext,
  account: Account,
  rootOnly: {dir: string; snapshot: () => string},
  untouched: string,
  back: {ref: BlockRef; commands: string[]; link: string; file: string; content: string; between?: (output: string) => void},
): string {
  const {ref, link, file} = back;
  asAccount(account, `rm -rf ${link} && ln -s ${rootOnly.dir} ${link}`);
  const linked = adminRun(ctx.workspace, back.commands);
  // What tells the reader: mkdir's complaint ("File exists", or refused inside the link).
  const refused = linked.stderr.split('\n').find((line) => line.startsWith('mkdir: '));
  ctx.expect(
    rootOnly.snapshot() === untouched && refused !== undefined,
    ref,
    `with ~/${link} a link to a root-only folder, the put-back writes nothing there and says so ("${refused}")`,
    () =>
      refused === undefined
        ? `with ~/${link} a link, the put-back printed no mkdir error for the reader to see:\n${linked.output}`
        : `the put-back wrote through the account's ~/${link} link into the root-only folder, which now holds ${holding(rootOnly.snapshot())}`,
  );
  asAccount(account, `rm ${link}`);
  back.between?.(linked.output);
  const done = adminRun(ctx.workspace, back.commands);
  const parts = file.split('/');
  const wrong = parts
    .map((_, i) => parts.slice(0, i + 1).join('/'))
    .map((part, i, all) => ({part, stat: statOf(path.join(account.home, part)), mode: i === all.length - 1 ? 0o600 : 0o700}))
    .filter(({stat, mode}) => !stat || stat.isSymbolicLink() || stat.uid !== account.uid || (stat.mode & 0o777) !== mode)
    .map(({part, stat}) => `~/${part} ${stat ? `uid ${stat.uid} mode ${(stat.mode & 0o777).toString(8)}` : 'missing'}`);
  const written = statOf(path.join(account.home, file)) ? readFileSync(path.join(account.home, file), 'utf8') : '';
  ctx.expect(
    wrong.length === 0 && written === back.content,
    ref,
    `without the link it puts ~/${file} back as set aside, 600 in 700 folders, owned by the account`,
    () =>
      `after the put-back ${wrong.join(', ') || `~/${file} holds "${written}"`} (want the account's, 600 in 700 folders):\n${done.output}`,
  );
  return done.output;
}

/** The backup guide has the administrator repeat step 2's last kill and ps line before the restore: it ends the clean shell too. */
async function killEndsCleanShell(ctx: RecipeContext, account: Account, commands: string[], shellLine: string) {
  const killAt = commands.reduce((last, c, i) => (/\bkill -KILL\b/.test(c) ? i : last), -1);
  if (killAt < 0) ctx.fail(CLEAN_SHELL, 'no kill line to repeat before the restore, as the backup guide says');
  const killLine = commands.slice(killAt, /^sudo ps -u /.test(commands[killAt + 1] ?? '') ? killAt + 2 : killAt + 1);
  const terminal = onTerminal(ctx.workspace, shellLine);
  const shell = spawn(terminal.command, terminal.args, {...terminal.options, stdio: ['pipe', 'ignore', 'ignore']});
  const exited = new Promise<void>((resolve) => shell.once('exit', () => resolve()));
  const open = () => processesOf(account.uid).some((p) => p.args.startsWith('/bin/bash'));
  if (!(await waitUntil(open, 10_000))) {
    shell.kill('SIGKILL');
    ctx.fail(CLEAN_SHELL, 'the clean shell did not start within 10 s, so the kill line could not be run against it');
  }
  adminRun(ctx.workspace, killLine);
  const ended = await Promise.race([exited.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 3000))]);
  shell.stdin?.end();
  if (!ended) shell.kill('SIGKILL');
  ctx.expect(
    ended && (await settle(account.uid)).length === 0,
    CLEAN_SHELL,
    'its last kill and ps line, run again before a restore (wordpress/backup), ends the open clean shell',
    () => 'the kill line run again did not end the open clean shell (docs/wordpress/backup.mdx says it does)',
  );
}

/** Step 5's unlock: '' when "Account expires" was never, else the date chage -l showed, as its comment writes it. */
async function unlock(ctx: RecipeContext, account: Account, commands: string[], noted: string | undefined) {
  const block = renameAccount(ctx.block(UNLOCK).value, 'example', account.name);
  const unlockLine = commandsOf(block).find((c) => c === `sudo usermod --expiredate '' ${account.name}`);
  if (!unlockLine) ctx.fail(UNLOCK, "no unlock line (sudo usermod --expiredate '' example)");
  const datedLine = new RegExp(`sudo usermod --expiredate YYYY-MM-DD ${account.name}`).exec(block)?.[0];
  if (!datedLine) ctx.fail(UNLOCK, 'no comment with the dated unlock (sudo usermod --expiredate YYYY-MM-DD example)');
  const withDate = (shown: string | undefined) => {
    if (shown === 'never') return unlockLine;
    const date = shown && isoDate(shown);
    if (!date) ctx.fail(CLEAN_SHELL, `chage -l showed "Account expires: ${shown}", which is neither never nor a date to restore`);
    return datedLine.replace('YYYY-MM-DD', date);
  };

  adminRun(ctx.workspace, [withDate(noted)]);
  const su = await suOpens(account);
  ctx.expect(
    su.opens && expiryOf(account) === 'never',
    UNLOCK,
    `its ${unlockLine.replaceAll(account.name, 'example')} unlocks the account: su opens it, chage shows "never" again`,
    () => `after step 6's unlock su said "${su.output}" and chage shows "Account expires: ${expiryOf(account)}"`,
  );

  // An account that had an expiry date: step 2's chage and lock line again, then the unlock with the date it showed.
  run(tool('usermod'), ['--expiredate', EARLIER_EXPIRY, account.name]);
  const lockLines = commands.filter((c) => /^sudo (chage|usermod) /.test(c));
  const shown = expiryIn(adminRun(ctx.workspace, lockLines).stdout);
  adminRun(ctx.workspace, [withDate(shown)]);
  ctx.expect(
    expiryOf(account) === EARLIER_EXPIRY,
    UNLOCK,
    `with an expiry date before the lock, chage -l shows it ("${shown}"), and the dated unlock in the comment puts ${EARLIER_EXPIRY} back`,
    () => `the account expired on ${EARLIER_EXPIRY} before; chage -l showed "${shown}", and after the unlock it is "${expiryOf(account)}"`,
  );
}

export const cleanShellRecipe: Recipe = {
  name: 'clean-shell',
  summary: "the hacked-site recovery guide's clean shell after a break-in, on a throwaway account with an attacker's leftovers",
  async run(ctx) {
    const ws = ctx.workspace;
    const needed = [
      'sudo',
      'crontab',
      'atq',
      'atrm',
      'at',
      'script',
      'useradd',
      'userdel',
      'usermod',
      'chage',
      'su',
      'ps',
      'getent',
      'setpriv',
      'sshd',
    ] as const;
    for (const name of needed) tool(name);
    // Also on Ctrl+C or a crash between the account's creation and the end of the run.
    await ws.once('clean-shell-account', async () =>
      ws.adoptCleanup(async () => {
        await removeAccount(accountName());
        await removeAccount(phpAccountName());
      }),
    );
    const account = await createAccount(ws);
    try {
      const php = await createPhpAccount(ws);
      await procedure(ctx, account, php);
    } finally {
      await removeAccount(account.name);
      await removeAccount(phpAccountName());
    }
  },
  breakingEdits: [
    {
      what: "print the account's processes without saving them (review r63a M3)",
      ref: CLEAN_SHELL,
      edit: replace(' | tee "$E/ps.txt"', ''),
      expect: /lacks the account's process list with the planted program/,
    },
    {
      what: 'copy no program that deleted its own file (review r63a M3)',
      ref: CLEAN_SHELL,
      edit: replace(/^for p in \$\(sudo pgrep -u example\).*\n/m, ''),
      expect: /holds 0 program copies/,
    },
    {
      what: "print the PHP account's processes without saving them",
      ref: OWN_SERVER,
      edit: replace(' | tee "$E/ps-php.txt"', ''),
      expect: /lacks ps-php\.txt/,
    },
    {
      what: 'drop the first kill line (before the set-aside)',
      ref: CLEAN_SHELL,
      edit: replace(/^sudo -u example kill -KILL -1; /m, ''),
      expect: /home holds dot-files that are not \/etc\/skel's.*\.bash_login/,
    },
    {
      what: "save no links' targets or cron jobs before deleting them",
      ref: CLEAN_SHELL,
      edit: replace(/^sudo find "\$S" -type l -printf .*\n/m, ''),
      expect: /the evidence folder .* lacks the planted cron line, at job or link target/,
    },
    {
      what: "save no listing of the home's times before the move",
      ref: CLEAN_SHELL,
      edit: replace(/^sudo find "\$H" -printf .*\n/m, ''),
      expect: /the evidence folder .* lacks home-times\.txt/,
    },
    {
      what: 'save no at job before deleting it',
      ref: CLEAN_SHELL,
      edit: replace(/^for j in \$\(sudo atq.*\n/m, ''),
      expect: /the evidence folder .* lacks the planted cron line, at job or link target/,
    },
    {
      what: 'drop the lock',
      ref: CLEAN_SHELL,
      edit: replace(/; sudo usermod --expiredate 1 example$/m, ''),
      expect: /the account is not locked after the block/,
    },
    {
      what: "drop example-php's lock (own server)",
      ref: OWN_SERVER,
      edit: replace(/; sudo usermod --expiredate 1 example-php$/m, ''),
      expect: /example-php is not locked after the own-server block/,
    },
    {
      what: "drop example-php's first kill (before crontab -e): its process puts the deleted cron job back",
      ref: OWN_SERVER,
      edit: replace(/^sudo -u example-php kill -KILL -1; (?=sudo crontab)/m, ''),
      expect: /planted cron job of example-php is back/,
    },
    {
      what: "list example-php's cron jobs without saving them (review r69a LOW-5)",
      ref: OWN_SERVER,
      edit: replace(/ \| tee "\$E\/crontab-php\.txt"/, ''),
      expect: /the evidence folder lacks crontab-php\.txt/,
    },
    {
      what: 'drop the guard on E (review r72a MEDIUM F2): with E naming no folder, nothing is saved and the kill runs',
      ref: OWN_SERVER,
      edit: replace(/^\[ -d "\$E" \] \|\| .*\n/m, ''),
      expect: /with E naming no folder, the block went on/,
    },
    {
      what: "drop example-php's second kill (after crontab -e)",
      ref: OWN_SERVER,
      edit: replace(/^sudo -u example-php kill -KILL -1; (?=sudo ps)/m, ''),
      expect: /processes of example-php still run after the own-server block/,
    },
    {
      what: 'drop the set-aside (find ... mv) line',
      ref: CLEAN_SHELL,
      edit: replace(/; sudo find "\$H" [^\n]*/, ''),
      expect: /the set-aside folder lacks/,
    },
    {
      what: "drop the find of the account's files in the temporary folders",
      ref: CLEAN_SHELL,
      edit: replace(/^sudo find \/tmp \/var\/tmp \/dev\/shm -user example -ls\n/m, ''),
      expect: /its find of the account's files in \/tmp, \/var\/tmp, \/dev\/shm listed nothing/,
    },
    {
      what: 'list the temporary files with -print instead of -ls: a name with escape codes reaches the terminal raw',
      ref: CLEAN_SHELL,
      edit: replace(/(?<=^sudo find \/tmp \/var\/tmp \/dev\/shm -user example) -ls$/m, ' -print'),
      expect: /a listing printed a raw control character/,
    },
    {
      what: "drop the find of example-php's files in the temporary folders",
      ref: OWN_SERVER,
      edit: replace(/^sudo find \/tmp \/var\/tmp \/dev\/shm -user example-php -ls\n/m, ''),
      expect: /its find of example-php's files listed nothing/,
    },
    {what: 'drop --norc', ref: CLEAN_SHELL, edit: replace(' --norc', ''), expect: /ran the planted ~\/\.bashrc line/},
    {what: 'drop HISTFILE=/dev/null', ref: CLEAN_SHELL, edit: replace(' HISTFILE=/dev/null', ''), expect: /\.bash_history/},
    {what: "drop env's -i", ref: CLEAN_SHELL, edit: replace('/usr/bin/env -i ', '/usr/bin/env '), expect: /environment also holds/},
    {
      what: "drop the guard against the example S in step 6's block",
      ref: BEFORE_UNLOCKING,
      edit: replace(/^sudo test -d "\$S" \|\| .*\n/m, ''),
      expect: /with S and K left as the example, the block did not stop at its guard \("Set S/,
    },
    {
      what: "drop the guard against the example K in step 6's block",
      ref: BEFORE_UNLOCKING,
      edit: replace(/^\[ "\$K" != .*\n/m, ''),
      expect: /with K left as the example, the block did not stop at its guard \("Set K to your own key"; ~\/\.ssh made/,
    },
    {
      what: 'read the old keys with cat, not cat -v: the added key hides on a terminal',
      ref: BEFORE_UNLOCKING,
      edit: replace('sudo cat -v "$S/.ssh/authorized_keys"', 'sudo cat "$S/.ssh/authorized_keys"'),
      expect: /step 6's block did not show the set-aside keys, the added one's codes as text/,
    },
    {
      what: "pipe the old file back instead of the reader's own key: the attacker's added key comes back",
      ref: BEFORE_UNLOCKING,
      edit: replace(`printf '%s\\n' "$K" |`, `sudo cat "$S/.ssh/authorized_keys" |`),
      expect: /~\/\.ssh\/authorized_keys holds "ssh-ed25519 [^"]*reader@laptop\nssh-ed25519 /,
    },
    {
      what: 'put the SSH keys back as root (sudo HOME="$H" sh -c instead of sudo -u example sh -c)',
      ref: BEFORE_UNLOCKING,
      edit: replace('sudo -u example sh -c', 'sudo HOME="$H" sh -c'),
      expect: /~\/\.ssh uid 0 .*want the account's/,
    },
    {
      what: "put rclone.conf back as root (sudo HOME=<the home> sh -c instead of sudo -u example sh -c): root's mkdir .config/rclone creates a folder through the link",
      ref: RCLONE_BACK,
      edit: replace('sudo -u example sh -c', 'sudo HOME="$(getent passwd example | cut -d: -f6)" sh -c'),
      expect: /wrote through the account's ~\/\.config link into the root-only folder/,
    },
  ],
};
