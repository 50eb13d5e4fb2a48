import assert from 'node:assert/strict';
import {test} from 'node:test';
import {addToMainServer, insertAtStartOfEveryServer, insertIntoMainServer, moveListens, serverBlocks} from './nginxSite';

const site = `server {
    listen 80;
    return 301 https://example.com$request_uri;
}
server {
    listen 443 ssl;
    return 301 https://example.com$request_uri;
}
server {
    listen 443 ssl;
    root /var/www;
    location / { try_files $uri =404; }
}
`;

test('server blocks: which speak HTTPS, which is the site itself', () => {
  assert.deepEqual(
    serverBlocks(site).map((b) => [b.https, b.main]),
    [
      [false, false],
      [true, false],
      [true, true],
    ],
  );
});

test('inserted blocks land at the end of the main HTTPS server only', () => {
  const result = insertIntoMainServer(site, ['location /assets/ {\n    expires 1y;\n}', 'location = /x { deny all; }']);
  assert.match(
    result,
    /try_files \$uri =404; }\n\n {4}location \/assets\/ \{\n {8}expires 1y;\n {4}\}\n\n {4}location = \/x \{ deny all; \}\n\}\n$/,
  );
  assert.equal(result.match(/location \/assets\//g)?.length, 1);
});

test('a block for every server lands first in each of them, once', () => {
  const result = insertAtStartOfEveryServer(site, 'return 503;');
  assert.equal(result.match(/return 503;/g)?.length, 3);
  assert.deepEqual(
    serverBlocks(result).map((b) => /^server \{\n {4}return 503;\n {4}listen /.test(result.slice(b.start, b.end))),
    [true, true, true],
  );
});

test('listens move to 127.0.0.1 and the run ports; IPv6 listens go', () => {
  assert.equal(
    moveListens('listen 80 default_server;\nlisten [::]:80;\nlisten 443 ssl http2;\n', {http: 19080, https: 19443}),
    'listen 127.0.0.1:19080 default_server;\nlisten 127.0.0.1:19443 ssl http2;\n',
  );
});

test("a block's exact location the site already has: its allow and deny lines go into the site's, the rest at the end", () => {
  const withLogin = site.replace(
    '    location / {',
    '    location = /wp-login.php {\n        limit_req zone=login;\n    }\n    location / {',
  );
  const block = `# who may log in\nlocation = /wp-login.php {\n    allow 203.0.113.10;\n    deny all;\n    fastcgi_pass php;\n}\nlocation ^~ /wp-admin/ {\n    deny all;\n    location ~ \\.php$ { fastcgi_pass php; }\n}\n`;
  const {site: added, merged} = addToMainServer(withLogin, block);
  assert.deepEqual(merged, ['/wp-login.php']);
  assert.match(added, /location = \/wp-login\.php \{\n {8}allow 203\.0\.113\.10;\n {8}deny all;\n {8}limit_req zone=login;\n {4}\}/);
  assert.equal(added.match(/location = \/wp-login\.php/g)?.length, 1);
  assert.match(added, /\n {4}location \^~ \/wp-admin\/ \{\n {8}deny all;\n {8}location ~ \\\.php\$ \{ fastcgi_pass php; \}\n {4}\}\n\}\n$/);
});

test('a block whose exact locations are new goes in whole', () => {
  const block = 'location = /wp-login.php {\n    deny all;\n}\n';
  const {site: added, merged} = addToMainServer(site, block);
  assert.deepEqual(merged, []);
  assert.match(added, /\n {4}location = \/wp-login\.php \{\n {8}deny all;\n {4}\}\n\}\n$/);
});

test("a block's prefix (^~) login location merges into the site's ^~ one", () => {
  const withLogin = site.replace(
    '    location / {',
    '    location ^~ /wp-login.php {\n        limit_req zone=login;\n    }\n    location / {',
  );
  const {site: added, merged} = addToMainServer(withLogin, 'location ^~ /wp-login.php {\n    deny all;\n    fastcgi_pass php;\n}\n');
  assert.deepEqual(merged, ['/wp-login.php']);
  assert.match(added, /location \^~ \/wp-login\.php \{\n {8}deny all;\n {8}limit_req zone=login;\n {4}\}/);
  assert.equal(added.match(/location \^~ \/wp-login\.php/g)?.length, 1);
});
