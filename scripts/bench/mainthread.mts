/**
 * What blocks the main thread while pages of production builds load on a slow
 * phone: Chromium with its CPU slowed down (CDP Emulation.setCPUThrottlingRate,
 * 4x as Lighthouse's mobile profile) and a phone's viewport records a
 * performance trace of each page load, with V8's CPU samples; the renderer's
 * main thread is split into tasks (scripts/bench/mainThread.ts):
 *
 *   npm run build && npm run bench:mainthread [-- --runs 5 --throttle 4 --site ours=build --site stock=/tmp/stock-site/build --detail --save-traces /docs/web-design/responsive-design ...]
 *
 * With two or more --site name=buildDir, each page's loads alternate between the
 * sites (run by run, page by page), so every site meets the same machine load;
 * without --site it traces --build (default build/) as "ours". Prints per page
 * and site, median of --runs loads: total blocking time (each task's time beyond
 * 50 ms, from the first paint on, as Lighthouse's TBT without its simulation)
 * by wall clock and by thread time (the latter leaves out time the machine's
 * other processes took), the blocking time of the tasks after main.js's
 * evaluation (hydration and what follows, the part a page's own code decides),
 * the longest task, and what ran in the longest task of the median load (by
 * kind of work, by script, and the functions V8's profiler sampled most); then
 * every page ranked, and the worst five of each site. The 1-minute load average
 * is printed with each round. --detail adds the main thread's time by kind and
 * by script and every long task of the median load. Without paths it traces
 * every article of the first site's sitemap. --save-traces keeps each trace for
 * DevTools' Performance panel. Results also go to bench-results/mainthread-*.json.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {loadavg} from 'node:os';
import path from 'node:path';
import type {Browser} from '@playwright/test';
import {PORT_BASE, REPO_ROOT, flag, launchChromium, option, serve, siteOptions, textOption, writeResults, type Server} from './harness.mjs';
import {
  WORK_KINDS,
  blockingTime,
  cpuSamplesOf,
  entryScriptEndMs,
  longestTask,
  mainThreadOf,
  tasksOf,
  topFunctions,
  totalsOf,
  type MainThreadTask,
  type TraceEvent,
} from './mainThread';
import {sitemapArticles} from './sitemap.mjs';
import {median, renderTable} from './stats';

const CATEGORIES = [
  '__metadata',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
];

/** Lighthouse's mobile screen (Moto G Power). */
const PHONE = {viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true};

interface TaskSummary extends MainThreadTask {
  /** The functions V8's profiler sampled most in the task (self time, ms). */
  functions: {frame: string; ms: number}[];
}

