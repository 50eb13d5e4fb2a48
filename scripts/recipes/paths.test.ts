import assert from 'node:assert/strict';
import {test} from 'node:test';
import {rewritePaths} from './paths';

test('system paths move under the root, each rewrite listed once', () => {
  const {text, rewrites} = rewritePaths('DEST="/var/backups/mysql"\ninstall -d "$DEST" /var/backups/mysql', '/tmp/r');
  assert.equal(text, 'DEST="/tmp/r/var/backups/mysql"\ninstall -d "$DEST" /tmp/r/var/backups/mysql');
  assert.deepEqual(rewrites, [{from: '/var/backups/mysql', to: '/tmp/r/var/backups/mysql'}]);
});

test('specific rules win, URLs and paths already under the root stay', () => {
  const {text} = rewritePaths(
    'ssl_certificate /etc/letsencrypt/live/example.com/fullchain.pem;\nreturn 301 https://example.com/etc/x;\ninclude /tmp/r/etc/a;',
    '/tmp/r',
    [{from: '/etc/letsencrypt/live/example.com/fullchain.pem', to: '/tmp/r/cert.pem'}],
  );
  assert.equal(text, 'ssl_certificate /tmp/r/cert.pem;\nreturn 301 https://example.com/etc/x;\ninclude /tmp/r/etc/a;');
});

test('paths after = and : are found (open_basedir lists, option values)', () => {
  const {text} = rewritePaths('open_basedir = /var/www/a/:/tmp/:/var/lib/php/sessions/', '/r');
  assert.equal(text, 'open_basedir = /r/var/www/a/:/r/tmp/:/r/var/lib/php/sessions/');
});

test('a system folder alone moves too', () => {
  assert.equal(rewritePaths('restic backup /var/www/example.com /etc', '/r').text, 'restic backup /r/var/www/example.com /r/etc');
});
