import assert from 'node:assert/strict';
import {test} from 'node:test';
import {insertAtStartOfEveryServer, insertIntoMainServer, moveListens, serverBlocks} from './nginxSite';

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
