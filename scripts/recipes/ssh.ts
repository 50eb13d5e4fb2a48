/**
 * The hosting security guide's SSH drop-in and Fail2Ban jail, read by the
 * real tools: `sshd -T` over Debian's stock sshd_config with the drop-in and
 * a cloud image's 50-cloud-init.conf beside it, and `fail2ban-client -t`
 * over a copy of Debian's /etc/fail2ban with the article's jail.local.
 */
import {cpSync, existsSync, mkdirSync, readFileSync, rmSync} from 'node:fs';
import type {BlockRef} from './blocks';
import {replace, type Recipe, type RecipeContext} from './recipe';
import {MissingToolError} from '../samples/tools';
import {inOwnTmpfs, run, tool, type CommandOptions, type CommandResult, type RecipeWorkspace} from './system';

const SECURITY = 'hosting/security';
export const HARDENING: BlockRef = {article: SECURITY, title: '/etc/ssh/sshd_config.d/00-hardening.conf'};
export const JAIL: BlockRef = {article: SECURITY, title: '/etc/fail2ban/jail.local'};

/** What the section promises whatever else is configured: keys only, no root, no passwords. */
const PROMISED = {permitrootlogin: 'no', passwordauthentication: 'no', kbdinteractiveauthentication: 'no', pubkeyauthentication: 'yes'};

/** `Key value` lines of an sshd config, split into the main part and each `Match` block. */
export function sshdDirectives(text: string): {main: [string, string][]; matches: {criteria: string; directives: [string, string][]}[]} {
  const main: [string, string][] = [];
  const matches: {criteria: string; directives: [string, string][]}[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [key, ...rest] = line.split(/\s+/);
    const value = rest.join(' ');
    if (key.toLowerCase() === 'match') matches.push({criteria: value, directives: []});
    else (matches.at(-1)?.directives ?? main).push([key.toLowerCase(), value]);
  }
  return {main, matches};
}

/** `sshd -T` output as key -> values (a key such as allowusers comes once per value). */
function effective(output: string): Map<string, string> {
  const settings = new Map<string, string>();
  for (const line of output.split('\n')) {
    const [key, ...rest] = line.trim().split(/\s+/);
    if (!key) continue;
    const value = rest.join(' ');
    settings.set(key, settings.has(key) ? `${settings.get(key)} ${value}` : value);
  }
  return settings;
}

/**
 * Runs a command as on a server where sshd runs: sshd refuses even -T without
 * its privilege separation folder /run/sshd, which only the service creates.
 * A private mount namespace gets an empty /run with that folder, so nothing
 * on the machine changes.
 */
export function withSshdRunFolder(command: string, args: string[], options: CommandOptions = {}): CommandResult {
  return run(tool('unshare'), inOwnTmpfs('/run', [command, ...args], {folders: ['sshd']}), options);
}

function sshdT(ws: RecipeWorkspace, ref: BlockRef, ctx: RecipeContext, connection?: string): Map<string, string> {
  const config = ws.at('/etc/ssh/sshd_config');
  const args = ['-T', '-f', config, '-h', ws.at('/etc/ssh/ssh_host_ed25519_key'), ...(connection ? ['-C', connection] : [])];
  const result = withSshdRunFolder(tool('sshd'), args);
  if (result.status !== 0) ctx.fail(ref, `sshd -T rejects the configuration:\n${result.output.replaceAll(ws.root, '')}`);
  return effective(result.stdout);
}

