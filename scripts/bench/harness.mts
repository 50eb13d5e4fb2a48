/**
 * Shared machinery for the benchmarks (scripts/bench/*.mts): serving a build
 * with scripts/serve.ts, launching Debian's Chromium, counting the bytes a page
 * downloads, and writing results to bench-results/. Benchmarks report figures;
 * they are not tests.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {createConnection} from 'node:net';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';
import {chromium, type Browser, type Page, type Request} from '@playwright/test';
import {CHROMIUM_ARGS, chromiumPath} from '../lib/chromium';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const HOST = '127.0.0.1';
/** The Lighthouse the benchmarks run, as installed (package.json pins it for Node 20 support). */
export const LIGHTHOUSE = `Lighthouse ${createRequire(import.meta.url)('lighthouse/package.json').version}`;
/** Benchmarks use five ports from BENCH_PORT (default 4175): ours, stock, Lighthouse's Chromium, search, spare. */
export const PORT_BASE = Number(process.env.BENCH_PORT ?? 4175);
export const BUILD_LOCK = '/tmp/docusaurus-build.lock';

/** The text of `--name value` or `--name=value` from argv, if given; a bare `--name` is an error. */
export function textOption(name: string): string | undefined {
  const args = process.argv.slice(2);
  const index = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (index < 0) return undefined;
  const value = args[index]!.includes('=') ? args[index]!.slice(name.length + 3) : args[index + 1];
  if (!value || value.startsWith('--')) throw new Error(`--${name} needs a value`);
  return value;
}

/** `--name value` or `--name=value` from argv as a positive number, else the fallback. */
export function option(name: string, fallback: number): number {
  const value = textOption(name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 1) throw new Error(`--${name} needs a positive number, got ${value}`);
  return parsed;
}

/** `--site name=buildDir`, repeated. */
export function siteOptions(): {name: string; dir: string}[] {
  const args = process.argv.slice(2);
  const sites = args.flatMap((arg, index) =>
    arg === '--site' ? [args[index + 1] ?? ''] : arg.startsWith('--site=') ? [arg.slice(7)] : [],
  );
  return sites.map((value) => {
    const [name, dir] = value.split('=');
    if (!name || !dir) throw new Error(`--site needs name=buildDir, got "${value}"`);
    return {name, dir: path.resolve(REPO_ROOT, dir)};
  });
}

export const flag = (name: string): boolean => process.argv.slice(2).includes(`--${name}`);

