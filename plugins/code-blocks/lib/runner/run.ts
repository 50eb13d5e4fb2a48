/**
 * Runs a reader's code in a throwaway Web Worker and collects its console
 * output. The worker is terminated when the code finishes, throws, or runs
 * past the time limit, so an endless loop never blocks the page; it sends its
 * output in a few capped batches (outbox.ts), so endless printing does not either.
 */
import {OutputCollector} from './output';
import {buildWorkerSource, type WorkerMessage} from './workerSource';

export const RUN_TIME_LIMIT_MS = 3000;

export interface RunResult {
  output: string;
  status: 'ok' | 'error' | 'timeout';
}

export function runInWorker(code: string, timeLimitMs = RUN_TIME_LIMIT_MS): Promise<RunResult> {
  return new Promise((resolve) => {
    const collector = new OutputCollector();
    const url = URL.createObjectURL(new Blob([buildWorkerSource(code)], {type: 'text/javascript'}));
    const worker = new Worker(url);
    let settled = false;
    const finish = (status: RunResult['status'], lastLine?: string) => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      worker.terminate();
      URL.revokeObjectURL(url);
      resolve({output: collector.text(lastLine), status});
    };
    const timer = window.setTimeout(
      () =>
        finish(
          'timeout',
          `Error: Stopped after ${timeLimitMs / 1000} seconds. The code was still running; check for a loop that never ends.`,
        ),
      timeLimitMs,
    );
    worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
      const message = event.data;
      if (message.type === 'console') collector.addBatch(message.lines, message.limit);
      else if (message.type === 'done') finish('ok');
      else finish('error', message.text);
    };
    // Syntax errors surface here: the worker's script never starts.
    worker.onerror = (event) => {
      event.preventDefault();
      finish('error', `Error: ${(event.message || 'the code could not run').replace(/^Uncaught\s+/, '')}`);
    };
  });
}
