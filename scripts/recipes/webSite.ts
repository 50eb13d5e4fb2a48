/**
 * The web site the hosting and security articles build, on the run's nginx,
 * Apache and PHP-FPM: each assembled from the articles' blocks in a copy of
 * Debian's stock /etc layout under the run's root, started once and reloaded
 * when a recipe (or a breaking edit) changes a block.
 */
import {spawn} from 'node:child_process';
import {cpSync, existsSync, lchownSync, mkdirSync, rmSync, symlinkSync} from 'node:fs';
import path from 'node:path';
import type {BlockRef} from './blocks';
import {addToMainServer, insertAtStartOfEveryServer, insertIntoMainServer, moveListens} from './nginxSite';
import type {RecipeContext} from './recipe';
import {phpFpm, ReloadableServer, run, tool, waitForListener, type RecipeWorkspace} from './system';

export const NGINX_PORTS = {http: 19080, https: 19443};
export const APACHE_PORTS = {http: 19180, https: 19543};

export const SERVER_CONFIGURATION = 'hosting/server-configuration';
export const SSL = 'hosting/ssl-certificates';
export const WEB_SECURITY = 'security/web-security';

export const NGINX_SITE: BlockRef = {article: SERVER_CONFIGURATION, title: '/etc/nginx/sites-available/example.com'};
export const CATCH_ALL: BlockRef = {article: SERVER_CONFIGURATION, title: '/etc/nginx/sites-available/000-catch-all'};
export const HIDE_VERSION: BlockRef = {article: SERVER_CONFIGURATION, title: '/etc/nginx/conf.d/hide-version.conf'};
export const GZIP: BlockRef = {article: SERVER_CONFIGURATION, title: '/etc/nginx/nginx.conf (inside the http block)'};
export const ASSETS_NGINX: BlockRef = {
  article: SERVER_CONFIGURATION,
  title: '/etc/nginx/sites-available/example.com (inside the HTTPS server block)',
};
export const ENABLE_CATCH_ALL: BlockRef = {article: SERVER_CONFIGURATION, title: 'Enable the catch-all'};
export const ENABLE_SITES: BlockRef = {article: SERVER_CONFIGURATION, title: 'Terminal', section: 'test-and-reload'};
export const TLS_SNIPPET: BlockRef = {article: SSL, title: '/etc/nginx/snippets/tls-intermediate.conf'};
export const HSTS: BlockRef = {article: SSL, title: '/etc/nginx/snippets/hsts.conf'};
export const HEADERS_SNIPPET: BlockRef = {article: WEB_SECURITY, title: '/etc/nginx/snippets/security-headers.conf'};
export const RATE_LIMIT_ZONE: BlockRef = {article: WEB_SECURITY, title: '/etc/nginx/conf.d/login-rate-limit.conf'};
export const RATE_LIMIT_LOCATION: BlockRef = {
  article: WEB_SECURITY,
  title: '/etc/nginx/sites-available/example.com (inside the HTTPS server block)',
};
export const APACHE_VHOST: BlockRef = {article: SERVER_CONFIGURATION, title: '/etc/apache2/sites-available/example.com.conf'};
export const APACHE_CATCH_ALL: BlockRef = {article: SERVER_CONFIGURATION, title: '/etc/apache2/sites-available/000-catch-all.conf'};
export const ENABLE_APACHE_CATCH_ALL: BlockRef = {article: SERVER_CONFIGURATION, title: 'Enable the Apache catch-all'};
export const APACHE_ASSETS: BlockRef = {
  article: SERVER_CONFIGURATION,
  title: '/etc/apache2/sites-available/example.com.conf (inside VirtualHost *:443)',
};
export const APACHE_TLS: BlockRef = {article: SSL, title: '/etc/apache2/sites-available/example.com.conf (inside VirtualHost *:443)'};
export const APACHE_HEADERS: BlockRef = {article: WEB_SECURITY, title: '/etc/apache2/sites-available/example.com.conf'};
export const PHP_POOL: BlockRef = {article: SERVER_CONFIGURATION, title: '/etc/php/8.3/fpm/pool.d/example.com.conf'};
export const PHP_INI: BlockRef = {article: SERVER_CONFIGURATION, title: '/etc/php/8.3/fpm/conf.d/99-site.ini'};
export const OPCACHE_INI: BlockRef = {article: SERVER_CONFIGURATION, title: '/etc/php/8.3/fpm/conf.d/99-opcache.ini'};

