import assert from 'node:assert/strict';
import {test} from 'node:test';
import {matchedLines} from './wordpressLoginJail';

test("fail2ban-regex's matched lines end where the missed lines start", () => {
  const output = [
    'Lines: 3 lines, 0 ignored, 1 matched, 2 missed',
    '|- Matched line(s):',
    '|  203.0.113.5 - - [28/Nov/2026:08:00:00 +0000] "POST /wp-login.php HTTP/2.0" 200 1',
    '`-',
    '|- Missed line(s):',
    '|  198.51.100.9 - - [28/Nov/2026:08:00:00 +0000] "POST /wp-login.php HTTP/2.0" 302 1',
    '`-',
  ].join('\n');
  assert.deepEqual(matchedLines(output), ['203.0.113.5 - - [28/Nov/2026:08:00:00 +0000] "POST /wp-login.php HTTP/2.0" 200 1']);
  assert.deepEqual(matchedLines('Lines: 1 lines, 0 ignored, 0 matched, 1 missed'), []);
});
