import {test} from 'node:test';
import assert from 'node:assert/strict';
import {coldBuildRows} from './coldBuildTable';

const NOT_MEASURED = {ours: '--reuse-build', stock: '--stock-dir build reused'};
const ours = {seconds: 71.5, peakRssMB: 812.4, loadAverage: 2.345};
const stock = {seconds: 65, peakRssMB: 790.6, loadAverage: 3.1};

test('cold builds of both sites print their figures and ours/stock', () => {
  assert.deepEqual(coldBuildRows({ours, stock}, NOT_MEASURED), [
    ['build time', '71.50 s', '65.00 s', '1.10x'],
    ['peak memory (RSS, all build processes)', '812 MB', '791 MB', '1.03x'],
    ['load average (1 min) at the end', '2.35', '3.10', ''],
  ]);
});

test('--reuse-build with a kept --stock-dir build: neither build is measured, and the table says why', () => {
  assert.deepEqual(coldBuildRows({}, NOT_MEASURED), [
    ['build time', 'not measured (--reuse-build)', 'not measured (--stock-dir build reused)', 'n/a'],
    ['peak memory (RSS, all build processes)', 'not measured (--reuse-build)', 'not measured (--stock-dir build reused)', 'n/a'],
    ['load average (1 min) at the end', 'not measured (--reuse-build)', 'not measured (--stock-dir build reused)', ''],
  ]);
});

test('one site built: its figures print, the other says why it was not measured, no ratio', () => {
  const [time] = coldBuildRows({stock}, NOT_MEASURED);
  assert.deepEqual(time, ['build time', 'not measured (--reuse-build)', '65.00 s', 'n/a']);
});