const CERTIFICATE = '/etc/letsencrypt/live/example.com/fullchain.pem';
const KEY = '/etc/letsencrypt/live/example.com/privkey.pem';

/** Let's Encrypt's files and Debian's snakeoil pair (package ssl-cert) both become the throwaway certificate. */
function certificates(ws: RecipeWorkspace) {
  return [
    {from: CERTIFICATE, to: ws.certificateFile},
    {from: KEY, to: ws.keyFile},
    {from: '/etc/ssl/certs/ssl-cert-snakeoil.pem', to: ws.certificateFile},
    {from: '/etc/ssl/private/ssl-cert-snakeoil.key', to: ws.keyFile},
  ];
}

/** The test application: a page, an asset, an upload, an exposed-looking .env, .git and leftovers, and index.php answering 404 for the rest. */
export const WEB_ROOT = '/var/www/example.com/public';
export function writeWebRoot(ws: RecipeWorkspace) {
  ws.write(
    `${WEB_ROOT}/index.php`,
    `<?php\nif (parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) !== '/') {\n  http_response_code(404);\n  echo "not found\\n";\n  return;\n}\necho "example.com home\\n";\n`,
  );
  // A real folder with its own index.php, as WordPress's wp-admin/
  ws.write(`${WEB_ROOT}/wp-admin/index.php`, `<?php echo "wp-admin index\\n";\n`);
  ws.write(`${WEB_ROOT}/assets/app.3f9a1c.js`, 'console.log("app");\n');
  ws.write(`${WEB_ROOT}/style.css`, `body { color: #222; }\n${'/* padding so gzip applies */\n'.repeat(20)}`);
  ws.write(`${WEB_ROOT}/.env`, 'DB_PASSWORD=exposed-test-secret\n');
  ws.write(`${WEB_ROOT}/.git/HEAD`, 'ref: refs/heads/main\n');
  ws.write(`${WEB_ROOT}/.well-known/acme-challenge/token`, 'acme-token\n');
  // Leftovers the server must not send (editor copies, dumps, an archive, WP_DEBUG_LOG's file), and a media file it must
  // still send
  for (const leftover of LEFTOVER_FILES) ws.write(`${WEB_ROOT}${leftover}`, `${LEFTOVER_SECRET} in ${leftover}\n`);
  ws.write(`${WEB_ROOT}${UPLOADED_IMAGE}`, 'uploaded image\n');
  ws.write(`${WEB_ROOT}${UPLOADED_ARCHIVE}`, 'uploaded archive\n');
  // Another site's private file, and a link to it in this site's uploads owned by another account, as one site's PHP
  // would plant it (review r68g HIGH F6): the web server, in every site's group, must not follow it
  const secret = ws.write(OTHER_SITE_FILE, `${OTHER_SITE_SECRET}\n`);
  const link = ws.at(`${WEB_ROOT}${LINKED_UPLOAD}`);
  rmSync(link, {force: true});
  symlinkSync(secret, link);
  lchownSync(link, NOBODY, NOBODY);
}
/** Another site's file and a link to it in uploads, owned by an account other than the file's (nobody's). */
export const OTHER_SITE_FILE = '/var/www/other.example/public/wp-config.php';
export const OTHER_SITE_SECRET = 'other-site-test-secret';
export const LINKED_UPLOAD = '/wp-content/uploads/2026/11/other-site.txt';
const NOBODY = 65534;
export const LEFTOVER_FILES = [
  '/wp-config.php.bak',
  '/wp-config.php~',
  '/backup.sql',
  '/backup.sql.gz',
  '/site.tar.gz',
  '/wp-content/debug.log',
  // Names the first list missed (review r68g MEDIUM F1): an archive compressed otherwise, a zipped dump, an editor's copy
  '/site.tar.zst',
  '/db.sql.zip',
  '/wp-config.php.txt',
];
export const LEFTOVER_SECRET = 'leftover-test-secret';
export const UPLOADED_IMAGE = '/wp-content/uploads/2026/11/photo.jpg';
/** A .zip in uploads, which the leftovers rule must leave alone. */
export const UPLOADED_ARCHIVE = '/wp-content/uploads/2026/11/brochure.zip';

