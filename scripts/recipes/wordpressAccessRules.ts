/**
 * WordPress security's access rules by address, on the run's nginx with PHP-FPM and on its Apache with PHP-FPM
 * (proxy_fcgi), each assembled as hosting's server configuration builds the site: requests come from real source
 * addresses on the loopback (curl --interface), one the blocks allow and one they do not, never from a header.
 * The login and the dashboard are stub PHP files that print their names: the rules decide by path and address,
 * before any PHP runs, so WordPress itself is not needed to show what reaches PHP.
 */
import {readFileSync, rmSync} from 'node:fs';
import path from 'node:path';
import {describeRef, type BlockRef} from './blocks';
import {replace, type Recipe, type RecipeContext} from './recipe';
import {curl, run, tool} from './system';
import {APACHE_PORTS, apacheSite, NGINX_PORTS, nginxSite, RATE_LIMIT_LOCATION, UPLOADED_IMAGE, WEB_ROOT} from './webSite';

const SECURITY = 'wordpress/security';
export const NGINX_ACCESS: BlockRef = {article: SECURITY, title: '/etc/nginx/sites-available/example.com (inside the HTTPS server block)'};
export const APACHE_ACCESS: BlockRef = {
  article: SECURITY,
  title: '/etc/apache2/sites-available/example.com.conf (inside VirtualHost *:443)',
};
/** The XML-RPC blocks (#xml-rpc): run beside the access rules; Apache's goes into the virtual host, which the page allows. */
export const NGINX_XMLRPC: BlockRef = {
  article: SECURITY,
  title: '/etc/nginx/sites-available/example.com (inside the server block)',
  section: 'xml-rpc',
};
export const APACHE_XMLRPC: BlockRef = {article: SECURITY, title: '.htaccess (in the web root)', section: 'xml-rpc'};
/** No PHP from uploads (#file-permissions): nginx's wider location, the folder's .htaccess, and the check of both with XML-RPC. */
export const NGINX_UPLOADS: BlockRef = {
  article: SECURITY,
  title: '/etc/nginx/sites-available/example.com (inside the server block)',
  section: 'file-permissions',
};
export const HTACCESS_UPLOADS: BlockRef = {article: SECURITY, title: 'wp-content/uploads/.htaccess'};
export const UPLOADS_CHECK: BlockRef = {article: SECURITY, title: 'Terminal (check the uploads and XML-RPC rules)'};

/** The documentation addresses (RFC 5737) the blocks allow, standing for the reader's office. */
const DOCUMENTATION_ADDRESS = /\b(?:192\.0\.2|198\.51\.100|203\.0\.113)\.\d{1,3}\b/g;

/** The stubs: what a reader opens, and the files the exceptions name. */
const RESTRICTED = ['/wp-login.php', '/wp-admin/', '/wp-admin/options.php'];
/** The login by other names both servers decode or split before running PHP: refused like the login itself. */
const LOGIN_VARIANTS = ['/wp-login.php/x', '/%77p-login.php'];
const EXCEPTIONS = ['/wp-admin/admin-ajax.php', '/wp-admin/admin-post.php'];
/** XML-RPC by both names the general PHP location runs, refused to every address; another PHP file at the root still runs. */
const XMLRPC = ['/xmlrpc.php', '/xmlrpc.php/x'];
const OTHER_PHP = '/wp-comments-post.php';
/**
 * A dotfile and an editor's leftover inside wp-admin (review r64b L2): the site's denials must hold there too, for the
 * allowed address, though the admin location's ^~ keeps the server block's regex locations out.
 */
const ADMIN_LEFTOVERS = [
  {file: 'wp-admin/.env', body: 'DB_PASSWORD=leaked-from-wp-admin\n'},
  {file: 'wp-admin/options.php.bak', body: "<?php $leaked = 'from-wp-admin';\n"},
];
const LEFTOVER_MARK = /leaked|from-wp-admin/;
const STUBS = [
  'wp-login.php',
  'wp-admin/index.php',
  'wp-admin/options.php',
  'wp-admin/admin-ajax.php',
  'wp-admin/admin-post.php',
  'xmlrpc.php',
  'wp-comments-post.php',
];

