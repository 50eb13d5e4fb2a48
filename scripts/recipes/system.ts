/**
 * What recipes run on: Debian's tools (a missing one is an error naming its
 * package, scripts/samples/tools.ts), commands run to completion, servers
 * started once per run on 127.0.0.1 under one temp folder, and curl.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {
  chmodSync,
  chownSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {connect} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {createInterface} from 'node:readline';
import {findTool, MissingToolError, TOOLS} from '../samples/tools';
import {rewritePaths, type PathRewrite} from './paths';

export function tool(name: keyof typeof TOOLS): string {
  return findTool(TOOLS[name]);
}

/** Debian names PHP-FPM by version (php-fpm8.2 on Debian 12, 8.4 on 13): whichever is installed. */
export function phpFpm(): string {
  const found = ['/usr/sbin', '/usr/bin'].flatMap((dir) => {
    try {
      return readdirSync(dir)
        .filter((name) => /^php-fpm\d+\.\d+$/.test(name))
        .map((name) => path.join(dir, name));
    } catch {
      return [];
    }
  });
  if (!found.length)
    throw new MissingToolError('php-fpm was not found: install it with `sudo apt-get install -y php-fpm` (Debian/Ubuntu).');
  return found.sort().at(-1)!;
}

export interface CommandResult {
  status: number;
  stdout: string;
  stderr: string;
  /** stdout and stderr, trimmed. */
  output: string;
}

export interface CommandOptions {
  input?: string;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Run as this unprivileged account (uid, gid): a reader who is not root. */
  user?: {uid: number; gid: number};
  timeout?: number;
}

export function run(command: string, args: string[], options: CommandOptions = {}): CommandResult {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    input: options.input,
    env: options.env ?? process.env,
    cwd: options.cwd,
    uid: options.user?.uid,
    gid: options.user?.gid,
    timeout: options.timeout ?? 60_000,
  });
  const stdout = result.stdout ?? '';
  const stderr = result.stderr ?? (result.error ? String(result.error) : '');
  return {status: result.status ?? 1, stdout, stderr, output: `${stdout}${stderr}`.trim()};
}

/** The port is taken once something accepts a connection there, or the socket file answers. */
export async function waitForListener(target: {port: number} | {socket: string}, what: string, child?: ChildProcess, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited with status ${child.exitCode} before it was ready`);
    const ok = await new Promise<boolean>((resolve) => {
      const socket = 'port' in target ? connect(target.port, '127.0.0.1') : connect(target.socket);
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${what} did not start listening within ${timeoutMs / 1000} s`);
}