/** Runs a block's lines that match `keep` with `sudo` as a plain prefix (the run is root), in the run's root. */
export function runLines(ctx: RecipeContext, ref: BlockRef, keep: RegExp, env: NodeJS.ProcessEnv = process.env) {
  const block = ctx.block(ref);
  const lines = block.value.split('\n').filter((line) => keep.test(line));
  if (!lines.length) ctx.fail(ref, `no line matching ${keep} to run`);
  const script = `set -e\nsudo() { "$@"; }\n${ctx.workspace.rewrite(`${ref.article}: ${ref.title}${ref.section ? ` (#${ref.section})` : ''}`, lines.join('\n'))}\n`;
  const result = run(tool('bash'), ['-c', script], {env});
  if (result.status !== 0) ctx.fail(ref, `these lines failed:\n${lines.join('\n')}\n${result.output}`);
}

/**
 * Runs a block's bash with every curl in it sent to the run's server on
 * `ports` (a curlrc in CURL_HOME: --connect-to and the throwaway CA), as the
 * reader's curl reaches their own server.
 */
export function runCurlBlock(ctx: RecipeContext, ref: BlockRef, server: string, ports: {http: number; https: number}) {
  const ws = ctx.workspace;
  const curlHome = ws.write(
    `/recipe-curl-${ports.https}/.curlrc`,
    [
      `connect-to = ":80:127.0.0.1:${ports.http}"`,
      `connect-to = ":443:127.0.0.1:${ports.https}"`,
      `cacert = "${ws.certificateFile}"`,
      '',
    ].join('\n'),
  );
  ws.note(
    ref.title,
    'example.com and www (ports 80 and 443)',
    `the run's ${server}, 127.0.0.1:${ports.http} and ${ports.https} (curl's --connect-to in CURL_HOME)`,
  );
  const result = run(tool('bash'), ['-c', ctx.block(ref).value], {env: {...process.env, CURL_HOME: path.dirname(curlHome)}});
  return {status: result.status, output: result.output};
}

/** Debian's stock /etc/<name>, copied under the root fresh for every assembly. */
function freshStock(ws: RecipeWorkspace, name: string) {
  const target = ws.at(`/etc/${name}`);
  rmSync(target, {recursive: true, force: true});
  cpSync(`/etc/${name}`, target, {recursive: true, verbatimSymlinks: true});
  return target;
}

// ---------------------------------------------------------------- nginx

export interface NginxOptions {
  /** Take the dotfile rule out of the site (the audit recipe's exposed server). */
  withoutDotfileRule?: boolean;
  /** A block titled "... (first in each server block ...)", added at the start of every server of the site. */
  inEachServer?: string;
  /** Another article's block titled "... (inside the HTTPS server block)", added to the main server after these. */
  inMainServer?: string;
  /**
   * The site's general PHP location as many readers have it, `location ~ [^/]\.php(/|$)` (the form Debian's
   * snippets/fastcgi-php.conf splits PATH_INFO for), instead of server configuration's `~ \.php$`: /wp-login.php/x
   * then reaches PHP unless a login location catches it.
   */
  pathInfoPhpLocation?: boolean;
  /** Other articles' blocks titled with their own file under /etc/nginx (such as conf.d/*.conf), written there. */
  files?: BlockRef[];
  /** A wider uploads location put in place of the site's own (`location ~* ^/wp-content/uploads/.*\.php$`), as WordPress security says. */
  uploadsLocation?: string;
}

