/**
 * The PHP settings the articles show, as PHP reads them: PHP-FPM with the
 * server configuration guide's pool and conf.d files serves a test script
 * through the assembled nginx site and kills a script's work after its
 * answer at the pool's wall-clock limit, two sites' pools built from it
 * cannot read each other's files through the shared OPcache, and the
 * WordPress security guide's wp-config.php excerpt runs in PHP's CLI.
 */
import {spawn} from 'node:child_process';
import {chmodSync, chownSync, existsSync, mkdirSync, readFileSync, statSync, utimesSync} from 'node:fs';
import path from 'node:path';
import type {BlockRef} from './blocks';
import {replace, type Recipe, type RecipeContext} from './recipe';
import {curl, phpFpm, run, Server, tool, waitForListener} from './system';
import {NGINX_PORTS, NGINX_SITE, nginxSite, OPCACHE_INI, PHP_INI, PHP_POOL, RUN_TERMINATE_TIMEOUT_S, WEB_ROOT} from './webSite';

export const WP_CONFIG: BlockRef = {article: 'wordpress/security', title: 'wp-config.php (excerpt)'};

/** `key = value` lines of an INI block (`;` comments skipped), and `php_admin_value[key] = value` of a pool. */
export function iniSettings(text: string): Map<string, string> {
  const settings = new Map<string, string>();
  for (const line of text.split('\n')) {
    const match = /^\s*(?:php_(?:admin_)?(?:value|flag)\[([\w.]+)\]|([\w.]+))\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trim().startsWith(';')) continue;
    settings.set(match[1] ?? match[2], match[3]);
  }
  return settings;
}

/** What ini_get returns for a value as written: On/Off and yes/no become "1" and "", the rest stays. */
export function asIniGet(value: string): string {
  if (/^(on|yes|true)$/i.test(value)) return '1';
  if (/^(off|no|false|none)$/i.test(value)) return '';
  return value.replace(/^"(.*)"$/, '$1');
}

/** "80M", "80m", "64M" in bytes, as PHP and nginx read sizes. */
export function sizeInBytes(value: string): number {
  const [, number, unit] = /^(\d+)\s*([kmg]?)$/i.exec(value.trim()) ?? [];
  if (number === undefined) return NaN;
  return Number(number) * 1024 ** ' kmg'.indexOf((unit || ' ').toLowerCase());
}

const CHECK_SCRIPT = '/recipe-php-check.php';