/** A server process the run started; stopped at the end with its output kept for failures. */
export class Server {
  private output = '';
  constructor(
    readonly name: string,
    readonly child: ChildProcess,
  ) {
    child.stdout?.on('data', (d) => (this.output += d));
    child.stderr?.on('data', (d) => (this.output += d));
  }
  get log(): string {
    return this.output.trim();
  }
  /** Resolves once the server prints a line matching `ready` on stdout; fails with its output if it ends first or takes longer. */
  waitForLine(ready: RegExp, timeoutMs: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${this.name} did not print ${ready} within ${timeoutMs / 1000} s:\n${this.log}`)),
        timeoutMs,
      );
      createInterface({input: this.child.stdout!}).on('line', (line) => {
        if (!ready.test(line)) return;
        clearTimeout(timer);
        resolve();
      });
      // 'close', not 'exit': the output is complete then, for the message.
      this.child.once('close', (code) => {
        clearTimeout(timer);
        reject(new Error(`${this.name} exited with status ${code}:\n${this.log}`));
      });
    });
  }

  async stop() {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((r) => this.child.once('exit', r));
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
}

/**
 * unshare's arguments that run `command` in a mount namespace of its own with a memory file system (tmpfs) on
 * `folder`, seen by that command and what it starts, and gone with them: nothing on the machine changes. `mode` is the
 * tmpfs's mode; `folders` are made in it first. The folder is the shell's `$0`, so no quoting of it is needed.
 */
export function inOwnTmpfs(
  folder: string,
  command: readonly string[],
  {mode, folders = []}: {mode?: string; folders?: string[]} = {},
): string[] {
  const made = folders.map((name) => ` && mkdir "$0/${name}"`).join('');
  const script = `mount -t tmpfs${mode ? ` -o mode=${mode}` : ''} tmpfs "$0"${made} && exec "$@"`;
  return ['--mount', '--propagation', 'private', 'sh', '-c', script, folder, ...command];
}

export function startProcess(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Server {
  return new Server(name, spawn(command, args, {env, stdio: ['ignore', 'pipe', 'pipe']}));
}

/**
 * The run's temp folder: `root` stands for the reader's `/` (so /etc/nginx is
 * `<root>/etc/nginx`), plus a throwaway certificate for example.com and
 * www.example.com, every path rewrite made for `--verbose`, and the servers.
 */
export class RecipeWorkspace {
  readonly dir = mkdtempSync(path.join(tmpdir(), 'recipes-'));
  readonly root = path.join(this.dir, 'root');
  /** Under the root, so path rewrites leave them alone. */
  readonly certificateFile = path.join(this.root, 'etc/ssl/recipes/throwaway.crt');
  readonly keyFile = path.join(this.root, 'etc/ssl/recipes/throwaway.key');
  readonly rewrites = new Map<string, PathRewrite[]>();
  private servers: Server[] = [];
  private cleanups: (() => Promise<void>)[] = [];
  private started = new Map<string, Promise<unknown>>();

  constructor() {
    // Servers' workers (www-data, nobody) must reach files below the folder.
    chmodSync(this.dir, 0o755);
    mkdirSync(path.dirname(this.certificateFile), {recursive: true, mode: 0o755});
    selfSignedCertificate(['example.com', 'www.example.com'], this.keyFile, this.certificateFile, 'the throwaway certificate');
    chmodSync(this.keyFile, 0o644);
  }

  /** The reader's path as it is in this run. */
  at(readerPath: string): string {
    return path.join(this.root, readerPath);
  }

  /** A block's text with its paths moved under the root; `label` groups the rewrites in the report. */
  rewrite(label: string, text: string, specific: PathRewrite[] = []): string {
    const result = rewritePaths(text, this.root, specific);
    const list = this.rewrites.get(label) ?? [];
    for (const r of result.rewrites) if (!list.some((x) => x.from === r.from && x.to === r.to)) list.push(r);
    this.rewrites.set(label, list);
    return result.text;
  }

  /** Notes a substitution that is not a path (a port, an account) for `--verbose`. */
  note(label: string, from: string, to: string) {
    const list = this.rewrites.get(label) ?? [];
    if (!list.some((x) => x.from === from && x.to === to)) list.push({from, to});
    this.rewrites.set(label, list);
  }

  write(readerPath: string, content: string, mode = 0o644): string {
    const file = this.at(readerPath);
    mkdirSync(path.dirname(file), {recursive: true, mode: 0o755});
    writeFileSync(file, content, {mode});
    chmodSync(file, mode);
    return file;
  }

  read(readerPath: string): string {
    return readFileSync(this.at(readerPath), 'utf8');
  }

  /** Starts a server once per run, however many recipes ask for it. */
  once<T>(key: string, start: () => Promise<T>): Promise<T> {
    let started = this.started.get(key) as Promise<T> | undefined;
    if (!started) {
      started = start();
      this.started.set(key, started);
    }
    return started;
  }

  adopt(server: Server): Server {
    this.servers.push(server);
    return server;
  }

  /** Something else to end with the run (the browser). */
  adoptCleanup(cleanup: () => Promise<void>) {
    this.cleanups.push(cleanup);
  }

  async close() {
    await Promise.all([...this.servers.map((s) => s.stop()), ...this.cleanups.map((c) => c())]);
    rmSync(this.dir, {recursive: true, force: true});
  }
}

export interface HttpResponse {
  status: number;
  /** Lower-case names; a header sent twice keeps both values, joined by a newline. */
  headers: Map<string, string>;
  body: string;
  /** The response as curl -i would print it, for failure messages. */
  raw: string;
}

/**
 * One request with curl, as a reader checks by hand, to a name on 127.0.0.1:
 * `--connect-to` sends example.com:443 to the run's port, and the throwaway
 * certificate is trusted for it.
 */
/** A one-day self-signed P-256 certificate for `names` (the first is its subject), written to `keyFile` and `certFile`. */
export function selfSignedCertificate(names: string[], keyFile: string, certFile: string, what: string): void {
  const made = run(tool('openssl'), [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '1',
    '-subj',
    `/CN=${names[0]}`,
    '-addext',
    `subjectAltName=${names.map((name) => `DNS:${name}`).join(',')}`,
    '-keyout',
    keyFile,
    '-out',
    certFile,
  ]);
  if (made.status !== 0) throw new Error(`openssl could not make ${what}: ${made.output}`);
}

export function curl(url: string, ports: {http: number; https: number}, cacert: string, extra: string[] = []): HttpResponse {
  const result = run(tool('curl'), [
    '-sS',
    '-i',
    '--max-time',
    '10',
    '--cacert',
    cacert,
    '--connect-to',
    `:80:127.0.0.1:${ports.http}`,
    '--connect-to',
    `:443:127.0.0.1:${ports.https}`,
    ...extra,
    url,
  ]);
  if (result.status !== 0) return {status: 0, headers: new Map(), body: '', raw: `curl failed (${result.status}): ${result.stderr.trim()}`};
  const [head, ...rest] = result.stdout.split(/\r?\n\r?\n/);
  const lines = head.split(/\r?\n/);
  const status = Number(/^HTTP\/[\d.]+ (\d+)/.exec(lines[0])?.[1] ?? 0);
  const headers = new Map<string, string>();
  for (const line of lines.slice(1)) {
    const at = line.indexOf(':');
    if (at <= 0) continue;
    const name = line.slice(0, at).trim().toLowerCase();
    const value = line.slice(at + 1).trim();
    headers.set(name, headers.has(name) ? `${headers.get(name)}\n${value}` : value);
  }
  return {status, headers, body: rest.join('\n\n'), raw: head};
}

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * A server whose configuration a recipe rewrites between runs (a breaking
 * edit, then the article's text again): started once, then reloaded with
 * the signal it takes for that, waiting until every worker is a new one.
 */
export class ReloadableServer extends Server {
  constructor(
    name: string,
    child: ChildProcess,
    private readonly reloadSignal: NodeJS.Signals,
  ) {
    super(name, child);
  }

  async reload(timeoutMs = 15_000) {
    const pid = this.child.pid!;
    const before = new Set(childrenOf(pid));
    process.kill(pid, this.reloadSignal);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      if (this.child.exitCode !== null) throw new Error(`${this.name} exited while reloading:\n${this.log}`);
      const now = childrenOf(pid);
      if (now.length > 0 && now.every((c) => !before.has(c))) return;
    }
    throw new Error(`${this.name} did not replace its workers within ${timeoutMs / 1000} s of a reload`);
  }
}

/** The reader who is not root: an account number no one on the machine has, with `sudo` that really gives root. */
export const READER = {uid: 40123, gid: 40123};

/**
 * `sudo` for READER, so a block runs as the article's reader does: their own
 * shell (redirections, pipes) unprivileged, the command after `sudo` as root.
 * It is a setuid-root copy of env, runnable only by READER's group, that
 * runs setpriv to become fully root; HOME is root's, as sudo sets it.
 * Returns a PATH with it first.
 */
export function readerSudoPath(ws: RecipeWorkspace): string {
  const bin = ws.at('/usr/local/recipe-sudo');
  if (!existsSync(path.join(bin, 'sudo'))) {
    mkdirSync(bin, {recursive: true, mode: 0o755});
    const suidEnv = path.join(bin, 'suid-env');
    copyFileSync('/usr/bin/env', suidEnv);
    chownSync(suidEnv, 0, READER.gid);
    chmodSync(suidEnv, 0o4750);
    writeFileSync(
      path.join(bin, 'sudo'),
      `#!/bin/sh\nexec ${suidEnv} HOME=${ws.at('/root')} ${tool('setpriv')} --reuid=0 --regid=0 --clear-groups -- "$@"\n`,
      {mode: 0o755},
    );
  }
  return `${bin}:${process.env.PATH}`;
}
