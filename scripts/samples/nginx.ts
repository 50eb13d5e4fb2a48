/**
 * Wraps an nginx sample in the smallest whole configuration `nginx -t` can
 * test without root and without /etc: a `server` for a `location` alone, an
 * `http` for a `server` or a zone, the page's earlier blocks that define a
 * zone or upstream the sample uses, and every file path nginx opens at test
 * time (certificates, logs, includes, temp dirs) moved into a temp prefix.
 */

export interface NginxToken {
  value: string;
  /** Offsets into the block's text: [start, end). */
  start: number;
  end: number;
  /** ';', '{' and '}' are structure, not words. */
  kind: 'word' | ';' | '{' | '}';
}

/** nginx's own lexing: words, quoted strings, `#` comments, and `${var}` inside a word. */
export function tokenizeNginx(text: string): NginxToken[] {
  const tokens: NginxToken[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === '#') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (ch === ';' || ch === '{' || ch === '}') {
      tokens.push({value: ch, start: i, end: i + 1, kind: ch});
      i++;
    } else if (ch === '"' || ch === "'") {
      const start = i++;
      let value = '';
      while (i < text.length && text[i] !== ch) {
        if (text[i] === '\\' && i + 1 < text.length) value += text[i++];
        value += text[i++];
      }
      i++;
      tokens.push({value, start, end: i, kind: 'word'});
    } else {
      const start = i;
      while (i < text.length && !/[\s;{}]/.test(text[i])) {
        // `${name}` is part of the word, as in nginx.
        if (text[i] === '$' && text[i + 1] === '{') {
          const close = text.indexOf('}', i);
          i = close === -1 ? text.length : close + 1;
        } else {
          i++;
        }
      }
      tokens.push({value: text.slice(start, i), start, end: i, kind: 'word'});
    }
  }
  return tokens;
}

export interface NginxDirective {
  name: string;
  args: NginxToken[];
  /** Nesting depth: 0 for the block's top level. */
  depth: number;
}

/** Every directive with its arguments and depth, in order. */
export function nginxDirectives(text: string): NginxDirective[] {
  const directives: NginxDirective[] = [];
  let depth = 0;
  let words: NginxToken[] = [];
  for (const token of tokenizeNginx(text)) {
    if (token.kind === 'word') {
      words.push(token);
      continue;
    }
    if (words.length > 0) directives.push({name: words[0].value, args: words.slice(1), depth});
    words = [];
    if (token.kind === '{') depth++;
    if (token.kind === '}') depth = Math.max(0, depth - 1);
  }
  if (words.length > 0) directives.push({name: words[0].value, args: words.slice(1), depth});
  return directives;
}

/** Directives that exist only in the main context, and only in http. */
const MAIN_ONLY = new Set([
  'events',
  'http',
  'stream',
  'mail',
  'worker_processes',
  'user',
  'pid',
  'load_module',
  'worker_rlimit_nofile',
  'include_main',
]);
const HTTP_ONLY = new Set([
  'server',
  'upstream',
  'map',
  'geo',
  'split_clients',
  'log_format',
  'limit_req_zone',
  'limit_conn_zone',
  'proxy_cache_path',
  'fastcgi_cache_path',
  'uwsgi_cache_path',
  'scgi_cache_path',
  'variables_hash_max_size',
  'server_names_hash_bucket_size',
  'server_names_hash_max_size',
  'types_hash_max_size',
  'map_hash_bucket_size',
]);

export type NginxContext = 'main' | 'http' | 'server';

/** How deep in braces the token at `index` sits. */
function nginxDepthAt(tokens: NginxToken[], index: number): number {
  let depth = 0;
  for (const token of tokens.slice(0, index)) depth += token.kind === '{' ? 1 : token.kind === '}' ? -1 : 0;
  return depth;
}

/**
 * Where a block goes: by its top-level directives, since a title such as
 * "inside the server block" is prose. Anything that is neither main- nor
 * http-only (a `location`, `add_header`, `gzip`) is valid in a server.
 */
export function nginxContext(text: string): NginxContext {
  const topLevel = nginxDirectives(text)
    .filter((d) => d.depth === 0)
    .map((d) => d.name);
  if (topLevel.some((name) => MAIN_ONLY.has(name))) return 'main';
  if (topLevel.some((name) => HTTP_ONLY.has(name))) return 'http';
  return 'server';
}

