import assert from 'node:assert/strict';
import {test} from 'node:test';
import {formatDay} from './formatDate';

test('formatDay writes dates exactly as Intl does for English, in UTC', () => {
  const intl = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
  for (let month = 0; month < 12; month++) {
    for (const day of [1, 9, 10, 28]) {
      const date = new Date(Date.UTC(2025, month, day, 23, 30));
      assert.equal(formatDay(date), intl.format(date));
    }
  }
  assert.equal(formatDay(new Date('2025-05-10T00:00:00Z')), 'May 10, 2025');
});
