import assert from 'node:assert/strict';
import {test} from 'node:test';
import {nginxContext, nginxDefinedNames, nginxDirectives, tokenizeNginx, wrapNginx, type NginxEnvironment} from './nginx';

const env: NginxEnvironment = {
  prefix: '/tmp/p',
  certificateFile: '/tmp/cert.pem',
  keyFile: '/tmp/key.pem',
  stockFile: (relative) =>
    relative === 'snippets/fastcgi-php.conf' ? 'include fastcgi.conf;\n' : relative === 'fastcgi.conf' ? 'fastcgi_param A b;\n' : undefined,
};

const httpBody = (config: string) => config.slice(config.indexOf('http {'));

test('tokens: quotes, comments, ${var} and regexes stay whole', () => {
  const words = tokenizeNginx('location ~ /\\.(?!well-known) { # hidden\n  add_header X "a; b" always; return 301 https://${host}$uri; }')
    .filter((t) => t.kind === 'word')
    .map((t) => t.value);
  assert.deepEqual(words, [
    'location',
    '~',
    '/\\.(?!well-known)',
    'add_header',
    'X',
    'a; b',
    'always',
    'return',
    '301',
    'https://${host}$uri',
  ]);
  assert.deepEqual(
    nginxDirectives('server { location / { deny all; } }').map((d) => [d.name, d.depth]),
    [
      ['server', 0],
      ['location', 1],
      ['deny', 2],
    ],
  );
});

test('a location alone goes inside a server; a full server inside http; events and http as they are', () => {
  assert.equal(nginxContext('location = /xmlrpc.php {\n    deny all;\n}'), 'server');
  assert.equal(nginxContext('gzip on;\ngzip_types text/css;'), 'server');
  assert.equal(nginxContext('server {\n  listen 80;\n}'), 'http');
  assert.equal(nginxContext('limit_req_zone $binary_remote_addr zone=login:10m rate=5r/m;'), 'http');
  assert.equal(nginxContext('worker_processes auto;\nevents {}\nhttp {}'), 'main');
  const main = wrapNginx({text: 'worker_processes auto;\nevents {}\nhttp {\n  server { listen 80; }\n}'}, [], [], env);
  const mainConfig = main.files.get(main.config)!;
  assert.equal(mainConfig.match(/events/g)?.length, 1, "the sample's own events block is kept, not doubled");
  assert.match(mainConfig, /http \{ access_log \/tmp\/p\/logs\/access\.log; client_body_temp_path \/tmp\/p\/temp\/client_body;/);
  assert.equal(mainConfig.split('\n')[main.firstSampleLine - 1], 'worker_processes auto;');

  const location = wrapNginx({text: 'location = /xmlrpc.php {\n    deny all;\n}'}, [], [], env);
  assert.match(
    httpBody(location.files.get(location.config)!),
    /server \{\n {2}listen 127\.0\.0\.1:8080;\nlocation = \/xmlrpc\.php \{\n {4}deny all;\n\}\n\}\n\}/,
  );

  const server = wrapNginx({text: 'server {\n  listen 80;\n}'}, [], [], env);
  const config = server.files.get(server.config)!;
  assert.match(config, /^pid \/tmp\/p\/logs\/nginx\.pid;/);
  assert.match(httpBody(config), /http \{[\s\S]*\nserver \{\n {2}listen 80;\n\}\n\}/);
  assert.doesNotMatch(httpBody(config), /listen 127\.0\.0\.1:8080/);
});

test('a zone defined in an earlier block goes before the block that uses it, and only then', () => {
  const zone = {text: 'limit_req_zone $binary_remote_addr zone=login:10m rate=5r/m;\nlimit_req_status 429;', title: 'zone.conf'};
  const other = {text: 'upstream app {\n  server 127.0.0.1:3000;\n}', title: 'upstream.conf'};
  assert.deepEqual(nginxDefinedNames(zone.text), ['login']);
  assert.deepEqual(nginxDefinedNames(other.text), ['app']);
  const uses = {text: 'location = /login {\n    limit_req zone=login burst=3 nodelay;\n}'};
  const wrapped = wrapNginx(uses, [zone, other], [zone, other, uses], env);
  const config = wrapped.files.get(wrapped.config)!;
  assert.ok(config.indexOf('limit_req_zone') < config.indexOf('location = /login'), 'the zone comes first');
  assert.doesNotMatch(config, /upstream app/, 'an unused definition stays out');
  assert.ok(wrapped.substitutions.some((s) => s.includes('"zone.conf"')));
  // The upstream is used through proxy_pass http://app.
  const proxied = wrapNginx({text: 'location / { proxy_pass http://app; }'}, [zone, other], [], env);
  assert.match(proxied.files.get(proxied.config)!, /upstream app/);
  assert.doesNotMatch(proxied.files.get(proxied.config)!, /limit_req_zone/);
});

test('certificates, logs and includes point into the temp prefix', () => {
  const snippet = {text: 'add_header X-Frame-Options "SAMEORIGIN" always;', title: '/etc/nginx/snippets/security-headers.conf'};
  const site = {
    text: [
      'server {',
      '  listen 443 ssl;',
      '  ssl_certificate     /etc/letsencrypt/live/example.com/fullchain.pem;',
      '  ssl_certificate_key /etc/letsencrypt/live/example.com/privkey.pem;',
      '  access_log /var/log/nginx/example.com.access.log;',
      '  include snippets/security-headers.conf;',
      '  include /etc/nginx/snippets/fastcgi-php.conf;',
      '  include snippets/missing.conf;',
      '}',
    ].join('\n'),
  };
  const wrapped = wrapNginx(site, [snippet], [snippet, site], env);
  const config = wrapped.files.get(wrapped.config)!;
  assert.match(config, /ssl_certificate {5}"\/tmp\/cert\.pem";/);
  assert.match(config, /ssl_certificate_key "\/tmp\/key\.pem";/);
  assert.match(config, /access_log "\/tmp\/p\/logs\/example\.com\.access\.log";/);
  assert.match(config, /include "snippets\/fastcgi-php\.conf";/);
  assert.doesNotMatch(config, /\/etc\//);
  assert.equal(wrapped.files.get('/tmp/p/conf/snippets/security-headers.conf'), snippet.text);
  assert.equal(wrapped.files.get('/tmp/p/conf/snippets/fastcgi-php.conf'), 'include fastcgi.conf;\n');
  assert.equal(wrapped.files.get('/tmp/p/conf/fastcgi.conf'), 'fastcgi_param A b;\n', "a stock file's own include is provided too");
  assert.equal(wrapped.files.get('/tmp/p/conf/snippets/missing.conf'), '');
  assert.deepEqual(wrapped.substitutions, [
    'ssl_certificate /etc/letsencrypt/live/example.com/fullchain.pem: a throwaway self-signed certificate',
    'ssl_certificate_key /etc/letsencrypt/live/example.com/privkey.pem: a throwaway self-signed key',
    'include snippets/security-headers.conf: the page\'s block "/etc/nginx/snippets/security-headers.conf"',
    'include snippets/missing.conf: an empty file (not on the page, not a file nginx ships)',
  ]);
});

test('a log_format defines its name for a later access_log', () => {
  assert.deepEqual(nginxDefinedNames(`log_format wplogin '$remote_addr "$request_method $uri" $status';\n`), ['wplogin']);
});
