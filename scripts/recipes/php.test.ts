import assert from 'node:assert/strict';
import {test} from 'node:test';
import {asIniGet, iniSettings, sizeInBytes} from './php';

test('INI settings as PHP reads them: pool admin values, On/Off, sizes', () => {
  const settings = iniSettings(
    '; comment\nmemory_limit = 256M\nexpose_php = Off\nphp_admin_value[open_basedir] = /var/www/a/:/tmp/\n[pool]\n',
  );
  assert.deepEqual(
    [...settings],
    [
      ['memory_limit', '256M'],
      ['expose_php', 'Off'],
      ['open_basedir', '/var/www/a/:/tmp/'],
    ],
  );
  assert.equal(asIniGet('Off'), '');
  assert.equal(asIniGet('On'), '1');
  assert.equal(asIniGet('UTC'), 'UTC');
  assert.equal(sizeInBytes('80M'), sizeInBytes('80m'));
  assert.equal(sizeInBytes('64M'), 64 * 1024 * 1024);
  assert.ok(Number.isNaN(sizeInBytes('lots')));
});
