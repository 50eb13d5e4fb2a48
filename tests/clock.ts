import type {Page} from '@playwright/test';

/** The timer functions Playwright's clock replaces that a page's scripts schedule work with. */
const TIMERS = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] as const;

/**
 * Fake timers for the page (Playwright's clock), installed before it loads, keeping the browser's
 * own timers aside for `withRealTimers`.
 */
export async function installClock(page: Page): Promise<void> {
  await page.context().addInitScript((names) => {
    const w = window as unknown as Record<string, unknown>;
    w.__browserTimers = Object.fromEntries(names.map((name) => [name, w[name]]));
  }, TIMERS);
  await page.clock.install();
}

/**
 * The page's clock, held still: states that a timer ends (the 2 s "Copied" indicator, the
 * navigation toast, a run's 3 s time limit) stay until the test moves time on with
 * `page.clock.runFor(ms)`, however slowly a loaded machine runs the test. Call `installClock`
 * (or `page.clock.install()`) before the page loads, then this once the page is ready. Only the
 * page's timers stop: Web Workers and the browser keep running.
 */
export async function holdClock(page: Page): Promise<void> {
  // pauseAt only moves forward: one second past the page's now (timers due by then fire first).
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/**
 * Runs `check` (a tool injected into the page that needs its own timers to run, such as axe) with the
 * browser's timers in place, the page's held ones set aside meanwhile: what the page had scheduled
 * stays held. Needs `installClock`.
 */
export async function withRealTimers<T>(page: Page, check: () => Promise<T>): Promise<T> {
  const swap = () =>
    page.evaluate(() => {
      const w = window as unknown as Record<string, unknown> & {__browserTimers: Record<string, unknown>};
      const held = Object.fromEntries(Object.keys(w.__browserTimers).map((name) => [name, w[name]]));
      Object.assign(w, w.__browserTimers);
      w.__browserTimers = held;
    });
  const native = await page.evaluate(() =>
    String((window as unknown as {__browserTimers?: {setTimeout?: unknown}}).__browserTimers?.setTimeout).includes('[native code]'),
  );
  if (!native) throw new Error("The browser's timers were not kept aside: call installClock(page) before the page loads.");
  await swap();
  try {
    return await check();
  } finally {
    await swap();
  }
}
