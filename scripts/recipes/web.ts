/**
 * Recipes on the site the hosting and security articles assemble
 * (webSite.ts): what curl shows on nginx and on Apache, and what the
 * auditing guide's exposed-files script reports against it.
 */
import {readFileSync, rmSync, truncateSync} from 'node:fs';
import path from 'node:path';
import type {BlockRef} from './blocks';
import {replace, type Recipe, type RecipeContext} from './recipe';
import {curl, run, tool, type HttpResponse} from './system';
import {
  apacheSite,
  APACHE_CATCH_ALL,
  APACHE_HEADERS,
  APACHE_PORTS,
  APACHE_VHOST,
  ASSETS_NGINX,
  CATCH_ALL,
  ENABLE_APACHE_CATCH_ALL,
  ENABLE_CATCH_ALL,
  HEADERS_SNIPPET,
  HIDE_VERSION,
  LEFTOVER_FILES,
  LEFTOVER_SECRET,
  LINKED_UPLOAD,
  NGINX_PORTS,
  NGINX_SITE,
  nginxSite,
  OTHER_SITE_SECRET,
  runCurlBlock,
  UPLOADED_ARCHIVE,
  UPLOADED_IMAGE,
  WEB_ROOT,
  WEB_SECURITY,
} from './webSite';

export interface RecommendedHeader {
  name: string;
  /** The value the table gives, when it gives one exactly. */
  exact?: string;
  /** "Start with `default-src 'self'`": the value must start so. */
  prefix?: string;
}

/** The web security article's table of recommended headers (#recommended-headers), read from its source. */
export function recommendedHeaders(source: string): RecommendedHeader[] {
  const start = source.indexOf('{/* #recommended-headers */}');
  const table = source.slice(start).split('\n').slice(1);
  const rows: RecommendedHeader[] = [];
  for (const line of table) {
    if (/^#/.test(line)) break;
    const cells = line.split('|').map((c) => c.trim());
    const name = /^`([\w-]+)`$/.exec(cells[1] ?? '')?.[1];
    if (!name || name === 'Header') continue;
    const value = cells[2];
    const code = /`([^`]+)`/.exec(value)?.[1];
    if (code && value === `\`${code}\``) rows.push({name, exact: code});
    else if (code && /^Start with/i.test(value)) rows.push({name, prefix: code});
    else rows.push({name});
  }
  return rows;
}

const TABLE: BlockRef = {article: WEB_SECURITY, title: '/etc/nginx/snippets/security-headers.conf'};

/**
 * The article sends a Content-Security-Policy first as Report-Only
 * (#content-security-policy), so either header meets the table's row.
 */
function headerProblems(response: HttpResponse, headers: RecommendedHeader[]): string[] {
  return headers.flatMap((h) => {
    const name = h.name.toLowerCase();
    const got =
      response.headers.get(name) ?? (name === 'content-security-policy' ? response.headers.get(`${name}-report-only`) : undefined);
    if (got === undefined) return [`${h.name} is missing`];
    if (got.includes('\n')) return [`${h.name} is sent twice ("${got.replace('\n', '" and "')}"): send it once`];
    if (h.exact !== undefined && got !== h.exact) return [`${h.name} is "${got}", the table recommends "${h.exact}"`];
    if (h.prefix !== undefined && !got.startsWith(h.prefix)) return [`${h.name} is "${got}", not starting with "${h.prefix}"`];
    return [];
  });
}

function tableHeaders(ctx: RecipeContext): RecommendedHeader[] {
  const file = path.join(ctx.blocks.docsDir, `${WEB_SECURITY}.mdx`);
  const rows = recommendedHeaders(readFileSync(file, 'utf8'));
  if (rows.length < 5) ctx.fail(TABLE, `the #recommended-headers table lists ${rows.length} headers; the recipe expected the table`);
  return rows;
}

interface Site {
  ports: {http: number; https: number};
  headersRef: BlockRef;
  siteRef: BlockRef;
  assetsRef: BlockRef;
  server: string;
}

