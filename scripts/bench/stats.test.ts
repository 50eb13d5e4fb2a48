import {test} from 'node:test';
import assert from 'node:assert/strict';
import {formatBytes, formatMs, formatRatio, median, mergeRuns, p95, quantile, renderTable, sliceOf} from './stats';

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

test('the slices of a list cover it once, in order, and differ in length by at most one', () => {
  const pages = Array.from({length: 42}, (_, i) => `/p${i}`);
  const slices = Array.from({length: 5}, (_, i) => sliceOf(pages, {index: i + 1, count: 5}));
  assert.deepEqual(slices.flat(), pages);
  const lengths = slices.map((slice) => slice.length);
  assert.ok(Math.max(...lengths) - Math.min(...lengths) <= 1, String(lengths));
  assert.deepEqual(sliceOf(['a'], {index: 1, count: 1}), ['a']);
});

test('merged runs keep every page, site and run of every part', () => {
  const merged = mergeRuns([{'/a': {ours: [1], stock: [2]}}, {'/b': {ours: [3]}}, {'/a': {ours: [4]}}]);
  assert.deepEqual(merged, {'/a': {ours: [1, 4], stock: [2]}, '/b': {ours: [3]}});
});
