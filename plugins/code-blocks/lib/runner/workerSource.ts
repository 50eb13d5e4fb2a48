/**
 * The source of the Web Worker that runs a reader's code. The code is placed
 * inside an async function in the worker's own script (no eval, so the page's
 * CSP needs no 'unsafe-eval'); top-level await works. Before it runs, the
 * worker removes every API that could reach the site's storage or the network.
 */
import {FORMAT_CONSOLE_ARGS_SOURCE} from './format';
import {CONSOLE_OUTBOX_SOURCE} from './outbox';
import {OUTPUT_BATCHING, OUTPUT_LIMITS, type OutputLimit} from './output';

export type WorkerMessage = {type: 'console'; lines: string[]; limit?: OutputLimit} | {type: 'done'} | {type: 'error'; text: string};

/** APIs a reader's code must not have: storage shared with the site, the network, more code. */
export const BLOCKED_GLOBALS = [
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'EventSource',
  'importScripts',
  'indexedDB',
  'caches',
  'BroadcastChannel',
  'navigator',
  'Worker',
  'SharedWorker',
  'cookieStore',
  'WebTransport',
] as const;

const PRELUDE = String.raw`
const post = self.postMessage.bind(self);
const format = ${FORMAT_CONSOLE_ARGS_SOURCE};
// Taken before the reader's code runs, which could replace them.
const later = self.setTimeout.bind(self);
const outbox = (${CONSOLE_OUTBOX_SOURCE})({
  ...${JSON.stringify({...OUTPUT_LIMITS, ...OUTPUT_BATCHING})},
  send: post,
  now: Date.now,
  later: (callback) => later(callback, 0),
});
const end = (message) => {
  outbox.finish();
  post(message);
};
const errorText = (error) => 'Error: ' + (error && error.message !== undefined ? error.message : String(error));
for (const name of ${JSON.stringify(BLOCKED_GLOBALS)}) {
  for (let target = self; target; target = Object.getPrototypeOf(target)) {
    try { delete target[name]; } catch (e) {}
  }
  try { Object.defineProperty(self, name, {value: undefined, configurable: false, writable: false}); } catch (e) {}
}
self.postMessage = undefined;
self.onmessage = null;
const capture = {};
for (const level of ['log', 'info', 'warn', 'error', 'debug']) {
  capture[level] = (...args) => {
    if (!outbox.full) outbox.add(format(args));
  };
}
self.console = Object.freeze(Object.assign(Object.create(null), capture));
self.addEventListener('unhandledrejection', (event) => {
  event.preventDefault();
  end({type: 'error', text: errorText(event.reason)});
});
`;

export function buildWorkerSource(userCode: string): string {
  return `${PRELUDE}
(async () => {
${userCode}
})().then(() => end({type: 'done'}), (error) => end({type: 'error', text: errorText(error)}));
`;
}