/** What both servers must do, as the articles promise it. */
function checkSite(ctx: RecipeContext, site: Site) {
  const get = (url: string, extra: string[] = []) => curl(url, site.ports, ctx.workspace.certificateFile, extra);
  const table = tableHeaders(ctx);
  const s = site.server;
  for (const [url, kind, status] of [
    ['https://example.com/', 'a page', 200],
    ['https://example.com/no-such-page', 'a missing page', 404],
    ['https://example.com/assets/app.3f9a1c.js', 'an asset under /assets/', 200],
  ] as const) {
    const response = get(url);
    const ref = kind.startsWith('an asset') ? site.assetsRef : site.headersRef;
    ctx.expect(
      response.status === status,
      ref,
      `${s}: ${url} answers ${status}`,
      () => `${s}: ${url} answered ${response.status}, not ${status}:\n${response.raw}`,
    );
    const problems = headerProblems(response, table);
    ctx.expect(
      problems.length === 0,
      ref,
      `${s}: ${kind} carries every header of the #recommended-headers table`,
      () => `${s}: on ${kind} (${url}) ${problems.join('; ')}`,
    );
  }
  // A folder's own index.php answers it: WordPress's /wp-admin/ (Apache's FallbackResource could answer the folder's
  // first DirectoryIndex name with the site's index.php instead).
  const folder = get('https://example.com/wp-admin/');
  ctx.expect(
    folder.status === 200 && folder.body === 'wp-admin index\n',
    site.siteRef,
    `${s}: /wp-admin/ runs the folder's own index.php`,
    () =>
      `${s}: /wp-admin/ answered ${folder.status}${folder.body.includes('not found') ? " from the site's own index.php" : ''}, not the folder's index.php:\n${folder.raw}`,
  );
  const asset = get('https://example.com/assets/app.3f9a1c.js');
  ctx.expect(
    /max-age=31536000/.test(asset.headers.get('cache-control') ?? '') && /immutable/.test(asset.headers.get('cache-control') ?? ''),
    site.assetsRef,
    `${s}: /assets/ files are cached for a year, immutable`,
    () => `${s}: /assets/ answered Cache-Control "${asset.headers.get('cache-control') ?? '(none)'}"`,
  );
  for (const [from, to] of [
    ['http://example.com/page?x=1', 'https://example.com/page?x=1'],
    ['http://www.example.com/page', 'https://example.com/page'],
    ['https://www.example.com/page', 'https://example.com/page'],
  ]) {
    const response = get(from);
    ctx.expect(
      response.status === 301 && response.headers.get('location') === to,
      site.siteRef,
      `${s}: ${from} redirects with one 301 to ${to}`,
      () => `${s}: ${from} answered ${response.status} ${response.headers.get('location') ?? ''}, not 301 to ${to}`,
    );
  }
  const challenge = get('http://example.com/.well-known/acme-challenge/token');
  ctx.expect(
    challenge.status === 200 && challenge.body.trim() === 'acme-token',
    site.siteRef,
    `${s}: ACME challenges are served over HTTP from the web root`,
    () => `${s}: the ACME challenge answered ${challenge.status}`,
  );
  for (const file of ['/.env', '/.git/HEAD']) {
    const response = get(`https://example.com${file}`);
    ctx.expect(
      response.status === 403 || response.status === 404,
      site.siteRef,
      `${s}: ${file} is refused (${response.status})`,
      () =>
        `${s}: ${file} answered ${response.status}${response.body.includes('exposed-test-secret') || response.body.includes('refs/heads') ? ' with the file' : ''}: the dotfile rule does not protect it`,
    );
  }
  // 404 like any missing page, so the answer does not tell that the file exists.
  for (const file of LEFTOVER_FILES) {
    const response = get(`https://example.com${file}`);
    ctx.expect(
      response.status === 404 && !response.body.includes(LEFTOVER_SECRET),
      site.siteRef,
      `${s}: the leftover ${file} answers 404`,
      () =>
        `${s}: the leftover ${file} answered ${response.status}${response.body.includes(LEFTOVER_SECRET) ? ' with the file' : ''}: the leftovers rule does not hide it`,
    );
  }
  const image = get(`https://example.com${UPLOADED_IMAGE}`);
  const archive = get(`https://example.com${UPLOADED_ARCHIVE}`);
  ctx.expect(
    image.status === 200 && image.body === 'uploaded image\n' && archive.status === 200 && archive.body === 'uploaded archive\n',
    site.siteRef,
    `${s}: an uploaded image and a .zip in uploads are still served`,
    () =>
      `${s}: ${UPLOADED_IMAGE} answered ${image.status}, ${UPLOADED_ARCHIVE} ${archive.status}, not the files: a deny rule catches media`,
  );
  const linked = get(`https://example.com${LINKED_UPLOAD}`);
  ctx.expect(
    linked.status !== 200 && !linked.body.includes(OTHER_SITE_SECRET),
    site.siteRef,
    `${s}: a link in uploads to another site's file, owned by another account, is not followed (${linked.status})`,
    () =>
      `${s}: ${LINKED_UPLOAD}, a link to another site's file, answered ${linked.status}${linked.body.includes(OTHER_SITE_SECRET) ? " with that site's file" : ''}: the server follows links any account made`,
  );
}