async function fpmSettings(ctx: RecipeContext) {
  const ws = ctx.workspace;
  await nginxSite(ctx);
  const ini = new Map([...iniSettings(ctx.block(PHP_INI).value), ...iniSettings(ctx.block(OPCACHE_INI).value)]);
  const pool = iniSettings(ws.read(PHP_POOL.title));
  const names = [...new Set([...ini.keys(), 'upload_max_filesize', 'post_max_size', 'open_basedir', 'disable_functions'])];
  ws.write(
    `${WEB_ROOT}${CHECK_SCRIPT}`,
    `<?php\nheader('Content-Type: application/json');\n$names = ${JSON.stringify(names)};\n$out = ['sapi' => php_sapi_name(), 'exec' => function_exists('exec')];\nforeach ($names as $n) { $v = ini_get($n); $out['ini'][$n] = $v === false ? null : $v; }\necho json_encode($out);\n`,
  );
  const response = curl(`https://example.com${CHECK_SCRIPT}`, NGINX_PORTS, ws.certificateFile);
  if (response.status !== 200)
    ctx.fail(PHP_POOL, `PHP-FPM did not serve the test script through nginx: ${response.status}\n${response.raw}\n${response.body}`);
  const got = JSON.parse(response.body) as {sapi: string; exec: boolean; ini: Record<string, string | null>};
  ctx.expect(got.sapi === 'fpm-fcgi', PHP_POOL, "nginx hands .php to the pool's PHP-FPM socket", () => `the script ran under ${got.sapi}`);
  for (const [name, value] of ini) {
    const ref = iniSettings(ctx.block(PHP_INI).value).has(name) ? PHP_INI : OPCACHE_INI;
    const expected = asIniGet(value);
    ctx.expect(
      got.ini[name] === expected,
      ref,
      `PHP-FPM reads ${name} = ${value}`,
      () => `PHP-FPM reads ${name} as "${got.ini[name]}", the file says ${value}`,
    );
  }
  for (const name of ['open_basedir', 'disable_functions']) {
    ctx.expect(
      got.ini[name] === pool.get(name),
      PHP_POOL,
      `the pool sets ${name}`,
      () => `PHP-FPM reads ${name} as "${got.ini[name]}", the pool says ${pool.get(name)}`,
    );
  }
  ctx.expect(!got.exec, PHP_POOL, "exec() does not exist for the site's PHP", () => "exec() is available to the site's PHP");
  ctx.expect(
    !response.headers.has('x-powered-by'),
    PHP_INI,
    'expose_php = Off: no X-Powered-By header',
    () => `the response carries X-Powered-By: ${response.headers.get('x-powered-by')}`,
  );
  const upload = sizeInBytes(got.ini.upload_max_filesize ?? '');
  const post = sizeInBytes(got.ini.post_max_size ?? '');
  ctx.expect(
    post > upload,
    PHP_INI,
    'post_max_size is larger than upload_max_filesize',
    () => `post_max_size (${got.ini.post_max_size}) is not larger than upload_max_filesize (${got.ini.upload_max_filesize})`,
  );
  const body = /client_max_body_size\s+(\w+);/.exec(ctx.block(NGINX_SITE).value)?.[1];
  ctx.expect(
    body !== undefined && sizeInBytes(body) === post,
    NGINX_SITE,
    `nginx's client_max_body_size (${body}) matches post_max_size (${got.ini.post_max_size})`,
    () =>
      `nginx's client_max_body_size is ${body ?? 'not set'} and PHP's post_max_size ${got.ini.post_max_size}: uploads between the two fail`,
  );
}

const LATE_WORK_SCRIPT = '/recipe-php-late-work.php';

/**
 * Work a script does after answering (fastcgi_finish_request(), as
 * WordPress's wp-cron.php runs its jobs) must stop at the pool's wall-clock
 * limit: PHP-FPM enforces request_terminate_timeout after the answer only
 * with request_terminate_timeout_track_finished (PHP 7.3.11 and later).
 * Runs after fpmSettings, which assembled the site.
 */