/** The names a block defines for others to use: zones, upstreams, map variables, log formats. */
export function nginxDefinedNames(text: string): string[] {
  const names: string[] = [];
  for (const d of nginxDirectives(text)) {
    if (d.depth !== 0) continue;
    if (d.name === 'upstream' && d.args[0]) names.push(d.args[0].value);
    if (d.name === 'map' && d.args[1]) names.push(d.args[1].value);
    if (d.name === 'log_format' && d.args[0]) names.push(d.args[0].value);
    if (/_zone$/.test(d.name) || /_cache_path$/.test(d.name)) {
      for (const arg of d.args) {
        const zone = /^(?:keys_)?zone=([^:]+)/.exec(arg.value)?.[1];
        if (zone) names.push(zone);
      }
    }
  }
  return names;
}

/** Whether a block uses a name: as a whole word of one of its tokens (`zone=login`, `http://backend`, `$name`). */
function usesName(text: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`(^|[=/:\\s])${escaped}($|[;:/\\s])`);
  return tokenizeNginx(text).some((token) => token.kind === 'word' && (token.value === name || pattern.test(token.value)));
}

const CERTIFICATE_DIRECTIVES = new Set(['ssl_certificate', 'ssl_trusted_certificate', 'ssl_client_certificate', 'ssl_stapling_file']);
const KEY_DIRECTIVES = new Set(['ssl_certificate_key']);
const LOG_DIRECTIVES = new Set(['access_log', 'error_log']);

export interface NginxEnvironment {
  /** The temp prefix nginx runs in (`-p`); the config lives in `<prefix>/conf`. */
  prefix: string;
  certificateFile: string;
  keyFile: string;
  /** A stock file nginx ships (`/etc/nginx/<relative>`: mime.types, snippets/fastcgi-php.conf), or undefined. */
  stockFile: (relative: string) => string | undefined;
}

export interface NginxSample {
  text: string;
  title?: string;
}

export interface NginxTestConfig {
  /** `<prefix>/conf/nginx.conf`. */
  config: string;
  /** Files to write before the test: absolute path to content. */
  files: Map<string, string>;
  /** What was put in place of something the sample points at, for the report. */
  substitutions: string[];
  /** The config's line that holds the sample's first line, to give errors the sample's own line numbers. */
  firstSampleLine: number;
}

/** Rewrites the path arguments nginx opens at test time; `include`s become files under conf/. */
function relocatePaths(text: string, env: NginxEnvironment, pageBlocks: NginxSample[], out: NginxTestConfig, seen: Set<string>): string {
  const edits: {start: number; end: number; value: string}[] = [];
  for (const d of nginxDirectives(text)) {
    const first = d.args[0];
    if (!first) continue;
    if (CERTIFICATE_DIRECTIVES.has(d.name) || KEY_DIRECTIVES.has(d.name)) {
      if (first.value.startsWith('data:') || first.value.includes('$')) continue;
      const replacement = KEY_DIRECTIVES.has(d.name) ? env.keyFile : env.certificateFile;
      edits.push({start: first.start, end: first.end, value: replacement});
      note(out, `${d.name} ${first.value}: a throwaway self-signed ${KEY_DIRECTIVES.has(d.name) ? 'key' : 'certificate'}`);
    } else if (LOG_DIRECTIVES.has(d.name) && first.value.startsWith('/')) {
      edits.push({start: first.start, end: first.end, value: `${env.prefix}/logs/${first.value.split('/').pop()}`});
    } else if (d.name === 'include') {
      const relative = first.value.replace(/^\/etc\/nginx\//, '');
      if (relative.startsWith('/')) {
        // An include outside /etc/nginx: keep its path under conf/.
        edits.push({start: first.start, end: first.end, value: `${env.prefix}/conf${first.value}`});
        provideInclude(first.value.slice(1), first.value, env, pageBlocks, out, seen);
      } else {
        if (relative !== first.value) edits.push({start: first.start, end: first.end, value: relative});
        provideInclude(relative, first.value, env, pageBlocks, out, seen);
      }
    }
  }
  let result = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    result = `${result.slice(0, edit.start)}"${edit.value}"${result.slice(edit.end)}`;
  }
  return result;
}

