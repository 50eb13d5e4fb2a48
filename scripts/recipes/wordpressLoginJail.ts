/**
 * WordPress security's Fail2Ban filter and jail for the login form, end to end: the run's nginx and Apache with
 * PHP-FPM, assembled as hosting's server configuration builds the site plus the page's login-log lines, answer real
 * failed and successful logins (a stub wp-login.php printing the form, or redirecting on the right password), also
 * sent as /%77p-login.php and /wp-login.php/x, which both servers decode before running PHP; then `fail2ban-regex`
 * reads the log each server wrote: every failed login that reached wp-login.php counts, nothing else does.
 * `fail2ban-client -t`/`-d` load the jail in a copy of Debian's /etc/fail2ban.
 */
import {describeRef, type BlockRef} from './blocks';
import {replace, type Recipe, type RecipeContext} from './recipe';
import {debianFail2ban, expectFail2banReading, fail2banReading, fail2banTest, JAIL} from './ssh';
import {curl, run, tool} from './system';
import {APACHE_PORTS, apacheSite, NGINX_PORTS, nginxSite, RATE_LIMIT_LOCATION, WEB_ROOT} from './webSite';

const SECURITY = 'wordpress/security';
export const LOGIN_FILTER: BlockRef = {article: SECURITY, title: '/etc/fail2ban/filter.d/wordpress-login.conf'};
export const LOGIN_JAIL: BlockRef = {article: SECURITY, title: '/etc/fail2ban/jail.d/wordpress-login.local'};
export const NGINX_LOG_FORMAT: BlockRef = {article: SECURITY, title: '/etc/nginx/conf.d/wordpress-login-log.conf'};
export const NGINX_LOGIN_LOG: BlockRef = {
  article: SECURITY,
  title: '/etc/nginx/sites-available/example.com (in the HTTPS server block, beside its access_log)',
};
export const APACHE_LOGIN_LOG: BlockRef = {
  article: SECURITY,
  title: '/etc/apache2/sites-available/example.com.conf (in VirtualHost *:443, beside its CustomLog)',
};

const NGINX_LOG = '/var/log/nginx/example.com.login.log';
const APACHE_LOG = '/var/log/apache2/example.com.login.log';

/** What the stub login prints for a failed login (WordPress shows the form again, 200). */
export const LOGIN_FORM = 'wp-login.php form\n';
const STUB_LOGIN = `<?php\nif ($_SERVER['REQUEST_METHOD'] === 'POST' && ($_POST['pwd'] ?? '') === 'right') {\n  header('Location: /wp-admin/', true, 302);\n  exit;\n}\necho ${JSON.stringify(LOGIN_FORM)};\n`;

interface LoginRequest {
  what: string;
  path: string;
  post?: string;
  /** A failed login the server must hand to wp-login.php (else the check would prove nothing). */
  mustReachLogin?: boolean;
}

const REQUESTS: LoginRequest[] = [
  {what: 'a failed login', path: '/wp-login.php', post: 'log=admin&pwd=wrong', mustReachLogin: true},
  {what: 'a failed login, percent-encoded', path: '/%77p-login.php', post: 'log=admin&pwd=wrong', mustReachLogin: true},
  {what: 'a failed login with a query string', path: '/wp-login.php?action=login', post: 'log=admin&pwd=wrong', mustReachLogin: true},
  {what: 'a failed login with a path after the script', path: '/wp-login.php/x', post: 'log=admin&pwd=wrong', mustReachLogin: true},
  {what: 'a failed login in a subfolder install', path: '/blog/wp-login.php', post: 'log=admin&pwd=wrong', mustReachLogin: true},
  {what: 'a successful login (302)', path: '/wp-login.php', post: 'log=admin&pwd=right'},
  {what: 'the login form opened (GET)', path: '/wp-login.php'},
  {what: 'an XML-RPC call', path: '/xmlrpc.php', post: '<methodCall/>'},
  {what: 'a look-alike script', path: '/my-wp-login.php', post: 'log=admin&pwd=wrong'},
];

