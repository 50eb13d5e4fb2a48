/**
 * Checks one fenced block with the tool it is for: nginx -t, apache2 -t,
 * shellcheck and bash -n, php -l, a JSON/YAML/INI parse, node-sql-parser,
 * html-validate, css-tree, and the site's own worker sandbox in Chromium.
 * Each check writes into its own temp folder and touches nothing in /etc.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {chromium, type Browser} from '@playwright/test';
import {HtmlValidate} from 'html-validate';
import * as csstree from 'css-tree';
import {transform} from 'esbuild';
import yaml from 'js-yaml';
import sqlParser from 'node-sql-parser';
import {parse as pgParse} from 'libpg-query';
import {wrapApache} from './apache';
import {findTool, TOOLS, type Tool} from './tools';
import {wrapNginx, type NginxSample} from './nginx';
import type {FencedBlock} from './extract';
import type {SampleResult} from './report';
import {buildWorkerSource, type WorkerMessage} from '../../plugins/code-blocks/lib/runner/workerSource';
import {RUN_TIME_LIMIT_MS} from '../../plugins/code-blocks/lib/runner/run';
import {CHROMIUM_ARGS, chromiumPath} from '../lib/chromium';

function run(tool: Tool, args: string[], input?: string) {
  const result = spawnSync(findTool(tool), args, {encoding: 'utf8', input, timeout: 30_000});
  return {status: result.status ?? 1, stdout: result.stdout ?? '', output: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim()};
}

/** One temp folder for a whole run: a throwaway certificate, and a subfolder per check. */
export class SampleWorkspace {
  readonly root = mkdtempSync(path.join(tmpdir(), 'check-samples-'));
  readonly certificateFile = path.join(this.root, 'throwaway.crt');
  readonly keyFile = path.join(this.root, 'throwaway.key');
  private count = 0;
  private certificateMade = false;
  private browser: Promise<Browser> | undefined;

  /** A self-signed certificate for samples' ssl_certificate / SSLCertificateFile lines, made once. */
  certificate(): {certificateFile: string; keyFile: string} {
    if (!this.certificateMade) {
      const made = run(TOOLS.openssl, [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=example.com',
        '-keyout',
        this.keyFile,
        '-out',
        this.certificateFile,
      ]);
      if (made.status !== 0) throw new Error(`openssl could not make the throwaway certificate: ${made.output}`);
      this.certificateMade = true;
    }
    return {certificateFile: this.certificateFile, keyFile: this.keyFile};
  }

  folder(): string {
    const dir = path.join(this.root, String(++this.count));
    for (const sub of ['conf', 'logs', 'temp', 'run', 'lock', 'htdocs']) mkdirSync(path.join(dir, sub), {recursive: true});
    return dir;
  }

  chromium(): Promise<Browser> {
    this.browser ??= chromium.launch({executablePath: chromiumPath(), args: CHROMIUM_ARGS});
    return this.browser;
  }

  async close() {
    if (this.browser) await (await this.browser).close();
    rmSync(this.root, {recursive: true, force: true});
  }
}

function writeFiles(files: Map<string, string>) {
  for (const [file, content] of files) {
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, content);
  }
}

type Outcome = Pick<SampleResult, 'status' | 'tool' | 'messages'> & {substitutions?: string[]};

