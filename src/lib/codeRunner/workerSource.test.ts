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
    fetch: () => 'network!',
    indexedDB: {},
  };
  self.self = self;
  const context = vm.createContext(self);
  vm.runInContext(buildWorkerSource(code), context);
  for (let i = 0; i < 20 && !messages.some((m) => m.type !== 'console'); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  // Messages come from another realm; compare them as plain data.
  return JSON.parse(JSON.stringify(messages)) as WorkerMessage[];
}

test('one console message per call, then done', async () => {
  const messages = await run('console.log("a", 1, {b: 2}); console.warn([3]);');
  assert.deepEqual(messages, [
    {type: 'console', level: 'log', text: 'a 1 {"b":2}'},
    {type: 'console', level: 'warn', text: '[3]'},
    {type: 'done'},
  ]);
});

test('top-level await works', async () => {
  const messages = await run('const v = await Promise.resolve(42); console.log(v);');
  assert.deepEqual(messages.map((m) => ('text' in m ? m.text : m.type)), ['42', 'done']);
});

test('a throw or a rejected promise ends with "Error: " and the message', async () => {
  assert.deepEqual((await run('throw new Error("boom")')).at(-1), {type: 'error', text: 'Error: boom'});
  assert.deepEqual((await run('await Promise.reject(new RangeError("nope"))')).at(-1), {type: 'error', text: 'Error: nope'});
  assert.deepEqual((await run('throw "plain"')).at(-1), {type: 'error', text: 'Error: plain'});
});

test('network and storage APIs are gone before the code runs', async () => {
  const messages = await run('console.log(typeof fetch, typeof indexedDB, typeof self.postMessage)');
  assert.equal(messages[0].type === 'console' && messages[0].text, 'undefined undefined undefined');
});