async function ssh(ctx: RecipeContext) {
  const ws = ctx.workspace;
  const label = 'sshd';
  rmSync(ws.at('/etc/ssh'), {recursive: true, force: true});
  mkdirSync(ws.at('/etc/ssh/sshd_config.d'), {recursive: true});
  ws.write('/etc/ssh/sshd_config', ws.rewrite("Debian's stock /etc/ssh/sshd_config", readFileSync('/etc/ssh/sshd_config', 'utf8')));
  if (!existsSync(ws.at('/etc/ssh/ssh_host_ed25519_key'))) {
    const key = run(tool('sshKeygen'), ['-q', '-t', 'ed25519', '-N', '', '-f', ws.at('/etc/ssh/ssh_host_ed25519_key')]);
    if (key.status !== 0) throw new Error(`ssh-keygen could not make a host key: ${key.output}`);
  }
  ws.note(label, 'host keys', `a throwaway ${ws.at('/etc/ssh/ssh_host_ed25519_key')} (-h)`);
  const dropIn = ctx.block(HARDENING);
  // Written as is: sshd -T opens none of its paths (ChrootDirectory is checked at login).
  ws.write(HARDENING.title, dropIn.value);
  // What the article guards against: a cloud image's later file switching passwords back on.
  ws.write('/etc/ssh/sshd_config.d/50-cloud-init.conf', 'PasswordAuthentication yes\n');
  ws.note(label, '/etc/ssh/sshd_config.d/50-cloud-init.conf', '"PasswordAuthentication yes", as some cloud images ship it');

  const settings = sshdT(ws, HARDENING, ctx);
  for (const [key, value] of Object.entries(PROMISED)) {
    ctx.expect(
      settings.get(key) === value,
      HARDENING,
      `sshd -T: ${key} ${value}`,
      () => `in effect ${key} is "${settings.get(key)}", the section promises "${value}"`,
    );
  }
  const {main, matches} = sshdDirectives(dropIn.value);
  for (const [key, value] of main) {
    const got = settings.get(key);
    ctx.expect(
      got?.toLowerCase() === value.toLowerCase(),
      HARDENING,
      `sshd -T: the drop-in's ${key} ${value} is in effect`,
      () => `the drop-in says ${key} ${value}, but sshd -T gives "${got}"`,
    );
  }
  for (const match of matches) {
    const user = /^User\s+(\S+)$/i.exec(match.criteria)?.[1];
    if (!user) ctx.fail(HARDENING, `the recipe reads only "Match User <name>" blocks, not "Match ${match.criteria}"`);
    const inside = sshdT(ws, HARDENING, ctx, `user=${user},host=client.example.net,addr=198.51.100.20`);
    const other = sshdT(ws, HARDENING, ctx, 'user=alex,host=client.example.net,addr=198.51.100.20');
    for (const [key, value] of match.directives) {
      ctx.expect(
        inside.get(key)?.toLowerCase() === value.toLowerCase(),
        HARDENING,
        `sshd -T -C user=${user}: ${key} ${value}`,
        () => `for ${user}, sshd -T gives ${key} "${inside.get(key)}", not "${value}"`,
      );
      ctx.expect(
        other.get(key)?.toLowerCase() !== value.toLowerCase() || settings.get(key)?.toLowerCase() === value.toLowerCase(),
        HARDENING,
        `sshd -T -C user=alex: ${key} is not ${value} (the Match block stays with ${user})`,
        () => `the Match block leaks: for alex, ${key} is "${other.get(key)}"`,
      );
    }
  }
}

/** Debian's /etc/fail2ban, copied under the run's root with its log paths moved there too; returns the folder. */
export function debianFail2ban(ws: RecipeWorkspace): string {
  const dir = ws.at('/etc/fail2ban');
  rmSync(dir, {recursive: true, force: true});
  cpSync('/etc/fail2ban', dir, {recursive: true});
  for (const file of ['paths-common.conf', 'paths-debian.conf']) {
    ws.write(`/etc/fail2ban/${file}`, ws.rewrite(`Debian's stock /etc/fail2ban/${file}`, ws.read(`/etc/fail2ban/${file}`)));
  }
  return dir;
}

/** Debian's /etc/fail2ban with the article's jail.local, with no auth.log there: a fresh Debian 12 or 13 without rsyslog. */
function fail2banConfig(ws: RecipeWorkspace, jail: string): string {
  const dir = debianFail2ban(ws);
  ws.write('/etc/fail2ban/jail.local', jail);
  return dir;
}

/** Fail2Ban's own reading of the configuration in `dir` (fail2ban-client -d). */
export function fail2banReading(dir: string): string {
  return run(tool('fail2ban'), ['-c', dir, '-d']).stdout;
}

/** That reading (`fail2banReading`) must hold each pattern; a miss is blamed on `ref`, the block that sets it. */
export function expectFail2banReading(ctx: RecipeContext, ref: BlockRef, dump: string, checks: readonly (readonly [string, RegExp])[]) {
  for (const [what, pattern] of checks) {
    ctx.expect(pattern.test(dump), ref, `fail2ban-client -d: ${what}`, () => `fail2ban's own reading of the jail does not have ${what}`);
  }
}

