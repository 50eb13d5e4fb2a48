import assert from 'node:assert/strict';
import {test} from 'node:test';
import {rawControlLine, siteShell} from './wordpressSecurity';

const BLOCK = [
  'H=$(getent passwd example | cut -d: -f6)',
  "# sudo without -i runs none of example's start-up files",
  'sudo -u example /usr/bin/env -i HOME="$H" TERM="$TERM" PATH=/usr/local/bin:/usr/bin:/bin \\',
  '  HISTFILE=/dev/null /bin/bash --noprofile --norc --noediting',
].join('\n');

test("the clean shell runs the block's last line, each change to it said", () => {
  const shell = siteShell(BLOCK, '/home/example', '/tmp/run');
  assert.equal(
    shell.command,
    "/usr/bin/env -i TMPDIR='/tmp/run' HOME=/home/example TERM=dumb PATH=/usr/local/bin:/usr/bin:/bin HISTFILE=/dev/null /bin/bash --noprofile --norc --noediting",
  );
  assert.equal(shell.substitutions.length, 4);
});

test('a clean shell line the run cannot adapt is refused, naming what is missing', () => {
  assert.throws(() => siteShell(BLOCK.replace(' TERM="$TERM"', ''), '/home/example', '/tmp/run'), /no TERM="\$TERM" to run it/);
  assert.throws(() => siteShell(BLOCK.replace('/usr/bin/env -i ', '/usr/bin/env '), '/home/example', '/tmp/run'), /sudo -u example/);
});

test('a raw control character is found and shown escaped; tabs and cat -v text are not', () => {
  assert.equal(rawControlLine('a\tb\n/x^[[2K.php'), undefined);
  assert.equal(rawControlLine('ok\n/x\u001b[2K.php'), JSON.stringify('/x\u001b[2K.php'));
});