const pass = (tool: string, extra: Partial<Outcome> = {}): Outcome => ({status: 'pass', tool, messages: [], ...extra});
const fail = (tool: string, messages: string[], extra: Partial<Outcome> = {}): Outcome => ({status: 'fail', tool, messages, ...extra});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** "in <config>:42" becomes "at the sample's line 3 (docs/a.mdx:57)" when line 42 is the sample's; a wrapper line keeps its place. */
function sampleLine(match: string, configLine: number, firstSampleLine: number, block: FencedBlock): string {
  const line = configLine - firstSampleLine + 1;
  if (line < 1 || line > block.value.split('\n').length) return match.replace(/\/\S*\//, '');
  return `at the sample's line ${line} (${block.file}:${block.line + line})`;
}

function toSample(block: FencedBlock): NginxSample {
  return {text: block.value, title: block.title};
}

function checkNginx(block: FencedBlock, page: FencedBlock[], workspace: SampleWorkspace): Outcome {
  const prefix = workspace.folder();
  const nginxBlocks = page.filter((b) => b.lang === 'nginx');
  const earlier = nginxBlocks.filter((b) => b.line < block.line).map(toSample);
  const wrapped = wrapNginx(toSample(block), earlier, nginxBlocks.map(toSample), {
    prefix,
    ...workspace.certificate(),
    stockFile: (relative) => {
      const file = path.join('/etc/nginx', relative);
      return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    },
  });
  writeFiles(wrapped.files);
  const result = run(TOOLS.nginx, ['-t', '-q', '-p', prefix, '-c', wrapped.config, '-e', `${prefix}/logs/error.log`]);
  const messages = result.output
    .split('\n')
    .filter((line) => line && !/configuration file .* test (is successful|failed)/.test(line))
    .map((line) =>
      line
        .replace(new RegExp(`in ${escapeRegExp(wrapped.config)}:(\\d+)`), (match, n) =>
          sampleLine(match, Number(n), wrapped.firstSampleLine, block),
        )
        .replaceAll(`${prefix}/conf/`, ''),
    );
  const extra = {substitutions: wrapped.substitutions};
  if (result.status !== 0) return fail('nginx -t', messages, extra);
  return messages.length ? {status: 'warn', tool: 'nginx -t', messages, ...extra} : pass('nginx -t', extra);
}

function checkApache(block: FencedBlock, workspace: SampleWorkspace): Outcome {
  const prefix = workspace.folder();
  const wrapped = wrapApache(
    {text: block.value, title: block.title},
    {prefix, ...workspace.certificate(), moduleDir: '/usr/lib/apache2/modules'},
  );
  writeFiles(wrapped.files);
  const result = run(TOOLS.apache, ['-t', '-f', wrapped.config]);
  const substitutions = [...wrapped.substitutions];
  const messages = result.output
    .split('\n')
    .filter((line) => line && line !== 'Syntax OK')
    .filter((line) => {
      // The sample's web root is on the reader's server, not here: say so instead of warning about it.
      const root = /AH00112: Warning: DocumentRoot \[(.*)\] does not exist/.exec(line)?.[1];
      if (root) substitutions.push(`DocumentRoot ${root}: not on this machine (apache2 -t only warns)`);
      return !root;
    })
    .map((line) =>
      line
        .replace(new RegExp(`on line (\\d+) of ${escapeRegExp(wrapped.config)}`), (match, n) =>
          sampleLine(match, Number(n), wrapped.firstSampleLine, block),
        )
        .replaceAll(wrapped.config, 'the wrapped config'),
    );
  const extra = {substitutions};
  if (result.status !== 0) return fail('apache2 -t', messages, extra);
  return messages.length ? {status: 'warn', tool: 'apache2 -t', messages, ...extra} : pass('apache2 -t', extra);
}

interface ShellcheckComment {
  line: number;
  level: 'error' | 'warning' | 'info' | 'style';
  code: number;
  message: string;
}

function checkBash(block: FencedBlock, workspace: SampleWorkspace): Outcome {
  const file = path.join(workspace.folder(), 'sample.sh');
  writeFileSync(file, block.value);
  const syntax = run(TOOLS.bash, ['-n', file]);
  if (syntax.status !== 0) return fail('bash -n', [syntax.output.replaceAll(`${file}: `, '')]);
  // --shell=bash: a sample has no shebang line; the site labels it bash.
  const lint = run(TOOLS.shellcheck, ['--shell=bash', '--format=json1', '-'], block.value);
  const comments = (JSON.parse(lint.stdout || '{"comments":[]}') as {comments: ShellcheckComment[]}).comments;
  const format = (c: ShellcheckComment) => `line ${c.line}: SC${c.code} (${c.level}): ${c.message}`;
  const errors = comments.filter((c) => c.level === 'error');
  const warnings = comments.filter((c) => c.level === 'warning');
  if (errors.length) return fail('shellcheck', [...errors, ...warnings].map(format));
  return warnings.length ? {status: 'warn', tool: 'shellcheck', messages: warnings.map(format)} : pass('shellcheck');
}

function checkPhp(block: FencedBlock, workspace: SampleWorkspace): Outcome {
  const file = path.join(workspace.folder(), 'sample.php');
  // An excerpt (a wp-config.php line) is PHP code without its opening tag; without one php -l would read it as HTML.
  const excerpt = !/^\s*<\?(php|=)/.test(block.value);
  writeFileSync(file, excerpt ? `<?php\n${block.value}` : block.value);
  const result = run(TOOLS.php, ['-d', 'display_errors=stderr', '-l', file]);
  if (result.status === 0) return pass('php -l', excerpt ? {substitutions: ['an excerpt: checked after an added "<?php" line']} : {});
  const messages = result.output
    .split('\n')
    .filter((line) => line && !line.startsWith('Errors parsing'))
    .map((line) => line.replaceAll(` in ${file}`, '').replace(/on line (\d+)/, (_, n) => `on line ${Number(n) - (excerpt ? 1 : 0)}`));
  return fail('php -l', messages);
}

/**
 * INI files here are php.ini, PHP-FPM pools, my.cnf, fail2ban and
 * postgresql.conf: PHP's own INI parser (raw mode, which keeps values as
 * written) is the one php.ini is read with, and it rejects lines that are
 * neither a section, a key = value, nor a comment. PHP comments start with
 * `;` only; my.cnf, fail2ban and postgresql.conf also take `#` comment
 * lines, so those are read as comments (a line-for-line swap, so line
 * numbers stay right).
 */
function checkIni(block: FencedBlock): Outcome {
  const script = `$r = @parse_ini_string(stream_get_contents(STDIN), true, INI_SCANNER_RAW); if ($r === false) { $e = error_get_last(); fwrite(STDERR, $e ? $e['message'] : 'not valid INI'); exit(1); }`;
  const hashComments = block.value.split('\n').some((line) => /^\s*#/.test(line));
  const source = block.value.replace(/^(\s*)#/gm, '$1;');
  const result = run(TOOLS.php, ['-r', script], source);
  const substitutions = hashComments ? ['"#" comment lines read as ";" comments (my.cnf, fail2ban and postgresql.conf allow both)'] : [];
  return result.status === 0 ? pass('PHP parse_ini_string', {substitutions}) : fail('PHP parse_ini_string', [result.output]);
}

/** A check by a parser in this process: what it throws is the tool's message. */
function parsedBy(tool: string, parse: () => unknown, line: (error: unknown) => number | undefined = () => undefined): Outcome {
  try {
    parse();
    return pass(tool);
  } catch (error) {
    const at = line(error);
    return fail(tool, [`${at ? `line ${at}: ` : ''}${(error as Error).message}`]);
  }
}

/** The dialect a SQL block is written in: PostgreSQL when its title says so, else MySQL/MariaDB (the articles' default). */
export function sqlDialect(block: FencedBlock): 'postgresql' | 'mysql' {
  return /postgres/i.test(block.title ?? '') ? 'postgresql' : 'mysql';
}

/** PostgreSQL's own parser (libpg_query: the server's grammar compiled to WebAssembly). */
async function checkPostgresql(block: FencedBlock): Promise<Outcome> {
  const tool = 'libpg-query (PostgreSQL)';
  try {
    await pgParse(block.value);
    return pass(tool);
  } catch (error) {
    const cursor = (error as {sqlDetails?: {cursorPosition?: number}}).sqlDetails?.cursorPosition;
    const line = cursor === undefined ? '' : `line ${block.value.slice(0, cursor).split('\n').length}: `;
    return fail(tool, [`${line}${(error as Error).message}`]);
  }
}

/** MySQL and MariaDB have no parser of their own outside the server; node-sql-parser's MySQL grammar is the maintained one. */
function checkMysql(block: FencedBlock): Outcome {
  return parsedBy(
    'node-sql-parser (MySQL/MariaDB)',
    () => new sqlParser.Parser().astify(block.value, {database: 'MySQL'}),
    (error) => (error as {location?: {start?: {line: number}}}).location?.start?.line,
  );
}

/** Structure only: unclosed, misnested or misplaced elements and broken attributes, not style. */
const htmlValidate = new HtmlValidate({
  rules: {
    'close-order': 'error',
    'close-attr': 'error',
    'no-dup-attr': 'error',
    'no-dup-id': 'error',
    'element-permitted-content': 'error',
    'element-permitted-parent': 'error',
    'element-permitted-occurrences': 'error',
    'void-content': 'error',
    'unrecognized-char-ref': 'error',
  },
});

async function checkHtml(block: FencedBlock): Promise<Outcome> {
  const report = await htmlValidate.validateString(block.value);
  const messages = report.results.flatMap((r) => r.messages).map((m) => `line ${m.line}:${m.column}: ${m.message} (${m.ruleId})`);
  return messages.length ? fail('html-validate', messages) : pass('html-validate');
}

function checkCss(block: FencedBlock): Outcome {
  const messages: string[] = [];
  const ast = csstree.parse(block.value, {
    positions: true,
    onParseError: (error) => messages.push(`line ${(error as unknown as {line: number}).line}: ${error.message}`),
  });
  csstree.walk(ast, {
    visit: 'Declaration',
    enter(node) {
      // Custom properties hold any value until used.
      if (node.property.startsWith('--')) return;
      // Inside @font-face and its kin, declarations are the at-rule's descriptors (src, unicode-range).
      const atrule = this.atrule && !this.rule ? this.atrule.name : undefined;
      const match = atrule ? csstree.lexer.matchAtruleDescriptor(atrule, node.property, node.value) : csstree.lexer.matchDeclaration(node);
      // A value with var() can only be known in the browser: css-tree says so rather than guess.
      if (match.error && !/with var\(\) is not supported/.test(match.error.message)) {
        messages.push(`line ${node.loc?.start.line}: ${node.property}: ${match.error.message.split('\n')[0]}`);
      }
    },
  });
  return messages.length ? fail('css-tree', messages) : pass('css-tree');
}

/**
 * Runs an interactive block exactly as the site does: the same worker
 * script (buildWorkerSource) as a Web Worker in Chromium, with the same time
 * limit. A block meant to end in an error says so: check="error: <text>".
 */
async function checkInteractive(block: FencedBlock, workspace: SampleWorkspace, expectedError: string | undefined): Promise<Outcome> {
  const browser = await workspace.chromium();
  const page = await browser.newPage();
  try {
    const result = await page.evaluate(
      ({source, limit}) =>
        new Promise<{status: string; text: string}>((resolve) => {
          const worker = new Worker(URL.createObjectURL(new Blob([source], {type: 'text/javascript'})));
          const timer = setTimeout(() => resolve({status: 'timeout', text: `Error: still running after ${limit / 1000} seconds`}), limit);
          worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
            if (event.data.type === 'console') return;
            clearTimeout(timer);
            resolve(event.data.type === 'done' ? {status: 'ok', text: ''} : {status: 'error', text: event.data.text});
          };
          worker.onerror = (event) => {
            event.preventDefault();
            clearTimeout(timer);
            resolve({status: 'error', text: `Error: ${event.message}`});
          };
        }),
      {source: buildWorkerSource(block.value), limit: RUN_TIME_LIMIT_MS},
    );
    const tool = "the site's worker sandbox (Chromium)";
    if (expectedError !== undefined) {
      return result.status === 'error' && result.text.includes(expectedError)
        ? pass(tool)
        : fail(tool, [`expected an error containing "${expectedError}", got ${result.status === 'ok' ? 'none' : result.text}`]);
    }
    return result.status === 'ok' ? pass(tool) : fail(tool, [result.text]);
  } finally {
    await page.close();
  }
}

/**
 * JavaScript that is not run here (a page script using the DOM, a React
 * component, TypeScript) is still parsed: esbuild, which builds the site,
 * reports the syntax errors a reader would hit.
 */
async function checkScriptSyntax(block: FencedBlock): Promise<Outcome> {
  const loader = block.lang as 'js' | 'jsx' | 'ts' | 'tsx';
  const tool = `esbuild (${loader} syntax)`;
  try {
    await transform(block.value, {loader, format: 'esm', logLevel: 'silent'});
    return pass(tool);
  } catch (error) {
    const errors = (error as {errors?: {text: string; location?: {line: number; column: number}}[]}).errors ?? [];
    return fail(
      tool,
      errors.length ? errors.map((e) => `line ${e.location?.line}:${e.location?.column}: ${e.text}`) : [(error as Error).message],
    );
  }
}

export async function checkBlock(block: FencedBlock, page: FencedBlock[], workspace: SampleWorkspace): Promise<SampleResult> {
  const base = {block};
  const interactive = block.lang === 'js' && block.flags.has('interactive');
  if (block.invalidCheck !== undefined || (block.expectedError !== undefined && !interactive)) {
    const allowed = interactive ? '"skip: <reason>" or "error: <expected message>"' : '"skip: <reason>"';
    return {
      ...base,
      status: 'fail',
      tool: 'meta',
      messages: [`check="${block.invalidCheck ?? `error: ${block.expectedError}`}" is not ${allowed}`],
    };
  }
  if (block.skipReason !== undefined) return {...base, status: 'skipped', tool: '', messages: [block.skipReason]};
  const outcome = await checkByLanguage(block, page, workspace);
  return {...base, ...outcome};
}

async function checkByLanguage(block: FencedBlock, page: FencedBlock[], workspace: SampleWorkspace): Promise<Outcome> {
  switch (block.lang) {
    case 'nginx':
      return checkNginx(block, page, workspace);
    case 'apache':
      return checkApache(block, workspace);
    case 'bash':
      return checkBash(block, workspace);
    case 'php':
      return checkPhp(block, workspace);
    case 'ini':
      return checkIni(block);
    case 'json':
      return parsedBy('JSON.parse', () => JSON.parse(block.value));
    case 'yaml':
      return parsedBy('js-yaml', () => yaml.loadAll(block.value));
    case 'sql':
      return sqlDialect(block) === 'postgresql' ? checkPostgresql(block) : checkMysql(block);
    case 'html':
      return checkHtml(block);
    case 'css':
      return checkCss(block);
    case 'js':
      if (block.flags.has('interactive')) return checkInteractive(block, workspace, block.expectedError);
      return checkScriptSyntax(block);
    case 'jsx':
    case 'ts':
    case 'tsx':
      return checkScriptSyntax(block);
    default:
      return {status: 'unchecked', tool: '', messages: []};
  }
}
