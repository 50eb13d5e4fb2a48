import assert from 'node:assert/strict';
import {test} from 'node:test';
import {lastUpdatedDate} from './lastUpdatedDate';

/** What the theme's LastUpdated renders for the same instant (theme-common's useDateTimeFormat, locale en). */
const themeFormat = new Intl.DateTimeFormat('en', {calendar: 'gregory', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});

test('writes every day of two years as the theme would', () => {
  for (let day = Date.UTC(2025, 0, 1); day < Date.UTC(2027, 0, 1); day += 86_400_000) {
    assert.equal(lastUpdatedDate(day), themeFormat.format(day), new Date(day).toISOString());
  }
});

test('takes the UTC day, not the reader’s', () => {
  assert.equal(lastUpdatedDate(Date.UTC(2026, 10, 27, 23, 59)), 'Nov 27, 2026');
  assert.equal(lastUpdatedDate(Date.UTC(2026, 10, 27, 0, 0)), 'Nov 27, 2026');
});

test('refuses a timestamp that is not a date', () => {
  assert.throws(() => lastUpdatedDate(Number.NaN), /Not a date: NaN/);
});