function note(out: NginxTestConfig, substitution: string) {
  if (!out.substitutions.includes(substitution)) out.substitutions.push(substitution);
}

/**
 * An included file comes from the page when one of its blocks is titled with
 * that path (the snippet the article shows), else from nginx's stock files,
 * else an empty file stands in (and the report says so). Globs match whatever
 * is there, as nginx allows.
 */
function provideInclude(
  relative: string,
  original: string,
  env: NginxEnvironment,
  pageBlocks: NginxSample[],
  out: NginxTestConfig,
  seen: Set<string>,
) {
  if (/[*?[]/.test(relative)) return;
  const target = `${env.prefix}/conf/${relative}`;
  if (out.files.has(target) || seen.has(target)) return;
  seen.add(target);
  const fromPage = pageBlocks.find((b) => b.title && titlePath(b.title).endsWith(relative));
  if (fromPage) {
    out.files.set(target, relocatePaths(fromPage.text, env, pageBlocks, out, seen));
    note(out, `include ${original}: the page's block "${fromPage.title}"`);
    return;
  }
  const stock = env.stockFile(relative);
  if (stock !== undefined) {
    out.files.set(target, relocatePaths(stock, env, pageBlocks, out, seen));
    return;
  }
  out.files.set(target, '');
  note(out, `include ${original}: an empty file (not on the page, not a file nginx ships)`);
}

/** "/etc/nginx/snippets/a.conf (inside the server block)" -> "/etc/nginx/snippets/a.conf". */
function titlePath(title: string): string {
  return title.split(/\s/)[0];
}

/**
 * The whole configuration for one sample. `earlier` are the blocks above it
 * on the same page (in order); those that define a zone, upstream or map
 * the sample uses go in the http context before it.
 */
export function wrapNginx(sample: NginxSample, earlier: NginxSample[], pageBlocks: NginxSample[], env: NginxEnvironment): NginxTestConfig {
  const out: NginxTestConfig = {config: `${env.prefix}/conf/nginx.conf`, files: new Map(), substitutions: [], firstSampleLine: 1};
  const seen = new Set<string>();
  const definitions = earlier.filter(
    (b) => nginxContext(b.text) === 'http' && nginxDefinedNames(b.text).some((name) => usesName(sample.text, name)),
  );
  for (const d of definitions) note(out, `the page's earlier block "${d.title ?? 'untitled'}" (it defines what this one uses)`);
  const body = relocatePaths(sample.text, env, pageBlocks, out, seen);
  const before = definitions.map((d) => relocatePaths(d.text, env, pageBlocks, out, seen)).join('\n');
  const logs = `${env.prefix}/logs`;
  const temp = `${env.prefix}/temp`;
  // Every path nginx opens or creates while testing, kept inside the prefix.
  const httpPaths = [
    `access_log ${logs}/access.log;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${temp}/${name};`),
  ].join('\n  ');
  const mainPaths = `pid ${logs}/nginx.pid;\nerror_log ${logs}/error.log;`;
  const context = nginxContext(sample.text);
  let head: string;
  let tail: string;
  let sampleText = body;
  if (context === 'main') {
    const hasEvents = nginxDirectives(sample.text).some((d) => d.depth === 0 && d.name === 'events');
    head = `${mainPaths}\n${hasEvents ? '' : 'events {}\n'}`;
    tail = '\n';
    // The sample's own http block gets the temp paths too, on the line of its opening brace (line numbers stay).
    const tokens = tokenizeNginx(body);
    const httpAt = tokens.findIndex((t, i) => t.value === 'http' && tokens[i + 1]?.kind === '{' && nginxDepthAt(tokens, i) === 0);
    if (httpAt !== -1) {
      const brace = tokens[httpAt + 1].end;
      sampleText = `${body.slice(0, brace)} ${httpPaths.replace(/\n\s*/g, ' ')}${body.slice(brace)}`;
    }
  } else {
    head = `${mainPaths}\nevents {}\nhttp {\n  ${httpPaths}\n${before}\n${context === 'http' ? '' : 'server {\n  listen 127.0.0.1:8080;\n'}`;
    tail = `\n${context === 'http' ? '' : '}\n'}}\n`;
  }
  out.firstSampleLine = head.split('\n').length;
  const config = head + sampleText + tail;
  out.files.set(out.config, config);
  return out;
}