export const nginxRecipe: Recipe = {
  name: 'web-nginx',
  summary: 'nginx serving the site the hosting and security articles assemble: headers, redirects, catch-all, dotfiles',
  async run(ctx) {
    await nginxSite(ctx);
    const ports = NGINX_PORTS;
    checkSite(ctx, {ports, headersRef: HEADERS_SNIPPET, siteRef: NGINX_SITE, assetsRef: ASSETS_NGINX, server: 'nginx'});
    const home = curl('https://example.com/', ports, ctx.workspace.certificateFile);
    ctx.expect(
      home.headers.get('server') === 'nginx',
      HIDE_VERSION,
      'nginx: the Server header names no version',
      () => `nginx: Server header is "${home.headers.get('server')}"`,
    );
    // Unknown Host: plain HTTP gets its connection closed (444), HTTPS a refused handshake.
    const plain = curl('http://unknown.example.net/', ports, ctx.workspace.certificateFile);
    ctx.expect(
      plain.status === 0 && /Empty reply/i.test(plain.raw),
      ENABLE_CATCH_ALL,
      'nginx: an unknown Host over HTTP gets the connection closed (444)',
      () =>
        `nginx: an unknown Host over HTTP answered ${plain.status}${plain.headers.get('location') ? ` ${plain.headers.get('location')}` : ''}, from the site itself: the catch-all (${CATCH_ALL.title}) is not in use`,
    );
    const tls = curl('https://unknown.example.net/', ports, ctx.workspace.certificateFile, ['--insecure']);
    ctx.expect(
      tls.status === 0 && /SSL|TLS|handshake|alert/i.test(tls.raw),
      ENABLE_CATCH_ALL,
      'nginx: an unknown Host over HTTPS gets its TLS handshake refused',
      () => `nginx: an unknown Host over HTTPS answered ${tls.status}: the catch-all (${CATCH_ALL.title}) is not in use`,
    );
    // The catch-all is the port's default server, so its TLS versions are the site's too.
    const tls13 = curl('https://example.com/', ports, ctx.workspace.certificateFile, ['--tlsv1.3']);
    ctx.expect(
      tls13.status === 200,
      CATCH_ALL,
      'nginx: the site negotiates TLS 1.3 behind the catch-all',
      () => `nginx: a TLS 1.3 client got no TLS 1.3 from the site (${tls13.raw.split('\n')[0]}): the catch-all sets no ssl_protocols`,
    );
    const gzip = curl('https://example.com/style.css', ports, ctx.workspace.certificateFile, ['-H', 'Accept-Encoding: gzip']);
    ctx.expect(
      gzip.headers.get('content-encoding') === 'gzip',
      {article: 'hosting/server-configuration', title: '/etc/nginx/nginx.conf (inside the http block)'},
      'nginx: CSS is sent gzip-compressed',
      () => `nginx: style.css came with Content-Encoding "${gzip.headers.get('content-encoding') ?? '(none)'}"`,
    );
  },
  breakingEdits: [
    {
      what: 'remove the dotfile rule',
      ref: NGINX_SITE,
      edit: replace(/\n[ \t]*location ~ \/\\\.\(\?!well-known\/\) \{[^}]*\}/, ''),
      expect: /\/\.env answered 200/,
    },
    {
      what: 'drop disable_symlinks (review r68g HIGH F6)',
      ref: NGINX_SITE,
      edit: replace(/\n[ \t]*disable_symlinks [^\n]*/, ''),
      expect: /a link to another site's file, answered 200 with that site's file/,
    },
    {
      what: 'the leftovers list before review r68g (no .tar.zst, .sql.zip or .php.txt)',
      ref: NGINX_SITE,
      edit: replace(
        /location ~\* \(\\\.\(bak[^ ]*/,
        'location ~* (\\.(bak|old|orig|save|swp|sql|sql\\.(gz|bz2|xz|zst)|tar|tar\\.gz|tgz)|~)$|/wp-content/debug\\.log$',
      ),
      expect: /the leftover \/site\.tar\.zst answered 200 with the file/,
    },
    {
      what: 'remove the leftovers rule',
      ref: NGINX_SITE,
      edit: replace(/\n[ \t]*location ~\* \(\\\.\(bak[^{]*\{[^}]*\}/, ''),
      expect: /the leftover \S+ answered 200 with the file: the leftovers rule does not hide it/,
    },
    {
      what: 'leave the catch-all disabled',
      ref: ENABLE_CATCH_ALL,
      edit: replace(/^sudo ln -s \/etc\/nginx\/sites-available\/000-catch-all.*\n/m, ''),
      expect: /the catch-all .* is not in use/,
    },
    {
      what: "drop the catch-all's ssl_protocols line",
      ref: CATCH_ALL,
      edit: replace(/^[ \t]*ssl_protocols .*\n/m, ''),
      expect: /got no TLS 1\.3 from the site/,
    },
    {
      what: 'drop the X-Frame-Options header',
      ref: HEADERS_SNIPPET,
      edit: replace(/^add_header X-Frame-Options.*\n/m, ''),
      expect: /X-Frame-Options is missing/,
    },
    {
      what: 'redirect www to itself instead of the bare domain',
      ref: NGINX_SITE,
      edit: replace(/(server_name www\.example\.com;[\s\S]*?return 301 https:\/\/)example\.com/, '$1www.example.com'),
      expect: /https:\/\/www\.example\.com\/page answered 301 https:\/\/www\.example\.com\/page/,
    },
  ],
};

const AUTH_SCRIPT = '/recipe-auth.php';

export const apacheRecipe: Recipe = {
  name: 'web-apache',
  summary: 'Apache serving the same site: headers, redirects, dotfiles',
  async run(ctx) {
    await apacheSite(ctx);
    checkSite(ctx, {ports: APACHE_PORTS, headersRef: APACHE_HEADERS, siteRef: APACHE_VHOST, assetsRef: APACHE_VHOST, server: 'Apache'});
    // Unknown names get the catch-all's 404, over HTTP and over HTTPS without a name the site claims.
    for (const url of ['http://unknown.example.net/', 'https://unknown.example.net/']) {
      const response = curl(url, APACHE_PORTS, ctx.workspace.certificateFile, ['--insecure']);
      ctx.expect(
        response.status === 404 && !response.body.includes('example.com home'),
        ENABLE_APACHE_CATCH_ALL,
        `Apache: an unknown Host gets the catch-all's 404 (${url.split(':')[0]})`,
        () =>
          `Apache: ${url} answered ${response.status}${response.body.includes('example.com home') ? " with the site's own page" : ''}: the catch-all (${APACHE_CATCH_ALL.title}) is not in use`,
      );
    }
    // WordPress's application passwords arrive as Basic auth: Apache hands the Authorization header to PHP-FPM only with
    // CGIPassAuth (the .htaccess rule WordPress writes for it is off with AllowOverride None; review r62d MEDIUM-2).
    ctx.workspace.write(`${WEB_ROOT}${AUTH_SCRIPT}`, `<?php\necho 'user=', $_SERVER['PHP_AUTH_USER'] ?? '', "\\n";\n`);
    const auth = curl(`https://example.com${AUTH_SCRIPT}`, APACHE_PORTS, ctx.workspace.certificateFile, ['-u', 'admin:app-password']);
    ctx.expect(
      auth.status === 200 && auth.body.includes('user=admin'),
      APACHE_VHOST,
      "Apache: PHP sees a request's Basic auth (WordPress's application passwords)",
      () =>
        `Apache: PHP did not see the request's Basic auth (${auth.status}, ${JSON.stringify(auth.body.trim())}): application passwords fail with 401`,
    );
  },
  breakingEdits: [
    {
      what: 'remove the dotfile RedirectMatch',
      ref: APACHE_VHOST,
      edit: replace(/\n[ \t]*RedirectMatch 404 "\/.*/, ''),
      expect: /\/\.env answered 200/,
    },
    {
      what: 'follow every link (+FollowSymLinks, as before review r68g HIGH F6)',
      ref: APACHE_VHOST,
      edit: replace('+SymLinksIfOwnerMatch', '+FollowSymLinks'),
      expect: /a link to another site's file, answered 200 with that site's file/,
    },
    {
      what: 'remove the leftovers RedirectMatch',
      ref: APACHE_VHOST,
      edit: replace(/\n[ \t]*RedirectMatch 404 "\(\?i\).*/, ''),
      expect: /the leftover \S+ answered 200 with the file: the leftovers rule does not hide it/,
    },
    {
      what: "drop DirectoryIndex (FallbackResource then answers /wp-admin/ with the site's index.php)",
      ref: APACHE_VHOST,
      edit: replace(/\n[ \t]*DirectoryIndex index\.php index\.html/, ''),
      expect: /Apache: \/wp-admin\/ answered 404 from the site's own index\.php/,
    },
    {
      what: 'drop CGIPassAuth (review r62d MEDIUM-2)',
      ref: APACHE_VHOST,
      edit: replace(/\n[ \t]*CGIPassAuth On/, ''),
      expect: /PHP did not see the request's Basic auth/,
    },
    {
      what: 'leave the catch-all disabled',
      ref: ENABLE_APACHE_CATCH_ALL,
      edit: replace(/^sudo a2ensite 000-catch-all\n/m, ''),
      expect: /the catch-all .* is not in use/,
    },
    {
      what: 'drop the Referrer-Policy header',
      ref: APACHE_HEADERS,
      edit: replace(/^.*Header always set Referrer-Policy.*\n/m, ''),
      expect: /Referrer-Policy is missing/,
    },
  ],
};

export const AUDIT_SCRIPT: BlockRef = {article: 'security/auditing', title: 'check-exposed-files.sh'};
export const LEFTOVERS_ON_DISK: BlockRef = {article: 'security/auditing', title: 'Terminal (leftovers on disk)'};

/**
 * Planted here only: leftovers the server's rules do not hide, site backups (review r71e F10; UpdraftPlus's
 * database dump, review r91e L1), a phpinfo file (review r88e L1), PHP's error_log (review r90e L1) and an .htaccess
 * in uploads (review r126c L2), and PHP in uploads, which they hide (review r89e L3).
 */
const PLANTED_ON_DISK = [
  '/example.com-2026-11-01.zip',
  '/wp-content/ai1wm-backups/example.com-20261101.wpress',
  '/wp-content/updraft/backup_2026-11-01-1200_Example_0123456789ab-db.gz',
  '/info.php',
  '/wp-content/uploads/2026/11/thumb.php',
  '/error_log',
  // An .htaccess in uploads, which can make an image run as PHP on Apache (review r126c L2)
  '/wp-content/uploads/.htaccess',
];
/** A backup plugin's archive in uploads (review r131c L4), made 11 MB (sparse) after planting: listed by its size. */
const BIG_UPLOADS_BACKUP = '/wp-content/uploads/backups-bdbk/example.com-2026-11-01.zip';
/** Planted here only, and not a leftover: a page cache's compressed copy of a page (WP Super Cache's naming). */
const PLANTED_CACHE_FILE = '/wp-content/cache/supercache/example.com/index-https.html.gz';
/** What the on-disk search must list of the web root writeWebRoot planted, and what it must leave out. */
const ON_DISK = {
  listed: ['/.env', '/.git', ...LEFTOVER_FILES, ...PLANTED_ON_DISK, BIG_UPLOADS_BACKUP],
  left: ['/.well-known', '/index.php', UPLOADED_IMAGE, UPLOADED_ARCHIVE, PLANTED_CACHE_FILE],
};

/** The auditing guide's find of leftovers in the site's web root, as root (the run is root: its sudo dropped). */
function leftoversOnDisk(ctx: RecipeContext) {
  const ws = ctx.workspace;
  const command = ws.rewrite(LEFTOVERS_ON_DISK.title, ctx.block(LEFTOVERS_ON_DISK).value).replace(/^sudo /m, '');
  const planted = [...PLANTED_ON_DISK, PLANTED_CACHE_FILE, BIG_UPLOADS_BACKUP];
  for (const file of planted) ws.write(`${WEB_ROOT}${file}`, 'a leftover\n');
  truncateSync(ws.at(`${WEB_ROOT}${BIG_UPLOADS_BACKUP}`), 11 * 1024 * 1024);
  const found = run(tool('bash'), ['-c', command]);
  for (const file of planted) rmSync(ws.at(`${WEB_ROOT}${file}`));
  const listed = new Set(
    found.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(ws.at(WEB_ROOT).length)),
  );
  const missed = ON_DISK.listed.filter((file) => !listed.has(file));
  const wrong = ON_DISK.left.filter((file) => listed.has(file));
  ctx.expect(
    found.status === 0 && missed.length === 0 && wrong.length === 0,
    LEFTOVERS_ON_DISK,
    `the search on disk lists every planted leftover (${ON_DISK.listed.join(', ')}) and not the site's own files`,
    () =>
      `the search on disk (exit ${found.status}) missed ${missed.join(', ') || 'nothing'} and listed ${wrong.join(', ') || 'nothing it should not'}:\n${found.output.replaceAll(ws.root, '')}`,
  );
}

/** The script reported the served /.env and exited 1 (problems found). */
function reportsEnv(result: {status: number; output: string}): boolean {
  return /^CHECK\s+200 \/\.env$/m.test(result.output) && result.status === 1;
}

/** The auditing guide's script against the run's nginx. */
function runAudit(ctx: RecipeContext): {status: number; output: string} {
  return runCurlBlock(ctx, AUDIT_SCRIPT, 'nginx', NGINX_PORTS);
}

export const auditRecipe: Recipe = {
  name: 'audit-exposed-files',
  summary:
    "the auditing guide's check-exposed-files.sh against the assembled nginx site: an exposed .env is reported, a blocked one is not, PHP sent as text and a listed uploads folder are reported, a large file on a soft-404 site is reported without being downloaded, a server refusing every request, or answering 404 to all, its home page too, stops it, and one refusing only missing pages does not; its search on disk lists every leftover the server's rules hide",
  async run(ctx) {
    await nginxSite(ctx, {withoutDotfileRule: true});
    const exposed = runAudit(ctx);
    ctx.expect(
      /^CHECK\s+200 \/\.env$/m.test(exposed.output) && exposed.status !== 0,
      AUDIT_SCRIPT,
      'with the dotfile rule taken out, the script reports "CHECK 200 /.env" and exits non-zero',
      () =>
        `run against a server that serves /.env, the script does not report it; it printed (exit ${exposed.status}):\n${exposed.output}\n(the site it probes only redirects; probe the canonical host https://example.com, or treat a 3xx as CHECK)`,
    );
    await nginxSite(ctx);
    leftoversOnDisk(ctx);
    const blocked = runAudit(ctx);
    ctx.expect(
      blocked.status === 0 && !/^CHECK/m.test(blocked.output) && /^ok\s+\d+ \/\.env$/m.test(blocked.output),
      AUDIT_SCRIPT,
      "with the article's dotfile rule, the script reports no problem and exits 0",
      () => `run against the article's site, the script reported (exit ${blocked.status}):\n${blocked.output}`,
    );
    // A firewall's bot check refusing curl answers every path 403, a made-up one too.
    await nginxSite(ctx, {withoutDotfileRule: true, inEachServer: 'return 403;'});
    const refused = runAudit(ctx);
    ctx.expect(
      refused.status === 2 && /refuses even its home page/.test(refused.output) && !/^ok/m.test(refused.output),
      AUDIT_SCRIPT,
      'against a server that refuses every request with 403, the script stops with exit 2 instead of passing every path',
      () => `run against a server answering 403 to everything, the script passed it (exit ${refused.status}):\n${refused.output}`,
    );
    // An address that reaches a catch-all server, whose 404 answers every probe (review r132c M1).
    await nginxSite(ctx, {withoutDotfileRule: true, inEachServer: 'return 404;'});
    const elsewhere = runAudit(ctx);
    ctx.expect(
      elsewhere.status === 2 &&
        /answers 404, not 200: is this the site's address\?/.test(elsewhere.output) &&
        !/^ok/m.test(elsewhere.output),
      AUDIT_SCRIPT,
      'against a server that answers 404 to everything, its home page too, the script stops with exit 2: not the site',
      () => `run against a server answering 404 to everything, the script passed it (exit ${elsewhere.status}):\n${elsewhere.output}`,
    );
    // A site with no PHP handler sends its PHP files as text, wp-config.php included (review r72e F2).
    await nginxSite(ctx, {inEachServer: 'location ~ \\.php$ { }'});
    const phpAsText = runAudit(ctx);
    ctx.expect(
      /^CHECK PHP source \/index\.php$/m.test(phpAsText.output) && phpAsText.status === 1,
      AUDIT_SCRIPT,
      'against a site that sends its PHP files as text, the script reports "CHECK PHP source /index.php" and exits 1',
      () =>
        `run against a site sending its PHP source, the script did not report the PHP source (exit ${phpAsText.status}):\n${phpAsText.output}`,
    );
    // A soft 404 (200 and the same page for any address), and a .env over curl's 1 MB limit, of which
    // nothing is written: the answer before it (the soft 404 page, for the missing .git/HEAD) must not stand in for it.
    await nginxSite(ctx, {withoutDotfileRule: true});
    ctx.workspace.write(`${WEB_ROOT}/index.php`, `<?php\necho "not found\\n";\n`);
    rmSync(ctx.workspace.at(`${WEB_ROOT}/.git`), {recursive: true});
    ctx.workspace.write(`${WEB_ROOT}/.env`, 'x'.repeat(2 * 1024 * 1024));
    const largeOnSoft404 = runAudit(ctx);
    ctx.expect(
      reportsEnv(largeOnSoft404),
      AUDIT_SCRIPT,
      'against a soft-404 site serving a 2 MB /.env, the script reports "CHECK 200 /.env" without downloading it',
      () =>
        `run against a soft-404 site serving a 2 MB /.env, the script passed it as the site's "not found" page (exit ${largeOnSoft404.status}):\n${largeOnSoft404.output}`,
    );
    // ... and where the "not found" page is empty too (review r124c F1): the empty body of the file curl stopped at
    // 1 MB is that page's, byte for byte; only curl's exit tells them apart.
    ctx.workspace.write(`${WEB_ROOT}/index.php`, `<?php\n`);
    const largeOnEmpty404 = runAudit(ctx);
    ctx.expect(
      reportsEnv(largeOnEmpty404),
      AUDIT_SCRIPT,
      'against a site answering every missing page with an empty 200 and serving a 2 MB /.env, the script reports "CHECK 200 /.env"',
      () =>
        `run against an empty-200 site serving a 2 MB /.env, the script passed it as the site's "not found" page (exit ${largeOnEmpty404.status}):\n${largeOnEmpty404.output}`,
    );
    // A server that lists a folder's files (review r75e L2): nginx's autoindex on the uploads.
    await nginxSite(ctx, {inEachServer: 'location ^~ /wp-content/uploads/ { autoindex on; }'});
    const listing = runAudit(ctx);
    ctx.expect(
      /^CHECK listing \/wp-content\/uploads\/$/m.test(listing.output) && listing.status === 1,
      AUDIT_SCRIPT,
      'against a site that lists the files in its uploads folder, the script reports "CHECK listing /wp-content/uploads/" and exits 1',
      () => `run against a site listing its uploads, the script did not report the listing (exit ${listing.status}):\n${listing.output}`,
    );
    // ... and with an empty index page in uploads (index.html here), which hides that folder's listing alone
    // (review r133c M1): this year's folder is still listed
    const year = String(new Date().getFullYear());
    ctx.workspace.write(`${WEB_ROOT}/wp-content/uploads/index.html`, '');
    ctx.workspace.write(`${WEB_ROOT}/wp-content/uploads/${year}/12/photo.jpg`, 'uploaded image\n');
    const yearListing = runAudit(ctx);
    rmSync(ctx.workspace.at(`${WEB_ROOT}/wp-content/uploads/index.html`));
    ctx.expect(
      new RegExp(`^CHECK listing /wp-content/uploads/${year}/$`, 'm').test(yearListing.output) &&
        !/^CHECK listing \/wp-content\/uploads\/$/m.test(yearListing.output),
      AUDIT_SCRIPT,
      `with an empty index in uploads, the script reports this year's folder, "CHECK listing /wp-content/uploads/${year}/"`,
      () =>
        `run against a site listing uploads/${year}/ behind an empty index, the script did not report it (exit ${yearListing.status}):\n${yearListing.output}`,
    );
    // S3 and CloudFront answer 403 for a missing file while serving the site: the check must go on.
    await nginxSite(ctx, {withoutDotfileRule: true, inEachServer: 'location ^~ /no-such-page- { return 403; }'});
    const s3Like = runAudit(ctx);
    ctx.expect(
      reportsEnv(s3Like),
      AUDIT_SCRIPT,
      'against a site that answers 403 for missing pages but serves /.env, the script reports "CHECK 200 /.env" and exits 1',
      () =>
        `run against a site answering 403 for missing pages only, the script did not report /.env (exit ${s3Like.status}):\n${s3Like.output}`,
    );
  },
  breakingEdits: [
    {
      what: 'search on disk without the .htaccess in uploads (review r126c L2)',
      ref: LEFTOVERS_ON_DISK,
      edit: replace(" -o -name .htaccess -path '*/wp-content/uploads/*'", ''),
      expect: /missed \/wp-content\/uploads\/\.htaccess/,
    },
    {
      what: 'judge a path curl stopped at 1 MB by the body it did not write (reviews r72e, r124c F1)',
      ref: AUDIT_SCRIPT,
      edit: replace('if [ "$got" = 0 ] && {', 'if {'),
      expect: /serving a 2 MB \/\.env, the script passed it as the site's "not found" page/,
    },
    {
      what: "search on disk for the old list's names only (review r69d L1)",
      ref: LEFTOVERS_ON_DISK,
      edit: () =>
        "sudo find /var/www/example.com/public \\( -name '.git' -o -name '.env*' -o -name '*.sql*' -o -name '*.bak' -o -name '*~' \\) -prune -print\n",
      expect: /the search on disk \(exit 0\) missed \/site\.tar\.gz, \/wp-content\/debug\.log, \/site\.tar\.zst, \/wp-config\.php\.txt/,
    },
    {
      what: 'search on disk without the phpinfo names (review r88e L1)',
      ref: LEFTOVERS_ON_DISK,
      edit: replace(" -o -iname 'phpinfo*.php' -o -iname 'info.php'", ''),
      expect: /the search on disk \(exit 0\) missed \/info\.php and/,
    },
    {
      what: 'go on whatever the home page answers (before review r132c M1)',
      ref: AUDIT_SCRIPT,
      edit: replace(/^home=\$\(curl .*\n.*\n/m, ''),
      expect: /against a server answering 404 to everything, the script passed it/,
    },
    {
      what: 'leave out zips in uploads whatever their size (before review r131c L4)',
      ref: LEFTOVERS_ON_DISK,
      edit: replace(" \\( ! -path '*/wp-content/uploads/*' -o -size +10M \\)", " ! -path '*/wp-content/uploads/*'"),
      expect: /the search on disk \(exit 0\) missed \/wp-content\/uploads\/backups-bdbk\/example\.com-2026-11-01\.zip and/,
    },
    {
      what: 'search on disk without PHP in uploads (review r89e L3)',
      ref: LEFTOVERS_ON_DISK,
      edit: replace(/ -o -iregex '\.\*\/wp-content\/uploads\/[^']*'/, ''),
      expect: /missed \/wp-content\/uploads\/2026\/11\/thumb\.php and/,
    },
    {
      what: 'point the audit at the redirecting www host',
      ref: AUDIT_SCRIPT,
      edit: replace('https://example.com}', 'https://www.example.com}'),
      expect: /does not report it/,
    },
    {
      what: 'go on when even the home page is refused with 403',
      ref: AUDIT_SCRIPT,
      edit: replace('"${site}/")" = 403 ]', '"${site}/")" = 999 ]'),
      expect: /passed it/,
    },
    {
      what: 'look for PHP source with a pattern it never has',
      ref: AUDIT_SCRIPT,
      edit: replace("grep -q '<?php'", "grep -q '<?php-'"),
      expect: /did not report the PHP source/,
    },
    {
      what: 'look for a listing in uploads alone (before review r133c M1)',
      ref: AUDIT_SCRIPT,
      edit: replace(' "wp-content/uploads/$(date +%Y)/"', ''),
      expect: /did not report it/,
    },
    {
      what: 'look for a listing with a title no server gives one',
      ref: AUDIT_SCRIPT,
      edit: replace("grep -q 'Index of /'", "grep -q 'Index of /-'"),
      expect: /did not report the listing/,
    },
    {
      what: 'stop on every 403 for the made-up page, the home page unasked',
      ref: AUDIT_SCRIPT,
      edit: replace(/^ *403\) if .*$/m, '  403) if true; then'),
      expect: /did not report \/\.env/,
    },
  ],
};