/** What a stub prints when PHP runs it. */
export function stubOutput(file: string): string {
  return `PHP ran ${file.replace(/^.*\//, '')}\n`;
}

/** The stub a path reaches: a folder's index.php, as both servers' index settings pick it. */
export function stubFor(urlPath: string): string {
  return urlPath.endsWith('/') ? `${urlPath}index.php` : urlPath;
}

/**
 * A fresh pair of loopback addresses for each run: web security's rate limit (5 a minute, burst 3, per address) also
 * counts requests the rules deny, and a breaking edit's rerun must not meet the earlier runs' count.
 */
export function addressPair(run: number): {allowed: string; denied: string} {
  return {allowed: `127.0.1.${run}`, denied: `127.0.2.${run}`};
}

type Outcome = {kind: 'ran'; status: number} | {kind: 'source'; status: number} | {kind: 'refused'; status: number};

/** What a response shows: the stub's output, its PHP source (served as a file), or anything else. */
export function outcomeOf(status: number, body: string, urlPath: string): Outcome {
  if (status === 200 && body === stubOutput(stubFor(urlPath))) return {kind: 'ran', status};
  if (body.includes('<?php')) return {kind: 'source', status};
  return {kind: 'refused', status};
}

/** Runs so far in this process: each takes the next address pair. */
let runs = 0;

