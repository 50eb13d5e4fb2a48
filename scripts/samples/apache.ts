/**
 * Wraps an Apache sample in a whole configuration `apache2 -t -f <file>` can
 * test without root and without /etc/apache2: a `.htaccess` goes inside a
 * `<Directory>`, anything else that is not a `<VirtualHost>` inside one, the
 * modules its directives need are loaded, and the files Apache opens at test
 * time (certificates, logs) are moved into a temp prefix.
 */

export interface ApacheDirective {
  /** Lower-cased name; a section opener is `<virtualhost`, a closer `</virtualhost`. */
  name: string;
  args: string;
  depth: number;
  /** Offsets of the argument text in the sample, for rewriting paths. */
  argsStart: number;
  argsEnd: number;
}

/** Apache's line grammar: one directive a line, `\` continues it, `#` starts a comment line, `<Section>` nests. */
export function apacheDirectives(text: string): ApacheDirective[] {
  const directives: ApacheDirective[] = [];
  let depth = 0;
  let offset = 0;
  for (const line of text.split('\n')) {
    const lineStart = offset;
    offset += line.length + 1;
    const match = /^(\s*)(<\/?[\w.-]+|[\w.-]+)(\s*)(.*?)\s*>?\s*$/.exec(line);
    if (!match || line.trim().startsWith('#')) continue;
    const [, indent, rawName, gap] = match;
    const name = rawName.toLowerCase();
    const argsStart = lineStart + indent.length + rawName.length + gap.length;
    const args = line
      .slice(argsStart - lineStart)
      .replace(/>\s*$/, '')
      .trimEnd();
    if (name.startsWith('</')) {
      depth = Math.max(0, depth - 1);
      directives.push({name, args, depth, argsStart, argsEnd: argsStart + args.length});
      continue;
    }
    directives.push({name, args, depth, argsStart, argsEnd: argsStart + args.length});
    if (name.startsWith('<')) depth++;
  }
  return directives;
}

/** What Debian enables out of the box (`a2query -m` on a fresh apache2): every sample has these. */
export const BASE_MODULES = [
  'mpm_event',
  'authz_core',
  'authz_host',
  'authz_user',
  'authn_core',
  'authn_file',
  'auth_basic',
  'access_compat',
  'alias',
  'autoindex',
  'deflate',
  'dir',
  'env',
  'filter',
  'mime',
  'negotiation',
  'reqtimeout',
  'setenvif',
  'status',
];

/** Modules outside the base set, by the directive (or handler) that needs them; each with what it depends on first. */
const MODULES_BY_DIRECTIVE: [RegExp, string[]][] = [
  [/^header$|^requestheader$/, ['headers']],
  [/^rewrite/, ['rewrite']],
  [/^ssl/, ['socache_shmcb', 'ssl']],
  [/^protocols$|^h2/, ['http2']],
  [/^proxy|^<proxy/, ['proxy', 'proxy_http', 'proxy_fcgi']],
  [/^expires/, ['expires']],
  [/^remoteip/, ['remoteip']],
  [/^brotli/, ['brotli']],
  [/^cache/, ['cache', 'cache_disk']],
  [/^addoutputfilter/, ['brotli']],
];

export function apacheModules(text: string): string[] {
  const modules = [...BASE_MODULES];
  for (const d of apacheDirectives(text)) {
    const name = d.name.replace(/^<\/?/, (m) => (m === '<' ? '<' : ''));
    const needed = MODULES_BY_DIRECTIVE.filter(([pattern]) => pattern.test(name)).flatMap(([, mods]) => mods);
    // SetHandler "proxy:unix:...|fcgi://..." hands PHP to PHP-FPM through mod_proxy_fcgi.
    if (d.name === 'sethandler' && /proxy:/i.test(d.args)) needed.push('proxy', 'proxy_fcgi');
    for (const module of needed) if (!modules.includes(module)) modules.push(module);
  }
  return modules;
}

export type ApacheContext = 'server' | 'virtualhost' | 'htaccess';

export function apacheContext(text: string, title = ''): ApacheContext {
  if (/(^|\/)\.htaccess\b/.test(title)) return 'htaccess';
  const topLevel = apacheDirectives(text).filter((d) => d.depth === 0);
  if (topLevel.some((d) => d.name === '<virtualhost' || d.name === 'listen' || d.name === 'loadmodule')) return 'server';
  return 'virtualhost';
}

