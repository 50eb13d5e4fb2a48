import assert from 'node:assert/strict';
import {test} from 'node:test';
import {addressPair, checkLines, expectedStatuses, outcomeOf, stubFor, stubOutput} from './wordpressAccessRules';

test('a folder reaches its index.php; a file itself', () => {
  assert.equal(stubFor('/wp-admin/'), '/wp-admin/index.php');
  assert.equal(stubFor('/wp-login.php'), '/wp-login.php');
});

test("a response is the stub's output, its source sent as a file, or neither", () => {
  assert.deepEqual(outcomeOf(200, stubOutput('/wp-admin/index.php'), '/wp-admin/'), {kind: 'ran', status: 200});
  assert.deepEqual(outcomeOf(200, "<?php echo 'PHP ran ' . basename(__FILE__);", '/wp-admin/'), {kind: 'source', status: 200});
  assert.deepEqual(outcomeOf(403, '<html>403 Forbidden</html>', '/wp-login.php'), {kind: 'refused', status: 403});
  // Another stub's output is not this path's: a rewrite to index.php would not count as the login running.
  assert.deepEqual(outcomeOf(200, stubOutput('/index.php'), '/wp-login.php'), {kind: 'refused', status: 200});
});

test('each run has its own pair of loopback addresses', () => {
  assert.deepEqual(addressPair(1), {allowed: '127.0.1.1', denied: '127.0.2.1'});
  assert.notDeepEqual(addressPair(2), addressPair(1));
});

test("the statuses the page's prose says to expect, in order, with or without the serial comma", () => {
  assert.deepEqual(expectedStatuses('request them. Expect 403, 200, 403, 403 and 200: a 404'), ['403', '200', '403', '403', '200']);
  assert.deepEqual(expectedStatuses('Expect 403, 200, and 500.'), ['403', '200', '500']);
  assert.equal(expectedStatuses('Expect an error.'), null);
});

test("the check's lines are a status and an address each; anything else is not the check's output", () => {
  assert.deepEqual(checkLines('403 https://example.com/a.php\n200 https://example.com/\n'), [
    {status: '403', url: 'https://example.com/a.php'},
    {status: '200', url: 'https://example.com/'},
  ]);
  assert.equal(checkLines('curl: (6) Could not resolve host\n000 https://example.com/'), null);
});