export function fail2banTest(dir: string) {
  return run(tool('fail2ban'), ['-c', dir, '-t']);
}

async function fail2ban(ctx: RecipeContext) {
  const ws = ctx.workspace;
  // The journal backend needs these bindings, which fail2ban only recommends; Fail2Ban runs on Debian's python3.
  if (run('/usr/bin/python3', ['-c', 'import systemd.journal']).status !== 0) {
    throw new MissingToolError(
      "Fail2Ban's journal backend needs Python's systemd bindings: install them with `sudo apt-get install -y python3-systemd` (Debian/Ubuntu).",
    );
  }
  const jail = ctx.block(JAIL).value;
  mkdirSync(ws.at('/var/log'), {recursive: true});
  rmSync(ws.at('/var/log/auth.log'), {force: true});
  // As shown, on a fresh Debian 12 or 13 that logs to the journal only.
  const dir = fail2banConfig(ws, jail);
  const journalOnly = fail2banTest(dir);
  ctx.expect(
    journalOnly.status === 0,
    JAIL,
    'without /var/log/auth.log (journal only), every jail and filter loads (fail2ban-client -t)',
    () => `without /var/log/auth.log fail2ban-client -t failed (exit ${journalOnly.status}):\n${journalOnly.output}`,
  );
  expectFail2banReading(ctx, JAIL, fail2banReading(dir), [
    ['the sshd jail is enabled and reads the journal', /\['add', 'sshd', 'systemd'\][\s\S]*\['start', 'sshd'\]/],
    ['bantime 1h', /\['set', 'sshd', 'bantime', '1h'\]/],
    ['findtime 10m', /\['set', 'sshd', 'findtime', '10m'\]/],
    ['maxretry 5', /\['set', 'sshd', 'maxretry', 5\]/],
    ['ignoreip keeps 127.0.0.1/8, ::1 and 198.51.100.7', /\['set', 'sshd', 'addignoreip', '127\.0\.0\.1\/8', '::1', '198\.51\.100\.7'\]/],
  ]);
  // What the article says happens without its backend line.
  const without = jail.replace(/^backend\s*=\s*systemd\s*\n?/m, '');
  if (without !== jail) {
    ws.note('fail2ban', 'backend = systemd', 'taken out once, to check what the article says happens without it');
    const bare = fail2banTest(fail2banConfig(ws, without));
    ctx.expect(
      bare.status !== 0 && /not found any log file for sshd/i.test(bare.output),
      JAIL,
      'without the backend line and without auth.log, Fail2Ban refuses the sshd jail, as the article says',
      () => `without the backend line fail2ban-client -t gave (exit ${bare.status}):\n${bare.output}`,
    );
  }
  // Where rsyslog still writes auth.log (Ubuntu), the jail loads too.
  ws.write('/var/log/auth.log', '');
  const withLog = fail2banTest(fail2banConfig(ws, jail));
  ctx.expect(
    withLog.status === 0,
    JAIL,
    'with /var/log/auth.log present, the jail loads as shown',
    () => `fail2ban-client -t failed:\n${withLog.output}`,
  );
}

export const sshRecipe: Recipe = {
  name: 'ssh-fail2ban',
  summary: "sshd -T over Debian's sshd_config with the hardening drop-in; fail2ban-client -t with the jail",
  async run(ctx) {
    await ssh(ctx);
    await fail2ban(ctx);
  },
  breakingEdits: [
    {
      what: 'set PasswordAuthentication yes',
      ref: HARDENING,
      edit: replace('PasswordAuthentication no', 'PasswordAuthentication yes'),
      expect: /passwordauthentication is "yes"/,
    },
    {
      what: 'drop backend = systemd',
      ref: JAIL,
      edit: replace(/^backend\s*=\s*systemd\s*\n?/m, ''),
      expect: /without \/var\/log\/auth\.log fail2ban-client -t failed/,
    },
    {
      what: 'a jail with a filter that does not exist',
      ref: JAIL,
      edit: replace('[sshd]\nenabled = true', '[sshd]\nenabled = true\nfilter = sshd-missing'),
      expect: /filter\.d\/sshd-missing/,
    },
  ],
};
