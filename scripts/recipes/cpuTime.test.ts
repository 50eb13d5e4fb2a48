import assert from 'node:assert/strict';
import {test} from 'node:test';
import {cpuSecondsOfStat, cpuSecondsSoFar} from './cpuTime';

test('CPU seconds are utime, stime, cutime and cstime, counted after a command name holding spaces and parentheses', () => {
  const stat = '4242 (node (lane) x) S 1 4242 4242 0 -1 4194560 900 0 0 0 250 50 1000 200 20 0 11 0 123 0 0';
  assert.equal(cpuSecondsOfStat(stat), 15);
  assert.throws(() => cpuSecondsOfStat('4242 (node) S 1'), /not a \/proc\/<pid>\/stat line/);
});

test('a command this process waited for counts in its CPU seconds', async () => {
  const {spawnSync} = await import('node:child_process');
  const before = cpuSecondsSoFar();
  // About 0.3 s of CPU in a child: a shell loop.
  spawnSync('/bin/sh', ['-c', 'i=0; while [ $i -lt 300000 ]; do i=$((i+1)); done']);
  assert.ok(cpuSecondsSoFar() - before >= 0.1, `the child's CPU is counted (${(cpuSecondsSoFar() - before).toFixed(2)} s)`);
});
