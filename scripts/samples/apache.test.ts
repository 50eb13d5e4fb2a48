import assert from 'node:assert/strict';
import {test} from 'node:test';
import {apacheContext, apacheDirectives, apacheModules, BASE_MODULES, wrapApache} from './apache';

const env = {prefix: '/tmp/a', certificateFile: '/tmp/cert.pem', keyFile: '/tmp/key.pem', moduleDir: '/usr/lib/apache2/modules'};

test('directives with their section depth', () => {
  assert.deepEqual(
    apacheDirectives('<VirtualHost *:443>\n  # comment\n  Header set X "y"\n  <Location "/a/">\n  </Location>\n</VirtualHost>').map((d) => [
      d.name,
      d.depth,
    ]),
    [
      ['<virtualhost', 0],
      ['header', 1],
      ['<location', 1],
      ['</location', 1],
      ['</virtualhost', 0],
    ],
  );
});

test('a .htaccess goes in a Directory, a fragment in a VirtualHost, a full VirtualHost as it is', () => {
  assert.equal(apacheContext('Redirect 301 /a https://example.com/b', 'httpdocs/.htaccess'), 'htaccess');
  assert.equal(apacheContext('<Location "/assets/">\n</Location>', 'example.com.conf (inside VirtualHost *:443)'), 'virtualhost');
  assert.equal(apacheContext('<VirtualHost *:80>\n</VirtualHost>', 'example.com.conf'), 'server');

  const htaccess = wrapApache({text: 'Redirect 301 /a https://example.com/b', title: '.htaccess'}, env);
  assert.match(
    htaccess.files.get(htaccess.config)!,
    /<VirtualHost \*:8080>\n<Directory "\/tmp\/a\/htdocs">\nAllowOverride None\nRedirect 301 \/a https:\/\/example\.com\/b\n<\/Directory>\n<\/VirtualHost>/,
  );
  const vhost = wrapApache({text: '<VirtualHost *:80>\nServerName example.com\n</VirtualHost>'}, env);
  assert.doesNotMatch(vhost.files.get(vhost.config)!, /\*:8080/);
});

test("the modules its directives need, on top of Debian's defaults", () => {
  const modules = apacheModules(
    'Header always set X "y"\nRewriteEngine On\nSSLEngine on\nProtocols h2 http/1.1\nSetHandler "proxy:unix:/run/php.sock|fcgi://localhost"',
  );
  assert.deepEqual(modules.slice(0, BASE_MODULES.length), BASE_MODULES);
  for (const module of ['headers', 'rewrite', 'ssl', 'socache_shmcb', 'http2', 'proxy', 'proxy_fcgi'])
    assert.ok(modules.includes(module), module);
  assert.deepEqual(apacheModules('Redirect 301 /a /b'), BASE_MODULES);
});

test('certificates and log files point into the temp prefix; ${APACHE_LOG_DIR} is defined there', () => {
  const wrapped = wrapApache(
    {
      text: '<VirtualHost *:443>\n  SSLCertificateFile    /etc/letsencrypt/live/example.com/fullchain.pem\n  SSLCertificateKeyFile "/etc/letsencrypt/live/example.com/privkey.pem"\n  ErrorLog /var/log/apache2/e.log\n  CustomLog ${APACHE_LOG_DIR}/a.log combined\n</VirtualHost>',
    },
    env,
  );
  const config = wrapped.files.get(wrapped.config)!;
  assert.match(config, /SSLCertificateFile {4}"\/tmp\/cert\.pem"\n/);
  assert.match(config, /SSLCertificateKeyFile "\/tmp\/key\.pem"\n/);
  assert.match(config, /ErrorLog "\/tmp\/a\/logs\/e\.log"\n/);
  assert.match(config, /Define APACHE_LOG_DIR \/tmp\/a\/logs\n/);
  assert.match(config, /CustomLog \$\{APACHE_LOG_DIR\}\/a\.log combined/);
  assert.doesNotMatch(config.replace(/# .*\n/g, ''), /\/etc\//);
  assert.equal(wrapped.substitutions.length, 2);
});
