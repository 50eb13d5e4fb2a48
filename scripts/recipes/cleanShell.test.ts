import assert from 'node:assert/strict';
import {test} from 'node:test';
import {commandsOf, isoDate, pathsListedUnder, renameAccount} from './cleanShell';

test('the account is renamed where it stands alone, not in example.com or example-php', () => {
  assert.equal(
    renameAccount(
      "sudo -u example kill -KILL -1 # pool example.com, example-php, example's\ngetent passwd example | cut",
      'example',
      'tmp-ex1',
    ),
    "sudo -u tmp-ex1 kill -KILL -1 # pool example.com, example-php, tmp-ex1's\ngetent passwd tmp-ex1 | cut",
  );
});

test("the own server's PHP account is renamed where it stands alone, example and example.com kept", () => {
  assert.equal(
    renameAccount("sudo -u example-php kill -KILL -1; sudo chage -l example; # example.com's example-php\n", 'example-php', 'tmp-php1'),
    "sudo -u tmp-php1 kill -KILL -1; sudo chage -l example; # example.com's tmp-php1\n",
  );
});

test("a block's commands: comments dropped, continued lines joined, split at ; outside quotes", () => {
  assert.deepEqual(
    commandsOf(
      '# a comment; not a command\nsudo a; sudo b\nsudo -u x sh -c \'cd; ls\' ; echo "x;y"\nsudo env -i A=1 \\\n  B=2 \\\n  /bin/bash --norc\n',
    ),
    ['sudo a', 'sudo b', "sudo -u x sh -c 'cd; ls'", 'echo "x;y"', 'sudo env -i A=1 B=2 /bin/bash --norc'],
  );
});

test('a { ...; } group is one command with what it belongs to, and ${E}/$E are not groups', () => {
  assert.deepEqual(commandsOf(`[ -d "$E" ] || { echo 'Set E'; sleep 5; exit 1; }; ls "\${E}/x"; a{b; c`), [
    `[ -d "$E" ] || { echo 'Set E'; sleep 5; exit 1; }`,
    'ls "${E}/x"',
    'a{b',
    'c',
  ]);
});

test('a line ending in a pipe or && continues on the next', () => {
  assert.deepEqual(commandsOf('sudo cat "$S/k" |\n  sudo -u x sh -c \'cd && cat > k\'\ntrue &&\n  false\nls'), [
    'sudo cat "$S/k" | sudo -u x sh -c \'cd && cat > k\'',
    'true && false',
    'ls',
  ]);
});

test("chage -l's date is written as usermod --expiredate takes it; anything else is no date", () => {
  assert.equal(isoDate('Dec 31, 2099'), '2099-12-31');
  assert.equal(isoDate('Mar 1, 2027'), '2027-03-01');
  assert.equal(isoDate('never'), undefined);
  assert.equal(isoDate('Foo 31, 2099'), undefined);
});

test('find -ls lines give the paths under the folders asked for, escapes kept as text; other lines are left out', () => {
  const output = [
    '   4711      4 -rw-r--r--   1 tmp-ex1  tmp-ex1        16 Nov 28 01:06 /run/t/tmp/.kdevtmpfsi',
    'Account expires : never',
    '   4712      4 -rw-r--r--   1 tmp-ex1  tmp-ex1        16 Nov 28 01:06 /run/t/dev/shm/sess_\\033[2K.php',
    '   4713      4 -rw-r--r--   1 tmp-ex1  tmp-ex1        16 Nov 28 01:06 /run/t/home/tmp-ex1/.bashrc',
  ].join('\n');
  assert.deepEqual(pathsListedUnder(output, ['/run/t/tmp', '/run/t/var/tmp', '/run/t/dev/shm']), [
    '/run/t/tmp/.kdevtmpfsi',
    '/run/t/dev/shm/sess_\\033[2K.php',
  ]);
});
