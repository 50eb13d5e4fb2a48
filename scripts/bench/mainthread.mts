/**
 * What blocks the main thread while a page of the production build loads on a
 * slow phone: Chromium with its CPU slowed down (CDP Emulation.setCPUThrottlingRate,
 * 4x as Lighthouse's mobile profile) and a phone's viewport records a
 * performance trace of each page load; the renderer's main thread is split into
 * tasks (scripts/bench/mainThread.ts):
 *
 *   npm run build && npm run bench:mainthread [-- --runs 3 --throttle 4 --build build --save-traces /docs/web-design/responsive-design ...]
 *
 * Prints per page, median of --runs loads: blocking time after the first
 * paint (each task's time beyond 50 ms, Lighthouse's TBT without its
 * simulation), the main thread's busy time by kind of work and by script, and
 * the long tasks of the median load. Without paths it traces every article of
 * the sitemap. --save-traces keeps each trace for DevTools' Performance panel. Results also go to bench-results/mainthread-*.json.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {loadavg} from 'node:os';
import path from 'node:path';
import type {Browser} from '@playwright/test';
import {PORT_BASE, REPO_ROOT, flag, launchChromium, option, serve, textOption, writeResults} from './harness.mjs';
import {WORK_KINDS, blockingTime, mainThreadOf, tasksOf, totalsOf, type MainThreadTask, type TraceEvent} from './mainThread';
import {sitemapArticles} from './sitemap.mjs';
import {formatMs, median, renderTable} from './stats';

const CATEGORIES = [
  '__metadata',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'loading',
];

/** Lighthouse's mobile screen (Moto G Power). */
const PHONE = {viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true};

interface PageLoad {
  fcpMs: number;
  /** Blocking time from the tasks' wall-clock durations. */
  blockingMs: number;
  /** Blocking time from the tasks' thread time: what the page costs without the machine's other load. */
  threadBlockingMs: number;
  tasks: MainThreadTask[];
  domElements: number;
}

async function traceLoad(browser: Browser, url: string, throttle: number, saveTrace?: string): Promise<PageLoad> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: throttle});
    await browser.startTracing(page, {categories: CATEGORIES});
    await page.goto(url, {waitUntil: 'load'});
    await page.evaluate(HYDRATED);
    await page.waitForLoadState('networkidle');
    // Whatever the page schedules after it has gone quiet (idle callbacks, observers) belongs to its load too.
    await page.waitForTimeout(1000);
    const domElements = await page.evaluate(() => document.querySelectorAll('*').length);
    const trace = await browser.stopTracing();
    // DevTools' Performance panel opens these files (Load profile).
    if (saveTrace) writeFileSync(saveTrace, trace);
    const {traceEvents} = JSON.parse(trace.toString()) as {traceEvents: TraceEvent[]};
    const thread = mainThreadOf(traceEvents, url);
    const onThread = traceEvents.filter((event) => event.pid === thread.pid);
    const navigationStart = onThread.find((event) => event.name === 'navigationStart')?.ts;
    const firstPaint = onThread.find((event) => event.name === 'firstContentfulPaint')?.ts;
    if (navigationStart === undefined || firstPaint === undefined)
      throw new Error(`No navigationStart or first paint in the trace of ${url}`);
    const tasks = tasksOf(traceEvents, thread, navigationStart);
    const fcpMs = (firstPaint - navigationStart) / 1000;
    return {
      fcpMs,
      blockingMs: blockingTime(tasks, fcpMs),
      threadBlockingMs: blockingTime(tasks, fcpMs, (task) => task.cpuMs),
      tasks,
      domElements,
    };
  } finally {
    await context.close();
  }
}

/**
 * Resolves once Docusaurus marks the page hydrated (<html data-has-hydrated>): one
 * observer in the page instead of Playwright's polling, whose queries would show in the
 * trace. A string, so the page gets it as written (tsx adds helpers to compiled functions).
 */
const HYDRATED = `new Promise((resolve) => {
  const hydrated = () => document.documentElement.dataset.hasHydrated === 'true';
  if (hydrated()) return resolve();
  const observer = new MutationObserver(() => {
    if (!hydrated()) return;
    observer.disconnect();
    resolve();
  });
  observer.observe(document.documentElement, {attributes: true, attributeFilter: ['data-has-hydrated']});
})`;

const round = (ms: number) => `${Math.round(ms)}`;