async function lateWorkStopped(ctx: RecipeContext) {
  const ws = ctx.workspace;
  const limit = RUN_TERMINATE_TIMEOUT_S;
  // Long enough past the limit that PHP-FPM's check (every third of the limit) comes first.
  const workSeconds = limit + 1.5;
  const markers = ws.at('/tmp/recipe-php-late-work');
  mkdirSync(markers, {recursive: true});
  chmodSync(markers, 0o1777);
  const marker = path.join(markers, `ran-on-${Date.now()}`);
  ws.write(
    `${WEB_ROOT}${LATE_WORK_SCRIPT}`,
    `<?php\necho getmypid(), "\\n";\nfastcgi_finish_request();\nusleep(${workSeconds * 1_000_000});\nfile_put_contents('${marker}', "ran on\\n");\n`,
  );
  const log = ws.at('/var/log/php-fpm.log');
  const logFrom = existsSync(log) ? statSync(log).size : 0;
  const newLog = () => (existsSync(log) ? readFileSync(log).subarray(logFrom).toString('utf8') : '');
  const response = curl(`https://example.com${LATE_WORK_SCRIPT}`, NGINX_PORTS, ws.certificateFile);
  const pid = /^\d+$/.test(response.body.trim()) ? response.body.trim() : undefined;
  if (response.status !== 200 || !pid)
    ctx.fail(
      PHP_POOL,
      `PHP-FPM did not answer the script that works on after answering: ${response.status}\n${response.raw}\n${response.body}`,
    );
  const timedOut = new RegExp(`child ${pid}, script '[^']*${LATE_WORK_SCRIPT}'.* execution timed out \\((\\d+\\.\\d+) sec\\)`);
  const exited = new RegExp(`child ${pid} exited on signal`);
  const deadline = Date.now() + (workSeconds + 2) * 1000;
  for (;;) {
    const got = newLog();
    const seconds = Number(timedOut.exec(got)?.[1]);
    if (exited.test(got) && seconds) {
      // PHP-FPM checks the limit every third of it, so the kill comes up to limit/3 late, and before the marker.
      ctx.expect(
        seconds >= limit && seconds < workSeconds,
        PHP_POOL,
        `a script working on after fastcgi_finish_request() is killed at request_terminate_timeout (${limit}s in this run: after ${seconds} s)`,
        () => `PHP-FPM killed the script after ${seconds} s, not at the pool's limit of ${limit} s`,
      );
      return;
    }
    if (existsSync(marker))
      ctx.fail(
        PHP_POOL,
        `a script kept running after it answered with fastcgi_finish_request(): it wrote its marker ${workSeconds} s after the request, past the pool's request_terminate_timeout (${limit}s in this run). PHP-FPM enforces the limit after the answer only with request_terminate_timeout_track_finished = yes`,
      );
    if (Date.now() > deadline)
      ctx.fail(PHP_POOL, `${workSeconds + 2} s after the request, neither the kill nor the script's marker; php-fpm's log:\n${got}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * One FastCGI request (GET, no body) for `script` on a PHP-FPM socket, through libfcgi's cgi-fcgi: the response's
 * body, headers dropped.
 */
function fastcgiGet(socket: string, script: string): string {
  const env = {...process.env, SCRIPT_FILENAME: script, REQUEST_METHOD: 'GET', SERVER_PROTOCOL: 'HTTP/1.1'};
  const answer = run(tool('cgiFcgi'), ['-bind', '-connect', socket], {env, timeout: 10_000});
  if (answer.status !== 0) throw new Error(`cgi-fcgi got no answer on ${socket} (status ${answer.status}): ${answer.stderr}`);
  return answer.stdout.replace(/^[\s\S]*?\r\n\r\n/, '');
}

/**
 * The article's one pool per site shares one PHP-FPM master, so one OPcache: without opcache.validate_permission a
 * script another pool compiled is served from the cache without checking that this pool's user may read the file
 * (review r62d HIGH-1; php-src ext/opcache README, bug #69090). Two pools built from the article's pool block, site A
 * as nobody and site B as daemon (the run creates no accounts), each with its own open_basedir, under a PHP-FPM master
 * of their own with the article's OPcache file: B's include of A's wp-config.php must fail before and after A served
 * a request that loaded it.
 */
async function opcacheKeepsPoolsApart(ctx: RecipeContext) {
  const ws = ctx.workspace;
  const label = 'OPcache between pools';
  const dir = ws.at('/recipe-opcache');
  mkdirSync(path.join(dir, 'conf.d'), {recursive: true});
  ws.write('/recipe-opcache/conf.d/99-opcache.ini', ctx.block(OPCACHE_INI).value);
  const site = (domain: string, user: string, group: string) => {
    let pool = ws.rewrite(label, ctx.block(PHP_POOL).value.replaceAll('example.com', domain));
    pool = pool.replace(/^user\s*=.*$/m, `user = ${user}`).replace(/^group\s*=.*$/m, `group = ${group}`);
    pool = pool.replace(/^listen\s*=.*$/m, `listen = ${dir}/${domain}.sock`);
    return pool;
  };
  ws.note(label, 'example-php (site A, example.com; site B, example.net)', 'nobody and daemon');
  const fpmConf = ws.write(
    '/recipe-opcache/php-fpm.conf',
    `[global]\npid = ${dir}/php-fpm.pid\nerror_log = ${dir}/php-fpm.log\n${site('example.com', 'nobody', 'nogroup')}\n${site('example.net', 'daemon', 'daemon')}\n`,
  );
  // Site A: its secrets readable by its own pool only (the article's 640 with the pool in the group; here nobody owns them)
  const siteA = ws.at('/var/www/example.com/recipe-opcache-a');
  ws.write('/var/www/example.com/recipe-opcache-a/wp-config.php', `<?php\n$db_password = 'opcache-test-secret';\n`, 0o640);
  ws.write(
    '/var/www/example.com/recipe-opcache-a/index.php',
    `<?php\nrequire __DIR__ . '/wp-config.php';\necho 'site A, cached: ', var_export(opcache_is_script_cached(__DIR__ . '/wp-config.php'), true), "\\n";\n`,
  );
  // OPcache leaves files changed in the last 2 s uncached (opcache.file_update_protection): date them a minute back
  const aMinuteAgo = new Date(Date.now() - 60_000);
  for (const file of ['', 'wp-config.php', 'index.php']) {
    chownSync(path.join(siteA, file), 65534, 65534);
    utimesSync(path.join(siteA, file), aMinuteAgo, aMinuteAgo);
  }
  chmodSync(siteA, 0o750);
  const probe = ws.write(
    '/var/www/example.net/public/read-a.php',
    `<?php\n$db_password = null;\n$included = @include '${siteA}/wp-config.php';\necho json_encode(['included' => $included !== false, 'password' => $db_password]);\n`,
  );
  chmodSync(path.dirname(probe), 0o755);
  chmodSync(probe, 0o644);
  const version = /php-fpm(\d+\.\d+)$/.exec(phpFpm())![1];
  const stockScanDir = `/etc/php/${version}/fpm/conf.d`;
  const env = {...process.env, PHP_INI_SCAN_DIR: `${existsSync(stockScanDir) ? stockScanDir : ''}:${path.join(dir, 'conf.d')}`};
  const phpIni = `/etc/php/${version}/fpm/php.ini`;
  const args = ['-R', '-y', fpmConf, ...(existsSync(phpIni) ? ['-c', phpIni] : [])];
  const test = run(phpFpm(), [...args, '-t'], {env});
  if (test.status !== 0) ctx.fail(PHP_POOL, `php-fpm -t rejects the two pools:\n${test.output.replaceAll(ws.root, '')}`);
  const server = new Server('php-fpm (two pools)', spawn(phpFpm(), [...args, '-F'], {env, stdio: ['ignore', 'pipe', 'pipe']}));
  try {
    await waitForListener({socket: `${dir}/example.net.sock`}, 'php-fpm (two pools)', server.child);
    const readA = () => {
      const body = fastcgiGet(`${dir}/example.net.sock`, probe);
      try {
        return JSON.parse(body) as {included: boolean; password: string | null};
      } catch {
        return ctx.fail(PHP_POOL, `site B's probe did not answer in JSON:\n${body}\n${server.log}`);
      }
    };
    const before = readA();
    ctx.expect(
      !before.included,
      PHP_POOL,
      "site B's pool cannot include site A's wp-config.php",
      () => `site B's pool included site A's wp-config.php before any request to A (password ${before.password})`,
    );
    const a = fastcgiGet(`${dir}/example.com.sock`, `${siteA}/index.php`);
    // The check means something only if A's wp-config.php is in the shared cache now.
    if (!a.includes('site A, cached: true'))
      ctx.fail(OPCACHE_INI, `site A's pool did not put its wp-config.php in OPcache:\n${a}\n${server.log}`);
    const after = readA();
    ctx.expect(
      !after.included && after.password === null,
      OPCACHE_INI,
      "after site A's pool loaded its wp-config.php, site B's pool (another user, its own open_basedir) still cannot include it from the shared OPcache",
      () =>
        `after site A's pool loaded its wp-config.php, site B's pool included it from the shared OPcache and read the password "${after.password}": opcache.validate_permission = 1 makes OPcache check the pool's right to read a cached file`,
    );
  } finally {
    await server.stop();
  }
}

