import {test} from 'node:test';
import assert from 'node:assert/strict';
import {formatBytes, formatMs, formatRatio, median, p95, quantile, renderTable} from './stats';

test('median of an odd and an even number of samples, in any order', () => {
  assert.equal(median([30, 10, 20]), 20);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.ok(Number.isNaN(median([])));
});

test('p95 interpolates between the closest ranks', () => {
  const samples = Array.from({length: 21}, (_, i) => i * 10); // 0..200
  assert.equal(p95(samples), 190);
  assert.equal(quantile([5, 1], 1), 5);
  assert.equal(quantile([5, 1], 0), 1);
});

test('bytes, milliseconds and ratios read the way the tables print them', () => {
  assert.equal(formatBytes(999), '999 B');
  assert.equal(formatBytes(12_345), '12.3 KB');
  assert.equal(formatBytes(2_694_327), '2.69 MB');
  assert.equal(formatMs(3.14159), '3.14 ms');
  assert.equal(formatMs(250.04), '250.0 ms');
  assert.equal(formatMs(1500), '1.50 s');
  assert.equal(formatRatio(50, 200), '0.25x');
  assert.equal(formatRatio(1, 0), 'n/a');
});

test('tables pad the first column left and the others right', () => {
  assert.equal(
    renderTable(
      ['what', 'ours'],
      [
        ['JS', '1.0 KB'],
        ['total', '12.5 KB'],
      ],
    ),
    ['what      ours', '-----  -------', 'JS      1.0 KB', 'total  12.5 KB'].join('\n'),
  );
});
