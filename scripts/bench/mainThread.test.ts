import assert from 'node:assert/strict';
import {test} from 'node:test';
import {
  blockingTime,
  cpuSamplesOf,
  entryScriptEndMs,
  longestTask,
  mainThreadOf,
  scriptName,
  tasksOf,
  topFunctions,
  totalsOf,
  type TraceEvent,
} from './mainThread';

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

test('what blocks after main.js starts where its evaluation ended', () => {
  assert.equal(entryScriptEndMs(events, MAIN, 0), 90);
  assert.equal(entryScriptEndMs(events, MAIN, 0, /\/other\.js$/), undefined, 'a page without the entry script has no such point');
  assert.equal(entryScriptEndMs(events, {pid: 1, tid: 1}, 0), undefined, "another thread's scripts are not the page's");
  const tasks = tasksOf(events, MAIN, 0);
  assert.equal(longestTask(tasks)?.durationMs, 120);
  assert.equal(longestTask([]), undefined);
});

// V8's profiler: the Profile event on the sampled thread, its chunks on the process's profiler thread.
const PROFILER_TID = 9;
const profile = (pid: number, tid: number, startTime: number): TraceEvent =>
  ({
    name: 'Profile',
    cat: 'disabled-by-default-v8.cpu_profiler',
    ph: 'P',
    ts: startTime,
    pid,
    tid,
    id: '0x1',
    args: {data: {startTime}},
  }) as TraceEvent;
const chunk = (pid: number, ts: number, data: object): TraceEvent =>
  ({
    name: 'ProfileChunk',
    cat: 'disabled-by-default-v8.cpu_profiler',
    ph: 'P',
    ts,
    pid,
    tid: PROFILER_TID,
    id: '0x1',
    args: {data},
  }) as TraceEvent;
const profiled: TraceEvent[] = [
  profile(MAIN.pid, MAIN.tid, 100_000),
  chunk(MAIN.pid, 100_001, {
    cpuProfile: {
      nodes: [
        {id: 1, callFrame: {functionName: '(root)', url: ''}},
        {id: 2, callFrame: {functionName: '(program)', url: ''}},
        {
          id: 3,
          callFrame: {functionName: 'hydrate', url: 'http://127.0.0.1:4175/assets/js/main.1234.js', lineNumber: 0, columnNumber: 41},
          parent: 1,
        },
        {id: 4, callFrame: {functionName: '(idle)', url: ''}},
      ],
      // Samples at 101, 111, 121 and 131 ms.
      samples: [3, 3, 2, 4],
    },
    timeDeltas: [1_000, 10_000, 10_000, 10_000],
  }),
  // The second chunk names only its new nodes; samples at 141 and 151 ms.
  chunk(MAIN.pid, 150_000, {
    cpuProfile: {
      nodes: [
        {id: 5, callFrame: {functionName: '', url: 'http://127.0.0.1:4175/assets/js/17896441.abcd.js', lineNumber: 2, columnNumber: 0}},
      ],
      samples: [5, 3],
    },
    timeDeltas: [10_000, 10_000],
  }),
  // Another renderer process has a profile with the same id: not this page's.
  profile(1, 1, 100_000),
  chunk(1, 100_001, {cpuProfile: {nodes: [{id: 3, callFrame: {functionName: 'other', url: ''}}], samples: [3]}, timeDeltas: [500]}),
];

test("the CPU profiler's samples of the page's thread name the function that ran, with its script and position", () => {
  const samples = cpuSamplesOf(profiled, MAIN);
  assert.deepEqual(
    samples.map((sample) => [sample.ts, sample.frame]),
    [
      [101_000, 'hydrate main.1234.js:1:42'],
      [111_000, 'hydrate main.1234.js:1:42'],
      [121_000, '(program)'],
      [131_000, '(idle)'],
      [141_000, '(anonymous) 17896441.abcd.js:3:1'],
      [151_000, 'hydrate main.1234.js:1:42'],
    ],
  );
  assert.deepEqual(cpuSamplesOf(profiled, {pid: 5, tid: 5}), []);
});

test("a task's top functions add each sample's time up to the next one, inside the task, without idle time", () => {
  const samples = cpuSamplesOf(profiled, MAIN);
  assert.deepEqual(topFunctions(samples, 0, 100, 160), [
    {frame: 'hydrate main.1234.js:1:42', ms: 29},
    {frame: '(program)', ms: 10},
    {frame: '(anonymous) 17896441.abcd.js:3:1', ms: 10},
  ]);
  assert.deepEqual(topFunctions(samples, 0, 115, 125), [{frame: '(program)', ms: 4}], 'only samples inside the task, cut at its end');
  assert.equal(topFunctions(samples, 0, 100, 160, 1).length, 1);
});
