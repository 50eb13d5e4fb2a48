import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {createHash} from 'node:crypto';
import {DROPIN_SHA256, parseAclLog} from './wordpressRedis';

test('ACL LOG as redis-cli 7.0 prints it off a terminal: one entry per refusal, oldest first', () => {
  const printed = [
    ...['count', '1', 'reason', 'command', 'context', 'toplevel', 'object', 'flushdb', 'username', 'example-com'],
    ...['age-seconds', '0.5', 'client-info', 'id=4 addr=127.0.0.1:4 cmd=flushdb user=example-com'],
    ...['count', '2', 'reason', 'key', 'context', 'lua', 'object', 'wp:default:is_blog_installed', 'username', 'example-com'],
    ...['age-seconds', '1.2', 'client-info', 'id=3 addr=127.0.0.1:3 cmd=get user=example-com'],
    '',
  ].join('\n');
  assert.deepEqual(parseAclLog(printed), [
    {reason: 'key', object: 'wp:default:is_blog_installed', username: 'example-com'},
    {reason: 'command', object: 'flushdb', username: 'example-com'},
  ]);
  assert.deepEqual(parseAclLog(''), []);
});

test('the vendored drop-in is the pinned one (scripts/recipes/vendor/redis-cache/README.md)', () => {
  const file = path.join(path.dirname(__filename), 'vendor', 'redis-cache', 'object-cache.php');
  assert.equal(createHash('sha256').update(readFileSync(file)).digest('hex'), DROPIN_SHA256);
});
