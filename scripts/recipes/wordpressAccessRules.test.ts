import assert from 'node:assert/strict';
import {test} from 'node:test';
import {addressPair, outcomeOf, stubFor, stubOutput} from './wordpressAccessRules';

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