async function accessRules(ctx: RecipeContext) {
  const ws = ctx.workspace;
  const {allowed, denied} = addressPair(++runs);
  const allowing = (ref: BlockRef) => {
    const text = ctx.block(ref).value;
    // A block that names no address (an "allow all" edit) is left as it is: the refused address's checks catch it.
    ws.note(
      ref.title,
      'the documentation addresses it allows (203.0.113.10)',
      `${allowed}, a loopback address of this run (${denied} is refused)`,
    );
    return text.replace(DOCUMENTATION_ADDRESS, allowed);
  };
  const servers: {
    name: string;
    ref: BlockRef;
    xmlrpcRef: BlockRef;
    ports: {http: number; https: number};
    start: () => Promise<void>;
  }[] = [
    {
      name: 'nginx',
      ref: NGINX_ACCESS,
      ports: NGINX_PORTS,
      xmlrpcRef: NGINX_XMLRPC,
      start: () => nginxSite(ctx, {inMainServer: `${allowing(NGINX_ACCESS)}\n${ctx.block(NGINX_XMLRPC).value}`, pathInfoPhpLocation: true}),
    },
    {
      name: 'Apache',
      ref: APACHE_ACCESS,
      ports: APACHE_PORTS,
      xmlrpcRef: APACHE_XMLRPC,
      start: () => apacheSite(ctx, {in443: `${allowing(APACHE_ACCESS)}\n${ctx.block(APACHE_XMLRPC).value}`}),
    },
  ];
  ws.note(APACHE_XMLRPC.title, 'the web root', 'the virtual host (inside VirtualHost *:443), as the page allows');
  ws.note('the site', 'WordPress', `stub PHP files printing their names (${STUBS.join(', ')}) in the web root`);
  for (const server of servers) {
    await server.start();
    for (const file of STUBS) ws.write(`${WEB_ROOT}/${file}`, `<?php echo 'PHP ran ' . basename(__FILE__) . "\\n";\n`);
    for (const {file, body} of ADMIN_LEFTOVERS) ws.write(`${WEB_ROOT}/${file}`, body);
    const request = (urlPath: string, from: string) => {
      const response = curl(`https://example.com${urlPath}`, server.ports, ws.certificateFile, ['--interface', from]);
      if (response.status === 0) ctx.fail(server.ref, `${server.name} did not answer ${urlPath} from ${from}: ${response.raw}`);
      return {...outcomeOf(response.status, response.body, urlPath), body: response.body};
    };
    for (const urlPath of RESTRICTED) {
      const got = request(urlPath, allowed);
      ctx.expect(
        got.kind === 'ran',
        server.ref,
        `${server.name}: from the allowed address, ${urlPath} runs ${stubFor(urlPath)} in PHP`,
        () =>
          got.kind === 'source'
            ? `${server.name}: from the allowed address, ${urlPath} sent the PHP source of ${stubFor(urlPath)} as a file (${got.status}): the script was not run`
            : `${server.name}: from the allowed address, ${urlPath} answered ${got.status}, not the output of ${stubFor(urlPath)}`,
      );
    }
    for (const urlPath of RESTRICTED) {
      const got = request(urlPath, denied);
      ctx.expect(got.status === 403, server.ref, `${server.name}: from another address, ${urlPath} answers 403`, () =>
        got.kind === 'ran'
          ? `${server.name}: from a refused address, ${urlPath} reached PHP (${stubFor(urlPath)} ran)`
          : `${server.name}: from a refused address, ${urlPath} answered ${got.status}, not 403`,
      );
    }
    // nginx: web security's login and XML-RPC locations are the ones the allow and deny lines go into.
    const withWebSecurityBlock = server.name === 'nginx' ? ` (with ${describeRef(RATE_LIMIT_LOCATION)})` : '';
    for (const urlPath of LOGIN_VARIANTS) {
      const got = request(urlPath, denied);
      ctx.expect(
        got.status === 403,
        server.ref,
        `${server.name}: from another address, ${urlPath} answers 403`,
        () => `${server.name}: from a refused address, ${urlPath} answered ${got.status}, not 403${withWebSecurityBlock}`,
      );
    }
    for (const urlPath of EXCEPTIONS) {
      const got = request(urlPath, denied);
      ctx.expect(
        got.kind === 'ran',
        server.ref,
        `${server.name}: from another address, ${urlPath} still reaches PHP`,
        () => `${server.name}: from a refused address, the exception ${urlPath} answered ${got.status}, not its PHP output`,
      );
    }
    // From the allowed address too: the XML-RPC block refuses everyone. On nginx its deny line goes into web
    // security's own XML-RPC location, which then decides whether /xmlrpc.php/x is refused.
    for (const urlPath of XMLRPC) {
      const got = request(urlPath, allowed);
      ctx.expect(got.status === 403, server.xmlrpcRef, `${server.name}: ${urlPath} answers 403`, () =>
        got.kind === 'ran' || got.status === 200
          ? `${server.name}: ${urlPath} answered ${got.status}: xmlrpc.php ran${withWebSecurityBlock}`
          : `${server.name}: ${urlPath} answered ${got.status}, not 403${withWebSecurityBlock}`,
      );
    }
    for (const {file} of ADMIN_LEFTOVERS) {
      const got = request(`/${file}`, allowed);
      ctx.expect(
        got.status !== 200 && !LEFTOVER_MARK.test(got.body),
        server.ref,
        `${server.name}: from the allowed address, /${file} is refused like the site's other dotfiles and leftovers`,
        () =>
          `${server.name}: from the allowed address, /${file} answered ${got.status}${LEFTOVER_MARK.test(got.body) ? ', its content served' : ''}`,
      );
    }
    const other = request(OTHER_PHP, denied);
    ctx.expect(
      other.kind === 'ran',
      server.xmlrpcRef,
      `${server.name}: beside the XML-RPC block, ${OTHER_PHP} still runs in PHP`,
      () => `${server.name}: ${OTHER_PHP} answered ${other.status}, not its PHP output`,
    );
  }
}

/** Scripts an attacker could upload, and the same name with a path after it: each must answer 403, never run or be sent. */
const UPLOADED_SCRIPTS = ['shell.php', 'shell.phtml', 'shell.phar'].map((name) => `/wp-content/uploads/2026/11/${name}`);
const UPLOADS_PROBES = [...UPLOADED_SCRIPTS, `${UPLOADED_SCRIPTS[0]}/x`];

