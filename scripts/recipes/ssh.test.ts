import assert from 'node:assert/strict';
import {test} from 'node:test';
import {sshdDirectives} from './ssh';

test('sshd directives: the main part and each Match block', () => {
  const {main, matches} = sshdDirectives('PermitRootLogin no\n# c\nAllowUsers a b\n\nMatch User d\n    ForceCommand internal-sftp\n');
  assert.deepEqual(main, [
    ['permitrootlogin', 'no'],
    ['allowusers', 'a b'],
  ]);
  assert.deepEqual(matches, [{criteria: 'User d', directives: [['forcecommand', 'internal-sftp']]}]);
});