/** Server configuration's uploads location in its nginx site block. */
const NGINX_UPLOADS_LOCATION = /^[ \t]*location ~\* \^\/wp-content\/uploads\/\.\*\\\.php\$ \{[^{}]*\}/m;

/** The nginx site as the articles build it; returns which blocks went in. */
export async function nginxSite(ctx: RecipeContext, options: NginxOptions = {}) {
  const ws = ctx.workspace;
  await phpFpmSite(ctx);
  const etc = freshStock(ws, 'nginx');
  // Debian's stock sites-enabled/default -> /etc/nginx/sites-available/default points outside the copy.
  rmSync(path.join(etc, 'sites-enabled', 'default'), {force: true});
  symlinkSync(path.join(etc, 'sites-available', 'default'), path.join(etc, 'sites-enabled', 'default'));
  const label = 'nginx';
  ws.write('/etc/nginx/sites-available/default', moveListens(ws.read('/etc/nginx/sites-available/default'), NGINX_PORTS));
  let stock = ws.rewrite("Debian's stock /etc/nginx/nginx.conf", ws.read('/etc/nginx/nginx.conf'));
  // The article's gzip lines replace the stock gzip section ("Replace it with this").
  const gzip = ctx.block(GZIP).value;
  stock = stock.replace(/^[ \t]*#?[ \t]*gzip\b.*\n/gm, '').replace(/(\n[ \t]*include [^\n]*conf\.d\/\*\.conf;)/, `\n${gzip}\n$1`);
  // Debian's nginx.conf sets ssl_protocols for all servers; nginx.org's packages and many hand-written
  // configs do not. Without it the default server, the catch-all, sets the TLS versions of every site
  // on the port (nginx before 1.23.4 then offers no TLS 1.3), so the catch-all's own line is tested.
  stock = stock.replace(/^[ \t]*ssl_protocols\b.*\n/m, '');
  ws.note(label, "Debian's http-level ssl_protocols line", 'removed, as nginx.org packages have none');
  ws.write('/etc/nginx/nginx.conf', stock);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((n) => `${n}_temp_path ${ws.at(`/var/lib/nginx/${n}`)};`)
    .join('\n');
  ws.write('/etc/nginx/conf.d/00-recipe-temp-paths.conf', `${temp}\n`);
  ws.note(label, '/var/lib/nginx/* (temp files)', ws.at('/var/lib/nginx'));

  let site = ctx.block(NGINX_SITE).value;
  if (options.withoutDotfileRule) site = site.replace(/\n[ \t]*location ~ \/\\\.\(\?!well-known\/\) \{[^}]*\}/, '');
  // The site block shows the TLS and header includes in place; the /assets/ and login locations go in as their titles say.
  site = insertIntoMainServer(site, [ctx.block(ASSETS_NGINX).value, ctx.block(RATE_LIMIT_LOCATION).value]);
  ws.note(label, 'blocks titled "... (inside the HTTPS server block)"', 'added at the end of the main HTTPS server block');
  if (options.pathInfoPhpLocation) {
    if (!/^([ \t]*)location ~ \\\.php\$ \{/m.test(site)) ctx.fail(NGINX_SITE, 'no `location ~ \\.php$` to widen to PATH_INFO');
    site = site.replace(/^([ \t]*)location ~ \\\.php\$ \{/m, '$1location ~ [^/]\\.php(/|$) {');
    ws.note(label, 'location ~ \\.php$', "location ~ [^/]\\.php(/|$), as many readers' sites have it");
  }
  if (options.uploadsLocation !== undefined) {
    if (!NGINX_UPLOADS_LOCATION.test(site)) ctx.fail(NGINX_SITE, 'no `location ~* ^/wp-content/uploads/.*\\.php$` to replace');
    const uploads = options.uploadsLocation;
    site = site.replace(NGINX_UPLOADS_LOCATION, () => uploads);
    ws.note(label, 'its uploads location (.php only)', "WordPress security's wider uploads location, in the same place");
  }
  if (options.inEachServer !== undefined) site = insertAtStartOfEveryServer(site, options.inEachServer);
  if (options.inMainServer !== undefined) {
    const added = addToMainServer(site, options.inMainServer);
    site = added.site;
    for (const where of added.merged)
      ws.note(label, `its location for ${where}`, `its allow and deny lines added to the site's own location for ${where}`);
  }
  const files: [BlockRef, string][] = [
    [NGINX_SITE, site],
    [CATCH_ALL, ctx.block(CATCH_ALL).value],
    [HIDE_VERSION, ctx.block(HIDE_VERSION).value],
    [TLS_SNIPPET, ctx.block(TLS_SNIPPET).value],
    [HSTS, ctx.block(HSTS).value],
    [HEADERS_SNIPPET, ctx.block(HEADERS_SNIPPET).value],
    [RATE_LIMIT_ZONE, ctx.block(RATE_LIMIT_ZONE).value],
    ...(options.files ?? []).map((ref): [BlockRef, string] => [ref, ctx.block(ref).value]),
  ];
  for (const [ref, text] of files) {
    const moved = moveListens(ws.rewrite(label, text, certificates(ws)), NGINX_PORTS);
    ws.write(ref.title, moved);
  }
  ws.note(
    label,
    'listen 80 / listen 443 (and [::])',
    `127.0.0.1:${NGINX_PORTS.http} / 127.0.0.1:${NGINX_PORTS.https} (IPv6 listens dropped)`,
  );
  // Enable sites as the article says, with its own ln -s lines.
  runLines(ctx, ENABLE_SITES, /\bln -s\b.*\/etc\/nginx\//);
  runLines(ctx, ENABLE_CATCH_ALL, /^sudo (rm|ln -s) .*\/etc\/nginx\//);
  writeWebRoot(ws);

  const conf = ws.at('/etc/nginx/nginx.conf');
  const errorLog = ws.at('/var/log/nginx/error.log');
  for (const dir of ['/var/log/nginx', '/run', '/var/lib/nginx']) mkdirSync(ws.at(dir), {recursive: true});
  const test = run(tool('nginx'), ['-t', '-q', '-c', conf, '-e', errorLog]);
  if (test.status !== 0) {
    const named = files.find(([ref]) => test.output.includes(ref.title.replace(/^\/etc\/nginx\//, '')))?.[0] ?? NGINX_SITE;
    ctx.fail(named, `nginx -t rejects the assembled site:\n${test.output.replaceAll(ws.root, '')}`);
  }
  const server = await ws.once('nginx', async () => {
    const child = spawn(tool('nginx'), ['-c', conf, '-e', errorLog, '-g', 'daemon off;'], {stdio: ['ignore', 'pipe', 'pipe']});
    const started = ws.adopt(new ReloadableServer('nginx', child, 'SIGHUP')) as ReloadableServer;
    await waitForListener({port: NGINX_PORTS.https}, 'nginx', child);
    return {server: started, fresh: true};
  });
  if (!server.fresh) await server.server.reload();
  server.fresh = false;
}

// ---------------------------------------------------------------- Apache

const APACHE_ENABLE = /^sudo a2(enmod|ensite|enconf)\b/;

export interface ApacheOptions {
  /** A block titled "... (first in each VirtualHost ...)", added at the start of every VirtualHost of the site. */
  inEachVirtualHost?: string;
  /**
   * Hand PHP to PHP-FPM with `ProxyPassMatch`, the other common wiring (the
   * form in Apache's mod_proxy_fcgi manual), instead of the article's
   * `SetHandler`: mod_proxy claims such a request before mod_alias's rules run.
   */
  phpByProxyPassMatch?: boolean;
  /** Another article's block titled "... (inside VirtualHost *:443)", added at the end of the 443 host. */
  in443?: string;
  /**
   * A host that lets `.htaccess` files act, as shared hosting does: the web root's `AllowOverride None` becomes this
   * value, and the virtual host's own uploads `<Directory>` is left out, so only an uploads `.htaccess` guards it.
   */
  htaccessOverride?: string;
}

/** Server configuration's uploads `<Directory>` in its virtual host. */
const APACHE_UPLOADS_DIRECTORY = /^[ \t]*<Directory [^>]*\/wp-content\/uploads>[\s\S]*?<\/Directory>\n/m;

export async function apacheSite(ctx: RecipeContext, options: ApacheOptions = {}) {
  const ws = ctx.workspace;
  await phpFpmSite(ctx);
  const label = 'Apache';
  freshStock(ws, 'apache2');
  const ports = (text: string) =>
    text
      .replace(/^Listen 80$/m, `Listen 127.0.0.1:${APACHE_PORTS.http}`)
      .replace(/^(\s*)Listen 443$/gm, `$1Listen 127.0.0.1:${APACHE_PORTS.https}`)
      .replace(/<VirtualHost \*:80>/g, `<VirtualHost *:${APACHE_PORTS.http}>`)
      .replace(/<VirtualHost \*:443>/g, `<VirtualHost *:${APACHE_PORTS.https}>`);
  ws.write('/etc/apache2/ports.conf', ports(ws.read('/etc/apache2/ports.conf')));
  // Debian's apache2.conf grants /var/www/: the same folder under the root.
  ws.write('/etc/apache2/apache2.conf', ws.rewrite("Debian's stock /etc/apache2/apache2.conf", ws.read('/etc/apache2/apache2.conf')));
  ws.write('/etc/apache2/sites-available/000-default.conf', ports(ws.read('/etc/apache2/sites-available/000-default.conf')));
  ws.note(label, 'Listen 80 / 443, <VirtualHost *:80> / *:443', `127.0.0.1:${APACHE_PORTS.http} / ${APACHE_PORTS.https}`);

  // The TLS lines and the header lines go inside the 443 host, after SSLCertificateKeyFile; the /assets/ Location at its end.
  const headerLines = ctx
    .block(APACHE_HEADERS)
    .value.split('\n')
    .filter((line) => /^\s*Header\b/.test(line))
    .join('\n');
  if (!headerLines) ctx.fail(APACHE_HEADERS, 'no `Header` lines to add to the site');
  let vhost = ctx.block(APACHE_VHOST).value;
  const afterKey = /(<VirtualHost \*:443>[\s\S]*?SSLCertificateKeyFile[^\n]*\n)/;
  if (!afterKey.test(vhost)) ctx.fail(APACHE_VHOST, 'no SSLCertificateKeyFile line in <VirtualHost *:443> to put the TLS settings after');
  vhost = vhost.replace(afterKey, `$1${ctx.block(APACHE_TLS).value}\n${headerLines}\n`);
  vhost = vhost.replace(/(<VirtualHost \*:443>[\s\S]*?)(<\/VirtualHost>)/, `$1${ctx.block(APACHE_ASSETS).value}\n$2`);
  const in443 = options.in443;
  if (in443 !== undefined)
    vhost = vhost.replace(
      /(<VirtualHost \*:443>[\s\S]*?)(<\/VirtualHost>)/,
      (_host, inside: string, end: string) => `${inside}${in443}\n${end}`,
    );
  ws.note(label, 'blocks titled "... (inside VirtualHost *:443)" and the web security guide\'s Header lines', 'inserted into the 443 host');
  if (options.phpByProxyPassMatch) {
    const wiring = /<FilesMatch "\\\.php\$">\s*SetHandler "proxy:(unix:[^|"]+)\|fcgi:\/\/localhost"\s*<\/FilesMatch>/;
    const socket = wiring.exec(vhost)?.[1];
    if (!socket) ctx.fail(APACHE_VHOST, 'no <FilesMatch "\\.php$"> SetHandler to PHP-FPM to rewire with ProxyPassMatch');
    vhost = vhost.replace(wiring, () => `ProxyPassMatch "^/(.*\\.php)$" "${socket}|fcgi://localhost${ws.at(WEB_ROOT)}/$1"`);
    ws.note(label, '<FilesMatch "\\.php$"> SetHandler', 'ProxyPassMatch to the same socket (the other common wiring)');
  }
  const override = options.htaccessOverride;
  if (override !== undefined) {
    if (!/AllowOverride None/.test(vhost) || !APACHE_UPLOADS_DIRECTORY.test(vhost))
      ctx.fail(APACHE_VHOST, 'no `AllowOverride None` and uploads <Directory> to stand in for a host that reads .htaccess');
    vhost = vhost.replaceAll('AllowOverride None', `AllowOverride ${override}`).replace(APACHE_UPLOADS_DIRECTORY, '');
    ws.note(
      label,
      'AllowOverride None and its uploads <Directory>',
      `AllowOverride ${override}, no uploads <Directory> (a host that reads .htaccess)`,
    );
  }
  const first = options.inEachVirtualHost;
  if (first !== undefined) vhost = vhost.replace(/^<VirtualHost [^>]*>\n/gm, (open) => `${open}${first}\n`);
  ws.write(APACHE_VHOST.title, ports(ws.rewrite(label, vhost, certificates(ws))));
  ws.write(APACHE_CATCH_ALL.title, ports(ws.rewrite(label, ctx.block(APACHE_CATCH_ALL).value, certificates(ws))));

  const env = {
    ...process.env,
    APACHE_CONFDIR: ws.at('/etc/apache2'),
    APACHE_STATE_DIRECTORY: ws.at('/var/lib/apache2'),
    APACHE_RUN_USER: 'www-data',
    APACHE_RUN_GROUP: 'www-data',
    APACHE_RUN_DIR: ws.at('/run/apache2'),
    APACHE_PID_FILE: ws.at('/run/apache2/apache2.pid'),
    APACHE_LOCK_DIR: ws.at('/run/lock/apache2'),
    APACHE_LOG_DIR: ws.at('/var/log/apache2'),
  };
  for (const dir of [env.APACHE_RUN_DIR, env.APACHE_LOCK_DIR, env.APACHE_LOG_DIR]) mkdirSync(dir, {recursive: true});
  // The article's a2enmod/a2ensite lines, on the copy (a2enmod reads APACHE_CONFDIR); the mod_php line is for those moving from it.
  runLines(ctx, ENABLE_SITES, APACHE_ENABLE, env);
  runLines(ctx, ENABLE_APACHE_CATCH_ALL, /^sudo a2(dis|en)site\b/, env);
  ws.note(
    label,
    'a2enmod, a2ensite',
    `on ${env.APACHE_CONFDIR} (APACHE_CONFDIR); "a2dismod php8.3 mpm_prefork" not run: the stock install has neither`,
  );
  writeWebRoot(ws);
  const args = ['-d', env.APACHE_CONFDIR, '-f', 'apache2.conf'];
  const test = run(tool('apache'), [...args, '-t'], {env});
  if (test.status !== 0) ctx.fail(APACHE_VHOST, `apache2 -t rejects the assembled site:\n${test.output.replaceAll(ws.root, '')}`);
  const server = await ws.once('apache', async () => {
    const child = spawn(tool('apache'), [...args, '-DFOREGROUND'], {env, stdio: ['ignore', 'pipe', 'pipe']});
    const started = ws.adopt(new ReloadableServer('apache2', child, 'SIGUSR1')) as ReloadableServer;
    await waitForListener({port: APACHE_PORTS.https}, 'apache2', child);
    return {server: started, fresh: true};
  });
  if (!server.fresh) await server.server.reload();
  server.fresh = false;
}

// ---------------------------------------------------------------- PHP-FPM

/** The pool's request_terminate_timeout in this run, in seconds (the article's 60 s is too long to wait for). */
export const RUN_TERMINATE_TIMEOUT_S = 2;

/** The pool's socket as the article names it. */
export const FPM_SOCKET = '/run/php/php8.3-fpm-example.com.sock';

/**
 * PHP-FPM with the article's pool and conf.d files (read after Debian's own,
 * through PHP_INI_SCAN_DIR), on Debian's installed PHP version. The pool's
 * account does not exist here: it runs as nobody.
 */
export async function phpFpmSite(ctx: RecipeContext) {
  const ws = ctx.workspace;
  const label = 'PHP-FPM';
  const binary = phpFpm();
  const version = /php-fpm(\d+\.\d+)$/.exec(binary)![1];
  ws.note(label, '/etc/php/8.3, php8.3-fpm', `/etc/php/8.3 under the root, run by Debian's ${path.basename(binary)}`);
  let pool = ws.rewrite(label, ctx.block(PHP_POOL).value);
  pool = pool.replace(/^user\s*=.*$/m, 'user = nobody').replace(/^group\s*=.*$/m, 'group = nogroup');
  ws.note(label, 'user/group = example-php', 'nobody/nogroup (the run creates no accounts)');
  // The php recipe waits for a worker to be killed at this limit: seconds, not the article's minute.
  pool = pool.replace(/^(request_terminate_timeout\s*=\s*)(\S+)/m, (_line, setting: string, value: string) => {
    ws.note(label, `request_terminate_timeout = ${value}`, `${RUN_TERMINATE_TIMEOUT_S}s (the same limit, reached sooner)`);
    return `${setting}${RUN_TERMINATE_TIMEOUT_S}s`;
  });
  ws.write(PHP_POOL.title, pool);
  ws.write(PHP_INI.title, ctx.block(PHP_INI).value);
  ws.write(OPCACHE_INI.title, ctx.block(OPCACHE_INI).value);
  const fpmConf = ws.write(
    '/etc/php/8.3/fpm/php-fpm.conf',
    `[global]\npid = ${ws.at('/run/php/php-fpm.pid')}\nerror_log = ${ws.at('/var/log/php-fpm.log')}\ninclude = ${ws.at('/etc/php/8.3/fpm/pool.d')}/*.conf\n`,
  );
  mkdirSync(ws.at('/run/php'), {recursive: true});
  mkdirSync(ws.at('/var/log'), {recursive: true});
  mkdirSync(ws.at('/var/lib/php/sessions'), {recursive: true});
  const stockScanDir = `/etc/php/${version}/fpm/conf.d`;
  const env = {...process.env, PHP_INI_SCAN_DIR: `${existsSync(stockScanDir) ? stockScanDir : ''}:${ws.at('/etc/php/8.3/fpm/conf.d')}`};
  const phpIni = `/etc/php/${version}/fpm/php.ini`;
  const args = ['-R', '-y', fpmConf, ...(existsSync(phpIni) ? ['-c', phpIni] : [])];
  const test = run(binary, [...args, '-t'], {env});
  if (test.status !== 0) ctx.fail(PHP_POOL, `php-fpm -t rejects the pool:\n${test.output.replaceAll(ws.root, '')}`);
  const server = await ws.once('php-fpm', async () => {
    const child = spawn(binary, [...args, '-F'], {env, stdio: ['ignore', 'pipe', 'pipe']});
    const started = ws.adopt(new ReloadableServer('php-fpm', child, 'SIGUSR2')) as ReloadableServer;
    await waitForListener({socket: ws.at(FPM_SOCKET)}, 'php-fpm', child);
    return {server: started, fresh: true};
  });
  if (!server.fresh) await server.server.reload();
  server.fresh = false;
}
