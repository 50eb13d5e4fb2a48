/**
 * The real tools on real samples: one deliberately broken sample per
 * language must fail with the tool's own message, and the same sample fixed
 * must pass (so a check that never runs its tool cannot pass this test).
 */
import assert from 'node:assert/strict';
import {after, test} from 'node:test';
import {fencedBlocks} from './extract';
import {checkBlock, SampleWorkspace} from './checkers';
import {findTool, MissingToolError} from './tools';

const workspace = new SampleWorkspace();
after(() => workspace.close());

/** Checks every block of a small page; returns each block's result in order. */
async function check(markdown: string) {
  const page = fencedBlocks(markdown, 'sample.mdx');
  return Promise.all(page.map((block) => checkBlock(block, page, workspace)));
}

const fence = (lang: string, value: string, meta = 'title="sample"') => `\`\`\`${lang} ${meta}\n${value}\n\`\`\`\n\n`;

const CASES: {lang: string; meta?: string; good: string; broken: string; tool: string; message: RegExp}[] = [
  {
    lang: 'nginx',
    good: 'location /a/ {\n  return 204;\n}',
    broken: 'location /a/ {\n  retrun 204;\n}',
    tool: 'nginx -t',
    message: /unknown directive "retrun" at the sample's line 2 \(sample\.mdx:\d+\)/,
  },
  {
    lang: 'apache',
    good: '<Location "/a/">\n  Header set X-A "1"\n</Location>',
    broken: '<Location "/a/">\n  Header set X-A "1"\n',
    tool: 'apache2 -t',
    message: /Expected <\/Location> but saw <\/VirtualHost>/,
  },
  {
    lang: 'bash',
    good: 'for f in *.log; do\n  gzip "$f"\ndone',
    broken: 'for f in *.log; do\n  gzip "$f"\n',
    tool: 'bash -n',
    message: /syntax error/,
  },
  {
    lang: 'bash',
    good: 'name=world\necho "hello $name"',
    broken: 'for f in "$(ls)"; do\n  echo "$f"\ndone',
    tool: 'shellcheck',
    message: /line 1: SC2066 \(error\): Since you double quoted this/,
  },
  {
    lang: 'php',
    good: "define( 'WP_DEBUG', true );",
    broken: "define( 'WP_DEBUG', true )\ndefine( 'WP_DEBUG_LOG', true );",
    tool: 'php -l',
    message: /syntax error, unexpected identifier "define".* on line 2/,
  },
  {lang: 'json', good: '{"a": [1, 2]}', broken: '{"a": [1, 2],}', tool: 'JSON.parse', message: /JSON/},
  {lang: 'yaml', good: 'a: 1\nb: [x, y]', broken: 'a: 1\n b: 2', tool: 'js-yaml', message: /bad indentation/},
  {lang: 'ini', good: '[client]\nuser = backup', broken: '[client\nuser = backup', tool: 'PHP parse_ini_string', message: /syntax error/},
  {
    lang: 'sql',
    good: 'SELECT user, host FROM mysql.user;',
    broken: 'SELEC user FROM mysql.user;',
    tool: 'node-sql-parser (MySQL/MariaDB)',
    message: /but "S" found|Expected/,
  },
  {
    lang: 'sql',
    meta: 'title="roles-postgresql.sql"',
    good: 'CREATE ROLE app LOGIN;',
    broken: 'CREATE ROLE app LOGN;',
    tool: 'libpg-query (PostgreSQL)',
    message: /line 1: unrecognized role option "logn"/,
  },
  {
    lang: 'html',
    good: '<ul>\n  <li><a href="/">Home</a></li>\n</ul>',
    broken: '<ul>\n  <li><a href="/">Home</li></a>\n</ul>',
    tool: 'html-validate',
    message: /close-order/,
  },
  {
    lang: 'css',
    good: '.a { color: #333; margin: 0 auto; }',
    broken: '.a { color: #33; margin: 0 auto; }',
    tool: 'css-tree',
    message: /line 1: color/,
  },
  {
    lang: 'js',
    meta: 'interactive title="a.js"',
    good: 'console.log(1 + 1);',
    broken: 'console.log(undefinedName);',
    tool: "the site's worker sandbox (Chromium)",
    message: /undefinedName is not defined/,
  },
];

for (const c of CASES) {
  test(`${c.lang}: ${c.tool} passes a good sample and fails a broken one with its own message`, async () => {
    const [good, broken] = await check(fence(c.lang, c.good, c.meta) + fence(c.lang, c.broken, c.meta));
    assert.equal(good.status, 'pass', good.messages.join('\n'));
    assert.equal(broken.status, 'fail');
    assert.equal(broken.tool, c.tool);
    assert.match(broken.messages.join('\n'), c.message);
  });
}

test('ini: "#" comment lines (my.cnf) are comments, with parentheses in them; a broken line still fails', async () => {
  const [good, broken] = await check(
    fence('ini', '[mysqld]\n# Listen on loopback (MySQL only)\nbind-address = 127.0.0.1') +
      fence('ini', '[mysqld\n# a comment (unclosed section above)\nbind-address = 127.0.0.1'),
  );
  assert.equal(good.status, 'pass', good.messages.join('\n'));
  assert.equal(broken.status, 'fail');
});

