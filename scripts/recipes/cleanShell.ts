/**
 * The WordPress security guide's clean shell after a break-in ("If your site
 * is hacked", step 3's administrator block, and the unlock of step 5), run
 * as root with the real sudo on a throwaway account whose home is under the
 * run's temp folder. What an attacker leaves is planted first: a process
 * that keeps forking, lines in ~/.bashrc and ~/.profile, a ~/.wp-cli/config.yml,
 * a ~/.forward and a cron job. Then the block runs as written (the account
 * `example` renamed), and the recipe checks what the article promises: the
 * account is locked, none of its processes is left, the clean shell has the
 * environment the article gives it and ran nothing planted, repeating the
 * kill line ends that shell (as the backup guide says), and step 5 unlocks
 * the account, back to the expiry date it had. Lines this machine cannot run
 * are reported as not run with what they need.
 */
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {BlockRef} from './blocks';
import {replace, type Recipe, type RecipeContext} from './recipe';
import {run, tool, type RecipeWorkspace} from './system';

const SECURITY = 'wordpress/security';
export const CLEAN_SHELL: BlockRef = {article: SECURITY, title: 'Terminal (start a clean shell, as an administrator)'};
export const IN_CLEAN_SHELL: BlockRef = {article: SECURITY, title: 'Terminal (pasted into that clean shell: runs no code of the site)'};

/** The administrator's terminal: what `TERM="$TERM"` must carry into the clean shell. */
const ADMIN_TERM = 'xterm-256color';
const ADMIN_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
/** Variables the clean shell may hold: the article's, and those bash sets itself. */
const CLEAN_ENV = ['HOME', 'TERM', 'PATH', 'HISTFILE', 'WP_CLI_CONFIG_PATH', 'WP_CLI_PACKAGES_DIR', 'PWD', 'OLDPWD', 'SHLVL', '_'];
/** An expiry date the account had before, which step 5 must give back. */
const EARLIER_EXPIRY = '2099-12-31';

interface Account {
  name: string;
  uid: number;
  gid: number;
  home: string;
}

/** The article's account name, renamed where it stands alone (not example.com, not example-php). */
export function renameAccount(text: string, name: string): string {
  return text.replace(/(?<![\w.-])example(?![\w.-])/g, name);
}

