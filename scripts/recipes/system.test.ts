import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {inOwnTmpfs} from './system';

test('inOwnTmpfs hands the folder to the shell as $0, never inside its script', () => {
  const args = inOwnTmpfs("/tmp/a b'c", ['node', 'x.mts'], {mode: '1777', folders: ['sshd']});
  assert.deepEqual(args.slice(0, 5), ['--mount', '--propagation', 'private', 'sh', '-c']);
  assert.ok(!args[5].includes('/tmp/a'));
  assert.deepEqual(args.slice(6), ["/tmp/a b'c", 'node', 'x.mts']);
});

test(
  "inOwnTmpfs: the command sees a tmpfs with the mode and folders asked for, and the machine's folder stays empty",
  {skip: process.getuid?.() !== 0 && 'mounting needs root (npm run test:recipes runs as root)'},
  () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'own-tmpfs-'));
    try {
      const look = 'stat -f -c %T "$1" && stat -c %a "$1" && ls "$1" && touch "$1/left"';
      const result = spawnSync('unshare', inOwnTmpfs(folder, ['sh', '-c', look, 'sh', folder], {mode: '1777', folders: ['sshd']}), {
        encoding: 'utf8',
      });
      assert.equal(result.status, 0, result.stderr);
      assert.deepEqual(result.stdout.trim().split('\n'), ['tmpfs', '1777', 'sshd']);
      assert.deepEqual(readdirSync(folder), []);
    } finally {
      rmSync(folder, {recursive: true, force: true});
    }
  },
);
