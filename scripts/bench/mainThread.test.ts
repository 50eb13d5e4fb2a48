import assert from 'node:assert/strict';
import {test} from 'node:test';
import {blockingTime, mainThreadOf, scriptName, tasksOf, totalsOf, type TraceEvent} from './mainThread';

const PAGE = 'http://127.0.0.1:4175/docs/hosting/backups';
const MAIN = {pid: 2, tid: 7};
const at = (name: string, ts: number, dur: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({
  name,
  cat: 'devtools.timeline',
  ph: 'X',
  ts,
  dur,
  ...MAIN,
  ...extra,
});
const events: TraceEvent[] = [
  {name: 'thread_name', cat: '__metadata', ph: 'M', ts: 0, pid: 1, tid: 1, args: {name: 'CrRendererMain'}},
  {name: 'thread_name', cat: '__metadata', ph: 'M', ts: 0, ...MAIN, args: {name: 'CrRendererMain'}},
  at('ParseHTML', 1_000, 2_000, {args: {beginData: {url: PAGE}}}),
  // A 120 ms task: 80 ms of main.js (10 of them compiling), then 40 ms of style and layout.
  at('RunTask', 10_000, 120_000, {tdur: 60_000}),
  at('EvaluateScript', 10_000, 80_000, {args: {data: {url: 'http://127.0.0.1:4175/assets/js/main.1234.js'}}}),
  at('v8.compile', 10_000, 10_000),
  at('UpdateLayoutTree', 90_000, 15_000, {args: {data: {url: 'data:image/svg+xml,<svg/>'}}}),
  at('Layout', 105_000, 25_000),
  // A 30 ms task: not blocking.
  at('RunTask', 200_000, 30_000),
  at('FunctionCall', 200_000, 30_000, {args: {data: {url: 'http://127.0.0.1:4175/assets/js/17896441.abcd.js'}}}),
  // Another thread's task is not the page's.
  at('RunTask', 10_000, 500_000, {pid: 1, tid: 1}),
];

test('the main thread is the renderer thread that parsed the page', () => {
  assert.deepEqual(mainThreadOf(events, PAGE), MAIN);
  assert.throws(() => mainThreadOf(events, 'http://127.0.0.1:4175/other'), /no renderer main thread that parsed/);
});

test('each task splits its self time by kind and script, without counting nested events twice', () => {
  const tasks = tasksOf(events, MAIN, 0);
  assert.equal(tasks.length, 2);
  assert.deepEqual(tasks[0], {
    startMs: 10,
    durationMs: 120,
    cpuMs: 60,
    byKind: {script: 70, 'parse/compile': 10, 'style/layout': 40},
    byScript: {'main.1234.js': 80, '': 40},
  });
  assert.deepEqual(totalsOf(tasks).byKind, {script: 100, 'parse/compile': 10, 'style/layout': 40});
});

test('blocking time counts what tasks after the first paint take beyond 50 ms, by wall clock or thread time', () => {
  const tasks = tasksOf(events, MAIN, 0);
  assert.equal(blockingTime(tasks, 0), 70);
  assert.equal(
    blockingTime(tasks, 0, (task) => task.cpuMs),
    10,
  );
  assert.equal(blockingTime(tasks, 100), 0, 'tasks before the first paint do not count');
});

test('scripts are named by file, other URLs by path', () => {
  assert.equal(scriptName('http://127.0.0.1:4175/assets/js/main.1234.js'), 'main.1234.js');
  assert.equal(scriptName('http://127.0.0.1:4175/docs/hosting/backups'), '/docs/hosting/backups');
});