test('nginx: a zone from an earlier block on the page makes the block that uses it pass', async () => {
  const zone = fence('nginx', 'limit_req_zone $binary_remote_addr zone=login:10m rate=5r/m;', 'title="/etc/nginx/conf.d/zone.conf"');
  const use = fence('nginx', 'location = /login {\n  limit_req zone=login burst=3 nodelay;\n}', 'title="site"');
  const [, alone] = await check(fence('nginx', 'gzip on;') + use);
  assert.equal(alone.status, 'fail');
  assert.match(alone.messages.join('\n'), /zero size shared memory zone "login"/);
  const [zoneResult, withZone] = await check(zone + use);
  assert.equal(zoneResult.status, 'pass');
  assert.equal(withZone.status, 'pass', withZone.messages.join('\n'));
});

test('nginx and apache: a full HTTPS site passes with the throwaway certificate in place of its own', async () => {
  const [nginx, apache] = await check(
    fence(
      'nginx',
      'server {\n  listen 443 ssl;\n  server_name example.com;\n  ssl_certificate /etc/letsencrypt/live/example.com/fullchain.pem;\n  ssl_certificate_key /etc/letsencrypt/live/example.com/privkey.pem;\n  access_log /var/log/nginx/example.com.log;\n}',
    ) +
      fence(
        'apache',
        '<VirtualHost *:443>\n  ServerName example.com\n  SSLEngine on\n  SSLCertificateFile /etc/letsencrypt/live/example.com/fullchain.pem\n  SSLCertificateKeyFile /etc/letsencrypt/live/example.com/privkey.pem\n  ErrorLog ${APACHE_LOG_DIR}/example.com.error.log\n</VirtualHost>',
      ),
  );
  assert.equal(nginx.status, 'pass', nginx.messages.join('\n'));
  assert.equal(apache.status, 'pass', apache.messages.join('\n'));
  assert.ok(nginx.substitutions?.some((s) => s.includes('throwaway self-signed certificate')));
});

test('bash: shellcheck warnings are reported, not failures', async () => {
  const [result] = await check(fence('bash', 'cd /var/www\nls'));
  assert.equal(result.status, 'warn');
  assert.match(result.messages.join('\n'), /SC2164 \(warning\)/);
});

test('interactive: a block meant to end in an error passes only with that error', async () => {
  const [expected, wrong, none] = await check(
    fence('js', "throw new Error('not a colour');", 'interactive title="a.js" check="error: not a colour"') +
      fence('js', "throw new Error('other');", 'interactive title="a.js" check="error: not a colour"') +
      fence('js', 'console.log(1);', 'interactive title="a.js" check="error: not a colour"'),
  );
  assert.equal(expected.status, 'pass');
  assert.equal(wrong.status, 'fail');
  assert.equal(none.status, 'fail');
  assert.match(none.messages[0], /expected an error containing "not a colour", got none/);
});

test('opt-outs keep their reason; a check="" that is not one fails', async () => {
  const [skipped, invalid, errorOnBash] = await check(
    fence('bash', 'mysql -e "SHOW DATABASES"', 'title="t" check="skip: needs a running MySQL"') +
      fence('bash', 'echo', 'title="t" check="skip"') +
      fence('bash', 'echo', 'title="t" check="error: x"'),
  );
  assert.equal(skipped.status, 'skipped');
  assert.deepEqual(skipped.messages, ['needs a running MySQL']);
  assert.equal(invalid.status, 'fail');
  assert.match(invalid.messages[0], /check="skip" is not "skip: <reason>"/);
  assert.equal(errorOnBash.status, 'fail');
});

test('js, jsx and ts that are not run are parsed for syntax errors', async () => {
  const [js, jsx, ts, brokenJsx] = await check(
    fence('js', "document.querySelector('#a').addEventListener('click', async () => { await import('./b.js'); });") +
      fence('jsx', 'export default function A() {\n  return <p className="a">Hi</p>;\n}') +
      fence('ts', 'const n: number = 1;') +
      fence('jsx', 'function A() {\n  return <p>Hi</div>;\n}'),
  );
  assert.deepEqual([js.status, jsx.status, ts.status], ['pass', 'pass', 'pass']);
  assert.equal(brokenJsx.status, 'fail');
  assert.match(brokenJsx.messages.join('\n'), /line 2:\d+: Unexpected closing "div" tag does not match opening "p" tag/);
});

test('text and markdown are counted as not checked', async () => {
  const [text, markdown] = await check(fence('text', 'anything at all {') + fence('markdown', '# a'));
  assert.deepEqual([text.status, markdown.status], ['unchecked', 'unchecked']);
});

test('a missing tool is an error that names the Debian package to install', () => {
  assert.throws(
    () => findTool({command: 'nginx', debianPackage: 'nginx'}, ['/nonexistent']),
    (error: Error) =>
      error instanceof MissingToolError &&
      error.message === 'nginx was not found: install it with `sudo apt-get install -y nginx` (Debian/Ubuntu).',
  );
});