/** Each request comes from its own loopback address, fresh every run: web security's rate limit counts per address. */
export function sourceAddress(run: number, server: number, request: number): string {
  return `127.${10 + run}.${server}.${request + 1}`;
}

/** The lines fail2ban-regex --print-all-matched lists under "Matched line(s)". */
export function matchedLines(output: string): string[] {
  const section = output.split(/\|- Matched line\(s\):\n/)[1];
  if (!section) return [];
  const lines: string[] = [];
  // The list ends where the next section ("|- Missed line(s):") or its closing "`-" starts.
  for (const l of section.split('\n')) {
    const line = /^\|\s{2}(.*)$/.exec(l)?.[1];
    if (line === undefined) break;
    lines.push(line);
  }
  return lines;
}

let runs = 0;

async function loginJail(ctx: RecipeContext) {
  const ws = ctx.workspace;
  const runNumber = ++runs;
  // Debian's /etc/fail2ban first (it replaces the folder), then the filter once: fail2ban-regex and -t/-d read the same file.
  const dir = debianFail2ban(ws);
  const filter = ws.write('/etc/fail2ban/filter.d/wordpress-login.conf', ctx.block(LOGIN_FILTER).value);
  const servers = [
    {
      name: 'nginx',
      ref: NGINX_LOGIN_LOG,
      ports: NGINX_PORTS,
      log: NGINX_LOG,
      logBlocks: [NGINX_LOG_FORMAT, NGINX_LOGIN_LOG],
      start: () => nginxSite(ctx, {inMainServer: ctx.block(NGINX_LOGIN_LOG).value, files: [NGINX_LOG_FORMAT]}),
    },
    {
      name: 'Apache',
      ref: APACHE_LOGIN_LOG,
      ports: APACHE_PORTS,
      log: APACHE_LOG,
      logBlocks: [APACHE_LOGIN_LOG],
      start: () => apacheSite(ctx, {in443: ctx.block(APACHE_LOGIN_LOG).value}),
    },
  ];
  ws.note('the site', 'WordPress', 'a stub wp-login.php (and blog/wp-login.php): the form (200), or a 302 for the password "right"');
  for (const [index, server] of servers.entries()) {
    await server.start();
    ws.write(`${WEB_ROOT}/wp-login.php`, STUB_LOGIN);
    ws.write(`${WEB_ROOT}/blog/wp-login.php`, STUB_LOGIN);
    ws.write(`${WEB_ROOT}/my-wp-login.php`, `<?php echo "another script\\n";\n`);
    if (server.name === 'nginx') {
      // Web security's rate limit (burst 3) must hold for the login's other names too: its location is ^~.
      const from = sourceAddress(runNumber, 9, 0);
      const statuses = [1, 2, 3, 4, 5, 6].map(
        () =>
          curl('https://example.com/wp-login.php/x', server.ports, ws.certificateFile, ['--interface', from, '--data', 'pwd=wrong']).status,
      );
      ctx.expect(
        statuses.includes(429),
        RATE_LIMIT_LOCATION,
        "nginx: web security's login rate limit answers 429 to the sixth quick POST /wp-login.php/x",
        () => `nginx: six quick POST /wp-login.php/x from one address answered ${statuses.join(', ')}: none was limited (429)`,
      );
    }
    const failedFrom = new Set<string>();
    const sent: {request: LoginRequest; from: string}[] = [];
    for (const [i, request] of REQUESTS.entries()) {
      const from = sourceAddress(runNumber, index, i);
      const extra = ['--interface', from, ...(request.post === undefined ? [] : ['--data', request.post])];
      const response = curl(`https://example.com${request.path}`, server.ports, ws.certificateFile, extra);
      if (response.status === 0) ctx.fail(server.ref, `${server.name} did not answer ${request.path}: ${response.raw}`);
      const failedLogin = request.post !== undefined && response.status === 200 && response.body === LOGIN_FORM;
      if (failedLogin) failedFrom.add(from);
      if (request.mustReachLogin)
        ctx.expect(
          failedLogin,
          server.ref,
          `${server.name}: ${request.what} (POST ${request.path}) runs wp-login.php`,
          () => `${server.name}: POST ${request.path} answered ${response.status}, not the stub login's form`,
        );
      sent.push({request, from});
    }
    const log = ws.at(server.log);
    const tested = run(tool('fail2banRegex'), ['--print-all-matched', log, filter]);
    ctx.expect(
      tested.status === 0,
      LOGIN_FILTER,
      `fail2ban-regex reads ${server.name}'s login log`,
      () => `fail2ban-regex failed (exit ${tested.status}):\n${tested.output}`,
    );
    const runLines = ws
      .read(server.log)
      .split('\n')
      .filter((line) => sent.some(({from}) => line.startsWith(`${from} `)));
    const pageViews = runLines.filter((line) => !line.includes('"POST '));
    ctx.expect(
      pageViews.length === 0,
      server.ref,
      `${server.name}: the login log holds the POST requests only, not the form opened with GET`,
      () => `${server.name}: the login log also holds page views:\n  ${pageViews.join('\n  ')}`,
    );
    const matchedFrom = new Set(matchedLines(tested.stdout).map((line) => line.split(' ')[0]));
    for (const {request, from} of sent) {
      const counts = failedFrom.has(from);
      ctx.expect(
        matchedFrom.has(from) === counts,
        LOGIN_FILTER,
        `${server.name}: fail2ban-regex ${counts ? 'counts' : 'leaves'} ${request.what} (${request.post === undefined ? 'GET' : 'POST'} ${request.path})`,
        () =>
          `${server.name}: ${request.path} ${counts ? 'ran wp-login.php as a failed login, but fail2ban-regex did not count it' : 'was counted by fail2ban-regex though it was no failed login'}\n(written with ${server.logBlocks.map(describeRef).join(' and ')}; this run's lines in ${server.log}:\n  ${runLines.join('\n  ')})`,
      );
    }
  }
  // IPv6 in the log, as a site listening on [::]:443 writes it.
  const ipv6 = ws.write(
    '/var/log/ipv6-login.log',
    `2001:db8::7 - - [${ws.read(NGINX_LOG).split('[')[1].split(']')[0]}] "POST /wp-login.php" 200\n`,
  );
  const ipv6Tested = run(tool('fail2banRegex'), ['--print-all-matched', ipv6, filter]);
  ctx.expect(
    matchedLines(ipv6Tested.stdout).length === 1,
    LOGIN_FILTER,
    'fail2ban-regex counts a failed login from an IPv6 address',
    () => `fail2ban-regex did not count the IPv6 line:\n${ipv6Tested.output}`,
  );

  // Beside hosting security's jail.local, which the page points to for ignoreip (and whose sshd jail
  // reads the journal: a fresh Debian has no auth.log).
  ws.write('/etc/fail2ban/jail.local', ctx.block(JAIL).value);
  ws.write('/etc/fail2ban/jail.d/wordpress-login.local', ws.rewrite('wordpress-login jail', ctx.block(LOGIN_JAIL).value));
  const checked = fail2banTest(dir);
  ctx.expect(
    checked.status === 0,
    LOGIN_JAIL,
    'with the filter and the jail, every jail and filter loads (fail2ban-client -t)',
    () => `fail2ban-client -t failed (exit ${checked.status}):\n${checked.output}`,
  );
  // One reading for both lists: what the page's jail sets, and what it leaves to hosting security's [DEFAULT].
  const reading = fail2banReading(dir);
  expectFail2banReading(ctx, LOGIN_JAIL, reading, [
    ['the jail reads the login log', new RegExp(`\\['set', 'wordpress-login', 'addlogpath', '${ws.at(NGINX_LOG).replace(/[.]/g, '[.]')}'`)],
    ['it reads the file, not the journal (backend auto)', /\['add', 'wordpress-login', 'auto'\]/],
    ['maxretry 10', /\['set', 'wordpress-login', 'maxretry', 10\]/],
    ['findtime 10m', /\['set', 'wordpress-login', 'findtime', '10m'\]/],
    ['bantime 1h', /\['set', 'wordpress-login', 'bantime', '1h'\]/],
    ['it starts', /\['start', 'wordpress-login'\]/],
  ]);
  // What the page leaves to hosting security's [DEFAULT] (Debian 12's own ban action is iptables-multiport).
  expectFail2banReading(ctx, JAIL, reading, [
    [
      "hosting security's ignoreip applies to it",
      /\['set', 'wordpress-login', 'addignoreip', '127\.0\.0\.1\/8', '::1', '198\.51\.100\.7'\]/,
    ],
    ["it bans through hosting security's nftables action", /\['set', 'wordpress-login', 'addaction', 'nftables'\]/],
  ]);
}