/** A block's commands: comments dropped, continued lines joined, `a; b` split where `;` ends a command outside quotes. */
export function commandsOf(text: string): string[] {
  const lines = text
    .replace(/\\\n\s*/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  return lines.flatMap((line) => {
    const parts: string[] = [];
    let quote = '';
    let start = 0;
    for (let i = 0; i < line.length; i++) {
      const c = line[i];
      if (quote) quote = c === quote ? '' : quote;
      else if (c === "'" || c === '"') quote = c;
      else if (c === ';') {
        parts.push(line.slice(start, i).trim());
        start = i + 1;
      }
    }
    parts.push(line.slice(start).trim());
    return parts.filter(Boolean);
  });
}

/** What a line needs that this machine may lack; undefined when it runs here. */
function cannotRun(command: string): string | undefined {
  if (/^sudo loginctl\b/.test(command) && !existsSync('/run/systemd/system')) {
    return 'systemd as PID 1 with systemd-logind (this machine has no systemd running)';
  }
  if (/\bcrontab\b.*\s-e\b/.test(command)) {
    return 'a reader at an editor, deleting the jobs by hand (sudo passes no EDITOR); the -l listing before it runs';
  }
  return undefined;
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

async function settle(uid: number, timeoutMs = 1000): Promise<{pid: number; args: string}[]> {
  const deadline = Date.now() + timeoutMs;
  let left = processesOf(uid);
  while (left.length && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    left = processesOf(uid);
  }
  return left;
}

/** Ends the account's processes and removes it with its cron table; safe to call when it is gone. */
async function removeAccount(name: string) {
  const entry = run(tool('getent'), ['passwd', name]);
  if (entry.status !== 0) return;
  const uid = Number(entry.stdout.split(':')[2]);
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
  // --force: a killed process not yet reaped by its parent still counts as the account's.
  const removed = run(tool('userdel'), ['--force', '--remove', name]);
  if (run(tool('getent'), ['passwd', name]).status === 0) throw new Error(`userdel could not remove ${name}: ${removed.output}`);
}

function accountName(): string {
  return `recipe-ex${process.pid}`;
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
  return run(tool('setpriv'), [`--reuid=${account.uid}`, `--regid=${account.gid}`, '--init-groups', '/bin/sh', '-c', script], {
    env: {PATH: ADMIN_PATH, HOME: account.home},
    cwd: account.home,
  });
}

/** What an attacker who ran as the account leaves behind. */
function plant(account: Account) {
  const h = account.home;
  const planted = asAccount(
    account,
    [
      `echo ': > ${h}/bashrc-ran' >> ${h}/.bashrc`,
      `echo ': > ${h}/profile-ran' >> ${h}/.profile`,
      `mkdir -p ${h}/.wp-cli && printf 'require:\\n  - ${h}/.cache/loader.php\\n' > ${h}/.wp-cli/config.yml`,
      `echo '|/bin/sh -c "exec ${h}/.cache/mailer"' > ${h}/.forward`,
      // A process that forks a new child every 0.2 s, started in the background and left behind
      // (its output to a file of the account's: it may not write /dev/null on every machine).
      `mkdir -p ${h}/.cache && exec </dev/null >>${h}/.cache/out 2>&1`,
      `nohup /bin/sh -c 'while :; do sleep 0.2 & wait $!; done' &`,
      `nohup sleep 600 &`,
    ].join('\n'),
  );
  if (planted.status !== 0) throw new Error(`could not plant the attacker's files as ${account.name}: ${planted.output}`);
  const cron = run(tool('crontab'), ['-u', account.name, '-'], {input: `*/5 * * * * ${h}/.cache/beacon # planted\n`});
  if (cron.status !== 0) throw new Error(`could not plant a cron job for ${account.name}: ${cron.output}`);
}

/** The administrator's environment; HOME is the run's folder, as nothing here reads it. */
function adminEnv(ws: RecipeWorkspace): NodeJS.ProcessEnv {
  return {PATH: ADMIN_PATH, TERM: ADMIN_TERM, HOME: ws.dir};
}

/** The administrator's shell running some of the block's lines (not on a terminal: none of these reads one). */
function adminRun(ws: RecipeWorkspace, commands: string[]) {
  return run(tool('bash'), ['-c', commands.join('\n')], {env: adminEnv(ws)});
}

/** `Account expires` as `chage -l -i` prints it. */
function expiryIn(output: string): string | undefined {
  return /^Account expires\s*:\s*(.+)$/m.exec(output)?.[1].trim();
}

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

async function procedure(ctx: RecipeContext, account: Account) {
  const ws = ctx.workspace;
  ws.note(SECURITY, 'the account example', `${account.name} (uid ${account.uid}), home ${account.home}, deleted at the end`);
  const asWritten = commandsOf(ctx.block(CLEAN_SHELL).value);
  const commands = asWritten.map((command) => renameAccount(command, account.name));
  const shellLine = commands.at(-1)!;
  const before: string[] = [];
  asWritten.slice(0, -1).forEach((command, i) => {
    const needs = cannotRun(command);
    if (needs) ctx.notRunHere(CLEAN_SHELL, command, needs);
    else before.push(commands[i]);
  });

  plant(account);
  ctx.expect(
    (await settle(account.uid, 0)).length >= 2,
    CLEAN_SHELL,
    'planted: a process of the account forking every 0.2 s, ~/.bashrc and ~/.profile lines, ~/.wp-cli/config.yml, ~/.forward, a cron job',
    () => `the planted processes of ${account.name} did not start`,
  );

  const admin = adminRun(ws, before);
  const noted = expiryIn(admin.stdout);
  ctx.expect(
    noted === 'never',
    CLEAN_SHELL,
    'the chage line shows "Account expires: never" to write down',
    () => `the block's output has no "Account expires: never" line to write down:\n${admin.output}`,
  );
  const lockedSu = suOpens(account);
  const locked = expiryOf(account);
  ctx.expect(
    /\s\.forward\n/.test(`${admin.stdout}\n`),
    CLEAN_SHELL,
    'the ls line, run as the account, lists the planted ~/.forward to read',
    () => `the block's output does not list the planted ~/.forward:\n${admin.output}`,
  );
  const left = await settle(account.uid);
  ctx.expect(
    left.length === 0,
    CLEAN_SHELL,
    'no process of the account is left, the one that kept forking included',
    () => `${left.length} processes of the account still run after the block:\n${left.map((p) => `${p.pid} ${p.args}`).join('\n')}`,
  );
  ctx.expect(
    admin.stdout.includes('.cache/beacon # planted'),
    CLEAN_SHELL,
    'crontab -l, run as root on the locked account, lists the planted job to delete',
    () => `the block's output does not list the planted cron job:\n${admin.output}`,
  );

  // The clean shell, with the second block's line that reads ~/.wp-cli/config.yml typed into it.
  const readConfig = commandsOf(ctx.block(IN_CLEAN_SHELL).value).find((c) => c.startsWith('cat ~/.wp-cli/config.yml'));
  if (!readConfig) ctx.fail(IN_CLEAN_SHELL, 'no line reads ~/.wp-cli/config.yml (the recipe types it into the clean shell)');
  const typed = [
    `printf '\\nRESULT_%s=%s\\n' USER "$(id -un)" HOME "$HOME" TERM "$TERM" PATH "$PATH" HISTFILE "$HISTFILE" FLAGS "$-"`,
    `printf '\\nRESULT_%s=%s\\n' CONFIG "$WP_CLI_CONFIG_PATH" PACKAGES "$WP_CLI_PACKAGES_DIR" ENV "$(env | cut -d= -f1 | sort | tr '\\n' ' ')"`,
    readConfig,
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
    'the clean shell ran neither the planted ~/.bashrc line nor the ~/.profile one',
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
    ['CONFIG', '/dev/null'],
    ['PACKAGES', '/dev/null'],
  ];
  for (const [name, value] of expected) {
    ctx.expect(
      got.get(name) === value,
      CLEAN_SHELL,
      `in the clean shell ${name === 'CONFIG' ? 'WP_CLI_CONFIG_PATH' : name === 'PACKAGES' ? 'WP_CLI_PACKAGES_DIR' : name} is ${value}`,
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
  ctx.expect(
    output.includes(`${account.home}/.cache/loader.php`),
    IN_CLEAN_SHELL,
    "the second block's cat line shows the planted ~/.wp-cli/config.yml in the clean shell",
    () => `the clean shell did not show the planted ~/.wp-cli/config.yml:\n${output}`,
  );

  const su = await lockedSu;
  ctx.expect(
    !su.opens && /expired/i.test(su.output) && locked === '1970-01-02',
    CLEAN_SHELL,
    `the account is locked: su refuses it ("${su.output.split('\n')[0]}"), chage shows it expired on ${locked}`,
    () =>
      `the account is not locked after the block: su as root ${su.opens ? 'opened it' : `said "${su.output}"`}, chage shows "Account expires: ${locked}"`,
  );
  await killEndsCleanShell(ctx, account, commands, shellLine);
  await unlock(ctx, account, commands, noted);
}

/** The backup guide has the administrator repeat the kill and ps line before the restore: it ends the clean shell too. */
async function killEndsCleanShell(ctx: RecipeContext, account: Account, commands: string[], shellLine: string) {
  const killLine = commands.filter((c) => /\bkill\b/.test(c) || /^sudo ps -u /.test(c));
  if (!killLine.some((c) => /\bkill\b/.test(c)))
    ctx.fail(CLEAN_SHELL, 'no kill line to repeat before the restore, as the backup guide says');
  const terminal = onTerminal(ctx.workspace, shellLine);
  const shell = spawn(terminal.command, terminal.args, {...terminal.options, stdio: ['pipe', 'ignore', 'ignore']});
  const exited = new Promise<void>((resolve) => shell.once('exit', () => resolve()));
  const open = () => processesOf(account.uid).some((p) => p.args.startsWith('/bin/bash'));
  const deadline = Date.now() + 10_000;
  while (!open() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  if (!open()) {
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
    'the kill and ps line, run again before a restore (wordpress/backup), ends the open clean shell',
    () => 'the kill line run again did not end the open clean shell (docs/wordpress/backup.mdx says it does)',
  );
}

/** Step 5's unlock, from the block's comment: '' when "Account expires" was never, else the date written down. */
async function unlock(ctx: RecipeContext, account: Account, commands: string[], noted: string | undefined) {
  const block = renameAccount(ctx.block(CLEAN_SHELL).value, account.name);
  const unlockLine = new RegExp(`sudo usermod --expiredate '' ${account.name}`).exec(block)?.[0];
  if (!unlockLine) ctx.fail(CLEAN_SHELL, "no unlock line (sudo usermod --expiredate '' example) for step 5");
  const withDate = (date: string | undefined) => (date && date !== 'never' ? unlockLine.replace("''", `'${date}'`) : unlockLine);

  adminRun(ctx.workspace, [withDate(noted)]);
  const su = await suOpens(account);
  ctx.expect(
    su.opens && expiryOf(account) === 'never',
    CLEAN_SHELL,
    `step 5's ${renameAccount(unlockLine, 'example')} unlocks it: su opens it, chage shows "never" again`,
    () => `after step 5's unlock su said "${su.output}" and chage shows "Account expires: ${expiryOf(account)}"`,
  );

  // An account that had an expiry date: the chage and lock lines again, then the unlock with the date written down.
  run(tool('usermod'), ['--expiredate', EARLIER_EXPIRY, account.name]);
  const lockLines = commands.filter((c) => /^sudo (chage|usermod) /.test(c));
  const shown = expiryIn(adminRun(ctx.workspace, lockLines).stdout);
  adminRun(ctx.workspace, [withDate(shown)]);
  ctx.expect(
    shown === EARLIER_EXPIRY && expiryOf(account) === EARLIER_EXPIRY,
    CLEAN_SHELL,
    `with an expiry date before the lock, chage -l -i shows it as ${EARLIER_EXPIRY}, and the unlock with it puts it back`,
    () => `the account expired on ${EARLIER_EXPIRY} before; chage showed "${shown}", and after the unlock it is "${expiryOf(account)}"`,
  );
}

export const cleanShellRecipe: Recipe = {
  name: 'clean-shell',
  summary: "the WordPress security guide's clean shell after a break-in, on a throwaway account with an attacker's leftovers",
  async run(ctx) {
    const ws = ctx.workspace;
    for (const name of ['sudo', 'crontab', 'script', 'useradd', 'userdel', 'usermod', 'chage', 'su', 'ps', 'getent', 'setpriv'] as const)
      tool(name);
    // Also on Ctrl+C or a crash between the account's creation and the end of the run.
    await ws.once('clean-shell-account', async () => ws.adoptCleanup(() => removeAccount(accountName())));
    const account = await createAccount(ws);
    try {
      await procedure(ctx, account);
    } finally {
      await removeAccount(account.name);
    }
  },
  breakingEdits: [
    {
      what: 'drop the kill line',
      ref: CLEAN_SHELL,
      edit: replace(/^sudo -u example kill -KILL -1; /m, ''),
      expect: /processes of the account still run after the block/,
    },
    {
      what: 'drop the lock',
      ref: CLEAN_SHELL,
      edit: replace(/^sudo usermod --expiredate 1 example\n/m, ''),
      expect: /the account is not locked after the block/,
    },
    {what: 'drop --norc', ref: CLEAN_SHELL, edit: replace(' --norc', ''), expect: /ran the planted ~\/\.bashrc line/},
    {what: 'drop HISTFILE=/dev/null', ref: CLEAN_SHELL, edit: replace(' HISTFILE=/dev/null', ''), expect: /\.bash_history/},
    {what: "drop env's -i", ref: CLEAN_SHELL, edit: replace('/usr/bin/env -i ', '/usr/bin/env '), expect: /environment also holds/},
  ],
};