interface PageLoad {
  fcpMs: number;
  /** Total blocking time from the first paint on, from the tasks' wall-clock durations. */
  blockingMs: number;
  /** The same from the tasks' thread time: what the page costs without the machine's other load. */
  threadBlockingMs: number;
  /** Where main.js's evaluation ended (NaN if the page ran none). */
  entryEndMs: number;
  /** Blocking time (wall clock) of the tasks that start after main.js's evaluation. */
  afterEntryMs: number;
  afterEntryThreadMs: number;
  longest?: TaskSummary;
  longestAfterEntry?: TaskSummary;
  /** The machine's 1-minute load average when the load ended. */
  loadAverage: number;
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
    const entryEndMs = entryScriptEndMs(traceEvents, thread, navigationStart) ?? Number.NaN;
    const afterEntry = tasks.filter((task) => task.startMs >= entryEndMs);
    const samples = cpuSamplesOf(traceEvents, thread);
    const summary = (task: MainThreadTask | undefined): TaskSummary | undefined =>
      task && {...task, functions: topFunctions(samples, navigationStart, task.startMs, task.startMs + task.durationMs)};
    return {
      fcpMs,
      blockingMs: blockingTime(tasks, fcpMs),
      threadBlockingMs: blockingTime(tasks, fcpMs, (task) => task.cpuMs),
      entryEndMs,
      afterEntryMs: blockingTime(afterEntry, fcpMs),
      afterEntryThreadMs: blockingTime(afterEntry, fcpMs, (task) => task.cpuMs),
      longest: summary(longestTask(tasks)),
      longestAfterEntry: summary(longestTask(afterEntry)),
      loadAverage: loadavg()[0],
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

const round = (ms: number) => (Number.isFinite(ms) ? `${Math.round(ms)}` : 'n/a');
const loadAverages = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

/** The load whose total blocking time is the median (the lower middle one of an even count). */
function medianLoad(loads: readonly PageLoad[]): PageLoad {
  const sorted = [...loads].sort((a, b) => a.blockingMs - b.blockingMs);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** "145 ms at 2,310 ms: main.1234.js 90, (no script) 40 [script 90, style/layout 40]; sampled: (program) 30, r main.1234.js:2:3456 20" */
function describeTask(task: TaskSummary | undefined): string {
  if (!task) return 'none';
  const scripts = Object.entries(task.byScript)
    .filter(([, ms]) => ms >= 5)
    .sort((a, b) => b[1] - a[1])
    .map(([script, ms]) => `${script || '(no script)'} ${round(ms)}`);
  const kinds = Object.entries(task.byKind)
    .filter(([, ms]) => ms >= 5)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, ms]) => `${kind} ${round(ms)}`);
  const functions = task.functions.map(({frame, ms}) => `${frame} ${round(ms)}`);
  return `${round(task.durationMs)} ms at ${round(task.startMs)} ms: ${scripts.join(', ')} [${kinds.join(', ')}]; sampled: ${functions.join(', ') || 'no samples'}`;
}

function printPage(pagePath: string, bySite: Record<string, PageLoad[]>, detail: boolean) {
  const runsOf = (loads: readonly PageLoad[], pick: (load: PageLoad) => number) =>
    `${round(median(loads.map(pick)))} (${loads.map((l) => round(pick(l))).join(', ')})`;
  console.log(`\n${pagePath}`);
  console.log(
    renderTable(
      [
        'site',
        'TBT wall ms (runs)',
        'TBT thread ms',
        'after main.js wall ms (runs)',
        'after main.js thread',
        'longest task',
        'first paint',
        'elements',
        'load avg',
      ],
      Object.entries(bySite).map(([site, loads]) => [
        site,
        runsOf(loads, (l) => l.blockingMs),
        round(median(loads.map((l) => l.threadBlockingMs))),
        runsOf(loads, (l) => l.afterEntryMs),
        round(median(loads.map((l) => l.afterEntryThreadMs))),
        round(median(loads.map((l) => l.longest?.durationMs ?? 0))),
        round(median(loads.map((l) => l.fcpMs))),
        String(medianLoad(loads).domElements),
        `${Math.min(...loads.map((l) => l.loadAverage)).toFixed(1)}-${Math.max(...loads.map((l) => l.loadAverage)).toFixed(1)}`,
      ]),
    ),
  );
  for (const [site, loads] of Object.entries(bySite)) {
    const typical = medianLoad(loads);
    console.log(`  ${site}, median load's longest task: ${describeTask(typical.longest)}`);
    if (typical.longestAfterEntry !== typical.longest && typical.longestAfterEntry)
      console.log(`  ${site}, its longest task after main.js: ${describeTask(typical.longestAfterEntry)}`);
    if (detail) printDetail(loads, typical);
  }
}