export interface ApacheEnvironment {
  prefix: string;
  certificateFile: string;
  keyFile: string;
  /** Where the `.so` files are: Debian's /usr/lib/apache2/modules. */
  moduleDir: string;
}

export interface ApacheTestConfig {
  config: string;
  files: Map<string, string>;
  substitutions: string[];
  /** The config's line that holds the sample's first line. */
  firstSampleLine: number;
}

const CERTIFICATE_DIRECTIVES = new Set(['sslcertificatefile', 'sslcertificatechainfile', 'sslcacertificatefile']);
const KEY_DIRECTIVES = new Set(['sslcertificatekeyfile']);
const LOG_DIRECTIVES = new Set(['errorlog', 'customlog', 'transferlog']);

export function wrapApache(sample: {text: string; title?: string}, env: ApacheEnvironment): ApacheTestConfig {
  const out: ApacheTestConfig = {config: `${env.prefix}/apache2.conf`, files: new Map(), substitutions: [], firstSampleLine: 1};
  const edits: {start: number; end: number; value: string}[] = [];
  for (const d of apacheDirectives(sample.text)) {
    const path = /^"?([^"\s]+)"?/.exec(d.args)?.[1];
    if (!path) continue;
    const pathEnd = d.argsStart + d.args.indexOf(path) + path.length + (d.args.startsWith('"') ? 1 : 0);
    if (CERTIFICATE_DIRECTIVES.has(d.name) || KEY_DIRECTIVES.has(d.name)) {
      const key = KEY_DIRECTIVES.has(d.name);
      edits.push({start: d.argsStart, end: pathEnd, value: `"${key ? env.keyFile : env.certificateFile}"`});
      out.substitutions.push(
        `${d.name === 'sslcertificatekeyfile' ? 'SSLCertificateKeyFile' : 'SSLCertificateFile'} ${path}: a throwaway self-signed ${key ? 'key' : 'certificate'}`,
      );
    } else if (LOG_DIRECTIVES.has(d.name) && path.startsWith('/')) {
      edits.push({start: d.argsStart, end: pathEnd, value: `"${env.prefix}/logs/${path.split('/').pop()}"`});
    }
  }
  let body = sample.text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) body = body.slice(0, edit.start) + edit.value + body.slice(edit.end);

  const context = apacheContext(sample.text, sample.title);
  const webroot = `${env.prefix}/htdocs`;
  let opening = '';
  if (context === 'htaccess') {
    opening = `<VirtualHost *:8080>\n<Directory "${webroot}">\nAllowOverride None\n`;
    body = `${opening}${body}\n</Directory>\n</VirtualHost>`;
    out.substitutions.push('.htaccess: inside a <Directory> for a temp web root, as Apache reads it for that folder');
  } else if (context === 'virtualhost') {
    opening = `<VirtualHost *:8080>\nDocumentRoot "${webroot}"\n`;
    body = `${opening}${body}\n</VirtualHost>`;
  }
  const modules = apacheModules(sample.text)
    .map((name) => `LoadModule ${name}_module ${env.moduleDir}/mod_${name}.so`)
    .join('\n');
  const lines = [
    `# Debian's apache2 reads these from /etc/apache2/envvars; here they point into the temp prefix.`,
    `Define APACHE_LOG_DIR ${env.prefix}/logs`,
    `Define APACHE_RUN_DIR ${env.prefix}/run`,
    `Define APACHE_LOCK_DIR ${env.prefix}/lock`,
    `Define APACHE_RUN_USER www-data`,
    `Define APACHE_RUN_GROUP www-data`,
    `ServerRoot "${env.prefix}"`,
    `DefaultRuntimeDir "${env.prefix}/run"`,
    `PidFile "${env.prefix}/run/apache2.pid"`,
    `Mutex file:${env.prefix}/lock default`,
    `ErrorLog "${env.prefix}/logs/error.log"`,
    `ServerName localhost`,
    `Listen 127.0.0.1:8080`,
    modules,
    `DocumentRoot "${webroot}"`,
    body,
    '',
  ];
  out.firstSampleLine = lines.slice(0, -2).join('\n').split('\n').length + opening.split('\n').length;
  out.files.set(out.config, lines.join('\n'));
  out.files.set(`${webroot}/index.html`, '');
  return out;
}
