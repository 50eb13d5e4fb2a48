/**
 * The runner protocol, exercised by running the worker's source in a Node vm
 * context that stands in for a worker global scope.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import vm from 'node:vm';
import {buildWorkerSource, type WorkerMessage} from './workerSource';

async function run(code: string): Promise<WorkerMessage[]> {
  const messages: WorkerMessage[] = [];
  const listeners: Record<string, (event: unknown) => void> = {};
  const self: Record<string, unknown> = {
    postMessage: (message: WorkerMessage) => messages.push(message),
    addEventListener: (name: string, listener: (event: unknown) => void) => (listeners[name] = listener),
    setTimeout,
    fetch: () => 'network!',
    indexedDB: {},
    // A clock that stands still, as in runUntilStopped below: batches depend on the lines, not the load.
    Date: {now: () => 0},
  };
  self.self = self;
  const context = vm.createContext(self);
  vm.runInContext(buildWorkerSource(code), context);
  // Until the run ends (done or error): a state, not a 100 ms window, which a loaded machine can overrun.
  for (const deadline = Date.now() + 10_000; !messages.some((m) => m.type !== 'console') && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  // Messages come from another realm; compare them as plain data.
  return JSON.parse(JSON.stringify(messages)) as WorkerMessage[];
}

test('one console message per call, then done', async () => {
  const messages = await run('console.log("a", 1, {b: 2}); console.warn([3]);');
  assert.deepEqual(messages, [{type: 'console', lines: ['a 1 {"b":2}']}, {type: 'console', lines: ['[3]']}, {type: 'done'}]);
});

test('top-level await works', async () => {
  const messages = await run('const v = await Promise.resolve(42); console.log(v);');
  assert.deepEqual(messages, [{type: 'console', lines: ['42']}, {type: 'done'}]);
});

test('a throw or a rejected promise ends with "Error: " and the message', async () => {
  assert.deepEqual((await run('throw new Error("boom")')).at(-1), {type: 'error', text: 'Error: boom'});
  assert.deepEqual((await run('await Promise.reject(new RangeError("nope"))')).at(-1), {type: 'error', text: 'Error: nope'});
  assert.deepEqual((await run('throw "plain"')).at(-1), {type: 'error', text: 'Error: plain'});
});

test('network and storage APIs are gone before the code runs', async () => {
  const messages = await run('console.log(typeof fetch, typeof indexedDB, typeof self.postMessage)');
  assert.deepEqual(messages[0], {type: 'console', lines: ['undefined undefined undefined']});
});

/**
 * Runs code that never ends: the vm stops it after `ms`, as the page terminates the worker. The
 * worker's clock stands still (its `Date.now` always says 0), so no batch leaves early because the
 * machine was slow: what is sent depends on the lines printed, not on the load (outbox.test.ts
 * covers the time-based sends with a clock of its own).
 */
function runUntilStopped(code: string, ms = 300): WorkerMessage[] {
  const messages: WorkerMessage[] = [];
  const self: Record<string, unknown> = {
    postMessage: (message: WorkerMessage) => messages.push(message),
    addEventListener: () => {},
    setTimeout,
    Date: {now: () => 0},
  };
  self.self = self;
  assert.throws(() => vm.runInContext(buildWorkerSource(code), vm.createContext(self), {timeout: ms}), /timed out/);
  return JSON.parse(JSON.stringify(messages)) as WorkerMessage[];
}

const linesOf = (messages: WorkerMessage[]) => messages.flatMap((m) => (m.type === 'console' ? m.lines : []));

test('a console flood reaches the page as a few messages holding at most the cap, then a limit note', () => {
  const messages = runUntilStopped("while (true) { console.log('spam', Math.random()); }");
  const lines = linesOf(messages);
  assert.equal(lines.length, 500);
  assert.ok(lines.every((line) => line.startsWith('spam 0.')));
  // The first 100 lines one by one, then four batches of 100, then the note on its own.
  assert.ok(messages.slice(0, 100).every((m) => m.type === 'console' && m.lines.length === 1));
  assert.deepEqual(
    messages.slice(100).map((m) => (m.type === 'console' ? m.lines.length : m.type)),
    [100, 100, 100, 100, 0],
  );
  assert.deepEqual(messages.at(-1), {type: 'console', lines: [], limit: 'lines'});
});

test('a finite flood ends with the limit note and done', async () => {
  const messages = await run('for (let i = 0; i < 1e6; i++) console.log(i);');
  assert.equal(linesOf(messages).at(-1), '499');
  assert.deepEqual(messages.slice(-2), [{type: 'console', lines: [], limit: 'lines'}, {type: 'done'}]);
});

test('lines printed just before a loop that never ends are all sent', () => {
  const messages = runUntilStopped('for (let i = 0; i < 5; i++) console.log("line", i);\nwhile (true) {}');
  assert.deepEqual(linesOf(messages), ['line 0', 'line 1', 'line 2', 'line 3', 'line 4']);
});