/** The statuses the page tells the reader to expect from its check, in order ("Expect 403, 200, ... and 200"). */
export function expectedStatuses(prose: string): string[] | null {
  const listed = /Expect ((?:\d{3}, )+\d{3},? and \d{3})/.exec(prose)?.[1];
  return listed ? listed.split(/,? and |, /) : null;
}

/** The check's output lines as status and address; null when a line is something else. */
export function checkLines(output: string): {status: string; url: string}[] | null {
  const lines = output.trim().split('\n');
  const parsed = lines.map((line) => /^(\d{3}) (\S+)$/.exec(line));
  return parsed.every(Boolean) ? parsed.map((m) => ({status: m![1], url: m![2]})) : null;
}

async function uploadsRules(ctx: RecipeContext) {
  const ws = ctx.workspace;
  const expected = expectedStatuses(readFileSync(path.join(ctx.blocks.docsDir, `${SECURITY}.mdx`), 'utf8'));
  if (!expected) ctx.fail(UPLOADS_CHECK, 'the page no longer says which statuses to expect ("Expect 403, 200, ... and 200")');
  const from = `127.0.3.${runs}`;
  const scriptBody = `<?php echo 'PHP ran ' . basename(__FILE__) . "\\n";\n`;
  const plant = () => {
    for (const file of UPLOADED_SCRIPTS) ws.write(`${WEB_ROOT}${file}`, scriptBody);
    ws.write(`${WEB_ROOT}/xmlrpc.php`, scriptBody);
  };
  // The reader's curl, on this run's server: example.com reaches the loopback port and trusts the throwaway certificate.
  const checkWith = (server: string, ports: {https: number}, ref: BlockRef) => {
    const bin = ws.at(`/recipe-curl-${ports.https}`);
    ws.write(
      `/recipe-curl-${ports.https}/curl`,
      `#!/bin/sh\nexec ${tool('curl')} --cacert ${ws.certificateFile} --connect-to :443:127.0.0.1:${ports.https} --interface ${from} "$@"\n`,
      0o755,
    );
    ws.note(UPLOADS_CHECK.title, 'curl', `curl with --connect-to :443:127.0.0.1:${ports.https} and the throwaway certificate`);
    const result = run(tool('bash'), ['-c', ctx.block(UPLOADS_CHECK).value], {env: {...process.env, PATH: `${bin}:${process.env.PATH}`}});
    const lines = checkLines(result.stdout);
    const got = lines?.map((line) => line.status) ?? [];
    ctx.expect(
      result.status === 0 && lines !== null && got.join() === expected.join(),
      ref,
      `${server}: the uploads and XML-RPC check prints ${expected.join(', ')}, as the page says`,
      () =>
        lines
          ? `${server}: the uploads and XML-RPC check printed ${lines.map((l) => `${l.status} for ${l.url}`).join(', ')}; the page says to expect ${expected.join(', ')}`
          : `${server}: the uploads and XML-RPC check printed something else (exit ${result.status}):\n${result.output.replaceAll(ws.root, '')}`,
    );
  };
  const probe = (server: string, ports: {http: number; https: number}, ref: BlockRef) => {
    for (const urlPath of UPLOADS_PROBES) {
      const response = curl(`https://example.com${urlPath}`, ports, ws.certificateFile, ['--interface', from]);
      // shell.php/x runs shell.php when it reaches PHP
      const got = outcomeOf(response.status, response.body, urlPath.replace(/\/x$/, ''));
      ctx.expect(got.status === 403, ref, `${server}: ${urlPath} answers 403`, () =>
        got.kind === 'ran'
          ? `${server}: ${urlPath} reached PHP`
          : `${server}: ${urlPath} answered ${got.status}${got.kind === 'source' ? ', its PHP source sent as a file' : ''}, not 403`,
      );
    }
  };

  await nginxSite(ctx, {
    uploadsLocation: ctx.block(NGINX_UPLOADS).value,
    inMainServer: ctx.block(NGINX_XMLRPC).value,
    pathInfoPhpLocation: true,
  });
  plant();
  checkWith('nginx', NGINX_PORTS, NGINX_UPLOADS);
  probe('nginx', NGINX_PORTS, NGINX_UPLOADS);

  // A host that reads .htaccess (WordPress's rewrite rules need FileInfo; the page's rules need AuthConfig).
  const htaccessHost = async (override: string) => {
    await apacheSite(ctx, {htaccessOverride: override});
    plant();
    ws.write(`${WEB_ROOT}/wp-content/uploads/.htaccess`, ctx.block(HTACCESS_UPLOADS).value);
    ws.write(`${WEB_ROOT}/.htaccess`, ctx.block(APACHE_XMLRPC).value);
  };
  ws.note(HTACCESS_UPLOADS.title, 'the uploads folder', 'the uploads folder, and the XML-RPC Files block in the web root .htaccess');
  await htaccessHost('FileInfo AuthConfig');
  checkWith('Apache (AllowOverride FileInfo AuthConfig)', APACHE_PORTS, HTACCESS_UPLOADS);
  probe('Apache (AllowOverride FileInfo AuthConfig)', APACHE_PORTS, HTACCESS_UPLOADS);
  // The page's warnings: with FileInfo alone every request under either file fails with 500; under None PHP in uploads runs.
  await htaccessHost('FileInfo');
  for (const urlPath of [UPLOADED_IMAGE, '/']) {
    const response = curl(`https://example.com${urlPath}`, APACHE_PORTS, ws.certificateFile, ['--interface', from]);
    ctx.expect(
      response.status === 500,
      HTACCESS_UPLOADS,
      `Apache (AllowOverride FileInfo): ${urlPath} answers 500, as the page warns`,
      () => `Apache (AllowOverride FileInfo): ${urlPath} answered ${response.status}; the page says every request fails with 500`,
    );
  }
  await htaccessHost('None');
  const ignored = curl(`https://example.com${UPLOADED_SCRIPTS[0]}`, APACHE_PORTS, ws.certificateFile, ['--interface', from]);
  ctx.expect(
    outcomeOf(ignored.status, ignored.body, UPLOADED_SCRIPTS[0]).kind === 'ran',
    HTACCESS_UPLOADS,
    'Apache (AllowOverride None, no uploads <Directory>): the .htaccess is ignored and PHP in uploads runs, as the page warns',
    () => `Apache (AllowOverride None): ${UPLOADED_SCRIPTS[0]} answered ${ignored.status}; the page says PHP in uploads still runs`,
  );
  for (const file of ['/.htaccess', '/wp-content/uploads/.htaccess']) rmSync(ws.at(`${WEB_ROOT}${file}`));
}