export function gzipSize(body: Buffer | string): number {
  // Level 9, as scripts/serve.ts sends it.
  return gzipSync(body, {level: 9}).length;
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({host: HOST, port}, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

export interface Server {
  url: string;
  stop(): Promise<void>;
}

/** Serves buildDir with scripts/serve.ts (gzip, clean URLs, _headers) on the port; refuses a port already in use. */
export async function serve(buildDir: string, port: number): Promise<Server> {
  if (await portOpen(port)) throw new Error(`Port ${port} is already in use; stop that server or set BENCH_PORT.`);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'scripts/serve.ts')], {
    cwd: REPO_ROOT,
    env: {...process.env, PORT: String(port), HOST, BUILD_DIR: buildDir},
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A benchmark that fails half-way must not leave its servers holding the ports.
  const stopOnExit = () => child.kill();
  process.once('exit', stopOnExit);
  const deadline = Date.now() + 30_000;
  while (!(await portOpen(port))) {
    if (child.exitCode !== null) throw new Error(`scripts/serve.ts for ${buildDir} exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`scripts/serve.ts did not listen on ${port} within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://${HOST}:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        process.off('exit', stopOnExit);
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({executablePath: chromiumPath(), args: CHROMIUM_ARGS});
}

export type ResourceKind = 'html' | 'css' | 'js' | 'js-prefetch' | 'json' | 'other';

export interface Download {
  url: string;
  kind: ResourceKind;
  /** Body as the page sees it (decompressed). */
  raw: number;
  /** Body on the wire (gzip when the server compressed it). */
  encoded: number;
  headers: number;
}

/** <link rel=prefetch> requests say so in Sec-Purpose; a worker script is type "other" too, but not a prefetch. */
async function kindOf(request: Request, url: URL): Promise<ResourceKind> {
  const type = request.resourceType();
  const extension = path.extname(url.pathname);
  if (type === 'document') return 'html';
  if (type === 'stylesheet' || extension === '.css') return 'css';
  if (extension === '.js') {
    const purpose = (await request.allHeaders())['sec-purpose'] ?? '';
    return /prefetch/.test(purpose) ? 'js-prefetch' : 'js';
  }
  if (extension === '.json' || type === 'fetch') return 'json';
  return 'other';
}

/**
 * Records every response the page and its workers download, once per URL (a
 * fresh browser context downloads each URL once; later uses come from cache
 * and are not counted).
 * Sizes come from the response body: raw is its length, encoded its gzip
 * length (level 9) when the server compressed it. scripts/serve.ts answers
 * Chromium's `Accept-Encoding: gzip, deflate, br` with brotli, so any encoding
 * counts: the figures stay gzip level 9, comparable with other builds.
 */
export function recordDownloads(page: Page) {
  const downloads = new Map<string, Download>();
  // A script prefetched first and run later (from cache) counts as JS the page runs, its bytes once.
  const ranAsScript = new Set<string>();
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const url = new URL(request.url());
        if (url.protocol !== 'http:') return;
        const response = await request.response();
        if (!response) return;
        const sizes = await request.sizes();
        let body: Buffer | null = null;
        try {
          body = await response.body();
        } catch {
          // Bodies of some worker requests are not kept; the sizes below still count them.
        }
        const gzipped = /gzip|br|deflate/.test(response.headers()['content-encoding'] ?? '');
        const raw = body?.length ?? Math.max(sizes.responseBodySize, 0);
        const encoded = body ? (gzipped ? gzipSize(body) : body.length) : Math.max(sizes.responseBodySize, 0);
        const kind = await kindOf(request, url);
        if (kind === 'js') ranAsScript.add(url.href);
        // Served from the browser's cache (nothing on the wire): Chromium reports a negative body size.
        if (downloads.has(url.href) || sizes.responseBodySize < 0) return;
        downloads.set(url.href, {url: url.pathname, kind, raw, encoded, headers: sizes.responseHeadersSize});
      })().catch(() => {
        // A request that finished as its page closed can no longer be read: it is not counted.
      }),
    );
  });
  return {
    /** Downloads so far, after every pending size lookup has settled. */
    async take(): Promise<Download[]> {
      while (pending.length) await Promise.allSettled(pending.splice(0));
      for (const [href, download] of downloads) if (download.kind === 'js-prefetch' && ranAsScript.has(href)) download.kind = 'js';
      return [...downloads.values()];
    },
    clear() {
      downloads.clear();
      ranAsScript.clear();
    },
  };
}

export interface ByteTotals {
  raw: number;
  encoded: number;
  requests: number;
}

export function totals(downloads: readonly Download[], kinds?: readonly ResourceKind[]): ByteTotals {
  const chosen = kinds ? downloads.filter((download) => kinds.includes(download.kind)) : downloads;
  return {
    raw: chosen.reduce((sum, download) => sum + download.raw, 0),
    encoded: chosen.reduce((sum, download) => sum + download.encoded, 0),
    requests: chosen.length,
  };
}

/**
 * A page in a fresh browser context (empty cache), loaded until the network is
 * idle, with its downloads recorded from the start; initScript runs before the
 * site's own scripts.
 */
export async function openFresh(browser: Browser, url: string, initScript?: string) {
  const context = await browser.newContext();
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  const downloads = recordDownloads(page);
  await page.goto(url, {waitUntil: 'networkidle'});
  return {context, page, downloads};
}

/** Writes bench-results/<name>-<timestamp>.json and returns its path. */
export function writeResults(name: string, results: unknown): string {
  const directory = path.join(REPO_ROOT, 'bench-results');
  mkdirSync(directory, {recursive: true});
  const file = path.join(directory, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return path.relative(REPO_ROOT, file);
}
