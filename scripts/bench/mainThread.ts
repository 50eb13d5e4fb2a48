/**
 * What blocks a page's main thread, from a Chromium performance trace (the
 * events DevTools' Performance panel shows): the renderer main thread's
 * top-level tasks, each task's time split by kind of work (script evaluation,
 * parse/compile, style and layout, paint, HTML parsing, garbage collection)
 * and by the script it runs, and the blocking time (each task's time beyond
 * 50 ms), as Lighthouse's mainthread-work-breakdown, bootup-time and
 * total-blocking-time audits count them. Pure functions over the trace's
 * events, so scripts/bench/mainthread.mts can print them and they can be
 * unit-tested.
 */

/** One event of a Chrome trace (the JSON array Tracing.dataCollected delivers). */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread time (CPU time the thread ran), where the trace records it. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: {name?: string; data?: {url?: string; functionName?: string; frame?: string}; beginData?: {url?: string; frame?: string}};
}

export type WorkKind = 'script' | 'parse/compile' | 'style/layout' | 'paint' | 'parse HTML' | 'GC' | 'other';

/** Trace event names by kind of work, as Lighthouse's main-thread task groups sort them. */
const KIND_OF: Record<string, WorkKind> = {
  EvaluateScript: 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  FireIdleCallback: 'script',
  RunMicrotasks: 'script',
  'V8.Execute': 'script',
  'v8.run': 'script',
  'v8.evaluateModule': 'script',
  XHRReadyStateChange: 'script',
  'v8.compile': 'parse/compile',
  'v8.compileModule': 'parse/compile',
  'V8.CompileCode': 'parse/compile',
  'v8.produceCache': 'parse/compile',
  'v8.deserializeOnBackground': 'parse/compile',
  'V8.CompileLazy': 'parse/compile',
  UpdateLayoutTree: 'style/layout',
  RecalculateStyles: 'style/layout',
  Layout: 'style/layout',
  ParseAuthorStyleSheet: 'style/layout',
  UpdateLayer: 'paint',
  Paint: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
  CompositeLayers: 'paint',
  Commit: 'paint',
  RasterTask: 'paint',
  ParseHTML: 'parse HTML',
  MinorGC: 'GC',
  MajorGC: 'GC',
  'V8.GC_SCAVENGER': 'GC',
  'V8.GC_MARK_COMPACTOR': 'GC',
  BlinkGC: 'GC',
};

export const WORK_KINDS: readonly WorkKind[] = ['script', 'parse/compile', 'style/layout', 'paint', 'parse HTML', 'GC', 'other'];

/** Top-level task names: a renderer thread runs its work inside one of these. */
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadControllerImpl::DoWork']);

export interface MainThreadTask {
  /** Start in ms from the navigation's start. */
  startMs: number;
  durationMs: number;
  /**
   * The time the thread ran (the trace's thread time): the task's work without the time
   * the machine's other processes or the CPU throttle held the thread.
   */
  cpuMs: number;
  /** Self time by kind of work, in ms. */
  byKind: Partial<Record<WorkKind, number>>;
  /** Self time by the script whose code (or compilation) it is, in ms; '' for work outside any script. */
  byScript: Record<string, number>;
}

/** The renderer main thread (CrRendererMain) of the page whose document came from `url`. */
export function mainThreadOf(events: readonly TraceEvent[], url: string): {pid: number; tid: number} {
  const mainThreads = events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const parsed = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url === url);
  const thread = parsed ? mainThreads.find((meta) => meta.pid === parsed.pid && meta.tid === parsed.tid) : undefined;
  if (!thread) throw new Error(`The trace has no renderer main thread that parsed ${url}`);
  return {pid: thread.pid, tid: thread.tid};
}

/**
 * The top-level tasks of one thread with each task's self time split by kind
 * and by script, from its complete ('X') events: a child's time is taken out
 * of its parent's, so nothing counts twice.
 */
export function tasksOf(events: readonly TraceEvent[], thread: {pid: number; tid: number}, originTs: number): MainThreadTask[] {
  const own = events
    .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X' && (event.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const tasks: MainThreadTask[] = [];
  type Open = {event: TraceEvent; end: number; childTime: number; kind: WorkKind; script: string};
  let stack: Open[] = [];
  let task: MainThreadTask | undefined;
  const close = (open: Open) => {
    const self = (open.event.dur! - open.childTime) / 1000;
    if (!task || self <= 0) return;
    task.byKind[open.kind] = (task.byKind[open.kind] ?? 0) + self;
    task.byScript[open.script] = (task.byScript[open.script] ?? 0) + self;
  };
  for (const event of own) {
    while (stack.length && stack.at(-1)!.end <= event.ts) close(stack.pop()!);
    if (stack.length === 0) {
      if (!TASK_NAMES.has(event.name)) continue;
      task = {
        startMs: (event.ts - originTs) / 1000,
        durationMs: event.dur! / 1000,
        cpuMs: (event.tdur ?? event.dur!) / 1000,
        byKind: {},
        byScript: {},
      };
      tasks.push(task);
      stack = [{event, end: event.ts + event.dur!, childTime: 0, kind: 'other', script: ''}];
      continue;
    }
    const parent = stack.at(-1)!;
    // Events that overlap their parent's end are not nested: the trace lost one of them.
    const end = Math.min(event.ts + event.dur!, parent.end);
    parent.childTime += end - event.ts;
    const kind = KIND_OF[event.name] ?? (event.name.startsWith('V8.GC') ? 'GC' : parent.kind);
    // Only script work names a script (other events' URLs are images, style sheets, documents).
    const url = kind === 'script' || kind === 'parse/compile' ? event.args?.data?.url : undefined;
    stack.push({
      event: {...event, dur: end - event.ts},
      end,
      childTime: 0,
      kind,
      script: url ? scriptName(url) : parent.script,
    });
  }
  while (stack.length) close(stack.pop()!);
  return tasks;
}

/** A script's file name without its content hash directory, or the page itself for inline work. */
export function scriptName(url: string): string {
  try {
    const {pathname} = new URL(url);
    return pathname.endsWith('.js') ? pathname.split('/').at(-1)! : pathname;
  } catch {
    return url;
  }
}

/**
 * Lighthouse's total blocking time: each task's time beyond 50 ms, counted for tasks
 * that start after the first paint. `length` gives a task's time: its duration, or
 * its thread time scaled as Lighthouse's simulation scales an unthrottled trace.
 */
export function blockingTime(tasks: readonly MainThreadTask[], fromMs: number, length = (task: MainThreadTask) => task.durationMs): number {
  return tasks.filter((task) => task.startMs >= fromMs).reduce((sum, task) => sum + Math.max(0, length(task) - 50), 0);
}

/** Sums of the tasks' self times by kind and by script. */
export function totalsOf(tasks: readonly MainThreadTask[]): {byKind: Partial<Record<WorkKind, number>>; byScript: Record<string, number>} {
  const byKind: Partial<Record<WorkKind, number>> = {};
  const byScript: Record<string, number> = {};
  for (const task of tasks) {
    for (const [kind, ms] of Object.entries(task.byKind)) byKind[kind as WorkKind] = (byKind[kind as WorkKind] ?? 0) + ms;
    for (const [script, ms] of Object.entries(task.byScript)) byScript[script] = (byScript[script] ?? 0) + ms;
  }
  return {byKind, byScript};
}