/** The admin location's own PHP location (the last one nested in it). */
const INNER_PHP = /\n[ \t]*location ~ \\\.php\$ \{[^{}]*\}/;

export const wordpressAccessRulesRecipe: Recipe = {
  name: 'wordpress-access-rules',
  summary:
    "WordPress security's access rules and XML-RPC blocks on nginx and Apache: from another address the login and dashboard answer 403 and admin-ajax.php and admin-post.php still run; from the allowed one, all run in PHP while a dotfile and a backup inside wp-admin stay refused; /xmlrpc.php and /xmlrpc.php/x answer 403 to everyone while another PHP file runs; no PHP from uploads (.php, .phtml, .phar, .php/x answer 403) with nginx's location and with the folder's .htaccess on a host that reads it, and the page's check prints the statuses it says to expect; its warnings hold (FileInfo alone: 500; None: the .htaccess is ignored)",
  async run(ctx) {
    await accessRules(ctx);
    await uploadsRules(ctx);
  },
  breakingEdits: [
    {
      what: "nginx: drop the admin location's own PHP location",
      ref: NGINX_ACCESS,
      edit: replace(INNER_PHP, ''),
      expect: /nginx: from the allowed address, \/wp-admin\/ sent the PHP source of \/wp-admin\/index\.php as a file/,
    },
    {
      what: "nginx: drop the admin location's own PHP location and its ^~",
      ref: NGINX_ACCESS,
      edit: (text) => text.replace(INNER_PHP, '').replace('location ^~ /wp-admin/', 'location /wp-admin/'),
      expect: /nginx: from a refused address, \/wp-admin\/options\.php reached PHP/,
    },
    {
      what: 'nginx: drop the denials repeated inside the admin location (review r64b L2)',
      ref: NGINX_ACCESS,
      edit: replace(/\n[ \t]*location ~ \/\\\. \{[^{}]*\}\n[ \t]*location ~\* \(\\\.\(bak[^{]*\{[^{}]*\}/, ''),
      expect: /nginx: from the allowed address, \/wp-admin\/\.env answered 200, its content served/,
    },
    {
      what: 'nginx: drop the admin-ajax.php and admin-post.php exception',
      ref: NGINX_ACCESS,
      edit: replace(/\n[ \t]*location ~ \^\/wp-admin\/admin-[^{}]*\{[^{}]*\}/, ''),
      expect: /nginx: from a refused address, the exception \/wp-admin\/admin-ajax\.php answered 403/,
    },
    {
      what: 'nginx: allow all',
      ref: NGINX_ACCESS,
      edit: replace(/deny all;/g, 'allow all;'),
      expect: /nginx: from a refused address, \/wp-login\.php reached PHP/,
    },
    {
      what: "nginx: web security's login location exact (=) again, not ^~",
      ref: RATE_LIMIT_LOCATION,
      edit: replace('location ^~ /wp-login.php', 'location = /wp-login.php'),
      expect: /nginx: from a refused address, \/wp-login\.php\/x answered 200, not 403/,
    },
    {
      what: "nginx: web security's XML-RPC location exact (=), not ^~",
      ref: RATE_LIMIT_LOCATION,
      edit: replace('location ^~ /xmlrpc.php', 'location = /xmlrpc.php'),
      expect: /nginx: \/xmlrpc\.php\/x answered 200: xmlrpc\.php ran/,
    },
    {
      what: 'nginx: the uploads location for .php only',
      ref: NGINX_UPLOADS,
      edit: replace('(php|phtml|phar)', '(php)'),
      expect: /nginx: \/wp-content\/uploads\/2026\/11\/shell\.phtml answered 200, its PHP source sent as a file/,
    },
    {
      what: 'nginx: the uploads location without a path after the name',
      ref: NGINX_UPLOADS,
      edit: replace('(/|$)', '$'),
      expect: /nginx: \/wp-content\/uploads\/2026\/11\/shell\.php\/x reached PHP/,
    },
    {
      what: 'nginx: the uploads location allows all',
      ref: NGINX_UPLOADS,
      edit: replace('deny all;', 'allow all;'),
      expect: /nginx: the uploads and XML-RPC check printed 404 for https:\/\/example\.com\/wp-content\/uploads\/no-such-file\.php/,
    },
    {
      what: 'Apache: the uploads .htaccess without phar',
      ref: HTACCESS_UPLOADS,
      edit: replace('(php|phtml|phar)', '(php|phtml)'),
      expect:
        /Apache \(AllowOverride FileInfo AuthConfig\): \/wp-content\/uploads\/2026\/11\/shell\.phar answered 200, its PHP source sent as a file/,
    },
    {
      what: 'Apache: drop the XML-RPC Files block',
      ref: APACHE_XMLRPC,
      edit: replace(/<Files xmlrpc\.php>[\s\S]*?<\/Files>/, ''),
      expect: /Apache: \/xmlrpc\.php answered 200: xmlrpc\.php ran/,
    },
    {
      what: 'Apache: drop the admin-ajax.php and admin-post.php exception',
      ref: APACHE_ACCESS,
      edit: replace(/\n[ \t]*<Files ~[^>]*>[\s\S]*?<\/Files>/, ''),
      expect: /Apache: from a refused address, the exception \/wp-admin\/admin-ajax\.php answered 403/,
    },
    {
      what: 'Apache: allow all',
      ref: APACHE_ACCESS,
      edit: replace(/Require ip .*/g, 'Require all granted'),
      expect: /Apache: from a refused address, \/wp-login\.php reached PHP/,
    },
  ],
};
