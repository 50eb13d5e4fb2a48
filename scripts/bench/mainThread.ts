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

/**
 * Where the page's entry script (Docusaurus's main.<hash>.js) finished its first
 * evaluation, in ms from the origin: what blocks after it is the page's own work
 * (hydration and what follows), not the framework's start-up. Undefined when the
 * trace evaluated no such script.
 */
export function entryScriptEndMs(
  events: readonly TraceEvent[],
  thread: {pid: number; tid: number},
  originTs: number,
  entry: RegExp = /\/main\.[0-9a-f]+\.js$/,
): number | undefined {
  const evaluation = events.find(
    (event) =>
      event.pid === thread.pid &&
      event.tid === thread.tid &&
      event.name === 'EvaluateScript' &&
      event.ph === 'X' &&
      entry.test(event.args?.data?.url ?? ''),
  );
  return evaluation ? (evaluation.ts + (evaluation.dur ?? 0) - originTs) / 1000 : undefined;
}

/** The longest of the tasks, if any. */
export function longestTask(tasks: readonly MainThreadTask[]): MainThreadTask | undefined {
  return tasks.reduce<MainThreadTask | undefined>(
    (longest, task) => (!longest || task.durationMs > longest.durationMs ? task : longest),
    undefined,
  );
}

/** One sample of V8's CPU profiler: when it was taken and the function it found running (the stack's top). */
export interface CpuSample {
  /** Trace clock, µs. */
  ts: number;
  /** "name script:line:column", or V8's own names: (program) is the browser's native work (style, layout, paint), (garbage collector). */
  frame: string;
}

interface ProfileNode {
  id: number;
  callFrame: {functionName: string; url: string; lineNumber?: number; columnNumber?: number};
}

/**
 * The CPU profiler's samples of one thread, from the trace's Profile and ProfileChunk
 * events (category disabled-by-default-v8.cpu_profiler): the chunks of a profile carry
 * its nodes and, per sample, the node it hit and the time since the previous sample.
 * Chromium emits the Profile event on the sampled thread and its chunks on the
 * process's profiler thread (v8:ProfEvntProc), with an id unique only within the process.
 */
export function cpuSamplesOf(events: readonly TraceEvent[], thread: {pid: number; tid: number}): CpuSample[] {
  type ProfileEvent = TraceEvent & {
    id?: string;
    args?: {data?: {startTime?: number; cpuProfile?: {nodes?: ProfileNode[]; samples?: number[]}; timeDeltas?: number[]}};
  };
  const inProcess = (events as ProfileEvent[]).filter((event) => event.pid === thread.pid);
  const samples: CpuSample[] = [];
  for (const profile of inProcess.filter((event) => event.name === 'Profile' && event.tid === thread.tid)) {
    const frames = new Map<number, string>();
    let ts = profile.args?.data?.startTime ?? profile.ts;
    const chunks = inProcess.filter((event) => event.name === 'ProfileChunk' && event.id === profile.id).sort((a, b) => a.ts - b.ts);
    for (const chunk of chunks) {
      for (const node of chunk.args?.data?.cpuProfile?.nodes ?? []) frames.set(node.id, frameName(node.callFrame));
      const hits = chunk.args?.data?.cpuProfile?.samples ?? [];
      const deltas = chunk.args?.data?.timeDeltas ?? [];
      hits.forEach((node, index) => {
        ts += deltas[index] ?? 0;
        samples.push({ts, frame: frames.get(node) ?? '(unknown)'});
      });
    }
  }
  return samples.sort((a, b) => a.ts - b.ts);
}

function frameName({functionName, url, lineNumber, columnNumber}: ProfileNode['callFrame']): string {
  if (!url) return functionName || '(anonymous)';
  // The profile's positions are 0-based; DevTools and editors count from 1.
  return `${functionName || '(anonymous)'} ${scriptName(url)}:${(lineNumber ?? 0) + 1}:${(columnNumber ?? 0) + 1}`;
}

/**
 * The functions that ran longest (self time) between startMs and endMs from the
 * origin: each sample counts the time until the next one (the profiler samples
 * about every 100-200 µs), the last one inside the window up to its end. Idle
 * samples are left out.
 */
export function topFunctions(
  samples: readonly CpuSample[],
  originTs: number,
  startMs: number,
  endMs: number,
  count = 5,
): {frame: string; ms: number}[] {
  const start = originTs + startMs * 1000;
  const end = originTs + endMs * 1000;
  const byFrame = new Map<string, number>();
  for (const [index, sample] of samples.entries()) {
    if (sample.ts < start || sample.ts >= end || sample.frame === '(idle)') continue;
    const next = Math.min(samples[index + 1]?.ts ?? end, end);
    byFrame.set(sample.frame, (byFrame.get(sample.frame) ?? 0) + (next - sample.ts) / 1000);
  }
  return [...byFrame.entries()]
    .map(([frame, ms]) => ({frame, ms}))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
}
