import assert from 'node:assert/strict';
import {test} from 'node:test';
import {fencedBlocks, parseCheck} from './extract';

// Where blocks are found (admonitions, JSX, lists) is the article model's test; this is what the check reads of each.
const blocks = fencedBlocks(
  [
    '```nginx title="/etc/nginx/conf.d/zone.conf"\nlimit_req_zone $binary_remote_addr zone=login:10m rate=5r/m;\n```',
    '```bash title="Terminal" check="skip: needs a running MySQL"\nmysqldump --single-transaction shop > shop.sql\n```',
    '```js interactive title="demo.js" check="error: boom"\nthrow new Error(\'boom\');\n```',
    '```text\nindented\n```',
  ].join('\n\n'),
  'docs/x/y.mdx',
);

test('every fenced block with its file, line, language, title and value', () => {
  assert.deepEqual(
    blocks.map((b) => [b.file, b.line, b.lang, b.title, b.value]),
    [
      ['docs/x/y.mdx', 1, 'nginx', '/etc/nginx/conf.d/zone.conf', 'limit_req_zone $binary_remote_addr zone=login:10m rate=5r/m;'],
      ['docs/x/y.mdx', 5, 'bash', 'Terminal', 'mysqldump --single-transaction shop > shop.sql'],
      ['docs/x/y.mdx', 9, 'js', 'demo.js', "throw new Error('boom');"],
      ['docs/x/y.mdx', 13, 'text', undefined, 'indented'],
    ],
  );
});

test('meta: flags, opt-out reasons and expected errors', () => {
  const [zone, skipped, interactive] = blocks;
  assert.equal(zone.skipReason, undefined);
  assert.equal(skipped.skipReason, 'needs a running MySQL');
  assert.equal(interactive.flags.has('interactive'), true);
  assert.equal(interactive.expectedError, 'boom');
});

test('an opt-out needs a reason; anything else in check="" is reported, never ignored', () => {
  assert.deepEqual(parseCheck('skip: needs a running MySQL'), {
    skipReason: 'needs a running MySQL',
    expectedError: undefined,
    invalidCheck: undefined,
  });
  assert.equal(parseCheck('skip:').invalidCheck, 'skip:');
  assert.equal(parseCheck('skip').invalidCheck, 'skip');
  assert.equal(parseCheck('off').invalidCheck, 'off');
  assert.deepEqual(parseCheck(undefined), {skipReason: undefined, expectedError: undefined, invalidCheck: undefined});
});