/**
 * The line wp-config-sample.php puts above the "stop editing" line the excerpt goes above (`wp config create` writes it
 * guarded by `defined`): the excerpt is pasted after it, so it must not define WP_DEBUG again (review r50 MEDIUM 2).
 */
const SAMPLE_WP_DEBUG = "define( 'WP_DEBUG', false );";

/**
 * The wp-config.php excerpt in PHP's CLI after the sample's own WP_DEBUG line, on a host whose php.ini shows errors:
 * the excerpt itself must switch them off, and define nothing the sample has defined.
 */
function wpConfig(ctx: RecipeContext) {
  const excerpt = ctx.block(WP_CONFIG).value;
  const script = `${SAMPLE_WP_DEBUG}\n${excerpt}\necho json_encode(['display_errors' => ini_get('display_errors'), 'DISALLOW_FILE_EDIT' => defined('DISALLOW_FILE_EDIT') ? DISALLOW_FILE_EDIT : null, 'FORCE_SSL_ADMIN' => defined('FORCE_SSL_ADMIN') ? FORCE_SSL_ADMIN : null, 'DISALLOW_UNFILTERED_HTML' => defined('DISALLOW_UNFILTERED_HTML') ? DISALLOW_UNFILTERED_HTML : null, 'WP_DEBUG' => defined('WP_DEBUG') ? WP_DEBUG : null]);`;
  const result = run(tool('php'), ['-n', '-d', 'display_errors=1', '-r', script]);
  if (result.status !== 0) ctx.fail(WP_CONFIG, `PHP could not run it:\n${result.output}`);
  ctx.expect(
    !/already defined/.test(result.output),
    WP_CONFIG,
    "pasted after wp-config-sample.php's WP_DEBUG line, the excerpt defines no constant a second time",
    () => `the excerpt defines a constant wp-config-sample.php has defined already:\n${result.output}`,
  );
  const got = JSON.parse(result.stdout) as Record<string, unknown>;
  ctx.expect(
    got.display_errors === '0',
    WP_CONFIG,
    'display_errors is off after the excerpt, on a host that shows errors',
    () => `display_errors is "${got.display_errors}" after the excerpt: errors still reach visitors`,
  );
  for (const [name, value] of [
    ['DISALLOW_FILE_EDIT', true],
    ['FORCE_SSL_ADMIN', true],
    ['DISALLOW_UNFILTERED_HTML', true],
    ['WP_DEBUG', false],
  ] as const) {
    ctx.expect(got[name] === value, WP_CONFIG, `${name} is ${value}`, () => `${name} is ${JSON.stringify(got[name])}`);
  }
}

