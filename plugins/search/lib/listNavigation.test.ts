import assert from 'node:assert/strict';
import {test} from 'node:test';
import {nextActiveOption} from './listNavigation';

test('arrows move one option and wrap around the ends', () => {
  assert.equal(nextActiveOption('ArrowDown', 0, 3), 1);
  assert.equal(nextActiveOption('ArrowDown', 2, 3), 0);
  assert.equal(nextActiveOption('ArrowUp', 1, 3), 0);
  assert.equal(nextActiveOption('ArrowUp', 0, 3), 2);
});

test('Home and End go to the first and last option', () => {
  assert.equal(nextActiveOption('Home', 2, 5), 0);
  assert.equal(nextActiveOption('End', 0, 5), 4);
});

test('no options, or another key: nothing moves', () => {
  for (const key of ['ArrowDown', 'ArrowUp', 'Home', 'End']) assert.equal(nextActiveOption(key, 0, 0), null);
  assert.equal(nextActiveOption('a', 1, 3), null);
  assert.equal(nextActiveOption('Enter', 1, 3), null);
});
