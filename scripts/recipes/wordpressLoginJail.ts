/**
 * WordPress security's Fail2Ban filter and jail for the login form, read by the real tools:
 * `fail2ban-regex` over an access log in the combined format of nginx and Apache, where a failed
 * login answers 200 and a successful one 302, and `fail2ban-client -t`/`-d` over a copy of
 * Debian's /etc/fail2ban with the jail added.
 */
import type {BlockRef} from './blocks';
import {replace, type Recipe, type RecipeContext} from './recipe';
import {debianFail2ban, expectFail2banReading, fail2banTest, JAIL} from './ssh';
import {run, tool} from './system';

const SECURITY = 'wordpress/security';
export const LOGIN_FILTER: BlockRef = {article: SECURITY, title: '/etc/fail2ban/filter.d/wordpress-login.conf'};
export const LOGIN_JAIL: BlockRef = {article: SECURITY, title: '/etc/fail2ban/jail.d/wordpress-login.local'};

const LOG = '/var/log/nginx/example.com.access.log';

/** Combined-format lines as nginx and Apache write them, and whether the filter must count each. */
function accessLog(now: Date): {line: string; counts: boolean}[] {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const two = (n: number) => String(n).padStart(2, '0');
  const stamp = `${two(now.getUTCDate())}/${months[now.getUTCMonth()]}/${now.getUTCFullYear()}:${two(now.getUTCHours())}:${two(now.getUTCMinutes())}:${two(now.getUTCSeconds())} +0000`;
  const line = (host: string, request: string, status: number) => `${host} - - [${stamp}] "${request}" ${status} 4120 "-" "Mozilla/5.0"`;
  return [
    {line: line('203.0.113.5', 'POST /wp-login.php HTTP/2.0', 200), counts: true},
    {line: line('203.0.113.5', 'POST /wp-login.php HTTP/1.1', 200), counts: true},
    {line: line('2001:db8::7', 'POST /wp-login.php?action=lostpassword HTTP/2.0', 200), counts: true},
    {line: line('203.0.113.6', 'POST /blog/wp-login.php HTTP/2.0', 200), counts: true},
    // A successful login redirects; opening the form and XML-RPC calls (Jetpack's too) are not guesses.
    {line: line('198.51.100.9', 'POST /wp-login.php HTTP/2.0', 302), counts: false},
    {line: line('198.51.100.9', 'GET /wp-login.php HTTP/2.0', 200), counts: false},
    {line: line('192.0.2.44', 'POST /xmlrpc.php HTTP/1.1', 200), counts: false},
    {line: line('198.51.100.10', 'POST /my-wp-login.php HTTP/2.0', 200), counts: false},
  ];
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

async function loginJail(ctx: RecipeContext) {
  const ws = ctx.workspace;
  const dir = debianFail2ban(ws);
  const filter = ws.write('/etc/fail2ban/filter.d/wordpress-login.conf', ctx.block(LOGIN_FILTER).value);
  const lines = accessLog(new Date());
  const log = ws.write(LOG, lines.map((l) => l.line).join('\n') + '\n');
  const tested = run(tool('fail2banRegex'), ['--print-all-matched', log, filter]);
  ctx.expect(
    tested.status === 0,
    LOGIN_FILTER,
    'fail2ban-regex reads the filter',
    () => `fail2ban-regex failed (exit ${tested.status}):\n${tested.output}`,
  );
  const matched = matchedLines(tested.stdout);
  for (const {line, counts} of lines) {
    const found = matched.includes(line);
    ctx.expect(
      found === counts,
      LOGIN_FILTER,
      `fail2ban-regex ${counts ? 'counts' : 'leaves'}: ${line.replace(/ \[[^\]]+\]/, '').replace(/ "-" "Mozilla\/5.0"$/, '')}`,
      () =>
        `fail2ban-regex ${counts ? 'did not count' : 'counted'} the line\n  ${line}\n(matched: ${matched.length ? matched.join('\n  ') : 'none'})`,
    );
  }
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
  expectFail2banReading(ctx, LOGIN_JAIL, dir, [
    ['the jail reads the access log', new RegExp(`\\['set', 'wordpress-login', 'addlogpath', '${ws.at(LOG).replace(/[.]/g, '[.]')}'`)],
    ['maxretry 10', /\['set', 'wordpress-login', 'maxretry', 10\]/],
    ['findtime 10m', /\['set', 'wordpress-login', 'findtime', '10m'\]/],
    ['bantime 1h', /\['set', 'wordpress-login', 'bantime', '1h'\]/],
    [
      "hosting security's ignoreip applies to it",
      /\['set', 'wordpress-login', 'addignoreip', '127\.0\.0\.1\/8', '::1', '198\.51\.100\.7'\]/,
    ],
    ['it starts', /\['start', 'wordpress-login'\]/],
  ]);
}

export const wordpressLoginJailRecipe: Recipe = {
  name: 'wordpress-login-jail',
  summary:
    "WordPress security's Fail2Ban filter on an access log (failed logins counted, successful ones and XML-RPC not) and its jail loaded",
  run: loginJail,
  breakingEdits: [
    {
      what: 'count every POST to the login form, 302 included',
      ref: LOGIN_FILTER,
      edit: replace('" 200\\s', '" \\d+\\s'),
      expect: /counted the line[\s\S]*302/,
    },
    {
      what: 'a filter anchored at the site root only',
      ref: LOGIN_FILTER,
      edit: replace('/(?:\\S*/)?wp-login', '/wp-login'),
      expect: /did not count the line[\s\S]*blog\/wp-login/,
    },
    {
      what: 'a jail reading a log that does not exist',
      ref: LOGIN_JAIL,
      edit: replace(/^logpath(\s*)=.*$/m, 'logpath$1= /var/log/nginx/example.org.access.log'),
      expect: /fail2ban-client -t failed[\s\S]*not found any log file for wordpress-login/,
    },
  ],
};