/** The main thread's time by kind of work and by script, and every long task of the median load. */
function printDetail(loads: readonly PageLoad[], typical: PageLoad) {
  const long = (load: PageLoad) => load.tasks.filter((task) => task.durationMs > 50);
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

/** Every page ranked by the first site's median TBT, then the worst five of each site. */
function printRanking(results: Record<string, Record<string, PageLoad[]>>, sites: readonly string[]) {
  const medianOf = (page: string, site: string, pick: (load: PageLoad) => number) => median((results[page]?.[site] ?? []).map(pick));
  const pages = Object.keys(results).sort(
    (a, b) => medianOf(b, sites[0]!, (l) => l.blockingMs) - medianOf(a, sites[0]!, (l) => l.blockingMs),
  );
  console.log(`\nEvery page, by ${sites[0]}'s median TBT (wall clock, ms)`);
  console.log(
    renderTable(
      [
        'page',
        ...sites.map((site) => `TBT ${site}`),
        ...sites.map((site) => `after main.js ${site}`),
        ...sites.map((site) => `longest ${site}`),
      ],
      pages.map((page) => [
        page,
        ...sites.map((site) => round(medianOf(page, site, (l) => l.blockingMs))),
        ...sites.map((site) => round(medianOf(page, site, (l) => l.afterEntryMs))),
        ...sites.map((site) => round(medianOf(page, site, (l) => l.longest?.durationMs ?? 0))),
      ]),
    ),
  );
  for (const site of sites) {
    const worst = [...Object.keys(results)]
      .sort((a, b) => medianOf(b, site, (l) => l.blockingMs) - medianOf(a, site, (l) => l.blockingMs))
      .slice(0, 5);
    console.log(`Worst five of ${site}: ${worst.map((page) => `${page} ${round(medianOf(page, site, (l) => l.blockingMs))}`).join(', ')}`);
  }
}

async function main() {
  const runs = option('runs', 3);
  const throttle = option('throttle', 4);
  const detail = flag('detail');
  const traceDir = flag('save-traces')
    ? path.join(REPO_ROOT, 'bench-results', `traces-${new Date().toISOString().replace(/[:.]/g, '-')}`)
    : undefined;
  if (traceDir) mkdirSync(traceDir, {recursive: true});
  const args = process.argv.slice(2);
  const given = args.filter((arg, index) => arg.startsWith('/') && !/^--(runs|throttle|build|site)$/.test(args[index - 1] ?? ''));
  // --site name=dir, repeated, interleaves builds (e.g. ours and stock); --build <dir> traces one build as "ours".
  const named = siteOptions();
  const sites = named.length ? named : [{name: 'ours', dir: path.resolve(REPO_ROOT, textOption('build') ?? 'build')}];
  const servers: Server[] = [];
  const browser = await launchChromium();
  const results: Record<string, Record<string, PageLoad[]>> = {};
  try {
    for (const [index, site] of sites.entries()) servers.push(await serve(site.dir, PORT_BASE + index));
    const paths = given.length ? given : sitemapArticles(sites[0]!.dir);
    console.log(
      `Main thread of ${paths.length} page(s) of ${sites.map((site) => `${site.name} (${site.dir})`).join(', ')}: ${throttle}x CPU slowdown, ${PHONE.viewport.width}x${PHONE.viewport.height} phone screen, ${runs} load(s) each, sites interleaved; load average ${loadAverages()}`,
    );
    // Round by round, page by page, site by site, so every site meets the same machine load.
    for (let run = 0; run < runs; run++) {
      for (const pagePath of paths) {
        for (const [index, site] of sites.entries()) {
          const traceFile =
            traceDir && path.join(traceDir, `${site.name}-${pagePath.replace(/^\//, '').replace(/\//g, '_')}-${run + 1}.json`);
          ((results[pagePath] ??= {})[site.name] ??= []).push(
            await traceLoad(browser, servers[index]!.url + pagePath, throttle, traceFile),
          );
        }
      }
      console.log(`Round ${run + 1} of ${runs} done; load average ${loadAverages()}`);
    }
    for (const pagePath of paths) printPage(pagePath, results[pagePath]!, detail);
    if (paths.length > 1)
      printRanking(
        results,
        sites.map((site) => site.name),
      );
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
  }
  console.log(`\nLoad average at the end: ${loadAverages()}`);
  const file = writeResults('mainthread', {date: new Date().toISOString(), runs, throttle, sites, loadAverage: loadavg(), results});
  console.log(`Written to ${file}`);
}

await main();
