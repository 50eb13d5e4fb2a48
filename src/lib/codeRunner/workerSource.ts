/**
 * The source of the Web Worker that runs a reader's code. The code is placed
 * inside an async function in the worker's own script (no eval, so the page's
 * CSP needs no 'unsafe-eval'); top-level await works. Before it runs, the
 * worker removes every API that could reach the site's storage or the network.
 */
import {FORMAT_CONSOLE_ARGS_SOURCE} from './format';

export type WorkerMessage =
  | {type: 'console'; level: 'log' | 'info' | 'warn' | 'error' | 'debug'; text: string}
  | {type: 'done'}
  | {type: 'error'; text: string};

/** APIs a reader's code must not have: storage shared with the site, the network, more code. */
export const BLOCKED_GLOBALS = [
  'fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource', 'importScripts', 'indexedDB', 'caches',
  'BroadcastChannel', 'navigator', 'Worker', 'SharedWorker', 'cookieStore', 'WebTransport',
] as const;

const PRELUDE = String.raw`
const post = self.postMessage.bind(self);
const format = ${FORMAT_CONSOLE_ARGS_SOURCE};
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
  capture[level] = (...args) => post({type: 'console', level, text: format(args)});
}
self.console = Object.freeze(Object.assign(Object.create(null), capture));
self.addEventListener('unhandledrejection', (event) => {
  event.preventDefault();
  post({type: 'error', text: errorText(event.reason)});
});
`;

export function buildWorkerSource(userCode: string): string {
  return `${PRELUDE}
(async () => {
${userCode}
})().then(() => post({type: 'done'}), (error) => post({type: 'error', text: errorText(error)}));
`;
}
