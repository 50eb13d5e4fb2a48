/**
 * Serves the build with a real host and the config the build generated for
 * it, the way the README's "Deploying" section sets each one up, on
 * 127.0.0.1 under a temp folder (nothing in /etc is read for the site or
 * written). Playwright starts one per host project (playwright.config.ts).
 *
 *   tsx tests/hosts/serve-host.ts nginx|apache|cloudflare PORT
 *
 * nginx: Debian's nginx with the README's server block, which includes build-hosts/nginx.conf.
 * apache: Debian's apache2 with the README's virtual host (AllowOverride All: build/.htaccess applies).
 * cloudflare: `wrangler pages dev build`, Cloudflare's local Pages runtime (workerd), reading build/_headers.
 */
import {spawn} from 'node:child_process';
import {chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {findTool, TOOLS} from '../../scripts/samples/tools';

const HOSTS = ['nginx', 'apache', 'cloudflare'] as const;
type Host = (typeof HOSTS)[number];

const build = path.resolve(process.env.BUILD_DIR ?? 'build');
const nginxInclude = path.resolve(process.env.NGINX_CONF ?? 'build-hosts/nginx.conf');

/** A compatibility date the workerd binary that wrangler installs supports (wrangler refuses a newer one). */
const CLOUDFLARE_COMPATIBILITY_DATE = '2026-04-01';

/** A code block of the README's "Deploying" section, by its title: the tests run the steps readers follow. */
function readmeBlock(title: string): string {
  const block = new RegExp('```\\w+ title="' + title.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&') + '"\\n([\\s\\S]*?)\\n\\s*```').exec(
    readFileSync('README.md', 'utf8'),
  );
  if (!block) throw new Error(`README.md has no code block titled "${title}" (Deploying)`);
  return block[1].replace(/^ {3}/gm, '');
}

/** Replaces what must change on this machine, failing if the README no longer says it. */
function adapt(text: string, replacements: [string | RegExp, string][]): string {
  for (const [from, to] of replacements) {
    if (!(typeof from === 'string' ? text.includes(from) : from.test(text)))
      throw new Error(`README.md's server block no longer has ${from}: update tests/hosts/serve-host.ts`);
    text = text.replaceAll(from, to);
  }
  return text;
}

/** The README's server block, listening on 127.0.0.1, with the build as root and the generated include. */
function nginxConfig(temp: string, port: number): string {
  const server = adapt(readmeBlock('/etc/nginx/sites-available/larkspur'), [
    [/listen 80;/g, `listen 127.0.0.1:${port};`],
    ['/var/www/larkspur', build],
    ['/etc/nginx/snippets/larkspur.conf', nginxInclude],
  ]);
  return `pid ${temp}/nginx.pid;
error_log ${temp}/error.log warn;
events {}
http {
    # What Debian's /etc/nginx/nginx.conf sets around the sites.
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${temp}/body;
    proxy_temp_path ${temp}/proxy;
    fastcgi_temp_path ${temp}/fastcgi;
    uwsgi_temp_path ${temp}/uwsgi;
    scgi_temp_path ${temp}/scgi;
${server}
}
`;
}

/** The README's virtual host on 127.0.0.1, with Debian's defaults around it and the modules `a2enmod headers rewrite` adds. */
function apacheConfig(temp: string, port: number): string {
  const site = adapt(readmeBlock('/etc/apache2/sites-available/larkspur.conf'), [
    ['<VirtualHost *:80>', `<VirtualHost 127.0.0.1:${port}>`],
    ['/var/www/larkspur', build],
  ]);
  // Debian's defaults (mods-enabled after install) that the site uses, plus headers and rewrite.
  const modules = ['mpm_event', 'authz_core', 'dir', 'mime', 'filter', 'deflate', 'headers', 'rewrite'];
  return `ServerRoot "${temp}"
DefaultRuntimeDir "${temp}"
PidFile "${temp}/apache2.pid"
Mutex file:${temp} default
ErrorLog "${temp}/error.log"
LogLevel warn
ServerName localhost
Listen 127.0.0.1:${port}
${modules.map((name) => `LoadModule ${name}_module /usr/lib/apache2/modules/mod_${name}.so`).join('\n')}
${process.getuid?.() === 0 ? 'User www-data\nGroup www-data\n' : ''}TypesConfig /etc/mime.types
AddOutputFilterByType DEFLATE text/html text/plain text/xml text/css text/javascript application/javascript application/json
${site}
`;
}

function start(host: Host, port: number) {
  for (const file of [path.join(build, '_headers'), path.join(build, '.htaccess'), nginxInclude]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`);
  }
  const temp = mkdtempSync(path.join(tmpdir(), `larkspur-${host}-`));
  // nginx's and Apache's workers run as an unprivileged user when started by root.
  chmodSync(temp, 0o755);
  let command: string;
  let args: string[];
  const env = {...process.env};
  if (host === 'nginx') {
    writeFileSync(path.join(temp, 'nginx.conf'), nginxConfig(temp, port));
    command = findTool(TOOLS.nginx);
    args = ['-p', temp, '-c', path.join(temp, 'nginx.conf'), '-e', path.join(temp, 'error.log'), '-g', 'daemon off;'];
  } else if (host === 'apache') {
    writeFileSync(path.join(temp, 'apache2.conf'), apacheConfig(temp, port));
    command = findTool(TOOLS.apache);
    args = ['-f', path.join(temp, 'apache2.conf'), '-DFOREGROUND'];
  } else {
    command = path.resolve('node_modules/.bin/wrangler');
    if (!existsSync(command)) throw new Error('wrangler was not found: run `npm ci` (it is a devDependency).');
    mkdirSync(path.join(temp, 'home'));
    Object.assign(env, {WRANGLER_SEND_METRICS: 'false', XDG_CONFIG_HOME: path.join(temp, 'home'), WRANGLER_LOG_PATH: temp});
    args = ['pages', 'dev', build, '--ip', '127.0.0.1', '--port', String(port), '--compatibility-date', CLOUDFLARE_COMPATIBILITY_DATE];
    args.push('--persist-to', path.join(temp, 'state'), '--log-level', 'warn');
  }
  const child = spawn(command, args, {stdio: 'inherit', env, cwd: temp});
  const stop = () => child.kill('SIGTERM');
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  child.on('exit', (code, signal) => {
    rmSync(temp, {recursive: true, force: true});
    process.exit(signal ? 0 : (code ?? 1));
  });
}

const [host, port] = process.argv.slice(2);
if (!HOSTS.includes(host as Host) || !Number(port)) {
  console.error(`Usage: tsx tests/hosts/serve-host.ts ${HOSTS.join('|')} PORT`);
  process.exit(2);
}
start(host as Host, Number(port));