function printPage(pagePath: string, loads: PageLoad[]) {
  const byBlocking = [...loads].sort((a, b) => a.threadBlockingMs - b.threadBlockingMs);
  const typical = byBlocking[Math.floor((byBlocking.length - 1) / 2)]!;
  const long = (load: PageLoad) => load.tasks.filter((task) => task.durationMs > 50);
  const runsOf = (pick: (load: PageLoad) => number) =>
    `${formatMs(median(loads.map(pick)))} (${loads.map((l) => round(pick(l))).join(', ')})`;
  console.log(
    `\n${pagePath}: blocking time after first paint, by thread time ${runsOf((l) => l.threadBlockingMs)}, by wall clock ${runsOf(
      (l) => l.blockingMs,
    )}; main-thread time ${runsOf((l) => l.tasks.reduce((sum, t) => sum + t.cpuMs, 0))}; first paint ${formatMs(
      median(loads.map((l) => l.fcpMs)),
    )}; ${typical.domElements} elements`,
  );
  const busy = (load: PageLoad) => totalsOf(load.tasks);
  const longTotals = (load: PageLoad) => totalsOf(long(load));
  console.log(
    renderTable(
      ['main thread, ms (median of runs)', ...WORK_KINDS, 'total'],
      [
        [
          'all tasks',
          ...WORK_KINDS.map((k) => round(median(loads.map((l) => busy(l).byKind[k] ?? 0)))),
          round(median(loads.map((l) => l.tasks.reduce((s, t) => s + t.durationMs, 0)))),
        ],
        [
          'tasks over 50 ms',
          ...WORK_KINDS.map((k) => round(median(loads.map((l) => longTotals(l).byKind[k] ?? 0)))),
          round(median(loads.map((l) => long(l).reduce((s, t) => s + t.durationMs, 0)))),
        ],
      ],
    ),
  );
  const scripts = Object.entries(busy(typical).byScript)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8);
  console.log(`Busy time by script (median load): ${scripts.map(([script, ms]) => `${script || '(no script)'} ${round(ms)}`).join(', ')}`);
  console.log(
    renderTable(
      ['long task (median load)', 'start', 'wall ms', 'thread ms', 'what (wall ms)'],
      long(typical).map((task, index) => [
        `#${index + 1}`,
        round(task.startMs),
        round(task.durationMs),
        round(task.cpuMs),
        [
          ...Object.entries(task.byScript)
            .filter(([, ms]) => ms >= 5)
            .sort((a, b) => b[1] - a[1])
            .map(([script, ms]) => `${script || '(no script)'} ${round(ms)}`),
          ...Object.entries(task.byKind)
            .filter(([, ms]) => ms >= 5)
            .sort((a, b) => b[1] - a[1])
            .map(([kind, ms]) => `[${kind} ${round(ms)}]`),
        ].join(' '),
      ]),
    ),
  );
}

async function main() {
  const runs = option('runs', 3);
  const throttle = option('throttle', 4);
  const traceDir = flag('save-traces')
    ? path.join(REPO_ROOT, 'bench-results', `traces-${new Date().toISOString().replace(/[:.]/g, '-')}`)
    : undefined;
  if (traceDir) mkdirSync(traceDir, {recursive: true});
  const given = process.argv
    .slice(2)
    .filter((arg, index, args) => arg.startsWith('/') && !/^--(runs|throttle|build)$/.test(args[index - 1] ?? ''));
  // --build <dir> traces another build (e.g. one kept from before a change).
  const buildDir = path.resolve(REPO_ROOT, textOption('build') ?? 'build');
  const server = await serve(buildDir, PORT_BASE);
  const browser = await launchChromium();
  const results: Record<string, PageLoad[]> = {};
  try {
    const paths = given.length ? given : sitemapArticles(buildDir);
    console.log(
      `Main thread of ${paths.length} page(s) of ${buildDir}: ${throttle}x CPU slowdown, ${PHONE.viewport.width}x${PHONE.viewport.height} phone screen, ${runs} load(s) each; load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    );
    // Round by round, so every page meets the same machine load.
    for (let run = 0; run < runs; run++) {
      for (const pagePath of paths) {
        const traceFile = traceDir && path.join(traceDir, `${pagePath.replace(/^\//, '').replace(/\//g, '_')}-${run + 1}.json`);
        (results[pagePath] ??= []).push(await traceLoad(browser, server.url + pagePath, throttle, traceFile));
      }
    }
    for (const pagePath of paths) printPage(pagePath, results[pagePath]!);
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(
    `\nLoad average at the end: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  const file = writeResults('mainthread', {date: new Date().toISOString(), runs, throttle, loadAverage: loadavg(), results});
  console.log(`Written to ${file}`);
}

await main();
