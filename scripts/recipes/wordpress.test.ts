import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {dearmor, tmpEntriesHolding} from './wordpress';

test("the vendored release key dearmors to WP-CLI's key (its v4 fingerprint)", () => {
  const key = dearmor(readFileSync(path.join(path.dirname(__filename), 'wp-cli', 'wp-cli.pgp'), 'utf8'));
  // An old-format public-key packet with a two-byte length: 0x99, length, then the body the fingerprint hashes.
  assert.equal(key[0], 0x99);
  const length = key.readUInt16BE(1);
  const fingerprint = createHash('sha1')
    .update(key.subarray(0, 3 + length))
    .digest('hex')
    .toUpperCase();
  assert.equal(fingerprint, '63AF7AA15067C05616FDDD88A3A2E8F226F0BC06');
});

test('the namespace keeps the entries of /tmp that hold the run and the clone, each once, and nothing outside /tmp', () => {
  assert.deepEqual(
    tmpEntriesHolding([
      '/tmp/recipe-lanes-a/lane-1/recipes-b',
      '/tmp/clone/scripts/recipes',
      '/tmp/clone',
      '/usr/bin/node',
      '/tmp',
      '/tmpx/y',
    ]),
    ['clone', 'recipe-lanes-a'],
  );
});