export const phpRecipe: Recipe = {
  name: 'php',
  summary:
    "PHP-FPM with the articles' pool and ini files serves a script through nginx and kills its work after answering at the pool's limit; one site's pool cannot include another's wp-config.php from OPcache; the wp-config.php excerpt in PHP",
  async run(ctx) {
    await fpmSettings(ctx);
    // Last, as it waits seconds: a proof that fails before it does not wait.
    wpConfig(ctx);
    await opcacheKeepsPoolsApart(ctx);
    await lateWorkStopped(ctx);
  },
  breakingEdits: [
    {what: 'drop post_max_size', ref: PHP_INI, edit: replace(/^post_max_size.*\n/m, ''), expect: /post_max_size/},
    {
      what: 'drop exec from disable_functions',
      ref: PHP_POOL,
      edit: replace('disable_functions] = exec,', 'disable_functions] = '),
      expect: /exec\(\) is available/,
    },
    {
      what: 'drop request_terminate_timeout_track_finished',
      ref: PHP_POOL,
      edit: replace(/^request_terminate_timeout_track_finished\b.*\n/m, ''),
      expect: /kept running after it answered/,
    },
    {
      what: 'drop opcache.validate_permission (review r62d HIGH-1)',
      ref: OPCACHE_INI,
      edit: replace(/^opcache\.validate_permission.*\n?/m, ''),
      expect: /included it from the shared OPcache/,
    },
    {
      what: 'drop the ini_set line',
      ref: WP_CONFIG,
      edit: replace(/^ini_set\( 'display_errors', '0' \);\n?/m, ''),
      expect: /display_errors is "1"/,
    },
    {
      what: 'define WP_DEBUG in the excerpt again (as before review r50)',
      ref: WP_CONFIG,
      edit: replace(/^ini_set\(/m, "define( 'WP_DEBUG', false );\nini_set("),
      expect: /defines a constant wp-config-sample\.php has defined already/,
    },
  ],
};
