import type {Page} from '@playwright/test';

/**
 * The page's clock, held still: states that a timer ends (the 2 s "Copied" indicator, the
 * navigation toast, a run's 3 s time limit) stay until the test moves time on with
 * `page.clock.runFor(ms)`, however slowly a loaded machine runs the test. Call
 * `page.clock.install()` before the page loads (its timers must be the fake ones), then this
 * once the page is ready. Only the page's timers stop: Web Workers and the browser keep running.
 */
export async function holdClock(page: Page): Promise<void> {
  // pauseAt only moves forward: one second past the page's now (timers due by then fire first).
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}