export const wordpressLoginJailRecipe: Recipe = {
  name: 'wordpress-login-jail',
  summary:
    "WordPress security's login log on nginx and Apache and its Fail2Ban filter over it: failed logins counted (percent-encoded and /wp-login.php/x too), successful ones, the form and XML-RPC not; its jail loaded",
  run: loginJail,
  breakingEdits: [
    {
      what: 'nginx: log the request as sent ($request_uri), as the combined access log does',
      ref: NGINX_LOG_FORMAT,
      edit: replace('$uri', '$request_uri'),
      expect: /nginx: \/%77p-login\.php ran wp-login\.php as a failed login, but fail2ban-regex did not count it/,
    },
    {
      what: 'Apache: log the request line as sent (%r), as the combined access log does',
      ref: APACHE_LOGIN_LOG,
      edit: replace('%m %f', '%r'),
      expect: /Apache: \/wp-login\.php ran wp-login\.php as a failed login, but fail2ban-regex did not count it/,
    },
    {
      what: "web security's login location exact (=) again, not ^~",
      ref: RATE_LIMIT_LOCATION,
      edit: replace('location ^~ /wp-login.php', 'location = /wp-login.php'),
      expect: /six quick POST \/wp-login\.php\/x from one address answered [^\n]*none was limited/,
    },
    {
      what: 'nginx: log every request, not only POSTs (review r69i L1)',
      ref: NGINX_LOGIN_LOG,
      edit: replace(' if=$wplogin_post', ''),
      expect: /nginx: the login log also holds page views:\n\s+\S+ - - \[[^\]]+\] "GET \/wp-login\.php" 200/,
    },
    {
      what: 'Apache: log every request, not only POSTs (review r69i L1)',
      ref: APACHE_LOGIN_LOG,
      edit: replace(` "expr=%{REQUEST_METHOD} == 'POST'"`, ''),
      expect: /Apache: the login log also holds page views:\n\s+\S+ - - \[[^\]]+\] "GET [^"]*wp-login\.php" 200/,
    },
    {
      what: 'count every POST to the login form, 302 included',
      ref: LOGIN_FILTER,
      edit: replace('" 200$', '" \\d+$'),
      expect: /\/wp-login\.php was counted by fail2ban-regex though it was no failed login/,
    },
    {
      what: 'a filter anchored at the site root only',
      ref: LOGIN_FILTER,
      edit: replace('[^"]*/wp-login', '/wp-login'),
      expect: /\/blog\/wp-login\.php ran wp-login\.php as a failed login, but fail2ban-regex did not count it/,
    },
    {
      what: 'a jail reading a log that does not exist',
      ref: LOGIN_JAIL,
      edit: replace(/^logpath(\s*)=.*$/m, 'logpath$1= /var/log/nginx/example.org.login.log'),
      expect: /fail2ban-client -t failed[\s\S]*not found any log file for wordpress-login/,
    },
    {
      what: "hosting security's [DEFAULT] without its banaction (Debian 12's iptables-multiport applies)",
      ref: JAIL,
      edit: replace(/^banaction *=.*\n/m, ''),
      expect: /does not have it bans through hosting security's nftables action/,
    },
  ],
};
